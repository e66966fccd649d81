// Refunds of enrolment fees. One live refund per enrolment (the unique index refunds_enrolment_live_idx): a
// double click, a retry or two owners at once get the refund already made, never a second one. A Razorpay refund
// is sent with X-Refund-Idempotency, so a retry after a timeout refunds once at Razorpay too; a manual refund (UPI,
// cash, cheque, bank transfer) is recorded as paid out. Either way the enrolment becomes `refunded` only when the
// refund is processed (markRefundProcessed, also what the refund.processed webhook calls).
import { and, asc, count, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { REFUND_ADMIN_MESSAGES as R } from "#contract/admin-messages";
import { todayInIndia } from "#contract/form-rules";
import { formatPaise } from "#contract/i18n/format";
import { consultationServiceLabel } from "#contract/i18n/service-label";
import { defaultRefundPaise } from "#contract/refund-policy";
import type { CancellationPolicy } from "#contract/schemas/billing";
import type { Refund, RefundCreate, RefundQuote } from "#contract/schemas/refund";
import { type Actor, recordActivity } from "#server/activity/activity.service";
import type { Db } from "#server/db/client";
import { batches, courses, enrolments, payments, refunds } from "#server/db/schema";
import { Conflict, invalidField, NotFound } from "#server/domain-errors";
import { type EnrolmentMailer, localeOf, seatNotifier } from "#server/features/enrolments/enrolments.service";
import { lockEnrolment, releaseSeat } from "#server/features/enrolments/seats";
import { bookingOf } from "#server/features/slots/booking-of";
import { enqueueMail, mailBrand } from "#server/mail/mail";
import { type RazorpayClient, RazorpayError } from "#server/payments/razorpay/client";
import { refundMail } from "../../mail/templates/refund-mails";
import { CANCELLED_REASON } from "./refund-reasons";

export type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export function toRefund(row: RefundRow): Refund {
  return {
    refund_id: row.refund_id,
    enrolment_id: row.enrolment_id,
    payment_id: row.payment_id,
    amount_paise: row.amount_paise,
    currency: "INR",
    method: row.method as Refund["method"],
    status: row.status as Refund["status"],
    razorpay_refund_id: row.razorpay_refund_id,
    reason: row.reason,
    reference: row.reference,
    recorded_by: row.recorded_by,
    created_at: row.created_at.toISOString(),
    processed_at: row.processed_at?.toISOString() ?? null,
  };
}

const liveRefundOf = async (db: Db, enrolmentId: number) =>
  (
    await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.enrolment_id, enrolmentId), ne(refunds.status, "failed")))
  )[0];

/**
 * The payment a refund goes back to: the Razorpay payment if there is one (its money can go back the way it
 * came), else the largest captured one. An enrolment is paid by one payment in nearly every case.
 */
async function refundablePayment(db: Db, enrolmentId: number): Promise<PaymentRow | undefined> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.enrolment_id, enrolmentId), eq(payments.status, "captured")))
    .orderBy(asc(payments.payment_id));
  const left = (p: PaymentRow) => p.amount_paise - p.refunded_paise;
  const open = rows.filter((p) => left(p) > 0);
  return (
    open.find((p) => p.method === "razorpay") ??
    open.sort((a, b) => left(b) - left(a) || a.payment_id - b.payment_id)[0]
  );
}

async function enrolmentAndBatch(db: Db, enrolmentId: number) {
  const [row] = await db
    .select({
      enrolment: enrolments,
      starts_on: batches.starts_on,
      course_title: courses.title,
      translations: courses.translations,
    })
    .from(enrolments)
    .innerJoin(batches, eq(batches.batch_id, enrolments.batch_id))
    .innerJoin(courses, eq(courses.course_id, batches.course_id))
    .where(eq(enrolments.enrolment_id, enrolmentId));
  return row;
}

/** What the refund dialog offers: the refundable amount, the policy's amount today, any refund already made. */
export async function refundQuote(
  db: Db,
  enrolmentId: number,
  policy: CancellationPolicy,
  now: Date,
): Promise<RefundQuote> {
  const found = await enrolmentAndBatch(db, enrolmentId);
  if (!found) throw new NotFound();
  const [payment, live] = await Promise.all([
    refundablePayment(db, enrolmentId),
    liveRefundOf(db, enrolmentId),
  ]);
  const refundable = payment ? payment.amount_paise - payment.refunded_paise : 0;
  return {
    enrolment_id: enrolmentId,
    name: found.enrolment.name,
    status: found.enrolment.status,
    starts_on: found.starts_on,
    refundable_paise: live ? 0 : refundable,
    default_paise: live ? 0 : defaultRefundPaise(policy, refundable, found.starts_on, todayInIndia(now)),
    method: (payment?.method as RefundQuote["method"]) ?? null,
    policy,
    refund: live ? toRefund(live) : null,
  };
}

