// The payment ledger: every rupee that comes in goes through recordCapturedPayment, whatever brought it (the
// Checkout callback, a webhook, the reconcile job, a UPI reference staff verified, cash or a cheque recorded at
// the desk). It runs in the caller's transaction, so the payment row, the enrolment's new status, the receipt
// number and the mails are written together or not at all.
//
// Exactly once: a Razorpay payment id is unique in the ledger, and the row is read FOR UPDATE after the enrolment's
// batch and the enrolment are locked (seats.ts lock order), so a callback, a webhook and the reconcile job racing
// for one payment queue on the same locks and all but the first find it captured. A status never goes back: a
// captured row is not touched by a later `failed` or `authorized` report.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { consultationServiceLabel } from "#contract/i18n/service-label";
import type { Payment } from "#contract/schemas/payments";
import type { Db } from "#server/db/client";
import { agendaRanges, batches, courses, enrolments, payments } from "#server/db/schema";
import { NotFound } from "#server/domain-errors";
import {
  type EnrolmentMailer,
  linkToken,
  localeOf,
  ownPagePath,
} from "#server/features/enrolments/enrolments.service";
import { type EnrolmentRow, lockEnrolment, settleLatePayment } from "#server/features/enrolments/seats";
import { openBookingRefund } from "#server/features/refunds/booking-refunds";
import { bookingOf } from "#server/features/slots/booking-of";
import { bookingToken, confirmBookingPayment, manageUrl } from "#server/features/slots/slots.service";
import { enqueueMail, mailBrand, noticeBrandAndStaff } from "#server/mail/mail";
import { paymentReceivedMail, paymentStaffNotice } from "../../mail/templates/payment-mails";
import { issueBookingReceipt, issueEnrolmentReceipt, type ReceiptRow, receiptPdf } from "./receipts.service";

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentMethod = "razorpay" | "upi" | "cash" | "cheque" | "bank_transfer";
export type ManualMethod = "cash" | "cheque" | "bank_transfer";

/** Where the money came from: a Razorpay payment (checked against its order first), a verified UTR, the desk. */
export type PaymentSource =
  | { method: "razorpay"; razorpayOrderId: string; razorpayPaymentId: string }
  | { method: "upi"; paymentId: number }
  | { method: ManualMethod; reference: string | null };

export interface CapturedPayment {
  /** Exactly one of them. */
  enrolmentId?: number;
  requestId?: number;
  /** Already checked against the order (Razorpay) or given by staff; never a browser's figure. */
  amountPaise: number;
  currency: "INR";
  source: PaymentSource;
  /** The member of staff who recorded or verified it. */
  recordedBy?: number | null;
  now: Date;
}

/**
 * - `paid`: the enrolment's captured payments now cover its fee; it is `paid` and has its receipt number.
 * - `partial`: recorded, but the fee is not yet covered (a part payment at the desk).
 * - `refund_due`: the money came for a seat that could not be given (the hold expired and the batch is full, or
 *   the enrolment was already paid or cancelled): recorded, flagged, staff told.
 * - `duplicate`: this payment was recorded before (a replayed callback, webhook or reconcile); nothing changed.
 */
export type CaptureOutcome = "paid" | "partial" | "refund_due" | "duplicate";

export interface CaptureResult {
  outcome: CaptureOutcome;
  payment: PaymentRow;
  /** The enrolment's status after it (undefined for a consultation booking). */
  enrolmentStatus?: string;
  receiptNumber?: string | null;
}

/** A ledger row as the API shows it (PaymentSchema). */
export function paymentJson(row: PaymentRow): Payment {
  return {
    payment_id: row.payment_id,
    enrolment_id: row.enrolment_id,
    request_id: row.request_id,
    method: row.method as Payment["method"],
    status: row.status as Payment["status"],
    amount_paise: row.amount_paise,
    refunded_paise: row.refunded_paise,
    currency: "INR",
    razorpay_order_id: row.razorpay_order_id,
    razorpay_payment_id: row.razorpay_payment_id,
    utr: row.utr,
    reference: row.reference,
    failure_reason: row.failure_reason,
    recorded_by: row.recorded_by,
    created_at: row.created_at.toISOString(),
    captured_at: row.captured_at?.toISOString() ?? null,
  };
}

