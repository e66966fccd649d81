// Every query about courses, their child lists and categories, and the mapping from rows to the wire shape.
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { MAX_SHORT_TEXT } from "#contract/constants";
import { SLUG_PATTERN } from "#contract/fields";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import type {
  Course,
  CourseCategory,
  CourseCreate,
  CourseModule,
  CourseUpdate,
} from "#contract/schemas/course";
import type { Db } from "#server/db/client";
import { courseCategories, courseListItems, courseModules, courses, courseTopics } from "#server/db/schema";
import { badRequest, notFound } from "#server/http/errors";
import { sanitizeRichText } from "#server/lib/sanitize-html";

type CourseRow = typeof courses.$inferSelect & { categoryName: string | null };
type ListKind = "highlight" | "requirement" | "outcome";
type ModulesInput = NonNullable<CourseCreate["modules"]>;

/** The three text lists of a course, keyed by their wire name, with the kind stored in course_list_items. */
const LIST_FIELDS = [
  ["highlights", "highlight"],
  ["requirements", "requirement"],
  ["outcomes", "outcome"],
] as const satisfies ReadonlyArray<readonly [keyof Course & keyof CourseUpdate, ListKind]>;

export interface CourseFilter {
  is_active?: boolean;
  is_featured?: boolean;
  category_id?: number;
  /** Text search over title, slug and description (admin list). */
  q?: string;
}

export interface CoursePaging {
  limit: number;
  offset: number;
}

const courseSelection = {
  course: courses,
  categoryName: courseCategories.name,
};

function baseCourseQuery(db: Db) {
  return db
    .select(courseSelection)
    .from(courses)
    .leftJoin(courseCategories, eq(courses.categoryId, courseCategories.categoryId));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function filterConditions(filter: CourseFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.is_active !== undefined) where.push(eq(courses.isActive, filter.is_active));
  if (filter.is_featured !== undefined) where.push(eq(courses.isFeatured, filter.is_featured));
  if (filter.category_id !== undefined) where.push(eq(courses.categoryId, filter.category_id));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    where.push(
      or(
        ilike(courses.title, pattern),
        ilike(courses.courseSlug, pattern),
        ilike(courses.description, pattern),
      ),
    );
  }
  return and(...where);
}

interface CourseChildren {
  lists: Map<number, Record<ListKind, string[]>>;
  modules: Map<number, CourseModule[]>;
}

/** One query per child table for the whole set of courses, never one per course. */
async function loadChildren(db: Db, courseIds: number[]): Promise<CourseChildren> {
  const lists = new Map<number, Record<ListKind, string[]>>();
  const modules = new Map<number, CourseModule[]>();
  if (courseIds.length === 0) return { lists, modules };

  // One after another: inside a transaction all three share one connection, which runs one query at a time.
  const itemRows = await db
    .select()
    .from(courseListItems)
    .where(inArray(courseListItems.courseId, courseIds))
    .orderBy(asc(courseListItems.displayOrder), asc(courseListItems.itemId));
  const moduleRows = await db
    .select()
    .from(courseModules)
    .where(inArray(courseModules.courseId, courseIds))
    .orderBy(asc(courseModules.displayOrder), asc(courseModules.moduleId));
  const topicRows = await db
    .select({
      topicId: courseTopics.topicId,
      moduleId: courseTopics.moduleId,
      topicName: courseTopics.topicName,
      displayOrder: courseTopics.displayOrder,
    })
    .from(courseTopics)
    .innerJoin(courseModules, eq(courseTopics.moduleId, courseModules.moduleId))
    .where(inArray(courseModules.courseId, courseIds))
    .orderBy(asc(courseTopics.displayOrder), asc(courseTopics.topicId));

  for (const item of itemRows) {
    let entry = lists.get(item.courseId);
    if (!entry) {
      entry = { highlight: [], requirement: [], outcome: [] };
      lists.set(item.courseId, entry);
    }
    entry[item.kind as ListKind]?.push(item.itemText);
  }

  const byModuleId = new Map<number, CourseModule>();
  for (const row of moduleRows) {
    const module: CourseModule = {
      module_id: row.moduleId,
      module_name: row.moduleName,
      display_order: row.displayOrder,
      topics: [],
    };
    byModuleId.set(row.moduleId, module);
    const list = modules.get(row.courseId);
    if (list) list.push(module);
    else modules.set(row.courseId, [module]);
  }
  for (const topic of topicRows) {
    byModuleId.get(topic.moduleId)?.topics.push({
      topic_id: topic.topicId,
      topic_name: topic.topicName,
      display_order: topic.displayOrder,
    });
  }
  return { lists, modules };
}

