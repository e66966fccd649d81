// Recognises a raster image by its first bytes. The file name and the declared content type are the sender's
// word; the magic numbers are what the decoder will actually see. SVG (a script-capable document) is never one.

export type RasterType = "png" | "jpeg" | "webp" | "gif" | "avif" | "heic";

/** The decoder sharp reports for each accepted type: AVIF and HEIC are both read by its HEIF loader. */
export const SHARP_FORMAT_OF: Record<RasterType, string> = {
  png: "png",
  jpeg: "jpeg",
  webp: "webp",
  gif: "gif",
  avif: "heif",
  heic: "heif",
};

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;

/** Brands of a HEIF file that is not AVIF: a phone's HEIC photo (HEVC), or the generic image and sequence brands. */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1"]);

/** The major and compatible brands of an ISO-BMFF file's ftyp box; empty for anything else. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return [];
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(boxSize >>> 0, bytes.length, 256);
  if (end < 16) return [];
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands;
}

export function sniffRasterType(bytes: Uint8Array): RasterType | null {
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "gif";
  const brands = ftypBrands(bytes);
  // AVIF first: an AVIF file also lists the generic mif1 brand.
  if (brands.some((brand) => brand === "avif" || brand === "avis")) return "avif";
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return "heic";
  return null;
}
