// Visit counting through HTTP on the real database: two counters stand for two app servers sharing it, each in
// front of a page answered as the page cache would answer it.
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaDate } from "#contract/leads";
import type { AppEnv } from "#server/http/app-env";
import { createLogger } from "#server/http/logger";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { createVisitCounter, VISITED_PAGE, type VisitCounter } from "./visit-counter";

let t: TestApp;
const db = () => t.deps.database.db;
const rowsOf = <T = Record<string, unknown>>(result: unknown) => (result as { rows: T[] }).rows;
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

let clock = new Date("2031-06-01T06:00:00Z");

function server(): { app: Hono<AppEnv>; counter: VisitCounter } {
  const counter = createVisitCounter({
    db: db(),
    logger: createLogger("silent"),
    trustProxy: true,
    publicUrl: "https://academy.example",
    isPage: (p) => VISITED_PAGE.test(p),
    flushEveryMs: 3_600_000,
    now: () => clock,
  });
  const app = new Hono<AppEnv>();
  app.use("*", counter.middleware);
  app.get("*", (c) =>
    c.req.path.startsWith("/course/missing") ? c.text("gone", 404) : c.html("<h1>page</h1>"),
  );
  return { app, counter };
}

const visit = (app: Hono<AppEnv>, path: string, headers: Record<string, string>) =>
  app.request(`https://academy.example${path}`, { headers });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("visits counted without cookies", () => {
  it("counts views and daily unique visitors per page and source across servers, leaving out bots and addresses", async () => {
    const a = server();
    const b = server();
    const phone = { "user-agent": PHONE, "x-forwarded-for": "203.0.113.7" };
    const laptop = { "user-agent": LAPTOP, "x-forwarded-for": "198.51.100.20" };
    // The phone arrives from Instagram, then browses; the laptop from Google; both on both servers.
    await visit(a.app, "/courses?utm_source=Instagram", { ...phone, referer: "https://l.instagram.com/" });
    await visit(b.app, "/courses.data", { ...phone, referer: "https://academy.example/courses" });
    await visit(b.app, "/course/vastu-adhaar", { ...phone, referer: "https://academy.example/courses" });
    await visit(a.app, "/courses", { ...laptop, referer: "https://www.google.com/" });
    await visit(b.app, "/courses", { ...laptop, referer: "https://www.google.com/" });
    // Not visits: bots, a missing user agent, a prefetch, a 404, a non-page, the root's revalidation.
    await visit(a.app, "/courses", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await visit(a.app, "/courses", { "user-agent": "curl/8.5.0" });
    await visit(a.app, "/courses", {});
    await visit(a.app, "/courses", { ...laptop, "sec-purpose": "prefetch" });
    await visit(a.app, "/course/missing-course", laptop);
    await visit(a.app, "/sitemap.xml", laptop);
    await visit(a.app, "/_root.data", laptop);
    await Promise.all([a.counter.flush(), b.counter.flush()]);

    const day = indiaDate(clock);
    const rows = rowsOf<{ page: string; source: string; views: number; visitors: number }>(
      await db().execute(sql`select page, source, views, visitors from visit_daily where day = ${day}
        order by page, source`),
    );
    expect(rows).toEqual([
      { page: "*", source: "*", views: 5, visitors: 2 },
      { page: "*", source: "google.com", views: 2, visitors: 1 },
      { page: "*", source: "instagram", views: 1, visitors: 1 },
      { page: "*", source: "internal", views: 2, visitors: 1 },
      { page: "/course/vastu-adhaar", source: "internal", views: 1, visitors: 1 },
      { page: "/courses", source: "google.com", views: 2, visitors: 1 },
      { page: "/courses", source: "instagram", views: 1, visitors: 1 },
      { page: "/courses", source: "internal", views: 1, visitors: 1 },
    ]);
    // No address anywhere: only hashes, and one salt per day shared by both servers.
    const stored = JSON.stringify(
      rowsOf(await db().execute(sql`select * from visit_seen`)).concat(
        rowsOf(await db().execute(sql`select * from visit_salts`)),
      ),
    );
    expect(stored).not.toContain("203.0.113.7");
    expect(stored).not.toContain("198.51.100.20");
    expect(rowsOf(await db().execute(sql`select day::text from visit_salts`))).toEqual([{ day }]);

    // The next day the same people are new visitors again; three days on, the first day's salt and ids are gone.
    clock = new Date(clock.getTime() + 86_400_000);
    await visit(a.app, "/courses", laptop);
    await a.counter.flush();
    expect(
      rowsOf(
        await db().execute(
          sql`select visitors from visit_daily where day = ${indiaDate(clock)} and page = '*' and source = '*'`,
        ),
      ),
    ).toEqual([{ visitors: 1 }]);
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    await visit(b.app, "/courses", laptop);
    await b.counter.stop();
    await a.counter.stop();
    const days = rowsOf<{ day: string }>(
      await db().execute(sql`select day::text from visit_salts order by day`),
    );
    expect(days.map((d) => d.day)).toEqual([indiaDate(clock)]);
    expect(
      rowsOf(
        await db().execute(
          sql`select count(*)::int as n from visit_seen where day < ${indiaDate(clock)}::date - 1`,
        ),
      ),
    ).toEqual([{ n: 0 }]);
    // The daily totals stay.
    expect(rowsOf(await db().execute(sql`select count(distinct day)::int as n from visit_daily`))).toEqual([
      { n: 3 },
    ]);
  });
});
