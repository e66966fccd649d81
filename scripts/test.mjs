// `npm test`: every suite. Unit, API on the embedded database, API on PostgreSQL (TEST_DATABASE_URL), and the
// browser journeys in Chromium. Under REQUIRE_ALL_TESTS=1 a suite that cannot run fails the run; otherwise it
// is skipped with one loud line saying why.
//
// The two API suites run at the same time: on a 2-core machine vitest gives each one worker, and an API test
// spends much of its time waiting on its database, a child process or a timer, so two suites side by side share
// the cores instead of leaving one idle. Their output is printed whole, one suite after the other, once each ends.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const requireAll = process.env.REQUIRE_ALL_TESTS === "1";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const extraArgs = process.argv.slice(2);
const results = [];

/** Runs one vitest project; `quiet` collects its output and prints it when the run ends. */
function vitest(label, project, env = {}, { quiet = false } = {}) {
  console.log(`\n=== ${label}${quiet ? " (started; its output follows when it ends)" : ""} ===`);
  const started = Date.now();
  const child = spawn("npx", ["vitest", "run", "--project", project, "--passWithNoTests", ...extraArgs], {
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (quiet) {
        console.log(`\n=== ${label}: output ===`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`=== ${label}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s ===`);
      results.push({ label, ok: code === 0 });
      resolve();
    });
  });
}

function skip(label, why) {
  const line = `SKIPPED ${label}: ${why}`;
  console.log(`\n${"!".repeat(line.length)}\n${line}\n${"!".repeat(line.length)}`);
  if (requireAll) results.push({ label, ok: false, why });
}

await vitest("unit", "unit");
const apiSuites = [vitest("api (embedded PGlite)", "api", { TEST_DB: "pglite" }, { quiet: true })];
if (process.env.TEST_DATABASE_URL)
  apiSuites.push(vitest("api (PostgreSQL)", "api", { TEST_DB: "postgres" }, { quiet: true }));
else skip("api (PostgreSQL)", "TEST_DATABASE_URL is not set");
await Promise.all(apiSuites);
if (existsSync(chromium)) await vitest("browser end-to-end (Chromium)", "e2e");
else skip("browser end-to-end", `no Chromium at ${chromium} (apt-get install chromium)`);

console.log("\n=== summary ===");
for (const r of results)
  console.log(`${r.ok ? "passed" : "FAILED"}  ${r.label}${r.why ? ` (${r.why})` : ""}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
