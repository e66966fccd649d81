// PGlite does not lock its directory, and two processes on one directory silently lose rows.
// We hold an exclusive lock for the life of the process; a second one fails fast with a clear message.
//
// The lock is proper-lockfile's: a directory created atomically (mkdir) whose mtime the holder refreshes every
// few seconds, so a lock whose holder died is recognised as stale once it stops being refreshed. Beside it we
// record who holds it the way PostgreSQL's postmaster.pid does: pid, and what makes that pid unique on this
// machine (boot id, pid namespace, the process's start time). When that process is gone (a crash, a kill -9, the
// OOM killer, a container restart), or is a zombie its parent has not reaped yet, its lock is taken over at once; a holder we cannot judge (another host,
// another pid namespace) counts as alive until its lock goes stale.
//
// Every acquisition, takeover included, happens inside a short-lived gate (another mkdir), so the owner record
// seen under the gate always belongs to the lock beside it and two processes restarting together cannot both
// remove the dead lock and each take a fresh one.
import { mkdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {}

export interface LockOptions {
  /** How long a lock may go unrefreshed before it counts as abandoned (a holder we cannot identify). */
  staleMs?: number;
}

/** What identifies a process on one machine; pid alone is reused. */
interface ProcessIdentity {
  pid: number;
  hostname: string;
  /** Linux: changes on every boot, so a record from before a reboot is never mistaken for a live process. */
  bootId?: string;
  /** Linux: the pid namespace; pids in another one (another container) mean nothing here. */
  pidNamespace?: string;
  /** Linux: the process's start time in clock ticks since boot (/proc/<pid>/stat field 22). */
  startTicks?: string;
}

interface Owner extends ProcessIdentity {
  startedAt: string;
}

const DEFAULT_STALE_MS = 10_000;
/** A gate older than this whose creator cannot be judged was left by a process that died inside it. */
const GATE_STALE_MS = 3000;
/** Directories this process holds, so that a record naming us is not mistaken for a live other holder. */
const heldHere = new Set<string>();

const lockPath = (dataDir: string) => path.join(dataDir, ".lock");
const ownerPath = (dataDir: string) => path.join(dataDir, ".lock-owner.json");
const gatePath = (dataDir: string) => path.join(dataDir, ".lock-gate");

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** The fields of /proc/<pid>/stat after the command name, from field 3 (the state) on; undefined without one. */
function statFields(pid: number): string[] | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) is in parentheses and may itself hold spaces or parentheses: count after the last.
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** The start time of a process in clock ticks since boot, or undefined when it is not running (or no /proc). */
function startTicksOf(pid: number): string | undefined {
  return statFields(pid)?.[19];
}

function pidNamespace(): string | undefined {
  try {
    return readlinkSync("/proc/self/ns/pid");
  } catch {
    return undefined;
  }
}

function identity(): ProcessIdentity {
  return {
    pid: process.pid,
    hostname: os.hostname(),
    bootId: readText("/proc/sys/kernel/random/boot_id")?.trim(),
    pidNamespace: pidNamespace(),
    startTicks: startTicksOf(process.pid),
  };
}

function parseIdentity(text: string | undefined): Owner | undefined {
  if (!text) return undefined;
  try {
    const owner = JSON.parse(text) as Partial<Owner>;
    if (typeof owner.pid === "number" && typeof owner.hostname === "string") return owner as Owner;
  } catch {
    // A torn record: nothing is known about the holder.
  }
  return undefined;
}

