// Which backups a retention keeps: the newest of each recent day, then of each week before them. Used for the files
// in DATA_DIR/backups and, with counts of its own, for the copies in the offsite bucket.
import { backupTimeOf } from "./archive";

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
