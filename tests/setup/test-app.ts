// Builds the real app on a real database for one API test file: PGlite from the migrated template, or
// PostgreSQL (TEST_DB=postgres) in a schema of its own, so parallel files and runs never collide.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createApp } from "#server/app";
import { createContentChanges } from "#server/cache/content-changes";
import { type Database, openEmbeddedDatabase, openPostgresDatabase } from "#server/db/client";
import type { AppDeps } from "#server/deps";
import { loadEnv } from "#server/env";
import { createAdmin } from "#server/features/auth/auth.service";
import { createLogger } from "#server/http/logger";
import { adminQuery } from "./postgres-admin";

export const TEST_ADMIN = {
  username: "staff",
  password: "correct horse battery",
  email: "staff@example.test",
};

export const usingPostgres = () => process.env.TEST_DB === "postgres";

/** The PostgreSQL URL of a test database, so that a second app (another "server") can share it. */
const urlOfDatabase = new WeakMap<Database, string>();

export async function openTestDatabase(): Promise<Database> {
  if (usingPostgres()) {
    const url = inject("testDatabaseUrl");
    if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    // A database of its own per test file: parallel files and parallel CI runs never see each other's rows.
    const name = `academy_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    const template = inject("postgresTemplateName");
    await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ""}`);
    const own = new URL(url);
    own.pathname = `/${name}`;
    const database = await openPostgresDatabase({ url: own.toString(), poolSize: 4 });
    urlOfDatabase.set(database, own.toString());
    const close = database.close;
    database.close = async () => {
      await close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    };
    return database;
  }
  const dump = readFileSync(inject("pgliteTemplatePath"));
  return openEmbeddedDatabase({ loadDataDir: new Blob([dump]) });
}

export interface TestApp {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  /** Sends a request through the real Hono app. `body` objects go as JSON; FormData as multipart. */
  request(
    method: string,
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  // biome-ignore lint/suspicious/noExplicitAny: each test names the shape it expects, or reads the body as it comes
  json<T = any>(
    method: string,
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T; headers: Headers }>;
  /** Signs in the test admin and returns a bearer token. */
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Another app server on the database of `sharing` (PostgreSQL only), with a DATA_DIR of its own, as a second
   * `npm start` on the same DATABASE_URL would be. Its close() leaves the database to the first app.
   */
  sharing?: TestApp;
}

async function openSharedDatabase(first: TestApp): Promise<Database> {
  const url = urlOfDatabase.get(first.deps.database);
  if (!url) throw new Error("Only a PostgreSQL test database can be shared between two apps");
  return openPostgresDatabase({ url, poolSize: 4 });
}

export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = options.sharing ? await openSharedDatabase(options.sharing) : await openTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "academy-test-"));
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "1000",
    RATE_LIMIT_LOGINS_PER_WINDOW: "1000",
    // N=2^10 instead of 2^17: the same scrypt code, a thousandth of the work. sign-in-protection.test.ts checks
    // that an app without this setting hashes at the production cost.
    TEST_PASSWORD_HASH_COST: "10",
    ...envOverrides,
  });
  const logger = createLogger(env.LOG_LEVEL);
  const changes = await createContentChanges(database);
  const deps: AppDeps = { env, database, logger, changes, uploadsDir: path.join(dataDir, "uploads") };
  // First the app, which sets the cost of password hashes from env, then the admin whose password is hashed.
  const app = createApp(deps);
  if (!options.sharing)
    await createAdmin(database.db, {
      username: TEST_ADMIN.username,
      password: TEST_ADMIN.password,
      email: TEST_ADMIN.email,
      fullName: "Staff Member",
    });

  const request: TestApp["request"] = (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData || typeof options.body === "string") body = options.body as BodyInit;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    return Promise.resolve(app.request(url, { method, headers, body }));
  };

  let token: string | undefined;
  return {
    deps,
    app,
    request,
    async json(method, url, options) {
      const res = await request(method, url, options);
      const text = await res.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new Error(`Expected JSON from ${method} ${url}, got ${res.status}: ${text.slice(0, 200)}`);
      }
      return { status: res.status, body: body as never, headers: res.headers };
    },
    async adminToken() {
      if (token) return token;
      const res = await request("POST", "/api/auth/login", {
        body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      });
      const body = (await res.json()) as { data: { token: string } };
      token = body.data.token;
      return token;
    },
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
