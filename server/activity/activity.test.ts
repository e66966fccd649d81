// The activity log over HTTP on the real database: each kind of change is recorded with who, when, from where,
// and the changed fields before and after; the list filters by person, resource and day, and pages; entries past
// their year are purged.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import type { ActivityEntry, Authorship } from "#contract/schemas/activity";
import type { StaffMember } from "#contract/schemas/staff";
import { createAdmin } from "#server/features/auth/auth.service";
import { runDailyPurge } from "#server/trash/trash.service";
import { createStaffMember, signInAs } from "../../tests/setup/staff";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../tests/setup/test-app";

let t: TestApp;
let owner: string;
let editor: string;
let ownerId: number;
let editorId: number;
const EDITOR = { username: "meera", password: "another long passphrase", fullName: "Meera Iyer" };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.adminToken();
  // A second owner: the log tells two people apart.
  await createAdmin(t.deps.database.db, { ...EDITOR, email: "meera@example.test", role: "owner" });
  const signIn = await t.json("POST", "/api/auth/login", {
    body: { username: EDITOR.username, password: EDITOR.password },
    headers: { "x-test-client-address": "203.0.113.7" },
  });
  editor = signIn.body.data.token;
  const ids = await t.deps.database.db.execute(sql`select admin_id, username from admin_users`);
  for (const row of (ids as unknown as { rows: { admin_id: number; username: string }[] }).rows) {
    if (row.username === TEST_ADMIN.username) ownerId = row.admin_id;
    if (row.username === EDITOR.username) editorId = row.admin_id;
  }
}, 60_000);
afterAll(() => t.close());

