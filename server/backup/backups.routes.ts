// Admin-only: list the backups, make one now, download the newest. A backup holds every visitor's personal data
// and the admins' password hashes, so no response here may be stored by a browser or a proxy.
import { createReadStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { Hono } from "hono";
import { BackupFileSchema, OffsiteStatusSchema } from "#contract/schemas/backup";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { HttpError } from "#server/http/errors";
import { requireStaff } from "#server/http/require-admin";
import type { ApiOperation } from "#server/openapi/operation";
import {
  BackupBusyError,
  backupsDirOf,
  copyOffsite,
  listBackups,
  makeBackup,
  offsiteStatus,
} from "./backups.service";

/** The backup routes' operations, for the OpenAPI document (server/openapi/operations.ts joins them). */
export const BACKUP_OPERATIONS: readonly ApiOperation[] = [
  {
    method: "get",
    path: "/api/backups",
    tag: "Operations",
    summary: "List the backups kept in DATA_DIR/backups",
    description: "Newest first: the daily automatic backups and the ones made with POST /api/backups.",
    access: "admin",
    area: "backups",
    response: { status: 200, data: { schema: BackupFileSchema, name: "BackupFile", list: true } },
  },
  {
    method: "post",
    path: "/api/backups",
    tag: "Operations",
    summary: "Back up now",
    description:
      "Writes one backup file (database, uploaded media, manifest) into DATA_DIR/backups, inside this server " +
      "process, and answers once it is complete. One backup at a time per process: 409 while another is running. " +
      "With a bucket configured its encrypted copy is sent there too; `message` says whether that worked, and a " +
      "failure is also shown by GET /api/backups/offsite and mailed to the owners.",
    access: "admin",
    area: "backups",
    extraErrors: [409],
    response: { status: 201, data: { schema: BackupFileSchema, name: "BackupFile" } },
  },
  {
    method: "get",
    path: "/api/backups/offsite",
    tag: "Operations",
    summary: "The offsite copies: the newest one in the bucket, and a failure since",
    description:
      "`configured` is false without BACKUP_S3_BUCKET. `last_failure` is the newest attempt that failed after the " +
      "newest copy (null when the last attempt worked); its `error` is the one-line reason.",
    access: "admin",
    area: "backups",
    response: { status: 200, data: { schema: OffsiteStatusSchema, name: "OffsiteStatus" } },
  },
  {
    method: "get",
    path: "/api/backups/latest",
    tag: "Operations",
    summary: "Download the newest backup",
    description: "The .tar.gz file itself, as an attachment; 404 when no backup has been made yet.",
    access: "admin",
    area: "backups",
    produces: "application/gzip",
    extraErrors: [404],
    response: { status: 200, data: null, description: "The backup file (application/gzip)." },
  },
];

export const NO_BACKUP_YET = "No backup has been made yet.";

export function backupsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use("*", requireStaff("backups"))
    .use("*", async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/", async (c) => ok(c, await listBackups(deps.env)))
    .get("/offsite", async (c) => ok(c, await offsiteStatus({ db: deps.database.db, env: deps.env })))
    .post("/", async (c) => {
      try {
        // Not rotated here: rotation keeps the newest backup of each day, so it would delete the one made this
        // morning the moment staff ask for another. The next daily run rotates.
        const backup = await makeBackup(deps);
        const offsite = await copyOffsite(
          { db: deps.database.db, env: deps.env, logger: deps.logger },
          path.join(backupsDirOf(deps.env), backup.file_name),
        );
        const message = !offsite
          ? "Backup created"
          : "error" in offsite
            ? `Backup created, but its offsite copy failed: ${offsite.error}`
            : `Backup created and copied to the bucket as ${offsite.object_key}`;
        return created(c, backup, message);
      } catch (err) {
        if (err instanceof BackupBusyError) throw new HttpError(409, err.message);
        throw err;
      }
    })
    .get("/latest", async (c) => {
      const [latest] = await listBackups(deps.env);
      if (!latest) throw new HttpError(404, NO_BACKUP_YET);
      const file = path.join(backupsDirOf(deps.env), latest.file_name);
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return c.body(body, 200, {
        "Content-Type": "application/gzip",
        "Content-Length": String(latest.size),
        "Content-Disposition": `attachment; filename="${latest.file_name}"`,
        "Cache-Control": "no-store",
      });
    });
}
