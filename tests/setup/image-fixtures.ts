// Real images for upload tests, made by sharp in memory, and helpers to look at what the server stored.
import { readdirSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import type { TestApp } from "./test-app";

export type ImageKind = "png" | "jpeg" | "webp" | "gif" | "avif";

export async function makeImage(kind: ImageKind, width = 640, height = 400): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  return new Uint8Array(await image[kind]().toBuffer());
}

/** A JPEG carrying EXIF (orientation 6: shown rotated a quarter turn, and a camera owner's name). */
export async function makeJpegWithExif(width: number, height: number): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: "#3a6" } })
    .withExif({ IFD0: { Copyright: "Secret Owner", Artist: "Secret Owner" } })
    .withMetadata({ orientation: 6 })
    .jpeg();
  return new Uint8Array(await image.toBuffer());
}

const crc32 = (bytes: Uint8Array) => {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
};

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny, valid-looking PNG whose header claims width x height pixels: a decompression bomb's calling card. */
export function makePngClaiming(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1024))),
    pngChunk("IEND", new Uint8Array()),
  ]);
}

export function imageForm(bytes: Uint8Array, name = "photo.png", type = "image/png", field = "image") {
  const form = new FormData();
  form.append(field, new File([bytes as BlobPart], name, { type }));
  return form;
}

/** Every file under the uploads directory, relative to it. */
export function listUploads(uploadsDir: string): string[] {
  try {
    return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
}

/** The path on disk of a stored /uploads/ URL. */
export const uploadPath = (uploadsDir: string, url: string) =>
  path.join(uploadsDir, url.replace(/^(https?:\/\/[^/]+)?\/uploads\//, ""));

/** Uploads a PNG through POST /api/upload/{folder} as staff, as the admin forms do first; its stored URL. */
export async function uploadImage(
  app: Pick<TestApp, "json">,
  token: string,
  folder: string,
  [width, height]: [number, number] = [64, 40],
): Promise<string> {
  const res = await app.json("POST", `/api/upload/${folder}`, {
    token,
    body: imageForm(await makeImage("png", width, height)),
  });
  if (res.status !== 201) throw new Error(`upload to ${folder} answered ${res.status}`);
  return res.body.data.url as string;
}
