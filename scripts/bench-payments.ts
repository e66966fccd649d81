// `npm run bench:payments`: the payment figures of issue 25, over HTTP against a real server process (API only,
// from source through tsx) that reaches a Razorpay simulator, on the embedded database and, with
// TEST_DATABASE_URL (or BENCH_DATABASE_URL), on PostgreSQL. Prints figures; asserts nothing about time.
//
// - Forged: BENCH_PAYMENTS (100) Checkout callbacks with a wrong signature or another order's, and as many
//   webhooks forged four ways (bad signature, changed body, another secret, unsigned). Accepted: 2xx answers.
// - Replays: for each of BENCH_PAYMENTS payments, its payment.captured webhook 5 times (Razorpay's retries keep the
//   event id). Counted once: the payment has one ledger row and the enrolment's paid amount is its fee.
// - Late payments: a batch's holds expire, other people take part of the seats, then the first people's payments
//   arrive. Oversold: seats taken above the batch's seats. Lost: late payments neither seated (paid) nor flagged.
// - Receipts: the time (p50/p95, over HTTP, staff) to make a receipt PDF and its size.
// - A crash: 20 people pay at Razorpay, the server is killed (-9) before any callback or webhook, and restarted.
//   Lost: payments neither recorded as paid nor flagged once the reconcile job has run (waits up to 2 minutes).
import { randomBytes } from "node:crypto";
import { type RazorpaySimulator, startRazorpaySimulator } from "../tests/setup/razorpay-simulator";
// @ts-expect-error: a plain ES module of the other benches, without types
import { BENCH_ADMIN_PASSWORD, createBenchData, freePort, startApiServer } from "./bench-server.mjs";

const N = Number(process.env.BENCH_PAYMENTS ?? 100);
const LATE_SEATS = 10;
const HOLD_SECONDS = 10;
const PASSWORD = BENCH_ADMIN_PASSWORD;
const SECRET = "bench-app-secret-0123456789-0123456789";
const FEE = 118_000;
const CRASHED = 20;

// biome-ignore lint/suspicious/noExplicitAny: each figure reads the answer as it comes
type Answer = { status: number; body: any };

async function startServer(data: { dataDir: string; databaseUrl: string }, sim: RazorpaySimulator) {
  const port = await freePort();
  return startApiServer(data, port, {
    ...sim.env,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    APP_SECRET: SECRET,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "error",
    SEAT_HOLD_SECONDS: String(HOLD_SECONDS),
    RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "1000000",
  });
}

function client(base: string) {
  const call = async (method: string, url: string, body?: unknown, token?: string): Promise<Answer> => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin: base,
        ...(body ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, body: parsed };
  };
  return call;
}

