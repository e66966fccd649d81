// `npm test`: every suite. Unit, API on the embedded database, API on PostgreSQL (TEST_DATABASE_URL), and the
// browser journeys in Chromium. Under REQUIRE_ALL_TESTS=1 a suite that cannot run fails the run; otherwise it
// is skipped with one loud line saying why.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const requireAll = process.env.REQUIRE_ALL_TESTS === "1";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const extraArgs = process.argv.slice(2);
const results = [];

function vitest(label, project, env = {}) {
  console.log(`\n=== ${label} ===`);
  const run = spawnSync("npx", ["vitest", "run", "--project", project, "--passWithNoTests", ...extraArgs], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  results.push({ label, ok: run.status === 0 });
}

function skip(label, why) {
  const line = `SKIPPED ${label}: ${why}`;
  console.log(`\n${"!".repeat(line.length)}\n${line}\n${"!".repeat(line.length)}`);
  if (requireAll) results.push({ label, ok: false, why });
}

vitest("unit", "unit");
vitest("api (embedded PGlite)", "api", { TEST_DB: "pglite" });
if (process.env.TEST_DATABASE_URL) vitest("api (PostgreSQL)", "api", { TEST_DB: "postgres" });
else skip("api (PostgreSQL)", "TEST_DATABASE_URL is not set");
if (existsSync(chromium)) vitest("browser end-to-end (Chromium)", "e2e");
else skip("browser end-to-end", `no Chromium at ${chromium} (apt-get install chromium)`);

console.log("\n=== summary ===");
for (const r of results)
  console.log(`${r.ok ? "passed" : "FAILED"}  ${r.label}${r.why ? ` (${r.why})` : ""}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
