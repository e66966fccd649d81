import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_CATEGORIES, GALLERY_CATEGORIES } from "#contract/enums";
import { parseStoredImageUrl } from "#contract/image-variants";
import type { BlogPost } from "#contract/schemas/blog";
import type { Course } from "#contract/schemas/course";
import type { GalleryImage } from "#contract/schemas/gallery";
import type { Product } from "#contract/schemas/product";
import type { Testimonial } from "#contract/schemas/testimonial";
import {
  blogPosts,
  courseCategories,
  courses,
  galleryImages,
  products,
  testimonials,
} from "#server/db/schema";
import {
  courseHindiGaps,
  galleryHindiGaps,
  productHindiGaps,
  testimonialHindiGaps,
} from "../../tests/setup/hindi-gaps";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { DEMO_COURSES_HI } from "./content/courses.hi";
import { seedDemoContent } from "./demo-content";

let t: TestApp;
const scratchDirs: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

const seed = (uploadsDir = t.deps.uploadsDir) =>
  seedDemoContent({ db: t.deps.database.db, uploadsDir, logger: t.deps.logger });

async function counts() {
  const db = t.deps.database.db;
  const [c, b, p, g, s] = await Promise.all([
    db.$count(courses),
    db.$count(blogPosts),
    db.$count(products),
    db.$count(galleryImages),
    db.$count(testimonials),
  ]);
  return { courses: c, blogPosts: b, products: p, galleryImages: g, testimonials: s };
}