export interface PaymentContext {
  mailer: EnrolmentMailer;
}

const CAPTURED = ["captured", "refunded"];

/** Finds or writes the ledger row of this payment as captured; undefined when it already was (a replay). */
async function captureRow(
  tx: Db,
  owner: { enrolment_id: number } | { request_id: number },
  payment: CapturedPayment,
): Promise<PaymentRow | undefined> {
  const { source, now } = payment;
  const captured = {
    status: "captured",
    amount_paise: payment.amountPaise,
    captured_at: now,
    updated_at: now,
    ...(payment.recordedBy ? { recorded_by: payment.recordedBy } : {}),
  };
  if (source.method === "razorpay") {
    const [known] = await tx
      .select()
      .from(payments)
      .where(eq(payments.razorpay_payment_id, source.razorpayPaymentId))
      .for("update");
    if (known && CAPTURED.includes(known.status)) return undefined;
    if (known) {
      const [row] = await tx
        .update(payments)
        .set(captured)
        .where(eq(payments.payment_id, known.payment_id))
        .returning();
      return row;
    }
    // The order's own row, made when the order was: the first payment on it fills it in.
    const [open] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.razorpay_order_id, source.razorpayOrderId),
          isNull(payments.razorpay_payment_id),
          eq(payments.status, "created"),
        ),
      )
      .limit(1)
      .for("update");
    if (open) {
      const [row] = await tx
        .update(payments)
        .set({ ...captured, razorpay_payment_id: source.razorpayPaymentId })
        .where(eq(payments.payment_id, open.payment_id))
        .returning();
      return row;
    }
    const [row] = await tx
      .insert(payments)
      .values({
        ...owner,
        ...captured,
        method: "razorpay",
        currency: payment.currency,
        razorpay_order_id: source.razorpayOrderId,
        razorpay_payment_id: source.razorpayPaymentId,
        created_at: now,
      })
      .returning();
    return row;
  }
  if (source.method === "upi") {
    const [known] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.payment_id, source.paymentId), eq(payments.method, "upi")))
      .for("update");
    if (!known || !("enrolment_id" in owner) || known.enrolment_id !== owner.enrolment_id)
      throw new NotFound();
    if (CAPTURED.includes(known.status)) return undefined;
    const [row] = await tx
      .update(payments)
      .set({ ...captured, failure_reason: null })
      .where(eq(payments.payment_id, known.payment_id))
      .returning();
    return row;
  }
  const [row] = await tx
    .insert(payments)
    .values({
      ...owner,
      ...captured,
      method: source.method,
      currency: payment.currency,
      reference: source.reference,
      created_at: now,
    })
    .returning();
  return row;
}

/** What the enrolment's captured payments add up to, less what was given back. */
async function capturedTotal(tx: Db, enrolmentId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${payments.amount_paise} - ${payments.refunded_paise}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.enrolment_id, enrolmentId), inArray(payments.status, CAPTURED)));
  return Number(row?.n ?? 0);
}

/**
 * Records a captured payment once and applies it. Must run inside a transaction: it locks the enrolment's batch
 * and the enrolment (seats.ts lock order), then the payment row.
 */
