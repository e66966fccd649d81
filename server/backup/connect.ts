// Opens a database for the backup and restore commands without migrating it (server/db/client.ts always
// migrates): a backup records the schema as it is, and a restore migrates in two steps of its own.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Database, type Db, EMBEDDED_EXTENSIONS } from "#server/db/client";
import * as schema from "#server/db/schema";

export interface RawDatabase extends Pick<Database, "db" | "kind" | "close"> {
  /** Applies the migrations of `folder` (a drizzle migrations folder) that are not applied yet. */
  migrate(folder: string): Promise<void>;
}

export async function openRaw(target: { url?: string; embeddedDir?: string }): Promise<RawDatabase> {
  if (target.url) {
    const pool = new pg.Pool({ connectionString: target.url, max: 2, connectionTimeoutMillis: 5000 });
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: (folder) => migratePg(db as never, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  if (!target.embeddedDir) throw new Error("openRaw needs a URL or a directory");
  mkdirSync(target.embeddedDir, { recursive: true });
  const client = new PGlite(target.embeddedDir, { extensions: EMBEDDED_EXTENSIONS });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "embedded",
    migrate: (folder) => migratePglite(db as never, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}
