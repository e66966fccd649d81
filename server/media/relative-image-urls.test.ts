// Uploaded images are kept as site-relative paths: a write that sends a stored image's absolute URL (the course
// form adds the origin) stores its path, and migration 0014 turns the absolute URLs of existing rows into paths.
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, courses, testimonials } from "#server/db/schema";
import { uploadImage } from "../../tests/setup/image-fixtures";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

const upload = (folder: string) => uploadImage(t, token, folder);

const MIGRATION = readFileSync(
  path.resolve(import.meta.dirname, "../db/migrations/0014_relative_image_urls.sql"),
  "utf8",
);
async function runMigration() {
  for (const statement of MIGRATION.split("--> statement-breakpoint"))
    if (statement.replace(/--.*$/gm, "").trim()) await t.deps.database.db.execute(sql.raw(statement));
}

describe("relative image URLs", () => {
  it("stores the path of a stored image sent with an origin, and answers it as stored", async () => {
    const poster = await upload("courses");
    const created = await t.json("POST", "/api/courses", {
      token,
      body: {
        title: "Origin Course",
        course_slug: `origin-course-${process.pid}`,
        description: "Its poster was sent with the site's origin.",
        price: "₹1,000",
        poster_image_url: `http://localhost:3000${poster}`,
        image_url: "https://cdn.example.test/kept.jpg",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.poster_image_url).toBe(poster);
    expect(created.body.data.image_url).toBe("https://cdn.example.test/kept.jpg");
    const [row] = await t.deps.database.db
      .select()
      .from(courses)
      .where(eq(courses.course_id, created.body.data.course_id));
    expect(row?.poster_image_url).toBe(poster);

    // Re-sending it unchanged but absolute (on HTTPS now) is the same image: saved, still relative.
    const again = await t.json("PUT", `/api/courses/${created.body.data.course_id}`, {
      token,
      body: { poster_image_url: `https://academy.example${poster}` },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.poster_image_url).toBe(poster);
    expect((await t.request("GET", poster)).status).toBe(200);
  });

  it("migrates existing absolute URLs to paths, idempotently, leaving other URLs alone", async () => {
    // Rows from before the migration can only name images of the first rendition set, whose names have no marker.
    const firstSet = (url: string) => url.replace(/-r\d+\.webp$/, ".webp");
    const photo = firstSet(await upload("testimonials"));
    const picture = firstSet(await upload("blogs"));
    const db = t.deps.database.db;
    const [testimonial] = await db
      .insert(testimonials)
      .values({
        name: "Old Row",
        testimonial_text: "Saved absolute.",
        avatar_url: `http://old.example${photo}`,
      })
      .returning();
    const [external] = await db
      .insert(testimonials)
      .values({
        name: "External",
        testimonial_text: "A link.",
        avatar_url: "https://cdn.example.test/a.webp",
      })
      .returning();
    const variant = picture.replace(/-\d+x\d+\.webp$/, "-480w.webp");
    const [post] = await db
      .insert(blogPosts)
      .values({
        title: "Old Post",
        author: "Acharya",
        slug: `old-post-${process.pid}`,
        content: `<p><img src="https://old.example${picture}" srcset="https://old.example${variant} 480w, http://old.example${picture} 640w"><a href="https://elsewhere.example/page">x</a></p>`,
        image: `https://old.example${picture}`,
      })
      .returning();

    await runMigration();
    await runMigration();

    const read = async () => ({
      testimonial: (
        await db
          .select()
          .from(testimonials)
          .where(eq(testimonials.testimonial_id, testimonial?.testimonial_id ?? 0))
      )[0],
      external: (
        await db
          .select()
          .from(testimonials)
          .where(eq(testimonials.testimonial_id, external?.testimonial_id ?? 0))
      )[0],
      post: (
        await db
          .select()
          .from(blogPosts)
          .where(eq(blogPosts.post_id, post?.post_id ?? 0))
      )[0],
    });
    const after = await read();
    expect(after.testimonial?.avatar_url).toBe(photo);
    expect(after.external?.avatar_url).toBe("https://cdn.example.test/a.webp");
    expect(after.post?.image).toBe(picture);
    expect(after.post?.content).toBe(
      `<p><img src="${picture}" srcset="${variant} 480w, ${picture} 640w"><a href="https://elsewhere.example/page">x</a></p>`,
    );
    const served = await t.json("GET", `/api/testimonials/${testimonial?.testimonial_id}`, { token });
    expect(served.body.data.avatar_url).toBe(photo);
  });
});