export async function recordCapturedPayment(
  tx: Db,
  payment: CapturedPayment,
  context: PaymentContext,
): Promise<CaptureResult> {
  if (payment.enrolmentId === undefined) {
    if (payment.requestId === undefined) throw new Error("recordCapturedPayment: an enrolment or a booking");
    return recordBookingPayment(tx, payment.requestId, payment, context);
  }
  const enrolmentId = payment.enrolmentId;
  const locked = await lockEnrolment(tx, enrolmentId);
  if (!locked) throw new NotFound();
  const before = locked.enrolment;
  const row = await captureRow(tx, { enrolment_id: enrolmentId }, payment);
  if (!row) {
    const [again] = await tx.select().from(payments).where(paymentMatch(payment)).limit(1);
    if (!again) throw new Error("a recorded payment vanished");
    return { outcome: "duplicate", payment: again, enrolmentStatus: before.status };
  }
  const { now } = payment;
  const total = await capturedTotal(tx, enrolmentId);
  const razorpayPaymentId = payment.source.method === "razorpay" ? payment.source.razorpayPaymentId : null;
  let outcome: CaptureOutcome;
  // Money for a place that is already paid for, given up, or in a cancelled batch is kept on the record and
  // flagged for a refund, never turned into a second seat.
  const unseatable =
    ["paid", "cancelled", "refunded"].includes(before.status) || locked.seats.batch.status === "cancelled";
  if (unseatable) {
    await tx
      .update(enrolments)
      .set({ amount_paid_paise: total, refund_due: true, updated_at: now })
      .where(eq(enrolments.enrolment_id, enrolmentId));
    outcome = "refund_due";
  } else if (total < before.amount_paise) {
    await tx
      .update(enrolments)
      .set({ amount_paid_paise: total, updated_at: now })
      .where(eq(enrolments.enrolment_id, enrolmentId));
    outcome = "partial";
  } else {
    const settled = await settleLatePayment(tx, enrolmentId, { razorpayPaymentId, amountPaise: total }, now);
    outcome = settled === "paid" ? "paid" : "refund_due";
  }
  let receipt: ReceiptRow | null = null;
  if (outcome === "paid")
    receipt = await issueEnrolmentReceipt(
      tx,
      enrolmentId,
      { method: row.method, reference: referenceOf(row), paidAt: now },
      now,
    );
  const [after] = await tx.select().from(enrolments).where(eq(enrolments.enrolment_id, enrolmentId));
  if (!after) throw new NotFound();
  await mailPayment(tx, context.mailer, after, row, outcome, receipt);
  return { outcome, payment: row, enrolmentStatus: after.status, receiptNumber: receipt?.number ?? null };
}

/**
 * A consultation booking's fee. The booking's slot row is locked first (the lock confirmBookingPayment takes), so
 * two reports of one payment queue there; then the slots feature confirms the held time, takes it again if it was
 * released and is still free, or answers that the money must be refunded.
 */
async function recordBookingPayment(
  tx: Db,
  requestId: number,
  payment: CapturedPayment,
  context: PaymentContext,
): Promise<CaptureResult> {
  await tx
    .select({ id: agendaRanges.range_id })
    .from(agendaRanges)
    .where(eq(agendaRanges.request_id, requestId))
    .for("update");
  const row = await captureRow(tx, { request_id: requestId }, payment);
  if (!row) {
    const [again] = await tx.select().from(payments).where(paymentMatch(payment)).limit(1);
    if (!again) throw new Error("a recorded payment vanished");
    return { outcome: "duplicate", payment: again };
  }
  const settled = await confirmBookingPayment(
    tx,
    requestId,
    { mail: context.mailer.config, secret: context.mailer.secret },
    payment.now,
  );
  if (settled === "confirmed" || settled === "reseated") {
    const receipt = await issueBookingReceipt(
      tx,
      requestId,
      { method: row.method, reference: referenceOf(row), paidAt: payment.now, amountPaise: row.amount_paise },
      payment.now,
    );
    await mailBookingReceipt(tx, context.mailer, requestId, receipt);
    return { outcome: "paid", payment: row, receiptNumber: receipt.number };
  }
  // Never kept silently: the money goes back in full, once (the payment job sends it to Razorpay).
  await openBookingRefund(tx, requestId, row, payment.now);
  return { outcome: "refund_due", payment: row };
}

