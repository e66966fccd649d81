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

/** null when the file may be sent, else the message to show. Type is checked first: a huge PDF is "not an image". */
export function checkImageFile(
  file: Pick<File, "size" | "type">,
  messages: ImageFileMessages = DEFAULT_IMAGE_FILE_MESSAGES,
): string | null {
  if (!file.type.startsWith("image/")) return messages.notAnImage;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return messages.tooLarge;
  return null;
}

/** Upload answers are site-relative (/uploads/…); the course form stores them absolute. */
export function absoluteUrl(url: string, origin: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin.replace(/\/$/, "")}${url.startsWith("/") ? "" : "/"}${url}`;
}
