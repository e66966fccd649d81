// `npm run bench:slots`: consultation slots under load, on the embedded database and, when TEST_DATABASE_URL is set,
// on PostgreSQL (a fresh database of its own, dropped after). Each figure, one line per database:
//  1. race: BENCH_SLOTS_RACE (100) bookings of one slot at once over HTTP (a real server on loopback): how many
//     were booked (must be 1), answered 409 (the rest) and 5xx (must be 0).
//  2. slots: GET /api/consultations/slots for BENCH_SLOTS_DAYS (60) days with BENCH_SLOTS_BOOKINGS (1,000) bookings
//     in them, BENCH_SLOTS_READS (200) times: p50 and p95 in milliseconds (target p95 <= 50 ms).
//  3. reminders: a simulated week of BENCH_SLOTS_WEEK (300) bookings, a tenth of them cancelled and a tenth moved
//     during it, with two app servers' reminder jobs ticking at once every 5 minutes of the moved clock: reminders
//     due, sent, sent for a cancelled or old time (must be 0) and duplicates (must be 0). On PostgreSQL the two
//     servers have a connection pool each; on the embedded database (one process per data directory) they share it.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { todayInIndia } from "../contract/fields";
import { AvailabilitySchema } from "../contract/schemas/slots";
import { createApp } from "../server/app";
import { createContentChanges } from "../server/cache/content-changes";
import { type Database, openEmbeddedDatabase, openPostgresDatabase } from "../server/db/client";
import type { AppDeps } from "../server/deps";
import { loadEnv } from "../server/env";
import { createAdmin } from "../server/features/auth/auth.service";
import { addDays, istMidnight } from "../server/features/slots/slot-engine";
import { slotContextOf } from "../server/features/slots/slots.routes";
import {
  bookingToken,
  cancelByVisitor,
  saveAvailability,
  sendDueReminders,
} from "../server/features/slots/slots.service";
import { createLogger } from "../server/http/logger";
import { adminQuery } from "../tests/setup/postgres-admin";

const RACE = Number(process.env.BENCH_SLOTS_RACE ?? 100);
const DAYS = Number(process.env.BENCH_SLOTS_DAYS ?? 60);
const BOOKINGS = Number(process.env.BENCH_SLOTS_BOOKINGS ?? 1000);
const READS = Number(process.env.BENCH_SLOTS_READS ?? 200);
const WEEK = Number(process.env.BENCH_SLOTS_WEEK ?? 300);
const MIN = 60_000;
const HOUR = 60 * MIN;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

const ALL_DAY = [{ start: "08:00", end: "20:00" }];
const AVAILABILITY = AvailabilitySchema.parse({
  weekly_hours: Object.fromEntries(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, ALL_DAY]),
  ),
  slot_minutes: 30,
  buffer_minutes: 0,
  min_notice_minutes: 60,
  days_ahead: 90,
  reminder_minutes: [24 * 60, 120],
});

