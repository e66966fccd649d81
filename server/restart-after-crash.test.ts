// A crash (kill -9: the OOM killer, a power cut) in the middle of writes, then an immediate restart on the same
// DATA_DIR, as a supervisor would do it: the server comes back healthy every time, and every write it had
// acknowledged is still there. The embedded database only; PostgreSQL has no data-directory lock of ours.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { storedInquiryEmails, writeUntilStopped } from "../scripts/crash-writes.mjs";
import { type Child, spawnTs } from "../tests/setup/child-process";
import { usingPostgres } from "../tests/setup/test-app";

const SERVER = "tests/fixtures/api-server.ts";
const ADMIN = { username: "owner", password: "a long enough password" };
const ROUNDS = 10;

let dataDir: string;
let env: Record<string, string>;
const children: Child[] = [];

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "academy-crash-"));
  env = {
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    DEMO_CONTENT: "0",
    LOG_LEVEL: "info",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DATABASE_URL: "",
    RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "1000000",
  };
  mkdirSync(path.join(dataDir, "db"), { recursive: true });
  const tar = spawnSync("tar", ["-xzf", inject("pgliteTemplatePath"), "-C", path.join(dataDir, "db")]);
  if (tar.status !== 0) throw new Error(`could not unpack the database template: ${tar.stderr}`);
});

afterAll(async () => {
  for (const child of children) {
    child.kill("SIGKILL");
    await child.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server and resolves with its base URL once /api/health answers 200. */
async function startHealthy(): Promise<{ child: Child; base: string }> {
  const child = spawnTs(SERVER, [], env);
  children.push(child);
  const line = await child.waitForLine((l) => l.includes('"msg":"listening"'), 60_000);
  const base = `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`;
  const health = await fetch(`${base}/api/health`);
  expect(health.status).toBe(200);
  return { child, base };
}

describe.skipIf(usingPostgres())("restart after a crash", () => {
  it(`kill -9 during writes, restart at once, ${ROUNDS} rounds: healthy every time, no acknowledged row lost`, async () => {
    const acknowledged: string[] = [];
    let server = await startHealthy();
    for (let round = 0; round < ROUNDS; round++) {
      const writes = writeUntilStopped(server.base, `round${round}`);
      await writes.whenAcknowledged(5);
      server.child.kill("SIGKILL");
      expect(await server.child.exited).toBe("SIGKILL");
      await writes.stop();
      expect(writes.unexpected).toEqual([]);
      acknowledged.push(...writes.acknowledged);

      // At once: no waiting for the dead process's lock to go stale.
      server = await startHealthy();
      expect(server.child.stderr.join("\n")).not.toContain("Another server process");
    }

    const stored = await storedInquiryEmails(server.base, ADMIN);
    const lost = acknowledged.filter((email) => !stored.has(email));
    console.log(`${ROUNDS} crash rounds: ${acknowledged.length} acknowledged writes, ${lost.length} lost`);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * 5);
    expect(lost).toEqual([]);
  }, 300_000);
});
