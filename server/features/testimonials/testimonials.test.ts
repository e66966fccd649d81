import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { VALIDATION_MESSAGES } from "#contract/messages";
import { makeDecodableHeic, PHONE_HEIC } from "../../../tests/setup/heic-fixtures";
import { imageForm, listUploads, makeImage, uploadPath } from "../../../tests/setup/image-fixtures";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

const base = { name: "Priya Sharma", testimonial_text: "The Vastu Adhaar course changed how I plan homes." };

describe("testimonials API", () => {
  it("creates with the spec's defaults and reads back", async () => {
    const res = await t.json("POST", "/api/testimonials", { token, body: base });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(ADMIN_MESSAGES.testimonialAdded);
    expect(res.body.data).toMatchObject({
      ...base,
      rating: 5,
      is_active: true,
      is_featured: false,
      display_order: 0,
    });
    const got = await t.json("GET", `/api/testimonials/${res.body.data.testimonial_id}`);
    expect(got.body.data.name).toBe(base.name);
  });

  it("shows anonymous callers only active testimonials, whatever they ask for", async () => {
    const hidden = await t.json("POST", "/api/testimonials", {
      token,
      body: { ...base, name: "Hidden", is_active: false },
    });
    const anon = await t.json("GET", "/api/testimonials?is_active=false");
    expect(anon.body.data.map((x: { name: string }) => x.name)).not.toContain("Hidden");
    expect((await t.json("GET", `/api/testimonials/${hidden.body.data.testimonial_id}`)).status).toBe(404);
    const admin = await t.json("GET", "/api/testimonials?is_active=false", { token });
    expect(admin.body.data.map((x: { name: string }) => x.name)).toContain("Hidden");
  });

  it("filters featured ones for the home page", async () => {
    await t.json("POST", "/api/testimonials", {
      token,
      body: { ...base, name: "Featured One", is_featured: true },
    });
    const res = await t.json("GET", "/api/testimonials?is_active=true&is_featured=true");
    expect(res.body.data.every((x: { is_featured: boolean }) => x.is_featured)).toBe(true);
    expect(res.body.data.map((x: { name: string }) => x.name)).toContain("Featured One");
  });

  it("refuses a rating outside 1-5 and missing required fields with 400 and field errors", async () => {
    const bad = await t.json("POST", "/api/testimonials", { token, body: { ...base, rating: 6 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({ field: "rating", message: VALIDATION_MESSAGES.ratingRange });
    const missing = await t.json("POST", "/api/testimonials", { token, body: { name: "x" } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(VALIDATION_MESSAGES.requiredFields);
  });

  it("updates and deletes; unknown ids are 404", async () => {
    const res = await t.json("POST", "/api/testimonials", { token, body: base });
    const id = res.body.data.testimonial_id;
    const upd = await t.json("PUT", `/api/testimonials/${id}`, { token, body: { rating: 4 } });
    expect(upd.body.data.rating).toBe(4);
    expect(upd.body.message).toBe(ADMIN_MESSAGES.testimonialUpdated);
    const deleted = await t.json("DELETE", `/api/testimonials/${id}`, { token });
    expect(deleted.body).toEqual({ success: true, data: null, message: ADMIN_MESSAGES.deleted });
    expect((await t.json("DELETE", `/api/testimonials/${id}`, { token })).status).toBe(404);
    expect((await t.json("GET", "/api/testimonials/1'")).status).toBe(404);
  });

  it("pages and searches the admin list with limit, offset and q, adding meta", async () => {
    for (const name of ["Paged Alpha", "Paged Beta", "Paged Gamma"])
      await t.json("POST", "/api/testimonials", { token, body: { ...base, name, company: "Paging Works" } });
    const page = await t.json("GET", "/api/testimonials?q=paging%20works&limit=2&offset=1", { token });
    expect(page.status).toBe(200);
    expect(page.body.meta).toEqual({ total: 3, limit: 2, offset: 1, total_is_estimate: false });
    expect(page.body.data).toHaveLength(2);
    // Without paging or search the whole list comes back, and no meta.
    const whole = await t.json("GET", "/api/testimonials", { token });
    expect(whole.body.meta).toBeUndefined();
    expect(whole.body.data.length).toBeGreaterThanOrEqual(3);
    expect((await t.json("GET", "/api/testimonials?limit=0", { token })).status).toBe(400);
  });

  it("stores a multipart field's CRLF line breaks as LF, as a JSON client would send them", async () => {
    const form = new FormData();
    form.set("name", "Line Breaks");
    form.set("testimonial_text", "First line\r\nSecond line\rThird");
    const res = await t.json("POST", "/api/testimonials", { token, body: form });
    expect(res.status).toBe(201);
    expect(res.body.data.testimonial_text).toBe("First line\nSecond line\nThird");
  });

  it("needs a token to write", async () => {
    expect((await t.json("POST", "/api/testimonials", { body: base })).status).toBe(401);
  });
});

describe("testimonial photos", () => {
  const photoFiles = () => listUploads(t.deps.uploadsDir).filter((f) => f.startsWith("testimonials/"));
  const withPhoto = (
    photo: Uint8Array,
    name: string,
    type: string,
    fields: Record<string, string> = base,
  ) => {
    const form = imageForm(photo, name, type);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return form;
  };

  it("stores an uploaded photo through the image pipeline, relative, and releases it when replaced", async () => {
    const created = await t.json("POST", "/api/testimonials", {
      token,
      body: withPhoto(await makeImage("jpeg", 600, 600), "me.jpg", "image/jpeg"),
    });
    expect(created.status).toBe(201);
    const first = created.body.data.avatar_url as string;
    expect(first).toMatch(/^\/uploads\/testimonials\/[0-9a-f]{32}-600x600-r2\.webp$/);
    expect((await t.request("GET", first)).status).toBe(200);

    const id = created.body.data.testimonial_id;
    const replaced = await t.json("PUT", `/api/testimonials/${id}`, {
      token,
      body: withPhoto(await makeImage("png", 300, 300), "new.png", "image/png", {}),
    });
    expect(replaced.status).toBe(200);
    const second = replaced.body.data.avatar_url as string;
    expect(second).not.toBe(first);
    expect(existsSync(uploadPath(t.deps.uploadsDir, first))).toBe(false);
    expect(existsSync(uploadPath(t.deps.uploadsDir, second))).toBe(true);

    // The admin form uploads first, then saves the URL; removing the photo saves an empty one.
    const uploaded = await t.json("POST", "/api/upload/testimonials", {
      token,
      body: imageForm(await makeImage("webp", 200, 200)),
    });
    expect(uploaded.status).toBe(201);
    const saved = await t.json("PUT", `/api/testimonials/${id}`, {
      token,
      body: { avatar_url: uploaded.body.data.url },
    });
    expect(saved.body.data.avatar_url).toBe(uploaded.body.data.url);
    expect(existsSync(uploadPath(t.deps.uploadsDir, second))).toBe(false);
    const removed = await t.json("PUT", `/api/testimonials/${id}`, { token, body: { avatar_url: "" } });
    expect(removed.status).toBe(200);
    expect(removed.body.data.avatar_url).toBeNull();
    expect(existsSync(uploadPath(t.deps.uploadsDir, uploaded.body.data.url))).toBe(false);
  });

  it("still takes a pasted photo link", async () => {
    const res = await t.json("POST", "/api/testimonials", {
      token,
      body: { ...base, avatar_url: "https://images.example.org/priya.jpg" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.avatar_url).toBe("https://images.example.org/priya.jpg");
  });

  it("converts a phone's HEIC photo (HEVC, which sharp cannot decode), and explains a damaged one", async () => {
    for (const [route, body] of [
      ["/api/testimonials", withPhoto(PHONE_HEIC, "IMG_0001.HEIC", "image/heic")],
      ["/api/upload/testimonials", imageForm(PHONE_HEIC, "IMG_0001.HEIC", "image/heic")],
    ] as const) {
      const res = await t.json("POST", route, { token, body });
      expect(res.status).toBe(201);
      expect(JSON.stringify(res.body.data)).toMatch(/\/uploads\/testimonials\/[0-9a-f]{32}-40x30-r2\.webp/);
    }
    const before = photoFiles();
    const damaged = PHONE_HEIC.slice(0, 300);
    const res = await t.json("POST", "/api/upload/testimonials", {
      token,
      body: imageForm(damaged, "IMG_0003.HEIC", "image/heic"),
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, message: VALIDATION_MESSAGES.heicNotSupported });
    expect(photoFiles()).toEqual(before);
  });

  it("converts a HEIC whose picture sharp can decode", async () => {
    const res = await t.json("POST", "/api/testimonials", {
      token,
      body: withPhoto(await makeDecodableHeic(120, 90), "IMG_0002.HEIC", "image/heic"),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.avatar_url).toMatch(/^\/uploads\/testimonials\/[0-9a-f]{32}-120x90-r2\.webp$/);
  });
});
