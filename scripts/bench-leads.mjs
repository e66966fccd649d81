// `npm run bench:leads`: the leads' reads on PostgreSQL with 100,000 leads (enquiries and consultation requests over
// a year, with owners, follow-ups, first responses, lost reasons and attribution) and 1,000,000 daily-visit rows,
// through the real server over HTTP. Prints p50 and p95 of 30 calls each (after 3 warm-up calls) of the Today queue,
// its count and the owner's report over 90 days. Needs TEST_DATABASE_URL (or BENCH_DATABASE_URL); a fresh database
// is created and dropped. The server runs from source (API only, through tsx), so no build is needed.
// BENCH_LEADS and BENCH_VISIT_ROWS make it smaller (to check that it works) or larger.
import pg from "pg";
import { BENCH_ADMIN_PASSWORD, createBenchData, freePort, startApiServer } from "./bench-server.mjs";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const VISIT_ROWS = Number(process.env.BENCH_VISIT_ROWS ?? 1_000_000);
const CALLS = 30;
const WARMUP = 3;

const TARGETS = { today: 50, report: 100 };

/**
 * Leads spread evenly over the last 365 days; a tenth of the open ones have a follow-up, from two days ago to a
 * week ahead (so some hundreds are overdue or due today); every fourth lead came with a utm_source.
 */
async function load(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(`insert into admin_users (username, full_name, email, role)
      select 'desk' || i, 'Desk ' || i, 'desk' || i || '@example.com', 'front_desk' from generate_series(1, 4) i`);
    const { rows: staff } = await client.query("select array_agg(admin_id) as ids from admin_users");
    const { rows: reasons } = await client.query(
      "select coalesce(array_agg(reason_id), '{}') as ids from lead_lost_reasons",
    );
    const staffIds = staff[0].ids;
    const reasonIds = reasons[0].ids.length ? reasons[0].ids : [null];
    const inquiries = Math.round(LEADS * 0.7);
    const common = (statuses, idx) => `
      (array[${statuses.map((s) => `'${s}'`).join(",")}])[${idx} % ${statuses.length} + 1] as status,
      now() - (i * (365 * 86400.0 / $1)) * interval '1 second' as created_at,
      (array[${staffIds.join(",")}])[i % ${staffIds.length} + 1] as assignee_id,
      case when i % 10 = 0 then now() + ((i % 900) - 200) * interval '13 minutes' end as next_follow_up_at,
      case when i % 3 <> 0 then now() - (i * (365 * 86400.0 / $1)) * interval '1 second'
        + (i % 300) * interval '1 minute' end as first_response_at,
      (array['instagram', 'google', 'youtube', 'poster', 'facebook'])[i % 5 + 1] as utm,
      case when i % 7 = 0 then 'https://www.google.com/' end as referrer`;
    await client.query(
      `insert into inquiries (first_name, last_name, email, phone, subject, message, inquiry_type, status, created_at,
         assignee_id, next_follow_up_at, first_response_at, utm_source, referrer, lost_reason_id)
       select 'Person' || i, 'Family' || (i % 977), 'person' || i || '@example.com', '+91 98' || lpad(i::text, 8, '0'),
         (array['Vastu Adhaar', 'Numerology Basics', 'Aroma Science', 'Geobiology'])[i % 4 + 1], 'Tell me more',
         (array['course', 'general'])[i % 2 + 1], s.status, s.created_at, s.assignee_id,
         case when s.status in ('new', 'in_progress') then s.next_follow_up_at end, s.first_response_at,
         case when i % 4 = 0 then s.utm end, s.referrer,
         case when s.status = 'closed' then (array[${reasonIds.join(",")}])[i % ${reasonIds.length} + 1] end
       from generate_series(1, $1::int) as i,
         lateral (select ${common(["new", "in_progress", "in_progress", "resolved", "closed"], "i")}) s`,
      [inquiries],
    );
    await client.query(
      `insert into consultation_requests (name, email, phone, service_type, message, status, created_at,
         assignee_id, next_follow_up_at, first_response_at, utm_source, referrer)
       select 'Client ' || i, 'client' || i || '@example.com', '+91 97' || lpad(i::text, 8, '0'),
         (array['land_selection', 'construction', 'interiors', 'numerology'])[i % 4 + 1], 'A visit please',
         s.status, s.created_at, s.assignee_id,
         case when s.status in ('new', 'contacted') then s.next_follow_up_at end, s.first_response_at,
         case when i % 4 = 0 then s.utm end, s.referrer
       from generate_series(1, $1::int) as i,
         lateral (select ${common(["new", "contacted", "scheduled", "completed", "cancelled"], "i")}) s`,
      [LEADS - inquiries],
    );
    // Daily totals: 365 days x sources x pages, the site-wide rows ("*") included, up to VISIT_ROWS rows.
    const sources = 20;
    const pages = Math.max(1, Math.floor(VISIT_ROWS / (365 * sources)) - 1);
    await client.query(
      `insert into visit_daily (page, day, source, views, visitors)
       select case when p = 0 then '*' else '/course/course-' || p end, (now() at time zone 'Asia/Kolkata')::date - d,
         case when s = 0 then '*' else 'source' || s end, 10 + (p * s + d) % 90, 5 + (p + s + d) % 40
       from generate_series(0, $1::int) p, generate_series(0, 364) d, generate_series(0, ${sources - 1}) s`,
      [pages],
    );
    const loadedMs = performance.now() - started;
    const vacuumStarted = performance.now();
    for (const table of ["inquiries", "consultation_requests", "visit_daily", "admin_users"])
      await client.query(`vacuum analyze ${table}`);
    const { rows: counts } = await client.query(
      `select (select count(*) from inquiries) + (select count(*) from consultation_requests) as leads,
         (select count(*) from visit_daily) as visits`,
    );
    return { loadedMs, vacuumMs: performance.now() - vacuumStarted, counts: counts[0] };
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
    return { ms, body };
  };
  let last;
  for (let i = 0; i < WARMUP; i++) last = await call();
  const times = [];
  for (let i = 0; i < CALLS; i++) {
    last = await call();
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), body: last.body };
}

