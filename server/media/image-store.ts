// Stores uploaded images. Every upload is decoded and re-encoded, never copied: what reaches /uploads/ is a WebP
// that sharp wrote itself, without EXIF/XMP/ICC metadata and without any bytes smuggled after the image data.
// File naming (and so srcset) follows contract/image-variants.ts.
import { randomBytes } from "node:crypto";
import { access, mkdir, open, rename, unlink } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { IMAGE_UPLOAD_MAX_BYTES } from "#contract/constants";
import type { UploadFolder } from "#contract/enums";
import {
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_WIDTH,
  imageVariantFileName,
  parseStoredImageUrl,
  storedImageFileName,
  variantWidthsBelow,
} from "#contract/image-variants";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { HttpError } from "#server/http/errors";
import { type DecodedImage, decodeHeic, HeicTooLargeError } from "./heic-decoder";
import { SHARP_FORMAT_OF, sniffRasterType } from "./image-type";
import { mediaStorageFor } from "./media-storage";

/**
 * Decompression-bomb guard: a few kilobytes of PNG can claim 50,000 x 50,000 pixels. 50 megapixels covers any
 * phone or camera photo while keeping one decode within a few hundred megabytes.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;
/** sharp's default effort (4) takes twice as long for files only about 4% smaller. */
const WEBP_EFFORT = 2;

// libvips' operation cache keeps decoded images around for reuse; uploads are one-off, so it only holds memory.
sharp.cache(false);

export interface StoredImage {
  /** The largest rendition: what a row stores as its image URL. */
  url: string;
  width: number;
  height: number;
  /** For <img srcset>; also derivable from `url` alone with parseStoredImageUrl. */
  srcset: string;
}

/** Caller-facing messages; products use the spec's shorter wording. */
export interface ImageMessages {
  tooLarge: string;
  notAnImage: string;
}

export const IMAGE_MESSAGES: ImageMessages = { tooLarge: V.fileTooLarge, notAnImage: V.notAnImage };
export const PRODUCT_IMAGE_MESSAGES: ImageMessages = {
  tooLarge: V.productFileTooLarge,
  notAnImage: V.productNotAnImage,
};

const fieldError = (status: 413 | 415 | 400, field: string, message: string) =>
  new HttpError(status, message, [{ field, message }]);

export interface ImageOptions {
  /** The form field named in the error, "image" unless told. */
  field?: string;
  messages?: ImageMessages;
}

/** The bytes of a multipart file, refused with 413 when larger than the 5 MB image limit. */
export async function imageFileBytes(file: File, options: ImageOptions = {}): Promise<Uint8Array> {
  const field = options.field ?? "image";
  const messages = options.messages ?? IMAGE_MESSAGES;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) throw fieldError(413, field, messages.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > IMAGE_UPLOAD_MAX_BYTES) throw fieldError(413, field, messages.tooLarge);
  return bytes;
}

/** Whether this build of sharp reads HEIF (HEIC, AVIF) from memory at all; read at each upload. */
export const heifInputAvailable = (): boolean => Boolean(sharp.format.heif?.input?.buffer);

interface Rendition {
  fileName: string;
  data: Buffer;
}

function mainSize(width: number, height: number) {
  const scale = Math.min(1, IMAGE_MAX_WIDTH / width, IMAGE_MAX_HEIGHT / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

type Encoded = { renditions: Rendition[]; width: number; height: number };

/** The WebP renditions of what `input` decodes to; `format` is what sharp must find in it, or it is refused. */
async function encodeFrom(
  input: Sharp,
  format: string,
  name: string,
  field: string,
  messages: ImageMessages,
): Promise<Encoded> {
  const meta = await input.metadata();
  // The magic number and the decoder must agree, or the bytes are something pretending to be an image.
  if (meta.format !== format) throw fieldError(415, field, messages.notAnImage);
  const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
  if (!oriented.width || !oriented.height) throw fieldError(415, field, messages.notAnImage);
  if (oriented.width * oriented.height > MAX_INPUT_PIXELS) throw fieldError(413, field, V.imageTooManyPixels);
  const size = mainSize(oriented.width, oriented.height);
  const encode = (width: number, height?: number) =>
    input
      .clone()
      .resize({ width, height, fit: "fill" })
      .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
      .toBuffer();
  const renditions: Rendition[] = [];
  for (const width of variantWidthsBelow(size.width))
    renditions.push({ fileName: imageVariantFileName(name, width), data: await encode(width) });
  // The main file comes last so that, once it exists, every narrower rendition exists too.
  renditions.push({
    fileName: storedImageFileName(name, size.width, size.height),
    data: await encode(size.width, size.height),
  });
  return { renditions, ...size };
}

/** A decoder failure means the bytes are not a usable image: the caller sent something wrong, not us. */
function asUploadError(err: unknown, field: string, notAnImage: string): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof Error && /pixel limit/i.test(err.message))
    return fieldError(413, field, V.imageTooManyPixels);
  return fieldError(415, field, notAnImage);
}