export interface RefundRequest {
  enrolmentId: number;
  input: RefundCreate;
  actor: Actor | undefined;
  policy: CancellationPolicy;
  now: Date;
}

/** A unique-key violation on the one-live-refund-per-enrolment index (pg names it; PGlite may not). */
function isDuplicateRefund(err: unknown): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  )
    if (e.code === "23505" && (!e.constraint || e.constraint === "refunds_enrolment_live_idx")) return true;
  return false;
}

/**
 * Writes the refund row (once per enrolment), under the enrolment's lock. A manual refund is processed at once
 * in the same transaction. Answers the refund and whether this call made it.
 */
async function openRefund(
  db: Db,
  request: RefundRequest,
  mailer: EnrolmentMailer,
): Promise<{ refund: RefundRow; created: boolean }> {
  const { enrolmentId, input, now } = request;
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockEnrolment(tx, enrolmentId);
      if (!locked) throw new NotFound();
      const live = await liveRefundOf(tx, enrolmentId);
      if (live) return { refund: live, created: false };
      const payment = await refundablePayment(tx, enrolmentId);
      if (!payment) throw new Conflict(R.nothingPaid);
      const refundable = payment.amount_paise - payment.refunded_paise;
      const amount =
        input.amount_paise ??
        defaultRefundPaise(request.policy, refundable, locked.seats.batch.starts_on, todayInIndia(now));
      if (amount <= 0) throw invalidField("amount_paise", R.nothingByPolicy);
      if (amount > refundable) throw invalidField("amount_paise", R.tooMuch(formatPaise("en", refundable)));
      const manual = payment.method !== "razorpay";
      if (manual && !input.reference && payment.method !== "cash")
        throw invalidField("reference", R.referenceRequired);
      const [{ n: failed } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(refunds)
        .where(and(eq(refunds.enrolment_id, enrolmentId), eq(refunds.status, "failed")));
      const [refund] = await tx
        .insert(refunds)
        .values({
          payment_id: payment.payment_id,
          enrolment_id: enrolmentId,
          amount_paise: amount,
          method: payment.method,
          status: manual ? "processed" : "pending",
          // One key per intended refund: a failed one is followed by a new key, a retry of this one reuses it.
          idempotency_key: `enrolment-${enrolmentId}-refund-${Number(failed) + 1}`,
          reason: input.reason ?? null,
          reference: input.reference ?? null,
          recorded_by: request.actor?.adminId ?? null,
          processed_at: manual ? now : null,
          created_at: now,
          updated_at: now,
        })
        .returning();
      if (!refund) throw new Error("refund insert returned nothing");
      if (request.actor)
        await recordActivity(tx, {
          actor: request.actor,
          action: "refund",
          resource: "enrolments",
          resourceId: enrolmentId,
          label: `${locked.enrolment.name}: ${formatPaise("en", amount)} (${payment.method})`,
        });
      if (manual) await applyProcessed(tx, refund, now, mailer);
      return { refund, created: true };
    });
  } catch (err) {
    if (!isDuplicateRefund(err)) throw err;
    const live = await liveRefundOf(db, enrolmentId);
    if (!live) throw err;
    return { refund: live, created: false };
  }
}

export type RefundOutcome =
  /** This call made the refund (processed, or sent to Razorpay and pending there). */
  | "made"
  /** A refund existed: it is answered as it stands (a Razorpay one still unsent is sent again, same key). */
  | "existing"
  /** Razorpay did not answer: the refund stays pending, and a repeat retries it with the same key. */
  | "retry_later";

/**
 * Refunds an enrolment: the row first (committed, so a crash leaves a trace and a repeat reuses its key), then
 * the call to Razorpay outside any lock, then the answer applied.
 */
