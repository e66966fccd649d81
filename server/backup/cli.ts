// `npm run backup [-- --out DIR]` and `npm run restore -- FILE`. The last line printed by a backup is the file's
// path, so scripts can pick it up; every refusal prints one clear line and exits non-zero.
import { existsSync } from "node:fs";
import path from "node:path";
import { DataDirLockedError, lockDataDir } from "#server/db/data-dir-lock";
import { loadEnv } from "#server/env";
import { BackupError, writeBackup } from "./archive";
import { openRaw } from "./connect";
import { restoreBackup } from "./restore";

async function backup(args: string[]) {
  const env = loadEnv();
  const outIndex = args.indexOf("--out");
  const outDir = path.resolve(outIndex >= 0 ? (args[outIndex + 1] ?? "") : path.join(env.dataDir, "backups"));
  let release: (() => Promise<void>) | undefined;
  if (!env.DATABASE_URL) {
    if (!existsSync(path.join(env.dataDir, "db")))
      throw new BackupError(`There is no embedded database in ${env.dataDir} to back up.`);
    try {
      release = await lockDataDir(env.dataDir);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      throw new BackupError(
        `The server is running on ${env.dataDir}, and the embedded database allows one process at a time. ` +
          'The running server backs up daily into DATA_DIR/backups; for a backup now use "Back up now" under ' +
          "Backups in the admin (or POST /api/backups), or stop the server and run npm run backup again.",
      );
    }
  }
  const raw = await openRaw(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { embeddedDir: path.join(env.dataDir, "db") },
  );
  try {
    const started = performance.now();
    const { file, manifest } = await writeBackup({
      database: raw,
      uploadsDir: path.join(env.dataDir, "uploads"),
      dataDir: env.dataDir,
      outDir,
    });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `Backed up ${rows} rows in ${manifest.tables.length} tables and ${manifest.uploads} uploaded files ` +
        `(schema ${manifest.schema.migration}) in ${Math.round(performance.now() - started)} ms.`,
    );
    console.log(file);
  } finally {
    await raw.close();
    await release?.();
  }
}

async function restore(args: string[]) {
  const file = args.find((a) => !a.startsWith("-"));
  if (!file) throw new BackupError("Usage: npm run restore -- FILE");
  const env = loadEnv();
  const started = performance.now();
  const { manifest, target } = await restoreBackup(file, {
    dataDir: env.dataDir,
    databaseUrl: env.DATABASE_URL,
  });
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Restored ${rows} rows and ${manifest.uploads} uploaded files from ${path.resolve(file)} (made ${manifest.created_at} ` +
      `on ${manifest.source.database === "embedded" ? "the embedded database" : "PostgreSQL"}) into ${target} ` +
      `in ${Math.round(performance.now() - started)} ms.`,
  );
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === "backup") await backup(args);
  else if (command === "restore") await restore(args);
  else throw new BackupError("Usage: tsx server/backup/cli.ts backup|restore [FILE]");
} catch (err) {
  if (err instanceof BackupError) console.error(err.message);
  else console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exitCode = 1;
}
