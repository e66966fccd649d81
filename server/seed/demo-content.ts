// Loads the demo content (course categories, courses, blog posts, products, gallery images, testimonials and
// their pictures) the first time the site starts on an empty database, so a fresh install shows a complete site.
//
// Safe to run on every start and from several servers at once: the work happens in one transaction that first
// takes a transaction-scoped advisory lock and then checks, under the lock, that the content tables are still
// empty. A second server waits for the first to commit, then finds content and does nothing; a failure rolls
// everything back and removes the pictures already stored, so the next start tries again from scratch.
import { availableParallelism } from "node:os";
import { and, inArray, isNull, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { UploadFolder } from "#contract/enums";
import { BlogCreateSchema } from "#contract/schemas/blog";
import { CourseCreateSchema } from "#contract/schemas/course";
import { GalleryCreateSchema } from "#contract/schemas/gallery";
import { ProductCreateSchema } from "#contract/schemas/product";
import { AvailabilitySchema } from "#contract/schemas/slots";
import { TestimonialCreateSchema } from "#contract/schemas/testimonial";
import type { Db } from "#server/db/client";
import {
  blogPosts,
  bookingAvailability,
  courseCategories,
  courses,
  demoRows,
  galleryImages,
  products,
  testimonials,
} from "#server/db/schema";
import type { Logger } from "#server/http/logger";
import { deleteStoredImage, storeImage } from "#server/media/image-store";
import { RESOURCE_SERVICES as S } from "#server/resources/served";
import { DEMO_AVAILABILITY } from "./content/availability";
import { DEMO_BLOG_POSTS as ENGLISH_BLOG_POSTS } from "./content/blogs";
import { DEMO_BLOG_POSTS_HI, DEMO_HINDI_ONLY_POSTS } from "./content/blogs.hi";
import { DEMO_GALLERY_HI, DEMO_PRODUCTS_HI, DEMO_TESTIMONIALS_HI } from "./content/catalogue.hi";
import { DEMO_COURSE_CATEGORIES, DEMO_COURSES } from "./content/courses";
import { DEMO_COURSES_HI } from "./content/courses.hi";
import { DEMO_GALLERY_IMAGES } from "./content/gallery";
import { DEMO_PRODUCTS } from "./content/products";
import { DEMO_TESTIMONIALS } from "./content/testimonials";
import type { Art, DemoCourse } from "./content/types";

/** Every demo post: the English ones with their Hindi beside them, then those written in Hindi only. */
export const DEMO_BLOG_POSTS = [
  ...ENGLISH_BLOG_POSTS.map((post) => {
    const hi = DEMO_BLOG_POSTS_HI[post.input.slug];
    return hi ? { ...post, input: { ...post.input, translations: { hi } } } : post;
  }),
  ...DEMO_HINDI_ONLY_POSTS,
];

/** A hi translation object, or none when there is no Hindi. */
export const hindi = <T>(hi: T | undefined) => (hi ? { hi } : {});

/** A course's input with its Hindi: the course's own fields, and each module's and topic's name in order. */
export function withHindi(course: DemoCourse): DemoCourse["input"] {
  const hi = DEMO_COURSES_HI[course.input.course_slug];
  if (!hi) return course.input;
  const modules = (course.input.modules as { module_name: string; topics: { topic_name: string }[] }[]) ?? [];
  return {
    ...course.input,
    translations: { hi: hi.fields },
    modules: modules.map((m, i) => {
      const [moduleName, topicNames] = hi.modules[i] ?? [];
      return {
        ...m,
        translations: moduleName ? { hi: { module_name: moduleName } } : {},
        topics: m.topics.map((t, j) => {
          const topicName = topicNames?.[j];
          return { ...t, translations: topicName ? { hi: { topic_name: topicName } } : {} };
        }),
      };
    }),
  };
}

import { renderDemoArt } from "./demo-art";
import { loadDemoBatches } from "./demo-batches";
import type { DemoTable } from "./demo-removal";

/** Any constant works, as long as no other job of this application locks the same number. */
const DEMO_CONTENT_LOCK_KEY = 7_315_002_211;

/**
 * Picture sizes per use. Encoding WebP renditions is most of the cost of a first start (about 80 ms of CPU for
 * a 960 px picture, a third of that at 480 px, which needs no narrower rendition), so only the pictures shown
 * large (course and blog headers) get 960 px; flat vector art also scales up more gracefully than a photograph.
 * The others are at most 720 px wide, itself a rendition width: an 800 px picture would get a 720 px copy with
 * a fifth fewer pixels, one more encoding for little, and a phone takes a 720 px file either way.
 */
const SIZES = {
  courseImage: [960, 640],
  coursePoster: [480, 672],
  instructor: [400, 400],
  blogImage: [960, 540],
  productImage: [480, 480],
  productModal: [720, 540],
  galleryLandscape: [720, 540],
  galleryPortrait: [600, 800],
} as const satisfies Record<string, readonly [number, number]>;

export interface DemoContentDeps {
  db: Db;
  uploadsDir: string;
  logger: Logger;
}

export interface DemoContentResult {
  /** False when the database already had content (or another server loaded it first). */
  seeded: boolean;
  images: number;
}

/** Whether any content table has a row. Categories and admin data do not count: they are not content. */
async function hasContent(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select (exists(select 1 from ${courses}) or exists(select 1 from ${blogPosts}) or exists(select 1 from ${products}) or exists(select 1 from ${galleryImages}) or exists(select 1 from ${testimonials})) as "hasContent"`,
  );
  // Both drivers (pg and PGlite) answer raw SQL with { rows }.
  return Boolean((result as unknown as { rows: { hasContent: boolean }[] }).rows[0]?.hasContent);
}

interface ImageJob {
  folder: UploadFolder;
  art: Art;
  seed: string;
  size: readonly [number, number];
}

/**
 * Draws and stores every picture, a few at a time (sharp's encoders are single-threaded per image). Each stored
 * URL is recorded in `stored` as soon as it exists, so that a failure anywhere can remove them all; after a
 * failure no new picture is started and the ones under way are awaited before the error is passed on.
 */
async function storeImages(uploadsDir: string, jobs: ImageJob[], stored: string[]): Promise<string[]> {
  const urls: string[] = new Array(jobs.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < jobs.length) {
      const index = next++;
      const job = jobs[index] as ImageJob;
      try {
        const png = await renderDemoArt({
          ...job.art,
          seed: job.seed,
          width: job.size[0],
          height: job.size[1],
        });
        const { url } = await storeImage(uploadsDir, job.folder, png);
        stored.push(url);
        urls[index] = url;
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const workers = Math.max(1, Math.min(4, availableParallelism()));
  const outcomes = await Promise.allSettled(Array.from({ length: workers }, worker));
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected");
  if (failure) throw failure.reason;
  return urls;
}

/** The list of pictures to draw; `add` returns the index under which the picture's URL will be found. */
function imagePlan() {
  const jobs: ImageJob[] = [];
  const add = (folder: UploadFolder, art: Art, seed: string, size: readonly [number, number]) => {
    jobs.push({ folder, art, seed, size });
    return jobs.length - 1;
  };
  return { jobs, add };
}

async function loadDemoContent(tx: Db, uploadsDir: string, stored: string[]) {
  const plan = imagePlan();
  /** Every row loaded, recorded in demo_rows at the end, so that exactly these can be removed later. */
  const loaded: { table_name: DemoTable; row_id: number }[] = [];
  const mark = (table_name: DemoTable, row_id: number) => loaded.push({ table_name, row_id });
  const instructorImage = plan.add(
    "courses",
    { motif: "mandala", mood: "dark" },
    "instructor",
    SIZES.instructor,
  );
  const courseImages = DEMO_COURSES.map((c) => ({
    image: plan.add("courses", c.image, `course:${c.input.course_slug}:image`, SIZES.courseImage),
    poster: plan.add("courses", c.poster, `course:${c.input.course_slug}:poster`, SIZES.coursePoster),
  }));
  const blogImages = DEMO_BLOG_POSTS.map((p) =>
    plan.add("blogs", p.image, `blog:${p.input.slug}`, SIZES.blogImage),
  );
  const productImages = DEMO_PRODUCTS.map((p) => ({
    image: plan.add("products", p.image, `product:${p.input.name}:image`, SIZES.productImage),
    modal: plan.add("products", p.modalImage, `product:${p.input.name}:modal`, SIZES.productModal),
  }));
  const galleryPictures = DEMO_GALLERY_IMAGES.map((g) =>
    plan.add(
      "gallery",
      g.image,
      `gallery:${g.input.title}`,
      g.orientation === "portrait" ? SIZES.galleryPortrait : SIZES.galleryLandscape,
    ),
  );
  const imagesStarted = performance.now();
  const urls = await storeImages(uploadsDir, plan.jobs, stored);
  const imagesMs = Math.round(performance.now() - imagesStarted);
  const url = (index: number) => urls[index] as string;

  const newCategories = await tx
    .insert(courseCategories)
    .values(
      DEMO_COURSE_CATEGORIES.map((c) => ({ name: c.name, slug: c.slug, display_order: c.display_order })),
    )
    .onConflictDoNothing({ target: courseCategories.slug })
    .returning({ id: courseCategories.category_id });
  for (const { id } of newCategories) mark("course_categories", id);
  const categoryIds = new Map(
    (
      await tx
        .select({ id: courseCategories.category_id, slug: courseCategories.slug })
        .from(courseCategories)
    ).map((c) => [c.slug, c.id]),
  );

  // Every item goes through the contract's own schema, exactly as an API request would.
  for (const [i, course] of DEMO_COURSES.entries()) {
    const images = courseImages[i] as { image: number; poster: number };
    const created = await S.courses.create(
      tx,
      CourseCreateSchema.parse({
        ...withHindi(course),
        category_id: categoryIds.get(course.category) ?? null,
        image_url: url(images.image),
        poster_image_url: url(images.poster),
        instructor_image: url(instructorImage),
      }),
    );
    mark("courses", created.course_id);
  }

  for (const [i, post] of DEMO_BLOG_POSTS.entries()) {
    const created = await S.blogs.create(
      tx,
      BlogCreateSchema.parse({ ...post.input, image: url(blogImages[i] as number) }),
    );
    mark("blog_posts", created.post_id);
  }

  for (const [i, product] of DEMO_PRODUCTS.entries()) {
    const images = productImages[i] as { image: number; modal: number };
    const created = await S.products.create(
      tx,
      ProductCreateSchema.parse({
        ...product.input,
        translations: hindi(DEMO_PRODUCTS_HI[product.input.name]),
        image: url(images.image),
        modal_image: url(images.modal),
      }),
    );
    mark("products", created.id);
  }

  for (const [i, picture] of DEMO_GALLERY_IMAGES.entries()) {
    const image_url = url(galleryPictures[i] as number);
    const created = await S.gallery.create(tx, {
      ...GalleryCreateSchema.parse({
        ...picture.input,
        image_url,
        translations: hindi(DEMO_GALLERY_HI[picture.input.title]),
      }),
      image_url,
    });
    mark("gallery_images", created.image_id);
  }

  for (const testimonial of DEMO_TESTIMONIALS) {
    const created = await S.testimonials.create(
      tx,
      TestimonialCreateSchema.parse({
        ...testimonial,
        translations: hindi(DEMO_TESTIMONIALS_HI[testimonial.name]),
      }),
    );
    mark("testimonials", created.testimonial_id);
  }
  // Consultation hours, unless owners set their own already: the demo site then shows the slot picker.
  await tx
    .insert(bookingAvailability)
    .values({ availability_id: 1, settings: AvailabilitySchema.parse(DEMO_AVAILABILITY) })
    .onConflictDoNothing();
  // Upcoming runs of the demo courses; removed with their course when the demo content is removed.
  await loadDemoBatches(tx);
  await tx.insert(demoRows).values(loaded);
  return { imagesMs };
}

/** Loads the demo content when the database has none; does nothing otherwise. */
export async function seedDemoContent(deps: DemoContentDeps): Promise<DemoContentResult> {
  const { db, uploadsDir, logger } = deps;
  // The usual case, every start after the first: one cheap query, no lock, no transaction.
  if (await hasContent(db)) return { seeded: false, images: 0 };

  const started = performance.now();
  const stored: string[] = [];
  let loaded: { imagesMs: number } | null;
  try {
    loaded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(DEMO_CONTENT_LOCK_KEY))})`);
      if (await hasContent(tx)) return null;
      return loadDemoContent(tx, uploadsDir, stored);
    });
  } catch (err) {
    await Promise.allSettled(stored.map((url) => deleteStoredImage(uploadsDir, url)));
    throw err;
  }
  if (!loaded) return { seeded: false, images: 0 };
  logger.info("demo content loaded", {
    courses: DEMO_COURSES.length,
    blogPosts: DEMO_BLOG_POSTS.length,
    products: DEMO_PRODUCTS.length,
    galleryImages: DEMO_GALLERY_IMAGES.length,
    testimonials: DEMO_TESTIMONIALS.length,
    images: stored.length,
    imagesMs: loaded.imagesMs,
    ms: Math.round(performance.now() - started),
  });
  return { seeded: true, images: stored.length };
}

