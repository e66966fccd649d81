// Numbered receipts and tax invoices. The number comes from the per-prefix, per-financial-year counter row,
// updated (and so locked) in the transaction that makes the enrolment paid: gap-free, and a rolled-back payment
// gives its number back. What the document prints is copied into `receipts` then and never recomputed.

import type { Db } from "#server/db/client";
import type { receipts } from "#server/db/schema";
import type { ReceiptData } from "#server/documents/receipt";

export type ReceiptRow = typeof receipts.$inferSelect;

/**
 * Numbers the enrolment's receipt (or tax invoice, when the settings say GST-registered) if it has none yet, and
 * answers it. Runs in the transaction that made the enrolment paid.
 */
export async function issueEnrolmentReceipt(
  tx: Db,
  enrolmentId: number,
  payment: { method: string; reference: string | null; paidAt: Date },
  now: Date,
): Promise<ReceiptRow> {
  void tx;
  void enrolmentId;
  void payment;
  void now;
  throw new Error("issueEnrolmentReceipt: coming in the next commit");
}

/** What renderReceipt draws, from the stored row. */
export function receiptData(row: ReceiptRow): ReceiptData {
  void row;
  throw new Error("receiptData: coming in the next commit");
}

/** The PDF of a stored receipt and its file name (VA-2026-27-0001.pdf). */
export async function receiptPdf(row: ReceiptRow): Promise<{ pdf: Buffer; fileName: string }> {
  void row;
  throw new Error("receiptPdf: coming in the next commit");
}