async function openApp(database: Database) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-slots-"));
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://127.0.0.1",
    RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "100000",
    APP_SECRET: "bench-slots-secret-of-at-least-32-chars",
  });
  const deps: AppDeps = {
    env,
    database,
    logger: createLogger("silent"),
    changes: await createContentChanges(database),
    uploadsDir: path.join(dataDir, "uploads"),
  };
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    deps,
    url,
    async close() {
      await new Promise((r) => server.close(r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const visitor = (i: number, slot: string) => ({
  name: `Bench Visitor ${i}`,
  email: `visitor${i}@bench.example`,
  phone: "+91 98765 43210",
  message: "A consultation, please.",
  slot_starts_at: slot,
});

async function race(url: string) {
  // After the days the calendar is filled with below, so that the filling never meets this booking.
  const slot = `${addDays(todayInIndia(), DAYS + 2)}T10:00:00+05:30`;
  const answers = await Promise.all(
    Array.from({ length: RACE }, (_, i) =>
      fetch(`${url}/api/consultations`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(visitor(i, slot)),
      }).then((r) => r.status),
    ),
  );
  const count = (test: (s: number) => boolean) => answers.filter(test).length;
  return {
    booked: count((s) => s === 201),
    conflict: count((s) => s === 409),
    server: count((s) => s >= 500),
    other: count((s) => s !== 201 && s !== 409 && s < 500),
  };
}

/** BOOKINGS bookings spread over the next DAYS days, written directly (as many visitors would have made them). */
async function fillCalendar(database: Database) {
  const today = todayInIndia();
  await database.db.execute(sql`
    with made as (
      insert into consultation_requests (name, email, phone, message, status, starts_at, ends_at)
      select 'Filler ' || i, 'filler' || i || '@bench.example', '+91 90000 00000', 'x', 'scheduled',
        ${new Date(istMidnight(addDays(today, 1)))}::timestamptz + ((i % ${DAYS}) || ' days')::interval
          + ((8 * 60 + (i / ${DAYS}) * 45) || ' minutes')::interval,
        ${new Date(istMidnight(addDays(today, 1)))}::timestamptz + ((i % ${DAYS}) || ' days')::interval
          + ((8 * 60 + (i / ${DAYS}) * 45 + 30) || ' minutes')::interval
      from generate_series(0, ${BOOKINGS - 1}) i
      returning request_id, starts_at, ends_at)
    insert into agenda_ranges (kind, request_id, starts_at, ends_at, occupied_until, token_nonce)
    select 'booking', request_id, starts_at, ends_at, ends_at, 'n' || request_id from made`);
}

async function readSlots(url: string) {
  const from = todayInIndia();
  const to = addDays(from, DAYS - 1);
  const times: number[] = [];
  let count = 0;
  // Warm-up, not counted: the first reads compile the code paths and fill the database's caches.
  for (let i = 0; i < 10; i++)
    await (await fetch(`${url}/api/consultations/slots?from=${from}&to=${to}`)).arrayBuffer();
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    const res = await fetch(`${url}/api/consultations/slots?from=${from}&to=${to}`);
    const body = (await res.json()) as { data: unknown[] };
    times.push(performance.now() - started);
    count = body.data.length;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
  return { slots: count, p50: at(0.5), p95: at(0.95) };
}

/** A week of reminders with a moved clock and two servers' jobs at once. */
async function reminderWeek(servers: AppDeps[]) {
  const [first] = servers;
  if (!first) throw new Error("no server");
  const db = first.database.db;
  const context = slotContextOf(first);
  const t0 = Date.now();
  // Bookings from 3 hours to 7 days ahead, each booked at t0, 20 minutes long, one after another, on a calendar of
  // their own (the exclusion constraint is per calendar) so that the filled one above never meets them.
  const span = 7 * 24 * HOUR - 3 * HOUR;
  const inserted = rowsOf<{ request_id: number; starts_at: string | Date }>(
    await db.execute(sql`
      with made as (
        insert into consultation_requests (name, email, phone, message, status, starts_at, ends_at)
        select 'Week ' || i, 'week' || i || '@bench.example', '+91 90000 00000', 'x', 'scheduled',
          ${new Date(t0 + 3 * HOUR)}::timestamptz + ((i * ${Math.floor(span / WEEK / MIN)}) || ' minutes')::interval,
          ${new Date(t0 + 3 * HOUR)}::timestamptz + ((i * ${Math.floor(span / WEEK / MIN)} + 20) || ' minutes')::interval
        from generate_series(0, ${WEEK - 1}) i
        returning request_id, starts_at, ends_at)
      insert into agenda_ranges (calendar, kind, request_id, starts_at, ends_at, occupied_until, token_nonce, booked_at)
      select 'bench-week', 'booking', request_id, starts_at, ends_at, ends_at, 'n' || request_id, ${new Date(t0)}
      from made
      returning request_id, starts_at`),
  );
  // Raw SQL answers timestamps as text on one driver and as Dates on the other.
  const rows = inserted.map((r) => ({ request_id: r.request_id, starts_at: new Date(r.starts_at) }));
  // A tenth cancelled and a tenth moved by a day, each 30 hours before its start (before its 24-hour reminder).
  // (Only bookings far enough ahead: the policy lets a link change a booking until 24 hours before it.)
  const later = (r: { starts_at: Date }) => r.starts_at.getTime() > t0 + 31 * HOUR;
  const cancelled = new Set(rows.filter((r, i) => i % 10 === 3 && later(r)).map((r) => r.request_id));
  const movedRows = rows.filter((r, i) => i % 10 === 7 && later(r));
  const changes = [
    ...[...cancelled].map((id) => ({
      id,
      at: (rows.find((r) => r.request_id === id)?.starts_at.getTime() ?? 0) - 30 * HOUR,
      kind: "cancel" as const,
    })),
    ...movedRows.map((r) => ({
      id: r.request_id,
      at: r.starts_at.getTime() - 30 * HOUR,
      kind: "move" as const,
    })),
  ].sort((a, b) => a.at - b.at);

  /**
   * Moves a booking a day later. The week's bookings leave no 20-minute gap between them, so a moved one goes onto a
   * calendar of its own (the agenda's exclusion constraint is per calendar); every tenth, they never meet there.
   */
  async function moveByADay(id: number, now: Date) {
    await db.execute(sql`
      update agenda_ranges set calendar = 'bench-week-moved', starts_at = starts_at + interval '1 day',
        ends_at = ends_at + interval '1 day', occupied_until = occupied_until + interval '1 day', booked_at = ${now}
      where request_id = ${id}`);
  }

  let ticks = 0;
  for (let now = t0; now <= t0 + 7 * 24 * HOUR + HOUR; now += 5 * MIN) {
    while (changes[0] && changes[0].at <= now) {
      const change = changes.shift();
      if (!change) break;
      if (change.kind === "cancel") {
        const [range] = rowsOf<{ token_nonce: string }>(
          await db.execute(sql`select token_nonce from agenda_ranges where request_id = ${change.id}`),
        );
        // Only before the policy's notice may the link cancel; this week's policy is the default (24 hours).
        await cancelByVisitor(
          db,
          change.id,
          bookingToken(context.secret, change.id, range?.token_nonce ?? ""),
          context,
          new Date(now),
        );
      } else await moveByADay(change.id, new Date(now));
    }
    const at = new Date(now);
    await Promise.all(servers.map((s) => sendDueReminders(s.database.db, slotContextOf(s), at)));
    ticks++;
  }
  const [figures] = rowsOf<{ sent: number; distinct_sent: number; for_cancelled: number; stale: number }>(
    await db.execute(sql`
      with week as (select request_id, status from consultation_requests where name like 'Week %')
      select
        (select count(*)::int from mail_outbox
          where kind = 'booking-reminder' and "to" like 'week%@bench.example') as sent,
        (select count(*)::int from booking_reminders r join week using (request_id)) as distinct_sent,
        (select count(*)::int from booking_reminders r join week w using (request_id)
          where w.status = 'cancelled') as for_cancelled,
        (select count(*)::int from booking_reminders r join week using (request_id) join agenda_ranges a using (request_id)
          where r.starts_at <> a.starts_at) as stale`),
  );
  // Due: each live booking's offsets whose time falls after it was (re)booked and before the week ended.
  const end = t0 + 7 * 24 * HOUR + HOUR;
  const live = rowsOf<{ starts_at: string | Date; booked_at: string | Date }>(
    await db.execute(sql`select starts_at, booked_at from agenda_ranges
      where released_at is null and request_id in (select request_id from consultation_requests where name like 'Week %')`),
  );
  let due = 0;
  for (const r of live)
    for (const offset of [24 * 60, 120]) {
      const start = new Date(r.starts_at).getTime();
      const dueAt = start - offset * MIN;
      if (dueAt > new Date(r.booked_at).getTime() && dueAt <= end && start > dueAt) due++;
    }
  return {
    ticks,
    due,
    sent: figures?.sent ?? 0,
    duplicates: (figures?.sent ?? 0) - (figures?.distinct_sent ?? 0),
    for_cancelled_or_old_time: (figures?.for_cancelled ?? 0) + (figures?.stale ?? 0),
  };
}

async function benchOn(
  label: string,
  open: () => Promise<{ primary: Database; second: Database; close(): Promise<void> }>,
) {
  const { primary, second, close } = await open();
  await createAdmin(primary.db, {
    username: "bench",
    password: "bench password 123",
    email: "desk@bench.example",
    fullName: null,
  });
  await saveAvailability(primary.db, AVAILABILITY);
  const a = await openApp(primary);
  const b = await openApp(second);
  try {
    console.log(`${label} race: ${JSON.stringify(await race(a.url))}`);
    await fillCalendar(primary);
    console.log(
      `${label} slots (${DAYS} days, ${BOOKINGS} bookings, ${READS} reads): ${JSON.stringify(await readSlots(a.url))}`,
    );
    console.log(
      `${label} reminders (${WEEK} bookings, two servers): ${JSON.stringify(await reminderWeek([a.deps, b.deps]))}`,
    );
  } finally {
    await a.close();
    await b.close();
    await close();
  }
}

await benchOn("embedded", async () => {
  const database = await openEmbeddedDatabase({});
  return { primary: database, second: database, close: () => database.close() };
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const name = `bench_slots_${randomBytes(4).toString("hex")}`;
  await adminQuery(pgUrl, `create database ${name}`);
  const own = new URL(pgUrl);
  own.pathname = `/${name}`;
  await benchOn("postgres", async () => {
    const primary = await openPostgresDatabase({ url: own.toString(), poolSize: 20 });
    const second = await openPostgresDatabase({ url: own.toString(), poolSize: 10 });
    return {
      primary,
      second,
      async close() {
        await primary.close();
        await second.close();
        await adminQuery(pgUrl, `drop database if exists ${name} with (force)`);
      },
    };
  });
} else console.log("postgres: skipped (set TEST_DATABASE_URL)");
