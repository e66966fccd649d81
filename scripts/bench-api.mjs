// `npm run bench:api`: throughput and latency of the public API at 50 connections against the same server's
// static-file throughput, plus memory, on the embedded database and on PostgreSQL (when TEST_DATABASE_URL is set).
import autocannon from "autocannon";
import { createBenchData, ensureBuilt, rssMb, settle, startServer } from "./bench-server.mjs";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
/** The first of two ports (embedded, then PostgreSQL), for running beside other servers on a shared machine. */
const PORT = Number(process.env.BENCH_PORT ?? 3701);
/** Measure only the endpoints whose label contains this text ("POST /api/inquiries"); the static baseline stays. */
const ONLY = process.env.BENCH_ONLY;

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function measure(server, label, opts) {
  if (ONLY && !label.includes(ONLY) && !label.includes("(baseline)")) return undefined;
  // Warm up caches and the JIT, then measure; sample memory while under load.
  await run({ ...opts, duration: 2 });
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 250);
  const r = await run(opts);
  clearInterval(timer);
  return {
    label,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    peakRssMb: peak,
  };
}

async function benchOne(kind, port) {
  const data = await createBenchData(kind);
  const env = { RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "100000000", LOG_LEVEL: "info" };
  const server = await startServer({ data, port, env });
  try {
    await settle(2000);
    const idleRss = rssMb(server.pid);
    const url = (p) => `${server.base}${p}`;
    const results = [];
    results.push(await measure(server, "static file /favicon.svg (baseline)", { url: url("/favicon.svg") }));
    results.push(
      await measure(server, "GET /api/courses?is_active=true&is_featured=true", {
        url: url("/api/courses?is_active=true&is_featured=true"),
      }),
    );
    results.push(
      await measure(server, "GET /api/courses/vastu-adhaar", { url: url("/api/courses/vastu-adhaar") }),
    );
    results.push(
      await measure(server, "GET /api/blogs?status=published", { url: url("/api/blogs?status=published") }),
    );
    results.push(
      await measure(server, "POST /api/inquiries", {
        url: url("/api/inquiries"),
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          first_name: "Bench",
          last_name: "Mark",
          email: "bench@example.com",
          phone: "+91 90000 00000",
          message: "Benchmark enquiry",
          inquiry_type: "general",
        }),
      }),
    );
    const measured = results.filter(Boolean);
    const baseline = measured[0].rps;
    await server.stop();
    // The steady state: the same server restarted on its existing database, as after any deploy or reboot.
    const restarted = await startServer({ data, port, env });
    await settle(3000);
    const restartedIdleRss = rssMb(restarted.pid);
    await restarted.stop();

    console.log(`\n## ${kind === "postgres" ? "PostgreSQL" : "Embedded PGlite"}`);
    console.log(
      `startup to healthy: new database with demo content ${server.startupMs} ms; existing database ${restarted.startupMs} ms`,
    );
    console.log(
      `RSS idle: ${restartedIdleRss} MB after a restart on the existing database; ${idleRss} MB right after the first start (initdb and demo images)`,
    );
    console.log(`RSS peak under load: ${Math.max(...measured.map((r) => r.peakRssMb))} MB`);
    console.log("| endpoint | req/s | x static | p50 ms | p99 ms | errors |");
    console.log("|---|---:|---:|---:|---:|---:|");
    for (const r of measured)
      console.log(
        `| ${r.label} | ${r.rps} | ${(r.rps / baseline).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} |`,
      );
  } finally {
    await server.stop();
    await data.drop();
  }
}

ensureBuilt();
console.log(`# bench:api — ${CONNECTIONS} connections, ${DURATION_S} s per endpoint (after 2 s warm-up)`);
await benchOne("embedded", PORT);
if (process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL) await benchOne("postgres", PORT + 1);
else console.log("\n(PostgreSQL run skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test)");
