// `npm run bench:admin`: the compressed JavaScript each admin screen downloads on a fresh visit, in Chromium,
// and proof from React Router's own manifest that public pages download none of the admin-only files.
import { chromium } from "playwright-core";
import { createBenchData, ensureBuilt, startServer } from "./bench-server.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ADMIN_SCREENS = [
  "/admin/login",
  "/admin/dashboard",
  "/admin/courses",
  "/admin/courses/create",
  "/admin/blogs",
  "/admin/blogs/create",
  "/admin/gallery",
  "/admin/products",
  "/admin/products/create",
  "/admin/inquiries",
  "/admin/consultations",
  "/admin/testimonials",
  "/admin/newsletter",
  "/admin/activity",
  "/admin/outbox",
  "/admin/trash",
  "/admin/campaigns",
  "/admin/campaigns/new",
  "/admin/page-texts",
  "/admin/settings",
  "/admin/today",
  "/admin/leads-report",
  "/admin/lead-settings",
  "/admin/enrolments",
  "/admin/agenda",
  "/admin/payments",
  "/admin/upi-queue",
];
const PUBLIC_PAGES = ["/", "/courses", "/products", "/blog", "/contact", "/consultation"];

/** Scripts a fresh visit downloads (a new browser context each time, so nothing comes from the cache). */
async function visit(browser, base, url, initScript) {
  const context = await browser.newContext({ baseURL: base });
  if (initScript) await context.addInitScript(...initScript);
  const page = await context.newPage();
  const pending = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    pending.push(
      request
        .sizes()
        .then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const manifest = await page.evaluate(() =>
    Object.values(window.__reactRouterManifest?.routes ?? {}).map((r) => ({
      id: r.id,
      files: [r.module, ...(r.imports ?? [])].filter(Boolean),
    })),
  );
  await context.close();
  return { scripts: await Promise.all(pending), manifest };
}

/** Files that only admin routes import, according to React Router's manifest. */
function adminOnlyFiles(manifest) {
  const admin = new Set();
  const other = new Set();
  for (const route of manifest)
    for (const file of route.files) (route.id.startsWith("routes/admin/") ? admin : other).add(file);
  return new Set([...admin].filter((file) => !other.has(file)));
}

const kb = (scripts) => (scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024).toFixed(1);

ensureBuilt();
const data = await createBenchData("embedded");
const server = await startServer({ data, port: 3721, env: { LOG_LEVEL: "warn" } });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "bench-admin-password" }),
  });
  const { data: session } = await login.json();
  const signedIn = [
    ([token, admin]) => {
      localStorage.setItem("adminToken", token);
      localStorage.setItem("adminUser", admin);
    },
    [session.token, JSON.stringify(session.admin)],
  ];

  // React Router discovers routes lazily, so each page's manifest lists only some routes: merge them all.
  const routes = new Map();
  const adminVisits = [];
  for (const screen of ADMIN_SCREENS) {
    const { scripts, manifest } = await visit(browser, server.base, screen, signedIn);
    for (const route of manifest) routes.set(route.id, route);
    adminVisits.push({ screen, scripts });
  }
  const publicVisits = [];
  // The payment page (a person's own enrolment page, before Pay is pressed): enrolled afresh in a demo batch with
  // a fee to pay online.
  const batches = (await (await fetch(`${server.base}/api/batches`)).json()).data ?? [];
  const payable = batches.find((b) => b.status === "open" && b.fee_paise > 0 && !b.pay_at_academy);
  const enrolled = payable
    ? await fetch(`${server.base}/api/enrolments`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base },
        body: JSON.stringify({
          batch_id: payable.batch_id,
          name: "Bench Visitor",
          email: `bench.${Date.now()}@example.com`,
          phone: "+91 98765 43210",
        }),
      }).then((r) => r.json())
    : undefined;
  const paymentPage = enrolled?.data?.url;
  if (!paymentPage) console.log("(no open demo batch with a fee: the payment page is not measured)");
  for (const page of [...PUBLIC_PAGES, ...(paymentPage ? [paymentPage] : [])]) {
    const { scripts, manifest } = await visit(browser, server.base, page);
    for (const route of manifest) routes.set(route.id, route);
    publicVisits.push({ page, scripts });
  }
  const adminOnly = adminOnlyFiles([...routes.values()]);

  console.log("# bench:admin — compressed JavaScript per screen (fresh visit, nothing cached)\n");
  console.log("| screen | JS (compressed KB) | scripts |");
  console.log("|---|---:|---:|");
  for (const { screen, scripts } of adminVisits)
    console.log(`| ${screen} | ${kb(scripts)} | ${scripts.length} |`);
  // BENCH_DETAIL=/admin/outbox lists that screen's scripts, largest first, to see where a screen's bytes go.
  const detail = adminVisits.find((visit) => visit.screen === process.env.BENCH_DETAIL);
  if (detail)
    for (const s of detail.scripts.toSorted((a, b) => b.bytes - a.bytes))
      console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
  console.log(`\n${adminOnly.size} files are imported by admin routes only (React Router's manifest).\n`);
  console.log("| public page | JS (compressed KB) | admin-only files downloaded |");
  console.log("|---|---:|---|");
  for (const { page, scripts } of publicVisits.map((v) =>
    v.page === paymentPage ? { ...v, page: "payment page (/enrolment/{id}?token=…, before Pay)" } : v,
  )) {
    const leaked = scripts.filter((s) => adminOnly.has(s.url));
    console.log(
      `| ${page} | ${kb(scripts)} | ${leaked.length ? leaked.map((s) => s.url).join(" ") : "none"} |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  await data.drop();
}
