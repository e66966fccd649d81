// Course categories beyond the standard resource: each is served with how many courses use it, a slug left
// empty is made from the name, and a category that courses still use is not deleted.
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { COURSE_CATEGORY_MESSAGES as M } from "#contract/admin-messages";
import { slugify } from "#contract/fields";
import { courseCategories as definition } from "#contract/resources/course-categories";
import type { CourseCategoryItem } from "#contract/schemas/course-category";
import type { Db } from "#server/db/client";
import { courseCategories, courses } from "#server/db/schema";
import { Conflict } from "#server/domain-errors";
import { type ResourceHooks, resourceService } from "#server/resources/resource-service";

/** Courses out of the trash per category; a trashed course loses its category if that one is deleted. */
async function courseCounts(db: Db, categoryIds: number[]): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ id: courses.category_id, n: count() })
    .from(courses)
    .where(and(inArray(courses.category_id, categoryIds), isNull(courses.deleted_at)))
    .groupBy(courses.category_id);
  return new Map(rows.map((r) => [r.id as number, Number(r.n)]));
}

export const courseCategoryHooks: ResourceHooks<CourseCategoryItem> = {
  async toItems(db, rows) {
    const counts = await courseCounts(
      db,
      rows.map((r) => r.category_id as number),
    );
    return rows.map((r) => ({
      category_id: r.category_id as number,
      name: r.name as string,
      slug: r.slug as string,
      display_order: r.display_order as number,
      course_count: counts.get(r.category_id as number) ?? 0,
    }));
  },
  /**
   * A slug left empty is made from the name when the category is created; a rename keeps the slug, so the
   * category's address does not move. A name with no Latin letters or digits gets a slug of its own.
   */
  prepareWrite(_db, input, mode) {
    if (input.slug !== "" && input.slug !== undefined) return {};
    if (mode === "update") return { slug: undefined };
    return { slug: slugify(String(input.name)) || `category-${Date.now().toString(36)}` };
  },
  async beforeRemove(db, row) {
    const [used] = await db
      .select({ n: count() })
      .from(courses)
      .where(and(eq(courses.category_id, row.category_id as number), isNull(courses.deleted_at)));
    const n = Number(used?.n ?? 0);
    if (n > 0) throw new Conflict(M.inUse(String(row.name), n));
  },
};

export const courseCategoriesService = resourceService(definition, courseCategories, courseCategoryHooks);
