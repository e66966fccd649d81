// The payment ledger: every rupee that comes in goes through recordCapturedPayment, whatever brought it (the
// Checkout callback, a webhook, the reconcile job, a UPI reference staff verified, cash or a cheque recorded at
// the desk). It runs in the caller's transaction, so the payment row, the enrolment's new status, the receipt
// number and the mails are written together or not at all.
import type { Db } from "#server/db/client";
import type { payments } from "#server/db/schema";
import type { EnrolmentMailer } from "#server/features/enrolments/enrolments.service";

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

export interface PaymentContext {
  mailer: EnrolmentMailer;
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
  void tx;
  void payment;
  void context;
  throw new Error("recordCapturedPayment: coming in the next commit");
}
