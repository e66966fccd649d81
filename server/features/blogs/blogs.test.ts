import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, AUTH_MESSAGES } from "#contract/admin-messages";
import { BLOG_DEFAULTS } from "#contract/constants";
import { VALIDATION_MESSAGES } from "#contract/messages";
import { BLOG_DEFAULT_AUTHOR } from "#contract/schemas/blog";
import { listUploads, makeImage, uploadPath } from "../../../tests/setup/image-fixtures";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

interface Post {
  post_id: number;
  title: string;
  slug: string;
  content: string;
  status: string;
  views: number;
  image: string | null;
  published_date: string | null;
}

let counter = 0;
function post(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    title: `Vastu for the north-east corner ${counter}`,
    slug: `north-east-corner-${counter}-${Date.now()}`,
    excerpt: "Why the ishanya corner matters.",
    content: "<h2>Ishanya</h2><p>Keep it <strong>light</strong> and open.</p>",
    author: "Dr. Meera Joshi",
    published_date: "2025-03-14",
    category: "Vastu",
    read_time: "7 min read",
    status: "published",
    is_featured: "0",
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<Post> {
  const res = await t.json("POST", "/api/blogs", { token, body: post(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const adminRead = async (id: number): Promise<Post> =>
  (await t.json("GET", `/api/blogs/${id}`, { token })).body.data;

function multipart(
  fields: Record<string, string>,
  image?: { bytes: Uint8Array; name?: string; type?: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image)
    form.append(
      "image",
      new File([image.bytes as BlobPart], image.name ?? "cover.png", { type: image.type ?? "image/png" }),
    );
  return form;
}

describe("blog writes", () => {
  it("creates from JSON with the spec's defaults", async () => {
    const body = { title: "Numbers and names", slug: `numbers-${Date.now()}`, content: "<p>Hello</p>" };
    const res = await t.json("POST", "/api/blogs", { token, body });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(ADMIN_MESSAGES.blogCreated);
    expect(res.body.data).toMatchObject({
      ...body,
      excerpt: null,
      author: BLOG_DEFAULT_AUTHOR,
      published_date: null,
      category: BLOG_DEFAULTS.category,
      read_time: BLOG_DEFAULTS.read_time,
      status: BLOG_DEFAULTS.status,
      is_featured: false,
      image: null,
      views: 0,
    });
  });

  it("creates from the admin form's multipart with an image file and is_featured '1'", async () => {
    const fields = post({ is_featured: "1" });
    const res = await t.json("POST", "/api/blogs", {
      token,
      body: multipart(fields, {
        bytes: await makeImage("jpeg", 1200, 800),
        name: "cover.jpg",
        type: "image/jpeg",
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ slug: fields.slug, is_featured: true, read_time: "7 min read" });
    expect(res.body.data.image).toMatch(/^\/uploads\/blogs\/[0-9a-f]{32}-1200x800-r2\.webp$/);
    expect(existsSync(uploadPath(t.deps.uploadsDir, res.body.data.image))).toBe(true);
  });

  it("refuses a duplicate slug with 409 and keeps no uploaded file", async () => {
    const first = await create();
    const before = listUploads(t.deps.uploadsDir);
    const res = await t.json("POST", "/api/blogs", {
      token,
      body: multipart(post({ slug: first.slug }), { bytes: await makeImage("png") }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: VALIDATION_MESSAGES.slugTaken });
    expect(listUploads(t.deps.uploadsDir)).toEqual(before);

    const other = await create();
    const clash = await t.json("PUT", `/api/blogs/${other.post_id}`, { token, body: { slug: first.slug } });
    expect(clash.status).toBe(409);
  });

  it("validates with the spec's messages", async () => {
    const missing = await t.json("POST", "/api/blogs", { token, body: { title: "", slug: "", content: "" } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(VALIDATION_MESSAGES.requiredFields);
    expect(missing.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      "content",
      "slug",
      "title",
    ]);

    const cases: [Record<string, unknown>, string, string][] = [
      [{ slug: "Not A Slug" }, "slug", "Use lower-case letters, numbers and hyphens only"],
      [{ category: "Astrology" }, "category", VALIDATION_MESSAGES.invalidValue],
      [{ status: "live" }, "status", VALIDATION_MESSAGES.invalidValue],
      [{ is_featured: "yes" }, "is_featured", VALIDATION_MESSAGES.invalidValue],
      [{ published_date: "2025-02-30" }, "published_date", VALIDATION_MESSAGES.invalidValue],
      [{ published_date: "14/03/2025" }, "published_date", VALIDATION_MESSAGES.invalidValue],
      [{ image: "data:image/png;base64,iVBORw0KGgo=" }, "image", VALIDATION_MESSAGES.base64ImageRejected],
      [{ image: "javascript:alert(1)" }, "image", VALIDATION_MESSAGES.invalidUrl],
      [{ title: "x".repeat(201) }, "title", VALIDATION_MESSAGES.tooLong],
    ];
    for (const [override, field, message] of cases) {
      const res = await t.json("POST", "/api/blogs", { token, body: post(override) });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body.errors, JSON.stringify(override)).toEqual([{ field, message }]);
    }

    const onlyScript = await t.json("POST", "/api/blogs", {
      token,
      body: post({ content: "<script>alert(1)</script>" }),
    });
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.body.errors).toEqual([
      { field: "content", message: VALIDATION_MESSAGES.requiredFields },
    ]);
  });

  it("refuses a file that is not an image with 415 and the spec's message", async () => {
    const res = await t.json("POST", "/api/blogs", {
      token,
      body: multipart(post(), {
        bytes: new TextEncoder().encode("<script>alert(1)</script>"),
        name: "x.png",
      }),
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(VALIDATION_MESSAGES.notAnImage);
  });

  it("updates part of a post, replaces the image file and releases the old one", async () => {
    const created = await t.json("POST", "/api/blogs", {
      token,
      body: multipart(post(), { bytes: await makeImage("png") }),
    });
    const id = created.body.data.post_id;
    const oldImage: string = created.body.data.image;

    const partial = await t.json("PUT", `/api/blogs/${id}`, {
      token,
      body: { title: "Renamed", status: "draft" },
    });
    expect(partial.status).toBe(200);
    expect(partial.body.message).toBe(ADMIN_MESSAGES.blogUpdated);
    expect(partial.body.data).toMatchObject({ title: "Renamed", status: "draft", image: oldImage });
    expect(existsSync(uploadPath(t.deps.uploadsDir, oldImage))).toBe(true);

    const replaced = await t.json("PUT", `/api/blogs/${id}`, {
      token,
      body: multipart(
        { title: "Renamed again", is_featured: "1" },
        { bytes: await makeImage("webp", 800, 600) },
      ),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.image).not.toBe(oldImage);
    expect(replaced.body.data.is_featured).toBe(true);
    expect(existsSync(uploadPath(t.deps.uploadsDir, replaced.body.data.image))).toBe(true);
    expect(existsSync(uploadPath(t.deps.uploadsDir, oldImage))).toBe(false);

    const missing = await t.json("PUT", "/api/blogs/999999", { token, body: { title: "x" } });
    expect(missing.status).toBe(404);
  });

  it("deletes a post and its uploaded image; unknown ids are 404", async () => {
    const created = await t.json("POST", "/api/blogs", {
      token,
      body: multipart(post(), { bytes: await makeImage("png") }),
    });
    const { post_id: id, image } = created.body.data;
    const del = await t.json("DELETE", `/api/blogs/${id}`, { token });
    expect(del.body).toEqual({ success: true, data: null, message: ADMIN_MESSAGES.blogDeleted });
    // In the trash the post keeps its image; deleted from the trash, the image goes with it.
    expect(existsSync(uploadPath(t.deps.uploadsDir, image))).toBe(true);
    expect((await t.json("DELETE", `/api/trash/blogs/${id}`, { token })).status).toBe(200);
    expect(existsSync(uploadPath(t.deps.uploadsDir, image))).toBe(false);
    expect((await t.json("GET", `/api/blogs/${id}`, { token })).status).toBe(404);
    expect((await t.json("DELETE", `/api/blogs/${id}`, { token })).status).toBe(404);
    expect((await t.json("DELETE", "/api/blogs/some-slug", { token })).status).toBe(404);
  });

  it("needs a token to write", async () => {
    for (const [method, url] of [
      ["POST", "/api/blogs"],
      ["PUT", "/api/blogs/1"],
      ["DELETE", "/api/blogs/1"],
    ] as const) {
      const res = await t.json(method, url, { body: post() });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(AUTH_MESSAGES.unauthorized);
    }
  });
});

describe("blog reads", () => {
  it("shows anonymous callers only published posts, whatever status they ask for", async () => {
    const draft = await create({ status: "draft" });
    const archived = await create({ status: "archived" });
    const published = await create();
    for (const query of ["", "?status=draft", "?status=archived", `?q=${draft.slug}`]) {
      const res = await t.json("GET", `/api/blogs${query}`);
      expect(res.status).toBe(200);
      const slugs = res.body.data.map((p: Post) => p.slug);
      expect(slugs).not.toContain(draft.slug);
      expect(slugs).not.toContain(archived.slug);
      expect(res.body.data.every((p: Post) => p.status === "published")).toBe(true);
    }
    expect((await t.json("GET", "/api/blogs")).body.data.map((p: Post) => p.slug)).toContain(published.slug);

    for (const hidden of [draft, archived]) {
      expect((await t.json("GET", `/api/blogs/${hidden.post_id}`)).status).toBe(404);
      expect((await t.json("GET", `/api/blogs/${hidden.slug}`)).status).toBe(404);
      expect((await t.json("GET", `/api/blogs/${hidden.slug}`, { token })).body.data.post_id).toBe(
        hidden.post_id,
      );
    }
    const adminDrafts = await t.json("GET", "/api/blogs?status=draft", { token });
    expect(adminDrafts.body.data.map((p: Post) => p.slug)).toContain(draft.slug);
    expect(adminDrafts.body.data.every((p: Post) => p.status === "draft")).toBe(true);
  });

  it("filters by category and orders by published date, then creation, newest first", async () => {
    const tag = `order${Date.now()}`;
    const older = await create({
      slug: `${tag}-older`,
      published_date: "2024-01-10",
      category: "Numerology",
    });
    const newest = await create({
      slug: `${tag}-newest`,
      published_date: "2025-06-01",
      category: "Numerology",
    });
    const sameDayFirst = await create({
      slug: `${tag}-same-a`,
      published_date: "2024-05-05",
      category: "Numerology",
    });
    const sameDaySecond = await create({
      slug: `${tag}-same-b`,
      published_date: "2024-05-05",
      category: "Numerology",
    });
    await create({ slug: `${tag}-other`, category: "Lifestyle" });

    const res = await t.json("GET", `/api/blogs?category=Numerology&q=${tag}`);
    expect(res.body.data.map((p: Post) => p.slug)).toEqual([
      newest.slug,
      sameDaySecond.slug,
      sameDayFirst.slug,
      older.slug,
    ]);
    expect(res.body.meta).toEqual({ total: 4, limit: 50, offset: 0, total_is_estimate: false });

    const page = await t.json("GET", `/api/blogs?category=Numerology&q=${tag}&limit=2&offset=1`, { token });
    expect(page.body.data.map((p: Post) => p.slug)).toEqual([sameDaySecond.slug, sameDayFirst.slug]);
    expect(page.body.meta).toEqual({ total: 4, limit: 2, offset: 1, total_is_estimate: false });

    expect((await t.json("GET", "/api/blogs?category=Astrology")).status).toBe(400);
    expect((await t.json("GET", "/api/blogs?status=live", { token })).status).toBe(400);
    expect((await t.json("GET", "/api/blogs?limit=abc")).status).toBe(400);
  });

  it("reads by id or by slug; a slug of digits stays reachable; nonsense is 404", async () => {
    const p = await create();
    expect((await t.json("GET", `/api/blogs/${p.post_id}`)).body.data.slug).toBe(p.slug);
    expect((await t.json("GET", `/api/blogs/${p.slug}`)).body.data.post_id).toBe(p.post_id);
    const digits = await create({ slug: `${9_000_000_000 + counter}` });
    expect((await t.json("GET", `/api/blogs/${digits.slug}`)).body.data.post_id).toBe(digits.post_id);
    for (const bad of ["1'", "no%20such", "UPPER", "a--b", "%00"])
      expect((await t.json("GET", `/api/blogs/${bad}`)).status, bad).toBe(404);
  });
});

describe("blog views", () => {
  let reader = 0;
  /** An anonymous read from a reader of its own (its own address). */
  const readAs = (path: string, address = `198.51.100.${++reader % 250}`) =>
    t.json("GET", path, { headers: { "x-test-client-address": address } });

  it("counts one view per anonymous read by id of a published post, and nothing else", async () => {
    const p = await create();
    await readAs(`/api/blogs/${p.post_id}`);
    const second = await readAs(`/api/blogs/${p.post_id}`);
    expect(second.body.data.views).toBe(2);

    await readAs(`/api/blogs/${p.slug}`);
    await t.json("GET", `/api/blogs/${p.post_id}`, { token });
    await t.json("GET", "/api/blogs");
    expect((await adminRead(p.post_id)).views).toBe(2);

    const draft = await create({ status: "draft" });
    expect((await readAs(`/api/blogs/${draft.post_id}`)).status).toBe(404);
    expect((await adminRead(draft.post_id)).views).toBe(0);
  });

  it("counts every one of many parallel reads by different readers", async () => {
    const p = await create();
    const reads = await Promise.all(
      Array.from({ length: 12 }, (_, i) => readAs(`/api/blogs/${p.post_id}`, `203.0.113.${i + 1}`)),
    );
    expect(reads.every((r) => r.status === 200)).toBe(true);
    expect((await adminRead(p.post_id)).views).toBe(12);
  });

  it("counts a reader once per post however often it reads, also from other addresses of its IPv6 /64", async () => {
    const p = await create();
    const other = await create();
    const first = await readAs(`/api/blogs/${p.post_id}`, "192.0.2.50");
    expect(first.body.data.views).toBe(1);
    const repeats = await Promise.all(
      Array.from({ length: 10 }, () => readAs(`/api/blogs/${p.post_id}`, "192.0.2.50")),
    );
    // Every repeat is still answered, with the post as it is.
    expect(repeats.every((r) => r.status === 200 && r.body.data.views === 1)).toBe(true);
    await readAs(`/api/blogs/${p.post_id}`, "2001:db8:5:6::1");
    await readAs(`/api/blogs/${p.post_id}`, "2001:db8:5:6::ffff");
    expect((await adminRead(p.post_id)).views).toBe(2);
    // The same reader's first read of another post counts.
    expect((await readAs(`/api/blogs/${other.post_id}`, "192.0.2.50")).body.data.views).toBe(1);
  });
});

describe("blog content sanitiser", () => {
  const payloads = [
    `<script>alert("xss")</script><p>after script</p>`,
    `<p>x</p><img src="x" onerror="alert(1)">`,
    `<svg onload="alert(1)"><circle r="1"/></svg><p>svg</p>`,
    `<a href="javascript:alert(1)">js link</a>`,
    `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">`,
    `<iframe src="https://evil.example/"></iframe><p>frame</p>`,
    `<p style="background:url(javascript:alert(1)); width: expression(alert(1))">styled</p>`,
    `<a href="jAvAsCrIpT:alert(1)">mixed case</a>`,
    `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>`,
    `<a href="java&#x09;script:alert(1)">tab inside</a>`,
    `<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>`,
    `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)"><p>plugins</p>`,
    `<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>meta</p>`,
    `<scr<script>ipt>alert(1)</scr</script>ipt><p>nested</p>`,
    `<body onload="alert(1)"><div onmouseover="alert(1)">hover</div></body>`,
    `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
    `<img src="https://cdn.example/ok.png" alt="kept" onerror="alert(1)">`,
  ];

  function assertSafe(html: string) {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<(iframe|object|embed|form|meta|svg|style|math)\b/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/(href|src)\s*=\s*"data:/i);
  }

  it("strips every classic XSS payload on create and on update", async () => {
    for (const payload of payloads) {
      const content = `<p>Intro</p>${payload}`;
      const res = await t.json("POST", "/api/blogs", { token, body: post({ content }) });
      expect(res.status, payload).toBe(201);
      assertSafe(res.body.data.content);
      expect(res.body.data.content).toContain("<p>Intro</p>");
      const stored = await adminRead(res.body.data.post_id);
      assertSafe(stored.content);

      const upd = await t.json("PUT", `/api/blogs/${res.body.data.post_id}`, { token, body: { content } });
      assertSafe(upd.body.data.content);
    }
  });

  it("keeps the markup an article needs", async () => {
    const content =
      '<h2>Title</h2><p>Text with <a href="https://example.com" target="_blank">a link</a>.</p>' +
      '<ul><li>one</li></ul><img src="https://cdn.example/a.png" alt="A">';
    const res = await t.json("POST", "/api/blogs", { token, body: post({ content }) });
    expect(res.body.data.content).toBe(
      '<h2>Title</h2><p>Text with <a href="https://example.com" target="_blank" rel="noopener noreferrer">a link</a>.</p>' +
        '<ul><li>one</li></ul><img src="https://cdn.example/a.png" alt="A" />',
    );
  });

  it("stores a YouTube embed in its one fixed form, and strips any other frame", async () => {
    const embed = (src: string) => `<iframe src="${src}" width="560" onload="alert(1)"></iframe>`;
    const content =
      `<p>Watch:</p>${embed("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5")}` +
      `${embed("https://www.youtube.com/embed/dQw4w9WgXcQ")}${embed("https://evil.example/x")}<p>End</p>`;
    const created = await t.json("POST", "/api/blogs", { token, body: post({ content }) });
    expect(created.status).toBe(201);
    const stored =
      '<p>Watch:</p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube video" ' +
      "allowfullscreen></iframe><p>End</p>";
    expect(created.body.data.content).toBe(stored);
    expect((await adminRead(created.body.data.post_id)).content).toBe(stored);
    const updated = await t.json("PUT", `/api/blogs/${created.body.data.post_id}`, {
      token,
      body: { content: embed("javascript:alert(1)") + stored },
    });
    expect(updated.body.data.content).toBe(stored);
  });
});
