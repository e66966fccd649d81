// Boots one server process: configuration, database (locked, migrated), first admin, demo content, HTTP.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { createContentChanges } from "./cache/content-changes";
import { type Database, openEmbeddedDatabase, openPostgresDatabase } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./db/data-dir-lock";
import { seedDemoContent } from "./db/seed/demo-content";
import type { AppDeps } from "./deps";
import { type Env, loadEnv } from "./env";
import { countAdmins, createAdmin } from "./features/auth/auth.service";
import { createLogger, type Logger } from "./http/logger";

export interface StartOptions {
  getBuild: () => Promise<ServerBuild>;
  clientDir?: string;
  mode: "production" | "development";
  /** Development: Vite's own middleware runs first (HMR, source modules). */
  beforeApp?: (
    req: import("node:http").IncomingMessage,
    res: import("node:http").ServerResponse,
    next: () => void,
  ) => void;
}

async function ensureFirstAdmin(deps: { database: Database; env: Env; logger: Logger }) {
  const { database, env, logger } = deps;
  if ((await countAdmins(database.db)) > 0) return;
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString("base64url");
  await createAdmin(database.db, {
    username: env.ADMIN_USERNAME,
    password,
    email: env.ADMIN_EMAIL ?? null,
    fullName: env.ADMIN_FULL_NAME ?? null,
  });
  if (env.ADMIN_PASSWORD) logger.info("first admin created", { username: env.ADMIN_USERNAME });
  // Printed once, on purpose, to the console only: there is never a fixed default password.
  else
    console.log(
      `\n  First admin created.\n  Username: ${env.ADMIN_USERNAME}\n  Password: ${password}\n  Change it after signing in.\n`,
    );
}

export async function startServer(
  options: StartOptions,
): Promise<{ server: ServerType; stop: () => Promise<void> }> {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  let releaseLock: (() => Promise<void>) | undefined;
  let database: Database;
  if (env.DATABASE_URL) {
    database = await openPostgresDatabase({ url: env.DATABASE_URL });
  } else {
    try {
      releaseLock = await lockDataDir(env.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
    database = await openEmbeddedDatabase({ dataDir: path.join(env.dataDir, "db") });
  }

  const uploadsDir = path.join(env.dataDir, "uploads");
  await ensureFirstAdmin({ database, env, logger });
  if (env.DEMO_CONTENT) await seedDemoContent({ db: database.db, uploadsDir, logger });

  const changes = await createContentChanges(database);
  const deps: AppDeps = { env, database, logger, changes, uploadsDir };
  const app = createApp(deps, {
    getBuild: options.getBuild,
    clientDir: options.clientDir,
    mode: options.mode,
  });

  const server = serve({
    fetch: app.fetch,
    port: env.PORT,
    hostname: env.HOST,
    ...(options.beforeApp
      ? {
          createServer: (await import("node:http")).createServer,
          overrideGlobalObjects: false,
        }
      : {}),
  });
  if (options.beforeApp) {
    // Let Vite answer its own requests (modules, HMR) before the app sees them.
    const listeners = server.listeners("request") as ((...a: unknown[]) => void)[];
    server.removeAllListeners("request");
    server.on("request", (req, res) =>
      options.beforeApp?.(req, res, () => {
        for (const listener of listeners) listener(req, res);
      }),
    );
  }
  logger.info("listening", { url: env.publicUrl, database: database.kind, port: env.PORT });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      logger.info("shutting down");
      // Finish in-flight requests, then close the database and release the directory lock.
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await releaseLock?.();
    })();
    return stopping;
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.once(signal, () => {
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      void stop().then(() => process.exit(0));
    });
  return { server, stop };
}