function toCourse(row: CourseRow, children: CourseChildren): Course {
  const lists = children.lists.get(row.courseId);
  const videoUrls = [...row.videoUrls];
  return {
    course_id: row.courseId,
    course_slug: row.courseSlug,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    overview: row.overview,
    level: row.level,
    course_type: row.courseType,
    price: row.price,
    duration: row.duration,
    mode: row.mode,
    language: row.language,
    image_url: row.imageUrl,
    poster_image_url: row.posterImageUrl,
    video_url: row.videoUrl,
    video_urls: videoUrls,
    // The public pages of the original site read the same list under this name, and the one video they show
    // under the singular (spec §2: the first listed video).
    youtube_links: [...videoUrls],
    youtube_link: videoUrls[0] ?? row.videoUrl ?? null,
    instructor_name: row.instructorName,
    instructor_bio: row.instructorBio,
    instructor_image: row.instructorImage,
    category_id: row.categoryId,
    category_name: row.categoryName,
    is_active: row.isActive,
    is_featured: row.isFeatured,
    display_order: row.displayOrder,
    highlights: lists?.highlight ?? [],
    requirements: lists?.requirement ?? [],
    outcomes: lists?.outcome ?? [],
    modules: children.modules.get(row.courseId) ?? [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function withChildren(
  db: Db,
  rows: { course: typeof courses.$inferSelect; categoryName: string | null }[],
): Promise<Course[]> {
  const children = await loadChildren(
    db,
    rows.map((r) => r.course.courseId),
  );
  return rows.map((r) => toCourse({ ...r.course, categoryName: r.categoryName }, children));
}

/** Courses in display order, newest first within one order. Without paging, every matching course. */
export async function listCourses(
  db: Db,
  filter: CourseFilter = {},
  paging?: CoursePaging,
): Promise<Course[]> {
  const query = baseCourseQuery(db)
    .where(filterConditions(filter))
    .orderBy(asc(courses.displayOrder), desc(courses.createdAt), desc(courses.courseId))
    .$dynamic();
  const rows = paging ? await query.limit(paging.limit).offset(paging.offset) : await query;
  return withChildren(db, rows);
}

export async function countCourses(db: Db, filter: CourseFilter = {}): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(courses)
    .where(filterConditions(filter));
  return Number(row?.total ?? 0);
}

/**
 * A number is an id, anything else a slug. A slug made only of digits would look like an id, so a number that
 * matches no id is tried as a slug too: such a course stays reachable and an id always wins.
 */
export async function getCourse(
  db: Db,
  idOrSlug: number | string,
  options: { includeHidden: boolean },
): Promise<Course> {
  // Text that could never be a stored slug (a NUL byte, say, which PostgreSQL refuses) is simply not found.
  if (typeof idOrSlug === "string" && !(idOrSlug.length <= MAX_SHORT_TEXT && SLUG_PATTERN.test(idOrSlug)))
    throw notFound();
  const where =
    typeof idOrSlug === "number"
      ? or(eq(courses.courseId, idOrSlug), eq(courses.courseSlug, String(idOrSlug)))
      : eq(courses.courseSlug, idOrSlug);
  const byIdFirst = typeof idOrSlug === "number" ? [desc(eq(courses.courseId, idOrSlug))] : [];
  const rows = await baseCourseQuery(db)
    .where(where)
    .orderBy(...byIdFirst)
    .limit(1);
  const row = rows[0];
  if (!row || (!options.includeHidden && !row.course.isActive)) throw notFound();
  const [course] = await withChildren(db, [row]);
  if (!course) throw notFound();
  return course;
}

export async function listCourseCategories(db: Db): Promise<CourseCategory[]> {
  const rows = await db
    .select()
    .from(courseCategories)
    .orderBy(asc(courseCategories.displayOrder), asc(courseCategories.name));
  return rows.map((r) => ({ category_id: r.categoryId, name: r.name, slug: r.slug }));
}

function sanitizedOverview(overview: string | null | undefined): string | null | undefined {
  if (overview === undefined || overview === null) return overview;
  return sanitizeRichText(overview) || null;
}

/** Column values for the fields present in the input; absent fields are left undefined so an update keeps them. */
function toColumns(input: CourseUpdate) {
  return {
    courseSlug: input.course_slug,
    title: input.title,
    subtitle: input.subtitle,
    description: input.description,
    overview: sanitizedOverview(input.overview),
    level: input.level,
    courseType: input.course_type,
    price: input.price,
    duration: input.duration,
    mode: input.mode,
    language: input.language,
    imageUrl: input.image_url,
    posterImageUrl: input.poster_image_url,
    videoUrl: input.video_url,
    videoUrls: input.video_urls,
    instructorName: input.instructor_name,
    instructorBio: input.instructor_bio,
    instructorImage: input.instructor_image,
    categoryId: input.category_id,
    isActive: input.is_active,
    isFeatured: input.is_featured,
    displayOrder: input.display_order,
  };
}

/** A precise field error beats the generic one the foreign-key violation would give. */
async function assertCategoryExists(db: Db, categoryId: number | null | undefined) {
  if (categoryId === null || categoryId === undefined) return;
  const [found] = await db
    .select({ id: courseCategories.categoryId })
    .from(courseCategories)
    .where(eq(courseCategories.categoryId, categoryId))
    .limit(1);
  if (!found) throw badRequest(V.invalidValue, [{ field: "category_id", message: V.invalidValue }]);
}

async function replaceList(db: Db, courseId: number, kind: ListKind, items: string[], replacing: boolean) {
  if (replacing)
    await db
      .delete(courseListItems)
      .where(and(eq(courseListItems.courseId, courseId), eq(courseListItems.kind, kind)));
  if (items.length === 0) return;
  await db
    .insert(courseListItems)
    .values(items.map((itemText, i) => ({ courseId, kind, itemText, displayOrder: i + 1 })));
}

async function replaceModules(db: Db, courseId: number, modules: ModulesInput, replacing: boolean) {
  // Topics go with their modules through the cascading foreign key.
  if (replacing) await db.delete(courseModules).where(eq(courseModules.courseId, courseId));
  if (modules.length === 0) return;
  const inserted = await db
    .insert(courseModules)
    .values(modules.map((m) => ({ courseId, moduleName: m.module_name, displayOrder: m.display_order })))
    .returning({ moduleId: courseModules.moduleId, displayOrder: courseModules.displayOrder });
  // The schema renumbers modules 1..n, so the display order identifies each inserted module.
  const idByOrder = new Map(inserted.map((m) => [m.displayOrder, m.moduleId]));
  const topics = modules.flatMap((m) => {
    const moduleId = idByOrder.get(m.display_order);
    if (moduleId === undefined) throw new Error(`module ${m.display_order} was not inserted`);
    return m.topics.map((t) => ({ moduleId, topicName: t.topic_name, displayOrder: t.display_order }));
  });
  if (topics.length > 0) await db.insert(courseTopics).values(topics);
}

async function writeChildren(db: Db, courseId: number, input: CourseUpdate, replacing: boolean) {
  for (const [field, kind] of LIST_FIELDS) {
    const items = input[field];
    if (items !== undefined) await replaceList(db, courseId, kind, items, replacing);
  }
  if (input.modules !== undefined) await replaceModules(db, courseId, input.modules, replacing);
}

export async function createCourse(db: Db, input: CourseCreate): Promise<Course> {
  return db.transaction(async (tx) => {
    await assertCategoryExists(tx, input.category_id);
    const [row] = await tx
      .insert(courses)
      .values(toColumns(input) as typeof courses.$inferInsert)
      .returning({ courseId: courses.courseId });
    if (!row) throw new Error("insert returned nothing");
    await writeChildren(tx, row.courseId, input, false);
    return getCourse(tx, row.courseId, { includeHidden: true });
  });
}

/** Merges the given fields over the stored course; a list or the modules, when given, replace the stored ones. */
export async function updateCourse(db: Db, id: number, input: CourseUpdate): Promise<Course> {
  return db.transaction(async (tx) => {
    await assertCategoryExists(tx, input.category_id);
    const [row] = await tx
      .update(courses)
      .set({ ...toColumns(input), updatedAt: sql`now()` })
      .where(eq(courses.courseId, id))
      .returning({ courseId: courses.courseId });
    if (!row) throw notFound();
    await writeChildren(tx, id, input, true);
    return getCourse(tx, id, { includeHidden: true });
  });
}

/** The image URLs a course row holds, so a caller can release the stored files no other row uses. */
export type CourseImageUrls = Pick<Course, "image_url" | "poster_image_url" | "instructor_image">;

export async function deleteCourse(db: Db, id: number): Promise<CourseImageUrls> {
  const [deleted] = await db.delete(courses).where(eq(courses.courseId, id)).returning({
    image_url: courses.imageUrl,
    poster_image_url: courses.posterImageUrl,
    instructor_image: courses.instructorImage,
  });
  if (!deleted) throw notFound();
  return deleted;
}
