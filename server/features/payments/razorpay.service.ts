// Razorpay: the order the payment page pays, the Checkout callback, the webhook, and the reconcile job. Whatever
// reports a payment, it is believed only after Razorpay's own answer (a signature made with our secret, or a fetch
// of the payment) agrees with the order we stored: its order id, amount and currency. Then it goes through
// recordCapturedPayment, which takes it once.
import { createHash } from "node:crypto";
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { PAYMENT_MESSAGES as P } from "#contract/messages";
import type { RazorpayCheckout } from "#contract/schemas/payments";
import type { Db } from "#server/db/client";
import { enrolments, payments, razorpayEvents } from "#server/db/schema";
import { Conflict, Invalid, NotFound } from "#server/domain-errors";
import { bookingFee } from "#server/features/slots/slots.service";
import type { Logger } from "#server/http/logger";
import {
  createRazorpayClient,
  type RazorpayClient,
  type RazorpayConfig,
} from "#server/payments/razorpay/client";
import { verifyCheckoutSignature, verifyWebhookSignature } from "#server/payments/razorpay/signatures";
import { type RazorpayPayment, RazorpayWebhookSchema } from "#server/payments/razorpay/types";
import { type CaptureResult, type PaymentContext, type PaymentRow, recordCapturedPayment } from "./ledger";
import { onRefundProcessed } from "./refunds.service";

export interface Razorpay {
  config: RazorpayConfig;
  client: RazorpayClient;
}

export function razorpayFrom(config: RazorpayConfig | null): Razorpay | null {
  if (!config) return null;
  return {
    config,
    client: createRazorpayClient({ keyId: config.keyId, keySecret: config.keySecret, apiUrl: config.apiUrl }),
  };
}

/** Our reference for an enrolment's payment: on the Razorpay order, the UPI link and the bank statement. */
export const enrolmentReference = (enrolmentId: number) => `VA-E-${enrolmentId}`;

/**
 * The order the person pays: the open one when they come back to the page (a `created` ledger row for the
 * enrolment whose amount is still what is due), else a new one, created at Razorpay with the amount from our
 * database. Only a held seat opens an order; a payment on an order opened before the hold ended is still taken
 * (the late-payment rule seats it or flags a refund).
 */
export async function openEnrolmentOrder(
  db: Db,
  razorpay: Razorpay,
  enrolmentId: number,
  now: Date,
): Promise<RazorpayCheckout> {
  const [enrolment] = await db.select().from(enrolments).where(eq(enrolments.enrolment_id, enrolmentId));
  if (!enrolment) throw new NotFound();
  const due = enrolment.amount_paise - enrolment.amount_paid_paise;
  if (enrolment.status !== "held" || due < 100) throw new Conflict(P.notPayable);
  const answer = (orderId: string, amount: number): RazorpayCheckout => ({
    order_id: orderId,
    key_id: razorpay.config.keyId,
    amount,
    currency: "INR",
  });
  const [open] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.enrolment_id, enrolmentId),
        eq(payments.method, "razorpay"),
        eq(payments.status, "created"),
        eq(payments.amount_paise, due),
      ),
    )
    .orderBy(asc(payments.payment_id))
    .limit(1);
  if (open?.razorpay_order_id) return answer(open.razorpay_order_id, open.amount_paise);
  const order = await razorpay.client.createOrder({
    amountPaise: due,
    currency: "INR",
    receipt: enrolmentReference(enrolmentId),
    notes: { enrolment_id: String(enrolmentId) },
  });
  await db.transaction(async (tx) => {
    await tx.insert(payments).values({
      enrolment_id: enrolmentId,
      method: "razorpay",
      status: "created",
      amount_paise: order.amount,
      currency: "INR",
      razorpay_order_id: order.id,
      created_at: now,
      updated_at: now,
    });
    await tx
      .update(enrolments)
      .set({ razorpay_order_id: order.id, updated_at: now })
      .where(eq(enrolments.enrolment_id, enrolmentId));
  });
  return answer(order.id, order.amount);
}

/** Our reference for a consultation booking's payment. */
export const bookingReference = (requestId: number) => `VA-C-${requestId}`;

/**
 * The order for a paid consultation booking's fee, while its slot is held: the open one, or a new one with the
 * fee from our database. A booking already paid or released has nothing to pay (409).
 */
export async function openBookingOrder(
  db: Db,
  razorpay: Razorpay,
  requestId: number,
  now: Date,
): Promise<RazorpayCheckout> {
  const fee = await bookingFee(db, requestId);
  if (fee.paid_at || fee.released_at || fee.amount_paise < 100) throw new Conflict(P.notPayable);
  const [open] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.request_id, requestId),
        eq(payments.method, "razorpay"),
        eq(payments.status, "created"),
        eq(payments.amount_paise, fee.amount_paise),
      ),
    )
    .orderBy(asc(payments.payment_id))
    .limit(1);
  const answer = (orderId: string, amount: number): RazorpayCheckout => ({
    order_id: orderId,
    key_id: razorpay.config.keyId,
    amount,
    currency: "INR",
  });
  if (open?.razorpay_order_id) return answer(open.razorpay_order_id, open.amount_paise);
  const order = await razorpay.client.createOrder({
    amountPaise: fee.amount_paise,
    currency: "INR",
    receipt: bookingReference(requestId),
    notes: { request_id: String(requestId) },
  });
  await db.insert(payments).values({
    request_id: requestId,
    method: "razorpay",
    status: "created",
    amount_paise: order.amount,
    currency: "INR",
    razorpay_order_id: order.id,
    created_at: now,
    updated_at: now,
  });
  return answer(order.id, order.amount);
}

