// Refunds through the real app, database and the Razorpay simulator: the policy's default amount, a partial
// refund, a double click and a retry after Razorpay failed that each refund once, an amount above what was paid,
// manual refunds, the refund.processed path applied once, and the payments list, its totals and the GST register.
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFUND_ADMIN_MESSAGES } from "#contract/admin-messages";
import { todayInIndia } from "#contract/form-rules";
import { afterAnswersSettled } from "#server/http/after-answer";
import { appSecret } from "#server/lib/app-secret";
import { mailConfig } from "#server/mail/mail-config";
import { createRazorpayClient } from "#server/payments/razorpay/client";
import { type RazorpaySimulator, startRazorpaySimulator } from "../../../tests/setup/razorpay-simulator";
import { createStaffMember, signInAs } from "../../../tests/setup/staff";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { onRefundProcessed } from "../payments/refunds.service";
import { markRefundProcessed } from "./refunds.service";

let t: TestApp;
let sim: RazorpaySimulator;
let token: string;
beforeAll(async () => {
  sim = await startRazorpaySimulator();
  t = await createTestApp({ PUBLIC_URL: "https://academy.example", ...sim.env });
  token = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const db = () => t.deps.database.db;
const rowsOf = <T = Record<string, unknown>>(result: unknown) => (result as { rows: T[] }).rows;
const one = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  rowsOf<T>(await db().execute(query))[0] as T;
const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * 86_400_000));
let seq = 0;
const unique = () => `${++seq}-${Date.now().toString(36)}`;

async function batchWithFee(fee: number, startsInDays = 20) {
  const course = await t.json("POST", "/api/courses", {
    token,
    body: {
      title: `Vastu Adhaar ${unique()}`,
      course_slug: `refund-course-${unique()}`,
      description: "A course.",
      price: "₹5,000",
      level: "Level 1",
      mode: "In-Person",
    },
  });
  expect(course.status).toBe(201);
  const batch = await t.json("POST", "/api/batches", {
    token,
    body: {
      course_id: course.body.data.course_id,
      starts_on: inDays(startsInDays),
      seats_total: 5,
      fee_paise: fee,
      waitlist: true,
    },
  });
  expect(batch.status, JSON.stringify(batch.body)).toBe(201);
  return batch.body.data.batch_id as number;
}

/**
 * An enrolment paid in full, through the product's own paths: a Razorpay payment made at the simulator and
 * reported by its webhook; a UPI reference sent by the person and verified by staff; or money recorded at the desk.
 */
