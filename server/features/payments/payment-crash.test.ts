// kill -9 between Razorpay's capture and our record of it: the simulator captures the payment, the browser's
// callback and the webhook are both lost (the server is killed and Razorpay's webhook is never delivered), the
// server restarts on the same data, and the reconcile job finds the payment at Razorpay and records it. The
// embedded database only, as restart-after-crash.test.ts (PostgreSQL has no data-directory lock of ours); the
// reconcile pass itself is tested on both databases in payments.test.ts.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { todayInIndia } from "#contract/form-rules";
import { type Child, spawnTs } from "../../../tests/setup/child-process";
import { type RazorpaySimulator, startRazorpaySimulator } from "../../../tests/setup/razorpay-simulator";
import { usingPostgres } from "../../../tests/setup/test-app";

const SERVER = "tests/fixtures/api-server.ts";
const ADMIN = { username: "owner", password: "a long enough password" };

let dataDir: string;
let env: Record<string, string>;
let sim: RazorpaySimulator;
const children: Child[] = [];

beforeAll(async () => {
  sim = await startRazorpaySimulator();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "academy-pay-crash-"));
  env = {
    ...sim.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    DEMO_CONTENT: "0",
    LOG_LEVEL: "info",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DATABASE_URL: "",
    RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "1000000",
    SEAT_HOLD_SECONDS: "10",
  };
  mkdirSync(path.join(dataDir, "db"), { recursive: true });
  const tar = spawnSync("tar", ["-xzf", inject("pgliteTemplatePath"), "-C", path.join(dataDir, "db")]);
  if (tar.status !== 0) throw new Error(`could not unpack the database template: ${tar.stderr}`);
});

afterAll(async () => {
  for (const child of children) {
    child.kill("SIGKILL");
    await child.exited;
  }
  await sim.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startHealthy(): Promise<{ child: Child; base: string }> {
  const child = spawnTs(SERVER, [], env);
  children.push(child);
  const line = await child.waitForLine((l) => l.includes('"msg":"listening"'), 60_000);
  return { child, base: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}` };
}

async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
}

describe.skipIf(usingPostgres())("a crash between Razorpay's capture and our record", () => {
  it("kill -9 after the capture, restart: the reconcile job records the payment, once", async () => {
    let server = await startHealthy();
    const login = await call(server.base, "POST", "/api/auth/login", ADMIN);
    const token = login.body.data.token as string;
    const course = await call(
      server.base,
      "POST",
      "/api/courses",
      {
        title: "Crash course",
        course_slug: "crash-course",
        description: "A course.",
        price: "₹11,800",
        level: "Level 1",
        mode: "In-Person",
      },
      token,
    );
    const starts = todayInIndia(new Date(Date.now() + 20 * 86_400_000));
    const batch = await call(
      server.base,
      "POST",
      "/api/batches",
      { course_id: course.body.data.course_id, starts_on: starts, seats_total: 5, fee_paise: 1_180_000 },
      token,
    );
    const enrolled = await call(server.base, "POST", "/api/enrolments", {
      batch_id: batch.body.data.batch_id,
      name: "Asha Rao",
      email: "asha.crash@example.test",
      phone: "+91 98765 43210",
    });
    expect(enrolled.status).toBe(201);
    const id = enrolled.body.data.enrolment_id as number;
    const orderId = (enrolled.body.data.razorpay as { order_id: string }).order_id;

    // Razorpay captures; the process dies before the callback or any webhook reaches it.
    const { payment } = sim.pay(orderId);
    expect(payment.status).toBe("captured");
    server.child.kill("SIGKILL");
    expect(await server.child.exited).toBe("SIGKILL");

    server = await startHealthy();
    const again = (await call(server.base, "POST", "/api/auth/login", ADMIN)).body.data.token as string;
    // The reconcile job runs every 15 s once the order is older than its 10 s hold: wait for its effect.
    let row: Record<string, unknown> = {};
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      row = (await call(server.base, "GET", `/api/enrolments/${id}`, undefined, again)).body.data;
      if (row.amount_paid_paise === 1_180_000) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(row).toMatchObject({ amount_paid_paise: 1_180_000, razorpay_payment_id: payment.id });
    // Paid if its seat was still free (it was: five seats), and never counted twice by later passes.
    expect(row.status).toBe("paid");
  }, 240_000);
});