/** Every file under a directory, as paths relative to it. */
function filesUnder(dir: string): string[] {
  try {
    return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
}

/** Every image URL the content rows hold. */
async function imageUrls(): Promise<string[]> {
  const db = t.deps.database.db;
  const [c, b, p, g] = await Promise.all([
    db.select().from(courses),
    db.select().from(blogPosts),
    db.select().from(products),
    db.select().from(galleryImages),
  ]);
  return [
    ...c.flatMap((r) => [r.image_url, r.poster_image_url, r.instructor_image]),
    ...b.map((r) => r.image),
    ...p.flatMap((r) => [r.image, r.modal_image]),
    ...g.map((r) => r.image_url),
  ].map((url) => {
    expect(url, "every demo item has its pictures").toBeTruthy();
    return url as string;
  });
}

describe("demo content", () => {
  it("leaves no row and no file behind when loading fails part-way", async () => {
    const uploadsDir = mkdtempSync(path.join(os.tmpdir(), "demo-fail-"));
    scratchDirs.push(uploadsDir);
    // A file where the blog pictures' folder should be: course pictures get stored, then the blog ones fail.
    writeFileSync(path.join(uploadsDir, "blogs"), "not a directory");
    await expect(seed(uploadsDir)).rejects.toThrow();
    expect(await counts()).toEqual({
      courses: 0,
      blogPosts: 0,
      products: 0,
      galleryImages: 0,
      testimonials: 0,
    });
    expect(await t.deps.database.db.$count(courseCategories)).toBe(0);
    expect(filesUnder(uploadsDir)).toEqual(["blogs"]);
  });

  it("loads once when two servers start on one database at the same moment", async () => {
    const results = await Promise.all([seed(), seed()]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    expect(await counts()).toEqual({
      courses: 7,
      blogPosts: 7,
      products: 6,
      galleryImages: 12,
      testimonials: 6,
    });
  });

  it("stores every picture through the upload pipeline, with its srcset renditions and nothing else", async () => {
    const urls = await imageUrls();
    const expected = new Set<string>();
    for (const url of urls) {
      const ref = parseStoredImageUrl(url);
      expect(ref, `${url} is a stored WebP image`).not.toBeNull();
      for (const rendition of ref?.renditions ?? [])
        expected.add(path.normalize(rendition.url.replace(/^\/uploads\//, "")));
    }
    // The losing server stored nothing, so the disk holds exactly the renditions the rows refer to.
    expect(filesUnder(t.deps.uploadsDir)).toEqual([...expected].sort());
    // Renditions for srcset exist: the wide pictures have narrower copies.
    expect(urls.some((u) => (parseStoredImageUrl(u)?.renditions.length ?? 0) > 1)).toBe(true);
  });

  it("fills every section with realistic content", async () => {
    const db = t.deps.database.db;
    const categories = await db.select().from(courseCategories);
    expect(categories.map((c) => c.name).sort()).toEqual([
      "Aroma Science",
      "Geobiology",
      "Numerology",
      "Vastu",
    ]);

    const token = await t.adminToken();
    const all = (await t.json<{ data: Course[] }>("GET", "/api/courses", { token })).body.data;
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.filter((c) => c.is_featured && c.is_active).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((c) => !c.is_active)).toHaveLength(1);
    for (const course of all) {
      expect(course.modules.length, course.course_slug).toBeGreaterThan(0);
      for (const m of course.modules) expect(m.topics.length, m.module_name).toBeGreaterThan(0);
      expect(course.highlights.length).toBeGreaterThan(0);
      expect(course.requirements.length).toBeGreaterThan(0);
      expect(course.outcomes.length).toBeGreaterThan(0);
      expect(course.overview).toMatch(/<p>/);
      expect(course.price).toMatch(/^₹[\d,]+$/);
      expect(course.category_name).not.toBeNull();
      expect(course.instructor_name).toMatch(/^Dr\. /);
    }
    const adhaar = all.find((c) => c.course_slug === "vastu-adhaar");
    expect(adhaar).toMatchObject({
      title: "Vastu Adhaar",
      is_active: true,
      is_featured: true,
      category_name: "Vastu",
    });
    // Modules and topics are numbered from 1 by the course service's own rules.
    expect(adhaar?.modules.map((m) => m.display_order)).toEqual(adhaar?.modules.map((_, i) => i + 1));
    expect(all.map((c) => c.mode)).toEqual(
      expect.arrayContaining(["In-Person", "Online", "Hybrid", "Residential"]),
    );

    const posts = await db.select().from(blogPosts);
    expect(posts.filter((p) => p.status === "draft")).toHaveLength(1);
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORIES));
    for (const post of posts) {
      // A Hindi-only post has its text in Hindi alone.
      const text = post.hindi_only ? (post.translations.hi ?? {}) : post;
      expect(String(text.content ?? "").match(/<p>/g)?.length ?? 0, post.slug).toBeGreaterThanOrEqual(4);
      expect(text.excerpt).toBeTruthy();
      expect(post.published_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.read_time).toMatch(/^\d+ min read$/);
    }
    // Both lists have posts: some in Hindi as well as English, and one in Hindi only.
    expect(
      posts.filter((p) => p.translations.hi?.title && p.translations.hi?.content).length,
    ).toBeGreaterThan(1);
    expect(posts.filter((p) => p.hindi_only)).toHaveLength(1);

    const items = await db.select().from(products);
    for (const product of items) {
      expect(product.features.length, product.name).toBeGreaterThanOrEqual(3);
      expect(product.short_desc && product.full_desc && product.category).toBeTruthy();
      expect(product.modal_image).not.toBe(product.image);
    }

    const pictures = await db.select().from(galleryImages);
    expect(new Set(pictures.map((g) => g.category))).toEqual(new Set(GALLERY_CATEGORIES));

    const reviews = await db.select().from(testimonials);
    expect(reviews.some((r) => r.is_featured)).toBe(true);
    expect(reviews.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
  });

  it("has every course in Hindi item for item, lists and curriculum included, and every product, picture and review", async () => {
    const token = await t.adminToken();
    const all = (await t.json<{ data: Course[] }>("GET", "/api/courses", { token })).body.data;
    expect(all).toHaveLength(7);
    expect(Object.fromEntries(all.map((c) => [c.course_slug, courseHindiGaps(c)]))).toEqual(
      Object.fromEntries(all.map((c) => [c.course_slug, []])),
    );
    // Nor is any Hindi left over: the Hindi file has exactly each course's modules, with exactly their topics.
    for (const c of all)
      expect(
        DEMO_COURSES_HI[c.course_slug]?.modules.map(([, topics]) => topics.length),
        c.course_slug,
      ).toEqual(c.modules.map((m) => m.topics.length));
    const gaps = async <T extends Record<string, unknown>>(
      path: string,
      key: keyof T,
      of: (x: T) => string[],
    ) =>
      Object.fromEntries(
        (await t.json<{ data: T[] }>("GET", path, { token })).body.data
          .map((x) => [String(x[key]), of(x)] as const)
          .filter(([, found]) => found.length > 0),
      );
    expect(await gaps<Product>("/api/products", "name", productHindiGaps)).toEqual({});
    expect(await gaps<GalleryImage>("/api/gallery", "title", galleryHindiGaps)).toEqual({});
    expect(await gaps<Testimonial>("/api/testimonials", "name", testimonialHindiGaps)).toEqual({});
  });

  it("adds nothing when run again", async () => {
    const before = { counts: await counts(), files: filesUnder(t.deps.uploadsDir) };
    expect(await seed()).toEqual({ seeded: false, images: 0 });
    expect({ counts: await counts(), files: filesUnder(t.deps.uploadsDir) }).toEqual(before);
  });

  it("does not load into a database that already has any content", async () => {
    const other = await createTestApp();
    try {
      await other.json("POST", "/api/testimonials", {
        token: await other.adminToken(),
        body: { name: "A real student", testimonial_text: "Already live." },
      });
      const uploadsDir = path.join(mkdtempSync(path.join(os.tmpdir(), "demo-skip-")), "uploads");
      scratchDirs.push(path.dirname(uploadsDir));
      mkdirSync(uploadsDir);
      const result = await seedDemoContent({
        db: other.deps.database.db,
        uploadsDir,
        logger: other.deps.logger,
      });
      expect(result.seeded).toBe(false);
      expect(await other.deps.database.db.$count(courses)).toBe(0);
      expect(filesUnder(uploadsDir)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it("shows visitors the active featured courses and testimonials, and hides the inactive course", async () => {
    const featured = await t.json<{ data: Course[] }>("GET", "/api/courses?is_active=true&is_featured=true");
    expect(featured.status).toBe(200);
    expect(featured.body.data.length).toBeGreaterThanOrEqual(3);
    expect(featured.body.data.every((c) => c.is_active && c.is_featured)).toBe(true);
    expect(featured.body.data.map((c) => c.course_slug)).toContain("vastu-adhaar");

    const detail = await t.json<{ data: Course }>("GET", "/api/courses/vastu-adhaar");
    expect(detail.status).toBe(200);
    expect(detail.body.data.modules.length).toBeGreaterThan(0);
    expect((await t.json("GET", "/api/courses/vastu-acharya-residential")).status).toBe(404);

    const image = await t.request("GET", detail.body.data.image_url as string);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");

    const reviews = await t.json<{ data: Testimonial[] }>(
      "GET",
      "/api/testimonials?is_active=true&is_featured=true",
    );
    expect(reviews.body.data.length).toBeGreaterThanOrEqual(3);
  });

  it("shows visitors the published posts, the products and the gallery", async () => {
    const posts = await t.json<{ data: BlogPost[] }>("GET", "/api/blogs?status=published");
    expect(posts.status).toBe(200);
    expect(posts.body.data).toHaveLength(5);
    expect(posts.body.data.every((p) => p.status === "published")).toBe(true);
    const token = await t.adminToken();
    const draft = (await t.json<{ data: BlogPost[] }>("GET", "/api/blogs?status=draft", { token })).body.data;
    expect(draft).toHaveLength(1);
    expect((await t.json("GET", `/api/blogs/${draft[0]?.slug}`)).status).toBe(404);

    const items = await t.json<{ data: Product[] }>("GET", "/api/products");
    expect(items.status).toBe(200);
    expect(items.body.data).toHaveLength(6);
    for (const product of items.body.data) {
      expect(product.features.length).toBeGreaterThanOrEqual(3);
      expect(product.image && product.modal_image).toBeTruthy();
    }

    const gallery = await t.json<{ data: GalleryImage[] }>("GET", "/api/gallery?is_active=true");
    expect(gallery.status).toBe(200);
    expect(gallery.body.data).toHaveLength(12);
    expect(new Set(gallery.body.data.map((g) => g.category))).toEqual(new Set(GALLERY_CATEGORIES));
  });
});
