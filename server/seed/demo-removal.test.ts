// "Remove demo content" through the API: exactly the rows the demo content loaded go, with their pictures; what
// staff created stays, pictures a staff row reuses included; only owners may do it; it is in the activity log.
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import type { Batch } from "#contract/schemas/batch";
import type { Course } from "#contract/schemas/course";
import type { DemoContent } from "#contract/schemas/demo-content";
import { demoRows } from "#server/db/schema";
import { imageForm, listUploads, makeImage, uploadPath } from "../../tests/setup/image-fixtures";
import { createStaffMember, signInAs } from "../../tests/setup/staff";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { DEMO_BLOG_POSTS } from "./content/blogs";
import { DEMO_HINDI_ONLY_POSTS } from "./content/blogs.hi";
import { DEMO_COURSES } from "./content/courses";
import { DEMO_GALLERY_IMAGES } from "./content/gallery";
import { DEMO_PRODUCTS } from "./content/products";
import { DEMO_TESTIMONIALS } from "./content/testimonials";
import { DEMO_BATCHES } from "./demo-batches";
import { markLegacyDemoRows, seedDemoContent } from "./demo-content";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
  await seedDemoContent({ db: t.deps.database.db, uploadsDir: t.deps.uploadsDir, logger: t.deps.logger });
});
afterAll(() => t.close());

const list = async (path: string) =>
  (await t.json("GET", `${path}${path.includes("?") ? "&" : "?"}limit=100`, { token })).body.data as Record<
    string,
    unknown
  >[];