/**
 * Databases seeded before demo_rows existed have their demo rows unlisted. While the list is empty, this marks
 * the rows that carry a demo item's slug, name or title and no author (every row staff create has one), and the
 * demo categories with them. Cheap and idempotent, so it runs at every start.
 */
export async function markLegacyDemoRows(db: Db): Promise<number> {
  const [listed] = await db.select({ id: demoRows.row_id }).from(demoRows).limit(1);
  if (listed) return 0;
  const identities: [DemoTable, PgTable, PgColumn, PgColumn, PgColumn, string[]][] = [
    [
      "courses",
      courses,
      courses.course_id,
      courses.course_slug,
      courses.created_by,
      DEMO_COURSES.map((c) => c.input.course_slug),
    ],
    [
      "blog_posts",
      blogPosts,
      blogPosts.post_id,
      blogPosts.slug,
      blogPosts.created_by,
      DEMO_BLOG_POSTS.map((p) => p.input.slug),
    ],
    [
      "products",
      products,
      products.id,
      products.name,
      products.created_by,
      DEMO_PRODUCTS.map((p) => p.input.name),
    ],
    [
      "gallery_images",
      galleryImages,
      galleryImages.image_id,
      galleryImages.title,
      galleryImages.created_by,
      DEMO_GALLERY_IMAGES.map((g) => g.input.title),
    ],
    [
      "testimonials",
      testimonials,
      testimonials.testimonial_id,
      testimonials.name,
      testimonials.created_by,
      DEMO_TESTIMONIALS.map((t) => t.name),
    ],
  ];
  const marks: { table_name: DemoTable; row_id: number }[] = [];
  for (const [table_name, table, id, key, createdBy, values] of identities) {
    const rows = await db
      .select({ id })
      .from(table)
      .where(and(inArray(key, values), isNull(createdBy)));
    for (const row of rows) marks.push({ table_name, row_id: row.id as number });
  }
  if (marks.length === 0) return 0;
  const categories = await db
    .select({ id: courseCategories.category_id })
    .from(courseCategories)
    .where(
      inArray(
        courseCategories.slug,
        DEMO_COURSE_CATEGORIES.map((c) => c.slug),
      ),
    );
  for (const { id } of categories) marks.push({ table_name: "course_categories", row_id: id });
  await db.insert(demoRows).values(marks).onConflictDoNothing();
  return marks.length;
}
