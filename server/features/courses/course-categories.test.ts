// Course categories over HTTP on the real database: editors create, rename, order and delete them; one that
// courses use is refused with a message that says why; every change is in the activity log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES, COURSE_CATEGORY_MESSAGES as M } from "#contract/admin-messages";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import type { ActivityEntry } from "#contract/schemas/activity";
import type { CourseCategory } from "#contract/schemas/course";
import type { CourseCategoryItem } from "#contract/schemas/course-category";
import { validCourse } from "../../../tests/setup/api-fixtures";
import { createStaffMember, signInAs } from "../../../tests/setup/staff";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let owner: string;
let editor: string;
let frontDesk: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.adminToken();
  editor = await signInAs(t, await createStaffMember(t, "editor"));
  frontDesk = await signInAs(t, await createStaffMember(t, "front_desk"));
});
afterAll(() => t.close());

let counter = 0;
const unique = (stem: string) => `${stem} ${process.pid}-${++counter}`;

async function create(body: Record<string, unknown>, token = editor): Promise<CourseCategoryItem> {
  const res = await t.json("POST", "/api/course-categories", { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.message).toBe(M.added);
  return res.body.data;
}

const list = async (): Promise<CourseCategoryItem[]> =>
  (await t.json("GET", "/api/course-categories", { token: editor })).body.data;

describe("course categories API", () => {
  it("creates a category with a slug made from its name, and the course form's list offers it", async () => {
    const name = unique("Aroma Vastu");
    const made = await create({ name, display_order: 3 });
    expect(made).toEqual({
      category_id: expect.any(Number),
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      display_order: 3,
      course_count: 0,
    });
    const offered: CourseCategory[] = (await t.json("GET", "/api/courses/categories")).body.data;
    expect(offered).toContainEqual({ category_id: made.category_id, name, slug: made.slug });
  });

  it("lists categories by display order, then name", async () => {
    const late = await create({ name: unique("Zeta"), display_order: 900 });
    const early = await create({ name: unique("Omega"), display_order: 899 });
    const ids = (await list()).map((c) => c.category_id);
    expect(ids.indexOf(early.category_id)).toBeLessThan(ids.indexOf(late.category_id));
    // Moving it down the list is a change of its display order.
    const moved = await t.json("PUT", `/api/course-categories/${early.category_id}`, {
      token: editor,
      body: { display_order: 901 },
    });
    expect(moved.status).toBe(200);
    const after = (await list()).map((c) => c.category_id);
    expect(after.indexOf(early.category_id)).toBeGreaterThan(after.indexOf(late.category_id));
  });

  it("renames a category and keeps its slug, so its address does not move", async () => {
    const made = await create({ name: unique("Numerology"), slug: `numerology-${process.pid}` });
    const res = await t.json("PUT", `/api/course-categories/${made.category_id}`, {
      token: editor,
      body: { name: "Numerology and Names", slug: "" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: M.updated,
      data: { name: "Numerology and Names", slug: made.slug },
    });
  });

  it("refuses a missing name, a bad slug and a taken slug with 4xx and the field's message", async () => {
    const noName = await t.json("POST", "/api/course-categories", { token: editor, body: { name: " " } });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toContainEqual({ field: "name", message: V.requiredFields });
    const badSlug = await t.json("POST", "/api/course-categories", {
      token: editor,
      body: { name: "Geobiology", slug: "Not A Slug" },
    });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.errors[0].field).toBe("slug");
    const badOrder = await t.json("POST", "/api/course-categories", {
      token: editor,
      body: { name: "Geobiology", display_order: -1 },
    });
    expect(badOrder.body.errors).toContainEqual({ field: "display_order", message: V.displayOrderMin });
    const first = await create({ name: unique("Geobiology") });
    const taken = await t.json("POST", "/api/course-categories", {
      token: editor,
      body: { name: "Other", slug: first.slug },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ success: false, message: V.slugTaken });
  });

  it("deletes an unused category, and refuses one that a course uses, saying why", async () => {
    const used = await create({ name: unique("Vastu") });
    const course = await t.json("POST", "/api/courses", {
      token: editor,
      body: { ...validCourse(), category_id: used.category_id },
    });
    expect(course.status).toBe(201);
    expect((await list()).find((c) => c.category_id === used.category_id)?.course_count).toBe(1);

    const refused = await t.json("DELETE", `/api/course-categories/${used.category_id}`, { token: editor });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: M.inUse(used.name, 1) });
    expect(refused.body.message).toContain("1 course uses this category");
    expect((await list()).map((c) => c.category_id)).toContain(used.category_id);

    // Once the course is moved elsewhere (or deleted), the category can go.
    const moved = await t.json("PUT", `/api/courses/${course.body.data.course_id}`, {
      token: editor,
      body: { category_id: "" },
    });
    expect(moved.status).toBe(200);
    const gone = await t.json("DELETE", `/api/course-categories/${used.category_id}`, { token: editor });
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe(M.deleted);
    expect(
      (await t.json("GET", `/api/course-categories/${used.category_id}`, { token: editor })).status,
    ).toBe(404);
    expect(
      (await t.json("DELETE", `/api/course-categories/${used.category_id}`, { token: editor })).status,
    ).toBe(404);
  });

  it("is the editors' area: the front desk gets 403, visitors 401", async () => {
    const res = await t.json("GET", "/api/course-categories", { token: frontDesk });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(AUTH_MESSAGES.forbidden);
    expect((await t.json("POST", "/api/course-categories", { body: { name: "X" } })).status).toBe(401);
    expect((await t.json("GET", "/api/course-categories")).status).toBe(401);
  });

  it("records create, rename and delete in the activity log", async () => {
    const made = await create({ name: unique("Logged") });
    await t.json("PUT", `/api/course-categories/${made.category_id}`, {
      token: editor,
      body: { name: "Logged renamed" },
    });
    await t.json("DELETE", `/api/course-categories/${made.category_id}`, { token: editor });
    const res = await t.json("GET", "/api/activity?resource=course-categories&limit=500", { token: owner });
    const mine = (res.body.data as ActivityEntry[]).filter((e) => e.resource_id === made.category_id);
    expect(mine.map((e) => e.action)).toEqual(["delete", "update", "create"]);
    expect(mine[1]?.changes).toContainEqual({ field: "name", before: made.name, after: "Logged renamed" });
  });
});
