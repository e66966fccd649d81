// `npm run bench:scale`: admin list calls on PostgreSQL with 100,000 enquiries and 100,000 subscribers, through the
// real server over HTTP. Prints p50 and p95 of 30 calls each (after 3 warm-up calls), then the CSV export of every
// subscriber: its time and how far the server's resident memory rose above where it stood before (sampled from
// /proc every 5 ms while the file streams). Needs TEST_DATABASE_URL (or
// BENCH_DATABASE_URL); a fresh database is created and dropped. The server runs from source (API only, through
// tsx), so no build is needed.
import { readFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";
import { BENCH_ADMIN_PASSWORD, createBenchData, freePort, startApiServer } from "./bench-server.mjs";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CALLS = 30;
const WARMUP = 3;

const EXPORT_RUNS = 3;

async function load(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    // Words that real enquiries share, so that "a common word" matches a quarter of the rows.
    await client.query(
      `insert into inquiries (first_name, last_name, email, phone, subject, message, inquiry_type, status, created_at)
       select 'Person' || i, 'Family' || (i % 977), 'person' || i || '@example.com', '+91 98' || lpad(i::text, 8, '0'),
              'Question ' || i,
              'I would like to know more about ' || (array['vastu', 'numerology', 'geobiology', 'aroma'])[i % 4 + 1]
                || ' for my plot number ' || i,
              (array['course', 'general'])[i % 2 + 1], (array['new', 'in_progress', 'resolved', 'closed'])[i % 4 + 1],
              now() - i * interval '1 second'
       from generate_series(1, $1::int) as i`,
      [ROWS],
    );
    await client.query(
      `insert into newsletter_subscribers (email, name, status, subscribed_at)
       select 'reader' || i || '@example.org', 'Reader ' || i, (array['active', 'unsubscribed'])[i % 5 / 4 + 1],
              now() - i * interval '1 second'
       from generate_series(1, $1::int) as i`,
      [ROWS],
    );
    const loadedMs = performance.now() - started;
    // BENCH_WITHOUT_TRIGRAMS=1: the same run without the search indexes of migration 0003, for a comparison on
    // the same machine.
    if (process.env.BENCH_WITHOUT_TRIGRAMS === "1") {
      const { rows } = await client.query(
        "select indexname from pg_indexes where indexname like '%\\_trgm\\_idx'",
      );
      for (const { indexname } of rows) await client.query(`drop index "${indexname}"`);
    }
    // What autovacuum does shortly after such a load: statistics, and the trigram indexes' pending lists merged.
    const vacuumStarted = performance.now();
    await client.query("vacuum analyze inquiries");
    await client.query("vacuum analyze newsletter_subscribers");
    return { loadedMs, vacuumMs: performance.now() - vacuumStarted };
  } finally {
    await client.end();
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(base, token, url) {
  const call = async () => {
    const started = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    return { ms, total: body.meta?.total, estimate: body.meta?.total_is_estimate, rows: body.data?.length };
  };
  let last;
  for (let i = 0; i < WARMUP; i++) last = await call();
  const times = [];
  for (let i = 0; i < CALLS; i++) {
    last = await call();
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    total: last.estimate ? `about ${last.total}` : last.total,
    rows: last.rows,
  };
}

/** The process's resident set in bytes (Linux). */
function rssOf(pid) {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]) * 1024;
}

/** CPU seconds (user + system) the process has used, from /proc (clock ticks of 1/100 s on Linux). */
function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Downloads the export without keeping it, while sampling the server's memory; the file is checked, not stored. */
async function measureExport(server, token, url) {
  const before = rssOf(server.pid);
  const cpuBefore = cpuSecondsOf(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, 5);
  const started = performance.now();
  const res = await fetch(`${server.base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 1;
  let first;
  for await (const chunk of res.body) {
    first ??= chunk;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines++;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(server.pid));
  const bom = first?.[0] === 0xef && first?.[1] === 0xbb && first?.[2] === 0xbf;
  const cpu = cpuSecondsOf(server.pid) - cpuBefore;
  return { ms, bytes, lines, bom, before, growth: peak - before, cpu };
}

const data = await createBenchData("postgres");
let server;
try {
  server = await startApiServer(data, await freePort());
  const { loadedMs, vacuumMs } = await load(data.databaseUrl);
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD }),
  });
  const { data: session } = await login.json();

  const calls = [
    ["first page", "/api/inquiries?limit=50"],
    ["status filter", "/api/inquiries?status=resolved&limit=50"],
    ["offset 90,000", "/api/inquiries?offset=90000&limit=50"],
    ["search for one e-mail (q=person4242)", "/api/inquiries?q=person4242&limit=50"],
    ["search for a common word (q=numerology)", "/api/inquiries?q=numerology&limit=50"],
    ["search among subscribers (q=reader4242)", "/api/newsletter?q=reader4242&limit=50"],
  ];
  console.log(
    `# bench:scale${process.env.BENCH_WITHOUT_TRIGRAMS === "1" ? " without the trigram indexes" : ""}: ` +
      `${ROWS.toLocaleString("en")} enquiries and ${ROWS.toLocaleString("en")} subscribers on PostgreSQL`,
  );
  console.log(
    `\nLoaded in ${(loadedMs / 1000).toFixed(1)} s; VACUUM ANALYZE ${(vacuumMs / 1000).toFixed(1)} s. ` +
      `${CALLS} calls each after ${WARMUP} warm-up calls, one at a time, over HTTP. Load average before the ` +
      `calls: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs.\n`,
  );
  console.log("| call | p50 (ms) | p95 (ms) | total | rows |");
  console.log("|---|---:|---:|---:|---:|");
  for (const [label, url] of calls) {
    const r = await measure(server.base, session.token, url);
    console.log(`| ${label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.total} | ${r.rows} |`);
  }

  const MB = 1024 * 1024;
  console.log(
    `\nCSV export of every subscriber (GET /api/newsletter/export.csv), ${EXPORT_RUNS} runs one after another; ` +
      "RSS growth is the server's peak resident memory during the run minus its resident memory just before.\n",
  );
  // The wall time depends on how busy the machine is; the server's own CPU time much less so.
  console.log(
    "| run | time (s) | server CPU (s) | size (MB) | lines | BOM | RSS before (MB) | RSS growth (MB) | load avg |",
  );
  console.log("|---|---:|---:|---:|---:|---|---:|---:|---:|");
  for (let run = 1; run <= EXPORT_RUNS; run++) {
    const r = await measureExport(server, session.token, "/api/newsletter/export.csv");
    console.log(
      `| ${run} | ${(r.ms / 1000).toFixed(2)} | ${r.cpu.toFixed(2)} | ${(r.bytes / MB).toFixed(1)} | ${r.lines} | ` +
        `${r.bom ? "yes" : "no"} | ${(r.before / MB).toFixed(0)} | ${(r.growth / MB).toFixed(1)} | ` +
        `${os.loadavg()[0].toFixed(1)} |`,
    );
  }
} finally {
  await server?.stop();
  await data.drop();
}
