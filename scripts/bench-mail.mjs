// `npm run bench:mail`: the outbox worker against a real SMTP server on this machine (smtp-server).
//  0. One staff notification at a time, from its transaction to the SMTP server's "250": median of 20.
//  1. 10,000 queued newsletter mails, no rate limit: mails per second, and the worker process's RSS growth.
//  2. The same again, the worker killed with SIGKILL half-way and restarted: how many recipients got 0, 1, 2 copies.
// On the embedded database, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";

const COUNT = Number(process.env.BENCH_MAIL_COUNT ?? 10_000);
const WORKER = path.resolve("scripts/bench-mail-worker.ts");
const MB = 1024 * 1024;

function startSink() {
  const copies = new Map();
  /** Address → called when a mail to it arrives. */
  const arrivals = new Map();
  let accepted = 0;
  const waiters = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        for (const rcpt of session.envelope.rcptTo) {
          copies.set(rcpt.address, (copies.get(rcpt.address) ?? 0) + 1);
          arrivals.get(rcpt.address)?.();
        }
        accepted++;
        for (const w of waiters.splice(0))
          if (accepted >= w.n) w.resolve();
          else waiters.push(w);
        callback();
      });
    },
  });
  // A client that dies mid-session (a killed worker) resets its connection: that is the client's problem.
  server.on("error", () => {});
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `smtp://127.0.0.1:${server.server.address().port}`,
        copies,
        accepted: () => accepted,
        reset() {
          copies.clear();
          accepted = 0;
        },
        arrivalOf: (address) => new Promise((r) => arrivals.set(address, r)),
        until: (n) => new Promise((r) => (accepted >= n ? r() : waiters.push({ n, resolve: r }))),
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}

