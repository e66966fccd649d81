// Backups made inside the running server: the daily automatic one, "Back up now" from the admin, the list and the
// rotation of DATA_DIR/backups. The embedded database allows one process per DATA_DIR, so while the server runs,
// this is the only way to back it up.

import { readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { desc, isNotNull, isNull, sql } from "drizzle-orm";
import type { BackupFile, OffsiteStatus } from "#contract/schemas/backup";
import type { Db } from "#server/db/client";
import { adminUsers, offsiteUploads } from "#server/db/schema";
import type { AppDeps } from "#server/deps";
import type { Env } from "#server/env";
import { type RunOnceResult, runOnce } from "#server/jobs/run-once";
import { scheduleJob } from "#server/jobs/schedule";
import { enqueueMail, mailBrand } from "#server/mail/mail";
import { mailConfig } from "#server/mail/mail-config";
import { offsiteBackupFailed } from "../mail/templates/backup-mails";
import { BackupError, backupTimeOf, writeBackup } from "./archive";
import { offsiteConfig, sendOffsite } from "./offsite/offsite";
import { backupsToDelete } from "./rotation";

type BackupDeps = Pick<AppDeps, "database" | "env" | "uploadsDir" | "logger">;

/** How often the server checks whether today's automatic backup is due. */
const CHECK_EVERY_MS = 15 * 60 * 1000;
/** The first check waits a little, so that start-up (migrations, demo content) is not slowed down. */
const FIRST_CHECK_AFTER_MS = 60 * 1000;
/** A claim on a day whose backup never finished (its server died) is taken over after this long. */
const ABANDONED_AFTER = "1 hour";

export const backupsDirOf = (env: AppDeps["env"]) => path.join(env.dataDir, "backups");

export class BackupBusyError extends BackupError {}

/** One backup at a time per process (scheduled or asked for): two would only compete for the same disk. */
const inFlight = new WeakMap<object, Promise<unknown>>();

export async function makeBackup(deps: BackupDeps, now = new Date()): Promise<BackupFile> {
  if (inFlight.has(deps.database))
    throw new BackupBusyError("A backup is already being made. Try again in a minute.");
  const running = writeBackup({
    database: deps.database,
    uploadsDir: deps.uploadsDir,
    dataDir: deps.env.dataDir,
    outDir: backupsDirOf(deps.env),
    now,
  });
  inFlight.set(deps.database, running);
  try {
    const { file } = await running;
    deps.logger.info("backup made", { file });
    return { file_name: path.basename(file), size: (await stat(file)).size, created_at: now.toISOString() };
  } finally {
    inFlight.delete(deps.database);
  }
}

export async function listBackups(env: AppDeps["env"]): Promise<BackupFile[]> {
  const dir = backupsDirOf(env);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const found: BackupFile[] = [];
  for (const name of names) {
    const at = backupTimeOf(name);
    if (!at) continue;
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info?.isFile()) found.push({ file_name: name, size: info.size, created_at: at.toISOString() });
  }
  return found.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export async function rotateBackups(deps: Pick<BackupDeps, "env">): Promise<string[]> {
  const dir = backupsDirOf(deps.env);
  const names = await readdir(dir).catch(() => [] as string[]);
  const doomed = backupsToDelete(names, deps.env.BACKUP_KEEP_DAILY, deps.env.BACKUP_KEEP_WEEKLY);
  for (const name of doomed) await rm(path.join(dir, name), { force: true });
  return doomed;
}

export type OffsiteResult = { object_key: string; size: number } | { error: string };

/**
 * Sends the encrypted copy of one backup file to the bucket, when one is configured (undefined otherwise), and
 * records the outcome for the Backups screen. A failure never undoes the local backup: it is recorded and mailed
 * to the owners (queued in the outbox, sent by the server's mail worker), and the result names it.
 */
export async function copyOffsite(
  deps: { db: Db; env: Env; logger?: AppDeps["logger"] },
  file: string,
): Promise<OffsiteResult | undefined> {
  const config = offsiteConfig(deps.env);
  if (!config) return undefined;
  const fileName = path.basename(file);
  const startedAt = new Date();
  try {
    const sent = await sendOffsite(config, file);
    await deps.db
      .insert(offsiteUploads)
      .values({ file_name: fileName, object_key: sent.key, size: sent.size, started_at: startedAt });
    deps.logger?.info("offsite copy sent", { key: sent.key, size: sent.size, pruned: sent.pruned.length });
    return { object_key: sent.key, size: sent.size };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    deps.logger?.error("offsite copy failed", { file: fileName, error });
    await deps.db.transaction(async (tx) => {
      await tx.insert(offsiteUploads).values({ file_name: fileName, error, started_at: startedAt });
      const owners = await tx
        .select({ email: adminUsers.email })
        .from(adminUsers)
        .where(
          sql`${adminUsers.role} = 'owner' and ${adminUsers.is_active} and coalesce(${adminUsers.email}, '') <> ''`,
        );
      if (owners.length === 0) return;
      const mail = await offsiteBackupFailed(await mailBrand(tx, mailConfig(deps.env)), {
        fileName,
        bucket: config.bucket,
        error,
        at: new Date(),
      });
      for (const { email } of owners)
        await enqueueMail(tx, { kind: "offsite-backup-failed", to: email as string, ...mail });
    });
    return { error };
  }
}

/** The newest copy in the bucket, and the newest failure since it (what the Backups screen shows). */
export async function offsiteStatus(deps: { db: Db; env: Env }): Promise<OffsiteStatus> {
  const config = offsiteConfig(deps.env);
  const [copy] = await deps.db
    .select()
    .from(offsiteUploads)
    .where(isNotNull(offsiteUploads.object_key))
    .orderBy(desc(offsiteUploads.finished_at), desc(offsiteUploads.upload_id))
    .limit(1);
  const [failure] = await deps.db
    .select()
    .from(offsiteUploads)
    .where(isNull(offsiteUploads.object_key))
    .orderBy(desc(offsiteUploads.finished_at), desc(offsiteUploads.upload_id))
    .limit(1);
  const failedSince = failure && (!copy || failure.upload_id > copy.upload_id);
  return {
    configured: Boolean(config),
    bucket: config?.bucket ?? null,
    prefix: config?.prefix ?? null,
    last_copy: copy
      ? {
          file_name: copy.file_name,
          object_key: copy.object_key as string,
          size: copy.size ?? 0,
          finished_at: copy.finished_at.toISOString(),
        }
      : null,
    last_failure: failedSince
      ? {
          file_name: failure.file_name,
          error: failure.error ?? "",
          finished_at: failure.finished_at.toISOString(),
        }
      : null,
  };
}

/**
 * Today's automatic backup, made by whichever server claims the day first. The claim is a row keyed by the day
 * (UTC): several app servers on one PostgreSQL race on one primary key, so only one of them makes it. A claim
 * whose backup never finished is taken over after an hour.
 */
export async function runDailyBackup(
  deps: BackupDeps,
  now = new Date(),
): Promise<{ made: false } | { made: true; backup: BackupFile }> {
  const day = now.toISOString().slice(0, 10);
  const server = `${os.hostname()}:${process.pid}:${deps.env.dataDir}`;
  const claimed = (await deps.database.db.execute(
    sql`insert into backup_runs (run_day, server) values (${day}, ${server})
        on conflict (run_day) do update set server = excluded.server, started_at = now()
        where backup_runs.finished_at is null and backup_runs.started_at < now() - ${ABANDONED_AFTER}::interval
        returning run_day`,
  )) as unknown as { rows: unknown[] };
  if (claimed.rows.length === 0) return { made: false };
  try {
    await inFlight.get(deps.database)?.catch(() => {});
    const backup = await makeBackup(deps, now);
    await deps.database.db.execute(
      sql`update backup_runs set finished_at = now(), file_name = ${backup.file_name} where run_day = ${day}`,
    );
    await rotateBackups(deps);
    // The day's backup is made whatever happens to its offsite copy: a failure is recorded and mailed.
    await copyOffsite(
      { db: deps.database.db, env: deps.env, logger: deps.logger },
      path.join(backupsDirOf(deps.env), backup.file_name),
    );
    return { made: true, backup };
  } catch (err) {
    // Give the day back, so that the next check (here or on another server) tries again.
    await deps.database.db
      .execute(sql`delete from backup_runs where run_day = ${day} and finished_at is null`)
      .catch(() => {});
    throw err;
  }
}

/**
 * One tick of the automatic backups: on one app server at a time (server/jobs/run-once.ts), so two servers ticking
 * together never dump, claim or rotate side by side; `{ ran: false }` when another server's tick is under way.
 */
export function backupTick(
  deps: BackupDeps,
  now = new Date(),
): Promise<RunOnceResult<Awaited<ReturnType<typeof runDailyBackup>>>> {
  return runOnce(deps.database, "backup-schedule", () => runDailyBackup(deps, now));
}

export interface BackupSchedule {
  stop(): Promise<void>;
}

export function startBackupSchedule(deps: BackupDeps): BackupSchedule {
  if (!deps.env.BACKUP_AUTO) return { stop: async () => {} };
  return scheduleJob({
    name: "automatic backup",
    firstAfterMs: FIRST_CHECK_AFTER_MS,
    everyMs: CHECK_EVERY_MS,
    run: () => backupTick(deps),
    logger: deps.logger,
  });
}
