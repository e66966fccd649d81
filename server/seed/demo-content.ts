// Loads the demo content (course categories, courses, blog posts, products, gallery images, testimonials and
// their pictures) the first time the site starts on an empty database, so a fresh install shows a complete site.
//
// Safe to run on every start and from several servers at once: the work happens in one transaction that first
// takes a transaction-scoped advisory lock and then checks, under the lock, that the content tables are still
// empty. A second server waits for the first to commit, then finds content and does nothing; a failure rolls
// everything back and removes the pictures already stored, so the next start tries again from scratch.
import { availableParallelism } from "node:os";
import { sql } from "drizzle-orm";
import type { UploadFolder } from "#contract/enums";
import { BlogCreateSchema } from "#contract/schemas/blog";
import { CourseCreateSchema } from "#contract/schemas/course";
import { GalleryCreateSchema } from "#contract/schemas/gallery";
import { ProductCreateSchema } from "#contract/schemas/product";
import { TestimonialCreateSchema } from "#contract/schemas/testimonial";
import type { Db } from "#server/db/client";
import {
  blogPosts,
  courseCategories,
  courses,
  galleryImages,
  products,
  testimonials,
} from "#server/db/schema";
import type { Logger } from "#server/http/logger";
import { deleteStoredImage, storeImage } from "#server/media/image-store";
import { RESOURCE_SERVICES as S } from "#server/resources/served";
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
const DEMO_BLOG_POSTS = [
  ...ENGLISH_BLOG_POSTS.map((post) => {
    const hi = DEMO_BLOG_POSTS_HI[post.input.slug];
    return hi ? { ...post, input: { ...post.input, translations: { hi } } } : post;
  }),
  ...DEMO_HINDI_ONLY_POSTS,
];

/** A hi translation object, or none when there is no Hindi. */
const hindi = <T>(hi: T | undefined) => (hi ? { hi } : {});

/** A course's input with its Hindi: the course's own fields, and each module's and topic's name in order. */
function withHindi(course: DemoCourse): DemoCourse["input"] {
  const hi = DEMO_COURSES_HI[course.input.course_slug];
  if (!hi) return course.input;
  const modules = (course.input.modules as { module_name: string; topics: { topic_name: string }[] }[]) ?? [];
  return {
    ...course.input,
    translations: { hi: hi.fields },
    modules: modules.map((m, i) => {
      const [moduleName, topicNames] = hi.modules?.[i] ?? [];
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

/** Any constant works, as long as no other job of this application locks the same number. */
const DEMO_CONTENT_LOCK_KEY = 7_315_002_211;

/**
 * Picture sizes per use. Encoding WebP renditions is most of the cost of a first start (about 80 ms of CPU for
 * a 960 px picture, a third of that at 480 px, which needs no narrower rendition), so only the pictures shown
 * large (course and blog headers) get 960 px; flat vector art also scales up more gracefully than a photograph.
 */
const SIZES = {
  courseImage: [960, 640],
  coursePoster: [480, 672],
  instructor: [400, 400],
  blogImage: [960, 540],
  productImage: [480, 480],
  productModal: [800, 600],
  galleryLandscape: [800, 600],
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

  await tx
    .insert(courseCategories)
    .values(
      DEMO_COURSE_CATEGORIES.map((c) => ({ name: c.name, slug: c.slug, display_order: c.display_order })),
    )
    .onConflictDoNothing({ target: courseCategories.slug });
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
    await S.courses.create(
      tx,
      CourseCreateSchema.parse({
        ...withHindi(course),
        category_id: categoryIds.get(course.category) ?? null,
        image_url: url(images.image),
        poster_image_url: url(images.poster),
        instructor_image: url(instructorImage),
      }),
    );
  }

  for (const [i, post] of DEMO_BLOG_POSTS.entries())
    await S.blogs.create(tx, BlogCreateSchema.parse({ ...post.input, image: url(blogImages[i] as number) }));

  for (const [i, product] of DEMO_PRODUCTS.entries()) {
    const images = productImages[i] as { image: number; modal: number };
    await S.products.create(
      tx,
      ProductCreateSchema.parse({
        ...product.input,
        translations: hindi(DEMO_PRODUCTS_HI[product.input.name]),
        image: url(images.image),
        modal_image: url(images.modal),
      }),
    );
  }

  for (const [i, picture] of DEMO_GALLERY_IMAGES.entries()) {
    const image_url = url(galleryPictures[i] as number);
    await S.gallery.create(tx, {
      ...GalleryCreateSchema.parse({
        ...picture.input,
        image_url,
        translations: hindi(DEMO_GALLERY_HI[picture.input.title]),
      }),
      image_url,
    });
  }

  for (const testimonial of DEMO_TESTIMONIALS)
    await S.testimonials.create(
      tx,
      TestimonialCreateSchema.parse({
        ...testimonial,
        translations: hindi(DEMO_TESTIMONIALS_HI[testimonial.name]),
      }),
    );
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
