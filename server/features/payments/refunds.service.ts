// Refunds: the webhook (payments.routes.ts) calls onRefundProcessed for each `refund.processed` event, once per
// event id, in the transaction that records the event. The refunds themselves are in server/features/refunds/.
import type { Db } from "#server/db/client";
import type { EnrolmentMailer } from "#server/features/enrolments/enrolments.service";
import { markRefundProcessedIn } from "#server/features/refunds/refunds.service";

export interface ProcessedRefund {
  razorpayRefundId: string;
  razorpayPaymentId: string;
  amountPaise: number;
  now: Date;
}

/**
 * Razorpay reports a refund processed: the refund row, the payment's refunded_paise, the enrolment's status (and,
 * with the mailer, the person's "refund made" mail and the freed seat's offer). Applied once; a refund this
 * server never asked for (made in Razorpay's dashboard) is left to staff: nothing here matches it.
 */
export async function onRefundProcessed(
  tx: Db,
  refund: ProcessedRefund,
  mailer?: EnrolmentMailer,
): Promise<void> {
  await markRefundProcessedIn(
    tx,
    { razorpayRefundId: refund.razorpayRefundId, razorpayPaymentId: refund.razorpayPaymentId },
    refund.now,
    mailer,
  );
}
