// Checks an image file in the browser before it is sent, with the messages each form uses:
// blogs and gallery say 'File size must be less than 5MB' / 'Please select an image file', products say
// 'File must be < 5MB' / 'Select an image file'. The server checks again on the bytes.
import { IMAGE_UPLOAD_MAX_BYTES } from "#contract/constants";
import { VALIDATION_MESSAGES } from "#contract/messages";

export interface ImageFileMessages {
  tooLarge: string;
  notAnImage: string;
}

export const DEFAULT_IMAGE_FILE_MESSAGES: ImageFileMessages = {
  tooLarge: VALIDATION_MESSAGES.fileTooLarge,
  notAnImage: VALIDATION_MESSAGES.notAnImage,
};

export const PRODUCT_IMAGE_FILE_MESSAGES: ImageFileMessages = {
  tooLarge: VALIDATION_MESSAGES.productFileTooLarge,
  notAnImage: VALIDATION_MESSAGES.productNotAnImage,
};

/**
 * What the file inputs offer. A phone's HEIC photo is named explicitly: some browsers report it with no type at
 * all, and the picker would otherwise grey it out. The server converts it, or says what to do instead.
 */
export const IMAGE_FILE_ACCEPT = "image/*,.heic,.heif";
const HEIC_FILE_NAME = /\.hei[cf]$/i;

/** null when the file may be sent, else the message to show. Type is checked first: a huge PDF is "not an image". */
export function checkImageFile(
  file: Pick<File, "size" | "type"> & { name?: string },
  messages: ImageFileMessages = DEFAULT_IMAGE_FILE_MESSAGES,
): string | null {
  const heic = file.type === "" && HEIC_FILE_NAME.test(file.name ?? "");
  if (!file.type.startsWith("image/") && !heic) return messages.notAnImage;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return messages.tooLarge;
  return null;
}

/** Upload answers are site-relative (/uploads/…); the course form stores them absolute. */
export function absoluteUrl(url: string, origin: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin.replace(/\/$/, "")}${url.startsWith("/") ? "" : "/"}${url}`;
}