/** BENCH_EXPLAIN=1: the plans of the Today queue's and the report's main reads on enquiries, with their times. */
async function explain(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const open = "status in ('new', 'in_progress')";
  const queries = {
    overdue: `select inquiry_id from inquiries where deleted_at is null and next_follow_up_at is not null and ${open}
      and next_follow_up_at < now() order by next_follow_up_at limit 100`,
    "overdue count": `select count(*) from inquiries where deleted_at is null and next_follow_up_at is not null
      and ${open} and next_follow_up_at < now()`,
    "unanswered count": `select count(*) from inquiries where deleted_at is null and next_follow_up_at is null
      and status = 'new'`,
    "report: leads in 90 days by course": `select subject, count(*) from inquiries where deleted_at is null
      and created_at >= now() - interval '90 days' group by subject`,
    "report: visitors by source": `select source, sum(visitors) from visit_daily where page = '*'
      and source not in ('*', 'internal') and day >= current_date - 90 group by source`,
  };
  try {
    for (const [name, query] of Object.entries(queries)) {
      const { rows } = await client.query(`explain (analyze, buffers off) ${query}`);
      const lines = rows.map((r) => r["QUERY PLAN"]);
      console.log(`\n## ${name}\n${lines.filter((l) => /Scan|Execution/.test(l)).join("\n")}`);
    }
  } finally {
    await client.end();
  }
}

const data = await createBenchData("postgres");
let server;
try {
  server = await startApiServer(data, await freePort());
  const { loadedMs, vacuumMs, counts } = await load(data.databaseUrl);
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD }),
  });
  const { data: session } = await login.json();
  if (process.env.BENCH_EXPLAIN === "1") await explain(data.databaseUrl);
  const day = (offset) =>
    new Date(Date.now() + 330 * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);
  console.log(
    `# bench:leads: ${Number(counts.leads).toLocaleString("en")} leads and ${Number(counts.visits).toLocaleString("en")} daily-visit rows on PostgreSQL`,
  );
  console.log(
    `loaded in ${(loadedMs / 1000).toFixed(1)} s, vacuum analyze ${(vacuumMs / 1000).toFixed(1)} s\n`,
  );
  console.log("| call | p50 ms | p95 ms | target p95 | what it returned |");
  console.log("|---|---|---|---|---|");
  const calls = [
    [
      "Today queue (GET /api/leads/today)",
      "/api/leads/today",
      TARGETS.today,
      (b) =>
        `${b.data.counts.overdue} overdue, ${b.data.counts.due_today} due today, ${b.data.counts.unanswered} unanswered`,
    ],
    [
      "Today count (navigation)",
      "/api/leads/today/count",
      TARGETS.today,
      (b) => `${b.data.overdue + b.data.due_today + b.data.unanswered} leads`,
    ],
    [
      "report, 90 days",
      `/api/leads/report?from=${day(-89)}&to=${day(0)}`,
      TARGETS.report,
      (b) =>
        `${b.data.by_source.reduce((n, s) => n + s.leads, 0)} leads, ${b.data.visits.visitors} visitors, ${b.data.leads_per_week.length} weeks`,
    ],
    [
      "report, 30 days (the screen's default is 90)",
      `/api/leads/report?from=${day(-29)}&to=${day(0)}`,
      TARGETS.report,
      (b) => `${b.data.by_source.reduce((n, s) => n + s.leads, 0)} leads`,
    ],
  ];
  let failed = false;
  for (const [label, url, target, describe] of calls) {
    const r = await measure(server.base, session.token, url);
    const over = r.p95 > target;
    failed ||= over;
    console.log(
      `| ${label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${target}${over ? " (over)" : ""} | ${describe(r.body)} |`,
    );
  }
  if (failed) process.exitCode = 1;
} finally {
  await server?.stop();
  await data.drop();
}
