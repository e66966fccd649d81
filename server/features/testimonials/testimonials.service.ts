import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Testimonial, TestimonialCreate, TestimonialUpdate } from "#contract/schemas/testimonial";
import type { Db } from "#server/db/client";
import { testimonials } from "#server/db/schema";
import { matchesAny } from "#server/db/text-search";
import { notFound } from "#server/http/errors";
import type { Paging } from "#server/http/paging";

type Row = typeof testimonials.$inferSelect;

function toTestimonial(row: Row): Testimonial {
  return {
    testimonial_id: row.testimonialId,
    name: row.name,
    position: row.position,
    company: row.company,
    testimonial_text: row.testimonialText,
    rating: row.rating,
    avatar_url: row.avatarUrl,
    is_featured: row.isFeatured,
    is_active: row.isActive,
    display_order: row.displayOrder,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toColumns(input: TestimonialUpdate) {
  return {
    name: input.name,
    position: input.position,
    company: input.company,
    testimonialText: input.testimonial_text,
    rating: input.rating,
    avatarUrl: input.avatar_url,
    isFeatured: input.is_featured,
    isActive: input.is_active,
    displayOrder: input.display_order,
  };
}

export interface TestimonialFilter {
  is_active?: boolean;
  is_featured?: boolean;
  /** Text search over the name, position, company and the testimonial itself. */
  q?: string;
}

function whereOf(filter: TestimonialFilter): SQL | undefined {
  const t = testimonials;
  return and(
    filter.is_active !== undefined ? eq(t.isActive, filter.is_active) : undefined,
    filter.is_featured !== undefined ? eq(t.isFeatured, filter.is_featured) : undefined,
    matchesAny([t.name, t.position, t.company, t.testimonialText], filter.q),
  );
}

/** In display order, newest first within one order. */
export async function listTestimonials(
  db: Db,
  filter: TestimonialFilter = {},
  paging?: Paging,
): Promise<Testimonial[]> {
  const query = db
    .select()
    .from(testimonials)
    .where(whereOf(filter))
    .orderBy(asc(testimonials.displayOrder), desc(testimonials.createdAt), desc(testimonials.testimonialId))
    .$dynamic();
  const rows = await (paging ? query.limit(paging.limit).offset(paging.offset) : query);
  return rows.map(toTestimonial);
}

export async function countTestimonials(db: Db, filter: TestimonialFilter = {}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(testimonials).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function getTestimonial(
  db: Db,
  id: number,
  options: { includeHidden: boolean },
): Promise<Testimonial> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.testimonialId, id)).limit(1);
  if (!row || (!options.includeHidden && !row.isActive)) throw notFound();
  return toTestimonial(row);
}

export async function createTestimonial(db: Db, input: TestimonialCreate): Promise<Testimonial> {
  const [row] = await db
    .insert(testimonials)
    .values(toColumns(input) as typeof testimonials.$inferInsert)
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return toTestimonial(row);
}

export async function updateTestimonial(db: Db, id: number, input: TestimonialUpdate): Promise<Testimonial> {
  const [row] = await db
    .update(testimonials)
    .set({ ...toColumns(input), updatedAt: sql`now()` })
    .where(eq(testimonials.testimonialId, id))
    .returning();
  if (!row) throw notFound();
  return toTestimonial(row);
}

export async function deleteTestimonial(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(testimonials)
    .where(eq(testimonials.testimonialId, id))
    .returning({ id: testimonials.testimonialId });
  if (deleted.length === 0) throw notFound();
}
