// Boots one server process: configuration, database (locked, migrated), first admin, demo content, HTTP.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { startBackupSchedule } from "./backup/backups.service";
import { createContentChanges } from "./cache/content-changes";
import { type Database, openEmbeddedDatabase, openPostgresDatabase } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./db/data-dir-lock";
import type { AppDeps } from "./deps";
import { type Env, loadEnv } from "./env";
import { countAdmins, createAdmin } from "./features/auth/auth.service";
import { campaignRunnerFor } from "./features/campaigns/campaign-runner";
import { startHoldExpiry } from "./features/enrolments/hold-expiry";
import { startFollowUpDigests } from "./features/leads/digest";
import { seedLostReasons } from "./features/leads/leads.service";
import { startPaymentJobs } from "./features/payments/payment-jobs";
import { dropCachesEachDay } from "./features/site/day-change";
import { seedSettings } from "./features/site/settings.service";
import { startSlotJobs } from "./features/slots/slot-jobs";
import { createVisitCounter, VISITED_PAGE } from "./features/visits/visit-counter";
import { afterAnswersSettled } from "./http/after-answer";
import { httpErrorFromDatabase } from "./http/errors";
import { createLogger, type Logger } from "./http/logger";
import { mailConfig } from "./mail/mail-config";
import { createMailWorker } from "./mail/worker";
import { openMediaStorage } from "./media/media-storage";
import { markLegacyDemoRows, seedDemoContent } from "./seed/demo-content";
import { addDemoHindi } from "./seed/demo-hindi";
import { startDailyPurge } from "./trash/trash.service";

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

/** How long in-flight requests get to finish on shutdown before their connections are closed. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops accepting connections and resolves once every in-flight request has been answered. Keep-alive
 * connections are closed as soon as they fall idle (they would otherwise hold the server open until they time
 * out), and whatever is still open after the grace period is cut.
 */
function closeHttpServer(server: ServerType, graceMs: number): Promise<void> {
  const http = server as Partial<
    Pick<import("node:http").Server, "closeIdleConnections" | "closeAllConnections">
  >;
  return new Promise((resolve) => {
    const sweep = setInterval(() => http.closeIdleConnections?.(), 200);
    const cutOff = setTimeout(() => http.closeAllConnections?.(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cutOff);
      resolve();
    });
    http.closeIdleConnections?.();
  });
}

async function ensureFirstAdmin(deps: { database: Database; env: Env; logger: Logger }) {
  const { database, env, logger } = deps;
  if ((await countAdmins(database.db)) > 0) return;
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString("base64url");
  try {
    await createAdmin(database.db, {
      username: env.ADMIN_USERNAME,
      password,
      email: env.ADMIN_EMAIL ?? null,
      fullName: env.ADMIN_FULL_NAME ?? null,
    });
  } catch (err) {
    // Several servers on one PostgreSQL starting together: another one created the first admin just now.
    if (httpErrorFromDatabase(err)?.status === 409 || (await countAdmins(database.db)) > 0) return;
    throw err;
  }
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
  // Before the demo content, whose images must reach the shared store too; files of a site that ran before the
  // store existed (or on one server only) are copied in, once: the ones already there are skipped.
  const imported = await openMediaStorage(database, uploadsDir).importLocalFiles();
  if (imported > 0) logger.info("media imported into the database", { files: imported });
  await ensureFirstAdmin({ database, env, logger });
  // SITE_* fill the settings of an empty database only; a misspelt or malformed one is logged here and skipped.
  await seedSettings(database.db, env, logger);
  if (env.DEMO_CONTENT) await seedDemoContent({ db: database.db, uploadsDir, logger });
  await markLegacyDemoRows(database.db);

  const changes = await createContentChanges(database);
  // A demo loaded before its Hindi was written gets it now; other servers already running drop their caches.
  if (env.DEMO_CONTENT && (await addDemoHindi(database.db)) > 0) await changes.changed();
  await seedLostReasons(database.db);
  const visits = env.VISIT_COUNTING
    ? createVisitCounter({
        db: database.db,
        logger,
        trustProxy: env.TRUST_PROXY,
        publicUrl: env.publicUrl,
        isPage: (p) => VISITED_PAGE.test(p),
      })
    : undefined;
  const deps: AppDeps = { env, database, logger, changes, uploadsDir, visits };
  const app = createApp(deps, {
    getBuild: options.getBuild,
    clientDir: options.clientDir,
    mode: options.mode,
  });

  const backups = startBackupSchedule(deps);
  const dayChange = dropCachesEachDay(changes);
  const purge = startDailyPurge(deps);
  const slotJobs = startSlotJobs(deps);
  const digests = startFollowUpDigests(deps);
  const holdExpiry = startHoldExpiry(deps);
  const paymentJobs = startPaymentJobs(deps);
  const mailer = mailConfig(env);
  const mailWorker = mailer.worker ? createMailWorker({ database, config: mailer, logger }) : undefined;
  await mailWorker?.start();
  const campaignRunner = mailer.worker ? campaignRunnerFor(deps) : undefined;
  await campaignRunner?.start();

  const server = serve(
    {
      fetch: app.fetch,
      port: env.PORT,
      hostname: env.HOST,
      ...(options.beforeApp
        ? {
            createServer: (await import("node:http")).createServer,
            overrideGlobalObjects: false,
          }
        : {}),
    },
    // The port actually bound: PORT=0 asks the system for a free one.
    (info) => logger.info("listening", { url: env.publicUrl, database: database.kind, port: info.port }),
  );
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

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      // Stop listening first, so that once this is logged no new connection is taken; then finish the requests
      // in flight, close the database and release the directory lock.
      const drained = closeHttpServer(server, SHUTDOWN_GRACE_MS);
      logger.info("shutting down");
      await drained;
      await backups.stop();
      dayChange.stop();
      await purge.stop();
      await slotJobs.stop();
      await digests.stop();
      await visits?.stop();
      await holdExpiry.stop();
      await paymentJobs.stop();
      // The batch in flight is settled before the database goes; whatever is cut off is sent again later.
      await campaignRunner?.stop();
      await mailWorker?.stop(SHUTDOWN_GRACE_MS / 2);
      // Work begun after an answer (a reset link, a confirmation mail asked for just before the stop) is finished.
      await afterAnswersSettled(database.db);
      await database.close();
      await releaseLock?.();
      logger.info("stopped");
    })();
    return stopping;
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.once(signal, () => {
      // Last resort, should closing itself hang: the grace period has passed and the database had its chance.
      const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 5000);
      timer.unref();
      stop().then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error("shutdown failed", { error: err instanceof Error ? err.message : String(err) });
          process.exit(1);
        },
      );
    });
  return { server, stop };
}
