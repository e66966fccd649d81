// `npm run bench:campaign`: the campaign runner queueing a newsletter to BENCH_CAMPAIGN_COUNT (10,000) active
// subscribers, rate limit off, in a process of its own.
//  1. How fast recipients are queued into the outbox (recipients per second) and the runner process's RSS growth.
//  2. The same, the runner killed with SIGKILL half-way and started again: how many outbox mails each recipient
//     got (0, 1 or 2 copies). Sending is the mail worker's part and is measured by `npm run bench:mail`.
// On the embedded database, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openEmbeddedDatabase, openPostgresDatabase } from "../server/db/client";
import { loadEnv } from "../server/env";
import { createCampaignRunner } from "../server/features/campaigns/campaign-runner";
import { startSending } from "../server/features/campaigns/campaigns.service";
import { createLogger } from "../server/http/logger";
import { mailConfig } from "../server/mail/mail-config";

const COUNT = Number(process.env.BENCH_CAMPAIGN_COUNT ?? 10_000);
const MB = 1024 * 1024;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const send = (m: unknown) => process.send?.(m);

async function openDatabase() {
  const env = loadEnv();
  const database = env.DATABASE_URL
    ? await openPostgresDatabase({ url: env.DATABASE_URL })
    : await openEmbeddedDatabase({ dataDir: `${env.dataDir}/db` });
  return { env, database };
}

/** Child: subscribers, a campaign, and its send (the snapshot of recipients). */
async function setup() {
  const { database } = await openDatabase();
  const db = database.db;
  await db.execute(sql`
    insert into newsletter_subscribers (email) select 'reader' || i || '@bench.example' from generate_series(1, ${COUNT}) i`);
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into campaigns (subject, body_html)
      values ('Autumn courses at the academy', '<p>New batches of <strong>Vastu Level 1</strong> start next month.</p>')
      returning campaign_id as id`),
  );
  const outcome = await startSending(db, Number(row?.id));
  send({ outcome });
  await database.close();
}

/** Child: the runner until the campaign is sent, reporting progress and memory; the parent may kill it. */
async function run() {
  const { env, database } = await openDatabase();
  const db = database.db;
  const runner = createCampaignRunner({
    database,
    logger: createLogger("warn"),
    config: {
      mail: mailConfig(env),
      secret: "bench-secret-0123456789",
      ratePerMinute: 0,
      pollMs: 50,
    },
  });
  const start = performance.now();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  await runner.start();
  send({ started: true });
  for (;;) {
    peak = Math.max(peak, process.memoryUsage().rss);
    const [state] = rowsOf<{ queued: number; done: boolean }>(
      await db.execute(sql`
        select (select count(*)::int from campaign_recipients where state <> 'pending') as queued,
          not exists (select 1 from campaigns where state <> 'sent') as done`),
    );
    send({ queued: state?.queued });
    if (state?.done) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const seconds = (performance.now() - start) / 1000;
  await runner.stop();
  // After a forced collection: what the runner keeps, as opposed to garbage not yet collected at the peak.
  (globalThis as { gc?: () => void }).gc?.();
  send({ done: true, seconds, baseline, peak, afterGc: process.memoryUsage().rss });
  await database.close();
}

/** Child: copies per recipient, read from the outbox. */
async function check() {
  const { database } = await openDatabase();
  const rows = rowsOf<{ copies: number; n: number }>(
    await database.db.execute(sql`
      select copies, count(*)::int as n from (
        select s.email, count(m.mail_id)::int as copies
        from newsletter_subscribers s left join mail_outbox m on m."to" = s.email
        group by s.email) per group by copies order by copies`),
  );
  const [queued] = rowsOf<{ n: number }>(
    await database.db.execute(
      sql`select count(*)::int as n from campaign_recipients where state <> 'pending'`,
    ),
  );
  send({ queued: queued?.n, copies: Object.fromEntries(rows.map((r) => [r.copies, r.n])) });
  await database.close();
}

// ---------------------------------------------------------------------------------------------------------------
// Parent

// biome-ignore lint/suspicious/noExplicitAny: IPC messages of this script's own children, read field by field.
function child(mode: string, env: Record<string, string>, onMessage: (m: any) => void = () => {}) {
  const proc: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, LOG_LEVEL: "warn", MODE: mode, ...env },
    execArgv: ["--expose-gc", "--import", "tsx"],
  });
  proc.on("message", onMessage);
  const exited = new Promise<number | null>((r) => proc.on("exit", (code) => r(code)));
  return { proc, exited };
}

async function freshDatabase(
  kind: "embedded" | "postgres",
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (kind === "embedded") {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-campaign-"));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `bench_campaign_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-campaign-"));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function bench(kind: "embedded" | "postgres") {
  // 1. Throughput and memory.
  let db = await freshDatabase(kind);
  await child("setup", db.env).exited;
  let result: { seconds: number; baseline: number; peak: number; afterGc: number } | undefined;
  await child("run", db.env, (m) => {
    if (m.done) result = m;
  }).exited;
  if (!result) throw new Error("the runner did not finish");
  const measured = result;
  console.log(
    `${kind}: ${COUNT} recipients queued in ${result.seconds.toFixed(2)} s = ${Math.round(COUNT / result.seconds)}/s; ` +
      `runner RSS ${Math.round(result.baseline / MB)} MB → peak ${Math.round(result.peak / MB)} MB ` +
      `(+${Math.round((result.peak - result.baseline) / MB)} MB), ` +
      `${Math.round(result.afterGc / MB)} MB after GC (+${Math.round((result.afterGc - result.baseline) / MB)} MB)`,
  );
  await db.drop();

  // 2. kill -9 half-way, then a new runner.
  db = await freshDatabase(kind);
  await child("setup", db.env).exited;
  // Half the time the whole run took above (the runner holds the embedded database between batches, so the
  // child's own progress reports are too coarse to time the kill by).
  const killAfterMs = (measured.seconds * 1000) / 2;
  const first = child("run", db.env, (m) => {
    if (m.started) setTimeout(() => first.proc.kill("SIGKILL"), killAfterMs);
  });
  await first.exited;
  let killedAt = 0;
  await child("check", db.env, (m) => {
    if (m.queued !== undefined) killedAt = m.queued;
  }).exited;
  await child("run", db.env).exited;
  let copies: Record<string, number> = {};
  await child("check", db.env, (m) => {
    if (m.copies) copies = m.copies;
  }).exited;
  console.log(
    `${kind}: killed with ${killedAt} of ${COUNT} queued, restarted: recipients with 0 copies ${copies[0] ?? 0}, ` +
      `1 copy ${copies[1] ?? 0}, 2 copies ${copies[2] ?? 0}`,
  );
  await db.drop();
}

const mode = process.env.MODE;
if (mode === "setup") await setup();
else if (mode === "run") await run();
else if (mode === "check") await check();
else {
  await bench("embedded");
  if (process.env.TEST_DATABASE_URL) await bench("postgres");
  else console.log("postgres: skipped (set TEST_DATABASE_URL)");
}
