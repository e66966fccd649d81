import { z } from "zod";
import { UPLOAD_FOLDERS } from "../enums";

export const UploadFolderSchema = z.enum(UPLOAD_FOLDERS);

/** `POST /api/upload/{folder}` answers with the stored image: `url` is what a row stores. */
export const UploadedImageSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  /** The same as imageSrcSet(url) from contract/image-variants. */
  srcset: z.string(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;
