// UPI without a provider, and money received at the desk. The person pays our VPA from their bank app and sends
// the 12-digit UTR; the enrolment waits in `pending_verification` (keeping its seat) until staff find the UTR on
// the bank statement and verify it (through the ledger, like any payment) or reject it. A rejected reference puts
// the enrolment back on a fresh hold, so the person can correct a mistyped UTR or pay another way; the hold-expiry
// job frees the seat if nothing comes.
import { and, eq } from "drizzle-orm";
import { PAYMENT_ADMIN_MESSAGES as PA } from "#contract/admin-messages";
import { PAYMENT_MESSAGES as P } from "#contract/messages";
import type { Db } from "#server/db/client";
import { enrolments, payments } from "#server/db/schema";
import { Conflict, NotFound } from "#server/domain-errors";
import { lockEnrolment, seatEnrolment } from "#server/features/enrolments/seats";
import { type CaptureResult, type ManualMethod, type PaymentContext, recordCapturedPayment } from "./ledger";

function isUtrTaken(err: unknown): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  )
    if (e.code === "23505") return true;
  return false;
}

/** The person sends the UTR of their UPI payment. Answers nothing; the page reads the enrolment again. */
export async function submitUtr(db: Db, enrolmentId: number, utr: string, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const locked = await lockEnrolment(tx, enrolmentId);
      if (!locked) throw new NotFound();
      const { enrolment } = locked;
      const due = enrolment.amount_paise - enrolment.amount_paid_paise;
      if (!["held", "expired", "pending_verification"].includes(enrolment.status) || due <= 0)
        throw new Conflict(P.notPayable);
      // A second reference replaces the first one still waiting (a typing mistake corrected).
      const [waiting] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.enrolment_id, enrolmentId),
            eq(payments.method, "upi"),
            eq(payments.status, "created"),
          ),
        )
        .for("update");
      if (waiting)
        await tx
          .update(payments)
          .set({ utr, amount_paise: due, updated_at: now })
          .where(eq(payments.payment_id, waiting.payment_id));
      else
        await tx.insert(payments).values({
          enrolment_id: enrolmentId,
          method: "upi",
          status: "created",
          amount_paise: due,
          currency: "INR",
          utr,
          created_at: now,
          updated_at: now,
        });
      // A seat if it still has one or one is free; an expired hold in a full batch keeps its status, and the
      // payment, once verified, is flagged for a refund.
      await seatEnrolment(tx, enrolmentId, { status: "pending_verification" }, now);
    });
  } catch (err) {
    if (isUtrTaken(err)) throw new Conflict(P.utrTaken);
    throw err;
  }
}

async function waitingUpi(tx: Db, paymentId: number) {
  const [row] = await tx.select().from(payments).where(eq(payments.payment_id, paymentId));
  if (row?.method !== "upi" || row.enrolment_id === null) throw new NotFound();
  return row;
}

/** Staff found the UTR on the bank statement: the payment is taken like any other. */
export async function verifyUpi(
  tx: Db,
  paymentId: number,
  staffId: number | null,
  now: Date,
  context: PaymentContext,
): Promise<CaptureResult> {
  const row = await waitingUpi(tx, paymentId);
  if (row.status !== "created" && row.status !== "captured") throw new Conflict(PA.notPending);
  return recordCapturedPayment(
    tx,
    {
      enrolmentId: row.enrolment_id ?? undefined,
      amountPaise: row.amount_paise,
      currency: "INR",
      source: { method: "upi", paymentId },
      recordedBy: staffId,
      now,
    },
    context,
  );
}

/**
 * Staff did not find it: the reference is rejected, and the person gets a fresh hold to try again. Answers the
 * enrolment and the payment as it was.
 */
export async function rejectUpi(
  tx: Db,
  paymentId: number,
  reason: string | null,
  staffId: number | null,
  now: Date,
  holdSeconds: number,
): Promise<{ enrolmentId: number; payment: typeof payments.$inferSelect }> {
  const found = await waitingUpi(tx, paymentId);
  const enrolmentId = found.enrolment_id ?? 0;
  const locked = await lockEnrolment(tx, enrolmentId);
  if (!locked) throw new NotFound();
  const [row] = await tx.select().from(payments).where(eq(payments.payment_id, paymentId)).for("update");
  if (row?.status !== "created") throw new Conflict(PA.notPending);
  await tx
    .update(payments)
    .set({ status: "failed", failure_reason: reason ?? "rejected", recorded_by: staffId, updated_at: now })
    .where(eq(payments.payment_id, paymentId));
  if (locked.enrolment.status === "pending_verification")
    await tx
      .update(enrolments)
      .set({ status: "held", hold_expires_at: new Date(now.getTime() + holdSeconds * 1000), updated_at: now })
      .where(eq(enrolments.enrolment_id, enrolmentId));
  return { enrolmentId, payment: row };
}

/** Cash, a cheque or a bank transfer received at the academy. */
export async function recordManualPayment(
  tx: Db,
  enrolmentId: number,
  input: { method: ManualMethod; amount_paise: number; reference: string | null },
  staffId: number | null,
  now: Date,
  context: PaymentContext,
): Promise<CaptureResult> {
  const [enrolment] = await tx.select().from(enrolments).where(eq(enrolments.enrolment_id, enrolmentId));
  if (!enrolment) throw new NotFound();
  return recordCapturedPayment(
    tx,
    {
      enrolmentId,
      amountPaise: input.amount_paise,
      currency: "INR",
      source: { method: input.method, reference: input.reference },
      recordedBy: staffId,
      now,
    },
    context,
  );
}
