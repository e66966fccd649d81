// `npm run bench:restart`: kill -9 the production server in the middle of writes, restart it at once on the same
// DATA_DIR (an existing directory, as a supervisor would), and report the time until /api/health answers, over
// ROUNDS rounds (20), how many restarts were refused (must be 0), and how many acknowledged writes were lost (must
// be 0). Embedded database only: the data directory lock is what a crash used to leave behind.
//
// Each server runs under a parent that never reaps it, so the killed one is still a zombie when its successor
// starts: the worst case, as in a container whose PID 1 is not an init (elsewhere it lasts about a second). A
// refused restart is retried at once, the way systemd's Restart=on-failure would, and counted.

import { createBenchData, ensureBuilt, startServer } from "./bench-server.mjs";
import { storedInquiryEmails, writeUntilStopped } from "./crash-writes.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3311);
const ADMIN_PASSWORD = "bench-admin-password";
const env = { RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "100000000", LOG_LEVEL: "warn" };

ensureBuilt();
const data = await createBenchData("pglite");
const servers = [];
try {
  // The first start creates and seeds the directory; the rounds then restart on an existing one.
  let server = await startServer({ data, port: PORT, env, unreaped: true });
  servers.push(server);
  const times = [];
  const acknowledged = [];
  let refused = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const writes = writeUntilStopped(server.base, `round${round}`);
    await writes.whenAcknowledged(20);
    await server.crash();
    await writes.stop();
    acknowledged.push(...writes.acknowledged);
    const restarting = performance.now();
    for (;;) {
      try {
        server = await startServer({ data, port: PORT, env, unreaped: true });
        servers.push(server);
        break;
      } catch (err) {
        if (!err.refused) throw err;
        refused++;
        console.log(`round ${round + 1}: restart refused (${err.message}); trying again`);
      }
    }
    const ms = Math.round(performance.now() - restarting);
    times.push(ms);
    console.log(`round ${round + 1}: healthy after ${ms} ms`);
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
      `  refused restarts: ${refused} (the killed server was an unreaped zombie every time)\n` +
      `  acknowledged writes: ${acknowledged.length}, lost: ${lost}`,
  );
  if (lost > 0 || refused > 0) process.exitCode = 1;
} finally {
  for (const s of servers) s.releaseParent();
  await data.drop();
}