async function paidEnrolment(
  options: { fee?: number; startsInDays?: number; method?: string; batchId?: number } = {},
) {
  const fee = options.fee ?? 500_000;
  const method = options.method ?? "razorpay";
  const batchId = options.batchId ?? (await batchWithFee(fee, options.startsInDays));
  const email = `payer${unique()}@example.test`;
  const res = await t.json("POST", "/api/enrolments", {
    body: { batch_id: batchId, name: "Asha Rao", email, phone: "+91 98765 43210" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.data.enrolment_id as number;
  let paymentId: string | null = null;
  if (method === "razorpay") {
    const orderId = res.body.data.razorpay?.order_id as string;
    expect(orderId).toMatch(/^order_/);
    paymentId = sim.pay(orderId).payment.id;
    const [answer] = await sim.deliver(
      { url: "http://localhost/api/payments/razorpay/webhook", app: t.app },
      sim.webhook("payment.captured", paymentId),
    );
    expect(answer?.status).toBe(200);
  } else if (method === "upi") {
    const linkToken = new URL(res.body.data.url, "https://x").searchParams.get("token");
    const utr = String(100_000_000_000 + ((seq * 7919 + Date.now()) % 899_999_999_999));
    const sent = await t.json("POST", `/api/enrolments/${id}/upi-reference`, {
      body: { token: linkToken, utr },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const queued = await one<{ payment_id: number }>(
      sql`select payment_id from payments where enrolment_id = ${id} and method = 'upi' and status = 'created'`,
    );
    const verified = await t.json("POST", `/api/payments/${queued.payment_id}/verify`, { token, body: {} });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  } else {
    const recorded = await t.json("POST", `/api/enrolments/${id}/payments`, {
      token,
      body: { method, amount_paise: fee, reference: method === "cash" ? null : "CHQ 004512" },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
  }
  expect(await statusOf(id)).toBe("paid");
  return { id, email, batchId, fee, paymentId };
}

const refund = (id: number, body: Record<string, unknown> = {}, as = token) =>
  t.json("POST", `/api/enrolments/${id}/refund`, { token: as, body });
const refundCallsFor = (paymentId: string | null) =>
  sim.requests.filter((r) => r.method === "POST" && r.path === `/v1/payments/${paymentId}/refund`);
async function statusOf(id: number) {
  return (await one<{ status: string }>(sql`select status from enrolments where enrolment_id = ${id}`))
    .status;
}

describe("refunds through Razorpay", () => {
  it("refunds the policy's amount once, marks everything refunded, mails the person and logs it", async () => {
    const { id, email, fee, paymentId } = await paidEnrolment({ startsInDays: 20 });
    const quote = await t.json("GET", `/api/enrolments/${id}/refund`, { token });
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({
      refundable_paise: fee,
      default_paise: fee,
      method: "razorpay",
      refund: null,
    });

    const res = await refund(id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(REFUND_ADMIN_MESSAGES.made);
    expect(res.body.data).toMatchObject({
      amount_paise: fee,
      status: "processed",
      method: "razorpay",
      currency: "INR",
    });
    expect(res.body.data.razorpay_refund_id).toMatch(/^rfnd_/);

    const calls = refundCallsFor(paymentId);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers["x-refund-idempotency"]).toBe(`enrolment-${id}-refund-1`);
    expect(sim.payments.get(paymentId as string)?.amount_refunded).toBe(fee);

    expect(await statusOf(id)).toBe("refunded");
    const payment = await one<{ status: string; refunded_paise: number }>(
      sql`select status, refunded_paise from payments where enrolment_id = ${id} and captured_at is not null`,
    );
    expect(payment).toEqual({ status: "refunded", refunded_paise: fee });
    await afterAnswersSettled(db());
    const mail = await one<{ kind: string; subject: string; text: string }>(
      sql`select kind, subject, text from mail_outbox where "to" = ${email} and kind = 'refund-made'`,
    );
    expect(mail.subject).toContain("Your refund is made");
    expect(mail.text).toContain("₹5,000");
    const logged = await one<{ action: string; label: string }>(
      sql`select action, label from activity_log where resource = 'enrolments' and resource_id = ${id} and action = 'refund'`,
    );
    expect(logged.label).toContain("₹5,000");

    // A repeat answers the same refund and refunds nothing more.
    const again = await refund(id, { amount_paise: 100 });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(REFUND_ADMIN_MESSAGES.already);
    expect(again.body.data.refund_id).toBe(res.body.data.refund_id);
    expect(refundCallsFor(paymentId)).toHaveLength(1);
  });

  it("a double click refunds once", async () => {
    const { id, fee, paymentId } = await paidEnrolment();
    const answers = await Promise.all([refund(id), refund(id), refund(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.refund_id)).size).toBe(1);
    expect(sim.payments.get(paymentId as string)?.amount_refunded).toBe(fee);
    expect([...sim.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    const count = await one<{ n: number }>(
      sql`select count(*)::int as n from refunds where enrolment_id = ${id}`,
    );
    expect(count.n).toBe(1);
  });

  it("refunds part under the policy close to the start, or the amount staff give; never more than was paid", async () => {
    const { id, fee } = await paidEnrolment({ startsInDays: 3 });
    const quote = await t.json("GET", `/api/enrolments/${id}/refund`, { token });
    expect(quote.body.data.default_paise).toBe(fee / 2);

    const tooMuch = await refund(id, { amount_paise: fee + 1 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toEqual([
      { field: "amount_paise", message: REFUND_ADMIN_MESSAGES.tooMuch("₹5,000") },
    ]);
    for (const amount_paise of [0, -5, 1.5, "ten", null]) {
      const bad = await refund(id, { amount_paise });
      expect(bad.status, String(amount_paise)).toBe(400);
    }
    const none = await one<{ n: number }>(
      sql`select count(*)::int as n from refunds where enrolment_id = ${id}`,
    );
    expect(none.n).toBe(0);
    expect(await statusOf(id)).toBe("paid");

    const res = await refund(id);
    expect(res.status).toBe(201);
    expect(res.body.data.amount_paise).toBe(fee / 2);
    const payment = await one<{ status: string; refunded_paise: number }>(
      sql`select status, refunded_paise from payments where enrolment_id = ${id} and captured_at is not null`,
    );
    // Half given back: the payment stays captured for the rest, the enrolment is over.
    expect(payment).toEqual({ status: "captured", refunded_paise: fee / 2 });
    expect(await statusOf(id)).toBe("refunded");

    const partial = await paidEnrolment();
    const given = await refund(partial.id, { amount_paise: 123_456, reason: "Cancelled by phone" });
    expect(given.status).toBe(201);
    expect(given.body.data).toMatchObject({ amount_paise: 123_456, reason: "Cancelled by phone" });
  });

  it("keeps a refund pending when Razorpay fails, and a repeat retries it with the same key, refunding once", async () => {
    const { id, fee, paymentId } = await paidEnrolment();
    sim.fault({ status: 502, body: { error: { code: "SERVER_ERROR", description: "Bad gateway" } } });
    const first = await refund(id);
    expect(first.status).toBe(202);
    expect(first.body.message).toBe(REFUND_ADMIN_MESSAGES.retryLater);
    expect(first.body.data.status).toBe("pending");
    expect(await statusOf(id)).toBe("paid");

    const second = await refund(id);
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ refund_id: first.body.data.refund_id, status: "processed" });
    const keys = refundCallsFor(paymentId).map((r) => r.headers["x-refund-idempotency"]);
    expect(keys).toEqual([`enrolment-${id}-refund-1`, `enrolment-${id}-refund-1`]);
    expect(sim.payments.get(paymentId as string)?.amount_refunded).toBe(fee);
    expect(await statusOf(id)).toBe("refunded");
  });

  it("marks a refund processed once, whether the answer or the refund.processed webhook comes first", async () => {
    const { id, fee, paymentId } = await paidEnrolment();
    // As if the webhook came before the refund call's answer was stored: the pending refund of that payment.
    const client = createRazorpayClient({ keyId: sim.keyId, keySecret: sim.keySecret, apiUrl: sim.url });
    await db().execute(sql`
      insert into refunds (payment_id, enrolment_id, amount_paise, method, status, idempotency_key)
      select payment_id, enrolment_id, ${fee}, 'razorpay', 'pending', ${`enrolment-${id}-refund-1`}
      from payments where enrolment_id = ${id} and status = 'captured'`);
    const made = await client.refundPayment(paymentId as string, {
      amountPaise: fee,
      idempotencyKey: `enrolment-${id}-refund-1`,
    });
    const mailer = { config: mailConfig(t.deps.env), secret: appSecret(t.deps.env) };
    await db().transaction((tx) =>
      onRefundProcessed(
        tx,
        {
          razorpayRefundId: made.id,
          razorpayPaymentId: paymentId as string,
          amountPaise: fee,
          now: new Date(),
        },
        mailer,
      ),
    );
    expect(await markRefundProcessed(db(), { razorpayRefundId: made.id }, new Date(), mailer)).toBe(false);
    const row = await one<{ status: string; razorpay_refund_id: string }>(
      sql`select status, razorpay_refund_id from refunds where enrolment_id = ${id}`,
    );
    expect(row).toEqual({ status: "processed", razorpay_refund_id: made.id });
    const payment = await one<{ refunded_paise: number }>(
      sql`select refunded_paise from payments where enrolment_id = ${id} and captured_at is not null`,
    );
    expect(payment.refunded_paise).toBe(fee);
    expect(await statusOf(id)).toBe("refunded");
    // The owner pressing Refund afterwards gets that refund.
    const again = await refund(id);
    expect(again.status).toBe(200);
    expect(again.body.data.razorpay_refund_id).toBe(made.id);
  });
});

describe("manual refunds and who may refund", () => {
  it("records a refund of a cash or UPI payment as paid back, with its reference", async () => {
    const cash = await paidEnrolment({ method: "cash", fee: 300_000 });
    const res = await refund(cash.id, { amount_paise: 300_000 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(REFUND_ADMIN_MESSAGES.recorded);
    expect(res.body.data).toMatchObject({ method: "cash", status: "processed", razorpay_refund_id: null });
    expect(await statusOf(cash.id)).toBe("refunded");

    const upi = await paidEnrolment({ method: "upi", fee: 300_000 });
    const missing = await refund(upi.id);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe("reference");
    const done = await refund(upi.id, { reference: "612345678901" });
    expect(done.status).toBe(201);
    expect(done.body.data).toMatchObject({ method: "upi", reference: "612345678901", status: "processed" });
    expect(await statusOf(upi.id)).toBe("refunded");
  });

  it("refuses an enrolment with nothing paid, an unknown one, and anyone but an owner", async () => {
    const batchId = await batchWithFee(200_000);
    const held = await t.json("POST", "/api/enrolments", {
      body: {
        batch_id: batchId,
        name: "Ravi",
        email: `held${unique()}@example.test`,
        phone: "+91 98765 43210",
      },
    });
    const nothing = await refund(held.body.data.enrolment_id);
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(REFUND_ADMIN_MESSAGES.nothingPaid);
    expect((await refund(999_999)).status).toBe(404);

    const { id } = await paidEnrolment();
    const desk = await signInAs(t, await createStaffMember(t, "front_desk"));
    const refused = await refund(id, {}, desk);
    expect(refused.status).toBe(403);
    expect((await t.json("GET", `/api/enrolments/${id}/refund`, { token: desk })).status).toBe(403);
    expect(await statusOf(id)).toBe("paid");
  });
});

describe("the payments list, its totals and the GST register", () => {
  it("filters the ledger and adds up the day", async () => {
    const before = (await t.json("GET", "/api/payments/totals", { token })).body.data;
    const a = await paidEnrolment({ fee: 400_000 });
    const b = await paidEnrolment({ fee: 250_000, method: "cash" });
    const c = await paidEnrolment({ fee: 150_000, method: "cheque" });
    await refund(c.id, { amount_paise: 50_000, reference: "CHQ 777" });

    const list = await t.json("GET", "/api/payments", { token });
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBeGreaterThanOrEqual(3);
    const cash = await t.json("GET", `/api/payments?method=cash&batch_id=${b.batchId}`, { token });
    expect(cash.body.data).toHaveLength(1);
    expect(cash.body.data[0]).toMatchObject({
      enrolment_id: b.id,
      method: "cash",
      amount_paise: 250_000,
      name: "Asha Rao",
    });
    const cheque = await t.json("GET", `/api/payments?batch_id=${c.batchId}`, { token });
    expect(cheque.body.data[0]).toMatchObject({
      refunded_paise: 50_000,
      refund: { amount_paise: 50_000, status: "processed" },
    });
    const byPerson = await t.json("GET", `/api/payments?q=${encodeURIComponent(a.paymentId as string)}`, {
      token,
    });
    expect(byPerson.body.data.map((p: { enrolment_id: number }) => p.enrolment_id)).toEqual([a.id]);
    const today = todayInIndia(new Date());
    const ranged = await t.json("GET", `/api/payments?from=${today}&to=${today}&batch_id=${a.batchId}`, {
      token,
    });
    expect(ranged.body.data).toHaveLength(1);
    const yesterday = inDays(-1);
    const empty = await t.json(
      "GET",
      `/api/payments?from=${yesterday}&to=${yesterday}&batch_id=${a.batchId}`,
      {
        token,
      },
    );
    expect(empty.body.data).toHaveLength(0);
    for (const bad of [
      "from=2026-13-01",
      "to=yesterday",
      "method=bitcoin",
      "status=paid",
      `from=${today}&to=${yesterday}`,
    ]) {
      const res = await t.json("GET", `/api/payments?${bad}`, { token });
      expect(res.status, bad).toBe(400);
    }

    const after = (await t.json("GET", `/api/payments/totals?from=${today}&to=${today}`, { token })).body
      .data;
    const method = (totals: typeof after, m: string) =>
      totals.by_method.find((x: { method: string }) => x.method === m);
    expect(after.captured_paise - before.captured_paise).toBe(800_000);
    expect(after.refunded_paise - before.refunded_paise).toBe(50_000);
    expect(after.net_paise).toBe(after.captured_paise - after.refunded_paise);
    expect(method(after, "cash").captured_paise - method(before, "cash").captured_paise).toBe(250_000);
    expect(method(after, "cheque").refunded_paise - method(before, "cheque").refunded_paise).toBe(50_000);
    expect(method(after, "razorpay").count - method(before, "razorpay").count).toBe(1);

    const desk = await signInAs(t, await createStaffMember(t, "front_desk"));
    expect((await t.json("GET", "/api/payments", { token: desk })).status).toBe(200);
    const editor = await signInAs(t, await createStaffMember(t, "editor"));
    expect((await t.json("GET", "/api/payments", { token: editor })).status).toBe(403);
    expect((await t.json("GET", "/api/payments/gst.csv", { token: editor })).status).toBe(403);
  });

  it("streams the accountant's register: invoices, then credit notes that add up", async () => {
    // The academy registers for GST; a buyer in Maharashtra gives their GSTIN: a tax invoice with IGST.
    const settings = await t.json("GET", "/api/settings", { token });
    const registered = await t.json("PUT", "/api/settings", {
      token,
      body: {
        ...settings.body.data,
        billing: {
          ...settings.body.data.billing,
          gstRegistered: true,
          gstin: "09AAACR5055K1Z5",
          gstStateCode: "09",
        },
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const batchId = await batchWithFee(118_000);
    const made = await t.json("POST", "/api/enrolments", {
      body: {
        batch_id: batchId,
        name: "Ravi Mehta",
        email: `gst${unique()}@example.test`,
        phone: "+91 98765 43210",
      },
    });
    const paid = { id: made.body.data.enrolment_id as number };
    const linkToken = new URL(made.body.data.url, "https://x").searchParams.get("token");
    const billing = await t.json("POST", `/api/enrolments/${paid.id}/billing`, {
      body: {
        token: linkToken,
        billing_name: 'Mehta Designs, "Pune"',
        billing_state_code: "27",
        billing_gstin: "27AAPFU0939F1ZV",
      },
    });
    expect(billing.status, JSON.stringify(billing.body)).toBe(200);
    const recorded = await t.json("POST", `/api/enrolments/${paid.id}/payments`, {
      token,
      body: { method: "cash", amount_paise: 118_000 },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const { number } = await one<{ number: string }>(
      sql`select number from receipts where enrolment_id = ${paid.id}`,
    );
    await refund(paid.id, { amount_paise: 59_000 });

    const res = await t.request("GET", "/api/payments/gst.csv", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/gst_register_\d{4}-\d{2}-\d{2}\.csv/);
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      "Document",
      "Invoice number",
      "Date",
      "Buyer",
      "GSTIN",
      "Place of supply",
      "Taxable value",
      "CGST",
      "SGST",
      "IGST",
      "Total",
      "Original invoice",
    ]);
    const invoice = rows.find((r) => r[1] === number);
    expect(invoice).toEqual([
      "Invoice",
      number,
      todayInIndia(new Date()),
      'Mehta Designs, "Pune"',
      "27AAPFU0939F1ZV",
      "Maharashtra (27)",
      "1000.00",
      "0.00",
      "0.00",
      "180.00",
      "1180.00",
      "",
    ]);
    const credit = rows.find((r) => r[11] === number);
    expect(credit?.slice(0, 1)).toEqual(["Credit note"]);
    expect(credit?.slice(6, 11)).toEqual(["500.00", "0.00", "0.00", "90.00", "590.00"]);
    expect(rows.indexOf(credit as string[])).toBeGreaterThan(rows.indexOf(invoice as string[]));

    const none = await t.request("GET", `/api/payments/gst.csv?from=${inDays(-3)}&to=${inDays(-2)}`, {
      token,
    });
    const lines = (await none.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines).toHaveLength(1);
  });
});
