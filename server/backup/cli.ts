// `npm run backup [-- --out DIR] [--offsite]` and `npm run restore -- FILE|s3://BUCKET/KEY`. The last line printed by a
// backup is the file's path, or with --offsite the bucket object's key, so scripts can pick it up; every refusal
// prints one clear line and exits non-zero.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DataDirLockedError, lockDataDir } from "#server/db/data-dir-lock";
import { loadEnv } from "#server/env";
import { BackupError, writeBackup } from "./archive";
import { copyOffsite } from "./backups.service";
import { openRaw } from "./connect";
import { decryptFile } from "./offsite/encryption";
import { ENCRYPTED_SUFFIX, fetchOffsite, offsiteConfig, parseS3Url } from "./offsite/offsite";
import { restoreBackup } from "./restore";

async function backup(args: string[]) {
  const env = loadEnv();
  const outIndex = args.indexOf("--out");
  const outDir = path.resolve(outIndex >= 0 ? (args[outIndex + 1] ?? "") : path.join(env.dataDir, "backups"));
  const offsite = args.includes("--offsite");
  if (offsite && !offsiteConfig(env))
    throw new BackupError(
      "--offsite needs a bucket: set BACKUP_S3_BUCKET (and the other BACKUP_S3_* and AWS_* variables).",
    );
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
    if (offsite) {
      const copy = await copyOffsite({ db: raw.db, env }, file);
      if (!copy || "error" in copy)
        throw new BackupError(`The offsite copy failed: ${copy?.error ?? "no bucket"}`);
      console.log(
        `Encrypted and copied to the bucket ${env.BACKUP_S3_BUCKET} (${copy.size} bytes); restore with:`,
      );
      console.log(`  npm run restore -- s3://${env.BACKUP_S3_BUCKET}/${copy.object_key}`);
      console.log(copy.object_key);
    }
  } finally {
    await raw.close();
    await release?.();
  }
}

async function restore(args: string[]) {
  const source = args.find((a) => !a.startsWith("-"));
  if (!source) throw new BackupError("Usage: npm run restore -- FILE (or s3://BUCKET/KEY)");
  const env = loadEnv();
  const started = performance.now();
  // An offsite copy is downloaded and decrypted, and so checked authentic, before the target is touched.
  const scratch = await mkdtemp(path.join(os.tmpdir(), "academy-restore-source-"));
  let file = source;
  try {
    if (parseS3Url(source)) file = (await fetchOffsite(env, source, scratch)).file;
    else if (source.endsWith(ENCRYPTED_SUFFIX)) {
      if (!existsSync(source)) throw new BackupError(`There is no file ${source}.`);
      if (!env.BACKUP_ENCRYPTION_KEY)
        throw new BackupError("BACKUP_ENCRYPTION_KEY is not set: it is needed to decrypt this backup.");
      file = path.join(scratch, path.basename(source, ENCRYPTED_SUFFIX));
      await decryptFile(source, file, env.BACKUP_ENCRYPTION_KEY);
    }
    await restoreFrom(file, source, env, started);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function restoreFrom(file: string, source: string, env: ReturnType<typeof loadEnv>, started: number) {
  const { manifest, target } = await restoreBackup(file, {
    dataDir: env.dataDir,
    databaseUrl: env.DATABASE_URL,
  });
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Restored ${rows} rows and ${manifest.uploads} uploaded files from ${source.startsWith("s3://") ? source : path.resolve(source)} (made ${manifest.created_at} ` +
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
  // loadEnv's refusal (a bucket without its passphrase) is one message too, naming the variable.
  if (err instanceof BackupError || (err instanceof Error && err.message.startsWith("Invalid configuration")))
    console.error(err.message);
  else console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exitCode = 1;
}
