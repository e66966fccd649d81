// Fees through the real app and database, with Razorpay reached only through the simulator the test starts: the
// order made with our amount, the Checkout callback checked by signature and by Razorpay's own answer, webhooks
// taken once and never undoing a payment, late payments seated or flagged, UPI references verified or rejected by
// staff, money recorded at the desk, and the numbered receipt.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInIndia } from "#contract/form-rules";
import { afterAnswersSettled } from "#server/http/after-answer";
import { appSecret } from "#server/lib/app-secret";
import { razorpayConfig } from "#server/payments/razorpay/client";
import { type RazorpaySimulator, startRazorpaySimulator } from "../../../tests/setup/razorpay-simulator";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { expireHoldsOnce } from "../enrolments/hold-expiry";
import { expireDueHolds } from "../enrolments/seats";
import { CANCELLED_REASON, TIME_TAKEN_REASON } from "../refunds/refund-reasons";
import { addDays } from "../slots/slot-engine";
import { slotContextOf } from "../slots/slots.routes";
import { bookingToken, expireHolds } from "../slots/slots.service";
import { reconcileOnce, remindHolds } from "./payment-jobs";
import { paymentContext } from "./payments.routes";
import { openBookingOrder, razorpayFrom, reconcileOpenOrders } from "./razorpay.service";

let t: TestApp;
let sim: RazorpaySimulator;
let token: string;
beforeAll(async () => {
  sim = await startRazorpaySimulator();
  t = await createTestApp({ ...sim.env, PUBLIC_URL: "https://academy.example", SEAT_HOLD_SECONDS: "900" });
  token = await t.adminToken();
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

const db = () => t.deps.database.db;
const rowsOf = <T = Record<string, unknown>>(result: unknown) => (result as { rows: T[] }).rows;
const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * 86_400_000));
let seq = 0;
const email = () => `payer${++seq}.${Date.now().toString(36)}@example.test`;
const tokenOf = (url: string) => new URL(url, "https://x").searchParams.get("token") ?? "";
const webhookTarget = () => ({ url: "/api/payments/razorpay/webhook", app: t.app });

async function course() {
  const res = await t.json("POST", "/api/courses", {
    token,
    body: {
      title: "Vastu Adhaar",
      course_slug: `fees-${++seq}-${Date.now().toString(36)}`,
      description: "A course.",
      price: "₹11,800",
      level: "Level 1",
      mode: "In-Person",
    },
  });
  expect(res.status).toBe(201);
  return res.body.data.course_id as number;
}

