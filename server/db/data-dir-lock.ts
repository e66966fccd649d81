// PGlite does not lock its directory, and two processes on one directory silently lose rows.
// We hold an exclusive lock for the life of the process; a second one fails fast with a clear message.
//
// The lock is proper-lockfile's: a directory created atomically (mkdir) whose mtime the holder refreshes every
// few seconds, so a lock whose holder died is recognised as stale once it stops being refreshed. Beside it we
// record who holds it; when that process is gone (a crash, a kill -9, a container restart), a new server waits
// for the lock to go stale instead of refusing to start.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {}

export interface LockOptions {
  /** How long a lock may go unrefreshed before it counts as abandoned. */
  staleMs?: number;
}

interface Owner {
  pid: number;
  hostname: string;
  startedAt: string;
}

const DEFAULT_STALE_MS = 10_000;
/** Directories this process holds, so that a pid equal to ours is not mistaken for a live other holder. */
const heldHere = new Set<string>();

const lockPath = (dataDir: string) => path.join(dataDir, ".lock");
const ownerPath = (dataDir: string) => path.join(dataDir, ".lock-owner.json");

function readOwner(dataDir: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(ownerPath(dataDir), "utf8")) as Partial<Owner>;
    if (typeof owner.pid === "number" && typeof owner.hostname === "string") return owner as Owner;
  } catch {
    // No record (or a torn one): nothing is known about the holder, so it is assumed alive.
  }
  return undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, it just is not ours to signal.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** True only when the recorded holder is known to be dead: same machine, and its pid is gone or is now us. */
function holderIsGone(dataDir: string): boolean {
  const owner = readOwner(dataDir);
  if (!owner || owner.hostname !== os.hostname()) return false;
  if (owner.pid === process.pid) return !heldHere.has(dataDir);
  return !isRunning(owner.pid);
}

function lockedError(dataDir: string) {
  const owner = readOwner(dataDir);
  const who = owner ? ` (process ${owner.pid} on ${owner.hostname}, since ${owner.startedAt})` : "";
  return new DataDirLockedError(
    `Another server process is already using the data directory ${dataDir}${who}. ` +
      "Stop it first, or start this one with a different DATA_DIR.",
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  let release: (() => Promise<void>) | undefined;
  // A dead holder's lock goes stale within staleMs of its last refresh; a live holder's never does.
  const giveUpAt = Date.now() + staleMs * 1.5;
  while (!release) {
    try {
      release = await tryLock();
    } catch (err) {
      if ((err as { code?: string }).code !== "ELOCKED") throw err;
      if (!holderIsGone(dataDir) || Date.now() > giveUpAt) throw lockedError(dataDir);
      await sleep(250);
    }
  }

  heldHere.add(dataDir);
  const owner: Owner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  writeFileSync(ownerPath(dataDir), JSON.stringify(owner));
  const unlock = release;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    heldHere.delete(dataDir);
    const recorded = readOwner(dataDir);
    if (recorded?.pid === owner.pid && recorded.startedAt === owner.startedAt)
      rmSync(ownerPath(dataDir), { force: true });
    await unlock();
  };
}
