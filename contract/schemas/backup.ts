import { z } from "zod";

/** One backup file in DATA_DIR/backups, as `GET /api/backups` lists it (newest first). */
export const BackupFileSchema = z.object({
  file_name: z.string(),
  size: z.number().int().min(0),
  created_at: z.string(),
});
export type BackupFile = z.infer<typeof BackupFileSchema>;
