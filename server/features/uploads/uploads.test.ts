import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_UPLOAD_MAX_BYTES } from "#contract/constants";
import { parseStoredImageUrl } from "#contract/image-variants";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { storeImage } from "#server/media/image-store";
import { FORM_FIELDS_ALLOWANCE_BYTES } from "#server/media/upload-limit.middleware";
import {
  imageForm,
  listUploads,
  makeImage,
  makeJpegWithExif,
  makePngClaiming,
  uploadPath,
} from "../../../tests/setup/image-fixtures";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let token: string;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const upload = (form: FormData, folder = "gallery", auth: string | null = token) =>
  t.json("POST", `/api/upload/${folder}`, { token: auth ?? undefined, body: form });

/** Serialises a form the way a browser would, to send it byte for byte. */
async function multipart(form: FormData) {
  const res = new Response(form);
  return { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get("content-type") as string };
}

/** A real HTTP request over a socket: with Content-Length, or chunked without one. */
function rawPost(
  path: string,
  body: Buffer,
  headers: Record<string, string>,
  mode: "content-length" | "chunked",
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: mode === "content-length" ? { ...headers, "content-length": String(body.length) } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on("error", reject);
    if (mode === "chunked") {
      for (let offset = 0; offset < body.length; offset += 64 * 1024)
        req.write(body.subarray(offset, offset + 64 * 1024));
    } else req.write(body);
    req.end();
  });
}

/** A PNG of exactly `size` bytes: a real image padded after its end, which decoders ignore. */
async function pngOfExactly(size: number) {
  const png = Buffer.from(await makeImage("png", 64, 64));
  return Buffer.concat([png, Buffer.alloc(size - png.length, 0x20)]);
}

