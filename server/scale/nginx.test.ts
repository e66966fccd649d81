// docs/nginx/academy.conf, run by Debian's nginx on a free port, in front of two real server processes on one
// PostgreSQL database (each with a DATA_DIR of its own). Through the proxy: sign-in, an upload taken by one server
// and served by the other, a content change seen on both, rate limits per real client address, the app's own
// compression passed through, the long cache for media, and a dead server left out.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Child, spawnTs } from "../../tests/setup/child-process";
import { imageForm, makeImage } from "../../tests/setup/image-fixtures";
import { adminQuery } from "../../tests/setup/postgres-admin";
import { usingPostgres } from "../../tests/setup/test-app";

const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"].find(existsSync);
const ADMIN = { username: "owner", password: "a long enough password" };
const WRITES_PER_MINUTE = 2;

if (!NGINX && usingPostgres()) {
  const message =
    "nginx is not installed (apt-get install nginx): the proxy test (server/scale/nginx.test.ts) is SKIPPED";
  if (process.env.REQUIRE_ALL_TESTS === "1") throw new Error(message);
  console.warn(`\n*** ${message} ***\n`);
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw HTTP request, from a chosen local address (127.0.0.x) so that nginx sees distinct clients. */
function send(
  port: number,
  method: string,
  urlPath: string,
  options: { headers?: Record<string, string>; body?: Buffer | string; localAddress?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: urlPath,
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

const json = (reply: Reply) => JSON.parse(reply.body.toString("utf8"));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Retries `probe` until it returns true, a bounded number of times: readiness, not speed, is what is waited for. */
async function eventually(probe: () => Promise<boolean>, tries = 200): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await probe().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe.skipIf(!NGINX || !usingPostgres())("two app servers behind nginx (docs/nginx/academy.conf)", () => {
  const servers: { child: Child; port: number }[] = [];
  let nginx: ChildProcess | undefined;
  let nginxExited: Promise<unknown> | undefined;
  let proxyPort = 0;
  let workDir = "";
  let databaseName = "";
  let databaseUrl = "";
  let token = "";

  async function startServer(name: string) {
    const child = spawnTs("tests/fixtures/api-server.ts", [], {
      NODE_ENV: "production",
      DATA_DIR: path.join(workDir, name),
      DATABASE_URL: databaseUrl,
      PORT: "0",
      HOST: "127.0.0.1",
      TRUST_PROXY: "1",
      DEMO_CONTENT: "1",
      LOG_LEVEL: "info",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
      BACKUP_AUTO: "0",
      MAIL_WORKER: "0",
    });
    const line = await child.waitForLine((l) => l.includes('"msg":"listening"'), 120_000);
    servers.push({ child, port: Number((JSON.parse(line) as { port: number }).port) });
  }

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(os.tmpdir(), "academy-nginx-"));
    databaseName = `academy_nginx_${process.pid}_${randomBytes(4).toString("hex")}`;
    const base = inject("testDatabaseUrl");
    await adminQuery(base, `create database ${databaseName}`);
    const url = new URL(base);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();

    // One after the other: the first loads the demo content, the second finds it there.
    await startServer("a");
    await startServer("b");
    const [a, b] = servers.map((s) => s.port) as [number, number];

    proxyPort = await freePort();
    const site = readFileSync("docs/nginx/academy.conf", "utf8")
      .replace("127.0.0.1:3001", `127.0.0.1:${a}`)
      .replace("127.0.0.1:3002", `127.0.0.1:${b}`)
      .replace("listen 80;", `listen 127.0.0.1:${proxyPort};`)
      .replace("/var/cache/nginx/academy", path.join(workDir, "cache"));
    writeFileSync(path.join(workDir, "academy.conf"), site);
    mkdirSync(path.join(workDir, "temp"), { recursive: true });
    const temp = (kind: string) => `${kind}_temp_path ${path.join(workDir, "temp", kind)};`;
    writeFileSync(
      path.join(workDir, "nginx.conf"),
      [
        "daemon off;",
        "worker_processes 1;",
        // As root, nginx's workers would switch to "nobody", who cannot enter this private directory.
        process.getuid?.() === 0 ? "user root;" : "",
        `pid ${path.join(workDir, "nginx.pid")};`,
        `error_log ${path.join(workDir, "error.log")} warn;`,
        "events { worker_connections 256; }",
        "http {",
        "  include /etc/nginx/mime.types;",
        `  access_log ${path.join(workDir, "access.log")};`,
        `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
        `  include ${path.join(workDir, "academy.conf")};`,
        "}",
      ].join("\n"),
    );
    nginx = spawn(
      NGINX as string,
      ["-p", workDir, "-c", path.join(workDir, "nginx.conf"), "-e", path.join(workDir, "error.log")],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    nginxExited = new Promise((resolve) => nginx?.once("exit", resolve));
    const up = await eventually(async () => (await send(proxyPort, "GET", "/api/health")).status === 200);
    if (!up)
      throw new Error(`nginx did not come up: ${readFileSync(path.join(workDir, "error.log"), "utf8")}`);
    // Two servers started in turn, each migrating and the first loading the demo content: on a busy 2-core
    // machine that alone has taken most of the suite's default minute.
  }, 240_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill("SIGTERM");
      await nginxExited;
    }
    for (const { child } of servers) {
      child.kill("SIGKILL");
      await child.exited;
    }
    if (databaseName)
      await adminQuery(inject("testDatabaseUrl"), `drop database if exists ${databaseName} with (force)`);
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  const direct = (i: number) => (servers[i] as { port: number }).port;

  it("signs in through the proxy, with a session both servers accept", async () => {
    const login = await send(proxyPort, "POST", "/api/auth/login", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    token = json(login).data.token;
    for (const port of [direct(0), direct(1)]) {
      const res = await send(port, "GET", "/api/inquiries", {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
    }
  });

  it("serves from both servers an image uploaded through the proxy, and caches it long", async () => {
    const form = imageForm(await makeImage("png", 800, 500));
    const encoded = new Response(form);
    const upload = await send(proxyPort, "POST", "/api/upload/gallery", {
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": encoded.headers.get("content-type") as string,
      },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(upload.status).toBe(201);
    const url: string = json(upload).data.url;

    const fromA = await send(direct(0), "GET", url);
    const fromB = await send(direct(1), "GET", url);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.body).toEqual(fromA.body);

    const first = await send(proxyPort, "GET", url);
    const second = await send(proxyPort, "GET", url);
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toContain("immutable");
    expect(second.headers["x-cache-status"]).toBe("HIT");
    expect(second.body).toEqual(fromA.body);
  });

  it("serves every image of the demo site through the proxy", async () => {
    const rows = await adminQuery<{ path: string }>(
      databaseUrl,
      "select path from media_files order by path",
    );
    expect(rows.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const { path: file } of rows) {
      const res = await send(proxyPort, "GET", `/uploads/${file}`);
      if (res.status !== 200) missing.push(file);
    }
    expect(missing).toEqual([]);
  });

  it("shows a content change made through the proxy on both servers", async () => {
    const name = `Proxy Tester ${randomBytes(3).toString("hex")}`;
    const names = async (port: number) =>
      (json(await send(port, "GET", "/api/testimonials")).data as { name: string }[]).map((t) => t.name);
    // Both servers have the list in their response caches before the change.
    expect(await names(direct(0))).not.toContain(name);
    expect(await names(direct(1))).not.toContain(name);
    const created = await send(proxyPort, "POST", "/api/testimonials", {
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name, testimonial_text: "Seen through both servers.", rating: 5 }),
    });
    expect(created.status).toBe(201);
    expect(await eventually(async () => (await names(direct(0))).includes(name))).toBe(true);
    expect(await eventually(async () => (await names(direct(1))).includes(name))).toBe(true);
  });

  it("passes the app's compression through untouched", async () => {
    const res = await send(proxyPort, "GET", "/api/testimonials", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    const { gunzipSync } = await import("node:zlib");
    expect(JSON.parse(gunzipSync(res.body).toString("utf8")).success).toBe(true);
  });

  it("counts rate limits per real client address, whatever X-Forwarded-For the client sends", async () => {
    const subscribe = (localAddress: string, i: number) =>
      send(proxyPort, "POST", "/api/newsletter/subscribe", {
        localAddress,
        // Made up by the client to dodge the limit: nginx appends the real address, which the app uses.
        headers: { "content-type": "application/json", "x-forwarded-for": `10.0.0.${i}` },
        body: JSON.stringify({ email: `reader-${localAddress}-${i}@example.com` }),
      });
    // Each server counts in its own memory, and nginx alternates between them: twice the limit gets through.
    const statuses: number[] = [];
    for (let i = 0; i < 2 * WRITES_PER_MINUTE + 2; i++)
      statuses.push((await subscribe("127.0.0.2", i)).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(statuses.slice(0, 2 * WRITES_PER_MINUTE).every((s) => s >= 200 && s < 300)).toBe(true);
    // Another visitor is not affected.
    expect((await subscribe("127.0.0.3", 0)).status).toBeLessThan(300);
  });

  it("leaves out a server that is down (passive health check)", async () => {
    const b = servers[1] as { child: Child };
    b.child.kill("SIGKILL");
    await b.child.exited;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(proxyPort, "GET", "/api/health")).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
