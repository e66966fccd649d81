// The courses resource beyond the standard: its category name, its three text lists and its curriculum
// (modules and their topics), which live in their own tables, and its categories.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { courses as definition } from "#contract/resources/courses";
import { isHtml } from "#contract/rich-text";
import type {
  Course,
  CourseCategory,
  CourseCreate,
  CourseModule,
  CourseUpdate,
} from "#contract/schemas/course";
import { apiRow } from "#server/db/api-row";
import type { Db } from "#server/db/client";
import { courseCategories, courseListItems, courseModules, courses, courseTopics } from "#server/db/schema";
import { invalidField } from "#server/domain-errors";
import { sanitizedTranslations, sanitizeRichText } from "#server/lib/sanitize-html";
import { type ResourceHooks, resourceService } from "#server/resources/resource-service";

type CourseRow = typeof courses.$inferSelect;
type ListKind = "highlight" | "requirement" | "outcome";
type ModulesInput = NonNullable<CourseCreate["modules"]>;

/** The three text lists of a course, keyed by their wire name, with the kind stored in course_list_items. */
const LIST_FIELDS = [
  ["highlights", "highlight"],
  ["requirements", "requirement"],
  ["outcomes", "outcome"],
] as const satisfies ReadonlyArray<readonly [keyof Course & keyof CourseUpdate, ListKind]>;

interface CourseChildren {
  categories: Map<number, string>;
  lists: Map<number, Record<ListKind, string[]>>;
  modules: Map<number, CourseModule[]>;
}

/** One query per child table for the whole set of courses, never one per course. */
async function loadChildren(db: Db, courseIds: number[], categoryIds: number[]): Promise<CourseChildren> {
  const lists = new Map<number, Record<ListKind, string[]>>();
  const modules = new Map<number, CourseModule[]>();
  const categories = new Map<number, string>();
  if (courseIds.length === 0) return { lists, modules, categories };

  // One after another: inside a transaction all three share one connection, which runs one query at a time.
  const itemRows = await db
    .select()
    .from(courseListItems)
    .where(inArray(courseListItems.course_id, courseIds))
    .orderBy(asc(courseListItems.display_order), asc(courseListItems.item_id));
  const moduleRows = await db
    .select()
    .from(courseModules)
    .where(inArray(courseModules.course_id, courseIds))
    .orderBy(asc(courseModules.display_order), asc(courseModules.module_id));
  const topicRows = await db
    .select({
      topic_id: courseTopics.topic_id,
      module_id: courseTopics.module_id,
      topic_name: courseTopics.topic_name,
      display_order: courseTopics.display_order,
      translations: courseTopics.translations,
    })
    .from(courseTopics)
    .innerJoin(courseModules, eq(courseTopics.module_id, courseModules.module_id))
    .where(inArray(courseModules.course_id, courseIds))
    .orderBy(asc(courseTopics.display_order), asc(courseTopics.topic_id));

  for (const item of itemRows) {
    let entry = lists.get(item.course_id);
    if (!entry) {
      entry = { highlight: [], requirement: [], outcome: [] };
      lists.set(item.course_id, entry);
    }
    entry[item.kind as ListKind]?.push(item.item_text);
  }

  const byModuleId = new Map<number, CourseModule>();
  for (const row of moduleRows) {
    const module: CourseModule = {
      module_id: row.module_id,
      module_name: row.module_name,
      display_order: row.display_order,
      topics: [],
      translations: row.translations as CourseModule["translations"],
    };
    byModuleId.set(row.module_id, module);
    const list = modules.get(row.course_id);
    if (list) list.push(module);
    else modules.set(row.course_id, [module]);
  }
  for (const topic of topicRows) {
    byModuleId.get(topic.module_id)?.topics.push({
      topic_id: topic.topic_id,
      topic_name: topic.topic_name,
      display_order: topic.display_order,
      translations: topic.translations as CourseModule["topics"][number]["translations"],
    });
  }
  if (categoryIds.length > 0)
    for (const c of await db
      .select({ id: courseCategories.category_id, name: courseCategories.name })
      .from(courseCategories)
      .where(inArray(courseCategories.category_id, categoryIds)))
      categories.set(c.id, c.name);
  return { lists, modules, categories };
}

function toCourse(row: CourseRow, children: CourseChildren): Course {
  const lists = children.lists.get(row.course_id);
  const videoUrls = [...row.video_urls];
  return {
    ...apiRow(row),
    level: row.level as Course["level"],
    mode: row.mode as Course["mode"],
    video_urls: videoUrls,
    // The public pages of the original site read the same list under this name, and the one video they show
    // under the singular: the first listed video, else the single video URL.
    youtube_links: [...videoUrls],
    youtube_link: videoUrls[0] ?? row.video_url ?? null,
    category_name: row.category_id === null ? null : (children.categories.get(row.category_id) ?? null),
    highlights: lists?.highlight ?? [],
    requirements: lists?.requirement ?? [],
    outcomes: lists?.outcome ?? [],
    modules: children.modules.get(row.course_id) ?? [],
    translations: row.translations as Course["translations"],
  };
}