/** The order as we stored it: whose it is, and what it is for. */
async function storedOrder(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.razorpay_order_id, orderId), eq(payments.method, "razorpay")))
    .orderBy(asc(payments.payment_id))
    .limit(1);
  return row;
}

/** Razorpay's payment belongs to the order and pays exactly what it asks. */
function paysOrder(payment: RazorpayPayment, order: PaymentRow): boolean {
  return (
    payment.order_id === order.razorpay_order_id &&
    payment.amount === order.amount_paise &&
    payment.currency === order.currency
  );
}

/** A payment Razorpay says is captured (capturing one left authorised), recorded once. */
async function takeCaptured(
  db: Db,
  razorpay: Razorpay,
  context: PaymentContext,
  order: PaymentRow,
  reported: RazorpayPayment,
  now: Date,
): Promise<CaptureResult | null> {
  if (!paysOrder(reported, order)) return null;
  let payment = reported;
  if (payment.status === "authorized")
    payment = await razorpay.client.capturePayment(payment.id, order.amount_paise, "INR");
  if (payment.status !== "captured" && payment.status !== "refunded") return null;
  const owner = {
    enrolmentId: order.enrolment_id ?? undefined,
    requestId: order.enrolment_id === null ? (order.request_id ?? undefined) : undefined,
  };
  return db.transaction((tx) =>
    recordCapturedPayment(
      tx,
      {
        ...owner,
        amountPaise: payment.amount,
        currency: "INR",
        source: {
          method: "razorpay",
          razorpayOrderId: order.razorpay_order_id ?? "",
          razorpayPaymentId: payment.id,
        },
        now,
      },
      context,
    ),
  );
}

/**
 * The browser's callback. The signature is checked against the order id we stored (the one in the body only finds
 * it), then Razorpay is asked for the payment itself: it must be of that order, amount and currency. Anything
 * else is a 400 and changes nothing.
 */
export async function verifyCallback(
  db: Db,
  razorpay: Razorpay,
  context: PaymentContext,
  callback: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  now: Date,
): Promise<{ enrolment_id: number | null; request_id?: number | null; status: string }> {
  const order = await storedOrder(db, callback.razorpay_order_id);
  const signed =
    order?.razorpay_order_id &&
    verifyCheckoutSignature(
      {
        orderId: order.razorpay_order_id,
        paymentId: callback.razorpay_payment_id,
        signature: callback.razorpay_signature,
      },
      razorpay.config.keySecret,
    );
  if (!order || !signed) throw new Invalid(P.verifyFailed);
  const payment = await razorpay.client.fetchPayment(callback.razorpay_payment_id);
  const result = await takeCaptured(db, razorpay, context, order, payment, now);
  if (!result) throw new Invalid(P.verifyFailed);
  if (order.enrolment_id !== null)
    return { enrolment_id: order.enrolment_id, status: result.enrolmentStatus ?? "" };
  // A booking's fee: its status is the payment's.
  const paid =
    result.outcome === "paid" || (result.outcome === "duplicate" && result.payment.status === "captured");
  return { enrolment_id: null, request_id: order.request_id, status: paid ? "paid" : "refund_due" };
}

