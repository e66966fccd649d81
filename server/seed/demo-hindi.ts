// The demo content is loaded only into an empty database, so a site loaded before the demo had its Hindi (or all
// of it) would never get it. At every start this adds the demo's Hindi to the demo rows that still lack it, so
// that their /hi pages read as a fresh install's do.
//
// Only rows listed in demo_rows are touched (rows staff created are never listed), and in them only a Hindi field
// that is still blank and whose English is still exactly the demo's: Hindi that staff wrote is never replaced, and
// English that staff rewrote gets no Hindi of the old wording. A course's list is translated as a whole, so it
// gets its Hindi only while the whole English list is the demo's. Cheap and idempotent: a few reads of at most
// a few dozen rows, and writes only where something is missing.
import { eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { BLOG_TRANSLATED_FIELDS, BlogCreateSchema } from "#contract/schemas/blog";
import { COURSE_TRANSLATED_FIELDS, CourseCreateSchema } from "#contract/schemas/course";
import { GALLERY_TRANSLATED_FIELDS, GalleryCreateSchema } from "#contract/schemas/gallery";
import { PRODUCT_TRANSLATED_FIELDS, ProductCreateSchema } from "#contract/schemas/product";
import { TESTIMONIAL_TRANSLATED_FIELDS, TestimonialCreateSchema } from "#contract/schemas/testimonial";
import type { Db } from "#server/db/client";
import {
  blogPosts,
  courseListItems,
  courseModules,
  courses,
  courseTopics,
  demoRows,
  galleryImages,
  products,
  testimonials,
} from "#server/db/schema";
import { sanitizeRichText } from "#server/lib/sanitize-html";
import { DEMO_GALLERY_HI, DEMO_PRODUCTS_HI, DEMO_TESTIMONIALS_HI } from "./content/catalogue.hi";
import { DEMO_COURSES } from "./content/courses";
import { DEMO_GALLERY_IMAGES } from "./content/gallery";
import { DEMO_PRODUCTS } from "./content/products";
import { DEMO_TESTIMONIALS } from "./content/testimonials";
import { DEMO_BLOG_POSTS, hindi, withHindi } from "./demo-content";
import type { DemoTable } from "./demo-removal";

/** Transaction-scoped, so that servers starting together fill each row once; not the loader's own key. */
const DEMO_HINDI_LOCK_KEY = 7_315_002_212;

type Fields = Record<string, unknown>;
type Translations = Record<string, Fields | undefined>;

/** One demo item's translated fields: its English as stored, and its Hindi. */
interface DemoText {
  english: Fields;
  hi: Fields;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const hiOf = (translations: unknown): Fields => ((translations ?? {}) as Translations).hi ?? {};

/** Rich text is stored sanitised (posts' content, courses' overview), so the demo's is compared and added so. */
const rich = (html: unknown) =>
  typeof html === "string" && html ? sanitizeRichText(html, { videoEmbeds: true }) || null : html;

/** The demo item's translated fields, rich ones sanitised as the services store them. */
function demoText(parsed: Fields, fields: Record<string, unknown>, richFields: string[] = []): DemoText {
  const english: Fields = {};
  for (const field of Object.keys(fields)) english[field] = parsed[field];
  const hi: Fields = { ...hiOf(parsed.translations) };
  for (const field of richFields) {
    english[field] = rich(english[field]);
    if (hi[field] !== undefined) hi[field] = rich(hi[field]);
  }
  return { english, hi };
}

/** The demo's Hindi fields a stored row may take: blank in its Hindi, and with the demo's English. */
function hindiToAdd(stored: Fields, demo: DemoText): Fields {
  const current = hiOf(stored.translations);
  const add: Fields = {};
  for (const [field, value] of Object.entries(demo.hi)) {
    if (isBlank(value) || !isBlank(current[field])) continue;
    if (!sameValue(stored[field], demo.english[field])) continue;
    add[field] = value;
  }
  return add;
}

const withAdded = (translations: unknown, add: Fields) => ({
  ...((translations ?? {}) as Translations),
  hi: { ...hiOf(translations), ...add },
});

const demoIds = (db: Db, table: DemoTable) =>
  db.select({ id: demoRows.row_id }).from(demoRows).where(eq(demoRows.table_name, table));

interface CourseText extends DemoText {
  /** Each module's and topic's Hindi name by its English one. */
  modules: Map<string, string>;
  topics: Map<string, string>;
}

function courseTexts(): Map<string, CourseText> {
  const texts = new Map<string, CourseText>();
  for (const course of DEMO_COURSES) {
    const parsed = CourseCreateSchema.parse(withHindi(course));
    const modules = new Map<string, string>();
    const topics = new Map<string, string>();
    for (const m of parsed.modules ?? []) {
      const name = m.translations?.hi?.module_name;
      if (name && !modules.has(m.module_name)) modules.set(m.module_name, name);
      for (const t of m.topics) {
        const topic = t.translations?.hi?.topic_name;
        if (topic && !topics.has(t.topic_name)) topics.set(t.topic_name, topic);
      }
    }
    const text = demoText(parsed as Fields, COURSE_TRANSLATED_FIELDS, ["overview"]);
    texts.set(parsed.course_slug, { ...text, modules, topics });
  }
  return texts;
}

/** Posts, products, gallery images and testimonials: one row each, matched to the demo by the column it names them by. */
interface PlainTable {
  name: DemoTable;
  table: PgTable;
  id: PgColumn;
  key: string;
  /** The demo's texts by key; built only for a table that still has demo rows (the demo is parsed and sanitised). */
  texts: () => Map<string, DemoText>;
}

const byKey =
  <T>(items: T[], key: (item: T) => string, text: (item: T) => DemoText) =>
  () =>
    new Map(items.map((item) => [key(item), text(item)]));

/** A catalogue item (product, gallery image, testimonial) with its Hindi from the catalogue's Hindi file. */
function catalogueText(
  schema: { parse: (input: unknown) => unknown },
  fields: Fields,
  input: Fields,
  hi: unknown,
): DemoText {
  return demoText(schema.parse({ ...input, translations: hindi(hi) }) as Fields, fields);
}

const PLAIN_TABLES: PlainTable[] = [
  {
    name: "blog_posts",
    table: blogPosts,
    id: blogPosts.post_id,
    key: "slug",
    texts: byKey(
      DEMO_BLOG_POSTS,
      (p) => p.input.slug,
      (p) => demoText(BlogCreateSchema.parse(p.input) as Fields, BLOG_TRANSLATED_FIELDS, ["content"]),
    ),
  },
  {
    name: "products",
    table: products,
    id: products.id,
    key: "name",
    texts: byKey(
      DEMO_PRODUCTS,
      (p) => p.input.name,
      (p) =>
        catalogueText(
          ProductCreateSchema,
          PRODUCT_TRANSLATED_FIELDS,
          p.input,
          DEMO_PRODUCTS_HI[p.input.name],
        ),
    ),
  },
  {
    name: "gallery_images",
    table: galleryImages,
    id: galleryImages.image_id,
    key: "title",
    texts: byKey(
      DEMO_GALLERY_IMAGES,
      (g) => g.input.title,
      (g) =>
        catalogueText(
          GalleryCreateSchema,
          GALLERY_TRANSLATED_FIELDS,
          g.input,
          DEMO_GALLERY_HI[g.input.title],
        ),
    ),
  },
  {
    name: "testimonials",
    table: testimonials,
    id: testimonials.testimonial_id,
    key: "name",
    texts: byKey(
      DEMO_TESTIMONIALS,
      (t) => t.name,
      (t) =>
        catalogueText(
          TestimonialCreateSchema,
          TESTIMONIAL_TRANSLATED_FIELDS,
          t,
          DEMO_TESTIMONIALS_HI[t.name],
        ),
    ),
  },
];

async function fillPlainTables(tx: Db): Promise<number> {
  let filled = 0;
  for (const { name, table, id, key, texts } of PLAIN_TABLES) {
    const rows = (await tx
      .select()
      .from(table)
      .where(inArray(id, demoIds(tx, name)))) as Fields[];
    if (rows.length === 0) continue;
    const demoTexts = texts();
    for (const row of rows) {
      const demo = demoTexts.get(String(row[key]));
      const add = demo ? hindiToAdd(row, demo) : {};
      if (Object.keys(add).length === 0) continue;
      await tx
        .update(table)
        .set({ translations: withAdded(row.translations, add) })
        .where(eq(id, row[id.name] as number));
      filled++;
    }
  }
  return filled;
}

const LIST_KINDS = { highlight: "highlights", requirement: "requirements", outcome: "outcomes" } as const;

async function fillCourses(tx: Db): Promise<number> {
  const rows = await tx
    .select()
    .from(courses)
    .where(inArray(courses.course_id, demoIds(tx, "courses")));
  if (rows.length === 0) return 0;
  const texts = courseTexts();
  const ids = rows.map((r) => r.course_id);
  const lists = new Map<number, Record<string, string[]>>();
  for (const item of await tx
    .select()
    .from(courseListItems)
    .where(inArray(courseListItems.course_id, ids))
    .orderBy(courseListItems.display_order, courseListItems.item_id)) {
    const field = LIST_KINDS[item.kind as keyof typeof LIST_KINDS];
    if (!field) continue;
    const entry = lists.get(item.course_id) ?? { highlights: [], requirements: [], outcomes: [] };
    entry[field]?.push(item.item_text);
    lists.set(item.course_id, entry);
  }

  let filled = 0;
  const slugOf = new Map(rows.map((r) => [r.course_id, r.course_slug]));
  for (const row of rows) {
    const demo = texts.get(row.course_slug);
    if (!demo) continue;
    const stored = { highlights: [], requirements: [], outcomes: [], ...row, ...lists.get(row.course_id) };
    const add = hindiToAdd(stored, demo);
    if (Object.keys(add).length === 0) continue;
    await tx
      .update(courses)
      .set({ translations: withAdded(row.translations, add) })
      .where(eq(courses.course_id, row.course_id));
    filled++;
  }

  // Modules and topics by their English name within their course: a renamed one gets nothing, a moved one keeps
  // its Hindi.
  const modules = await tx.select().from(courseModules).where(inArray(courseModules.course_id, ids));
  const courseOfModule = new Map(modules.map((m) => [m.module_id, m.course_id]));
  for (const m of modules) {
    const name = texts.get(slugOf.get(m.course_id) ?? "")?.modules.get(m.module_name);
    if (!name || !isBlank(hiOf(m.translations).module_name)) continue;
    await tx
      .update(courseModules)
      .set({ translations: withAdded(m.translations, { module_name: name }) })
      .where(eq(courseModules.module_id, m.module_id));
    filled++;
  }
  if (modules.length === 0) return filled;
  const topics = await tx
    .select()
    .from(courseTopics)
    .where(
      inArray(
        courseTopics.module_id,
        modules.map((m) => m.module_id),
      ),
    );
  for (const t of topics) {
    const courseId = courseOfModule.get(t.module_id) ?? -1;
    const name = texts.get(slugOf.get(courseId) ?? "")?.topics.get(t.topic_name);
    if (!name || !isBlank(hiOf(t.translations).topic_name)) continue;
    await tx
      .update(courseTopics)
      .set({ translations: withAdded(t.translations, { topic_name: name }) })
      .where(eq(courseTopics.topic_id, t.topic_id));
    filled++;
  }
  return filled;
}

/** Adds the demo's missing Hindi to the demo rows; returns how many rows (and modules and topics) it changed. */
export async function addDemoHindi(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(DEMO_HINDI_LOCK_KEY))})`);
    return (await fillCourses(tx)) + (await fillPlainTables(tx));
  });
}
