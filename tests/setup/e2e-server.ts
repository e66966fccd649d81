// Starts the production build of the site as its own process on a fresh data directory, as `npm start` would:
// the one server every browser test shares (e2e-global-setup.ts), or a second one a test needs with other
// settings (a real SMTP server, for instance).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

export const E2E_ADMIN_PASSWORD = "e2e-admin-password-123";
/** Configured rather than generated, so that tests can sign newsletter links as the server does. */
export const E2E_APP_SECRET = "e2e-app-secret-of-at-least-32-characters";

export interface E2eServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
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

/** A port nothing listens on now (asked of the system), so two servers of one run never meet. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startE2eServer(buildDir: string, env: Record<string, string> = {}): Promise<E2eServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "academy-e2e-"));
  const port = await freePort();
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
      APP_SECRET: E2E_APP_SECRET,
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      ADMIN_EMAIL: "admin@academy.test",
      DEMO_CONTENT: "1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "10000",
      RATE_LIMIT_LOGINS_PER_WINDOW: "10000",
      ...env,
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
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