describe("remove demo content", () => {
  it("removes exactly the demo rows and their pictures, keeps staff rows, and logs it", async () => {
    const status = await t.json("GET", "/api/demo-content", { token });
    expect(status.status).toBe(200);
    expect(status.body.data).toEqual({
      present: true,
      counts: {
        courses: DEMO_COURSES.length,
        blogs: DEMO_BLOG_POSTS.length + DEMO_HINDI_ONLY_POSTS.length,
        products: DEMO_PRODUCTS.length,
        gallery: DEMO_GALLERY_IMAGES.length,
        testimonials: DEMO_TESTIMONIALS.length,
        categories: expect.any(Number),
      },
    } satisfies DemoContent);
    const demoFiles = listUploads(t.deps.uploadsDir);
    expect(demoFiles.length).toBeGreaterThan(0);
    // The demo's batches are upcoming from today: one nearly full, one full with people waiting.
    const batches = (await t.json("GET", "/api/batches")).body.data as Batch[];
    expect(batches.length).toBe(DEMO_BATCHES.length);
    expect(batches.some((b) => b.status === "open" && b.seats_left <= 3)).toBe(true);
    expect(batches.some((b) => b.status === "full" && b.waitlist_count > 0)).toBe(true);
    expect((await t.json("GET", "/api/consultations/availability", { token })).body.data).not.toBeNull();

    // Staff work: a new testimonial with its own photo, a course in a demo category that reuses a demo picture,
    // and a demo testimonial edited and another sent to the trash (both still demo rows).
    const demoCourse = (await list("/api/courses"))[0] as unknown as Course;
    const photo = await t.json("POST", "/api/upload/testimonials", {
      token,
      body: imageForm(await makeImage("png", 200, 200)),
    });
    const kept = await t.json("POST", "/api/testimonials", {
      token,
      body: { name: "Staff Added", testimonial_text: "A real student.", avatar_url: photo.body.data.url },
    });
    expect(kept.status).toBe(201);
    const staffCourse = await t.json("POST", "/api/courses", {
      token,
      body: {
        title: "Staff Course",
        course_slug: "staff-course",
        description: "A course staff added.",
        price: "₹15,000",
        category_id: demoCourse.category_id,
        image_url: demoCourse.image_url,
      },
    });
    expect(staffCourse.status).toBe(201);
    const [first, second] = (await list("/api/testimonials")).filter((x) => x.name !== "Staff Added");
    expect(
      (await t.json("PUT", `/api/testimonials/${first?.testimonial_id}`, { token, body: { rating: 3 } }))
        .status,
    ).toBe(200);
    expect((await t.json("DELETE", `/api/testimonials/${second?.testimonial_id}`, { token })).status).toBe(
      200,
    );

    // Only owners may.
    const editor = await signInAs(t, await createStaffMember(t, "editor"));
    expect((await t.json("DELETE", "/api/demo-content", { token: editor })).status).toBe(403);
    expect((await t.json("DELETE", "/api/demo-content")).status).toBe(401);

    const removed = await t.json("DELETE", "/api/demo-content", { token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(ADMIN_MESSAGES.demoContentRemoved);
    expect(removed.body.data).toMatchObject({
      courses: DEMO_COURSES.length,
      blogs: DEMO_BLOG_POSTS.length + DEMO_HINDI_ONLY_POSTS.length,
      products: DEMO_PRODUCTS.length,
      gallery: DEMO_GALLERY_IMAGES.length,
      testimonials: DEMO_TESTIMONIALS.length,
    });

    expect((await list("/api/courses")).map((c) => c.course_slug)).toEqual(["staff-course"]);
    expect((await t.json("GET", "/api/batches?include_past=true", { token })).body.data).toEqual([]);
    // The demo's consultation hours went with it: nothing is bookable online until owners set their own hours.
    expect((await t.json("GET", "/api/consultations/availability", { token })).body.data).toBeNull();
    expect(await list("/api/blogs")).toEqual([]);
    expect(await list("/api/products")).toEqual([]);
    expect(await list("/api/gallery")).toEqual([]);
    expect((await list("/api/testimonials")).map((x) => x.name)).toEqual(["Staff Added"]);
    const trash = (await t.json("GET", "/api/trash", { token })).body.data as { resource: string }[];
    expect(trash.filter((item) => item.resource === "testimonials")).toEqual([]);

    // Pictures: the demo ones are gone, except the one a staff course shows; the staff photo stays.
    const left = listUploads(t.deps.uploadsDir);
    expect(existsSync(uploadPath(t.deps.uploadsDir, photo.body.data.url))).toBe(true);
    expect(existsSync(uploadPath(t.deps.uploadsDir, demoCourse.image_url as string))).toBe(true);
    expect(left.filter((f) => demoFiles.includes(f)).every((f) => f.startsWith("courses/"))).toBe(true);
    expect(left.length).toBeLessThan(demoFiles.length / 4);
    // The demo category the staff course uses stays; it keeps its name on the course.
    const course = (await list("/api/courses"))[0] as unknown as Course;
    expect(course.category_id).toBe(demoCourse.category_id);

    const after = await t.json("GET", "/api/demo-content", { token });
    expect(after.body.data.present).toBe(false);
    const again = await t.json("DELETE", "/api/demo-content", { token });
    expect(again.body.data).toMatchObject({ courses: 0, blogs: 0, testimonials: 0 });

    const activity = (await t.json("GET", "/api/activity?resource=demo-content", { token })).body.data as {
      action: string;
      resource: string;
    }[];
    expect(activity.some((e) => e.resource === "demo-content" && e.action === "delete")).toBe(true);
  });
});

describe("a database seeded before demo rows were listed", () => {
  let old: TestApp;
  beforeAll(async () => {
    old = await createTestApp();
    await seedDemoContent({
      db: old.deps.database.db,
      uploadsDir: old.deps.uploadsDir,
      logger: old.deps.logger,
    });
    await old.deps.database.db.delete(demoRows);
  });
  afterAll(() => old.close());

  it("has its demo rows marked at start, by identity and no author, once", async () => {
    const owner = await old.adminToken();
    const [demoName] = DEMO_TESTIMONIALS.map((x) => x.name);
    // Staff typed a testimonial under a demo name: it has an author, so it is not demo content.
    const staff = await old.json("POST", "/api/testimonials", {
      token: owner,
      body: { name: demoName, testimonial_text: "Written by staff." },
    });
    expect(staff.status).toBe(201);
    expect((await old.json("GET", "/api/demo-content", { token: owner })).body.data.present).toBe(false);

    const marked = await markLegacyDemoRows(old.deps.database.db);
    expect(marked).toBeGreaterThan(0);
    expect(await markLegacyDemoRows(old.deps.database.db)).toBe(0);
    const status = await old.json("GET", "/api/demo-content", { token: owner });
    expect(status.body.data.counts).toMatchObject({
      courses: DEMO_COURSES.length,
      testimonials: DEMO_TESTIMONIALS.length,
    });
    await old.json("DELETE", "/api/demo-content", { token: owner });
    const left = (await old.json("GET", "/api/testimonials", { token: owner })).body.data as {
      testimonial_id: number;
    }[];
    expect(left.map((x) => x.testimonial_id)).toEqual([staff.body.data.testimonial_id]);
  });
});
