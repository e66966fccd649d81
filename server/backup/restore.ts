// Restores one backup file into an empty target: a fresh DATA_DIR (embedded database) or an empty PostgreSQL
// database plus the DATA_DIR that will hold its uploads. Everything is checked before anything is written.
import { existsSync } from "node:fs";
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { MIGRATIONS_DIR } from "#server/db/client";
import { DataDirLockedError, lockDataDir } from "#server/db/data-dir-lock";
import { BackupError, listFiles, type Manifest, SECRET_FILE, unpackBackup } from "./archive";
import { openRaw, type RawDatabase } from "./connect";
import { type Journal, loadDatabase, readJournal, type SequenceValue } from "./database-dump";

export interface RestoreTarget {
  /** DATA_DIR: the embedded database (unless `databaseUrl`), the uploads and the signing secret go here. */
  dataDir: string;
  databaseUrl?: string;
}

export interface RestoreResult {
  manifest: Manifest;
  target: string;
  /** Milliseconds spent unpacking and checking the file, opening (or creating) the target, and loading it. */
  timings: { check: number; open: number; load: number };
}

/** The code's migration the backup was made at, or a refusal when this code cannot read that schema. */
function migrationOfBackup(manifest: Manifest, journal: Journal) {
  const entry = journal.entries.find((e) => e.when === manifest.schema.migrated_at);
  if (entry) return entry;
  const newest = journal.entries.at(-1);
  if (!newest || manifest.schema.migrated_at > newest.when)
    throw new BackupError(
      `This backup was made by a newer version of the site (schema ${manifest.schema.migration ?? manifest.schema.migrated_at}; ` +
        `this version knows up to ${newest?.tag ?? "none"}). Update the site, then restore.`,
    );
  throw new BackupError(
    `This backup's schema (${manifest.schema.migration ?? manifest.schema.migrated_at}) is not one this version of the site knows.`,
  );
}

/** A migrations folder holding the migrations up to and including `lastIdx`, to rebuild the backup's schema. */
async function migrationsUpTo(journal: Journal, lastIdx: number, into: string): Promise<string> {
  const folder = path.join(into, "migrations");
  await mkdir(path.join(folder, "meta"), { recursive: true });
  const entries = journal.entries.filter((e) => e.idx <= lastIdx);
  for (const e of entries)
    await copyFile(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return folder;
}

async function isEmptyDir(dir: string) {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

/** Refuses a target that holds anything: rows in any table, or migrations past the backup's. */
async function assertEmptyDatabase(raw: RawDatabase, manifest: Manifest, where: string) {
  const result = (await raw.db.execute(
    sql`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`,
  )) as unknown as { rows: { name: string }[] };
  for (const { name } of result.rows) {
    const rows = (await raw.db.execute(
      sql`select exists(select 1 from ${sql.identifier(name)}) as found`,
    )) as unknown as { rows: { found: boolean }[] };
    if (rows.rows[0]?.found)
      throw new BackupError(
        `The target database ${where} is not empty (table ${name} has rows). Restore only into an empty database.`,
      );
  }
  const applied = (await raw.db
    .execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
    .catch(() => ({ rows: [{ n: 0 }] }))) as unknown as { rows: { n: number }[] };
  if ((applied.rows[0]?.n ?? 0) > manifest.schema.count)
    throw new BackupError(
      `The target database ${where} is already migrated past this backup's schema. Restore into a new, empty database.`,
    );
}

function describe(url: string) {
  const u = new URL(url);
  return `${u.host}${u.pathname}`;
}

export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  const dataDir = path.resolve(target.dataDir);
  const scratch = await mkdtemp(path.join(os.tmpdir(), "academy-restore-"));
  let release: (() => Promise<void>) | undefined;
  let raw: RawDatabase | undefined;
  let wroteIntoDataDir = false;
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const spent = Math.round(now - mark);
    mark = now;
    return spent;
  };
  try {
    const manifest = await unpackBackup(path.resolve(file), path.join(scratch, "unpacked"));
    const journal = await readJournal(MIGRATIONS_DIR);
    const migration = migrationOfBackup(manifest, journal);
    const unpacked = path.join(scratch, "unpacked");

    const uploadsDir = path.join(dataDir, "uploads");
    let where: string;
    if (target.databaseUrl) {
      where = describe(target.databaseUrl);
      if (!(await isEmptyDir(uploadsDir)))
        throw new BackupError(`${uploadsDir} is not empty. Restore only into an empty DATA_DIR.`);
    } else {
      where = dataDir;
      if (!(await isEmptyDir(dataDir)))
        throw new BackupError(
          `The data directory ${dataDir} is not empty. Restore only into a new, empty DATA_DIR.`,
        );
      // Nothing may start a server on the directory while it is being filled.
      try {
        release = await lockDataDir(dataDir);
      } catch (err) {
        if (err instanceof DataDirLockedError) throw new BackupError(err.message);
        throw err;
      }
    }

    const check = lap();
    raw = await openRaw(
      target.databaseUrl ? { url: target.databaseUrl } : { embeddedDir: path.join(dataDir, "db") },
    );
    wroteIntoDataDir = !target.databaseUrl;
    await assertEmptyDatabase(raw, manifest, where);
    const open = lap();

    // Rows load into the schema they were dumped from; the migrations after it then carry them forward.
    await raw.migrate(await migrationsUpTo(journal, migration.idx, scratch));
    const sequences = JSON.parse(
      await readFile(path.join(unpacked, "database", "sequences.json"), "utf8"),
    ) as SequenceValue[];
    await loadDatabase(raw.db, path.join(unpacked, "database"), manifest.tables, sequences);
    await raw.migrate(MIGRATIONS_DIR);

    wroteIntoDataDir = true;
    if (existsSync(path.join(unpacked, "uploads"))) {
      await mkdir(uploadsDir, { recursive: true });
      // Entry by entry into the (checked empty) uploads folder: Node 24's cp refuses a destination folder that
      // exists when errorOnExist is set, where Node 20 merged into it.
      for (const entry of await readdir(path.join(unpacked, "uploads")))
        await cp(path.join(unpacked, "uploads", entry), path.join(uploadsDir, entry), {
          recursive: true,
          errorOnExist: true,
          force: false,
        });
    }
    const secret = path.join(unpacked, SECRET_FILE);
    if (existsSync(secret) && !existsSync(path.join(dataDir, SECRET_FILE))) {
      await mkdir(dataDir, { recursive: true });
      await copyFile(secret, path.join(dataDir, SECRET_FILE));
    }
    const restoredFiles = (await listFiles(uploadsDir)).length;
    if (restoredFiles !== manifest.uploads)
      throw new Error(`Restored ${restoredFiles} uploaded files; the backup holds ${manifest.uploads}.`);
    return { manifest, target: where, timings: { check, open, load: lap() } };
  } catch (err) {
    // A refused or failed restore leaves an embedded target as empty as it found it (the database load itself
    // is one transaction, so a PostgreSQL target keeps no half-written rows either).
    if (raw && wroteIntoDataDir && !target.databaseUrl) {
      await raw.close().catch(() => {});
      raw = undefined;
      await rm(path.join(dataDir, "db"), { recursive: true, force: true });
      await rm(path.join(dataDir, "uploads"), { recursive: true, force: true });
    }
    throw err;
  } finally {
    await raw?.close().catch(() => {});
    await release?.();
    // tar may still be closing files of an archive it just refused: retry, and never hide the real outcome.
    await rm(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => {});
  }
}
