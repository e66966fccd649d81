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

/** Starts `node build/server/index.js` on `data`; resolves once /api/health answers, with the time that took. */
export async function startServer({ data, port, env = {} }) {
  const started = performance.now();
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl,
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      DEMO_CONTENT: "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (performance.now() - started > 120_000) {
      // Not left behind: a server that starts late would hold the port of the next run.
      child.kill("SIGKILL");
      throw new Error("server did not start");
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startupMs = Math.round(performance.now() - started);
  return {
    base,
    pid: child.pid,
    startupMs,
    /** kill -9, as the OOM killer or a power cut would; resolves once the process is gone. */
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
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
 * backups or demo content; resolves once /api/health answers.
 */
export async function startApiServer(data, port) {
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
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