export async function listCourseCategories(db: Db): Promise<CourseCategory[]> {
  const rows = await db
    .select()
    .from(courseCategories)
    .orderBy(asc(courseCategories.display_order), asc(courseCategories.name));
  return rows.map((r) => ({ category_id: r.category_id, name: r.name, slug: r.slug }));
}

function sanitizedOverview(overview: string | null | undefined): string | null | undefined {
  if (overview === undefined || overview === null) return overview;
  return sanitizeRichText(overview, { videoEmbeds: true }) || null;
}

/** A biography from the rich editor is cleaned like other staff HTML (no embeds); plain text stays as it is. */
function sanitizedBio(bio: string | null | undefined): string | null | undefined {
  if (bio === undefined || bio === null || !isHtml(bio)) return bio;
  return sanitizeRichText(bio) || null;
}

/** A precise field error beats the generic one the foreign-key violation would give. */
async function assertCategoryExists(db: Db, categoryId: number | null | undefined) {
  if (categoryId === null || categoryId === undefined) return;
  const [found] = await db
    .select({ id: courseCategories.category_id })
    .from(courseCategories)
    .where(eq(courseCategories.category_id, categoryId))
    .limit(1);
  if (!found) throw invalidField("category_id", V.invalidValue);
}

async function replaceList(db: Db, courseId: number, kind: ListKind, items: string[], replacing: boolean) {
  if (replacing)
    await db
      .delete(courseListItems)
      .where(and(eq(courseListItems.course_id, courseId), eq(courseListItems.kind, kind)));
  if (items.length === 0) return;
  await db
    .insert(courseListItems)
    .values(
      items.map((itemText, i) => ({ course_id: courseId, kind, item_text: itemText, display_order: i + 1 })),
    );
}

async function replaceModules(db: Db, courseId: number, modules: ModulesInput, replacing: boolean) {
  // Topics go with their modules through the cascading foreign key.
  if (replacing) await db.delete(courseModules).where(eq(courseModules.course_id, courseId));
  if (modules.length === 0) return;
  const inserted = await db
    .insert(courseModules)
    .values(
      modules.map((m) => ({
        course_id: courseId,
        module_name: m.module_name,
        display_order: m.display_order,
        translations: m.translations ?? {},
      })),
    )
    .returning({ module_id: courseModules.module_id, display_order: courseModules.display_order });
  // The schema renumbers modules 1..n, so the display order identifies each inserted module.
  const idByOrder = new Map(inserted.map((m) => [m.display_order, m.module_id]));
  const topics = modules.flatMap((m) => {
    const moduleId = idByOrder.get(m.display_order);
    if (moduleId === undefined) throw new Error(`module ${m.display_order} was not inserted`);
    return m.topics.map((t) => ({
      module_id: moduleId,
      topic_name: t.topic_name,
      display_order: t.display_order,
      translations: t.translations ?? {},
    }));
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

export const courseHooks: ResourceHooks<Course> = {
  async toItems(db, rows) {
    const list = rows as CourseRow[];
    const categoryIds = [...new Set(list.flatMap((r) => (r.category_id === null ? [] : [r.category_id])))];
    const children = await loadChildren(
      db,
      list.map((r) => r.course_id),
      categoryIds,
    );
    return list.map((row) => toCourse(row, children));
  },
  async prepareWrite(db, input) {
    const course = input as CourseUpdate;
    await assertCategoryExists(db, course.category_id);
    return {
      ...(course.overview === undefined ? {} : { overview: sanitizedOverview(course.overview) }),
      ...(course.instructor_bio === undefined ? {} : { instructor_bio: sanitizedBio(course.instructor_bio) }),
      ...(course.translations === undefined
        ? {}
        : {
            translations: sanitizedTranslations(course.translations, {
              overview: sanitizedOverview,
              instructor_bio: sanitizedBio,
            }),
          }),
    };
  },
  async afterWrite(db, row, input, mode) {
    await writeChildren(db, row.course_id as number, input as CourseUpdate, mode === "update");
  },
};

export const coursesService = resourceService(definition, courses, courseHooks);

/** Courses as a visitor sees them (only active ones), matching the filters given; every one, in display order. */
export const listCourses = (
  db: Db,
  query: { is_active?: boolean; is_featured?: boolean; category_id?: number } = {},
) => coursesService.list(db, { query, admin: false });

/** One course by id or slug; hidden ones only with includeHidden. NotFound otherwise. */
export const getCourse = (db: Db, idOrSlug: number | string, options: { includeHidden: boolean }) =>
  coursesService.get(db, idOrSlug, { admin: options.includeHidden });

export const createCourse = (db: Db, input: CourseCreate) => coursesService.create(db, input);

/** Which of `slugs` name a course a visitor can open (active, not in the trash). */
export async function visibleCourseSlugs(db: Db, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: courses.course_slug })
    .from(courses)
    .where(
      and(inArray(courses.course_slug, [...slugs]), eq(courses.is_active, true), isNull(courses.deleted_at)),
    );
  return new Set(rows.map((r) => r.slug));
}
