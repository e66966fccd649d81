// A demo database loaded before the demo had its Hindi gets it at start (addDemoHindi), row by row, field by
// field: never over Hindi staff wrote, never where staff rewrote the English, never on a row staff created.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlogPost } from "#contract/schemas/blog";
import type { Course } from "#contract/schemas/course";
import type { GalleryImage } from "#contract/schemas/gallery";
import type { Product } from "#contract/schemas/product";
import type { Testimonial } from "#contract/schemas/testimonial";
import {
  blogPosts,
  courseModules,
  courses,
  courseTopics,
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
import { addDemoHindi } from "./demo-hindi";

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent({ db: t.deps.database.db, uploadsDir: t.deps.uploadsDir, logger: t.deps.logger });
  token = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

const list = async <T>(path: string) => (await t.json<{ data: T[] }>("GET", path, { token })).body.data;
const courseBySlug = async (slug: string) =>
  (await list<Course>("/api/courses")).find((c) => c.course_slug === slug) as Course;

describe("the demo's Hindi on an older demo database", () => {
  it("is added where it is missing, and nowhere staff wrote Hindi, rewrote the English or created the row", async () => {
    const db = t.deps.database.db;
    // A demo loaded before the content had Hindi: none anywhere.
    for (const table of [
      courses,
      courseModules,
      courseTopics,
      blogPosts,
      products,
      galleryImages,
      testimonials,
    ])
      await db.update(table).set({ translations: {} });

    // Staff rewrote a course's outcomes and renamed one of its modules, in English.
    const praveen = await courseBySlug("vastu-praveen");
    const renamed = praveen.modules.map((m, i) => ({
      module_name: i === 3 ? "Institutional Buildings" : m.module_name,
      topics: m.topics.map((topic) => ({ topic_name: topic.topic_name })),
    }));
    const rewrote = await t.json("PUT", `/api/courses/${praveen.course_id}`, {
      token,
      body: {
        outcomes: ["Our own wording of the first outcome", ...praveen.outcomes.slice(1)],
        modules: renamed,
      },
    });
    expect(rewrote.status).toBe(200);
    // Staff wrote one field of a review in Hindi themselves.
    const review = (await list<Testimonial>("/api/testimonials")).find((r) => r.name === "Priya Srivastava");
    const staffHindi = "स्टाफ़ द्वारा लिखा गया अनुवाद।";
    const wrote = await t.json("PUT", `/api/testimonials/${review?.testimonial_id}`, {
      token,
      body: { translations: { hi: { testimonial_text: staffHindi } } },
    });
    expect(wrote.status).toBe(200);
    // Staff created a product of their own that happens to share a demo product's name.
    const own = await t.json<{ data: Product }>("POST", "/api/products", {
      token,
      body: { name: "Citrine Point", category: "Crystals", features: ["One of our own"] },
    });
    expect(own.status).toBe(201);

    expect(await addDemoHindi(db)).toBeGreaterThan(0);

    const all = await list<Course>("/api/courses");
    expect(all).toHaveLength(7);
    const gaps = Object.fromEntries(all.map((c) => [c.course_slug, courseHindiGaps(c)]));
    expect(gaps).toEqual({
      ...Object.fromEntries(all.map((c) => [c.course_slug, []])),
      // The rewritten list and the renamed module stay in English; the module's topics still get their Hindi.
      "vastu-praveen": ["outcomes[0]", "outcomes[1]", "outcomes[2]", "outcomes[3]", "modules[3]"],
    });
    const adhaar = all.find((c) => c.course_slug === "vastu-adhaar") as Course;
    const adhaarHi = DEMO_COURSES_HI["vastu-adhaar"];
    expect(adhaar.translations.hi?.highlights).toEqual(adhaarHi?.fields.highlights);
    expect(adhaar.modules.map((m) => m.translations.hi?.module_name)).toEqual(
      adhaarHi?.modules.map(([m]) => m),
    );

    const items = await list<Product>("/api/products");
    expect(items.find((p) => p.id === own.body.data.id)?.translations).toEqual({});
    expect(items.filter((p) => p.id !== own.body.data.id).flatMap(productHindiGaps)).toEqual([]);
    expect((await list<GalleryImage>("/api/gallery")).flatMap(galleryHindiGaps)).toEqual([]);
    const reviews = await list<Testimonial>("/api/testimonials");
    expect(reviews.flatMap(testimonialHindiGaps)).toEqual([]);
    expect(reviews.find((r) => r.name === "Priya Srivastava")?.translations.hi).toMatchObject({
      name: "प्रिया श्रीवास्तव",
      testimonial_text: staffHindi,
    });
    const posts = await list<BlogPost>("/api/blogs");
    expect(posts.find((p) => p.slug === "brahmasthan-centre-of-your-home")?.translations.hi?.content).toMatch(
      /^<p>.*ब्रह्मस्थान/s,
    );
    expect(posts.find((p) => p.hindi_only)?.translations.hi?.title).toBeTruthy();

    // Nothing is left to add: the next start writes nothing.
    expect(await addDemoHindi(db)).toBe(0);
  });
});
