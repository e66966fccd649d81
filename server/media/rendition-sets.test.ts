// The 720 px rendition through the real upload path, and images stored before it existed: a srcset names exactly
// the files an image has, whichever rendition set it was stored with, and deleting the image removes them all.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IMAGE_RENDITION_SETS,
  imageVariantFileName,
  parseStoredImageUrl,
  type StoredImageRef,
  storedImageFileName,
} from "#contract/image-variants";
import { mediaStorageFor } from "#server/media/media-storage";
import { imageForm, listUploads, makeImage, uploadPath } from "../../tests/setup/image-fixtures";
import { createTestApp, type TestApp, usingPostgres } from "../../tests/setup/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterAll(() => t.close());

const filesNamed = (name: string) => listUploads(t.deps.uploadsDir).filter((f) => f.includes(name));

/** The shared store's paths of an image (PostgreSQL); the embedded database keeps files on disk only. */
async function sharedRowsNamed(name: string): Promise<string[]> {
  if (!usingPostgres()) return [];
  const result = (await t.deps.database.db.execute(
    sql`select path from media_files where path like ${`%${name}%`} order by path`,
  )) as unknown as { rows: { path: string }[] };
  return result.rows.map((r) => r.path);
}

/** Every candidate of the srcset is served, and is a WebP as wide as the srcset says. */
async function expectSrcsetServed(ref: StoredImageRef) {
  for (const candidate of ref.srcset.split(", ")) {
    const [url, descriptor] = candidate.split(" ") as [string, string];
    const res = await t.request("GET", url);
    expect(res.status, url).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, `${meta.width}w`], url).toEqual(["webp", descriptor]);
  }
}

/** Deletes a gallery row for good (trash included), which releases its image. */
async function deleteForGood(id: number) {
  expect((await t.json("DELETE", `/api/gallery/${id}`, { token })).status).toBe(200);
  expect((await t.json("DELETE", `/api/trash/gallery/${id}`, { token })).status).toBe(200);
}

/**
 * An image as the store kept it before the 720 px rendition existed: the first set's widths and unmarked main
 * name, on this server's disk and, on PostgreSQL, in the shared store as every server had it.
 */
async function storeOldStyleImage(width: number, height: number): Promise<string> {
  const name = randomBytes(16).toString("hex");
  const source = sharp(await makeImage("png", width, height));
  const files = [
    ...IMAGE_RENDITION_SETS[1]
      .filter((w) => w < width)
      .map((w) => ({ fileName: imageVariantFileName(name, w), width: w })),
    { fileName: storedImageFileName(name, width, height, 1), width },
  ];
  const dir = path.join(t.deps.uploadsDir, "gallery");
  await mkdir(dir, { recursive: true });
  const written = [];
  for (const file of files) {
    const data = await source.clone().resize({ width: file.width }).webp().toBuffer();
    await writeFile(path.join(dir, file.fileName), data);
    written.push({ path: `gallery/${file.fileName}`, data });
  }
  await mediaStorageFor(t.deps.uploadsDir).saved(written);
  return `/uploads/gallery/${storedImageFileName(name, width, height, 1)}`;
}

describe("the 720 px rendition", () => {
  it("is made for a new upload, named in its srcset, and deleted with the row that shows it", async () => {
    const form = imageForm(await makeImage("jpeg", 1200, 800), "photo.jpg", "image/jpeg");
    form.append("title", "Rendition test");
    const res = await t.json("POST", "/api/gallery", { token, body: form });
    expect(res.status).toBe(201);
    const url: string = res.body.data.image_url;
    const ref = parseStoredImageUrl(url);
    if (!ref) throw new Error(`not a stored image URL: ${url}`);
    expect(url).toBe(`/uploads/gallery/${ref.name}-1200x800-r2.webp`);
    expect(ref.srcset).toContain(`/uploads/gallery/${ref.name}-720w.webp 720w`);
    expect(ref.renditions.map((r) => r.width)).toEqual([480, 720, 960, 1200]);
    await expectSrcsetServed(ref);
    expect(filesNamed(ref.name)).toEqual(
      [
        `${ref.name}-1200x800-r2.webp`,
        `${ref.name}-480w.webp`,
        `${ref.name}-720w.webp`,
        `${ref.name}-960w.webp`,
      ]
        .map((f) => path.join("gallery", f))
        .sort(),
    );
    if (usingPostgres()) expect(await sharedRowsNamed(ref.name)).toHaveLength(4);

    await deleteForGood(res.body.data.image_id);
    expect(filesNamed(ref.name)).toEqual([]);
    expect(await sharedRowsNamed(ref.name)).toEqual([]);
    expect((await t.request("GET", `/uploads/gallery/${ref.name}-720w.webp`)).status).toBe(404);
  });

  it("is in the srcset /api/upload answers", async () => {
    const res = await t.json("POST", "/api/upload/blogs", {
      token,
      body: imageForm(await makeImage("png", 1000, 500)),
    });
    expect(res.status).toBe(201);
    const ref = parseStoredImageUrl(res.body.data.url);
    if (!ref) throw new Error(`not a stored image URL: ${res.body.data.url}`);
    expect(res.body.data.srcset).toBe(ref.srcset);
    expect(res.body.data.srcset).toContain("-720w.webp 720w");
    expect(existsSync(uploadPath(t.deps.uploadsDir, `/uploads/blogs/${ref.name}-720w.webp`))).toBe(true);
  });

  it("is never named for an image stored before it existed, which keeps and releases the files it has", async () => {
    const url = await storeOldStyleImage(1200, 800);
    const res = await t.json("POST", "/api/gallery", {
      token,
      body: { title: "Stored last year", image_url: url },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.image_url).toBe(url);
    const ref = parseStoredImageUrl(res.body.data.image_url);
    if (!ref) throw new Error(`not a stored image URL: ${url}`);
    expect(ref.renditions.map((r) => r.width)).toEqual([480, 960, 1200]);
    expect(ref.srcset).not.toContain("720w");
    await expectSrcsetServed(ref);
    expect(filesNamed(ref.name)).toHaveLength(3);

    await deleteForGood(res.body.data.image_id);
    expect(filesNamed(ref.name)).toEqual([]);
    expect(await sharedRowsNamed(ref.name)).toEqual([]);
  });

  it("refuses a row naming a stored image whose main file is missing, in either naming", async () => {
    const name = randomBytes(16).toString("hex");
    for (const missing of [
      `/uploads/gallery/${name}-100x100.webp`,
      `/uploads/gallery/${name}-100x100-r2.webp`,
    ]) {
      const res = await t.json("POST", "/api/gallery", {
        token,
        body: { title: "Gone", image_url: missing },
      });
      expect(res.status, missing).toBe(400);
    }
    // A marker of no set is not a stored image's name at all.
    expect(parseStoredImageUrl(`/uploads/gallery/${name}-100x100-r9.webp`)).toBeNull();
  });
});
