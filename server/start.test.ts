// The real start-up in a process of its own (tests/fixtures/api-server.ts calls startServer): it serves, it
// refuses a second instance on the same DATA_DIR, and on SIGTERM it stops taking connections, finishes the
// request in flight, closes the database and exits 0.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Child, jsonLines, spawnTs } from "../tests/setup/child-process";
import { adminQuery } from "../tests/setup/postgres-admin";
import { usingPostgres } from "../tests/setup/test-app";

const SERVER = "tests/fixtures/api-server.ts";
const ADMIN = { username: "owner", password: "a long enough password" };

let dataDir: string;
let databaseName: string | undefined;
let env: Record<string, string>;
const children: Child[] = [];

const adminOnTestServer = (statement: string) => adminQuery(inject("testDatabaseUrl"), statement);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "academy-start-"));
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
  };
  if (usingPostgres()) {
    databaseName = `academy_start_${process.pid}_${randomBytes(4).toString("hex")}`;
    await adminOnTestServer(`create database ${databaseName}`);
    const url = new URL(inject("testDatabaseUrl"));
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  } else {
    // Start from the migrated template rather than pay a fresh initdb (seconds and hundreds of MB) here.
    mkdirSync(path.join(dataDir, "db"), { recursive: true });
    const tar = spawnSync("tar", ["-xzf", inject("pgliteTemplatePath"), "-C", path.join(dataDir, "db")]);
    if (tar.status !== 0) throw new Error(`could not unpack the database template: ${tar.stderr}`);
  }
});

afterAll(async () => {
  for (const child of children) {
    child.kill("SIGKILL");
    await child.exited;
  }
  if (databaseName) await adminOnTestServer(`drop database if exists ${databaseName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer() {
  const child = spawnTs(SERVER, [], env);
  children.push(child);
  return child;
}

async function listeningPort(child: Child): Promise<number> {
  const line = await child.waitForLine((l) => l.includes('"msg":"listening"'), 90_000);
  return Number((JSON.parse(line) as { port: number }).port);
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED"));
  });
}

describe("the server process", () => {
  it("serves, refuses a second instance on the same data, and on SIGTERM finishes the request in flight, then closes the database", async () => {
    const server = startServer();
    const port = await listeningPort(server);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    if (!usingPostgres()) {
      const second = startServer();
      expect(await second.exited).not.toBe(0);
      expect(second.stderr.join("\n")).toContain(
        `Another server process is already using the data directory ${dataDir}`,
      );
      expect(second.stdout.some((l) => l.includes('"msg":"listening"'))).toBe(false);
    }

    // A sign-in whose body is still on its way when SIGTERM arrives. "Expect: 100-continue" makes the server
    // say when it has read the headers, so the request is provably in flight before the signal.
    const body = JSON.stringify(ADMIN);
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/auth/login",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        expect: "100-continue",
      },
    });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.once("error", reject);
      request.once("response", (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.once("end", () => resolve({ status: res.statusCode ?? 0, text }));
      });
    });
    // Should the test fail before awaiting it, killing the server must not surface as an unhandled rejection.
    response.catch(() => {});
    await new Promise((resolve) => request.once("continue", resolve));

    server.kill("SIGTERM");
    await server.waitForLine((l) => l.includes('"msg":"shutting down"'));
    expect(await connectionRefused(port)).toBe(true);

    request.end(body);
    const answered = await response;
    expect(answered.status).toBe(200);
    const token = (JSON.parse(answered.text) as { data: { token: string } }).data.token;
    expect(token).toBeTruthy();

    expect(await server.exited).toBe(0);
    const log = jsonLines(server.stdout);
    const messages = log.map((l) =>
      l.msg === "request" ? `request ${l.method} ${l.path} ${l.status}` : l.msg,
    );
    const answeredAt = messages.indexOf("request POST /api/auth/login 200");
    expect(answeredAt).toBeGreaterThan(messages.indexOf("shutting down"));
    expect(messages.indexOf("stopped")).toBeGreaterThan(answeredAt);
    expect(messages.at(-1)).toBe("stopped");
    // Nothing secret reached the log.
    const output = server.stdout.join("\n");
    expect(output).not.toContain(ADMIN.password);
    expect(output).not.toContain(token);
    if (!usingPostgres()) expect(existsSync(path.join(dataDir, ".lock"))).toBe(false);
  }, 180_000);
});
