// `npm run bench:web`: Lighthouse 12 (mobile preset) on every public page of the demo site in both languages, the
// compressed JavaScript each page downloads (and proof that no admin code is among it), and anonymous page-view
// throughput at 50 connections against the same server's static-file throughput. BENCH_PAGES picks some pages.
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createBenchData, ensureBuilt, rssMb, settle, startServer } from "./bench-server.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
/** Lighthouse varies from run to run on a shared machine; like Lighthouse CI, report each page's median run. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function publicPages(base) {
  const pages = ["/", "/about", "/courses", "/products", "/consultation", "/gallery", "/blog", "/contact"];
  const res = await fetch(`${base}/api/courses?is_active=true`);
  const courses = (await res.json()).data ?? [];
  if (courses[0]) pages.push(`/course/${courses[0].course_slug}`);
  const blogs = (await (await fetch(`${base}/api/blogs?status=published`)).json()).data ?? [];
  if (blogs[0]) pages.push(`/blog/${blogs[0].slug}`);
  // Every page again in Hindi, at the same path under /hi (BENCH_LOCALES=en measures English only).
  const hindi = (process.env.BENCH_LOCALES ?? "en,hi").split(",").includes("hi");
  // BENCH_PAGES=/courses,/course/,/consultation measures only the pages starting with one of these (both languages).
  const only = process.env.BENCH_PAGES?.split(",").filter(Boolean);
  const chosen = only
    ? pages.filter((p) => only.some((o) => p === o || (o.endsWith("/") && p.startsWith(o))))
    : pages;
  return hindi ? [...chosen, ...chosen.map((p) => (p === "/" ? "/hi" : `/hi${p}`))] : chosen;
}

function jsBytes(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === "Script");
  return {
    kb: Math.round(scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 102.4) / 10,
    adminChunks: scripts.filter((i) => /admin|tiptap|papaparse/i.test(i.url)).map((i) => i.url),
  };
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration: DURATION_S, ...opts }, (err, r) =>
      err ? reject(err) : resolve(r),
    );
  });
}

ensureBuilt();
const data = await createBenchData("embedded");
const server = await startServer({ data, port: 3711, env: { LOG_LEVEL: "info" } });
try {
  await settle(1000);
  const pages = await publicPages(server.base);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  console.log(
    `# bench:web — Lighthouse 12, mobile preset (simulated slow 4G, mid-range phone), median of ${LIGHTHOUSE_RUNS} runs per page\n`,
  );
  console.log(
    "| page | performance | accessibility | best practices | SEO | JS (compressed KB) | admin code |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---|");
  try {
    for (const page of pages) {
      const runs = [];
      const failures = [];
      while (runs.length < LIGHTHOUSE_RUNS && failures.length < LIGHTHOUSE_RUNS) {
        const { lhr } = await lighthouse(`${server.base}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        // A run Lighthouse itself could not complete (no paint seen, a protocol timeout) says nothing about
        // the page; it is reported and run again.
        if (lhr.runtimeError) failures.push(lhr.runtimeError.code);
        else runs.push(lhr);
      }
      if (!runs.length) {
        console.log(`| ${page} | Lighthouse failed: ${failures.join(", ")} | | | | | |`);
        continue;
      }
      const perf = (lhr) => lhr.categories.performance?.score ?? 0;
      const lhr = [...runs].sort((a, b) => perf(a) - perf(b))[Math.floor((runs.length - 1) / 2)];
      const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const js = jsBytes(lhr);
      const spread = runs.length > 1 ? ` (${runs.map((r) => Math.round(perf(r) * 100)).join("/")})` : "";
      console.log(
        `| ${page} | ${score("performance")}${spread} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${js.kb} | ${js.adminChunks.length ? js.adminChunks.join(" ") : "none"} |`,
      );
    }
  } finally {
    await chrome.kill();
  }

  console.log(`\n# anonymous page views, 50 connections, ${DURATION_S} s each (after 2 s warm-up)\n`);
  console.log("| target | req/s | x static | p50 ms | p99 ms | errors |");
  console.log("|---|---:|---:|---:|---:|---:|");
  let baseline = 0;
  for (const target of [
    "/favicon.svg",
    "/",
    "/courses",
    pages.find((p) => p.startsWith("/course/")) ?? "/about",
    ...(pages.includes("/hi") ? ["/hi", "/hi/courses"] : []),
  ]) {
    const opts = { url: `${server.base}${target}`, headers: { "accept-encoding": "gzip" } };
    await run({ ...opts, duration: 2 });
    const r = await run(opts);
    if (!baseline) baseline = r.requests.average;
    console.log(
      `| ${target}${baseline === r.requests.average ? " (static baseline)" : ""} | ${Math.round(r.requests.average)} | ${(r.requests.average / baseline).toFixed(2)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.timeouts + r.non2xx} |`,
    );
  }
  console.log(`\nRSS after load: ${rssMb(server.pid)} MB`);
} finally {
  await server.stop();
  await data.drop();
}
