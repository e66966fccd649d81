// Two app servers on one PostgreSQL, each with a DATA_DIR of its own: whatever one stores, the other serves.
// On the embedded database the layout stays files on disk only.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStoredImageUrl } from "#contract/image-variants";
import { deleteStoredImage } from "#server/media/image-store";
import { downloadSharedMedia, mediaStorageFor, openMediaStorage } from "#server/media/media-storage";
import { seedDemoContent } from "#server/seed/demo-content";
import { imageForm, listUploads, makeImage } from "../../tests/setup/image-fixtures";
import { createTestApp, type TestApp, usingPostgres } from "../../tests/setup/test-app";

async function uploadThrough(t: TestApp) {
  const token = await t.adminToken();
  const res = await t.json<{ data: { url: string } }>("POST", "/api/upload/gallery", {
    token,
    body: imageForm(await makeImage("png", 900, 600)),
  });
  expect(res.status).toBe(201);
  return res.body.data.url;
}

async function mediaRows(t: TestApp): Promise<string[]> {
  const result = (await t.deps.database.db.execute(
    sql`select path from media_files order by path`,
  )) as unknown as {
    rows: { path: string }[];
  };
  return result.rows.map((r) => r.path);
}

describe.skipIf(!usingPostgres())("two app servers on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { sharing: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("serves through B an image uploaded through A, then keeps it on B's disk", async () => {
    const url = await uploadThrough(a);
    const ref = parseStoredImageUrl(url);
    if (!ref) throw new Error(`not a stored image URL: ${url}`);
    const onB = path.join(b.deps.uploadsDir, url.slice("/uploads/".length));
    expect(existsSync(onB)).toBe(false);

    const fromA = await a.request("GET", url);
    const fromB = await b.request("GET", url);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    expect(fromB.headers.get("cache-control")).toContain("immutable");
    expect(fromB.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    expect(existsSync(onB)).toBe(true);

    // Every rendition of the srcset, not only the main file.
    for (const candidate of ref.srcset.split(", ")) {
      const src = candidate.split(" ")[0] as string;
      expect((await b.request("GET", src)).status, src).toBe(200);
    }
  });

  it("answers 404 on B for a file no server stored, and for paths outside the uploads", async () => {
    expect(
      (await b.request("GET", "/uploads/gallery/0123456789abcdef0123456789abcdef-900x600.webp")).status,
    ).toBe(404);
    expect((await b.request("GET", "/uploads/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });

  it("serves every demo image through B", async () => {
    await seedDemoContent({ db: a.deps.database.db, uploadsDir: a.deps.uploadsDir, logger: a.deps.logger });
    const files = listUploads(a.deps.uploadsDir);
    expect(files.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const file of files) {
      const rel = file.split(path.sep).join("/");
      const res = await b.request("GET", `/uploads/${rel}`);
      await res.arrayBuffer();
      if (res.status !== 200) missing.push(rel);
    }
    expect(missing).toEqual([]);
  });

  it("deleting an image removes it from the shared store", async () => {
    const url = await uploadThrough(b);
    const ref = parseStoredImageUrl(url);
    const before = await mediaRows(a);
    expect(before.filter((p) => p.includes(ref?.name ?? "?")).length).toBeGreaterThan(0);
    expect(await deleteStoredImage(b.deps.uploadsDir, url)).toBe(true);
    expect((await mediaRows(a)).filter((p) => p.includes(ref?.name ?? "?"))).toEqual([]);
    expect((await a.request("GET", url)).status).toBe(404);
  });

  it("copies a site's existing files into the database at start-up, once", async () => {
    const dir = path.join(a.deps.uploadsDir, "blog");
    mkdirSync(dir, { recursive: true });
    const bytes = Buffer.from(await makeImage("webp", 320, 200));
    writeFileSync(path.join(dir, "older-site-file-320x200.webp"), bytes);
    // Left behind by a write that never finished: not a file of the site.
    writeFileSync(path.join(dir, "older-site-file-320x200.webp.0a1b2c.tmp"), bytes.subarray(0, 10));

    const storage = openMediaStorage(a.deps.database, a.deps.uploadsDir);
    expect(storage).toBe(mediaStorageFor(a.deps.uploadsDir));
    expect(await storage.importLocalFiles()).toBe(1);
    expect(await storage.importLocalFiles()).toBe(0);
    const rows = await mediaRows(a);
    expect(rows).toContain("blog/older-site-file-320x200.webp");
    expect(new Set(rows).size).toBe(rows.length);

    const res = await b.request("GET", "/uploads/blog/older-site-file-320x200.webp");
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
  });

  it("gives a backup every shared file, even those this server never served", async () => {
    const fresh = mkdtempSync(path.join(os.tmpdir(), "academy-media-"));
    try {
      const rows = await mediaRows(a);
      expect(await downloadSharedMedia(b.deps.database, fresh)).toBe(rows.length);
      expect(listUploads(fresh).map((f) => f.split(path.sep).join("/"))).toEqual(rows);
      const sample = rows[0] as string;
      expect(readFileSync(path.join(fresh, sample))).toEqual(
        readFileSync(path.join(a.deps.uploadsDir, sample)),
      );
      expect(await downloadSharedMedia(b.deps.database, fresh)).toBe(0);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});

describe.skipIf(usingPostgres())("one server on the embedded database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps uploads on disk only, as before", async () => {
    expect(mediaStorageFor(t.deps.uploadsDir).kind).toBe("disk");
    const url = await uploadThrough(t);
    expect(existsSync(path.join(t.deps.uploadsDir, url.slice("/uploads/".length)))).toBe(true);
    expect((await t.request("GET", url)).status).toBe(200);
    expect(await mediaRows(t)).toEqual([]);
  });
});
