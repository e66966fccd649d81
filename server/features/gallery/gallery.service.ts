import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { GalleryCategory } from "#contract/enums";
import type { GalleryCreate, GalleryImage, GalleryUpdate } from "#contract/schemas/gallery";
import type { Db } from "#server/db/client";
import { galleryImages } from "#server/db/schema";
import { matchesAny } from "#server/db/text-search";
import { notFound } from "#server/http/errors";
import type { Page } from "#server/http/paging";

type Row = typeof galleryImages.$inferSelect;

function toGalleryImage(row: Row): GalleryImage {
  return {
    image_id: row.imageId,
    title: row.title,
    description: row.description,
    image_url: row.imageUrl,
    category: row.category as GalleryCategory,
    display_order: row.displayOrder,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toColumns(input: GalleryUpdate) {
  return {
    title: input.title,
    description: input.description,
    // null means "no new image": a gallery image always keeps one.
    imageUrl: input.image_url ?? undefined,
    category: input.category,
    displayOrder: input.display_order,
    isActive: input.is_active,
  };
}

export interface GalleryFilter {
  is_active?: boolean;
  category?: GalleryCategory;
  /** Text search over title and description. */
  q?: string;
}

function conditions(filter: GalleryFilter): SQL | undefined {
  const t = galleryImages;
  return and(
    filter.is_active !== undefined ? eq(t.isActive, filter.is_active) : undefined,
    filter.category ? eq(t.category, filter.category) : undefined,
    matchesAny([t.title, t.description], filter.q),
  );
}

const ORDER = [asc(galleryImages.displayOrder), desc(galleryImages.createdAt), desc(galleryImages.imageId)];

/** Images in display order, newest first within one order. */
export async function listGalleryImages(db: Db, filter: GalleryFilter = {}): Promise<GalleryImage[]> {
  const rows = await db
    .select()
    .from(galleryImages)
    .where(conditions(filter))
    .orderBy(...ORDER);
  return rows.map(toGalleryImage);
}

export async function pageGalleryImages(
  db: Db,
  filter: GalleryFilter & { limit: number; offset: number },
): Promise<Page<GalleryImage>> {
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(galleryImages)
      .where(where)
      .orderBy(...ORDER)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(galleryImages).where(where),
  ]);
  return {
    items: rows.map(toGalleryImage),
    meta: { total: Number(total?.n ?? 0), limit: filter.limit, offset: filter.offset },
  };
}

export async function getGalleryImage(
  db: Db,
  id: number,
  options: { includeHidden: boolean },
): Promise<GalleryImage> {
  const [row] = await db.select().from(galleryImages).where(eq(galleryImages.imageId, id)).limit(1);
  if (!row || (!options.includeHidden && !row.isActive)) throw notFound();
  return toGalleryImage(row);
}

export async function createGalleryImage(
  db: Db,
  input: GalleryCreate & { image_url: string },
): Promise<GalleryImage> {
  const [row] = await db
    .insert(galleryImages)
    .values({ ...toColumns(input), imageUrl: input.image_url } as typeof galleryImages.$inferInsert)
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return toGalleryImage(row);
}

/** Updates the row and returns it with the image URL it held before, for the caller to release. */
export async function updateGalleryImage(
  db: Db,
  id: number,
  input: GalleryUpdate,
): Promise<{ image: GalleryImage; previousImageUrl: string }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ imageUrl: galleryImages.imageUrl })
      .from(galleryImages)
      .where(eq(galleryImages.imageId, id))
      .for("update");
    if (!before) throw notFound();
    const [row] = await tx
      .update(galleryImages)
      .set({ ...toColumns(input), updatedAt: sql`now()` })
      .where(eq(galleryImages.imageId, id))
      .returning();
    if (!row) throw notFound();
    return { image: toGalleryImage(row), previousImageUrl: before.imageUrl };
  });
}

/** Deletes the row and returns it, so the caller can release its image. */
export async function deleteGalleryImage(db: Db, id: number): Promise<GalleryImage> {
  const [row] = await db.delete(galleryImages).where(eq(galleryImages.imageId, id)).returning();
  if (!row) throw notFound();
  return toGalleryImage(row);
}
