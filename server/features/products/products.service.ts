import { count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Product, ProductCreate, ProductUpdate } from "#contract/schemas/product";
import type { Db } from "#server/db/client";
import { products } from "#server/db/schema";
import { matchesAny } from "#server/db/text-search";
import { notFound } from "#server/http/errors";
import type { Page } from "#server/http/paging";

type Row = typeof products.$inferSelect;

/** The row as stored: what the admin sent, before the spec's fallbacks. */
export interface StoredProductImages {
  image: string | null;
  modal_image: string | null;
}

function toProduct(row: Row): Product {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    // Spec §3: each image stands in for the other when only one was given.
    image: row.image ?? row.modalImage,
    modal_image: row.modalImage ?? row.image,
    short_desc: row.shortDesc,
    full_desc: row.fullDesc,
    // Rows written before the list rule (or by hand) may hold anything in the JSON column.
    features: Array.isArray(row.features) ? row.features.filter((f) => typeof f === "string") : [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const storedImages = (row: Row): StoredProductImages => ({ image: row.image, modal_image: row.modalImage });

function toColumns(input: ProductUpdate) {
  return {
    name: input.name,
    category: input.category,
    image: input.image,
    modalImage: input.modal_image,
    shortDesc: input.short_desc,
    fullDesc: input.full_desc,
    features: input.features,
  };
}

const search = (q: string | undefined): SQL | undefined =>
  matchesAny([products.name, products.category, products.shortDesc, products.fullDesc], q);

const ORDER = [desc(products.createdAt), desc(products.id)];

/** Every product, newest first: the product guide shows them all. */
export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .orderBy(...ORDER);
  return rows.map(toProduct);
}

export async function pageProducts(
  db: Db,
  filter: { q?: string; limit: number; offset: number },
): Promise<Page<Product>> {
  const where = search(filter.q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ORDER)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map(toProduct),
    meta: { total: Number(total?.n ?? 0), limit: filter.limit, offset: filter.offset },
  };
}

export async function getProduct(db: Db, id: number): Promise<Product> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound();
  return toProduct(row);
}

/** The image URLs the row itself holds, without the fallbacks of the served product. */
export async function getStoredProductImages(db: Db, id: number): Promise<StoredProductImages> {
  const [row] = await db
    .select({ image: products.image, modal_image: products.modalImage })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function createProduct(db: Db, input: ProductCreate): Promise<Product> {
  const [row] = await db
    .insert(products)
    .values(toColumns(input) as typeof products.$inferInsert)
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return toProduct(row);
}

/** Updates the row; also returns the image URLs it held before, for the caller to release. */
export async function updateProduct(
  db: Db,
  id: number,
  input: ProductUpdate,
): Promise<{ product: Product; before: StoredProductImages; after: StoredProductImages }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ image: products.image, modal_image: products.modalImage })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!before) throw notFound();
    const [row] = await tx
      .update(products)
      .set({ ...toColumns(input), updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning();
    if (!row) throw notFound();
    return { product: toProduct(row), before, after: storedImages(row) };
  });
}

/** Deletes the row and returns the image URLs it held, for the caller to release. */
export async function deleteProduct(db: Db, id: number): Promise<StoredProductImages> {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning();
  if (!row) throw notFound();
  return storedImages(row);
}