export async function refundEnrolment(
  db: Db,
  request: RefundRequest,
  razorpay: RazorpayClient | null,
  mailer: EnrolmentMailer,
): Promise<{ refund: Refund; outcome: RefundOutcome }> {
  const { refund, created } = await openRefund(db, request, mailer);
  const answer = async (outcome: RefundOutcome) => ({
    refund: toRefund((await refundById(db, refund.refund_id)) ?? refund),
    outcome,
  });
  if (refund.method !== "razorpay" || refund.status !== "pending" || refund.razorpay_refund_id)
    return answer(created ? "made" : "existing");
  if (!razorpay) throw new Conflict(R.refused("Razorpay is not configured on this server"));
  const sent = await sendRefundToRazorpay(db, refund, razorpay, request.now, mailer);
  if (sent === "retry_later") return answer("retry_later");
  // Razorpay refused it (an amount above what is left there, a payment it cannot refund): the row is failed so
  // that a corrected refund can be made, and the owner is told why.
  if (sent !== "sent") throw new Conflict(R.refused(sent.refused));
  return answer(created ? "made" : "existing");
}

/**
 * Sends a pending refund to Razorpay with its idempotency key (a repeat, after a timeout or from another server,
 * refunds once there too) and applies the answer: processed at once, failed, or left pending for the webhook.
 * Razorpay not answering leaves it pending (`retry_later`); Razorpay refusing it marks it failed and says why.
 */
export async function sendRefundToRazorpay(
  db: Db,
  refund: RefundRow,
  razorpay: RazorpayClient,
  now: Date,
  mailer: EnrolmentMailer,
): Promise<"sent" | "retry_later" | { refused: string }> {
  const [payment] = await db.select().from(payments).where(eq(payments.payment_id, refund.payment_id));
  if (!payment?.razorpay_payment_id) throw new Conflict(R.nothingPaid);
  const owner: Record<string, string> =
    refund.enrolment_id !== null
      ? { enrolment_id: String(refund.enrolment_id) }
      : { request_id: String(refund.request_id) };
  try {
    const sent = await razorpay.refundPayment(payment.razorpay_payment_id, {
      amountPaise: refund.amount_paise,
      idempotencyKey: refund.idempotency_key,
      notes: owner,
    });
    await db
      .update(refunds)
      .set({ razorpay_refund_id: sent.id, updated_at: now })
      .where(and(eq(refunds.refund_id, refund.refund_id), isNull(refunds.razorpay_refund_id)));
    if (sent.status === "processed")
      await markRefundProcessed(
        db,
        { razorpayRefundId: sent.id, razorpayPaymentId: sent.payment_id },
        now,
        mailer,
      );
    else if (sent.status === "failed")
      await markRefundFailed(db, refund.refund_id, "Razorpay failed the refund", now);
    return "sent";
  } catch (err) {
    if (!(err instanceof RazorpayError)) throw err;
    if (err.retryable) return "retry_later";
    const why = err.description ?? err.message;
    await markRefundFailed(db, refund.refund_id, why, now);
    return { refused: why };
  }
}

const refundById = async (db: Db, refundId: number) =>
  (await db.select().from(refunds).where(eq(refunds.refund_id, refundId)))[0];

async function markRefundFailed(db: Db, refundId: number, why: string, now: Date) {
  await db
    .update(refunds)
    .set({
      status: "failed",
      reason: sql`coalesce(${refunds.reason} || ' – ', '') || ${why}`,
      updated_at: now,
    })
    .where(and(eq(refunds.refund_id, refundId), eq(refunds.status, "pending")));
}

/**
 * A refund is processed: what Razorpay's answer or its refund.processed webhook says, or a manual refund being
 * recorded. The payment's refunded amount grows, the enrolment becomes `refunded` (its seat, if it had one, goes
 * to the next person waiting) and the person is mailed. Applied once: a repeat (the answer and the webhook both,
 * a replayed webhook) finds the refund processed and changes nothing. Answers whether it changed anything.
 *
 * The refund is found by Razorpay's refund id, or, when the webhook comes before the refund call's answer was
 * stored, as the pending refund of that Razorpay payment.
 */
export async function markRefundProcessed(
  db: Db,
  which: RefundKey,
  now: Date,
  mailer?: EnrolmentMailer,
): Promise<boolean> {
  const found = await findRefund(db, which);
  if (!found || found.status === "processed") return false;
  return db.transaction((tx) => processRefundIn(tx, found, which, now, mailer));
}

type RefundKey = { refundId?: number; razorpayRefundId?: string; razorpayPaymentId?: string };

/** markRefundProcessed in the caller's transaction (the webhook's, which records the event in it). */
export async function markRefundProcessedIn(
  tx: Db,
  which: RefundKey,
  now: Date,
  mailer?: EnrolmentMailer,
): Promise<boolean> {
  const found = await findRefund(tx, which);
  if (!found || found.status === "processed") return false;
  return processRefundIn(tx, found, which, now, mailer);
}

