// Builds the site once and starts the production server on a fresh data directory with demo content.
// Every browser test file talks to this one server and creates the rows it needs itself.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { CHROMIUM_PATH } from "./browser";

export const E2E_ADMIN_PASSWORD = "e2e-admin-password-123";

export async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("The server did not become healthy in time");
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    if (process.env.REQUIRE_ALL_TESTS === "1")
      throw new Error(`Chromium is required but missing at ${CHROMIUM_PATH}`);
    return;
  }
  // A build of this run's own: parallel runs (and a developer's `npm start`) never swap assets under each other.
  const buildDir = process.env.E2E_BUILD_DIR ?? path.resolve(`tests/.tmp/e2e-build-${process.pid}`);
  if (!process.env.E2E_BUILD_DIR || !existsSync(path.join(buildDir, "server/index.js"))) {
    const build = spawnSync("npx", ["react-router", "build"], {
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (build.status !== 0) throw new Error("react-router build failed");
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "academy-e2e-"));
  const port = 3900 + Math.floor(Math.random() * 90);
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(buildDir, "server/index.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: baseUrl,
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      ADMIN_EMAIL: "admin@academy.test",
      DEMO_CONTENT: "1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "10000",
      RATE_LIMIT_LOGINS_PER_WINDOW: "10000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitForHealth(baseUrl, child, 120_000);
  } catch (err) {
    // Leave nothing running behind a failed start.
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  project.provide("e2eBaseUrl", baseUrl);
  project.provide("e2eAdminPassword", E2E_ADMIN_PASSWORD);
  project.provide("e2eBuildDir", buildDir);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
    if (!process.env.E2E_BUILD_DIR) rmSync(buildDir, { recursive: true, force: true });
  };
}