/** A failed attempt on one of our orders, kept on the ledger; a payment already captured is never undone. */
async function recordFailed(db: Db, order: PaymentRow, payment: RazorpayPayment, now: Date) {
  if (payment.amount <= 0) return;
  await db
    .insert(payments)
    .values({
      enrolment_id: order.enrolment_id,
      request_id: order.request_id,
      method: "razorpay",
      status: "failed",
      amount_paise: payment.amount,
      currency: "INR",
      razorpay_order_id: order.razorpay_order_id,
      razorpay_payment_id: payment.id,
      failure_reason: payment.error_description ?? payment.error_code ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing();
}

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

/**
 * A webhook delivery. The signature is checked on the raw bytes before anything is parsed; a bad one throws
 * Invalid (400). The event id is taken once: a retry (same X-Razorpay-Event-Id) finds its row and does nothing.
 * Every well-signed event is answered 2xx, even one we ignore, or
 * Razorpay would keep retrying it.
 */
export async function takeWebhook(
  db: Db,
  razorpay: Razorpay,
  context: PaymentContext,
  delivery: { rawBody: Uint8Array; signature: string | undefined; eventId: string | undefined },
  now: Date,
  logger?: Logger,
): Promise<WebhookOutcome> {
  const secret = razorpay.config.webhookSecret;
  if (!secret || !verifyWebhookSignature(delivery.rawBody, delivery.signature, secret))
    throw new Invalid(P.webhookSignature);
  let parsed: ReturnType<typeof RazorpayWebhookSchema.safeParse>;
  try {
    parsed = RazorpayWebhookSchema.safeParse(JSON.parse(Buffer.from(delivery.rawBody).toString("utf8")));
  } catch {
    return "ignored";
  }
  if (!parsed.success) return "ignored";
  const event = parsed.data;
  const eventId =
    delivery.eventId?.slice(0, 100) || `body:${createHash("sha256").update(delivery.rawBody).digest("hex")}`;
  const payment = event.payload.payment?.entity;
  const refund = event.payload.refund?.entity;
  const orderId = payment?.order_id ?? event.payload.order?.entity.id ?? null;
  const [seen] = await db
    .select({ id: razorpayEvents.event_id })
    .from(razorpayEvents)
    .where(eq(razorpayEvents.event_id, eventId));
  if (seen) return "duplicate";
  // Applied first, then marked taken: applying is itself once-only (the ledger's unique payment id, the refund's
  // row), so a crash in between, or two servers taking the same retry, at worst apply it twice to no effect;
  // marking first would lose an event whose applying failed.
  const outcome = await applyEvent(db, razorpay, context, event.event, { payment, refund, orderId }, now);
  const fresh = await db
    .insert(razorpayEvents)
    .values({
      event_id: eventId,
      event: event.event,
      razorpay_payment_id: payment?.id ?? refund?.payment_id ?? null,
      razorpay_order_id: orderId,
      received_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: razorpayEvents.event_id });
  if (fresh.length === 0) return "duplicate";
  logger?.info("razorpay webhook", { event: event.event, outcome });
  return outcome;
}

async function applyEvent(
  db: Db,
  razorpay: Razorpay,
  context: PaymentContext,
  name: string,
  entities: {
    payment: RazorpayPayment | undefined;
    refund: { id: string; payment_id: string; amount: number; status: string } | undefined;
    orderId: string | null;
  },
  now: Date,
): Promise<WebhookOutcome> {
  const { payment, refund, orderId } = entities;
  if (name === "refund.processed" && refund) {
    await db.transaction((tx) =>
      onRefundProcessed(
        tx,
        {
          razorpayRefundId: refund.id,
          razorpayPaymentId: refund.payment_id,
          amountPaise: refund.amount,
          now,
        },
        context.mailer,
      ),
    );
    return "applied";
  }
  if (!payment || !orderId) return "ignored";
  const order = await storedOrder(db, orderId);
  if (!order) return "ignored";
  if (name === "payment.failed") {
    await recordFailed(db, order, payment, now);
    return "applied";
  }
  if (name === "payment.captured" || name === "order.paid") {
    const result = await takeCaptured(db, razorpay, context, order, payment, now);
    return result ? "applied" : "ignored";
  }
  return "ignored";
}

/**
 * The reconcile job's pass: asks Razorpay about every order still open (a `created` ledger row) whose hold has
 * run out, so a payment whose callback and webhook were both lost is still recorded. An order with nothing on it
 * a day after it was made is closed as abandoned, so the job does not ask about it for ever. Answers how many
 * payments it recorded.
 */
export async function reconcileOpenOrders(
  db: Db,
  razorpay: Razorpay,
  context: PaymentContext,
  options: { now: Date; holdSeconds: number; limit?: number; logger?: Logger },
): Promise<number> {
  const { now } = options;
  const openBefore = new Date(now.getTime() - options.holdSeconds * 1000);
  const open = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.method, "razorpay"),
        eq(payments.status, "created"),
        isNull(payments.razorpay_payment_id),
        lte(payments.created_at, openBefore),
      ),
    )
    .orderBy(asc(payments.created_at))
    .limit(options.limit ?? 50);
  let recorded = 0;
  for (const order of open) {
    if (!order.razorpay_order_id) continue;
    try {
      const attempts = await razorpay.client.fetchOrderPayments(order.razorpay_order_id);
      for (const attempt of attempts) {
        if (attempt.status === "failed") await recordFailed(db, order, attempt, now);
        else {
          const result = await takeCaptured(db, razorpay, context, order, attempt, now);
          if (result && result.outcome !== "duplicate") recorded++;
        }
      }
      if (attempts.length === 0 && now.getTime() - order.created_at.getTime() > 86_400_000)
        await db
          .update(payments)
          .set({ status: "failed", failure_reason: "abandoned: no payment on the order", updated_at: now })
          .where(and(eq(payments.payment_id, order.payment_id), eq(payments.status, "created")));
    } catch (err) {
      options.logger?.warn("razorpay reconcile failed for an order", {
        order: order.razorpay_order_id,
        error: String(err),
      });
    }
  }
  return recorded;
}

/** How many orders are still open (for logs and tests). */
export async function openOrderCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.method, "razorpay"), eq(payments.status, "created")));
  return Number(row?.n ?? 0);
}
