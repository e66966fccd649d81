// One backup = one .tar.gz: manifest.json, database/<table>.ndjson + database/sequences.json, uploads/<the media>,
// and the generated signing secret when there is one. The manifest names every other entry with its SHA-256, so a
// corrupt or truncated file is refused before anything is restored from it.
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import {
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import type { Database } from "#server/db/client";
import { MIGRATIONS_DIR } from "#server/db/client";
import { downloadSharedMedia } from "#server/media/media-storage";
import { dumpDatabase, readJournal, type SchemaVersion, type TableDump } from "./database-dump";

export const BACKUP_FORMAT = "academy-site-backup";
export const BACKUP_FORMAT_VERSION = 1;
/** academy-backup-2026-11-23T21-14-40-123Z.tar.gz: sorts by time, and says when it was made. */
const FILE_NAME = /^academy-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;
/** The generated signing secret (server/lib/app-secret.ts): unsubscribe links sent out stay valid after a move. */
export const SECRET_FILE = "secret";

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  format_version: number;
  created_at: string;
  source: { database: Database["kind"] };
  schema: SchemaVersion;
  tables: TableDump[];
  sequences: number;
  uploads: number;
  /** Every other entry of the file (relative path) with its size and SHA-256. */
  entries: Record<string, { size: number; sha256: string }>;
}

/** A refusal with a message meant for the operator (CLI) or admin (API). */
export class BackupError extends Error {}

export function backupFileName(at: Date): string {
  return `academy-backup-${at.toISOString().replace(/[:.]/g, "-")}.tar.gz`;
}

/** When a backup file of ours was made, from its name; undefined for any other file. */
export function backupTimeOf(fileName: string): Date | undefined {
  const m = FILE_NAME.exec(fileName);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : undefined;
}

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}

/** Every regular file under `dir`, as paths relative to it with forward slashes. */
export async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const parent = (entry as { parentPath?: string; path?: string }).parentPath ?? entry.path;
    found.push(path.relative(dir, path.join(parent, entry.name)).split(path.sep).join("/"));
  }
  return found.sort();
}

/** A hard link costs no copy and keeps the file as it was even if it is replaced meanwhile. */
async function linkOrCopy(from: string, to: string) {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

export interface WriteBackupOptions {
  database: Pick<Database, "db" | "kind">;
  uploadsDir: string;
  /** Where the generated secret lives (DATA_DIR). */
  dataDir: string;
  outDir: string;
  now?: Date;
}

export async function writeBackup(
  options: WriteBackupOptions,
): Promise<{ file: string; manifest: Manifest }> {
  const { database, uploadsDir, dataDir, outDir } = options;
  const now = options.now ?? new Date();
  await mkdir(outDir, { recursive: true });
  // Staged beside the destination: on the same file system as DATA_DIR, so uploads are linked, not copied.
  const staging = await mkdtemp(path.join(outDir, ".staging-"));
  try {
    const journal = await readJournal(MIGRATIONS_DIR);
    const dump = await dumpDatabase(database.db, path.join(staging, "database"), journal);
    // Files uploaded through other app servers on the same PostgreSQL may not be on this disk yet.
    await downloadSharedMedia(database, uploadsDir);
    const uploads = await listFiles(uploadsDir);
    for (const rel of uploads)
      await linkOrCopy(path.join(uploadsDir, rel), path.join(staging, "uploads", rel));
    const secret = path.join(dataDir, SECRET_FILE);
    if (existsSync(secret)) await copyFile(secret, path.join(staging, SECRET_FILE));

    const entries: Manifest["entries"] = {};
    for (const rel of await listFiles(staging)) {
      const file = path.join(staging, rel);
      entries[rel] = { size: (await stat(file)).size, sha256: await sha256File(file) };
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      created_at: now.toISOString(),
      source: { database: database.kind },
      schema: dump.schema,
      tables: dump.tables,
      sequences: dump.sequences.length,
      uploads: uploads.length,
      entries,
    };
    await writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 1)}\n`);

    const file = path.join(outDir, backupFileName(now));
    const partial = `${file}.partial`;
    const parts = ["manifest.json", ...(await readdir(staging)).filter((n) => n !== "manifest.json").sort()];
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, parts);
    // Only a complete file ever carries the final name: a crash mid-write leaves a .partial, never a bad backup.
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The manifest's parts that restore relies on, checked before it is trusted. */
function parseManifest(text: string): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new BackupError("The backup file is corrupt: its manifest is not valid JSON.");
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupError("This is not a backup of this site (its manifest names another format).");
  if (manifest.format_version !== BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `This backup uses format version ${manifest.format_version}; this version of the site reads version ${BACKUP_FORMAT_VERSION}. Update the site first.`,
    );
  if (!manifest.entries || !Array.isArray(manifest.tables) || !manifest.schema)
    throw new BackupError("The backup file is corrupt: its manifest is incomplete.");
  return manifest as Manifest;
}

/**
 * Unpacks a backup into `dir` and checks it whole: every entry the manifest lists is there with its checksum,
 * and nothing else is. Links and devices are refused (a backup holds plain files only), and tar itself keeps
 * every path inside `dir`.
 */
export async function unpackBackup(file: string, dir: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const odd: string[] = [];
  await mkdir(dir, { recursive: true });
  try {
    await tar.extract({
      file,
      cwd: dir,
      strict: true,
      filter: (p, entry) => {
        const type = "type" in entry ? entry.type : entry.isFile() ? "File" : "Directory";
        if (type === "File" || type === "Directory") return true;
        odd.push(p);
        return false;
      },
    });
  } catch (err) {
    throw new BackupError(
      `The backup file is corrupt or truncated (${err instanceof Error ? err.message : String(err)}).`,
    );
  }
  if (odd.length > 0)
    throw new BackupError(`The backup file holds entries that are not plain files: ${odd.join(", ")}.`);
  const manifestPath = path.join(dir, "manifest.json");
  if (!existsSync(manifestPath))
    throw new BackupError("The backup file is corrupt or truncated: it has no manifest.");
  const manifest = parseManifest(await readFile(manifestPath, "utf8"));
  const present = new Set((await listFiles(dir)).filter((f) => f !== "manifest.json"));
  for (const [rel, expected] of Object.entries(manifest.entries)) {
    if (!present.has(rel))
      throw new BackupError(`The backup file is corrupt or truncated: ${rel} is missing.`);
    present.delete(rel);
    if ((await sha256File(path.join(dir, rel))) !== expected.sha256)
      throw new BackupError(
        `The backup file is corrupt: the checksum of ${rel} does not match its manifest.`,
      );
  }
  if (present.size > 0)
    throw new BackupError(
      `The backup file is corrupt: it holds files its manifest does not list (${[...present].join(", ")}).`,
    );
  for (const table of manifest.tables)
    if (!manifest.entries[`database/${table.file}`] || table.file.includes("/"))
      throw new BackupError(`The backup file is corrupt: the rows of ${table.name} are missing.`);
  return manifest;
}