type RosterRow = { enrolment_id: number; status: string; refund_due: boolean; amount_paid_paise: number };
async function rosterWith(
  call: ReturnType<typeof client>,
  token: string,
  batchId: number,
): Promise<RosterRow[]> {
  return (await call("GET", `/api/enrolments?batch_id=${batchId}&limit=500`, undefined, token)).body.data;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function run(label: string, kind: "embedded" | "postgres") {
  const sim = await startRazorpaySimulator();
  const data = await createBenchData(kind);
  let server = await startServer(data, sim);
  let call = client(server.base);
  const webhookUrl = `${server.base}/api/payments/razorpay/webhook`;
  try {
    const token = (await call("POST", "/api/auth/login", { username: "admin", password: PASSWORD })).body.data
      .token;
    const course = await call(
      "POST",
      "/api/courses",
      {
        title: "Bench course",
        course_slug: "bench-course",
        description: "x",
        price: "1180",
        level: "Level 1",
        mode: "Online",
      },
      token,
    );
    const startsOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const batch = async (seats: number) => {
      const res = await call(
        "POST",
        "/api/batches",
        { course_id: course.body.data.course_id, starts_on: startsOn, seats_total: seats, fee_paise: FEE },
        token,
      );
      if (res.status !== 201) throw new Error(`batch: ${JSON.stringify(res.body)}`);
      return res.body.data.batch_id as number;
    };
    let person = 0;
    const enrol = async (batchId: number) => {
      const res = await call("POST", "/api/enrolments", {
        batch_id: batchId,
        name: `Person ${++person}`,
        email: `person${person}.${randomBytes(3).toString("hex")}@example.com`,
        phone: "+91 98765 43210",
      });
      if (res.status !== 201 || !res.body.data.razorpay)
        throw new Error(`enrol: ${JSON.stringify(res.body)}`);
      return { id: res.body.data.enrolment_id as number, orderId: res.body.data.razorpay.order_id as string };
    };
    const roster = (batchId: number) => rosterWith(call, token, batchId);

    // ---- Forged callbacks and webhooks
    const forgedBatch = await batch(N * 2);
    const forged = await Promise.all(Array.from({ length: N }, () => enrol(forgedBatch)));
    const paid = forged.map((e) => ({ ...e, payment: sim.pay(e.orderId).payment }));
    let callbacksAccepted = 0;
    for (const [i, e] of paid.entries()) {
      const other = paid[(i + 1) % paid.length] as (typeof paid)[number];
      const body =
        i % 2 === 0
          ? {
              razorpay_order_id: e.orderId,
              razorpay_payment_id: e.payment.id,
              razorpay_signature: randomBytes(32).toString("hex"),
            }
          : // A genuine signature, of another order and payment, sent for this order.
            { ...sim.checkoutCallback(other.orderId, other.payment.id), razorpay_order_id: e.orderId };
      const res = await call("POST", "/api/payments/razorpay/verify", body);
      if (res.status >= 200 && res.status < 300) callbacksAccepted++;
    }
    const ways = ["signature", "body", "secret", "unsigned"] as const;
    let webhooksAccepted = 0;
    for (const [i, e] of paid.entries()) {
      const [answer] = await sim.deliver(
        webhookUrl,
        sim.forge(sim.webhook("payment.captured", e.payment.id), ways[i % 4] as (typeof ways)[number]),
      );
      if (answer && answer.status >= 200 && answer.status < 300) webhooksAccepted++;
    }

    // ---- Replays: each captured event 5 times
    const replayBatch = await batch(N * 2);
    const replayed = await Promise.all(Array.from({ length: N }, () => enrol(replayBatch)));
    const replayPayments = replayed.map((e) => ({ ...e, payment: sim.pay(e.orderId).payment }));
    let replay5xx = 0;
    const replayErrors = new Map<string, number>();
    await Promise.all(
      replayPayments.map(async (e) => {
        const answers = await sim.deliver(webhookUrl, sim.webhook("payment.captured", e.payment.id), 5);
        for (const a of answers.filter((x) => x.status >= 500)) {
          replay5xx++;
          const what = `${a.status} ${(await a.text()).slice(0, 120)}`;
          replayErrors.set(what, (replayErrors.get(what) ?? 0) + 1);
        }
      }),
    );
    // Razorpay retries a webhook answered 5xx; what they were, for whoever reads the figures.
    for (const [what, n] of replayErrors) console.log(`${label}: ${n} webhook answers ${what}`);
    const ledger = (await call("GET", `/api/payments?batch_id=${replayBatch}&limit=500`, undefined, token))
      .body.data as { enrolment_id: number; status: string; amount_paise: number }[];
    const replayRoster = await roster(replayBatch);
    const countedOnce = replayPayments.filter((e) => {
      const rows = ledger.filter((p) => p.enrolment_id === e.id && p.status === "captured");
      const row = replayRoster.find((r) => r.enrolment_id === e.id);
      return rows.length === 1 && row?.amount_paid_paise === FEE;
    }).length;

    // ---- Late payments
    const lateBatch = await batch(LATE_SEATS);
    const first = await Promise.all(Array.from({ length: LATE_SEATS }, () => enrol(lateBatch)));
    const deadline = Date.now() + (HOLD_SECONDS + 40) * 1000;
    while ((await roster(lateBatch)).some((r) => r.status === "held") && Date.now() < deadline)
      await sleep(500);
    // Half the seats go to others meanwhile: the late payments find five seats free for ten of them.
    await Promise.all(Array.from({ length: LATE_SEATS / 2 }, () => enrol(lateBatch)));
    await Promise.all(
      first.map(async (e) => {
        const { payment } = sim.pay(e.orderId);
        await sim.deliver(webhookUrl, sim.webhook("payment.captured", payment.id));
      }),
    );
    const lateRoster = await roster(lateBatch);
    const seatTaking = lateRoster.filter((r) =>
      ["held", "pending_verification", "paid", "confirmed"].includes(r.status),
    );
    const lateOutcome = first.map((e) => lateRoster.find((r) => r.enrolment_id === e.id));
    const seatedLate = lateOutcome.filter((r) => r?.status === "paid").length;
    const flaggedLate = lateOutcome.filter((r) => r?.status !== "paid" && r?.refund_due).length;
    const lostLate = lateOutcome.filter((r) => !r || (r.status !== "paid" && !r.refund_due)).length;

    // ---- Receipts
    const times: number[] = [];
    const sizes: number[] = [];
    let receipt404 = 0;
    for (const e of replayPayments.slice(0, Math.min(50, N))) {
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api/enrolments/${e.id}/receipt.pdf`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const bytes = (await res.arrayBuffer()).byteLength;
      const ms = performance.now() - t0;
      if (res.status !== 200) {
        receipt404++;
        continue;
      }
      times.push(ms);
      sizes.push(bytes);
    }
    times.sort((a, b) => a - b);
    sizes.sort((a, b) => a - b);

    // ---- kill -9 after Razorpay captured and before we recorded it, then a restart and the reconcile job
    const crashBatch = await batch(CRASHED);
    const crashed = await Promise.all(Array.from({ length: CRASHED }, () => enrol(crashBatch)));
    // Paid at Razorpay; neither the browser's callback nor any webhook ever reaches us.
    for (const e of crashed) sim.pay(e.orderId);
    await server.kill9();
    server = await startServer(data, sim);
    call = client(server.base);
    const freshToken = (await call("POST", "/api/auth/login", { username: "admin", password: PASSWORD })).body
      .data.token;
    const settled = (r: { status: string; refund_due: boolean }) => r.status === "paid" || r.refund_due;
    const crashDeadline = Date.now() + 120_000;
    let afterCrash = await rosterWith(call, freshToken, crashBatch);
    while (afterCrash.filter(settled).length < CRASHED && Date.now() < crashDeadline) {
      await sleep(1000);
      afterCrash = await rosterWith(call, freshToken, crashBatch);
    }
    const lostAfterCrash = crashed.filter((e) => {
      const row = afterCrash.find((r) => r.enrolment_id === e.id);
      return !row || !settled(row);
    }).length;

    return {
      label,
      "kill -9: lost after reconcile": `${lostAfterCrash} of ${CRASHED}`,
      "forged callbacks accepted": `${callbacksAccepted} of ${N}`,
      "forged webhooks accepted": `${webhooksAccepted} of ${N}`,
      "replayed (5×) counted once": `${countedOnce} of ${N}`,
      "replay 5xx": replay5xx,
      "late: oversold": Math.max(0, seatTaking.length - LATE_SEATS),
      "late: seated / flagged / lost": `${seatedLate} / ${flaggedLate} / ${lostLate}`,
      "receipt p50 ms": Math.round(percentile(times, 50)),
      "receipt p95 ms": Math.round(percentile(times, 95)),
      "receipt KB (median)": Math.round((percentile(sizes, 50) / 1024) * 10) / 10,
      "receipts missing": receipt404,
    };
  } finally {
    await server.stop();
    await sim.close();
    await data.drop();
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const runs: [string, "embedded" | "postgres"][] = [["embedded database", "embedded"]];
if (pgUrl) runs.push(["PostgreSQL", "postgres"]);
else console.warn("TEST_DATABASE_URL is not set: the PostgreSQL run is SKIPPED");

console.log(
  `Payments bench: ${N} forged callbacks, ${N} forged webhooks, ${N} payments replayed 5×, ${LATE_SEATS} late payments`,
);
const rows = [];
for (const [label, kind] of runs) rows.push(await run(label, kind));
console.table(Object.fromEntries(rows.map(({ label, ...figures }) => [label, figures])));
