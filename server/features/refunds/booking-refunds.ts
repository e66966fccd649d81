// A consultation's fee that no longer buys a session is refunded in full without anyone having to remember it: the
// payment came after the hold ran out and someone else took the time (or after the time itself), or a paid booking
// was cancelled, by the visitor within the notice the settings allow or by the desk. The transaction that finds it
// so opens the refund (one live refund per booking: the unique index refunds_request_live_idx), and the payment job
// sends it to Razorpay with its idempotency key, so a retry after a timeout, a second tick or a second server
// refunds once. Staff see it on the payments list; the visitor gets the "refund made" mail once it is processed.
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { payments, refunds } from "#server/db/schema";
import type { EnrolmentMailer } from "#server/features/enrolments/enrolments.service";
import type { Logger } from "#server/http/logger";
import type { RazorpayClient } from "#server/payments/razorpay/client";
import type { PaymentRow } from "../payments/ledger";
import { CANCELLED_REASON, TIME_TAKEN_REASON } from "./refund-reasons";
import { sendRefundToRazorpay } from "./refunds.service";

/** Refunds sent per tick; the rest wait for the next one. */
const REFUNDS_PER_TICK = 20;

/**
 * In the transaction that finds a fee no longer buys its session (the late payment's, or the cancel's): the refund
 * of what is left of `payment`, written once per booking.
 */
export async function openBookingRefund(
  tx: Db,
  requestId: number,
  payment: PaymentRow,
  now: Date,
  reason: string = TIME_TAKEN_REASON,
) {
  const amount = payment.amount_paise - payment.refunded_paise;
  // Only Razorpay's money can be sent back by the server; a booking's fee is paid no other way online.
  if (amount <= 0 || payment.method !== "razorpay") return;
  await tx
    .insert(refunds)
    .values({
      payment_id: payment.payment_id,
      request_id: requestId,
      amount_paise: amount,
      method: payment.method,
      status: "pending",
      idempotency_key: `request-${requestId}-payment-${payment.payment_id}-refund`,
      reason,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing();
}

/** In the cancelling transaction: the fee of a paid booking goes back in full. */
export async function refundCancelledBooking(tx: Db, requestId: number, now: Date) {
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.request_id, requestId), eq(payments.status, "captured")))
    .orderBy(asc(payments.payment_id));
  for (const payment of paid) await openBookingRefund(tx, requestId, payment, now, CANCELLED_REASON);
}

/** Sends the booking refunds not yet at Razorpay; answers how many went. Razorpay not answering: the next tick. */
export async function sendBookingRefunds(
  db: Db,
  razorpay: RazorpayClient,
  mailer: EnrolmentMailer,
  now: Date,
  logger?: Logger,
): Promise<number> {
  const waiting = await db
    .select()
    .from(refunds)
    .where(
      and(
        isNotNull(refunds.request_id),
        eq(refunds.status, "pending"),
        eq(refunds.method, "razorpay"),
        isNull(refunds.razorpay_refund_id),
      ),
    )
    .orderBy(asc(refunds.refund_id))
    .limit(REFUNDS_PER_TICK);
  let sent = 0;
  for (const refund of waiting) {
    const outcome = await sendRefundToRazorpay(db, refund, razorpay, now, mailer);
    if (outcome === "sent") sent++;
    else if (outcome !== "retry_later")
      logger?.error("booking refund refused by Razorpay", {
        refund_id: refund.refund_id,
        why: outcome.refused,
      });
  }
  return sent;
}
