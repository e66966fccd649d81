// `npm run bench:visits`: what counting visits costs a cached public page. The built server runs twice on a fresh
// embedded database, with VISIT_COUNTING=0 and =1, twice each in turn (so a drift of the machine hits both), and
// autocannon measures one cached page and a static file (the baseline bench:web uses) with a phone browser's user
// agent, which the counter counts (a request without one is skipped and costs nothing). Prints req/s, the page's
// ratio to the static file, and how far counting moved that ratio. BENCH_DURATION sets the seconds per run.
import autocannon from "autocannon";
import { createBenchData, ensureBuilt, settle, startServer } from "./bench-server.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PAGE = process.env.BENCH_PAGE ?? "/about";
const STATIC = "/favicon.svg";
const AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";

const run = (url, duration) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url, connections: 50, duration, headers: { "accept-encoding": "gzip", "user-agent": AGENT } },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  );

ensureBuilt();
const results = { off: [], on: [] };
let port = 3741;
for (const mode of ["off", "on", "off", "on"]) {
  const data = await createBenchData("embedded");
  const server = await startServer({
    data,
    port: port++,
    env: { VISIT_COUNTING: mode === "on" ? "1" : "0", LOG_LEVEL: "warn", BACKUP_AUTO: "0" },
  });
  try {
    await settle(1000);
    await run(`${server.base}${PAGE}`, 2);
    const staticRun = await run(`${server.base}${STATIC}`, DURATION_S);
    const pageRun = await run(`${server.base}${PAGE}`, DURATION_S);
    if (pageRun.non2xx || staticRun.non2xx) throw new Error("non-2xx answers");
    results[mode].push({ page: pageRun.requests.average, static: staticRun.requests.average });
  } finally {
    await server.stop();
    await data.drop();
  }
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`# bench:visits: ${PAGE} (cached) and ${STATIC}, 50 connections, ${DURATION_S} s a run\n`);
console.log("| counting | page req/s | static req/s | page / static |");
console.log("|---|---:|---:|---:|");
const ratio = {};
for (const mode of ["off", "on"]) {
  const page = mean(results[mode].map((r) => r.page));
  const stat = mean(results[mode].map((r) => r.static));
  ratio[mode] = mean(results[mode].map((r) => r.page / r.static));
  console.log(`| ${mode} | ${Math.round(page)} | ${Math.round(stat)} | ${ratio[mode].toFixed(3)} |`);
}
const change = ((ratio.on - ratio.off) / ratio.off) * 100;
console.log(
  `\nCounting moves the page's ratio to the static file by ${change.toFixed(1)}% (budget: no worse than -5%).`,
);
