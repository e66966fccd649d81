// Opens the one database the process uses: embedded PGlite in DATA_DIR (default) or PostgreSQL at DATABASE_URL.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "embedded" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs `select 1`; throws when the database cannot be reached. */
  ping(): Promise<void>;
  /** Calls back when another process (or this one) announces a change on `channel`. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs `job` while this process holds the session-level advisory lock (`classId`, `objId`) on a session of
   * its own; answers `{ acquired: false }` at once, without running it, when another session holds that lock.
   * A crashed holder's lock ends with its connection. See server/jobs/run-once.ts.
   */
  withAdvisoryLock<T>(
    classId: number,
    objId: number,
    job: () => Promise<T>,
  ): Promise<{ acquired: true; value: T } | { acquired: false }>;
  close(): Promise<void>;
}

const besideThisFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Next to this file in the source tree; the bundled server (build/server) runs from the project root. */
export const MIGRATIONS_DIR = existsSync(besideThisFile)
  ? besideThisFile
  : path.resolve("server/db/migrations");

/**
 * PGlite runs PostgreSQL inside this process, so its buffers are our memory. PostgreSQL's default 128 MB of
 * shared buffers doubled the idle footprint; the academy's whole database is a few MB, and the reads that matter
 * are served from the response cache anyway.
 */
const EMBEDDED_POSTGRES_SETTINGS = [
  "shared_buffers = 16MB",
  "wal_buffers = 1MB",
  "work_mem = 2MB",
  "maintenance_work_mem = 16MB",
];

/**
 * The extensions the migrations create. PGlite only knows the ones it was handed at start-up, and every opening
 * of an embedded data directory needs them: a row written to a table with a trigram index calls pg_trgm, and one
 * written to agenda_ranges checks its exclusion constraint through btree_gist.
 */
export const EMBEDDED_EXTENSIONS = { pg_trgm, btree_gist };

export interface EmbeddedOptions {
  /** A directory for the files, or undefined for memory only (tests). */
  dataDir?: string;
  /** A migrated data directory dump to start from (tests copy one template instead of running initdb each time). */
  loadDataDir?: Blob | File;
}

export async function openEmbeddedDatabase(options: EmbeddedOptions = {}): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One options object: `new PGlite(undefined, options)` (memory only) silently ignores the options.
  const client = new PGlite({
    dataDir: options.dataDir,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    postgresqlconf: EMBEDDED_POSTGRES_SETTINGS,
    extensions: EMBEDDED_EXTENSIONS,
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: "embedded",
    client,
    async ping() {
      await client.query("select 1");
    },
    async listen(channel, onMessage) {
      await client.listen(channel, onMessage);
    },
    async notify(channel, payload) {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    // PGlite has one session, which this process alone opens (the data directory is locked): the lock is real,
    // but a session re-enters its own advisory locks, so run-once.ts also keeps one run per name in-process.
    async withAdvisoryLock(classId, objId, job) {
      const [row] = (
        await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1, $2) as ok", [classId, objId])
      ).rows;
      if (!row?.ok) return { acquired: false };
      try {
        return { acquired: true, value: await job() };
      } finally {
        await client.query("select pg_advisory_unlock($1, $2)", [classId, objId]).catch(() => {});
      }
    },
    async close() {
      await client.close();
    },
  } as Database;
}

export interface PostgresOptions {
  url: string;
  poolSize?: number;
}

/** Any fixed number: the key of the advisory lock that serialises migrations across app servers. */
const MIGRATION_LOCK_KEY = 7_202_511;

/**
 * Several app servers may start together on one new database; without a lock the second one's CREATE TABLE
 * collides with the first one's. The lock is held on a connection of its own while the migrator uses the pool.
 */
async function migrateUnderLock(pool: pg.Pool, db: Db) {
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 3000,
  });
  // An idle client that loses its server must not crash the process; the next query reports the failure.
  pool.on("error", () => {});
  // Nor may a checked-out one (inside a transaction, between two statements): without a listener of its own,
  // its "error" event is unhandled and takes the process down. Its next query fails and maps to 503.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migrateUnderLock(pool, db);

  const listeners = new Map<string, Array<(payload: string) => void>>();
  let listenClient: pg.PoolClient | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;

  const retryListenerLater = () => {
    if (!closed) setTimeout(connectListener, 1000).unref();
  };
  /**
   * Lets go of a listening connection that failed. Only the current one is ours to drop: a client can report
   * twice (the error, then the end), or after close() has already released it, and a second release throws.
   */
  function dropListener(client: pg.PoolClient) {
    if (listenClient !== client) return;
    listenClient = undefined;
    client.release(true);
    // Notifications may have been missed while the server was away: every listener must assume state is stale.
    for (const fns of listeners.values()) for (const fn of fns) fn("*");
    retryListenerLater();
  }
  function connectListener(): Promise<void> {
    if (closed || listeners.size === 0 || listenClient) return Promise.resolve();
    connecting ??= (async () => {
      let client: pg.PoolClient | undefined;
      try {
        client = await pool.connect();
        // close() came while this connection was being made: the pool cannot end until it is back.
        if (closed) {
          client.release(true);
          return;
        }
        const own = client;
        listenClient = own;
        own.on("notification", (msg) => {
          for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? "");
        });
        own.on("error", () => dropListener(own));
        for (const channel of listeners.keys()) await own.query(`listen "${channel}"`);
      } catch {
        if (client) dropListener(client);
        else retryListenerLater();
      }
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    db,
    kind: "postgres",
    pool,
    async ping() {
      await pool.query("select 1");
    },
    async listen(channel, onMessage) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel ${channel}`);
      const fns = listeners.get(channel) ?? [];
      fns.push(onMessage);
      listeners.set(channel, fns);
      if (listenClient) await listenClient.query(`listen "${channel}"`);
      else await connectListener();
    },
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    // The lock lives on one pooled connection, held for the job's length; the job itself uses the pool as usual.
    async withAdvisoryLock(classId, objId, job) {
      const session = await pool.connect();
      let release = true;
      try {
        const { rows } = await session.query<{ ok: boolean }>("select pg_try_advisory_lock($1, $2) as ok", [
          classId,
          objId,
        ]);
        if (!rows[0]?.ok) return { acquired: false };
        try {
          return { acquired: true, value: await job() };
        } finally {
          // An unlock that fails (the connection broke) means the lock went with the session: discard it.
          await session.query("select pg_advisory_unlock($1, $2)", [classId, objId]).catch(() => {
            release = false;
          });
        }
      } finally {
        session.release(!release);
      }
    },
    async close() {
      closed = true;
      const client = listenClient;
      listenClient = undefined;
      client?.release(true);
      await pool.end();
    },
  } as Database;
}
