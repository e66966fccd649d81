import { existsSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { IMAGE_UPLOAD_MAX_BYTES } from "#contract/constants";
import { parseStoredImageUrl } from "#contract/image-variants";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { listUploads, makeImage, uploadPath } from "../../../tests/setup/image-fixtures";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

type Part = string | { bytes: Uint8Array; name?: string; type?: string };

/** A multipart form as the product admin form sends it; a key given twice sends both parts. */
function productForm(parts: Array<[string, Part]>) {
  const form = new FormData();
  for (const [key, value] of parts) {
    if (typeof value === "string") form.append(key, value);
    else
      form.append(
        key,
        new File([value.bytes as BlobPart], value.name ?? "photo.png", { type: value.type ?? "image/png" }),
      );
  }
  return form;
}

const post = (body: unknown) => t.json("POST", "/api/products", { token, body });
const productFiles = () => listUploads(t.deps.uploadsDir).filter((f) => f.startsWith("products/"));
const filesOf = (url: string) =>
  (parseStoredImageUrl(url)?.renditions ?? []).map((r) => uploadPath(t.deps.uploadsDir, r.url));

describe("products API", () => {
  it("creates from the multipart form with two image files, features as JSON text", async () => {
    const res = await post(
      productForm([
        ["name", "Aroma Diffuser Oil"],
        ["category", "Aroma"],
        ["short_desc", "Calms a room"],
        ["full_desc", "A blend of oils for the north-east corner."],
        ["features", JSON.stringify(["Natural", "  ", "Long lasting"])],
        ["modal_image", ""],
        ["image", { bytes: await makeImage("png", 900, 900) }],
        [
          "modal_image",
          { bytes: await makeImage("jpeg", 1800, 1200), name: "large.jpg", type: "image/jpeg" },
        ],
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(ADMIN_MESSAGES.productCreated);
    expect(res.body.data).toMatchObject({
      name: "Aroma Diffuser Oil",
      category: "Aroma",
      short_desc: "Calms a room",
      full_desc: "A blend of oils for the north-east corner.",
      features: ["Natural", "Long lasting"],
    });
    expect(res.body.data.image).toMatch(/^\/uploads\/products\/[0-9a-f]{32}-900x900-r2\.webp$/);
    expect(res.body.data.modal_image).toMatch(/^\/uploads\/products\/[0-9a-f]{32}-1600x1067-r2\.webp$/);
    for (const url of [res.body.data.image, res.body.data.modal_image])
      expect((await t.request("GET", url)).status).toBe(200);
    const got = await t.json("GET", `/api/products/${res.body.data.id}`);
    expect(got.body.data).toEqual(res.body.data);
  });

  it("accepts JSON with the camelCase spellings, and applies the image fallbacks both ways", async () => {
    const onlyImage = await post({
      name: "Copper Pyramid",
      image: "https://cdn.example.com/pyramid.jpg",
      shortDesc: "Small",
      fullDesc: "Large text",
      features: ["Copper"],
    });
    expect(onlyImage.status).toBe(201);
    expect(onlyImage.body.data).toMatchObject({
      image: "https://cdn.example.com/pyramid.jpg",
      modal_image: "https://cdn.example.com/pyramid.jpg",
      short_desc: "Small",
      full_desc: "Large text",
      features: ["Copper"],
    });
    const onlyModal = await post({ name: "Salt Lamp", modal_image: "/images/lamp.jpg" });
    expect(onlyModal.body.data).toMatchObject({ image: "/images/lamp.jpg", modal_image: "/images/lamp.jpg" });
    const none = await post({ name: "Mystery" });
    expect(none.body.data).toMatchObject({ image: null, modal_image: null, features: [], category: null });
  });

  it("stores unparseable features text as an empty list, and always answers a list", async () => {
    const res = await post(
      productForm([
        ["name", "Rudraksha"],
        ["features", "not json, just words"],
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.features).toEqual([]);
    const [row] = await t.deps.database.db
      .execute(sql`select features from products where id = ${res.body.data.id}`)
      .then((r) => (r as unknown as { rows: { features: unknown }[] }).rows);
    expect(row?.features).toEqual([]);
    const wrongShape = await post({ name: "x", features: { a: 1 } });
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.errors?.[0]?.field).toBe("features");
  });

  it("requires a name with the spec's message", async () => {
    for (const body of [{ category: "Aroma" }, { name: "   " }]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(V.productNameRequired);
      expect(res.body.errors).toContainEqual({ field: "name", message: V.productNameRequired });
    }
    const form = await post(productForm([["category", "Aroma"]]));
    expect(form.body.message).toBe(V.productNameRequired);
  });

  it("refuses non-images (415) and files over 5 MB (413) with the product form's wording, storing nothing", async () => {
    const before = productFiles();
    const fake = await post(
      productForm([
        ["name", "x"],
        ["image", { bytes: await makeImage("png", 64, 64) }],
        ["modal_image", { bytes: new TextEncoder().encode("GIF89a but really text"), name: "m.gif" }],
      ]),
    );
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe(V.productNotAnImage);
    expect(fake.body.errors).toContainEqual({ field: "modal_image", message: V.productNotAnImage });
    const big = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1);
    big.set(await makeImage("png", 32, 32));
    const tooBig = await post(
      productForm([
        ["name", "x"],
        ["image", { bytes: big }],
      ]),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(V.productFileTooLarge);
    // The first image was stored before the second was refused: it must be gone again.
    expect(productFiles()).toEqual(before);
  });

  it("lists every product publicly, newest first, and pages and searches for the admin list", async () => {
    await post({ name: "Paging Alpha", category: "Paging" });
    await post({ name: "Paging Beta", category: "Paging" });
    const all = await t.json("GET", "/api/products");
    expect(all.status).toBe(200);
    const names = all.body.data.map((p: { name: string }) => p.name);
    expect(names.indexOf("Paging Beta")).toBeLessThan(names.indexOf("Paging Alpha"));
    expect(all.body.meta).toBeUndefined();
    const page = await t.json("GET", "/api/products?q=paging&limit=1&offset=1", { token });
    expect(page.body.meta).toEqual({ total: 2, limit: 1, offset: 1, total_is_estimate: false });
    expect(page.body.data.map((p: { name: string }) => p.name)).toEqual(["Paging Alpha"]);
    expect((await t.json("GET", "/api/products?offset=-1")).status).toBe(400);
  });

  it("updates fields and images, releasing the replaced file and keeping the other", async () => {
    const res = await post(
      productForm([
        ["name", "Vastu Yantra"],
        ["image", { bytes: await makeImage("png", 700, 700) }],
        ["modal_image", { bytes: await makeImage("png", 1000, 800) }],
      ]),
    );
    const { id, image, modal_image } = res.body.data;
    const upd = await t.json("PUT", `/api/products/${id}`, {
      token,
      body: productForm([
        ["name", "Vastu Yantra Gold"],
        ["features", '["Gold plated"]'],
        ["modal_image", modal_image],
        ["image", { bytes: await makeImage("webp", 500, 500), name: "n.webp", type: "image/webp" }],
      ]),
    });
    expect(upd.status).toBe(200);
    expect(upd.body.message).toBe(ADMIN_MESSAGES.productUpdated);
    expect(upd.body.data).toMatchObject({
      name: "Vastu Yantra Gold",
      features: ["Gold plated"],
      modal_image,
    });
    expect(upd.body.data.image).toMatch(/-500x500-r2\.webp$/);
    for (const file of filesOf(image)) expect(existsSync(file)).toBe(false);
    for (const file of filesOf(modal_image)) expect(existsSync(file)).toBe(true);
    const json = await t.json("PUT", `/api/products/${id}`, { token, body: { shortDesc: "Short" } });
    expect(json.body.data).toMatchObject({ short_desc: "Short", name: "Vastu Yantra Gold" });
    const missing = await t.json("PUT", `/api/products/${id}`, {
      token,
      body: { modal_image: `/uploads/products/${"b".repeat(32)}-20x20.webp` },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({ field: "modal_image", message: V.imageMissing });
  });

  it("deletes the product and its stored images", async () => {
    const res = await post(
      productForm([
        ["name", "Crystal"],
        ["image", { bytes: await makeImage("png", 600, 600) }],
      ]),
    );
    const { id, image } = res.body.data;
    const del = await t.json("DELETE", `/api/products/${id}`, { token });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe(ADMIN_MESSAGES.productDeleted);
    // In the trash it keeps its images; deleted from the trash, they go.
    for (const file of filesOf(image)) expect(existsSync(file)).toBe(true);
    expect((await t.json("DELETE", `/api/trash/products/${id}`, { token })).status).toBe(200);
    for (const file of filesOf(image)) expect(existsSync(file)).toBe(false);
    expect((await t.json("GET", `/api/products/${id}`)).status).toBe(404);
    expect((await t.json("DELETE", `/api/products/${id}`, { token })).status).toBe(404);
  });

  it("leaves no orphan file when the database refuses the row", async () => {
    const db = t.deps.database.db;
    const before = productFiles();
    await db.execute(sql`create or replace function product_write_fails() returns trigger language plpgsql as
      $$ begin raise exception 'write refused by test'; end $$`);
    await db.execute(sql`create trigger product_write_fails before insert on products
      for each row execute function product_write_fails()`);
    try {
      const res = await post(
        productForm([
          ["name", "Never saved"],
          ["image", { bytes: await makeImage("png", 400, 400) }],
          ["modal_image", { bytes: await makeImage("png", 1200, 1200) }],
        ]),
      );
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger product_write_fails on products`);
    }
    expect(productFiles()).toEqual(before);
  });

  it("needs a token to write; unknown or malformed ids are 404", async () => {
    expect((await t.json("POST", "/api/products", { body: { name: "x" } })).status).toBe(401);
    expect((await t.json("PUT", "/api/products/1", { body: { name: "x" } })).status).toBe(401);
    expect((await t.json("DELETE", "/api/products/1")).status).toBe(401);
    expect((await t.json("PUT", "/api/products/999999", { token, body: { name: "x" } })).status).toBe(404);
    expect((await t.json("GET", "/api/products/abc")).status).toBe(404);
    const twice = await post(
      productForm([
        ["name", "a"],
        ["name", "b"],
      ]),
    );
    expect(twice.status).toBe(400);
  });

  it("hides an inactive product from visitors, keeps it for staff, and orders the guide by display_order", async () => {
    const hidden = (await post({ name: "Hidden Remedy", category: "Visibility", is_active: false })).body
      .data;
    const second = (await post({ name: "Second Remedy", category: "Visibility", display_order: 2 })).body
      .data;
    const first = (await post({ name: "First Remedy", category: "Visibility", display_order: 1 })).body.data;
    expect(hidden).toMatchObject({ is_active: false, display_order: 0 });
    expect(first).toMatchObject({ is_active: true, display_order: 1 });

    const publicNames = (await t.json("GET", "/api/products")).body.data.map((p: { name: string }) => p.name);
    expect(publicNames).not.toContain("Hidden Remedy");
    expect(publicNames.indexOf("First Remedy")).toBeLessThan(publicNames.indexOf("Second Remedy"));
    // Whatever a visitor asks for, an inactive product does not exist for them.
    const asked = (await t.json("GET", "/api/products?is_active=false")).body.data;
    expect(asked.map((p: { name: string }) => p.name)).not.toContain("Hidden Remedy");
    expect((await t.json("GET", `/api/products/${hidden.id}`)).status).toBe(404);

    const staff = await t.json("GET", "/api/products?is_active=false&q=visibility", { token });
    expect(staff.body.data.map((p: { name: string }) => p.name)).toEqual(["Hidden Remedy"]);
    expect((await t.json("GET", `/api/products/${hidden.id}`, { token })).body.data.name).toBe(
      "Hidden Remedy",
    );

    const shown = await t.json("PUT", `/api/products/${hidden.id}`, { token, body: { is_active: true } });
    expect(shown.body.data).toMatchObject({ name: "Hidden Remedy", is_active: true });
    expect((await t.json("GET", `/api/products/${hidden.id}`)).status).toBe(200);
    await Promise.all(
      [hidden, second, first].map((p) => t.json("DELETE", `/api/products/${p.id}`, { token })),
    );
  });

  it("refuses a negative or fractional display order and a non-boolean is_active", async () => {
    for (const body of [
      { name: "Bad Order", display_order: -1 },
      { name: "Bad Order", display_order: "1.5" },
      { name: "Bad Active", is_active: "maybe" },
    ]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const listed = (await t.json("GET", "/api/products?q=bad", { token })).body.data;
    expect(listed).toEqual([]);
  });
});