async function encodeRenditions(
  bytes: Uint8Array,
  name: string,
  field: string,
  messages: ImageMessages,
): Promise<Encoded> {
  const type = sniffRasterType(bytes);
  if (!type) throw fieldError(415, field, messages.notAnImage);
  // First frame only: an animated GIF or WebP becomes a still image, which is what every page here shows.
  const fromBytes = () =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", autoOrient: true });
  if (type !== "heic") {
    try {
      return await encodeFrom(fromBytes(), SHARP_FORMAT_OF[type], name, field, messages);
    } catch (err) {
      throw asUploadError(err, field, messages.notAnImage);
    }
  }
  // A phone's HEIC photo. The prebuilt sharp reads HEIF containers but has no HEVC decoder, so it decodes only the
  // rarer HEIF flavours (AV1 inside); a photo it cannot decode goes through libheif in a worker thread, and its
  // pixels are then encoded like any upload. Staff are told to export a JPEG only when neither can read it.
  if (heifInputAvailable())
    try {
      return await encodeFrom(fromBytes(), SHARP_FORMAT_OF.heic, name, field, messages);
    } catch (err) {
      if (err instanceof HttpError && err.status === 413) throw err;
    }
  let decoded: DecodedImage;
  try {
    decoded = await decodeHeic(bytes, MAX_INPUT_PIXELS);
  } catch (err) {
    if (err instanceof HeicTooLargeError) throw fieldError(413, field, V.imageTooManyPixels);
    throw fieldError(415, field, V.heicNotSupported);
  }
  const { width, height, data } = decoded;
  try {
    return await encodeFrom(
      sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS }),
      "raw",
      name,
      field,
      messages,
    );
  } catch (err) {
    throw asUploadError(err, field, V.heicNotSupported);
  }
}

