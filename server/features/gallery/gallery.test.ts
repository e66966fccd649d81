import { existsSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { IMAGE_UPLOAD_MAX_BYTES } from "#contract/constants";
import { parseStoredImageUrl } from "#contract/image-variants";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { imageForm, listUploads, makeImage, uploadPath } from "../../../tests/setup/image-fixtures";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

type Fields = Record<string, string>;

async function galleryForm(fields: Fields, image?: Uint8Array) {
  const form = image ? imageForm(image) : new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

const create = async (fields: Fields, image?: Uint8Array) =>
  t.json("POST", "/api/gallery", { token, body: await galleryForm(fields, image) });

const galleryFiles = () => listUploads(t.deps.uploadsDir).filter((f) => f.startsWith("gallery/"));

/** Makes every write to gallery_images fail inside the database, as a lost connection or a bug would. */
async function withFailingWrites(run: () => Promise<void>) {
  const db = t.deps.database.db;
  await db.execute(sql`create or replace function gallery_write_fails() returns trigger language plpgsql as
    $$ begin raise exception 'write refused by test'; end $$`);
  await db.execute(sql`create trigger gallery_write_fails before insert or update on gallery_images
    for each row execute function gallery_write_fails()`);
  try {
    await run();
  } finally {
    await db.execute(sql`drop trigger gallery_write_fails on gallery_images`);
  }
}

describe("gallery API", () => {
  it("creates from an uploaded file, with the spec's defaults, and serves the stored image", async () => {
    const res = await create({ title: "Vastu workshop" }, await makeImage("jpeg", 1200, 800));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(ADMIN_MESSAGES.imageAdded);
    expect(res.body.data).toMatchObject({
      title: "Vastu workshop",
      description: null,
      category: "courses",
      display_order: 0,
      is_active: true,
    });
    expect(res.body.data.image_url).toMatch(/^\/uploads\/gallery\/[0-9a-f]{32}-1200x800-r2\.webp$/);
    expect((await t.request("GET", res.body.data.image_url)).status).toBe(200);
    const got = await t.json("GET", `/api/gallery/${res.body.data.image_id}`);
    expect(got.body.data).toEqual(res.body.data);
  });

  it("creates from an image URL, as JSON or multipart", async () => {
    const json = await t.json("POST", "/api/gallery", {
      token,
      body: { title: "Campus gate", image_url: "https://images.example.com/gate.jpg", category: "campus" },
    });
    expect(json.status).toBe(201);
    expect(json.body.data).toMatchObject({
      image_url: "https://images.example.com/gate.jpg",
      category: "campus",
    });
    const multipart = await create({
      title: "Event hall",
      image_url: "/images/hall.jpg",
      category: "events",
      display_order: "3",
      is_active: "0",
      description: "  The main hall  ",
    });
    expect(multipart.status).toBe(201);
    expect(multipart.body.data).toMatchObject({
      image_url: "/images/hall.jpg",
      display_order: 3,
      is_active: false,
      description: "The main hall",
    });
  });

  it("needs an image URL or a file, a title and a known category", async () => {
    const neither = await create({ title: "No picture" });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe(V.imageUrlOrFile);
    const noTitle = await create({ image_url: "/images/a.jpg" });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.errors).toContainEqual({ field: "title", message: V.requiredFields });
    const badCategory = await create({ title: "x", image_url: "/images/a.jpg", category: "weddings" });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.errors?.[0]?.field).toBe("category");
    const badOrder = await create({ title: "x", image_url: "/images/a.jpg", display_order: "-1" });
    expect(badOrder.body.errors).toContainEqual({ field: "display_order", message: V.displayOrderMin });
    const dataUri = await create({ title: "x", image_url: "data:image/png;base64,AAAA" });
    expect(dataUri.status).toBe(400);
    expect(dataUri.body.message).toBe(V.base64ImageRejected);
    const missingFile = await create({
      title: "x",
      image_url: `/uploads/gallery/${"a".repeat(32)}-10x10.webp`,
    });
    expect(missingFile.status).toBe(400);
    expect(missingFile.body.errors).toContainEqual({ field: "image_url", message: V.imageMissing });
  });

  it("refuses a file that is not an image (415) or too large (413), and stores nothing", async () => {
    const before = galleryFiles();
    const fake = await create({ title: "x" }, new TextEncoder().encode("<svg onload=alert(1)></svg>"));
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe(V.notAnImage);
    const png = await makeImage("png", 32, 32);
    const big = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1);
    big.set(png);
    const tooBig = await create({ title: "x" }, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(V.fileTooLarge);
    const invalid = await create({ title: "" }, png);
    expect(invalid.status).toBe(400);
    expect(galleryFiles()).toEqual(before);
  });

  it("shows anonymous callers only active images, whatever they ask for; admins filter as sent", async () => {
    const hidden = await create({ title: "Hidden draft", image_url: "/images/h.jpg", is_active: "false" });
    const shown = await create({ title: "Shown project", image_url: "/images/s.jpg", category: "projects" });
    const anon = await t.json("GET", "/api/gallery?is_active=false");
    const anonTitles = anon.body.data.map((x: { title: string }) => x.title);
    expect(anonTitles).toContain("Shown project");
    expect(anonTitles).not.toContain("Hidden draft");
    expect((await t.json("GET", `/api/gallery/${hidden.body.data.image_id}`)).status).toBe(404);
    const admin = await t.json("GET", "/api/gallery?is_active=false", { token });
    expect(admin.body.data.map((x: { title: string }) => x.title)).toContain("Hidden draft");
    expect(admin.body.data.every((x: { is_active: boolean }) => !x.is_active)).toBe(true);
    expect((await t.json("GET", `/api/gallery/${hidden.body.data.image_id}`, { token })).status).toBe(200);
    const projects = await t.json("GET", "/api/gallery?category=projects");
    expect(projects.body.data.map((x: { image_id: number }) => x.image_id)).toContain(
      shown.body.data.image_id,
    );
    expect(projects.body.data.every((x: { category: string }) => x.category === "projects")).toBe(true);
    expect((await t.json("GET", "/api/gallery?category=weddings")).status).toBe(400);
  });

  it("orders by display order and pages admin lists with meta and text search", async () => {
    await create({
      title: "Zeta order two",
      image_url: "/images/z.jpg",
      display_order: "2",
      category: "other",
    });
    await create({
      title: "Alpha order one",
      image_url: "/images/a.jpg",
      display_order: "1",
      category: "other",
    });
    const list = await t.json("GET", "/api/gallery?category=other");
    expect(list.body.data.map((x: { title: string }) => x.title)).toEqual([
      "Alpha order one",
      "Zeta order two",
    ]);
    const page = await t.json("GET", "/api/gallery?category=other&limit=1&offset=1", { token });
    expect(page.body.meta).toEqual({ total: 2, limit: 1, offset: 1, total_is_estimate: false });
    expect(page.body.data.map((x: { title: string }) => x.title)).toEqual(["Zeta order two"]);
    const search = await t.json("GET", "/api/gallery?q=zeta", { token });
    expect(search.body.data.map((x: { title: string }) => x.title)).toEqual(["Zeta order two"]);
    expect((await t.json("GET", "/api/gallery?limit=0", { token })).status).toBe(400);
  });

  it("updates fields, replaces an uploaded image and removes the old files", async () => {
    const res = await create({ title: "Before" }, await makeImage("png", 1000, 500));
    const id = res.body.data.image_id;
    const oldUrl = res.body.data.image_url;
    const fieldsOnly = await t.json("PUT", `/api/gallery/${id}`, {
      token,
      body: await galleryForm({ title: "After", image_url: "", is_active: "false" }),
    });
    expect(fieldsOnly.status).toBe(200);
    expect(fieldsOnly.body.message).toBe(ADMIN_MESSAGES.imageUpdated);
    expect(fieldsOnly.body.data).toMatchObject({ title: "After", image_url: oldUrl, is_active: false });
    const replaced = await t.json("PUT", `/api/gallery/${id}`, {
      token,
      body: await galleryForm({ title: "After" }, await makeImage("webp", 600, 300)),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.image_url).toMatch(/-600x300-r2\.webp$/);
    for (const r of parseStoredImageUrl(oldUrl)?.renditions ?? [])
      expect(existsSync(uploadPath(t.deps.uploadsDir, r.url))).toBe(false);
    expect(existsSync(uploadPath(t.deps.uploadsDir, replaced.body.data.image_url))).toBe(true);
    const json = await t.json("PUT", `/api/gallery/${id}`, { token, body: { display_order: 7 } });
    expect(json.body.data).toMatchObject({ display_order: 7, image_url: replaced.body.data.image_url });
  });

  it("deletes the row and its stored files, but keeps a file another row still shows", async () => {
    const first = await create({ title: "Shared one" }, await makeImage("png", 800, 400));
    const url = first.body.data.image_url;
    const second = await create({ title: "Shared two", image_url: url });
    expect(second.status).toBe(201);
    const del = await t.json("DELETE", `/api/gallery/${first.body.data.image_id}`, { token });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe(ADMIN_MESSAGES.imageDeleted);
    expect(existsSync(uploadPath(t.deps.uploadsDir, url))).toBe(true);
    await t.json("DELETE", `/api/gallery/${second.body.data.image_id}`, { token });
    // Released when the image is deleted from the trash, not when it goes there.
    expect(existsSync(uploadPath(t.deps.uploadsDir, url))).toBe(true);
    await t.json("DELETE", `/api/trash/gallery/${first.body.data.image_id}`, { token });
    await t.json("DELETE", `/api/trash/gallery/${second.body.data.image_id}`, { token });
    for (const r of parseStoredImageUrl(url)?.renditions ?? [])
      expect(existsSync(uploadPath(t.deps.uploadsDir, r.url))).toBe(false);
    expect((await t.json("GET", `/api/gallery/${second.body.data.image_id}`, { token })).status).toBe(404);
    expect((await t.json("DELETE", `/api/gallery/${second.body.data.image_id}`, { token })).status).toBe(404);
  });

  it("leaves no orphan file when the database refuses the row", async () => {
    const existing = await create({ title: "Keeps its image" }, await makeImage("png", 300, 300));
    const before = galleryFiles();
    await withFailingWrites(async () => {
      const created = await create({ title: "Never saved" }, await makeImage("png", 1200, 900));
      expect(created.status).toBe(500);
      expect(created.body.success).toBe(false);
      const updated = await t.json("PUT", `/api/gallery/${existing.body.data.image_id}`, {
        token,
        body: await galleryForm({}, await makeImage("png", 400, 400)),
      });
      expect(updated.status).toBe(500);
    });
    expect(galleryFiles()).toEqual(before);
    const after = await t.json("GET", `/api/gallery/${existing.body.data.image_id}`, { token });
    expect(after.body.data.image_url).toBe(existing.body.data.image_url);
  });

  it("needs a token to write; unknown or malformed ids are 404", async () => {
    expect(
      (await t.json("POST", "/api/gallery", { body: { title: "x", image_url: "/images/a.jpg" } })).status,
    ).toBe(401);
    expect((await t.json("PUT", "/api/gallery/1", { body: { title: "x" } })).status).toBe(401);
    expect((await t.json("DELETE", "/api/gallery/1")).status).toBe(401);
    expect((await t.json("PUT", "/api/gallery/999999", { token, body: { title: "x" } })).status).toBe(404);
    expect((await t.json("GET", "/api/gallery/1'")).status).toBe(404);
  });
});
