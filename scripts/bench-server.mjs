// Shared by the benchmark scripts: build when needed, start the production server on a fresh database
// (embedded in a temporary DATA_DIR, or a fresh PostgreSQL database), and measure its memory.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/** The first admin's password on every benchmark server. */
export const BENCH_ADMIN_PASSWORD = "bench-admin-password";

export function ensureBuilt() {
  if (existsSync("build/server/index.js") && process.env.BENCH_SKIP_BUILD) return;
  const result = spawnSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("build failed");
}

export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function createPostgresDatabase(url) {
  const name = `academy_bench_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A fresh database for one benchmark: a temporary DATA_DIR, plus a new PostgreSQL database for kind "postgres". */
export async function createBenchData(kind) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "academy-bench-"));
  let pgDb;
  if (kind === "postgres") {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("set TEST_DATABASE_URL (or BENCH_DATABASE_URL) for the PostgreSQL run");
    pgDb = await createPostgresDatabase(url);
  }
  return {
    kind,
    dataDir,
    databaseUrl: pgDb?.url ?? "",
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      await pgDb?.drop();
    },
  };
}

/** The state letter of /proc/<pid>/stat (R, S, D, Z, X…), or undefined once the process is gone. */
export function processState(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
  } catch {
    return undefined;
  }
}

/** Dead for a supervisor: gone, or a zombie (Z, X) that its parent has not reaped. */
const isDead = (pid) => ["Z", "X", undefined].includes(processState(pid));

/**
 * Starts `node build/server/index.js` on `data`; resolves once /api/health answers, with the time that took.
 * `unreaped`: the server's parent is a process that never waits for its children (`sleep`, after the shell that
 * started it replaced itself), so a killed server stays a zombie, as under a container's PID 1 that reaps nothing;
 * `releaseParent()` ends that parent once the benchmark is done with the zombie. A server that exits before it is
 * healthy rejects with an error whose `refused` says whether the data directory lock was the reason.
 */
export async function startServer({ data, port, env = {}, unreaped = false }) {
  const started = performance.now();
  const serverEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: data.dataDir,
    DATABASE_URL: data.databaseUrl,
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    DEMO_CONTENT: "1",
    ...env,
  };
  const child = unreaped
    ? spawn(
        "sh",
        ["-c", '"$@" & echo $!; exec sleep 86400', "sh", process.execPath, "build/server/index.js"],
        {
          env: serverEnv,
          stdio: ["ignore", "pipe", "pipe"],
        },
      )
    : spawn(process.execPath, ["build/server/index.js"], {
        env: serverEnv,
        stdio: ["ignore", "ignore", "pipe"],
      });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });
  let pid = child.pid;
  if (unreaped) {
    pid = await new Promise((resolve, reject) => {
      let out = "";
      child.stdout.on("data", function first(chunk) {
        out += chunk;
        const line = /^(\d+)\n/.exec(out);
        if (!line) return;
        child.stdout.off("data", first);
        child.stdout.resume();
        resolve(Number(line[1]));
      });
      child.once("exit", () => reject(new Error("the server's parent shell ended")));
    });
  }
  const exited = () => (unreaped ? isDead(pid) : child.exitCode !== null || child.signalCode !== null);
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited()) {
      const err = new Error(`server exited before it was healthy: ${stderr.trim().split("\n").at(-1) ?? ""}`);
      err.refused = stderr.includes("Another server process is already using the data directory");
      if (unreaped) child.kill("SIGKILL");
      throw err;
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (performance.now() - started > 300_000) {
      // Not left behind: a server that starts late would hold the port of the next run.
      child.kill("SIGKILL");
      throw new Error("server did not start");
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startupMs = Math.round(performance.now() - started);
  const untilDead = async () => {
    while (!exited()) await new Promise((r) => setTimeout(r, 10));
  };
  return {
    base,
    pid,
    startupMs,
    /** kill -9, as the OOM killer or a power cut would; resolves once the process is gone (or a zombie). */
    async crash() {
      if (exited()) return;
      process.kill(pid, "SIGKILL");
      await untilDead();
    },
    async stop() {
      if (exited()) return;
      process.kill(pid, "SIGTERM");
      await untilDead();
    },
    /** Ends the parent that kept a crashed server a zombie (nothing to do when Node was the parent). */
    releaseParent() {
      if (unreaped && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}

export async function settle(ms) {
  await new Promise((r) => setTimeout(r, ms));
}

/** A free local port. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The real server start-up from source (API only, through tsx; no build needed) on `data`, with no mail worker,
 * backups or demo content; resolves once /api/health answers. `env` adds or overrides variables.
 */
export async function startApiServer(data, port, env = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/fixtures/api-server.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl,
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      DEMO_CONTENT: "0",
      LOG_LEVEL: "warn",
      BACKUP_AUTO: "0",
      MAIL_WORKER: "0",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (i > 2400) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    pid: child.pid,
    /** kill -9: no shutdown of any kind. */
    async kill9() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
