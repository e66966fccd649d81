// Backups made inside the running server: the daily automatic one, "Back up now" from the admin, the list and the
// rotation of DATA_DIR/backups. The embedded database allows one process per DATA_DIR, so while the server runs,
// this is the only way to back it up.

import { readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { BackupFile } from "#contract/schemas/backup";
import type { AppDeps } from "#server/deps";
import { type RunOnceResult, runOnce } from "#server/jobs/run-once";
import { scheduleJob } from "#server/jobs/schedule";
import { BackupError, backupTimeOf, writeBackup } from "./archive";

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

/** Monday of the UTC week a moment falls in, as YYYY-MM-DD. */
function weekOf(at: Date): string {
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/**
 * Which backup files rotation deletes: it keeps the newest backup of each of the `keepDaily` most recent days
 * that have one, then, among older backups, the newest of each of the `keepWeekly` most recent weeks (UTC, Monday
 * first). Files that are not backups are never touched.
 */
export function backupsToDelete(names: string[], keepDaily: number, keepWeekly: number): string[] {
  const backups = names
    .map((name) => ({ name, at: backupTimeOf(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  const newestPer = (candidates: typeof backups, period: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const b of candidates) {
      const key = period(b.at);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      keep.add(b.name);
    }
  };
  const dayOf = (at: Date) => at.toISOString().slice(0, 10);
  newestPer(backups, dayOf, keepDaily);
  // The weekly ones reach further back than the daily ones, rather than repeating them.
  const oldestDailyDay =
    backups
      .filter((b) => keep.has(b.name))
      .map((b) => dayOf(b.at))
      .at(-1) ?? "";
  newestPer(
    backups.filter((b) => dayOf(b.at) < oldestDailyDay),
    weekOf,
    keepWeekly,
  );
  return backups.filter((b) => !keep.has(b.name)).map((b) => b.name);
}

export async function rotateBackups(deps: Pick<BackupDeps, "env">): Promise<string[]> {
  const dir = backupsDirOf(deps.env);
  const names = await readdir(dir).catch(() => [] as string[]);
  const doomed = backupsToDelete(names, deps.env.BACKUP_KEEP_DAILY, deps.env.BACKUP_KEEP_WEEKLY);
  for (const name of doomed) await rm(path.join(dir, name), { force: true });
  return doomed;
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