describe("POST /api/upload/:folder", () => {
  it.each([
    ["png", "photo.png", "image/png"],
    ["jpeg", "photo.jpg", "image/jpeg"],
    ["webp", "photo.webp", "image/webp"],
    ["gif", "photo.gif", "image/gif"],
    ["avif", "photo.avif", "image/avif"],
  ] as const)("stores a real %s as WebP and answers 201 with its URL", async (kind, name, type) => {
    const res = await upload(imageForm(await makeImage(kind, 640, 400), name, type));
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const { url, width, height, srcset } = res.body.data;
    expect(url).toMatch(/^\/uploads\/gallery\/[0-9a-f]{32}-640x400-r2\.webp$/);
    expect([width, height]).toEqual([640, 400]);
    expect(srcset).toBe(parseStoredImageUrl(url)?.srcset);
    const stored = await sharp(readFileSync(uploadPath(t.deps.uploadsDir, url))).metadata();
    expect(stored.format).toBe("webp");
    expect([stored.width, stored.height]).toEqual([640, 400]);
  });

  it("keeps narrower renditions for srcset and never upscales", async () => {
    const res = await upload(imageForm(await makeImage("png", 2000, 1000)), "courses");
    const { url } = res.body.data;
    expect(url).toMatch(/-1600x800-r2\.webp$/);
    const ref = parseStoredImageUrl(url);
    expect(ref?.renditions.map((r) => r.width)).toEqual([480, 720, 960, 1600]);
    for (const rendition of ref?.renditions ?? []) {
      const meta = await sharp(readFileSync(uploadPath(t.deps.uploadsDir, rendition.url))).metadata();
      expect(meta.width).toBe(rendition.width);
      expect(meta.format).toBe("webp");
    }
    const small = await upload(imageForm(await makeImage("png", 300, 200)), "courses");
    expect(small.body.data.url).toMatch(/-300x200-r2\.webp$/);
    expect(parseStoredImageUrl(small.body.data.url)?.renditions).toHaveLength(1);
    expect(listUploads(t.deps.uploadsDir).some((f) => f.endsWith(".tmp"))).toBe(false);
  });

  it("strips EXIF after applying its orientation", async () => {
    const jpeg = await makeJpegWithExif(200, 100);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(imageForm(jpeg, "camera.jpg", "image/jpeg"), "blogs");
    expect(res.status).toBe(201);
    const stored = readFileSync(uploadPath(t.deps.uploadsDir, res.body.data.url));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(stored.includes("Secret Owner")).toBe(false);
  });

  it("re-encodes a PNG with a script appended, so the stored bytes carry no script", async () => {
    const png = await makeImage("png", 320, 200);
    const polyglot = Buffer.concat([png, Buffer.from("<script>alert(document.cookie)</script>")]);
    const res = await upload(imageForm(polyglot));
    expect(res.status).toBe(201);
    const ref = parseStoredImageUrl(res.body.data.url);
    for (const rendition of ref?.renditions ?? []) {
      const stored = readFileSync(uploadPath(t.deps.uploadsDir, rendition.url));
      expect(stored.equals(polyglot)).toBe(false);
      expect(stored.includes("<script")).toBe(false);
    }
  });

  it("refuses with 415 what is not really a raster image, whatever its name says, and stores nothing", async () => {
    const before = listUploads(t.deps.uploadsDir);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const png = await makeImage("png", 64, 64);
    const cases: Array<[Uint8Array | string, string, string]> = [
      ["just some text, not a picture", "photo.png", "image/png"],
      [svg, "drawing.svg", "image/svg+xml"],
      [svg, "drawing.png", "image/png"],
      ["<html><script>alert(1)</script></html>", "page.jpg", "image/jpeg"],
      [png.subarray(0, 40), "truncated.png", "image/png"],
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(png.subarray(3))]),
        "liar.jpg",
        "image/jpeg",
      ],
    ];
    for (const [content, name, type] of cases) {
      const form = new FormData();
      form.append("image", new File([content as BlobPart], name, { type }));
      const res = await upload(form);
      expect(res.status, name).toBe(415);
      expect(res.body).toMatchObject({ success: false, message: V.notAnImage });
    }
    expect(listUploads(t.deps.uploadsDir)).toEqual(before);
  });

  it("refuses a decompression bomb with 413 before decoding it", async () => {
    const res = await upload(imageForm(makePngClaiming(20_000, 20_000)));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(V.imageTooManyPixels);
  });

  it("accepts exactly 5 MB", async () => {
    const res = await upload(imageForm(await pngOfExactly(IMAGE_UPLOAD_MAX_BYTES)));
    expect(res.status).toBe(201);
  });

  it.each(["content-length", "chunked"] as const)(
    "refuses 5 MB + 1 byte with 413 over a real socket (%s)",
    async (mode) => {
      const before = listUploads(t.deps.uploadsDir);
      const { body, type } = await multipart(imageForm(await pngOfExactly(IMAGE_UPLOAD_MAX_BYTES + 1)));
      const res = await rawPost(
        "/api/upload/gallery",
        body,
        { "content-type": type, authorization: `Bearer ${token}` },
        mode,
      );
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, message: V.fileTooLarge });
      expect(listUploads(t.deps.uploadsDir)).toEqual(before);
    },
  );

  it("stops reading a chunked body without Content-Length once it passes the limit", async () => {
    const boundary = "----academy-test-boundary";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const total = 4 * IMAGE_UPLOAD_MAX_BYTES;
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= total) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request("/api/upload/gallery", {
      method: "POST",
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
      },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(V.fileTooLarge);
    // Cut at one image plus the allowance for text fields, not after the whole body or the general limit.
    expect(sent).toBeLessThanOrEqual(IMAGE_UPLOAD_MAX_BYTES + FORM_FIELDS_ALLOWANCE_BYTES + chunk.length);
  });

  it("needs an admin token, a known folder and a file in the field `image`", async () => {
    const png = await makeImage("png", 64, 64);
    expect((await upload(imageForm(png), "gallery", null)).status).toBe(401);
    expect((await upload(imageForm(png), "secrets")).status).toBe(404);
    expect((await upload(imageForm(png), "..%2f..%2fetc")).status).toBe(404);
    const wrongField = await upload(imageForm(png, "photo.png", "image/png", "file"));
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.errors).toContainEqual({ field: "image", message: V.notAnImage });
    const json = await t.json("POST", "/api/upload/gallery", { token, body: { image: "x" } });
    expect(json.status).toBe(400);
  });

  it("serves stored images with nosniff, a sandboxing CSP and a long immutable cache", async () => {
    const res = await upload(
      imageForm(await makeImage("webp", 500, 300), "p.webp", "image/webp"),
      "products",
    );
    const served = await t.request("GET", res.body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(served.headers.get("cache-control")).toMatch(/max-age=\d{7,}/);
    expect(served.headers.get("cache-control")).toContain("immutable");
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes).toEqual(new Uint8Array(readFileSync(uploadPath(t.deps.uploadsDir, res.body.data.url))));
    expect((await t.request("GET", "/uploads/products/nothing-here.webp")).status).toBe(404);
    for (const outside of [
      "/uploads/../package.json",
      "/uploads/..%2f..%2fpackage.json",
      "/uploads/%2e%2e/package.json",
    ])
      expect((await t.request("GET", outside)).status, outside).toBe(404);
  });
});

describe("storeImage", () => {
  it("fails cleanly, leaving no file behind, when the folder cannot be written", async () => {
    // A file where the folder should be makes the directory unusable.
    const dir = mkdtempSync(`${t.deps.uploadsDir}-broken-`);
    writeFileSync(`${dir}/gallery`, "not a directory");
    await expect(storeImage(dir, "gallery", await makeImage("png", 1200, 600))).rejects.toThrow();
    expect(listUploads(dir)).toEqual(["gallery"]);
    expect(existsSync(`${dir}/gallery`)).toBe(true);
  });
});