async function batch(fields: Record<string, unknown> = {}) {
  const res = await t.json("POST", "/api/batches", {
    token,
    body: {
      course_id: await course(),
      starts_on: inDays(20),
      seats_total: 3,
      fee_paise: 1_180_000,
      ...fields,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.batch_id as number;
}

async function enrol(batchId: number, fields: Record<string, unknown> = {}) {
  const address = email();
  const res = await t.json("POST", "/api/enrolments", {
    body: { batch_id: batchId, name: "Asha Rao", email: address, phone: "+91 98765 43210", ...fields },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body.data, email: address, token: tokenOf(res.body.data.url) };
}

const enrolment = async (id: number) =>
  rowsOf<{
    status: string;
    amount_paid_paise: number;
    refund_due: boolean;
    razorpay_payment_id: string | null;
  }>(
    await db().execute(
      sql`select status, amount_paid_paise, refund_due, razorpay_payment_id from enrolments where enrolment_id = ${id}`,
    ),
  )[0];
const ledger = async (id: number) =>
  rowsOf<{ method: string; status: string; amount_paise: number; razorpay_payment_id: string | null }>(
    await db().execute(
      sql`select method, status, amount_paise, razorpay_payment_id from payments where enrolment_id = ${id} order by payment_id`,
    ),
  );
const receiptsOf = async (id: number) =>
  rowsOf<{ number: string; kind: string; total_paise: number }>(
    await db().execute(sql`select number, kind, total_paise from receipts where enrolment_id = ${id}`),
  );
const mailsTo = async (address: string) => {
  await afterAnswersSettled(db());
  return rowsOf<{ kind: string; subject: string; text: string; mail_id: number }>(
    await db().execute(
      sql`select kind, subject, text, mail_id from mail_outbox where "to" = ${address} order by mail_id`,
    ),
  );
};

describe("Razorpay", () => {
  it("makes the order with our amount, reuses it, and takes a verified callback once", async () => {
    const b = await batch();
    const e = await enrol(b);
    expect(e.status).toBe("held");
    expect(e.razorpay).toEqual({
      order_id: expect.stringMatching(/^order_/),
      key_id: sim.keyId,
      amount: 1_180_000,
      currency: "INR",
    });
    const order = sim.orders.get(e.razorpay.order_id);
    expect(order).toMatchObject({ amount: 1_180_000, currency: "INR", receipt: `VA-E-${e.enrolment_id}` });
    // Coming back to the page: the same order, none made at Razorpay.
    const before = sim.orders.size;
    const again = await t.json("POST", `/api/enrolments/${e.enrolment_id}/pay`, { body: { token: e.token } });
    expect(again.status).toBe(200);
    expect(again.body.data.order_id).toBe(e.razorpay.order_id);
    expect(sim.orders.size).toBe(before);

    const { callback } = sim.pay(e.razorpay.order_id);
    if (!callback) throw new Error("no callback");
    const verified = await t.json("POST", "/api/payments/razorpay/verify", { body: callback });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data).toEqual({ enrolment_id: e.enrolment_id, status: "paid" });
    const repeat = await t.json("POST", "/api/payments/razorpay/verify", { body: callback });
    expect(repeat.status).toBe(200);
    expect(await enrolment(e.enrolment_id)).toMatchObject({
      status: "paid",
      amount_paid_paise: 1_180_000,
      refund_due: false,
      razorpay_payment_id: callback.razorpay_payment_id,
    });
    expect(await ledger(e.enrolment_id)).toEqual([
      {
        method: "razorpay",
        status: "captured",
        amount_paise: 1_180_000,
        razorpay_payment_id: callback.razorpay_payment_id,
      },
    ]);
    const [receipt] = await receiptsOf(e.enrolment_id);
    expect(receipt?.number).toMatch(/^VA\/\d{4}-\d{2}\/\d{4,}$/);
    expect(receipt?.kind).toBe("receipt");
    const mails = await mailsTo(e.email);
    const [held] = rowsOf<{ text: string }>(
      await db().execute(
        sql`select text from mail_outbox where "to" = ${e.email} and kind = 'enrolment-received'`,
      ),
    );
    expect(held?.text).toContain("Pay the fee on your enrolment page");
    const paid = mails.filter((m) => m.kind === "payment-received");
    expect(paid).toHaveLength(1);
    const attached = rowsOf<{ filename: string; content_type: string }>(
      await db().execute(
        sql`select filename, content_type from mail_attachments where mail_id = ${paid[0]?.mail_id}`,
      ),
    );
    expect(attached).toEqual([
      { filename: `${receipt?.number.replaceAll("/", "-")}.pdf`, content_type: "application/pdf" },
    ]);
    // The receipt from the person's own link, and for staff; the token of another enrolment gets nothing.
    const pdf = await t.request("GET", `/api/enrolments/${e.enrolment_id}/receipt.pdf?token=${e.token}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await t.request("GET", `/api/enrolments/${e.enrolment_id}/receipt.pdf`, { token })).status).toBe(
      200,
    );
    const other = await enrol(b);
    expect(
      (await t.request("GET", `/api/enrolments/${e.enrolment_id}/receipt.pdf?token=${other.token}`)).status,
    ).toBe(404);
    // Not paid: no receipt.
    expect(
      (await t.request("GET", `/api/enrolments/${other.enrolment_id}/receipt.pdf?token=${other.token}`))
        .status,
    ).toBe(404);
  });

  it("refuses forged callbacks, another order's signature, and a payment of another amount, changing nothing", async () => {
    const b = await batch({ fee_paise: 500_000 });
    const e = await enrol(b);
    const cheap = await enrol(await batch({ fee_paise: 10_000 }));
    // Paid the cheap order, claimed for the dear one.
    const { callback: cheapCallback } = sim.pay(cheap.razorpay.order_id);
    if (!cheapCallback) throw new Error("no callback");
    const swapped = await t.json("POST", "/api/payments/razorpay/verify", {
      body: { ...cheapCallback, razorpay_order_id: e.razorpay.order_id },
    });
    expect(swapped.status).toBe(400);
    const { callback } = sim.pay(e.razorpay.order_id, { amountPaise: 100_000 });
    if (!callback) throw new Error("no callback");
    const underpaid = await t.json("POST", "/api/payments/razorpay/verify", { body: callback });
    expect(underpaid.status).toBe(400);
    const flipped = callback.razorpay_signature.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    const forged = await t.json("POST", "/api/payments/razorpay/verify", {
      body: { ...callback, razorpay_signature: flipped },
    });
    expect(forged.status).toBe(400);
    const garbage = await t.json("POST", "/api/payments/razorpay/verify", {
      body: { razorpay_order_id: "x", razorpay_payment_id: "y", razorpay_signature: "z" },
    });
    expect(garbage.status).toBe(400);
    expect(await enrolment(e.enrolment_id)).toMatchObject({ status: "held", amount_paid_paise: 0 });
    expect((await ledger(e.enrolment_id)).filter((p) => p.status === "captured")).toEqual([]);
  });

  it("takes each webhook once, refuses forged ones, and never lets a late or reordered event undo a payment", async () => {
    const b = await batch();
    const e = await enrol(b);
    const { payment } = sim.pay(e.razorpay.order_id);
    const captured = sim.webhook("payment.captured", payment.id);
    for (const how of ["signature", "body", "secret", "unsigned"] as const) {
      const [res] = await sim.deliver(webhookTarget(), sim.forge(captured, how));
      expect(res?.status, how).toBe(400);
    }
    expect(await enrolment(e.enrolment_id)).toMatchObject({ status: "held" });
    const answers = await sim.deliver(webhookTarget(), captured, 5);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const orderPaid = sim.webhook("order.paid", e.razorpay.order_id);
    expect((await sim.deliver(webhookTarget(), orderPaid))[0]?.status).toBe(200);
    expect(await enrolment(e.enrolment_id)).toMatchObject({ status: "paid", amount_paid_paise: 1_180_000 });
    expect(await ledger(e.enrolment_id)).toHaveLength(1);
    expect(await receiptsOf(e.enrolment_id)).toHaveLength(1);
    // A failed attempt reported afterwards (out of order) for the same payment id changes nothing.
    const late = JSON.parse(captured.body);
    late.event = "payment.failed";
    late.payload.payment.entity.status = "failed";
    const body = JSON.stringify(late);
    const { createHmac } = await import("node:crypto");
    const res = await t.app.request("/api/payments/razorpay/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-event-id": "evt_late_failed_1",
        "x-razorpay-signature": createHmac("sha256", sim.webhookSecret).update(body).digest("hex"),
      },
      body,
    });
    expect(res.status).toBe(200);
    expect(await enrolment(e.enrolment_id)).toMatchObject({ status: "paid" });
    expect((await ledger(e.enrolment_id)).map((p) => p.status)).toEqual(["captured"]);
    // A failed attempt on another enrolment's order is recorded as failed and leaves its hold.
    const f = await enrol(b);
    const { payment: failed } = sim.pay(f.razorpay.order_id, { fail: true });
    expect((await sim.deliver(webhookTarget(), sim.webhook("payment.failed", failed.id)))[0]?.status).toBe(
      200,
    );
    expect(await enrolment(f.enrolment_id)).toMatchObject({ status: "held" });
    expect((await ledger(f.enrolment_id)).map((p) => p.status).sort()).toEqual(["created", "failed"]);
    // A payment of another amount is never counted as paid, though its event is answered 2xx.
    const g = await enrol(b);
    const { payment: odd } = sim.pay(g.razorpay.order_id, { amountPaise: 500 });
    expect((await sim.deliver(webhookTarget(), sim.webhook("payment.captured", odd.id)))[0]?.status).toBe(
      200,
    );
    expect(await enrolment(g.enrolment_id)).toMatchObject({ status: "held", amount_paid_paise: 0 });
  });

  it("seats a payment after the hold expired if a seat is free, else flags it for refund and tells staff", async () => {
    const b = await batch({ seats_total: 1 });
    const e = await enrol(b);
    // The hold runs out before the money arrives, and someone else takes the only seat.
    await expireDueHolds(db(), new Date(Date.now() + 3600_000));
    expect(await enrolment(e.enrolment_id)).toMatchObject({ status: "expired" });
    const other = await enrol(b);
    expect(other.status).toBe("held");
    const { payment } = sim.pay(e.razorpay.order_id);
    expect((await sim.deliver(webhookTarget(), sim.webhook("payment.captured", payment.id)))[0]?.status).toBe(
      200,
    );
    expect(await enrolment(e.enrolment_id)).toMatchObject({
      status: "expired",
      refund_due: true,
      razorpay_payment_id: payment.id,
      amount_paid_paise: 1_180_000,
    });
    const seated = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from enrolments where batch_id = ${b} and status in ('held','pending_verification','paid','confirmed')`,
      ),
    )[0];
    expect(seated?.n).toBe(1);
    const staffMails = rowsOf<{ subject: string }>(
      await db().execute(
        sql`select subject from mail_outbox where kind = 'payment-staff' order by mail_id desc limit 1`,
      ),
    );
    expect(staffMails[0]?.subject).toMatch(/^Refund due/);
    // The other way: a free seat takes the late payment.
    const c = await batch({ seats_total: 2 });
    const late = await enrol(c);
    await expireDueHolds(db(), new Date(Date.now() + 3600_000));
    const { payment: p2 } = sim.pay(late.razorpay.order_id);
    await sim.deliver(webhookTarget(), sim.webhook("payment.captured", p2.id));
    expect(await enrolment(late.enrolment_id)).toMatchObject({ status: "paid", refund_due: false });
  });

  it("finds a payment whose callback and webhook were both lost, once its hold has run out", async () => {
    const b = await batch();
    const e = await enrol(b);
    sim.pay(e.razorpay.order_id);
    const razorpay = razorpayFrom(razorpayConfig(t.deps.env));
    if (!razorpay) throw new Error("razorpay should be configured");
    const early = await reconcileOpenOrders(db(), razorpay, paymentContext(t.deps), {
      now: new Date(),
      holdSeconds: 900,
    });
    expect(early).toBe(0);
    const later = { now: new Date(Date.now() + 901_000), holdSeconds: 900 };
    expect(await reconcileOpenOrders(db(), razorpay, paymentContext(t.deps), later)).toBeGreaterThanOrEqual(
      1,
    );
    expect(await enrolment(e.enrolment_id)).toMatchObject({ amount_paid_paise: 1_180_000 });
    expect(["paid", "expired"]).toContain((await enrolment(e.enrolment_id))?.status);
    expect(await reconcileOpenOrders(db(), razorpay, paymentContext(t.deps), later)).toBe(0);
  });
});

describe("the hold reminder", () => {
  it("mails a person once before their hold ends, whatever the number of ticks", async () => {
    const e = await enrol(await batch());
    const [row] = rowsOf<{ hold_expires_at: string }>(
      await db().execute(sql`select hold_expires_at from enrolments where enrolment_id = ${e.enrolment_id}`),
    );
    const near = new Date(new Date(row?.hold_expires_at ?? 0).getTime() - 60_000);
    const ticks = await Promise.all([1, 2, 3].map(() => remindHolds(db(), paymentContext(t.deps), near)));
    expect(ticks.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await remindHolds(db(), paymentContext(t.deps), near);
    const reminders = (await mailsTo(e.email)).filter((m) => m.kind === "payment-hold-reminder");
    expect(reminders).toHaveLength(1);
  });
});

describe("a seat offered from the waiting list", () => {
  it("says in its mail that the fee is paid online, whether a hold ran out or staff added a seat", async () => {
    const b = await batch({ seats_total: 1, waitlist: true });
    const holder = await enrol(b);
    const first = await enrol(b);
    const second = await enrol(b);
    expect([first.status, second.status]).toEqual(["waitlisted", "waitlisted"]);
    const offerText = async (address: string) =>
      (await mailsTo(address)).filter((m) => m.kind === "enrolment-offered").map((m) => m.text);
    // The hold-expiry job frees the holder's seat and offers it to the first person waiting.
    await expireHoldsOnce(t.deps, new Date(Date.parse(holder.hold_expires_at) + 1000));
    expect(await offerText(first.email)).toEqual([
      expect.stringContaining("Pay the fee on your enrolment page (the button below) to confirm your seat."),
    ]);
    // Staff add a seat: the next person is offered it by the batches route.
    const seats = await t.json("PUT", `/api/batches/${b}`, { token, body: { seats_total: 2 } });
    expect(seats.status).toBe(200);
    expect(await offerText(second.email)).toEqual([
      expect.stringContaining("Pay the fee on your enrolment page (the button below) to confirm your seat."),
    ]);
  });
});

describe("UPI and the desk", () => {
  it("takes a UTR, and staff verify it (paid, receipt) or reject it (a fresh hold)", async () => {
    const settings = await t.json("GET", "/api/settings", { token });
    const put = await t.json("PUT", "/api/settings", {
      token,
      body: { ...settings.body.data, upiId: "academy@okaxis" },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const b = await batch();
    const e = await enrol(b);
    const view = await t.json("GET", `/api/enrolments/${e.enrolment_id}/view?token=${e.token}`);
    expect(view.body.data.payment.upi.link).toMatch(/^upi:\/\/pay\?pa=academy@okaxis&/);
    expect(view.body.data.payment.upi.qr_svg).toContain("<svg");
    expect(view.body.data.payment.cancellation).toEqual({
      fullRefundDaysBeforeStart: 7,
      partialRefundPercent: 50,
    });
    const bad = await t.json("POST", `/api/enrolments/${e.enrolment_id}/upi-reference`, {
      body: { token: e.token, utr: "12345" },
    });
    expect(bad.status).toBe(400);
    const utr = String(Date.now()).slice(-12).padStart(12, "7");
    const sent = await t.json("POST", `/api/enrolments/${e.enrolment_id}/upi-reference`, {
      body: { token: e.token, utr },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.status).toBe("pending_verification");
    // The same UTR for another enrolment is refused while the first stands.
    const f = await enrol(b);
    const clash = await t.json("POST", `/api/enrolments/${f.enrolment_id}/upi-reference`, {
      body: { token: f.token, utr },
    });
    expect(clash.status).toBe(409);
    const [row] = rowsOf<{ payment_id: number }>(
      await db().execute(sql`select payment_id from payments where utr = ${utr}`),
    );
    const rejected = await t.json("POST", `/api/payments/${row?.payment_id}/reject`, {
      token,
      body: { reason: "Not on the statement" },
    });
    expect(rejected.status).toBe(200);
    expect(await enrolment(e.enrolment_id)).toMatchObject({ status: "held" });
    const utr2 = `${utr.slice(0, 11)}${(Number(utr.at(-1)) + 1) % 10}`;
    await t.json("POST", `/api/enrolments/${e.enrolment_id}/upi-reference`, {
      body: { token: e.token, utr: utr2 },
    });
    const [row2] = rowsOf<{ payment_id: number }>(
      await db().execute(sql`select payment_id from payments where utr = ${utr2}`),
    );
    const verified = await t.json("POST", `/api/payments/${row2?.payment_id}/verify`, { token });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.outcome).toBe("paid");
    expect(await enrolment(e.enrolment_id)).toMatchObject({ status: "paid", amount_paid_paise: 1_180_000 });
    const twice = await t.json("POST", `/api/payments/${row2?.payment_id}/verify`, { token });
    expect(twice.body.data.outcome).toBe("duplicate");
    expect(await receiptsOf(e.enrolment_id)).toHaveLength(1);
    // In the activity log, on the enrolment: the rejection with its reason, the verification once.
    expect(await staffPaymentEntries(e.enrolment_id)).toEqual([
      { action: "payment", label: `Asha Rao: ₹11,800 (UPI ${utr2})`, changes: null },
      {
        action: "reject",
        label: `Asha Rao: ₹11,800 (UPI ${utr})`,
        changes: [{ field: "reason", after: "Not on the statement" }],
      },
    ]);
  });

  it("records cash and cheques at the desk, part payments included, and refuses bad input", async () => {
    const b = await batch({ pay_at_academy: true });
    const e = await enrol(b);
    expect(e.status).toBe("confirmed");
    expect(e.razorpay).toBeUndefined();
    const noRef = await t.json("POST", `/api/enrolments/${e.enrolment_id}/payments`, {
      token,
      body: { method: "cheque", amount_paise: 100_000 },
    });
    expect(noRef.status).toBe(400);
    const zero = await t.json("POST", `/api/enrolments/${e.enrolment_id}/payments`, {
      token,
      body: { method: "cash", amount_paise: 0 },
    });
    expect(zero.status).toBe(400);
    const anonymous = await t.json("POST", `/api/enrolments/${e.enrolment_id}/payments`, {
      body: { method: "cash", amount_paise: 100_000 },
    });
    expect(anonymous.status).toBe(401);
    const part = await t.json("POST", `/api/enrolments/${e.enrolment_id}/payments`, {
      token,
      body: { method: "cash", amount_paise: 180_000 },
    });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    expect(part.body.data.outcome).toBe("partial");
    const rest = await t.json("POST", `/api/enrolments/${e.enrolment_id}/payments`, {
      token,
      body: { method: "cheque", amount_paise: 1_000_000, reference: "CHQ 004512" },
    });
    expect(rest.body.data.outcome).toBe("paid");
    expect(await enrolment(e.enrolment_id)).toMatchObject({ status: "paid", amount_paid_paise: 1_180_000 });
    expect(await receiptsOf(e.enrolment_id)).toHaveLength(1);
    expect((await staffPaymentEntries(e.enrolment_id)).map((entry) => entry.label)).toEqual([
      `Asha Rao: ₹10,000 (cheque, CHQ 004512)`,
      `Asha Rao: ₹1,800 (cash)`,
    ]);
  });
});

/** The activity log's entries for staff's word on an enrolment's payments, newest first. */
async function staffPaymentEntries(enrolmentId: number) {
  const res = await t.json("GET", "/api/activity?resource=enrolments&limit=500", { token });
  const entries = res.body.data as { action: string; resource_id: number; label: string; changes: unknown }[];
  return entries
    .filter((entry) => entry.resource_id === enrolmentId && ["payment", "reject"].includes(entry.action))
    .map(({ action, label, changes }) => ({ action, label, changes }));
}

describe("receipts", () => {
  it("numbers receipts gap-free and issues a tax invoice, CGST+SGST in the state and IGST outside it", async () => {
    const settings = (await t.json("GET", "/api/settings", { token })).body.data;
    const registered = {
      ...settings,
      billing: { ...settings.billing, gstRegistered: true, gstin: "09AAACR5055K1Z5" },
    };
    const wrongState = await t.json("PUT", "/api/settings", {
      token,
      body: { ...registered, billing: { ...registered.billing, gstin: "27AAPFU0939F1ZV" } },
    });
    expect(wrongState.status).toBe(400);
    const badCheck = await t.json("PUT", "/api/settings", {
      token,
      body: { ...registered, billing: { ...registered.billing, gstin: "09AAACR5055K1Z6" } },
    });
    expect(badCheck.status).toBe(400);
    expect((await t.json("PUT", "/api/settings", { token, body: registered })).status).toBe(200);
    const b = await batch({ fee_paise: 1_180_000 });
    const local = await enrol(b);
    const outside = await enrol(b, { billing_name: "Rao Builders", billing_gstin: "27AAPFU0939F1ZV" });
    for (const e of [local, outside]) {
      const { callback } = sim.pay(e.razorpay.order_id);
      if (!callback) throw new Error("no callback");
      expect((await t.json("POST", "/api/payments/razorpay/verify", { body: callback })).status).toBe(200);
    }
    const rows = rowsOf<{
      number: string;
      kind: string;
      cgst_paise: number;
      sgst_paise: number;
      igst_paise: number;
      taxable_paise: number;
      place_of_supply: string;
      buyer_name: string;
    }>(
      await db().execute(
        sql`select number, kind, cgst_paise, sgst_paise, igst_paise, taxable_paise, place_of_supply, buyer_name from receipts where enrolment_id in (${local.enrolment_id}, ${outside.enrolment_id}) order by receipt_id`,
      ),
    );
    expect(rows[0]).toMatchObject({
      kind: "tax_invoice",
      cgst_paise: 90_000,
      sgst_paise: 90_000,
      igst_paise: 0,
      taxable_paise: 1_000_000,
      place_of_supply: "09",
    });
    expect(rows[1]).toMatchObject({
      kind: "tax_invoice",
      igst_paise: 180_000,
      cgst_paise: 0,
      place_of_supply: "27",
      buyer_name: "Rao Builders",
    });
    // Gap-free: every serial of the year from 1 to the last, each once.
    const serials = rowsOf<{ number: string }>(await db().execute(sql`select number from receipts`))
      .map((r) => Number(r.number.split("/")[2]))
      .sort((a, z) => a - z);
    expect(serials).toEqual(serials.map((_, i) => i + 1));
    const bad = await t.json("POST", "/api/enrolments", {
      body: {
        batch_id: b,
        name: "X",
        email: email(),
        phone: "+91 98765 43210",
        billing_gstin: "27AAPFU0939F1ZX",
      },
    });
    expect(bad.status).toBe(400);
    await t.json("PUT", "/api/settings", { token, body: settings });
  });
});

describe("a paid consultation", () => {
  /** Hours with one paid service, 90 minutes for ₹2,500, held 30 minutes for payment. */
  async function paidHours() {
    const allDay = [{ start: "09:00", end: "18:00" }];
    const availability = await t.json("PUT", "/api/consultations/availability", {
      token,
      body: {
        timezone: "Asia/Kolkata",
        weekly_hours: Object.fromEntries(
          ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [
            d,
            allDay,
          ]),
        ),
        slot_minutes: 60,
        buffer_minutes: 15,
        min_notice_minutes: 120,
        days_ahead: 60,
        closed_dates: [],
        open_dates: [],
        services: [{ service_type: "vastu_audit", minutes: 90, fee_paise: 250_000, where: "office" }],
        hold_minutes: 30,
        change_notice_minutes: 1440,
        reminder_minutes: [1440],
        meeting_link: "https://meet.example/academy",
      },
    });
    expect(availability.status, JSON.stringify(availability.body)).toBe(200);
  }

  /** A visitor's booking of the paid service at `slot`, and its link's token. */
  async function bookPaid(slot: string, address = email()) {
    const booked = await t.json("POST", "/api/consultations", {
      body: {
        name: "Asha Rao",
        email: address,
        phone: "+91 98765 43210",
        service_type: "vastu_audit",
        message: "Please look at my house.",
        location: "Lanka, Varanasi",
        slot_starts_at: slot,
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const requestId = booked.body.data.request_id as number;
    const [range] = rowsOf<{ token_nonce: string }>(
      await db().execute(sql`select token_nonce from agenda_ranges where request_id = ${requestId}`),
    );
    const linkToken = bookingToken(appSecret(t.deps.env), requestId, range?.token_nonce ?? "");
    return { requestId, linkToken, holdExpiresAt: new Date(booked.body.data.hold_expires_at as string) };
  }

  /** Pays a held booking's fee through its order and the Checkout callback; answers Razorpay's payment id. */
  async function payBooking(booking: { requestId: number; linkToken: string }) {
    const paying = await t.json("POST", `/api/consultations/${booking.requestId}/pay`, {
      body: { token: booking.linkToken },
    });
    expect(paying.status, JSON.stringify(paying.body)).toBe(200);
    const { payment, callback } = sim.pay(paying.body.data.order_id);
    if (!callback) throw new Error("no callback");
    const verified = await t.json("POST", "/api/payments/razorpay/verify", { body: callback });
    expect(verified.body.data.status).toBe("paid");
    return payment.id;
  }

  it("pays a held booking's fee through the same order, callback and webhook, once, with its receipt", async () => {
    await paidHours();
    const address = email();
    const { requestId, linkToken } = await bookPaid(`${addDays(todayInIndia(), 9)}T10:00:00+05:30`, address);
    const razorpay = razorpayFrom(razorpayConfig(t.deps.env));
    if (!razorpay) throw new Error("razorpay should be configured");
    // The booking's own page offers the fee to pay while the time is held.
    const view = async () =>
      (await t.json("GET", `/api/consultations/${requestId}/booking?token=${encodeURIComponent(linkToken)}`))
        .body.data.payment;
    expect(await view()).toMatchObject({
      amount_paise: 250_000,
      currency: "INR",
      paid: false,
      checkout_url: razorpay.config.checkoutUrl,
      hold_expires_at: expect.stringMatching(/\+05:30$/),
    });
    expect(
      (await t.json("POST", `/api/consultations/${requestId}/pay`, { body: { token: "x".repeat(43) } }))
        .status,
    ).toBe(404);
    const paying = await t.json("POST", `/api/consultations/${requestId}/pay`, {
      body: { token: linkToken },
    });
    expect(paying.status, JSON.stringify(paying.body)).toBe(200);
    const order = paying.body.data;
    expect(order.amount).toBe(250_000);
    expect((await openBookingOrder(db(), razorpay, requestId, new Date())).order_id).toBe(order.order_id);
    const { payment, callback } = sim.pay(order.order_id);
    if (!callback) throw new Error("no callback");
    const verified = await t.json("POST", "/api/payments/razorpay/verify", { body: callback });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data).toEqual({ enrolment_id: null, request_id: requestId, status: "paid" });
    expect(
      (await sim.deliver(webhookTarget(), sim.webhook("payment.captured", payment.id), 3)).map(
        (r) => r.status,
      ),
    ).toEqual([200, 200, 200]);
    const ranges = rowsOf<{ paid_at: string | null }>(
      await db().execute(sql`select paid_at from agenda_ranges where request_id = ${requestId}`),
    );
    expect(ranges[0]?.paid_at).not.toBeNull();
    expect(await view()).toMatchObject({ paid: true, hold_expires_at: null });

    // One numbered receipt, mailed to the visitor, downloadable from their link and by staff, in the GST register.
    const receipts = rowsOf<{ number: string; description: string; total_paise: number }>(
      await db().execute(
        sql`select number, description, total_paise from receipts where request_id = ${requestId}`,
      ),
    );
    expect(receipts).toEqual([
      {
        number: expect.stringMatching(/^VA\/\d{4}-\d{2}\/\d{4,}$/),
        description: expect.stringMatching(/^Consultation fee: Vastu Audit, .+ 10:00 am IST$/),
        total_paise: 250_000,
      },
    ]);
    const number = receipts[0]?.number ?? "";
    const paidMails = (await mailsTo(address)).filter((m) => m.kind === "payment-received");
    expect(paidMails.map((m) => m.subject)).toEqual(["Payment received – Vastu Audit"]);
    expect(paidMails[0]?.text).toContain("Your consultation is confirmed");
    const receiptUrl = (await view()).receipt_url as string;
    expect(receiptUrl).toBe(
      `/api/consultations/${requestId}/receipt.pdf?token=${encodeURIComponent(linkToken)}`,
    );
    const pdf = await t.request("GET", receiptUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toContain(`${number.replaceAll("/", "-")}.pdf`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await t.request("GET", `/api/consultations/${requestId}/receipt.pdf`, { token })).status).toBe(
      200,
    );
    // Without the link's token, a visitor is asked for it; with another token, there is nothing.
    expect((await t.request("GET", `/api/consultations/${requestId}/receipt.pdf`)).status).toBe(400);
    expect(
      (await t.request("GET", `/api/consultations/${requestId}/receipt.pdf?token=${"x".repeat(43)}`)).status,
    ).toBe(404);
    const listed = await t.json("GET", `/api/payments?q=${encodeURIComponent(address)}`, { token });
    expect(listed.body.data[0]).toMatchObject({ request_id: requestId, receipt_number: number });
    const register = await (await t.request("GET", "/api/payments/gst.csv", { token })).text();
    expect(register).toContain(number);
    const rows = rowsOf<{ status: string; amount_paise: number }>(
      await db().execute(sql`select status, amount_paise from payments where request_id = ${requestId}`),
    );
    expect(rows).toEqual([{ status: "captured", amount_paise: 250_000 }]);
    await expect(openBookingOrder(db(), razorpay, requestId, new Date())).rejects.toThrow();
  });

  it("refunds in full, once, a fee paid after its time was given to someone else", async () => {
    await paidHours();
    const slot = `${addDays(todayInIndia(), 11)}T14:00:00+05:30`;
    const address = email();
    const late = await bookPaid(slot, address);
    const paying = await t.json("POST", `/api/consultations/${late.requestId}/pay`, {
      body: { token: late.linkToken },
    });
    expect(paying.status, JSON.stringify(paying.body)).toBe(200);
    // The hold runs out unpaid, and someone else takes the time.
    expect(
      await expireHolds(db(), slotContextOf(t.deps), new Date(late.holdExpiresAt.getTime() + 60_000)),
    ).toBe(1);
    await bookPaid(slot);

    const { payment, callback } = sim.pay(paying.body.data.order_id);
    if (!callback) throw new Error("no callback");
    const verified = await t.json("POST", "/api/payments/razorpay/verify", { body: callback });
    expect(verified.body.data).toEqual({
      enrolment_id: null,
      request_id: late.requestId,
      status: "refund_due",
    });
    const refundRows = async () =>
      rowsOf<{ status: string; amount_paise: number; reason: string }>(
        await db().execute(
          sql`select status, amount_paise, reason from refunds where request_id = ${late.requestId}`,
        ),
      );
    expect(await refundRows()).toEqual([
      { status: "pending", amount_paise: 250_000, reason: TIME_TAKEN_REASON },
    ]);

    // Two servers' ticks at once, and one more after: Razorpay is asked once, and the money is back in full.
    await Promise.all([reconcileOnce(t.deps, new Date()), reconcileOnce(t.deps, new Date())]);
    await reconcileOnce(t.deps, new Date());
    expect([...sim.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    expect((await refundRows()).map((r) => r.status)).toEqual(["processed"]);
    expect(
      rowsOf(
        await db().execute(
          sql`select status, refunded_paise from payments where request_id = ${late.requestId}`,
        ),
      ),
    ).toEqual([{ status: "refunded", refunded_paise: 250_000 }]);
    const listed = await t.json("GET", `/api/payments?q=${encodeURIComponent(address)}`, { token });
    expect(listed.body.data[0]).toMatchObject({
      request_id: late.requestId,
      refund: { amount_paise: 250_000, status: "processed" },
    });
    const refundMails = (await mailsTo(address)).filter((m) => m.kind === "refund-made");
    expect(refundMails.map((m) => m.subject)).toEqual(["Your refund is made – Vastu Audit"]);
    expect(refundMails[0]?.text).toContain("given to someone else");
  });

  it("refunds in full, once, a paid booking cancelled by the visitor, from the agenda or in the inbox", async () => {
    await paidHours();
    const day = addDays(todayInIndia(), 13);
    const address = email();
    const byVisitor = await bookPaid(`${day}T10:00:00+05:30`, address);
    const fromAgenda = await bookPaid(`${day}T12:00:00+05:30`);
    const inInbox = await bookPaid(`${day}T15:00:00+05:30`);
    const paid = [await payBooking(byVisitor), await payBooking(fromAgenda), await payBooking(inInbox)];

    const cancelByLink = () =>
      t.json("POST", `/api/consultations/${byVisitor.requestId}/cancel`, {
        body: { token: byVisitor.linkToken },
      });
    expect((await cancelByLink()).status).toBe(200);
    expect((await cancelByLink()).status).toBe(200);
    const agendaCancel = () =>
      t.json("POST", `/api/consultations/agenda/bookings/${fromAgenda.requestId}/cancel`, { token });
    expect((await agendaCancel()).status).toBe(200);
    expect((await agendaCancel()).status).toBe(200);
    const inboxCancel = await t.json("PUT", `/api/consultations/${inInbox.requestId}`, {
      token,
      body: { status: "cancelled" },
    });
    expect(inboxCancel.status, JSON.stringify(inboxCancel.body)).toBe(200);

    const ids = [byVisitor.requestId, fromAgenda.requestId, inInbox.requestId];
    const refundRows = async () =>
      rowsOf<{ request_id: number; status: string; amount_paise: number; reason: string }>(
        await db().execute(
          sql`select request_id, status, amount_paise, reason from refunds
              where request_id in (${sql.join(ids, sql`, `)}) order by request_id`,
        ),
      );
    expect(await refundRows()).toEqual(
      ids.map((request_id) => ({
        request_id,
        status: "pending",
        amount_paise: 250_000,
        reason: CANCELLED_REASON,
      })),
    );
    await Promise.all([reconcileOnce(t.deps, new Date()), reconcileOnce(t.deps, new Date())]);
    await reconcileOnce(t.deps, new Date());
    expect((await refundRows()).map((r) => r.status)).toEqual(["processed", "processed", "processed"]);
    for (const paymentId of paid)
      expect([...sim.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    const refundMails = (await mailsTo(address)).filter((m) => m.kind === "refund-made");
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.text).toContain("Your consultation booking is cancelled");
    // Each refund is a credit note against its booking's receipt in the accountant's register.
    const numbers = rowsOf<{ number: string }>(
      await db().execute(sql`select number from receipts where request_id in (${sql.join(ids, sql`, `)})`),
    ).map((r) => r.number);
    expect(numbers).toHaveLength(3);
    const register = await (await t.request("GET", "/api/payments/gst.csv", { token })).text();
    for (const number of numbers) expect(register).toContain(`${number}-CN`);
  });
});
