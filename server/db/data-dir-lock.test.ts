// The DATA_DIR lock across real processes: a second holder is refused at once, a crashed holder's lock is
// taken over once it goes stale, and a clean exit releases it.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Child, spawnTs } from "../../tests/setup/child-process";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const HOLDER = "tests/fixtures/hold-data-dir-lock.ts";
let dataDir: string;
const children: Child[] = [];
const hold = (staleMs?: number) => {
  const child = spawnTs(HOLDER, [dataDir, ...(staleMs ? [String(staleMs)] : [])], {});
  children.push(child);
  return child;
};

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "academy-lock-"));
});
afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill("SIGKILL");
    await child.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the DATA_DIR lock", () => {
  it("refuses a second process with a clear message and a non-zero exit, without waiting", async () => {
    const first = hold();
    await first.waitForLine((l) => l === "locked");

    const started = Date.now();
    const second = hold();
    expect(await second.exited).toBe(1);
    console.log(`second process refused after ${Date.now() - started} ms (including its start-up)`);
    const message = second.stderr.join("\n");
    expect(message).toContain(`Another server process is already using the data directory ${dataDir}`);
    expect(message).toContain(`process ${first.process.pid}`);
    expect(message).toContain("different DATA_DIR");
    expect(second.stdout).not.toContain("locked");

    // The same in this process, through the function the server calls.
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it("refuses a second lock within one process too", async () => {
    const release = await lockDataDir(dataDir);
    try {
      await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await release();
    }
    const again = await lockDataDir(dataDir);
    await again();
  });

  it("releases the lock on a clean exit", async () => {
    const first = hold();
    await first.waitForLine((l) => l === "locked");
    first.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, ".lock"))).toBe(false);
    const next = hold();
    await next.waitForLine((l) => l === "locked");
  });

  it("takes over from a holder that crashed, once its lock has gone stale", async () => {
    // Long enough that the lock is still fresh when the successor first tries: it must see that the holder is
    // dead and wait, rather than give up.
    const staleMs = 6000;
    const crashed = hold(staleMs);
    await crashed.waitForLine((l) => l === "locked");
    crashed.kill("SIGKILL");
    expect(await crashed.exited).toBe("SIGKILL");
    // The lock directory is still there; nobody refreshes it any more.
    expect(existsSync(path.join(dataDir, ".lock"))).toBe(true);

    const successor = hold(staleMs);
    await successor.waitForLine((l) => l === "locked", 30_000);
    expect(successor.stderr.join("\n")).not.toContain("Another server process");
  });
});
