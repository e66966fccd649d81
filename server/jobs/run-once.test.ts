// Scheduled work runs on one app server at a time: the advisory-lock helper on the real database (PGlite and
// PostgreSQL), and on PostgreSQL two app servers sharing one database, as two `npm start` on one DATABASE_URL.
import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupTick } from "#server/backup/backups.service";
import { createTestApp, type TestApp, usingPostgres } from "../../tests/setup/test-app";
import { type RunOnceResult, runOnce } from "./run-once";

let a: TestApp;
beforeAll(async () => {
  a = await createTestApp({ BACKUP_AUTO: "0", MAIL_WORKER: "0" });
});
afterAll(() => a.close());

/** A job that holds its run until `release()`, so that the other caller's attempt surely overlaps it. */
function heldJob(label: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    job: async () => {
      await released;
      return label;
    },
  };
}

/**
 * Starts both runs together and waits for the refused one, which must answer at once; the other is then let go.
 * If both were let in, neither would answer before its release and the race would end in "both waiting".
 */
async function overlapping(
  first: () => Promise<RunOnceResult<string>>,
  second: () => Promise<RunOnceResult<string>>,
) {
  const runs = [first(), second()];
  const timeout = new Promise<"both waiting">((resolve) => setTimeout(() => resolve("both waiting"), 10_000));
  const early = await Promise.race([...runs, timeout]);
  return { early, all: () => Promise.all(runs) };
}

describe("runOnce", () => {
  it("lets one of two overlapping runs of a job through, and the next run after it", async () => {
    const one = heldJob("one");
    const two = heldJob("two");
    const { early, all } = await overlapping(
      () => runOnce(a.deps.database, "test-overlap", one.job),
      () => runOnce(a.deps.database, "test-overlap", two.job),
    );
    expect(early).toEqual({ ran: false });
    one.release();
    two.release();
    expect(await all()).toEqual([{ ran: true, value: "one" }, { ran: false }]);
    // Other job names are not held up, and the lock is free again once the run ended, even a failed run.
    await expect(
      runOnce(a.deps.database, "test-overlap", () => Promise.reject(new Error("boom"))),
    ).rejects.toThrow("boom");
    expect(await runOnce(a.deps.database, "test-overlap", async () => "again")).toEqual({
      ran: true,
      value: "again",
    });
  });
});

describe.runIf(usingPostgres())("two app servers on one PostgreSQL", () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createTestApp({ BACKUP_AUTO: "0", MAIL_WORKER: "0" }, { sharing: a });
  });
  afterAll(() => b?.close());

  it("run a job's tick started on both at the same time once", async () => {
    const onA = heldJob("a");
    const onB = heldJob("b");
    const { early, all } = await overlapping(
      () => runOnce(a.deps.database, "test-two-servers", onA.job),
      () => runOnce(b.deps.database, "test-two-servers", onB.job),
    );
    expect(early).toEqual({ ran: false });
    onA.release();
    onB.release();
    const results = await all();
    expect(results.filter((r) => r.ran)).toHaveLength(1);
  });

  it("skip the backup tick on one server while the other's is under way, and make it once that one ended", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "academy-run-once-"));
    const second = { ...b.deps, env: { ...b.deps.env, dataDir } };
    const day = new Date("2032-05-04T02:00:00.000Z");
    // Server A's tick holds the job's lock; server B's real tick finds it held and makes nothing.
    const duringA = await runOnce(a.deps.database, "backup-schedule", () => backupTick(second, day));
    expect(duringA).toEqual({ ran: true, value: { ran: false } });
    expect(readdirSync(dataDir)).not.toContain("backups");
    // Once A's tick is over, B's tick runs and makes the day's backup.
    const after = await backupTick(second, day);
    expect(after).toMatchObject({ ran: true, value: { made: true } });
    expect(readdirSync(path.join(dataDir, "backups"))).toHaveLength(1);
  });
});
