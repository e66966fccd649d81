// `npm run bench:restart`: kill -9 the production server in the middle of writes, restart it at once on the same
// DATA_DIR (an existing directory, as a supervisor would), and report the time until /api/health answers, over
// ROUNDS rounds, and how many acknowledged writes were lost (must be 0). Embedded database only: the data
// directory lock is what a crash used to leave behind.

import { createBenchData, ensureBuilt, startServer } from "./bench-server.mjs";
import { storedInquiryEmails, writeUntilStopped } from "./crash-writes.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3311);
const ADMIN_PASSWORD = "bench-admin-password";
const env = { RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "100000000", LOG_LEVEL: "warn" };

ensureBuilt();
const data = await createBenchData("pglite");
try {
  // The first start creates and seeds the directory; the rounds then restart on an existing one.
  let server = await startServer({ data, port: PORT, env });
  const times = [];
  const acknowledged = [];
  for (let round = 0; round < ROUNDS; round++) {
    const writes = writeUntilStopped(server.base, `round${round}`);
    await writes.whenAcknowledged(20);
    await server.crash();
    await writes.stop();
    acknowledged.push(...writes.acknowledged);
    server = await startServer({ data, port: PORT, env });
    times.push(server.startupMs);
    console.log(`round ${round + 1}: healthy after ${server.startupMs} ms`);
  }
  const stored = await storedInquiryEmails(server.base, { username: "admin", password: ADMIN_PASSWORD });
  await server.stop();
  const lost = acknowledged.filter((e) => !stored.has(e)).length;
  const sorted = [...times].sort((a, b) => a - b);
  const median =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  console.log(
    `\n${ROUNDS} rounds of kill -9 during writes + immediate restart (existing DATA_DIR, production build):\n` +
      `  time to healthy: median ${median} ms, worst ${sorted.at(-1)} ms (target: at most 3000 ms)\n` +
      `  acknowledged writes: ${acknowledged.length}, lost: ${lost}`,
  );
  if (lost > 0) process.exitCode = 1;
} finally {
  await data.drop();
}
