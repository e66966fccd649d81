// The DATA_DIR lock across real processes: a second holder is refused at once, a crashed holder's lock is
// taken over at once (its pid is gone, reused, or from another boot), and a clean exit releases it.
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
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

  it("takes over at once from a holder that was killed, even while its lock is still fresh", async () => {
    // Far longer than the test may take: the takeover must come from knowing the holder is dead, not staleness.
    const staleMs = 600_000;
    const crashed = hold(staleMs);
    await crashed.waitForLine((l) => l === "locked");
    crashed.kill("SIGKILL");
    expect(await crashed.exited).toBe("SIGKILL");
    // The lock directory is still there; nobody refreshes it any more.
    expect(existsSync(path.join(dataDir, ".lock"))).toBe(true);

    const successor = hold(staleMs);
    await successor.waitForLine((l) => l === "locked", 30_000);
    expect(successor.stderr.join("\n")).not.toContain("Another server process");
    // And the successor is a real holder: a third process is refused.
    const third = hold(staleMs);
    expect(await third.exited).toBe(1);
    expect(third.stderr.join("\n")).toContain(`process ${successor.process.pid}`);
  });

  it("takes over at once from a killed holder that is still a zombie, its parent not having reaped it", async () => {
    // The holder's parent becomes `sleep` (exec replaces the shell), which never waits for a child: once killed,
    // the holder stays a zombie, as a crashed server does until PID 1 reaps it (for ever where PID 1 reaps
    // nothing). Signal 0 still reaches a zombie, so only its state in /proc shows that it is dead.
    const parent = spawn(
      "sh",
      [
        "-c",
        '"$@" & echo "holder $!"; exec sleep 120',
        "sh",
        process.execPath,
        "--import",
        "tsx",
        HOLDER,
        dataDir,
        "600000",
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      let out = "";
      parent.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString("utf8");
      });
      const until = async (what: () => boolean) => {
        for (let i = 0; i < 1200 && !what(); i++) await new Promise((r) => setTimeout(r, 50));
        expect(what()).toBe(true);
      };
      await until(() => /^locked$/m.test(out));
      const holder = Number(/^holder (\d+)$/m.exec(out)?.[1]);
      process.kill(holder, "SIGKILL");
      const state = () => {
        const stat = readFileSync(`/proc/${holder}/stat`, "utf8");
        return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
      };
      await until(() => state() === "Z");
      expect(() => process.kill(holder, 0), "signal 0 still reaches a zombie").not.toThrow();

      const release = await lockDataDir(dataDir, { staleMs: 600_000 });
      expect(state(), "still unreaped when the lock was taken").toBe("Z");
      await release();
    } finally {
      parent.kill("SIGKILL");
    }
  });

  it("takes over a lock whose recorded pid now belongs to another process (pid reuse)", async () => {
    // A live process that is not the holder: same pid as recorded, but a different start time.
    const unrelated = spawn("sleep", ["60"], { stdio: "ignore" });
    try {
      const pid = unrelated.pid as number;
      mkdirSync(path.join(dataDir, ".lock"));
      const record = (startTicks: string) =>
        writeFileSync(
          path.join(dataDir, ".lock-owner.json"),
          JSON.stringify({
            pid,
            hostname: os.hostname(),
            bootId: readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim(),
            pidNamespace: readlinkSync("/proc/self/ns/pid"),
            startTicks,
            startedAt: new Date().toISOString(),
          }),
        );
      // The record matches the live process exactly: it is the holder, and is refused.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      record(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] as string);
      await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
      // The same pid, started at another time: the recorded holder is gone.
      record("1");
      const release = await lockDataDir(dataDir);
      await release();
    } finally {
      unrelated.kill("SIGKILL");
    }
  });

  it("takes over a lock recorded before the last reboot", async () => {
    mkdirSync(path.join(dataDir, ".lock"));
    writeFileSync(
      path.join(dataDir, ".lock-owner.json"),
      JSON.stringify({
        pid: process.ppid,
        hostname: os.hostname(),
        bootId: "an-earlier-boot",
        startedAt: new Date().toISOString(),
      }),
    );
    const release = await lockDataDir(dataDir);
    await release();
  });

  it("refuses a fresh lock of a holder on another host, whose liveness cannot be judged", async () => {
    mkdirSync(path.join(dataDir, ".lock"));
    writeFileSync(
      path.join(dataDir, ".lock-owner.json"),
      JSON.stringify({ pid: 1, hostname: `not-${os.hostname()}`, startedAt: new Date().toISOString() }),
    );
    await expect(lockDataDir(dataDir)).rejects.toThrow(/process 1 on not-/);
  });
});