function child(env, onMessage = () => {}) {
  const proc = spawn(process.execPath, ["--expose-gc", "--import", "tsx", WORKER], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  proc.on("message", onMessage);
  proc.exited = new Promise((r) => proc.on("exit", (code, signal) => r({ code, signal })));
  return proc;
}

async function enqueue(env) {
  let enqueued = 0;
  const proc = child({ ...env, MODE: "enqueue", COUNT: String(COUNT) }, (m) => {
    if (m.enqueued !== undefined) enqueued = m.enqueued;
  });
  const { code } = await proc.exited;
  if (code !== 0 || enqueued !== COUNT) throw new Error(`enqueue failed (exit ${code}, ${enqueued} queued)`);
}

function startWorker(env) {
  const state = { baseline: 0, peak: 0, counts: undefined };
  let ready;
  const readyP = new Promise((r) => (ready = r));
  let countsWaiter;
  let gcWaiter;
  const proc = child({ ...env, MODE: "work" }, (m) => {
    if (m.rss && m.rss > state.peak) {
      state.peak = m.rss;
      state.atPeak = m;
    }
    if (m.ready) {
      state.baseline = m.rss;
      state.atStart = m;
      ready();
    }
    if (m.counts) countsWaiter?.(m.counts);
    if (m.afterGc) gcWaiter?.(m.afterGc);
  });
  return {
    proc,
    state,
    ready: readyP,
    counts: () =>
      new Promise((r) => {
        countsWaiter = r;
        proc.send({ type: "counts" });
      }),
    afterGc: () =>
      new Promise((r) => {
        gcWaiter = r;
        proc.send({ type: "gc" });
      }),
    async stop() {
      proc.send({ type: "stop" });
      await proc.exited;
    },
  };
}

async function freshDatabase(kind) {
  if (kind === "embedded") {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-mail-"));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = process.env.TEST_DATABASE_URL;
  const name = `bench_mail_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-mail-"));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function throughput(kind, sink) {
  const db = await freshDatabase(kind);
  try {
    const env = { ...db.env, SMTP_URL: sink.url, PUBLIC_URL: "https://academy.example" };
    await enqueue(env);
    sink.reset();
    const worker = startWorker(env);
    await worker.ready;
    const t0 = performance.now();
    await sink.until(COUNT);
    const seconds = (performance.now() - t0) / 1000;
    const counts = await worker.counts();
    const afterGc = await worker.afterGc();
    await worker.stop();
    return {
      mailsPerSecond: Math.round(COUNT / seconds),
      seconds: Number(seconds.toFixed(1)),
      rssGrowthMb: Math.round((worker.state.peak - worker.state.baseline) / MB),
      rssBaselineMb: Math.round(worker.state.baseline / MB),
      rssPeakMb: Math.round(worker.state.peak / MB),
      jsHeapGrowthMb: Math.round((worker.state.atPeak.heapTotal - worker.state.atStart.heapTotal) / MB),
      heapUsedGrowthAfterGcMb: Math.round((afterGc.heapUsed - worker.state.atStart.heapUsed) / MB),
      rssGrowthAfterGcMb: Math.round((afterGc.rss - worker.state.baseline) / MB),
      externalGrowthMb: Math.round((worker.state.atPeak.external - worker.state.atStart.external) / MB),
      outbox: counts,
    };
  } finally {
    await db.drop();
  }
}

/** From the enquiry's transaction to the SMTP server's acceptance of its staff notification, one at a time. */
async function notificationLatency(kind, sink) {
  const db = await freshDatabase(kind);
  try {
    const worker = startWorker({ ...db.env, SMTP_URL: sink.url, PUBLIC_URL: "https://academy.example" });
    await worker.ready;
    const times = [];
    for (let n = 1; n <= 20; n++) {
      const arrived = sink.arrivalOf(`staff${n}@bench.example`);
      const t0 = performance.now();
      worker.proc.send({ type: "notify", n });
      await arrived;
      times.push(performance.now() - t0);
    }
    await worker.stop();
    times.sort((a, b) => a - b);
    return { medianMs: Math.round(times[10]), maxMs: Math.round(times[19]) };
  } finally {
    await db.drop();
  }
}

async function killAndRestart(kind, sink) {
  const db = await freshDatabase(kind);
  try {
    const env = { ...db.env, SMTP_URL: sink.url, PUBLIC_URL: "https://academy.example" };
    await enqueue(env);
    sink.reset();
    const first = startWorker(env);
    await first.ready;
    await sink.until(COUNT / 2);
    first.proc.kill("SIGKILL");
    await first.proc.exited;
    const atKill = sink.accepted();
    // The dead worker's rows are still `sending`: a short lease lets the new worker take them back promptly.
    const second = startWorker(env);
    await second.ready;
    let counts;
    do {
      await new Promise((r) => setTimeout(r, 200));
      counts = await second.counts();
    } while ((counts.sent ?? 0) < COUNT);
    await second.stop();
    const histogram = { 0: 0, 1: 0, 2: 0, "3+": 0 };
    for (let i = 1; i <= COUNT; i++) {
      const n = sink.copies.get(`person${i}@bench.example`) ?? 0;
      histogram[n >= 3 ? "3+" : n]++;
    }
    return { acceptedBeforeKill: atKill, recipientsByCopies: histogram, outbox: counts };
  } finally {
    await db.drop();
  }
}

const sink = await startSink();
const kinds = ["embedded", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];
const batch = Number(process.env.MAIL_BATCH_SIZE ?? 25);
process.env.MAIL_LEASE_SECONDS ??= "5";
try {
  for (const kind of kinds) {
    console.log(
      `\n== ${kind}: ${COUNT} mails, batch ${batch}, ${process.env.MAIL_CONNECTIONS ?? 8} SMTP connections, no rate limit`,
    );
    console.log(
      "staff notification, queued to accepted (median of 20):",
      JSON.stringify(await notificationLatency(kind, sink)),
    );
    console.log("throughput:", JSON.stringify(await throughput(kind, sink)));
    console.log("kill -9 half-way, then restart:", JSON.stringify(await killAndRestart(kind, sink)));
  }
} finally {
  await sink.close();
}
