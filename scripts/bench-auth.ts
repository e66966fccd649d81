// `npm run bench:auth`: what one admin sign-in costs with the password hash at scrypt N=2^17, r=8, p=1 (128 MiB of
// memory per hash). Signs in BENCH_AUTH_COUNT (15) times, one after another, through the real app on the embedded
// database, from a browser already known to the account; prints the median sign-in time, the median of the scrypt
// verification alone, and the process's resident memory (RSS) before and at its peak. For comparison, it also
// times the verification alone at N=2^15 and N=2^16. Wall-clock times depend on the machine's other load; the CPU
// times do much less.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../server/app";
import { createContentChanges } from "../server/cache/content-changes";
import { openEmbeddedDatabase } from "../server/db/client";
import type { AppDeps } from "../server/deps";
import { loadEnv } from "../server/env";
import { createAdmin } from "../server/features/auth/auth.service";
import { hashPassword, PASSWORD_HASH_PARAMS, verifyPassword } from "../server/features/auth/password";
import { createLogger } from "../server/http/logger";

const COUNT = Number(process.env.BENCH_AUTH_COUNT ?? 15);
const MB = 1024 * 1024;
const ADMIN = { username: "bench", password: "a bench password that is long" };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Wall-clock and CPU milliseconds of each run. CPU time (every thread of the process, scrypt's pool included)
 * is what the machine's other load does not inflate. */
async function timeEach(count: number, run: () => Promise<unknown>) {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await run();
    const used = process.cpuUsage(startCpu);
    times.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  return Object.assign(times, { cpu });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "academy-bench-auth-"));
try {
  const env = loadEnv({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    RATE_LIMIT_LOGINS_PER_WINDOW: "100000",
  });
  const database = await openEmbeddedDatabase({ dataDir: path.join(dataDir, "db") });
  const deps: AppDeps = {
    env,
    database,
    logger: createLogger(env.LOG_LEVEL),
    changes: await createContentChanges(database),
    uploadsDir: path.join(dataDir, "uploads"),
  };
  await createAdmin(database.db, { ...ADMIN, email: "bench@example.test" });
  const app = createApp(deps);
  const signIn = async (cookie?: string) => {
    const res = await app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(ADMIN),
    });
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    return res.headers.get("set-cookie")?.split(";")[0];
  };
  const device = await signIn();
  const rssBefore = process.memoryUsage().rss;

  const signIns = await timeEach(COUNT, () => signIn(device));
  const stored = await hashPassword(ADMIN.password);
  const verifies = await timeEach(COUNT, () => verifyPassword(ADMIN.password, stored));
  const peak = process.resourceUsage().maxRSS * 1024;

  const { N, r, p } = PASSWORD_HASH_PARAMS;
  console.log(`scrypt N=2^${Math.log2(N)}, r=${r}, p=${p}; ${COUNT} sign-ins, one after another`);
  console.log(
    `median sign-in: ${median(signIns).toFixed(0)} ms (min ${Math.min(...signIns).toFixed(0)}, max ${Math.max(...signIns).toFixed(0)})`,
  );
  console.log(`median CPU time per sign-in: ${median(signIns.cpu).toFixed(0)} ms`);
  console.log(
    `median scrypt verification alone: ${median(verifies).toFixed(0)} ms (CPU ${median(verifies.cpu).toFixed(0)} ms)`,
  );
  console.log(`RSS: ${(rssBefore / MB).toFixed(0)} MB before, ${(peak / MB).toFixed(0)} MB at peak`);
  for (const logN of [15, 16]) {
    const params = { N: 2 ** logN, r: 8, p: 1 };
    const lower = await hashPassword(ADMIN.password, params);
    const times = await timeEach(COUNT, () => verifyPassword(ADMIN.password, lower));
    console.log(
      `for comparison, N=2^${logN}: median verification ${median(times).toFixed(0)} ms (CPU ${median(times.cpu).toFixed(0)} ms)`,
    );
  }
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
