// Where uploaded images live beyond this process's disk. Every instance writes and serves files under its own
// uploads directory; on PostgreSQL the files are also kept in the `media_files` table, so an instance that lacks
// one (uploaded through another instance, or before it started) fetches it once and keeps it on its disk.
// The embedded database is one process by construction: its driver is the disk alone (decision 23).
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client";

export interface MediaFile {
  content: Buffer;
  contentType: string;
}

export interface MediaStorage {
  readonly kind: "disk" | "postgres";
  /** Makes files already written under the uploads directory readable by every instance. */
  saved(files: { path: string; data: Buffer }[]): Promise<void>;
  /** Forgets files this instance has removed from its disk, on every instance. */
  removed(paths: string[]): Promise<void>;
  /** Whether some instance stored the file, when this one lacks it. */
  has(relPath: string): Promise<boolean>;
  /** Copies a file this instance lacks onto its disk and returns it; undefined when no instance has it. */
  fetchToDisk(relPath: string): Promise<MediaFile | undefined>;
  /** Copies every file of the uploads directory that the shared store lacks into it; returns how many. */
  importLocalFiles(): Promise<number>;
}

/** A path under /uploads as stored: `folder/file.ext`, nothing that could climb out of the directory. */
const RELATIVE_MEDIA_PATH = /^[a-z0-9_-]+\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+$/;

export function isMediaPath(relPath: string): boolean {
  // A `.tmp` file is one being written (renamed into place when complete): never shared, never served.
  return RELATIVE_MEDIA_PATH.test(relPath) && !relPath.includes("..") && !relPath.endsWith(".tmp");
}

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
};

const contentTypeOf = (relPath: string) =>
  CONTENT_TYPES[path.extname(relPath).toLowerCase()] ?? "application/octet-stream";

export function diskMediaStorage(): MediaStorage {
  return {
    kind: "disk",
    saved: async () => {},
    removed: async () => {},
    has: async () => false,
    fetchToDisk: async () => undefined,
    importLocalFiles: async () => 0,
  };
}

/** Channel on which instances announce removed files, so that the others drop their cached copies. */
const REMOVED_CHANNEL = "media_removed";
/** NOTIFY payloads must stay under 8000 bytes; one image's renditions are a few hundred. */
const NOTIFY_MAX_PATHS = 40;

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

async function filesUnder(root: string, dir = ""): Promise<string[]> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(path.join(root, dir), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  const found: string[] = [];
  for (const entry of entries) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(root, rel)));
    else if (entry.isFile() && isMediaPath(rel)) found.push(rel);
  }
  return found;
}

async function removeLocal(uploadsDir: string, relPath: string) {
  if (!isMediaPath(relPath)) return;
  await unlink(path.join(uploadsDir, relPath)).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== "ENOENT") throw err;
  });
}