async function activity(query = "", token = owner): Promise<{ items: ActivityEntry[]; total: number }> {
  const res = await t.json("GET", `/api/activity${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { items: res.body.data, total: res.body.meta.total };
}

const latest = async (query = "") => (await activity(`?limit=1${query}`)).items[0] as ActivityEntry;
const changeOf = (entry: ActivityEntry, field: string) => entry.changes?.find((c) => c.field === field);

describe("activity log", () => {
  it("records a sign-in with the person and the client address", async () => {
    const entry = await latest(`&actor=${editorId}&resource=auth`);
    expect(entry).toMatchObject({
      action: "sign_in",
      actor_id: editorId,
      actor_username: EDITOR.username,
      client_address: "203.0.113.7",
      resource: "auth",
    });
    expect(Date.now() - Date.parse(entry.at)).toBeGreaterThanOrEqual(0);
  });

  it("records create, update (before and after), status change, delete and restore", async () => {
    const created = await t.json("POST", "/api/testimonials", {
      token: editor,
      body: { name: "Asha Rao", testimonial_text: "Clear and practical.", rating: 4 },
      headers: { "x-test-client-address": "198.51.100.9" },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.testimonial_id as number;

    const create = await latest("&resource=testimonials");
    expect(create).toMatchObject({
      action: "create",
      actor_id: editorId,
      actor_username: EDITOR.username,
      client_address: "198.51.100.9",
      resource_id: id,
      label: "Asha Rao",
    });
    expect(changeOf(create, "rating")).toEqual({ field: "rating", after: 4 });

    await t.json("PUT", `/api/testimonials/${id}`, {
      token: owner,
      body: { rating: 5, company: "Studio A" },
    });
    const update = await latest("&resource=testimonials");
    expect(update).toMatchObject({ action: "update", actor_id: ownerId, resource_id: id });
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: "rating", before: 4, after: 5 },
        { field: "company", before: null, after: "Studio A" },
      ]),
    );
    // Unchanged fields are not reported.
    expect(changeOf(update, "name")).toBeUndefined();

    // An enquiry's status change, through its own admin route.
    const sent = await t.json("POST", "/api/inquiries", {
      body: {
        first_name: "Ravi",
        last_name: "K",
        email: "ravi@example.test",
        phone: "9876543210",
        message: "Hi",
      },
    });
    expect(sent.status).toBe(201);
    const inquiry = (await t.json("GET", "/api/inquiries", { token: owner })).body.data[0];
    await t.json("PUT", `/api/inquiries/${inquiry.inquiry_id}`, {
      token: owner,
      body: { status: "resolved" },
    });
    const status = await latest("&resource=inquiries");
    expect(status).toMatchObject({ action: "status", resource_id: inquiry.inquiry_id, label: "Ravi K" });
    expect(status.changes).toEqual([{ field: "status", before: "new", after: "resolved" }]);

    await t.json("DELETE", `/api/testimonials/${id}`, { token: owner });
    expect(await latest("&resource=testimonials")).toMatchObject({ action: "delete", resource_id: id });
    await t.json("POST", `/api/trash/testimonials/${id}/restore`, { token: editor });
    expect(await latest("&resource=testimonials")).toMatchObject({
      action: "restore",
      resource_id: id,
      actor_id: editorId,
    });
  });

  it("records that a rich-text body changed, not its content, and course lists before and after", async () => {
    const body = {
      title: "Activity Course",
      course_slug: "activity-course",
      description: "Short.",
      price: "₹1,000",
      overview: "<p>First overview</p>",
      highlights: ["One"],
    };
    const created = await t.json("POST", "/api/courses", { token: owner, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.course_id;
    await t.json("PUT", `/api/courses/${id}`, {
      token: owner,
      body: { overview: "<p>Second overview</p>", highlights: ["One", "Two"], price: "₹2,000" },
    });
    const update = await latest("&resource=courses");
    expect(changeOf(update, "overview")).toEqual({ field: "overview", changed: true });
    expect(JSON.stringify(update.changes)).not.toContain("Second overview");
    expect(changeOf(update, "highlights")).toEqual({
      field: "highlights",
      before: ["One"],
      after: ["One", "Two"],
    });
    expect(changeOf(update, "price")).toEqual({ field: "price", before: "₹1,000", after: "₹2,000" });
    // Derived fields are not reported besides the field they come from.
    expect(changeOf(update, "youtube_links")).toBeUndefined();
  });

  it("never records a password", async () => {
    await t.json("POST", "/api/auth/change-password", {
      token: editor,
      body: { currentPassword: EDITOR.password, newPassword: "a brand new passphrase" },
    });
    const rows = await t.deps.database.db.execute(sql`select changes::text as c from activity_log`);
    const text = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    expect(text).not.toContain(EDITOR.password);
    expect(text).not.toContain("a brand new passphrase");
  });

  it("filters by person, resource and day, newest first, and pages with meta", async () => {
    const all = await activity("?limit=500");
    expect(all.total).toBe(all.items.length);
    const times = all.items.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const byEditor = await activity(`?actor=${editorId}&limit=500`);
    expect(byEditor.items.length).toBeGreaterThan(0);
    expect(byEditor.items.every((e) => e.actor_id === editorId)).toBe(true);
    expect(byEditor.total).toBeLessThan(all.total);

    const courses = await activity("?resource=courses&limit=500");
    expect(courses.items.every((e) => e.resource === "courses")).toBe(true);

    const page1 = await activity("?limit=2&offset=0");
    const page2 = await activity("?limit=2&offset=2");
    expect(page1.items.map((e) => e.activity_id)).toEqual(all.items.slice(0, 2).map((e) => e.activity_id));
    expect(page2.items.map((e) => e.activity_id)).toEqual(all.items.slice(2, 4).map((e) => e.activity_id));

    const today = new Date().toISOString().slice(0, 10);
    expect((await activity(`?from=${today}&to=${today}&limit=500`)).total).toBe(all.total);
    expect((await activity("?from=2001-01-01&to=2001-01-31")).total).toBe(0);
    const backwards = await t.json("GET", "/api/activity?from=2001-02-01&to=2001-01-01", { token: owner });
    expect(backwards.status).toBe(400);
    expect(backwards.body.success).toBe(false);
    expect((await t.json("GET", "/api/activity?actor=abc", { token: owner })).status).toBe(400);
    expect((await t.json("GET", "/api/activity")).status).toBe(401);

    const actors = (await t.json("GET", "/api/activity/actors", { token: owner })).body.data;
    expect(actors.map((a: { username: string }) => a.username)).toEqual([
      EDITOR.username,
      TEST_ADMIN.username,
    ]);
    expect(actors[0]).toMatchObject({ admin_id: editorId, full_name: "Meera Iyer" });
  });

  it("shows who created a record and who changed it last", async () => {
    const created = await t.json("POST", "/api/products", {
      token: editor,
      body: { name: "Copper Pyramid" },
    });
    const id = created.body.data.id;
    // The item as served does not carry the authorship columns.
    expect(created.body.data).not.toHaveProperty("created_by");
    let who = (await t.json("GET", `/api/products/${id}/authorship`, { token: owner })).body
      .data as Authorship;
    expect(who.created_by).toMatchObject({
      admin_id: editorId,
      username: EDITOR.username,
      full_name: "Meera Iyer",
    });
    expect(who.updated_by?.admin_id).toBe(editorId);
    await t.json("PUT", `/api/products/${id}`, { token: owner, body: { category: "Pyramids" } });
    who = (await t.json("GET", `/api/products/${id}/authorship`, { token: owner })).body.data;
    expect(who.created_by?.admin_id).toBe(editorId);
    expect(who.updated_by?.admin_id).toBe(ownerId);
    expect((await t.json("GET", "/api/products/999999/authorship", { token: owner })).status).toBe(404);
  });

  it("is for owners; an editor reads who wrote a record it may edit, and nothing of the log or the trash", async () => {
    const member = await createStaffMember(t, "editor");
    const token = await signInAs(t, member);
    const product = (await t.json("POST", "/api/products", { token, body: { name: "Editor's remedy" } })).body
      .data;
    const who = await t.json("GET", `/api/products/${product.id}/authorship`, { token });
    expect(who.status).toBe(200);
    expect(who.body.data.created_by.username).toBe(member.username);
    for (const path of ["/api/activity", "/api/activity/actors", "/api/trash"]) {
      const res = await t.json("GET", path, { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, message: AUTH_MESSAGES.forbidden });
    }
    const frontDesk = await signInAs(t, await createStaffMember(t, "front_desk"));
    expect((await t.json("GET", `/api/products/${product.id}/authorship`, { token: frontDesk })).status).toBe(
      403,
    );
  });

  it("records a role change with before and after", async () => {
    const member = await createStaffMember(t, "editor");
    const staff = (await t.json("GET", "/api/staff", { token: owner })).body.data as StaffMember[];
    const id = staff.find((s) => s.username === member.username)?.id;
    const res = await t.json("PUT", `/api/staff/${id}`, { token: owner, body: { role: "front_desk" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entry = await latest("&resource=staff");
    expect(entry).toMatchObject({
      action: "role",
      resource_id: id,
      label: member.username,
      actor_id: ownerId,
    });
    expect(entry.changes).toEqual([{ field: "role", before: "editor", after: "front_desk" }]);
  });

  it("records sign-out", async () => {
    const signIn = await t.json("POST", "/api/auth/login", {
      body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    const token = signIn.body.data.token;
    expect((await t.json("POST", "/api/auth/logout", { token })).status).toBe(200);
    expect(await latest("&resource=auth")).toMatchObject({ action: "sign_out", actor_id: ownerId });
  });

  it("purges entries older than a year, keeping newer ones", async () => {
    const db = t.deps.database.db;
    const before = (await activity()).total;
    await db.execute(
      sql`update activity_log set at = now() - interval '366 days' where activity_id = (select min(activity_id) from activity_log)`,
    );
    await db.execute(
      sql`update activity_log set at = now() - interval '300 days' where activity_id = (select max(activity_id) from activity_log)`,
    );
    const outcome = await runDailyPurge(t.deps);
    expect(outcome).toMatchObject({ ran: true, activity: 1 });
    expect((await activity()).total).toBe(before - 1);
  });
});
