// Refunds: fees-staff's file. The webhook (payments.routes.ts) calls onRefundProcessed for each `refund.processed`
// event, once per event id, in the transaction that records the event.
import type { Db } from "#server/db/client";

export interface ProcessedRefund {
  razorpayRefundId: string;
  razorpayPaymentId: string;
  amountPaise: number;
  now: Date;
}

/** Razorpay reports a refund processed: the refund row, the payment's refunded_paise, the enrolment's status. */
export async function onRefundProcessed(tx: Db, refund: ProcessedRefund): Promise<void> {
  void tx;
  void refund;
}