export function postgresMediaStorage(database: Database, uploadsDir: string): MediaStorage {
  const pool = (database as unknown as { pool?: Queryable }).pool;
  if (!pool) throw new Error("postgresMediaStorage needs a PostgreSQL database");
  // Another instance removed files: its copies are gone from the table, ours must go from this disk.
  database
    .listen(REMOVED_CHANNEL, (payload) => {
      if (payload === "*") return;
      let paths: unknown;
      try {
        paths = JSON.parse(payload);
      } catch {
        return;
      }
      if (Array.isArray(paths))
        for (const p of paths) if (typeof p === "string") void removeLocal(uploadsDir, p).catch(() => {});
    })
    .catch(() => {});

  async function insert(files: { path: string; data: Buffer }[]) {
    if (files.length === 0) return;
    await pool?.query(
      `insert into media_files (path, content, content_type, size)
       select * from unnest($1::text[], $2::bytea[], $3::text[], $4::integer[])
       on conflict (path) do nothing`,
      [
        files.map((f) => f.path),
        files.map((f) => f.data),
        files.map((f) => contentTypeOf(f.path)),
        files.map((f) => f.data.byteLength),
      ],
    );
  }

  return {
    kind: "postgres",
    saved: insert,
    async removed(paths) {
      if (paths.length === 0) return;
      await pool.query("delete from media_files where path = any($1::text[])", [paths]);
      for (let i = 0; i < paths.length; i += NOTIFY_MAX_PATHS)
        await database.notify(REMOVED_CHANNEL, JSON.stringify(paths.slice(i, i + NOTIFY_MAX_PATHS)));
    },
    async has(relPath) {
      if (!isMediaPath(relPath)) return false;
      const { rows } = await pool.query("select 1 from media_files where path = $1", [relPath]);
      return rows.length > 0;
    },
    async fetchToDisk(relPath) {
      if (!isMediaPath(relPath)) return undefined;
      const { rows } = await pool.query("select content, content_type from media_files where path = $1", [
        relPath,
      ]);
      const content = rows[0]?.content;
      if (!Buffer.isBuffer(content)) return undefined;
      const finalPath = path.join(uploadsDir, relPath);
      await mkdir(path.dirname(finalPath), { recursive: true });
      // Renamed into place, so a concurrent request never serves half a file.
      const tempPath = `${finalPath}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(tempPath, content);
      await rename(tempPath, finalPath);
      return { content, contentType: String(rows[0]?.content_type) };
    },
    async importLocalFiles() {
      const local = await filesUnder(uploadsDir);
      if (local.length === 0) return 0;
      const { rows } = await pool.query("select path from media_files where path = any($1::text[])", [local]);
      const known = new Set(rows.map((r) => r.path as string));
      const missing = local.filter((p) => !known.has(p));
      // A few files per statement: images are up to a few hundred kilobytes each.
      for (let i = 0; i < missing.length; i += 20) {
        const batch = missing.slice(i, i + 20);
        await insert(
          await Promise.all(
            batch.map(async (p) => ({ path: p, data: await readFile(path.join(uploadsDir, p)) })),
          ),
        );
      }
      return missing.length;
    },
  };
}

/**
 * Copies onto `uploadsDir` every shared file it lacks, one at a time, and returns how many: a backup archives the
 * uploads directory, and the server (or command) taking it may never have served some of the files.
 */
export async function downloadSharedMedia(
  database: Pick<Database, "db" | "kind">,
  uploadsDir: string,
): Promise<number> {
  if (database.kind !== "postgres") return 0;
  const local = new Set(await filesUnder(uploadsDir));
  const listed = (await database.db.execute(sql`select path from media_files order by path`)) as unknown as {
    rows: { path: string }[];
  };
  let copied = 0;
  for (const { path: relPath } of listed.rows) {
    if (local.has(relPath) || !isMediaPath(relPath)) continue;
    const one = (await database.db.execute(
      sql`select content from media_files where path = ${relPath}`,
    )) as unknown as { rows: { content: Buffer }[] };
    const content = one.rows[0]?.content;
    if (!content) continue;
    const finalPath = path.join(uploadsDir, relPath);
    await mkdir(path.dirname(finalPath), { recursive: true });
    const tempPath = `${finalPath}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(tempPath, content);
    await rename(tempPath, finalPath);
    copied++;
  }
  return copied;
}

const storages = new Map<string, MediaStorage>();

/**
 * The storage behind an uploads directory. The image functions take the directory (as every route passes it), so
 * the storage is found by it; a directory nobody registered is served from the disk alone.
 */
export function mediaStorageFor(uploadsDir: string): MediaStorage {
  return storages.get(path.resolve(uploadsDir)) ?? diskMediaStorage();
}

/** Chooses and registers the storage of a process's uploads directory: PostgreSQL when the database is one. */
export function openMediaStorage(database: Database, uploadsDir: string): MediaStorage {
  const key = path.resolve(uploadsDir);
  const existing = storages.get(key);
  if (existing) return existing;
  const storage =
    database.kind === "postgres" ? postgresMediaStorage(database, uploadsDir) : diskMediaStorage();
  storages.set(key, storage);
  return storage;
}