async function processRefundIn(
  tx: Db,
  found: RefundRow,
  which: RefundKey,
  now: Date,
  mailer: EnrolmentMailer | undefined,
): Promise<boolean> {
  // The lock order of seats.ts: the batch, the enrolment, then the refund row.
  if (found.enrolment_id !== null) await lockEnrolment(tx, found.enrolment_id);
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(eq(refunds.refund_id, found.refund_id))
    .for("update");
  if (!refund || refund.status === "processed") return false;
  await tx
    .update(refunds)
    .set({
      status: "processed",
      processed_at: now,
      updated_at: now,
      ...(which.razorpayRefundId && !refund.razorpay_refund_id
        ? { razorpay_refund_id: which.razorpayRefundId }
        : {}),
    })
    .where(eq(refunds.refund_id, refund.refund_id));
  await applyProcessed(tx, { ...refund, status: "processed" }, now, mailer);
  return true;
}

async function findRefund(db: Db, which: RefundKey): Promise<RefundRow | undefined> {
  if (which.refundId !== undefined) return refundById(db, which.refundId);
  if (which.razorpayRefundId) {
    const [byId] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.razorpay_refund_id, which.razorpayRefundId));
    if (byId) return byId;
  }
  if (!which.razorpayPaymentId) return undefined;
  const [pending] = await db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.payment_id, refunds.payment_id))
    .where(
      and(
        eq(payments.razorpay_payment_id, which.razorpayPaymentId),
        eq(refunds.status, "pending"),
        isNull(refunds.razorpay_refund_id),
      ),
    );
  return pending?.refund;
}

/** The effects of a processed refund, in the transaction that marked it processed. */
async function applyProcessed(tx: Db, refund: RefundRow, now: Date, mailer: EnrolmentMailer | undefined) {
  await tx
    .update(payments)
    .set({
      refunded_paise: sql`${payments.refunded_paise} + ${refund.amount_paise}`,
      status: sql`case when ${payments.refunded_paise} + ${refund.amount_paise} >= ${payments.amount_paise} then 'refunded' else ${payments.status} end`,
      updated_at: now,
    })
    .where(eq(payments.payment_id, refund.payment_id));
  if (refund.request_id !== null) return mailBookingRefund(tx, refund, mailer);
  if (refund.enrolment_id === null) return;
  await releaseSeat(tx, refund.enrolment_id, "refunded", now, seatNotifier(mailer));
  await tx
    .update(enrolments)
    .set({ refund_due: false, updated_at: now })
    .where(eq(enrolments.enrolment_id, refund.enrolment_id));
  const found = await enrolmentAndBatch(tx, refund.enrolment_id);
  // Without the mail settings (a caller that has none) the refund still stands; only its mail is not queued.
  if (!found || !mailer) return;
  const locale = localeOf(found.enrolment);
  const hindiTitle = locale === "hi" ? (found.translations.hi?.title as string | undefined) : undefined;
  await enqueueMail(tx, {
    kind: "refund-made",
    to: found.enrolment.email,
    ...(await refundMail(
      await mailBrand(tx, mailer.config),
      {
        name: found.enrolment.name,
        paidFor: { kind: "enrolment", courseTitle: hindiTitle || found.course_title },
        amountPaise: refund.amount_paise,
        method: refund.method,
        reference: refund.reference,
      },
      locale,
    )),
  });
}

/** The visitor's "refund made" mail for a consultation's fee, in the language they booked in. */
async function mailBookingRefund(tx: Db, refund: RefundRow, mailer: EnrolmentMailer | undefined) {
  const found = refund.request_id !== null ? await bookingOf(tx, refund.request_id) : undefined;
  if (!found || !mailer) return;
  const { locale } = found;
  const service = consultationServiceLabel(found.request.service_type, locale);
  await enqueueMail(tx, {
    kind: "refund-made",
    to: found.request.email,
    ...(await refundMail(
      await mailBrand(tx, mailer.config),
      {
        name: found.request.name,
        paidFor: {
          kind: "booking",
          service,
          why: refund.reason === CANCELLED_REASON ? "cancelled" : "time_taken",
        },
        amountPaise: refund.amount_paise,
        method: refund.method,
        reference: refund.reference,
      },
      locale,
    )),
  });
}

/** The refunds of some enrolments, for the roster and the payments list. */
export async function refundsOf(db: Db, enrolmentIds: number[]): Promise<Map<number, RefundRow>> {
  if (enrolmentIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(refunds)
    .where(and(inArray(refunds.enrolment_id, enrolmentIds), ne(refunds.status, "failed")));
  return new Map(rows.map((r) => [r.enrolment_id as number, r]));
}
