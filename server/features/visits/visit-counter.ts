// Counts the public pages' views and daily unique visitors without a cookie, in the server, before the page cache
// answers, so cached pages count too. A visitor is sha256(day's salt, address, user agent): the address is never
// stored, and once the salt is deleted (after 2 days) nobody can say whose an id was. Bots are left out by their
// user agent (isbot), and so are prefetches (and, in app.ts, staff previews; decision 69).
//
// Counting must not slow the cached pages down: a view only adds to two maps in memory; a timer writes them in one
// batch every few seconds (and at shutdown), so a page costs a hash and a few map updates, never a query.
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { indiaDate, sourceOf } from "#contract/leads";
import type { Db } from "#server/db/client";
import type { AppEnv } from "#server/http/app-env";
import type { Logger } from "#server/http/logger";
import { clientAddress } from "#server/http/rate-limit";
import { forgetOldVisitors, saltOf, type VisitBatch, writeVisitBatch } from "./visits.service";

/** The whole site, as a page: its row counts each visitor once whatever pages they saw. */
export const SITE = "*";
/** Every source at once. */
export const ALL_SOURCES = "*";

const FLUSH_EVERY_MS = 10_000;
/** A buffer this large is written at once rather than waiting for the timer. */
const MAX_BUFFERED_KEYS = 5_000;
const MAX_PAGE_LENGTH = 200;
/** User agents and visitors remembered in memory before the memory is cleared and starts again. */
const MAX_REMEMBERED = 10_000;

/**
 * The public pages that count as visits: the home page, the pages and each course and article, in both languages,
 * and their client-navigation data. Not sitemap.xml or robots.txt, which only robots read.
 */
export const VISITED_PAGE =
  /^\/(?:hi(?:\/|\.data$|$))?(?:(?:about|courses|products|consultation|gallery|blog|contact|(?:course|blog)\/[a-z0-9]+(?:-[a-z0-9]+)*)(?:\.data)?)?$/;

/** The page a request shows: "/courses" for "/courses" and for its client-navigation data "/courses.data". */
export function pageOfPath(path: string): string | undefined {
  if (path === "/_root.data") return undefined;
  if (path === "/hi.data") return "/hi";
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) || "/" : path;
  return page.length <= MAX_PAGE_LENGTH ? page : undefined;
}

export interface VisitCounter {
  middleware: MiddlewareHandler<AppEnv>;
  /** Writes what is buffered now. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export function createVisitCounter(options: {
  db: Db;
  logger: Logger;
  trustProxy: boolean;
  publicUrl: string;
  /** Which paths are public pages worth counting. */
  isPage: (path: string) => boolean;
  flushEveryMs?: number;
  now?: () => Date;
}): VisitCounter {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  const ownHost = new URL(options.publicUrl).hostname;
  let batch: VisitBatch = { views: new Map(), visitors: new Map() };
  const salts = new Map<string, Promise<string>>();
  let forgottenBefore = "";

  function salt(day: string): Promise<string> {
    let found = salts.get(day);
    if (!found) {
      found = saltOf(db, day);
      found.catch(() => salts.delete(day));
      // Only today's (and, around midnight, yesterday's) salt is ever needed.
      for (const old of salts.keys()) if (old < day) salts.delete(old);
      salts.set(day, found);
    }
    return found;
  }

  function add(key: string, visitor: string) {
    batch.views.set(key, (batch.views.get(key) ?? 0) + 1);
    let ids = batch.visitors.get(key);
    if (!ids) {
      ids = new Set();
      batch.visitors.set(key, ids);
    }
    ids.add(visitor);
  }

  let writing: Promise<void> = Promise.resolve();
  function flush(): Promise<void> {
    const full = batch;
    if (full.views.size === 0) return writing;
    batch = { views: new Map(), visitors: new Map() };
    writing = writing.then(async () => {
      try {
        await writeVisitBatch(db, full);
        const today = indiaDate(now());
        if (forgottenBefore !== today) {
          await forgetOldVisitors(db, today);
          forgottenBefore = today;
        }
      } catch (err) {
        // Counts are statistics: a batch lost to a database outage is logged, never retried into a pile-up.
        logger.error("visit counts not written", { error: err instanceof Error ? err.message : String(err) });
      }
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), options.flushEveryMs ?? FLUSH_EVERY_MS);
  timer.unref();

  // What repeats from one view to the next is worked out once: whether a user agent is a bot, a visitor's id for
  // the day (the same address and browser give the same hash), and the IST date (checked once a second). The
  // visitor ids are kept in memory for the day only, and never written with the address.
  const agents = new Map<string, boolean>();
  const visitorIds = new Map<string, string>();
  let idsDay = "";
  let dayChecked = 0;
  let today = "";
  const dayAt = (at: Date) => {
    if (at.getTime() - dayChecked >= 1000 || at.getTime() < dayChecked) {
      dayChecked = at.getTime();
      today = indiaDate(at);
    }
    return today;
  };
  const isBot = (agent: string) => {
    let bot = agents.get(agent);
    if (bot === undefined) {
      if (agents.size >= MAX_REMEMBERED) agents.clear();
      bot = isbot(agent);
      agents.set(agent, bot);
    }
    return bot;
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (c.req.method !== "GET" || c.res.status !== 200) return;
    const path = c.req.path;
    if (!options.isPage(path)) return;
    const page = pageOfPath(path);
    if (!page) return;
    const agent = c.req.header("user-agent") ?? "";
    if (!agent || isBot(agent)) return;
    // A link the browser fetched ahead in case it is followed is not a view.
    const purpose = c.req.header("sec-purpose") ?? c.req.header("purpose") ?? "";
    if (purpose.includes("prefetch")) return;
    const day = dayAt(now());
    let daySalt: string;
    try {
      daySalt = await salt(day);
    } catch {
      return;
    }
    if (idsDay !== day || visitorIds.size >= MAX_REMEMBERED) {
      visitorIds.clear();
      idsDay = day;
    }
    const who = `${clientAddress(c, options.trustProxy)}\n${agent}`;
    let visitor = visitorIds.get(who);
    if (!visitor) {
      visitor = createHash("sha256").update(`${daySalt}\n${who}`).digest("base64url").slice(0, 22);
      visitorIds.set(who, visitor);
    }
    const source = sourceOf(c.req.query("utm_source"), c.req.header("referer"), ownHost);
    add(`${day}|${page}|${source}`, visitor);
    add(`${day}|${SITE}|${source}`, visitor);
    add(`${day}|${SITE}|${ALL_SOURCES}`, visitor);
    if (batch.views.size >= MAX_BUFFERED_KEYS) void flush();
  };

  return {
    middleware,
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
