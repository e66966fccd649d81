import { z } from "zod";

/** One backup file in DATA_DIR/backups, as `GET /api/backups` lists it (newest first). */
export const BackupFileSchema = z.object({
  file_name: z.string(),
  size: z.number().int().min(0),
  created_at: z.string(),
});
export type BackupFile = z.infer<typeof BackupFileSchema>;

/**
 * `GET /api/backups/offsite`: whether backups also go to a bucket, the newest copy there, and the newest failure
 * since that copy (null when the last attempt succeeded).
 */
export const OffsiteStatusSchema = z.object({
  configured: z.boolean(),
  bucket: z.string().nullable(),
  prefix: z.string().nullable(),
  last_copy: z
    .object({
      file_name: z.string(),
      object_key: z.string(),
      size: z.number().int(),
      finished_at: z.string(),
    })
    .nullable(),
  last_failure: z.object({ file_name: z.string(), error: z.string(), finished_at: z.string() }).nullable(),
});
export type OffsiteStatus = z.infer<typeof OffsiteStatusSchema>;