async function writeFileDurably(filePath: string, data: Buffer) {
  const handle = await open(filePath, "wx", 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function removeQuietly(filePath: string) {
  try {
    await unlink(filePath);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
}

/**
 * Re-encodes `bytes` (PNG, JPEG, WebP, GIF, AVIF, HEIC/HEIF) to WebP renditions under `<uploadsDir>/<folder>/` and returns
 * the main one. 415 when the bytes are not such an image, 413 when it has too many pixels. Each file is written
 * under a temporary name and renamed into place, and a failure removes everything written, so an error never
 * leaves a file behind.
 */
export async function storeImage(
  uploadsDir: string,
  folder: UploadFolder,
  bytes: Uint8Array,
  options: ImageOptions = {},
): Promise<StoredImage> {
  const name = randomBytes(16).toString("hex");
  const { renditions, width, height } = await encodeRenditions(
    bytes,
    name,
    options.field ?? "image",
    options.messages ?? IMAGE_MESSAGES,
  );
  const dir = path.join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const rendition of renditions) {
      const finalPath = path.join(dir, rendition.fileName);
      const tempPath = `${finalPath}.${randomBytes(6).toString("hex")}.tmp`;
      written.push(tempPath);
      await writeFileDurably(tempPath, rendition.data);
      written.push(finalPath);
      await rename(tempPath, finalPath);
    }
    // Then for every other instance: an upload that only this disk holds is a 404 on the others.
    await mediaStorageFor(uploadsDir).saved(
      renditions.map((r) => ({ path: `${folder}/${r.fileName}`, data: r.data })),
    );
  } catch (err) {
    await Promise.allSettled(written.map(removeQuietly));
    throw err;
  }
  const main = renditions[renditions.length - 1] as Rendition;
  const url = `/uploads/${folder}/${main.fileName}`;
  const ref = parseStoredImageUrl(url);
  if (!ref) throw new Error(`stored image URL does not follow the naming convention: ${url}`);
  return { url, width, height, srcset: ref.srcset };
}

/** From a multipart file to a stored image: the size limit, then storeImage. */
export async function storeImageFile(
  uploadsDir: string,
  folder: UploadFolder,
  file: File,
  options: ImageOptions = {},
): Promise<StoredImage> {
  return storeImage(uploadsDir, folder, await imageFileBytes(file, options), options);
}

/**
 * Stores the files sent under the names in `parts` (all or none), runs `write` with their URLs by part name, and
 * removes those files again if the write fails, so a failed save never leaves a file behind.
 */
export async function withStoredImages<Part extends string, T>(
  uploadsDir: string,
  folder: UploadFolder,
  files: Record<string, File>,
  parts: readonly Part[],
  write: (urls: Partial<Record<Part, string>>) => Promise<T>,
  options: Pick<ImageOptions, "messages"> = {},
): Promise<T> {
  const urls: Partial<Record<Part, string>> = {};
  const discard = () =>
    Promise.allSettled(
      Object.values<string | undefined>(urls).map((url) => deleteStoredImage(uploadsDir, url)),
    );
  try {
    for (const part of parts) {
      const file = files[part];
      if (file)
        urls[part] = (await storeImageFile(uploadsDir, folder, file, { ...options, field: part })).url;
    }
    return await write(urls);
  } catch (err) {
    await discard();
    throw err;
  }
}

/** Where the files of a stored image's URL live on disk, main file last; empty for any other URL. */
function storedImagePaths(uploadsDir: string, url: string | null | undefined): string[] {
  const ref = parseStoredImageUrl(url);
  if (!ref) return [];
  const dir = path.join(uploadsDir, ref.folder);
  return [
    // The files of the set the image was stored with: an image older than a width never had that file.
    ...variantWidthsBelow(ref.width, ref.set).map((w) => path.join(dir, imageVariantFileName(ref.name, w))),
    path.join(dir, storedImageFileName(ref.name, ref.width, ref.height, ref.set)),
  ];
}

/**
 * Removes every rendition of a stored image. Returns false (and touches nothing) for a URL that is not a
 * stored image, so callers may pass any image URL a row holds.
 */
export async function deleteStoredImage(
  uploadsDir: string,
  url: string | null | undefined,
): Promise<boolean> {
  const paths = storedImagePaths(uploadsDir, url);
  if (paths.length === 0) return false;
  for (const filePath of paths) await removeQuietly(filePath);
  await mediaStorageFor(uploadsDir).removed(
    paths.map((p) => path.relative(uploadsDir, p).split(path.sep).join("/")),
  );
  return true;
}

/** Whether a stored image's main file is on disk; undefined for URLs that are not stored images. */
export async function storedImageExists(uploadsDir: string, url: string | null | undefined) {
  const paths = storedImagePaths(uploadsDir, url);
  const main = paths[paths.length - 1];
  if (!main) return undefined;
  try {
    await access(main);
    return true;
  } catch {
    // Uploaded through another instance, perhaps: not on this disk yet.
    return mediaStorageFor(uploadsDir).has(path.relative(uploadsDir, main).split(path.sep).join("/"));
  }
}

/**
 * Refuses (400) an image URL that names a stored image whose file is gone, so a row never points at a missing
 * file. URLs that are not stored images (external images, static files) are not ours to check.
 */
export async function assertStoredImagePresent(
  uploadsDir: string,
  url: string | null | undefined,
  field: string,
) {
  if ((await storedImageExists(uploadsDir, url)) === false) throw fieldError(400, field, V.imageMissing);
}
