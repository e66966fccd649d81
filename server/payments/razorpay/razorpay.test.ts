// The Razorpay client and the signature checks against the Razorpay simulator: real HTTP on a local port, Razorpay's
// answers and errors, the checkout callback and webhooks signed as Razorpay signs them. No database is needed.
import { inspect } from "node:util";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RazorpaySimulator, startRazorpaySimulator } from "../../../tests/setup/razorpay-simulator";
import { loadEnv } from "../../env";
import { createRazorpayClient, type RazorpayClient, RazorpayError, razorpayConfig } from "./client";
import { verifyCheckoutSignature, verifyWebhookSignature } from "./signatures";
import { RazorpayWebhookSchema } from "./types";

let sim: RazorpaySimulator;
let razorpay: RazorpayClient;

beforeAll(async () => {
  sim = await startRazorpaySimulator();
  const config = razorpayConfig(loadEnv({ ...sim.env, NODE_ENV: "test" }));
  if (!config) throw new Error("the simulator's variables should configure Razorpay");
  razorpay = createRazorpayClient(config);
});

afterAll(async () => {
  await sim.close();
});

/** The error a promise fails with. */
async function failure(promise: Promise<unknown>): Promise<RazorpayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RazorpayError);
  return error as RazorpayError;
}

describe("Razorpay client", () => {
  it("creates an order with Basic auth, finds its payment, and verifies the checkout callback", async () => {
    const order = await razorpay.createOrder({
      amountPaise: 1_180_000,
      receipt: "enrolment-42",
      notes: { enrolment_id: "42" },
    });
    expect(order).toMatchObject({
      entity: "order",
      amount: 1_180_000,
      amount_paid: 0,
      amount_due: 1_180_000,
      currency: "INR",
      receipt: "enrolment-42",
      status: "created",
      notes: { enrolment_id: "42" },
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const created = sim.requests.at(-1);
    expect(created?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${sim.keyId}:${sim.keySecret}`).toString("base64")}`,
    );
    expect(created?.body).toEqual({
      amount: 1_180_000,
      currency: "INR",
      receipt: "enrolment-42",
      notes: { enrolment_id: "42" },
    });

    const { payment, callback } = sim.pay(order.id);
    expect(callback).not.toBeNull();
    if (!callback) return;
    // The signature is checked against the order id we stored, never the one the browser sends.
    const check = (orderId: string, paymentId: string, signature: string) =>
      verifyCheckoutSignature({ orderId, paymentId, signature }, sim.keySecret);
    expect(check(order.id, callback.razorpay_payment_id, callback.razorpay_signature)).toBe(true);
    expect(check(order.id, callback.razorpay_payment_id, callback.razorpay_signature.toUpperCase())).toBe(
      true,
    );
    const other = await razorpay.createOrder({ amountPaise: 100, receipt: "cheaper" });
    expect(check(other.id, callback.razorpay_payment_id, callback.razorpay_signature)).toBe(false);
    expect(check(order.id, "pay_SomethingElse1", callback.razorpay_signature)).toBe(false);
    expect(check(order.id, payment.id, callback.razorpay_signature.slice(0, 63))).toBe(false);
    expect(check(order.id, payment.id, `${callback.razorpay_signature.slice(0, 63)}g`)).toBe(false);
    expect(
      verifyCheckoutSignature({ orderId: order.id, paymentId: payment.id, signature: undefined }, "x"),
    ).toBe(false);

    const fetched = await razorpay.fetchPayment(callback.razorpay_payment_id);
    expect(fetched).toMatchObject({
      status: "captured",
      captured: true,
      amount: 1_180_000,
      order_id: order.id,
    });
    expect(await razorpay.fetchOrder(order.id)).toMatchObject({ status: "paid", amount_paid: 1_180_000 });
    // Reconciliation: the payments of an order, failed attempts included.
    sim.pay(other.id, { fail: true });
    const attempts = await razorpay.fetchOrderPayments(other.id);
    expect(attempts.map((p) => [p.status, p.error_code])).toEqual([["failed", "BAD_REQUEST_ERROR"]]);
    expect(await razorpay.fetchOrder(other.id)).toMatchObject({ status: "attempted", attempts: 1 });
  });

  it("captures an authorised payment once; 'already captured' counts as captured, a wrong amount does not", async () => {
    const order = await razorpay.createOrder({ amountPaise: 50_000, receipt: "capture" });
    const { payment } = sim.pay(order.id, { capture: false });
    expect(payment.status).toBe("authorized");
    await expect(razorpay.capturePayment(payment.id, 50_000)).resolves.toMatchObject({ status: "captured" });
    await expect(razorpay.capturePayment(payment.id, 50_000)).resolves.toMatchObject({ status: "captured" });
    const refused = await failure(razorpay.capturePayment(payment.id, 40_000));
    expect(refused).toMatchObject({ kind: "api", status: 400, code: "BAD_REQUEST_ERROR" });
    expect(refused.description).toBe("This payment has already been captured");

    const second = sim.pay((await razorpay.createOrder({ amountPaise: 50_000, receipt: "c2" })).id, {
      capture: false,
    });
    const wrong = await failure(razorpay.capturePayment(second.payment.id, 49_900));
    expect(wrong).toMatchObject({ status: 400, field: "amount", retryable: false });
  });

  it("refunds once per idempotency key, refuses more than was paid, and fetches the refund", async () => {
    const order = await razorpay.createOrder({ amountPaise: 200_000, receipt: "refund" });
    const { payment } = sim.pay(order.id);
    const refund = await razorpay.refundPayment(payment.id, {
      amountPaise: 50_000,
      idempotencyKey: "enrolment-7-refund-1",
      notes: { reason: "cancelled" },
    });
    expect(refund).toMatchObject({
      entity: "refund",
      amount: 50_000,
      currency: "INR",
      payment_id: payment.id,
      status: "processed",
    });
    expect(sim.requests.at(-1)?.headers["x-refund-idempotency"]).toBe("enrolment-7-refund-1");
    // A double click, or a retry after a timeout: the same refund, nothing more refunded.
    const again = await razorpay.refundPayment(payment.id, {
      amountPaise: 50_000,
      idempotencyKey: "enrolment-7-refund-1",
    });
    expect(again.id).toBe(refund.id);
    expect(await razorpay.fetchPayment(payment.id)).toMatchObject({
      amount_refunded: 50_000,
      refund_status: "partial",
    });

    const tooMuch = await failure(
      razorpay.refundPayment(payment.id, { amountPaise: 150_001, idempotencyKey: "enrolment-7-refund-2" }),
    );
    expect(tooMuch).toMatchObject({ kind: "api", status: 400, field: "amount" });
    const rest = await razorpay.refundPayment(payment.id, { idempotencyKey: "enrolment-7-refund-3" });
    expect(rest.amount).toBe(150_000);
    expect(await razorpay.fetchRefund(rest.id)).toMatchObject({ id: rest.id, status: "processed" });
    expect(await razorpay.fetchPayment(payment.id)).toMatchObject({
      status: "refunded",
      refund_status: "full",
    });
  });

  it("fails clearly: bad keys, unknown ids, timeouts, Razorpay's own errors, odd answers; never with the secret", async () => {
    const wrongKeys = createRazorpayClient({
      keyId: sim.keyId,
      keySecret: "not-the-secret",
      apiUrl: sim.url,
    });
    const unauthorised = await failure(wrongKeys.fetchOrder("order_Unknown0000001"));
    expect(unauthorised).toMatchObject({ kind: "api", status: 401, description: "Authentication failed" });

    const unknown = await failure(razorpay.fetchPayment("pay_Unknown00000001"));
    expect(unknown).toMatchObject({ status: 400, description: "The id provided does not exist" });
    // An id is checked before it goes into a path: nothing is sent.
    const sent = sim.requests.length;
    expect(() => razorpay.fetchPayment("pay_x/../../orders")).toThrow(RangeError);
    expect(() => razorpay.createOrder({ amountPaise: 99, receipt: "r" })).toThrow(RangeError);
    expect(sim.requests.length).toBe(sent);

    const impatient = createRazorpayClient({ ...razorpayConfigFor(sim), timeoutMs: 200 });
    sim.fault({ delayMs: 1_500 });
    const slow = await failure(impatient.fetchOrder("order_Unknown0000001"));
    expect(slow).toMatchObject({ kind: "timeout", retryable: true });

    sim.fault({ status: 502, body: { error: { code: "SERVER_ERROR", description: "Bad gateway" } } });
    expect(await failure(razorpay.fetchOrder("order_Unknown0000001"))).toMatchObject({
      kind: "api",
      status: 502,
      code: "SERVER_ERROR",
      retryable: true,
    });
    sim.fault({ status: 200, body: { entity: "order", id: "order_Short" } });
    expect(await failure(razorpay.fetchOrder("order_Unknown0000001"))).toMatchObject({
      kind: "bad_response",
    });

    const nowhere = createRazorpayClient({ ...razorpayConfigFor(sim), apiUrl: "http://127.0.0.1:9" });
    const down = await failure(nowhere.fetchOrder("order_Unknown0000001"));
    expect(down).toMatchObject({ kind: "network", retryable: true });

    const basic = Buffer.from(`${sim.keyId}:${sim.keySecret}`).toString("base64");
    for (const shown of [
      ...[unauthorised, unknown, slow, down].flatMap((e) => [String(e), e.stack, inspect(e, { depth: 5 })]),
      JSON.stringify(razorpay),
      inspect(razorpay, { depth: 5, showHidden: true }),
    ]) {
      expect(shown).not.toContain(sim.keySecret);
      expect(shown).not.toContain(basic);
    }
  });
});

function razorpayConfigFor(simulator: RazorpaySimulator) {
  return { keyId: simulator.keyId, keySecret: simulator.keySecret, apiUrl: simulator.url };
}

describe("Razorpay webhooks", () => {
  it("are signed on the raw body; forged ones fail, duplicates keep their event id, any order is possible", async () => {
    const received: { eventId: string | undefined; event: string }[] = [];
    const app = new Hono();
    app.post("/api/payments/razorpay/webhook", async (c) => {
      const raw = new Uint8Array(await c.req.arrayBuffer());
      if (!verifyWebhookSignature(raw, c.req.header("x-razorpay-signature"), sim.webhookSecret))
        return c.json({ success: false }, 400);
      const event = RazorpayWebhookSchema.parse(JSON.parse(Buffer.from(raw).toString("utf8")));
      received.push({ eventId: c.req.header("x-razorpay-event-id"), event: event.event });
      return c.json({ success: true });
    });
    const target = { url: "/api/payments/razorpay/webhook", app };

    // Razorpay sends them on its own as a payment is captured and its order paid.
    sim.webhookTarget = target;
    const order = await razorpay.createOrder({ amountPaise: 75_000, receipt: "webhooks" });
    const { payment } = sim.pay(order.id);
    const refund = await razorpay.refundPayment(payment.id, { idempotencyKey: "w-1" });
    await sim.idle();
    sim.webhookTarget = undefined;
    expect(received.map((r) => r.event)).toEqual(["payment.captured", "order.paid", "refund.processed"]);
    expect(sim.deliveries.every((d) => d.status === 200)).toBe(true);
    expect(new Set(received.map((r) => r.eventId)).size).toBe(3);

    // Sent by the test: the same event three times, then an older one after a newer one.
    received.length = 0;
    const captured = sim.webhook("payment.captured", payment.id);
    const answers = await sim.deliver(target, captured, 3);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(received.map((r) => r.eventId)).toEqual([captured.eventId, captured.eventId, captured.eventId]);
    await sim.deliver(target, sim.webhook("refund.processed", refund.id));
    await sim.deliver(target, sim.webhook("order.paid", order.id));
    const failed = sim.pay((await razorpay.createOrder({ amountPaise: 100, receipt: "f" })).id, {
      fail: true,
    });
    await sim.deliver(target, sim.webhook("payment.failed", failed.payment.id));
    expect(received.slice(3).map((r) => r.event)).toEqual([
      "refund.processed",
      "order.paid",
      "payment.failed",
    ]);

    received.length = 0;
    for (const how of ["signature", "body", "secret", "unsigned"] as const) {
      const [answer] = await sim.deliver(target, sim.forge(captured, how));
      expect(answer?.status, how).toBe(400);
    }
    expect(received).toEqual([]);
  });
});
