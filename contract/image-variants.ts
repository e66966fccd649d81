// How stored images are named, shared by the server that writes them and the pages that show them.
//
// An uploaded image is re-encoded to WebP and kept at the widths of a rendition set. Its main URL is its largest
// rendition and carries that rendition's size, and the set, in the name:
//     /uploads/<folder>/<name>-<W>x<H>-r2.webp     set 2 (480, 720, 960, 1600): every image stored now
//     /uploads/<folder>/<name>-<W>x<H>.webp        set 1 (480, 960, 1600): images stored before 720 was added
// (W at most IMAGE_MAX_WIDTH; never larger than the original) and for every width w of its set smaller than W
//     /uploads/<folder>/<name>-<w>w.webp
// <name> is 32 random hex digits. Pages derive srcset, width and height from the URL alone, so no database column
// records them, and any other URL (an external image, a path under /images/) simply has no variants. A stored
// image's files never change, so the set in its name is exactly the files it has: an image stored before a width
// was added keeps a srcset without that width, and no srcset ever names a file that was not made (decision 38).
import { UPLOAD_FOLDERS, type UploadFolder } from "./enums";

/**
 * The widths each rendition set keeps, ascending; the last one is also the largest width ever stored. A new set
 * gets the next number and becomes the current one; old sets stay, for the images already stored with them.
 */
export const IMAGE_RENDITION_SETS = {
  1: [480, 960, 1600],
  // 720: a 412 px phone at device pixel ratio 1.75 (Lighthouse's mobile screen) needs about 665 px for a card the
  // width of its screen, and took the 960 px file.
  2: [480, 720, 960, 1600],
} as const;
export type ImageRenditionSet = keyof typeof IMAGE_RENDITION_SETS;
/** The set new images are stored with. */
export const CURRENT_RENDITION_SET: ImageRenditionSet = 2;

/** Widths kept for srcset of new images, ascending; the last one is also the largest width ever stored. */
export const IMAGE_VARIANT_WIDTHS = IMAGE_RENDITION_SETS[CURRENT_RENDITION_SET];
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
  /** The rendition set it was stored with, read from its name. */
  set: ImageRenditionSet;
  /** Every rendition, narrowest first; the last one is `url` itself. */
  renditions: ImageRendition[];
  /** Ready for an <img srcset> attribute. */
  srcset: string;
}

const FOLDERS = UPLOAD_FOLDERS.join("|");
/** Set 1 has no marker: its names were given before sets had numbers. */
const MARKED_SETS = Object.keys(IMAGE_RENDITION_SETS)
  .filter((set) => set !== "1")
  .join("|");
/** `<folder>/<name>-<W>x<H>[-r<set>].webp`, capturing folder, name, W, H and the set's marker. */
const STORED_IMAGE_FILE = `(${FOLDERS})/([0-9a-f]{32})-([1-9]\\d{0,4})x([1-9]\\d{0,4})(?:-r(${MARKED_SETS}))?\\.webp`;
const STORED_IMAGE_URL = new RegExp(`^((?:https?://[^/\\s?#]+)?/uploads/)${STORED_IMAGE_FILE}$`);
const STORED_IMAGE_URL_IN_TEXT = new RegExp(`(?:https?://[^\\s"'<>/]+)?/uploads/${STORED_IMAGE_FILE}`, "g");

/** The main file name of a stored image. */
export const storedImageFileName = (
  name: string,
  width: number,
  height: number,
  set: ImageRenditionSet = CURRENT_RENDITION_SET,
) => `${name}-${width}x${height}${set === 1 ? "" : `-r${set}`}.webp`;

/** The file name of the narrower rendition of width `width`, the same in every set. */
export const imageVariantFileName = (name: string, width: number) => `${name}-${width}w.webp`;

/** Widths of the narrower renditions kept for an image of set `set` whose largest rendition is `mainWidth` wide. */
export const variantWidthsBelow = (
  mainWidth: number,
  set: ImageRenditionSet = CURRENT_RENDITION_SET,
): number[] => IMAGE_RENDITION_SETS[set].filter((w) => w < mainWidth);

/** Reads a stored image's URL; null for any URL that is not one (external images, static files). */
export function parseStoredImageUrl(url: string | null | undefined): StoredImageRef | null {
  const match = url ? STORED_IMAGE_URL.exec(url) : null;
  if (!url || !match) return null;
  const [, uploads, folder, name, w, h, marker] = match as unknown as [
    string,
    string,
    UploadFolder,
    string,
    string,
    string,
    string | undefined,
  ];
  const width = Number(w);
  const height = Number(h);
  const set = Number(marker ?? 1) as ImageRenditionSet;
  const renditions: ImageRendition[] = [
    ...variantWidthsBelow(width, set).map((vw) => ({
      url: `${uploads}${folder}/${imageVariantFileName(name, vw)}`,
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
    set,
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

/** The stored images' main URLs a text (a blog post's HTML) mentions, as written there. */
export const storedImageUrlsIn = (text: string): string[] => text.match(STORED_IMAGE_URL_IN_TEXT) ?? [];

/** srcset for an image URL, or undefined when the URL has no stored renditions. */
export const imageSrcSet = (url: string | null | undefined): string | undefined =>
  parseStoredImageUrl(url)?.srcset;
