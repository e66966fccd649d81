import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { createApp } from "#server/app";
import { type ContentChanges, createContentChanges } from "#server/cache/content-changes";
import { type Database, openPostgresDatabase } from "#server/db/client";
import type { AppDeps } from "#server/deps";
import { loadEnv } from "#server/env";
import { createAdmin } from "#server/features/auth/auth.service";
import { httpErrorFromDatabase } from "#server/http/errors";
import { createLogger } from "#server/http/logger";
import { adminQuery } from "../../../tests/setup/postgres-admin";
import { createTestApp, TEST_ADMIN, type TestApp, usingPostgres } from "../../../tests/setup/test-app";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 200 with the kind of database", async () => {
    const res = await t.json("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { status: "ok", database: usingPostgres() ? "postgres" : "embedded" },
    });
  });
});

/**
 * A TCP proxy between the app and PostgreSQL that the test can cut (every connection dropped, new ones refused)
 * and restore on the same port: the database "goes away" and "comes back" without touching the real server.
 */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const listener = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", drop);
          socket.on("close", drop);
        }
        client.pipe(upstream).pipe(client);
      });
      server = listener;
      listener.once("error", reject);
      listener.listen(port, "127.0.0.1", () => {
        port = (listener.address() as AddressInfo).port;
        resolve();
      });
    });
  const cut = async () => {
    // Stop accepting first, so no connection slips in after the others are dropped and holds close() open.
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await closed;
  };
  await listen();
  return { port: () => port, cut, restore: listen };
}

describe.skipIf(!usingPostgres())("when PostgreSQL becomes unreachable", () => {
  const baseUrl = usingPostgres() ? inject("testDatabaseUrl") : "";
  const name = `academy_health_${process.pid}_${randomBytes(4).toString("hex")}`;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let database: Database;
  let changes: ContentChanges;
  let app: ReturnType<typeof createApp>;
  let dataDir: string;
  let token: string;

  const admin = (statement: string) => adminQuery(baseUrl, statement);

  const request = (method: string, url: string, init: { body?: unknown; token?: string } = {}) =>
    app.request(url, {
      method,
      headers: {
        ...(init.body ? { "content-type": "application/json" } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });

  beforeAll(async () => {
    const direct = new URL(baseUrl);
    proxy = await startProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    await admin(`create database ${name}`);
    const viaProxy = new URL(baseUrl);
    viaProxy.host = `127.0.0.1:${proxy.port()}`;
    viaProxy.pathname = `/${name}`;
    database = await openPostgresDatabase({ url: viaProxy.toString(), poolSize: 4 });
    dataDir = mkdtempSync(path.join(os.tmpdir(), "academy-health-"));
    const env = loadEnv({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      DATABASE_URL: viaProxy.toString(),
    });
    changes = await createContentChanges(database);
    const deps: AppDeps = {
      env,
      database,
      logger: createLogger("silent"),
      changes,
      uploadsDir: path.join(dataDir, "uploads"),
    };
    await createAdmin(database.db, { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    app = createApp(deps);
    const res = await request("POST", "/api/auth/login", {
      body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    token = ((await res.json()) as { data: { token: string } }).data.token;
  });

  afterAll(async () => {
    await proxy?.restore();
    await database?.close();
    await proxy?.cut();
    if (baseUrl) await admin(`drop database if exists ${name} with (force)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function expectUnavailable(res: Response, what: string) {
    const text = await res.text();
    expect(res.status, `${what}: ${text}`).toBe(503);
    expect(JSON.parse(text), what).toEqual({ success: false, message: V.databaseUnavailable });
  }

  it("answers 503 in the JSON envelope, for reads, writes, sign-in and tokens alike, then recovers on its own", async () => {
    expect((await request("GET", "/api/health")).status).toBe(200);
    expect((await request("GET", "/api/testimonials", { token })).status).toBe(200);

    await proxy.cut();
    // Twice over: first the pooled connections that just died, then fresh connections being refused.
    for (let round = 0; round < 2; round++) {
      await expectUnavailable(await request("GET", "/api/health"), "health");
      await expectUnavailable(await request("GET", "/api/testimonials"), "public read");
      await expectUnavailable(await request("GET", "/api/testimonials", { token }), "admin read");
      await expectUnavailable(
        await request("POST", "/api/auth/login", {
          body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
        }),
        "sign-in",
      );
      await expectUnavailable(
        await request("POST", "/api/testimonials", { token, body: { name: "A", testimonial_text: "B" } }),
        "admin write",
      );
    }

    await proxy.restore();
    let status = 0;
    // The pool reconnects by itself; give it a bounded number of tries rather than a deadline.
    for (let attempt = 0; attempt < 100 && status !== 200; attempt++) {
      status = (await request("GET", "/api/health")).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect((await request("GET", "/api/testimonials", { token })).status).toBe(200);
  });

  it("hears other servers' content changes again once the database is back", async () => {
    const direct = new URL(baseUrl);
    direct.pathname = `/${name}`;
    // Two connections: one of them is held by the listener.
    const other = await openPostgresDatabase({ url: direct.toString(), poolSize: 2 });
    try {
      const otherServer = await createContentChanges(other);
      await proxy.cut();
      await proxy.restore();
      const before = changes.version();
      // The listener reconnects on its own; until it has, a change announced elsewhere is not heard.
      for (let attempt = 0; attempt < 100 && changes.version() === before; attempt++) {
        await otherServer.changed();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(changes.version()).toBeGreaterThan(before);
    } finally {
      await other.close();
    }
  });

  it("survives losing the connection inside a transaction, between two statements", async () => {
    // The connection is checked out of the pool here; an unhandled "error" event on it would end the process.
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 2`);
    });
    const err = await transaction.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(httpErrorFromDatabase(err)?.status).toBe(503);
    await proxy.restore();
  });

  it("maps a query cut off mid-flight to 503", async () => {
    const slow = database.db.execute(sql`select pg_sleep(5)`);
    const settled = slow.then(
      () => undefined,
      (err: unknown) => err,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await proxy.cut();
    const err = await settled;
    expect(err).toBeInstanceOf(Error);
    expect(httpErrorFromDatabase(err)?.status).toBe(503);
    await proxy.restore();
  });
});