/** The visitor's "payment received" mail for a consultation's fee, the receipt attached, in their language. */
async function mailBookingReceipt(tx: Db, mailer: EnrolmentMailer, requestId: number, receipt: ReceiptRow) {
  const found = await bookingOf(tx, requestId);
  if (!found) return;
  const { request, range, locale } = found;
  const { pdf, fileName } = await receiptPdf(receipt);
  await enqueueMail(tx, {
    kind: "payment-received",
    to: request.email,
    ...(await paymentReceivedMail(
      await mailBrand(tx, mailer.config),
      {
        name: request.name,
        courseTitle: consultationServiceLabel(request.service_type, locale),
        amountPaise: receipt.total_paise,
        receiptNumber: receipt.number,
        pageUrl: manageUrl(
          mailer.config.publicUrl,
          locale,
          requestId,
          bookingToken(mailer.secret, requestId, range.token_nonce ?? ""),
        ),
        booking: true,
      },
      locale,
    )),
    attachments: [{ filename: fileName, contentType: "application/pdf", content: pdf }],
  });
}

function paymentMatch(payment: CapturedPayment) {
  const { source } = payment;
  if (source.method === "razorpay") return eq(payments.razorpay_payment_id, source.razorpayPaymentId);
  if (source.method === "upi") return eq(payments.payment_id, source.paymentId);
  return sql`false`;
}

const referenceOf = (row: PaymentRow) => row.razorpay_payment_id ?? row.utr ?? row.reference ?? null;

const METHOD_NAMES: Record<string, string> = {
  razorpay: "Razorpay",
  upi: "UPI",
  cash: "Cash",
  cheque: "Cheque",
  bank_transfer: "Bank transfer",
};

/** The person's "payment received" mail with the receipt, and staff's notice of every payment. */
async function mailPayment(
  tx: Db,
  mailer: EnrolmentMailer,
  enrolment: EnrolmentRow,
  payment: PaymentRow,
  outcome: Exclude<CaptureOutcome, "duplicate">,
  receipt: ReceiptRow | null,
) {
  const [found] = await tx
    .select({ title: courses.title, translations: courses.translations, batch_id: batches.batch_id })
    .from(batches)
    .innerJoin(courses, eq(courses.course_id, batches.course_id))
    .where(eq(batches.batch_id, enrolment.batch_id));
  const englishTitle = found?.title ?? "";
  const locale = localeOf(enrolment);
  const title =
    (locale === "hi" ? (found?.translations.hi?.title as string | undefined) : undefined) || englishTitle;
  const { brand, staff } = await noticeBrandAndStaff(tx, mailer.config);
  const token = linkToken(mailer.secret, enrolment.enrolment_id);
  const pageUrl = `${mailer.config.publicUrl}${ownPagePath(locale, enrolment.enrolment_id, token)}`;
  if (outcome === "paid" && receipt) {
    const { pdf, fileName } = await receiptPdf(receipt);
    await enqueueMail(tx, {
      kind: "payment-received",
      to: enrolment.email,
      ...(await paymentReceivedMail(
        brand,
        {
          name: enrolment.name,
          courseTitle: title,
          amountPaise: receipt.total_paise,
          receiptNumber: receipt.number,
          pageUrl,
        },
        locale,
      )),
      attachments: [{ filename: fileName, contentType: "application/pdf", content: pdf }],
    });
  }
  if (staff.length > 0)
    await enqueueMail(tx, {
      kind: "payment-staff",
      to: staff,
      ...(await paymentStaffNotice(brand, {
        name: enrolment.name,
        email: enrolment.email,
        courseTitle: englishTitle,
        amountPaise: payment.amount_paise,
        method: METHOD_NAMES[payment.method] ?? payment.method,
        reference: referenceOf(payment),
        outcome,
        receiptNumber: receipt?.number ?? null,
        rosterUrl: `${mailer.config.publicUrl}/admin/enrolments?batch_id=${enrolment.batch_id}`,
      })),
    });
}
