// The trash over HTTP on the real database: a deleted row disappears from anonymous and staff lists, reads,
// searches and the page loaders' queries; the Trash lists it, restores it as it was, or deletes it for good; a slug
// taken meanwhile makes the restore a 409; the daily purge removes rows older than 30 days and only then releases
// their images (time is faked by moving deleted_at back).
import { existsSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRASH_MESSAGES } from "#contract/admin-messages";
import type { TrashItem } from "#contract/schemas/activity";
import { blogsService } from "#server/features/blogs/blogs.service";
import { listCourses } from "#server/features/courses/courses.service";
import { validBlog, validConsultation, validCourse, validInquiry } from "../../tests/setup/api-fixtures";
import { makeImage, uploadPath } from "../../tests/setup/image-fixtures";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { runDailyPurge } from "./trash.service";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
}, 60_000);
afterAll(() => t.close());

const ids = <T>(rows: T[], key: keyof T) => rows.map((row) => row[key]);

async function trash(query = ""): Promise<{ items: TrashItem[]; total: number }> {
  const res = await t.json("GET", `/api/trash${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { items: res.body.data, total: res.body.meta.total };
}

async function createCourse(extra: Record<string, unknown> = {}) {
  const res = await t.json("POST", "/api/courses", { token, body: { ...validCourse(), ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { course_id: number; course_slug: string; title: string; image_url: string | null };
}

describe("trash", () => {
  it("hides a deleted course from visitors, staff, searches and the pages, and restores it as it was", async () => {
    const course = await createCourse({ title: "Trashable Course", highlights: ["Kept"] });
    const id = course.course_id;
    const del = await t.json("DELETE", `/api/courses/${id}`, { token });
    expect(del.status).toBe(200);

    for (const bearer of [undefined, token]) {
      expect(
        ids((await t.json("GET", "/api/courses", { token: bearer })).body.data, "course_id"),
      ).not.toContain(id);
      expect((await t.json("GET", `/api/courses/${id}`, { token: bearer })).status).toBe(404);
      expect((await t.json("GET", `/api/courses/${course.course_slug}`, { token: bearer })).status).toBe(404);
      const search = await t.json("GET", "/api/courses?q=Trashable", { token: bearer });
      expect(search.body.meta.total).toBe(0);
    }
    // What the course pages and the sitemap read.
    expect(ids(await listCourses(t.deps.database.db), "course_id")).not.toContain(id);
    // Changing it is as if it did not exist; deleting it again too.
    expect((await t.json("PUT", `/api/courses/${id}`, { token, body: { title: "X" } })).status).toBe(404);
    expect((await t.json("DELETE", `/api/courses/${id}`, { token })).status).toBe(404);

    const listed = await trash("?resource=courses");
    expect(listed.items[0]).toMatchObject({ resource: "courses", id, label: "Trashable Course" });
    expect(listed.items[0]?.deleted_by?.username).toBe("staff");
    const purgeAt = Date.parse(listed.items[0]?.purge_at ?? "");
    const deletedAt = Date.parse(listed.items[0]?.deleted_at ?? "");
    expect(purgeAt - deletedAt).toBe(30 * 24 * 60 * 60_000);

    const restored = await t.json("POST", `/api/trash/courses/${id}/restore`, { token });
    expect(restored.body).toEqual({ success: true, data: null, message: TRASH_MESSAGES.restored });
    const back = await t.json("GET", `/api/courses/${course.course_slug}`);
    expect(back.status).toBe(200);
    expect(back.body.data.highlights).toEqual(["Kept"]);
    expect(ids(await listCourses(t.deps.database.db), "course_id")).toContain(id);
    expect(ids((await trash("?resource=courses")).items, "id")).not.toContain(id);
    expect((await t.json("POST", `/api/trash/courses/${id}/restore`, { token })).status).toBe(404);
  });

  it("moves every trashable resource to the trash and lists them across resources, newest first", async () => {
    /** resource, its path, the id key, the id */
    const made: [string, string, string, number][] = [];
    const post = async (path: string, body: Record<string, unknown>, key: string) => {
      const res = await t.json("POST", path, { token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      made.push([path.slice(5), path, key, res.body.data[key]]);
    };
    const visitorForm = async (path: string, body: Record<string, unknown>, key: string) => {
      expect((await t.json("POST", path, { body })).status).toBe(201);
      made.push([path.slice(5), path, key, (await t.json("GET", path, { token })).body.data[0][key]]);
    };
    await post("/api/blogs", validBlog(), "post_id");
    await post("/api/products", { name: "Trashable remedy" }, "id");
    await post(
      "/api/gallery",
      { title: "Trashable picture", image_url: "https://example.com/p.jpg" },
      "image_id",
    );
    await post("/api/testimonials", { name: "Trashable", testimonial_text: "Fine." }, "testimonial_id");
    await visitorForm("/api/inquiries", validInquiry(), "inquiry_id");
    await visitorForm("/api/consultations", validConsultation(), "request_id");

    for (const [, path, key, id] of made) {
      const before = (await t.json("GET", path, { token })).body.data as Record<string, unknown>[];
      expect(ids(before, key)).toContain(id);
      expect((await t.json("DELETE", `${path}/${id}`, { token })).status).toBe(200);
      // Staff lists and reads no longer show it, nor do trashed rows ever show their trash columns.
      const after = (await t.json("GET", path, { token })).body.data as Record<string, unknown>[];
      expect(ids(after, key)).not.toContain(id);
      expect(after.every((row) => !("deleted_at" in row))).toBe(true);
      expect((await t.json("GET", `${path}/${id}`, { token })).status).toBe(404);
    }
    // Visitors: the blog's page loader and public list.
    expect(
      ids(await blogsService.list(t.deps.database.db, { query: {}, admin: false }), "post_id"),
    ).not.toContain(made[0]?.[3]);

    const all = await trash("?limit=500");
    const listed = all.items.map((item) => `${item.resource}:${item.id}`);
    for (const [resource, , , id] of made) expect(listed).toContain(`${resource}:${id}`);
    const times = all.items.map((item) => Date.parse(item.deleted_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page = await trash("?limit=2&offset=1");
    expect(page.total).toBe(all.total);
    expect(page.items.map((i) => i.id)).toEqual(all.items.slice(1, 3).map((i) => i.id));

    // Permanently deleted from the trash: gone from it, and not restorable.
    const [resource, , , id] = made[1] as [string, string, string, number];
    expect((await t.json("DELETE", `/api/trash/${resource}/${id}`, { token })).body.message).toBe(
      TRASH_MESSAGES.purged,
    );
    expect((await t.json("POST", `/api/trash/${resource}/${id}/restore`, { token })).status).toBe(404);
    expect((await t.json("GET", "/api/trash?resource=products", { token })).body.data).toEqual([]);
  });

  it("lets a new row take a trashed row's slug; restoring the old one is then a clear 409", async () => {
    const old = await createCourse();
    await t.json("DELETE", `/api/courses/${old.course_id}`, { token });
    const taken = await createCourse({ course_slug: old.course_slug, title: "New owner" });
    expect(taken.course_slug).toBe(old.course_slug);
    const refused = await t.json("POST", `/api/trash/courses/${old.course_id}/restore`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      message: TRASH_MESSAGES.slugTaken(old.course_slug),
    });
    expect((await t.json("GET", `/api/courses/${old.course_slug}`)).body.data.title).toBe("New owner");
    // Once the new one moves to another slug, the old one comes back.
    await t.json("PUT", `/api/courses/${taken.course_id}`, {
      token,
      body: { course_slug: `${old.course_slug}-b` },
    });
    expect((await t.json("POST", `/api/trash/courses/${old.course_id}/restore`, { token })).status).toBe(200);

    const blog = (await t.json("POST", "/api/blogs", { token, body: validBlog() })).body.data;
    await t.json("DELETE", `/api/blogs/${blog.post_id}`, { token });
    expect(
      (await t.json("POST", "/api/blogs", { token, body: { ...validBlog(), slug: blog.slug } })).status,
    ).toBe(201);
    expect((await t.json("POST", `/api/trash/blogs/${blog.post_id}/restore`, { token })).status).toBe(409);
  });

  it("answers unknown resources and ids with 404, and a bad filter with 400", async () => {
    expect((await t.json("POST", "/api/trash/subscribers/1/restore", { token })).status).toBe(404);
    expect((await t.json("DELETE", "/api/trash/nothing/1", { token })).status).toBe(404);
    expect((await t.json("POST", "/api/trash/courses/abc/restore", { token })).status).toBe(404);
    expect((await t.json("GET", "/api/trash?resource=subscribers", { token })).status).toBe(400);
    expect((await t.json("GET", "/api/trash")).status).toBe(401);
  });

  it("purges rows trashed more than 30 days ago with their images, and keeps younger ones", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(validCourse())) form.set(key, value);
    form.set("image", new File([new Uint8Array(await makeImage("png"))], "old.png", { type: "image/png" }));
    const oldRes = await t.json("POST", "/api/courses", { token, body: form });
    expect(oldRes.status, JSON.stringify(oldRes.body)).toBe(201);
    const old = oldRes.body.data;
    const young = await createCourse();
    await t.json("DELETE", `/api/courses/${old.course_id}`, { token });
    await t.json("DELETE", `/api/courses/${young.course_id}`, { token });
    const file = uploadPath(t.deps.uploadsDir, old.image_url);
    // At soft delete the image stays: a restore would show it again.
    expect(existsSync(file)).toBe(true);

    const db = t.deps.database.db;
    await db.execute(
      sql`update courses set deleted_at = now() - interval '31 days' where course_id = ${old.course_id}`,
    );
    await db.execute(
      sql`update courses set deleted_at = now() - interval '29 days' where course_id = ${young.course_id}`,
    );
    const outcome = await runDailyPurge(t.deps);
    expect(outcome.ran).toBe(true);
    expect(outcome.trash).toBeGreaterThanOrEqual(1);

    const left = (await trash("?resource=courses&limit=500")).items.map((i) => i.id);
    expect(left).not.toContain(old.course_id);
    expect(left).toContain(young.course_id);
    const rows = await db.execute(sql`select course_id from courses where course_id = ${old.course_id}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    expect(existsSync(file)).toBe(false);
  });
});
