// How stored images are named, shared by the server that writes them and the pages that show them.
//
// An uploaded image is re-encoded to WebP and kept at a few widths. Its main URL is its largest rendition and
// carries that rendition's size in the name:
//     /uploads/<folder>/<name>-<W>x<H>.webp        (W at most IMAGE_MAX_WIDTH; never larger than the original)
// and for every width w of IMAGE_VARIANT_WIDTHS smaller than W there is also
//     /uploads/<folder>/<name>-<w>w.webp
// <name> is 32 random hex digits. Pages derive srcset, width and height from the URL alone, so no database column
// records them, and any other URL (an external image, a path under /images/) simply has no variants.
import { UPLOAD_FOLDERS, type UploadFolder } from "./enums";

/** Widths kept for srcset, ascending; the last one is also the largest width ever stored. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_MAX_WIDTH = Math.max(...IMAGE_VARIANT_WIDTHS);
/** Tall images (posters, infographics) are bounded too, so one upload cannot become a huge file. */
export const IMAGE_MAX_HEIGHT = 3200;

export interface ImageRendition {
  url: string;
  width: number;
}

export interface StoredImageRef {
  /** The URL as given (relative, or absolute when a page stored it with the site origin). */
  url: string;
  folder: UploadFolder;
  name: string;
  width: number;
  height: number;
  /** Every rendition, narrowest first; the last one is `url` itself. */
  renditions: ImageRendition[];
  /** Ready for an <img srcset> attribute. */
  srcset: string;
}

const FOLDERS = UPLOAD_FOLDERS.join("|");
const STORED_IMAGE_URL = new RegExp(
  `^((?:https?://[^/\\s?#]+)?/uploads/(${FOLDERS})/)([0-9a-f]{32})-([1-9]\\d{0,4})x([1-9]\\d{0,4})\\.webp$`,
);

/** The main file name of a stored image. */
export const storedImageFileName = (name: string, width: number, height: number) =>
  `${name}-${width}x${height}.webp`;

/** The file name of the narrower rendition of width `width`. */
export const imageVariantFileName = (name: string, width: number) => `${name}-${width}w.webp`;

/** Widths of the narrower renditions kept for an image whose largest rendition is `mainWidth` wide. */
export const variantWidthsBelow = (mainWidth: number): number[] =>
  IMAGE_VARIANT_WIDTHS.filter((w) => w < mainWidth);

/** Reads a stored image's URL; null for any URL that is not one (external images, static files). */
export function parseStoredImageUrl(url: string | null | undefined): StoredImageRef | null {
  const match = url ? STORED_IMAGE_URL.exec(url) : null;
  if (!url || !match) return null;
  const [, prefix, folder, name, w, h] = match as unknown as [
    string,
    string,
    UploadFolder,
    string,
    string,
    string,
  ];
  const width = Number(w);
  const height = Number(h);
  const renditions: ImageRendition[] = [
    ...variantWidthsBelow(width).map((vw) => ({
      url: `${prefix}${imageVariantFileName(name, vw)}`,
      width: vw,
    })),
    { url, width },
  ];
  return {
    url,
    folder,
    name,
    width,
    height,
    renditions,
    srcset: renditions.map((r) => `${r.url} ${r.width}w`).join(", "),
  };
}

/**
 * A stored image's URL as the database keeps it: its path alone (/uploads/…), so that a move to another domain or
 * to HTTPS breaks nothing. Any other URL (an external image, a static file) is returned as it is.
 */
export function relativeStoredImageUrl<T extends string | null | undefined>(url: T): T {
  if (!url || !parseStoredImageUrl(url)) return url;
  return url.replace(/^https?:\/\/[^/]+/i, "") as T;
}

/** srcset for an image URL, or undefined when the URL has no stored renditions. */
export const imageSrcSet = (url: string | null | undefined): string | undefined =>
  parseStoredImageUrl(url)?.srcset;
