import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, AUTH_MESSAGES } from "#contract/admin-messages";
import { COURSE_DEFAULTS } from "#contract/constants";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { type Course, CourseCreateSchema, CourseSchema } from "#contract/schemas/course";
import { courseCategories, courseModules, courses, courseTopics } from "#server/db/schema";
import { deleteStoredImage } from "#server/media/image-store";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { createCourse, getCourse, listCourses } from "./courses.service";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

let counter = 0;
/** A fresh slug per course, so tests never depend on each other's rows. */
const uniqueSlug = (stem = "course") => `${stem}-${process.pid}-${++counter}`;

function courseBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Vastu Adhaar",
    course_slug: uniqueSlug(),
    description: "Foundations of Vastu Shastra for homes and workplaces.",
    price: "₹15,000",
    ...overrides,
  };
}

async function createViaApi(overrides: Record<string, unknown> = {}): Promise<Course> {
  const res = await t.json("POST", "/api/courses", { token, body: courseBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function createCategory(name = "Vastu Shastra") {
  const [row] = await t.deps.database.db
    .insert(courseCategories)
    .values({ name, slug: uniqueSlug("category"), display_order: 1 })
    .returning();
  if (!row) throw new Error("category not created");
  return row;
}

const slugsOf = (list: Course[]) => list.map((c) => c.course_slug);

describe("courses API: create and read", () => {
  it("creates a course with the spec's defaults and reads it back by id and by slug", async () => {
    const body = courseBody();
    const res = await t.json("POST", "/api/courses", { token, body });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(ADMIN_MESSAGES.courseCreated);
    const course = CourseSchema.parse(res.body.data);
    expect(course).toMatchObject({
      ...body,
      level: "Level 1",
      course_type: "Basic Course",
      mode: "In-Person",
      language: "Hindi & English",
      is_active: true,
      is_featured: false,
      display_order: 0,
      category_id: null,
      category_name: null,
      highlights: [],
      requirements: [],
      outcomes: [],
      modules: [],
      video_urls: [],
      youtube_links: [],
      youtube_link: null,
    });
    expect(course).toMatchObject(COURSE_DEFAULTS);

    const byId = await t.json("GET", `/api/courses/${course.course_id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual(course);
    const bySlug = await t.json("GET", `/api/courses/${course.course_slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toEqual(course);
  });

  it("gives youtube_link the single video_url when the course lists no videos", async () => {
    const course = await createViaApi({ video_url: "https://youtu.be/only" });
    expect(course).toMatchObject({
      video_urls: [],
      youtube_links: [],
      youtube_link: "https://youtu.be/only",
    });
  });

  it("takes youtube_link and youtube_links on write as the spec's names of video_url and video_urls", async () => {
    const videos = ["https://youtu.be/one", "https://youtu.be/two"];
    const created = await createViaApi({ youtube_link: "https://youtu.be/single", youtube_links: videos });
    expect(created).toMatchObject({ video_url: "https://youtu.be/single", video_urls: videos });
    expect(created.youtube_links).toEqual(videos);

    // Over multipart too (a list as JSON text), and on update; the same value under both names is no conflict.
    const form = new FormData();
    for (const [k, v] of Object.entries(courseBody())) form.set(k, String(v));
    form.set("youtube_links", JSON.stringify(videos.slice(1)));
    const multipart = await t.request("POST", "/api/courses", { token, body: form });
    expect(multipart.status).toBe(201);
    expect(((await multipart.json()) as { data: Course }).data.video_urls).toEqual(videos.slice(1));
    const updated = await t.json("PUT", `/api/courses/${created.course_id}`, {
      token,
      body: {
        youtube_links: ["https://youtu.be/three"],
        youtube_link: "https://youtu.be/x",
        video_url: "https://youtu.be/x",
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      video_url: "https://youtu.be/x",
      video_urls: ["https://youtu.be/three"],
    });

    // Both names with different values: which is meant cannot be known.
    for (const body of [
      courseBody({ video_url: "https://youtu.be/a", youtube_link: "https://youtu.be/b" }),
      courseBody({ video_urls: ["https://youtu.be/a"], youtube_links: [] }),
    ]) {
      const refused = await t.json("POST", "/api/courses", { token, body });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ message: V.videoAliasDiffers });
      expect(["youtube_link", "youtube_links"]).toContain(refused.body.errors[0].field);
    }
    const unchanged = await t.json("PUT", `/api/courses/${created.course_id}`, {
      token,
      body: { video_urls: [], youtube_links: videos },
    });
    expect(unchanged.status).toBe(400);
    expect(
      (await getCourse(t.deps.database.db, created.course_id, { includeHidden: true })).video_urls,
    ).toEqual(["https://youtu.be/three"]);
  });

  it("stores every field and returns youtube_links and youtube_link as the public aliases of video_urls", async () => {
    const vastuCategory = await createCategory();
    const videos = ["https://www.youtube.com/watch?v=abc123", "https://youtu.be/xyz789"];
    const course = await createViaApi({
      subtitle: "Level 1 certification",
      overview: "<h2>What you learn</h2><p>Directions and <strong>elements</strong>.</p>",
      level: "Level 2",
      course_type: "Advanced Course",
      duration: "3 months",
      mode: "Online",
      language: "English",
      image_url: "https://cdn.example.test/vastu.jpg",
      poster_image_url: "/uploads/courses/poster.webp",
      video_url: "https://www.youtube.com/watch?v=intro",
      video_urls: videos,
      instructor_name: "Dr. Acharya",
      instructor_bio: "Twenty years of practice.",
      instructor_image: "https://cdn.example.test/acharya.jpg",
      category_id: vastuCategory.category_id,
      is_featured: true,
      display_order: 3,
      highlights: ["Live sessions", "Site visits"],
      requirements: ["Curiosity"],
      outcomes: ["Read a floor plan"],
    });
    expect(course).toMatchObject({
      subtitle: "Level 1 certification",
      level: "Level 2",
      course_type: "Advanced Course",
      mode: "Online",
      language: "English",
      poster_image_url: "/uploads/courses/poster.webp",
      video_url: "https://www.youtube.com/watch?v=intro",
      video_urls: videos,
      youtube_links: videos,
      youtube_link: videos[0],
      category_id: vastuCategory.category_id,
      category_name: vastuCategory.name,
      is_featured: true,
      display_order: 3,
      highlights: ["Live sessions", "Site visits"],
      requirements: ["Curiosity"],
      outcomes: ["Read a floor plan"],
    });
  });

  it("drops blank highlights, modules and topics and renumbers display orders from 1", async () => {
    const course = await createViaApi({
      highlights: ["  ", "Live sessions", "", "Site visits"],
      requirements: [""],
      outcomes: ["Read a plan", " "],
      modules: [
        { module_name: "  ", topics: [{ topic_name: "Orphan" }] },
        {
          module_name: "Directions",
          display_order: 7,
          topics: [{ topic_name: "" }, { topic_name: "North", display_order: 9 }, { topic_name: "East" }],
        },
        { module_name: "Elements", topics: [] },
      ],
    });
    expect(course.highlights).toEqual(["Live sessions", "Site visits"]);
    expect(course.requirements).toEqual([]);
    expect(course.outcomes).toEqual(["Read a plan"]);
    expect(
      course.modules.map((m) => ({
        name: m.module_name,
        order: m.display_order,
        topics: m.topics.map((tp) => [tp.topic_name, tp.display_order]),
      })),
    ).toEqual([
      {
        name: "Directions",
        order: 1,
        topics: [
          ["North", 1],
          ["East", 2],
        ],
      },
      { name: "Elements", order: 2, topics: [] },
    ]);
  });

  it("sanitises the overview HTML on save", async () => {
    const course = await createViaApi({
      overview:
        '<p onclick="steal()">Intro</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">',
    });
    expect(course.overview).toContain("<p>Intro</p>");
    expect(course.overview).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it("accepts multipart with lists and modules as JSON text and booleans as text", async () => {
    const form = new FormData();
    const slug = uniqueSlug("multipart");
    form.set("title", "Numerology Basics");
    form.set("course_slug", slug);
    form.set("description", "Numbers and names.");
    form.set("price", "₹9,000");
    form.set("mode", "Hybrid");
    form.set("category_id", "");
    form.set("is_active", "true");
    form.set("is_featured", "1");
    form.set("display_order", "2");
    form.set("highlights", JSON.stringify(["Workbook", ""]));
    form.set("requirements", "");
    form.set("video_urls", JSON.stringify(["https://youtu.be/num", ""]));
    form.set(
      "modules",
      JSON.stringify([
        { module_name: "Numbers", topics: [{ topic_name: "Root numbers" }, { topic_name: "" }] },
      ]),
    );
    const res = await t.json("POST", "/api/courses", { token, body: form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      course_slug: slug,
      mode: "Hybrid",
      category_id: null,
      is_active: true,
      is_featured: true,
      display_order: 2,
      highlights: ["Workbook"],
      requirements: [],
      video_urls: ["https://youtu.be/num"],
      youtube_links: ["https://youtu.be/num"],
    });
    expect(res.body.data.modules).toMatchObject([
      {
        module_name: "Numbers",
        display_order: 1,
        topics: [{ topic_name: "Root numbers", display_order: 1 }],
      },
    ]);
  });

  it("lists the course categories, and the path is not taken for a slug", async () => {
    const vastuCategory = await createCategory();
    const res = await t.json("GET", "/api/courses/categories");
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({
      category_id: vastuCategory.category_id,
      name: "Vastu Shastra",
      slug: vastuCategory.slug,
    });
  });

  it("reaches a course whose slug is only digits", async () => {
    const course = await createViaApi({ course_slug: "2099000" });
    const res = await t.json("GET", "/api/courses/2099000");
    expect(res.status).toBe(200);
    expect(res.body.data.course_id).toBe(course.course_id);
  });
});

describe("courses API: listing and visibility", () => {
  it("lists each course with its own children, in display order then newest first", async () => {
    const stem = uniqueSlug("order");
    const first = await createViaApi({
      course_slug: `${stem}-a`,
      display_order: 900_001,
      highlights: ["A1"],
      modules: [{ module_name: "A module", topics: [{ topic_name: "A topic" }] }],
    });
    const second = await createViaApi({
      course_slug: `${stem}-b`,
      display_order: 900_001,
      highlights: ["B1", "B2"],
      modules: [{ module_name: "B module", topics: [] }],
    });
    const third = await createViaApi({ course_slug: `${stem}-c`, display_order: 900_000 });
    const res = await t.json("GET", "/api/courses", { token });
    expect(res.status).toBe(200);
    const mine = (res.body.data as Course[]).filter((c) => c.course_slug.startsWith(stem));
    expect(slugsOf(mine)).toEqual([third.course_slug, second.course_slug, first.course_slug]);
    const [, b, a] = mine;
    expect(a).toMatchObject({ highlights: ["A1"], modules: [{ module_name: "A module" }] });
    expect(a?.modules[0]?.topics.map((tp) => tp.topic_name)).toEqual(["A topic"]);
    expect(b).toMatchObject({ highlights: ["B1", "B2"], modules: [{ module_name: "B module", topics: [] }] });
  });

  it("never shows inactive courses to anonymous callers, whatever they ask for", async () => {
    const hidden = await createViaApi({ is_active: false });
    const visible = await createViaApi();

    for (const url of ["/api/courses", "/api/courses?is_active=false", "/api/courses?is_active=true"]) {
      const anon = await t.json("GET", url);
      expect(anon.status).toBe(200);
      expect(slugsOf(anon.body.data)).not.toContain(hidden.course_slug);
      expect((anon.body.data as Course[]).every((c) => c.is_active)).toBe(true);
    }
    expect(slugsOf((await t.json("GET", "/api/courses")).body.data)).toContain(visible.course_slug);
    expect((await t.json("GET", `/api/courses/${hidden.course_id}`)).status).toBe(404);
    const bySlug = await t.json("GET", `/api/courses/${hidden.course_slug}`);
    expect(bySlug.status).toBe(404);
    expect(bySlug.body).toMatchObject({ success: false, message: V.notFound });

    const admin = await t.json("GET", "/api/courses?is_active=false", { token });
    expect(slugsOf(admin.body.data)).toContain(hidden.course_slug);
    expect(slugsOf(admin.body.data)).not.toContain(visible.course_slug);
    expect((await t.json("GET", `/api/courses/${hidden.course_slug}`, { token })).status).toBe(200);
    expect(slugsOf((await t.json("GET", "/api/courses", { token })).body.data)).toEqual(
      expect.arrayContaining([hidden.course_slug, visible.course_slug]),
    );
  });

  it("filters active featured courses for the home page and ignores cache-busting parameters", async () => {
    const featured = await createViaApi({ is_featured: true });
    const plain = await createViaApi();
    const hiddenFeatured = await createViaApi({ is_featured: true, is_active: false });
    const res = await t.json("GET", `/api/courses?is_active=true&is_featured=true&_t=${Date.now()}&t=1`);
    expect(res.status).toBe(200);
    const list = res.body.data as Course[];
    expect(list.every((c) => c.is_active && c.is_featured)).toBe(true);
    expect(slugsOf(list)).toContain(featured.course_slug);
    expect(slugsOf(list)).not.toContain(plain.course_slug);
    expect(slugsOf(list)).not.toContain(hiddenFeatured.course_slug);

    const notFeatured = await t.json("GET", "/api/courses?is_featured=false", { token });
    expect(slugsOf(notFeatured.body.data)).toContain(plain.course_slug);
    expect((notFeatured.body.data as Course[]).every((c) => !c.is_featured)).toBe(true);
  });

  it("filters by category", async () => {
    const vastuCategory = await createCategory();
    const inCategory = await createViaApi({ category_id: vastuCategory.category_id });
    const outside = await createViaApi();
    const res = await t.json("GET", `/api/courses?category_id=${vastuCategory.category_id}`);
    expect(slugsOf(res.body.data)).toContain(inCategory.course_slug);
    expect(slugsOf(res.body.data)).not.toContain(outside.course_slug);
  });

  it("pages and searches the admin list with meta", async () => {
    const stem = uniqueSlug("paging");
    for (const n of [1, 2, 3])
      await createViaApi({ course_slug: `${stem}-${n}`, title: `Paged ${stem} ${n}` });
    const res = await t.json("GET", `/api/courses?q=${stem}&limit=2&offset=0`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.meta).toEqual({ total: 3, limit: 2, offset: 0, total_is_estimate: false });
    const rest = await t.json("GET", `/api/courses?q=${stem}&limit=2&offset=2`, { token });
    expect(rest.body.data).toHaveLength(1);
    // LIKE wildcards in the search text match literally.
    const wildcard = await t.json("GET", "/api/courses?q=%25_%25", { token });
    expect(wildcard.body.meta.total).toBe(0);
  });

  it("refuses malformed filters with 400", async () => {
    for (const query of ["is_active=yes", "category_id=1'", "category_id=0", "limit=0", "__proto__=1"]) {
      const res = await t.json("GET", `/api/courses?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it("serves the same data to page loaders through the service", async () => {
    const course = await createViaApi({ highlights: ["Shared"] });
    const db = t.deps.database.db;
    expect(await getCourse(db, course.course_slug, { includeHidden: false })).toEqual(course);
    expect(await getCourse(db, course.course_id, { includeHidden: false })).toEqual(course);
    const listed = await listCourses(db, { is_active: true });
    expect(listed.find((c) => c.course_id === course.course_id)).toEqual(course);
  });
});

describe("courses API: validation", () => {
  it("asks for all required fields when title, slug or description is missing or blank", async () => {
    for (const field of ["title", "course_slug", "description"]) {
      const body: Record<string, unknown> = courseBody();
      delete body[field];
      const missing = await t.json("POST", "/api/courses", { token, body });
      expect(missing.status, field).toBe(400);
      expect(missing.body).toMatchObject({ success: false, message: V.requiredFields });
      expect(missing.body.errors).toContainEqual({ field, message: V.requiredFields });

      const blank = await t.json("POST", "/api/courses", {
        token,
        body: { ...courseBody(), [field]: "   " },
      });
      expect(blank.status, field).toBe(400);
      expect(blank.body.message).toBe(V.requiredFields);
    }
  });

  it("rejects a base64 image with the spec's message", async () => {
    for (const field of ["image_url", "poster_image_url"]) {
      const res = await t.json("POST", "/api/courses", {
        token,
        body: courseBody({ [field]: "data:image/png;base64,iVBORw0KGgo=" }),
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(V.base64ImageRejected);
      expect(res.body.errors).toContainEqual({ field, message: V.base64ImageRejected });
    }
  });

  it("refuses a NUL byte, an over-long title, bad enums and a negative display order", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "Vastu\u0000Adhaar" }, V.invalidValue],
      [{ title: "x".repeat(201) }, V.tooLong],
      [{ level: "Level 9" }, V.requiredFields],
      [{ mode: "Telepathy" }, V.requiredFields],
      [{ display_order: -1 }, V.displayOrderMin],
      [{ display_order: "1'" }, V.displayOrderMin],
      [{ is_active: "yes" }, V.invalidValue],
      [{ video_urls: ["not a url"] }, V.invalidUrl],
      [{ video_urls: ["javascript:alert(1)"] }, V.invalidUrl],
      [{ category_id: "abc" }, V.invalidValue],
      [{ modules: [{ module_name: 5 }] }, V.invalidValue],
      [{ image_url: "javascript:alert(1)" }, V.invalidUrl],
      [{ highlights: "[not json" }, V.invalidValue],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.json("POST", "/api/courses", { token, body: courseBody(overrides) });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(
        res.body.errors?.map((e: { message: string }) => e.message).join("|"),
        JSON.stringify(overrides),
      ).toContain(message);
    }
  });

  it("refuses malformed JSON, duplicate keys and prototype keys with 400", async () => {
    const bodies = [
      '{"title": "Vastu", ',
      '{"__proto__": {"is_active": false}, "title": "x"}',
      '{"title": "a", "title": "b"}',
      "[1, 2]",
    ];
    for (const body of bodies) {
      const res = await t.json("POST", "/api/courses", {
        token,
        body,
        headers: { "content-type": "application/json" },
      });
      expect(res.status, body).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const form = new FormData();
    form.set("__proto__", "x");
    expect((await t.json("POST", "/api/courses", { token, body: form })).status).toBe(400);
  });

  it("answers 409 for a slug already in use, on create and on update", async () => {
    const existing = await createViaApi();
    const dup = await t.json("POST", "/api/courses", {
      token,
      body: courseBody({ course_slug: existing.course_slug }),
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ success: false, message: V.slugTaken });

    const other = await createViaApi();
    const upd = await t.json("PUT", `/api/courses/${other.course_id}`, {
      token,
      body: { course_slug: existing.course_slug },
    });
    expect(upd.status).toBe(409);
  });

  it("refuses an unknown category with 400 and leaves no course behind", async () => {
    const body = courseBody({ category_id: 2_000_000_000 });
    const res = await t.json("POST", "/api/courses", { token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: "category_id", message: V.invalidValue });
    const rows = await t.deps.database.db
      .select()
      .from(courses)
      .where(eq(courses.course_slug, body.course_slug as string));
    expect(rows).toHaveLength(0);
  });

  it("rolls the whole write back when a child row fails", async () => {
    const db = t.deps.database.db;
    const slug = uniqueSlug("rollback");
    // PostgreSQL text cannot hold a NUL byte: the list insert fails after the course row was written.
    const input = CourseCreateSchema.parse(courseBody({ course_slug: slug }));
    await expect(createCourse(db, { ...input, highlights: ["bad\u0000item"] })).rejects.toThrow();
    expect(await db.select().from(courses).where(eq(courses.course_slug, slug))).toHaveLength(0);
  });

  it("needs an admin token to write", async () => {
    const course = await createViaApi();
    const attempts = [
      t.json("POST", "/api/courses", { body: courseBody() }),
      t.json("PUT", `/api/courses/${course.course_id}`, { body: { title: "Taken over" } }),
      t.json("DELETE", `/api/courses/${course.course_id}`),
      t.json("PUT", `/api/courses/${course.course_id}`, { token: "not-a-token", body: { title: "x" } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: AUTH_MESSAGES.unauthorized });
    }
    expect((await t.json("GET", `/api/courses/${course.course_id}`)).body.data.title).toBe(course.title);
  });
});

describe("courses API: ids", () => {
  it("parses ids strictly", async () => {
    const course = await createViaApi();
    // Not a number, so a slug, and no course has it.
    expect((await t.json("GET", `/api/courses/${course.course_id}'`)).status).toBe(404);
    expect((await t.json("GET", "/api/courses/1'")).status).toBe(404);
    expect((await t.json("PUT", "/api/courses/abc", { token, body: { title: "x" } })).status).toBe(404);
    expect(
      (await t.json("PUT", `/api/courses/${course.course_id}'`, { token, body: { title: "x" } })).status,
    ).toBe(404);
    expect((await t.json("DELETE", "/api/courses/1e3", { token })).status).toBe(404);
    expect((await t.json("PUT", "/api/courses/2000000000", { token, body: { title: "x" } })).status).toBe(
      404,
    );
    expect((await t.json("GET", "/api/courses/99999999999")).status).toBe(404);
    // Text that can never be a slug, including bytes PostgreSQL would refuse, is simply not found.
    for (const raw of ["abc%00def", "%E0%A4", "Vastu%20Adhaar", "a".repeat(300)])
      expect((await t.json("GET", `/api/courses/${raw}`)).status, raw).toBe(404);
  });
});

describe("courses API: update and delete", () => {
  it("merges a partial PUT over the stored course, keeping every other field and list", async () => {
    const vastuCategory = await createCategory();
    const course = await createViaApi({
      subtitle: "Keep me",
      image_url: "https://cdn.example.test/keep.jpg",
      category_id: vastuCategory.category_id,
      highlights: ["Keep highlight"],
      modules: [{ module_name: "Keep module", topics: [{ topic_name: "Keep topic" }] }],
    });
    const res = await t.json("PUT", `/api/courses/${course.course_id}`, {
      token,
      body: { price: "₹20,000" },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADMIN_MESSAGES.courseUpdated);
    const { price, updated_at, ...rest } = res.body.data as Course;
    expect(price).toBe("₹20,000");
    const { price: _p, updated_at: _u, ...before } = course;
    expect(rest).toEqual(before);
    expect(Date.parse(updated_at)).toBeGreaterThanOrEqual(Date.parse(course.updated_at));
  });

  it("replaces lists and modules when they are given, and clears fields sent empty", async () => {
    const vastuCategory = await createCategory();
    const course = await createViaApi({
      subtitle: "Old",
      category_id: vastuCategory.category_id,
      highlights: ["Old highlight"],
      outcomes: ["Old outcome"],
      modules: [{ module_name: "Old module", topics: [{ topic_name: "Old topic" }] }],
    });
    const form = new FormData();
    form.set("subtitle", "");
    form.set("category_id", "");
    form.set("highlights", JSON.stringify(["New 1", "", "New 2"]));
    form.set(
      "modules",
      JSON.stringify([{ module_name: "New module", topics: [{ topic_name: "New topic" }] }]),
    );
    const res = await t.json("PUT", `/api/courses/${course.course_id}`, { token, body: form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      subtitle: null,
      category_id: null,
      category_name: null,
      highlights: ["New 1", "New 2"],
      outcomes: ["Old outcome"],
      modules: [{ module_name: "New module", display_order: 1, topics: [{ topic_name: "New topic" }] }],
    });
    const db = t.deps.database.db;
    const oldModules = await db
      .select()
      .from(courseModules)
      .where(
        inArray(
          courseModules.module_id,
          course.modules.map((m) => m.module_id),
        ),
      );
    expect(oldModules).toHaveLength(0);
  });

  it("toggles is_active when the admin list re-sends the whole course", async () => {
    const course = await createViaApi({
      overview: "<p>Overview</p>",
      video_urls: ["https://youtu.be/a"],
      highlights: ["H"],
      modules: [{ module_name: "M", topics: [{ topic_name: "T" }] }],
    });
    const off = await t.json("PUT", `/api/courses/${course.course_id}`, {
      token,
      body: { ...course, is_active: !course.is_active },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.is_active).toBe(false);
    expect(off.body.data).toMatchObject({
      title: course.title,
      overview: course.overview,
      video_urls: course.video_urls,
      highlights: ["H"],
      modules: [{ module_name: "M", topics: [{ topic_name: "T" }] }],
    });
    expect((await t.json("GET", `/api/courses/${course.course_slug}`)).status).toBe(404);

    const on = await t.json("PUT", `/api/courses/${course.course_id}`, {
      token,
      body: { ...off.body.data, is_active: true },
    });
    expect(on.body.data.is_active).toBe(true);
    expect((await t.json("GET", `/api/courses/${course.course_slug}`)).status).toBe(200);
  });

  it("validates a PUT like a create", async () => {
    const course = await createViaApi();
    const blank = await t.json("PUT", `/api/courses/${course.course_id}`, { token, body: { title: "" } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(V.requiredFields);
    const base64 = await t.json("PUT", `/api/courses/${course.course_id}`, {
      token,
      body: { image_url: "data:image/jpeg;base64,/9j/4AAQ" },
    });
    expect(base64.status).toBe(400);
    expect(base64.body.message).toBe(V.base64ImageRejected);
    const unknownCategory = await t.json("PUT", `/api/courses/${course.course_id}`, {
      token,
      body: { category_id: 2_000_000_000 },
    });
    expect(unknownCategory.status).toBe(400);
  });

  it("deletes a course (to the trash, then for good with its modules and topics); a second delete is 404", async () => {
    const course = await createViaApi({
      highlights: ["Gone"],
      modules: [
        { module_name: "One", topics: [{ topic_name: "1a" }, { topic_name: "1b" }] },
        { module_name: "Two", topics: [{ topic_name: "2a" }] },
      ],
    });
    const moduleIds = course.modules.map((m) => m.module_id);
    const res = await t.json("DELETE", `/api/courses/${course.course_id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: ADMIN_MESSAGES.courseDeleted });
    // In the trash its curriculum waits to be restored; deleted from the trash, it is gone with it.
    const purged = await t.json("DELETE", `/api/trash/courses/${course.course_id}`, { token });
    expect(purged.status).toBe(200);

    const db = t.deps.database.db;
    expect(
      await db.select().from(courseModules).where(inArray(courseModules.module_id, moduleIds)),
    ).toHaveLength(0);
    expect(
      await db.select().from(courseTopics).where(inArray(courseTopics.module_id, moduleIds)),
    ).toHaveLength(0);
    expect((await t.json("GET", `/api/courses/${course.course_id}`, { token })).status).toBe(404);
    expect((await t.json("DELETE", `/api/courses/${course.course_id}`, { token })).status).toBe(404);
  });
});

describe("courses API: image files in the form", () => {
  const png = (width: number) =>
    sharp({ create: { width, height: 40, channels: 3, background: "#c0582b" } })
      .png()
      .toBuffer();
  const imageFile = async (name: string, width = 64) =>
    new File([new Uint8Array(await png(width))], name, { type: "image/png" });
  const fileOf = (url: string | null) =>
    path.join(t.deps.uploadsDir, (url ?? "").replace(/^\/uploads\//, ""));
  const storedCourseFiles = () => {
    const dir = path.join(t.deps.uploadsDir, "courses");
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  function courseForm(overrides: Record<string, string | File> = {}) {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...courseBody(), ...overrides }))
      form.set(key, value as string | File);
    return form;
  }

  it("stores the image and poster files as re-encoded WebP and saves their URLs", async () => {
    const form = courseForm({
      image: await imageFile("card.png"),
      poster_image: await imageFile("poster.png", 80),
    });
    const res = await t.json("POST", "/api/courses", { token, body: form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const course = res.body.data as Course;
    expect(course.image_url).toMatch(/^\/uploads\/courses\/[0-9a-f]{32}-64x40-r2\.webp$/);
    expect(course.poster_image_url).toMatch(/^\/uploads\/courses\/[0-9a-f]{32}-80x40-r2\.webp$/);
    expect(existsSync(fileOf(course.image_url))).toBe(true);
    expect(existsSync(fileOf(course.poster_image_url))).toBe(true);
  });

  it("refuses a file that is not an image with 415, leaving no course and no file", async () => {
    const before = storedCourseFiles();
    const slug = uniqueSlug("not-image");
    const form = courseForm({
      course_slug: slug,
      poster_image: await imageFile("poster.png"),
      image: new File(["<script>alert(1)</script>"], "card.png", { type: "image/png" }),
    });
    const res = await t.json("POST", "/api/courses", { token, body: form });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, message: V.notAnImage });
    expect(await t.deps.database.db.select().from(courses).where(eq(courses.course_slug, slug))).toHaveLength(
      0,
    );
    expect(storedCourseFiles()).toEqual(before);
  });

  it("stores no file when the form itself is invalid or the save fails", async () => {
    const before = storedCourseFiles();
    const invalid = courseForm({ title: "", image: await imageFile("card.png") });
    expect((await t.json("POST", "/api/courses", { token, body: invalid })).status).toBe(400);
    const existing = await createViaApi();
    const duplicate = courseForm({ course_slug: existing.course_slug, image: await imageFile("card.png") });
    expect((await t.json("POST", "/api/courses", { token, body: duplicate })).status).toBe(409);
    expect(storedCourseFiles()).toEqual(before);
  });

  it("replaces an image on update and removes the old file once no row uses it", async () => {
    const first = await t.json("POST", "/api/courses", {
      token,
      body: courseForm({ image: await imageFile("old.png") }),
    });
    const course = first.body.data as Course;
    const form = new FormData();
    form.set("image", await imageFile("new.png", 72));
    const res = await t.json("PUT", `/api/courses/${course.course_id}`, { token, body: form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.image_url).toMatch(/-72x40-r2\.webp$/);
    expect(existsSync(fileOf(res.body.data.image_url))).toBe(true);
    expect(existsSync(fileOf(course.image_url))).toBe(false);
  });

  it("keeps a file another course still shows, and removes it with the last course", async () => {
    const first = await t.json("POST", "/api/courses", {
      token,
      body: courseForm({ image: await imageFile("shared.png") }),
    });
    const shared = first.body.data as Course;
    const second = await createViaApi({ image_url: shared.image_url });
    const purge = (id: number) => t.json("DELETE", `/api/trash/courses/${id}`, { token });
    expect((await t.json("DELETE", `/api/courses/${shared.course_id}`, { token })).status).toBe(200);
    expect((await purge(shared.course_id)).status).toBe(200);
    expect(existsSync(fileOf(shared.image_url))).toBe(true);
    expect((await t.json("DELETE", `/api/courses/${second.course_id}`, { token })).status).toBe(200);
    // A course in the trash still holds its image: it is released when the course is deleted for good.
    expect(existsSync(fileOf(shared.image_url))).toBe(true);
    expect((await purge(second.course_id)).status).toBe(200);
    expect(existsSync(fileOf(shared.image_url))).toBe(false);
  });

  it("refuses a new URL naming an uploaded file that is gone, but still saves a course re-sent unchanged", async () => {
    const first = await t.json("POST", "/api/courses", {
      token,
      body: courseForm({ image: await imageFile("gone.png") }),
    });
    const course = first.body.data as Course;
    // Gone from every store: on PostgreSQL a file missing from this disk alone is still served (decision 23).
    await deleteStoredImage(t.deps.uploadsDir, course.image_url);

    const other = await t.json("POST", "/api/courses", {
      token,
      body: courseBody({ image_url: course.image_url }),
    });
    expect(other.status).toBe(400);
    expect(other.body.errors).toContainEqual({ field: "image_url", message: V.imageMissing });

    const toggled = await t.json("PUT", `/api/courses/${course.course_id}`, {
      token,
      body: { ...course, is_active: false },
    });
    expect(toggled.status, JSON.stringify(toggled.body)).toBe(200);
    expect(toggled.body.data.is_active).toBe(false);
  });
});

describe("courses API: rich text", () => {
  it("keeps a YouTube embed in the overview, and cleans a rich biography without one", async () => {
    const embed = '<iframe src="https://youtu.be/dQw4w9WgXcQ"></iframe>';
    const stored =
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube video" allowfullscreen></iframe>';
    const course = await createViaApi({
      overview: `<p>Intro</p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>${embed}`,
      instructor_bio: `<p onclick="x()">Twenty <strong>years</strong></p>${stored}<script>alert(1)</script>`,
    });
    expect(course.overview).toBe(`<p>Intro</p>${stored}`);
    expect(course.instructor_bio).toBe("<p>Twenty <strong>years</strong></p>");
    // Plain text is still plain text: the page shows its paragraphs.
    const plain = await t.json("PUT", `/api/courses/${course.course_id}`, {
      token,
      body: { instructor_bio: "Architect & teacher.\n\nTwenty years." },
    });
    expect(plain.body.data.instructor_bio).toBe("Architect & teacher.\n\nTwenty years.");
  });
});
