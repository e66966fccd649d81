// The LISTEN connection of the PostgreSQL client at its edges: closing while it is still connecting, and errors
// reported by it after close() has let it go. Neither may hang the shutdown or crash the process.
import { randomBytes } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminQuery } from "../../tests/setup/postgres-admin";
import { usingPostgres } from "../../tests/setup/test-app";
import { openPostgresDatabase } from "./client";

describe.skipIf(!usingPostgres())("the PostgreSQL change listener", () => {
  const name = `academy_listener_${process.pid}_${randomBytes(4).toString("hex")}`;
  let url: string;
  const admin = (statement: string) => adminQuery(inject("testDatabaseUrl"), statement);

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const own = new URL(inject("testDatabaseUrl"));
    own.pathname = `/${name}`;
    url = own.toString();
  });
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it("closes while the listening connection is still being made, and lets it go", async () => {
    const database = await openPostgresDatabase({ url, poolSize: 10 });
    const pool = (database as unknown as { pool: pg.Pool }).pool;
    // Holding every idle connection makes the listener open a new one.
    const held = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
    // Not awaited: close() comes while that connection is still being made. The pool ends only once every
    // connection is back, so a listener that kept the one it got would hold the shutdown forever.
    const listening = database.listen("content_changed", () => {});
    const closing = database.close();
    for (const client of held) client.release();
    await listening;
    await closing;
    expect(pool.totalCount).toBe(0);
  });

  it("ignores an error the listening connection reports after close()", async () => {
    const database = await openPostgresDatabase({ url, poolSize: 2 });
    const pool = (database as unknown as { pool: pg.Pool }).pool;
    let listenClient: pg.PoolClient | undefined;
    pool.on("acquire", (client) => {
      listenClient ??= client;
    });
    await database.listen("content_changed", () => {});
    expect(listenClient).toBeDefined();
    await database.close();
    // What the driver does when the socket of a released client fails late; a second release would throw.
    expect(() => listenClient?.emit("error", new Error("Connection terminated unexpectedly"))).not.toThrow();
  });
});
