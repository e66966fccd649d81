// Several app servers starting together on one new PostgreSQL database must all come up: migrations are
// serialised by an advisory lock rather than racing on CREATE TABLE.
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { openPostgresDatabase } from "./client";

const url = inject("testDatabaseUrl");
const onPostgres = process.env.TEST_DB === "postgres" && !!url;

describe.runIf(onPostgres)("migrations on PostgreSQL", () => {
  it("lets three servers migrate one new database at the same time", async () => {
    const name = `academy_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const own = new URL(url);
      own.pathname = `/${name}`;
      const databases = await Promise.all(
        [1, 2, 3].map(() => openPostgresDatabase({ url: own.toString(), poolSize: 2 })),
      );
      for (const database of databases) await expect(database.ping()).resolves.toBeUndefined();
      await Promise.all(databases.map((d) => d.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