function isRunning(pid: number): boolean {
  // A killed process stays a zombie (Z, or X while it is being reaped) until its parent waits for it: about a
  // second after a kill -9 here, and for ever in a container whose PID 1 reaps nothing. It holds no file and runs
  // no code, but signal 0 still reaches it, so /proc decides first.
  const state = statFields(pid)?.[0];
  if (state === "Z" || state === "X") return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, it just is not ours to signal.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * True only when the recorded process is known to be dead: it ran on this machine, in this boot and pid
 * namespace, and its pid is gone, or is now held by a process that started at another time (pid reuse; after a
 * container restart that process is often us). Anything we cannot judge counts as alive.
 */
function isGone(recorded: ProcessIdentity, dataDir?: string): boolean {
  const here = identity();
  if (recorded.hostname !== here.hostname) return false;
  if (recorded.bootId && here.bootId && recorded.bootId !== here.bootId) return true;
  if (recorded.pidNamespace !== here.pidNamespace) return false;
  if (recorded.pid === process.pid && recorded.startTicks === here.startTicks)
    return dataDir !== undefined && !heldHere.has(dataDir);
  if (!isRunning(recorded.pid)) return true;
  const now = startTicksOf(recorded.pid);
  return recorded.startTicks !== undefined && now !== undefined && now !== recorded.startTicks;
}

function lockedError(dataDir: string) {
  const owner = parseIdentity(readText(ownerPath(dataDir)));
  const who = owner ? ` (process ${owner.pid} on ${owner.hostname}, since ${owner.startedAt})` : "";
  return new DataDirLockedError(
    `Another server process is already using the data directory ${dataDir}${who}. ` +
      "Stop it first, or start this one with a different DATA_DIR.",
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `fn` while holding the gate: a directory made with mkdir, holding its creator's identity. */
async function withGate<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  const gate = gatePath(dataDir);
  for (;;) {
    try {
      mkdirSync(gate);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      // Held for a few milliseconds by a process starting up; left behind only if that process died inside it.
      const creator = parseIdentity(readText(path.join(gate, "owner.json")));
      let age = 0;
      try {
        age = Date.now() - statSync(gate).mtimeMs;
      } catch {
        continue;
      }
      if ((creator && isGone(creator)) || age > GATE_STALE_MS) rmSync(gate, { recursive: true, force: true });
      else await sleep(20);
    }
  }
  try {
    writeFileSync(path.join(gate, "owner.json"), JSON.stringify(identity()));
    return await fn();
  } finally {
    rmSync(gate, { recursive: true, force: true });
  }
}

export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<() => Promise<void>> {
  const staleMs = Math.max(options.staleMs ?? DEFAULT_STALE_MS, 2000);
  mkdirSync(dataDir, { recursive: true });
  const tryLock = () =>
    lockfile.lock(dataDir, {
      lockfilePath: lockPath(dataDir),
      stale: staleMs,
      update: Math.max(1000, Math.floor(staleMs / 5)),
      retries: 0,
      realpath: false,
      onCompromised: (err) => {
        console.error(`The lock on ${dataDir} was lost (${err.message}); stopping to protect the data.`);
        process.exit(1);
      },
    });

  const owner: Owner = { ...identity(), startedAt: new Date().toISOString() };
  const release = await withGate(dataDir, async () => {
    const take = async () => {
      const unlock = await tryLock();
      writeFileSync(ownerPath(dataDir), JSON.stringify(owner));
      return unlock;
    };
    try {
      // proper-lockfile itself takes over a lock left unrefreshed for staleMs (a holder we could not judge).
      return await take();
    } catch (err) {
      if ((err as { code?: string }).code !== "ELOCKED") throw err;
    }
    const holder = parseIdentity(readText(ownerPath(dataDir)));
    if (!holder || !isGone(holder, dataDir)) throw lockedError(dataDir);
    // The holder died without releasing; under the gate nobody else can be taking the lock meanwhile.
    rmSync(lockPath(dataDir), { recursive: true, force: true });
    return take();
  });

  heldHere.add(dataDir);
  const unlock = release;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    heldHere.delete(dataDir);
    const recorded = parseIdentity(readText(ownerPath(dataDir)));
    if (recorded?.pid === owner.pid && recorded.startedAt === owner.startedAt)
      rmSync(ownerPath(dataDir), { force: true });
    await unlock();
  };
}
