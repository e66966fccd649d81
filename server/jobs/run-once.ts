// Scheduled work that must run on one app server at a time, however many share the database (decision 0026).
// Each job name maps to a PostgreSQL advisory lock; an instance whose tick finds the lock held skips that tick, and
// the holder's next tick or another instance's takes over if the holder dies (its connection, and so its lock,
// ends with it). Works the same on PGlite, where only one process can open the database anyway.
//
// Which scheduled work uses it:
//  - the backup schedule (server/backup): the whole tick (claim the day, dump, rotate), on top of the day's row
//    claim that keeps one backup a day even for ticks hours apart;
//  - the daily purge (server/trash): trash older than 30 days and activity entries older than a year;
//  - the mail worker and the campaign runner do NOT: they claim rows with FOR UPDATE SKIP LOCKED, so instances
//    share the work instead of one doing all of it, and a row is only ever held by one of them;
//  - expired sessions and stale sign-in counters are deleted by one DELETE on sign-in, which is safe on any number of
//    instances at once, so they need no schedule and no lock.
import { createHash } from "node:crypto";
import type { Database } from "#server/db/client";

/** The first key of every job lock ("ACAD"), so that no other use of two-key advisory locks collides with ours. */
const JOB_LOCK_CLASS = 0x41434144;

export type JobName = "backup-schedule" | (string & {});

/** A stable 32-bit key for a job name. */
export function jobLockKey(name: JobName): number {
  return createHash("sha256").update(name).digest().readInt32BE(0);
}

const runningHere = new WeakMap<Database, Set<string>>();

export type RunOnceResult<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `job` unless another run of the job `name` is under way on any instance sharing this database; then it
 * answers `{ ran: false }` at once. Never waits for the other run: a scheduled tick simply comes again.
 */
export async function runOnce<T>(
  database: Database,
  name: JobName,
  job: () => Promise<T>,
): Promise<RunOnceResult<T>> {
  const here = runningHere.get(database) ?? new Set<string>();
  runningHere.set(database, here);
  if (here.has(name)) return { ran: false };
  here.add(name);
  try {
    const result = await database.withAdvisoryLock(JOB_LOCK_CLASS, jobLockKey(name), job);
    return result.acquired ? { ran: true, value: result.value } : { ran: false };
  } finally {
    here.delete(name);
  }
}
