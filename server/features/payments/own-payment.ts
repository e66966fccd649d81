// What the person's own page offers to pay with: Razorpay when it is configured, UPI when the settings name a
// VPA, the cancellation policy, and the receipt once paid.
import { and, eq } from "drizzle-orm";
import type { OwnPayment } from "#contract/schemas/payments";
import type { Db } from "#server/db/client";
import { payments } from "#server/db/schema";
import type { EnrolmentRow } from "#server/features/enrolments/seats";
import { upiPaymentView } from "#server/payments/upi";
import { enrolmentReference } from "./razorpay.service";
import { receiptOfEnrolment, settingsIn } from "./receipts.service";

export async function ownPayment(
  db: Db,
  row: EnrolmentRow,
  token: string,
  options: { razorpay: boolean; checkoutUrl: string | null; qrLabel: string },
): Promise<OwnPayment> {
  const settings = await settingsIn(db);
  const due = row.amount_paise - row.amount_paid_paise;
  const payable = ["held", "expired"].includes(row.status) && due > 0;
  const receipt = row.status === "paid" ? await receiptOfEnrolment(db, row.enrolment_id) : undefined;
  const [waiting] = await db
    .select({ utr: payments.utr })
    .from(payments)
    .where(
      and(
        eq(payments.enrolment_id, row.enrolment_id),
        eq(payments.method, "upi"),
        eq(payments.status, "created"),
      ),
    )
    .limit(1);
  const reference = enrolmentReference(row.enrolment_id);
  const upi =
    payable && settings.upiId
      ? {
          vpa: settings.upiId,
          reference,
          ...(() => {
            const view = upiPaymentView(
              {
                vpa: settings.upiId,
                payeeName: settings.name,
                amountPaise: due,
                reference,
                note: `Fee ${reference}`,
              },
              options.qrLabel,
            );
            return { link: view.link, qr_svg: view.qrSvg };
          })(),
        }
      : null;
  return {
    razorpay: options.razorpay && row.status === "held" && due >= 100,
    checkout_url: options.razorpay ? options.checkoutUrl : null,
    upi,
    utr_pending: waiting?.utr ?? null,
    cancellation: settings.billing.cancellation,
    receipt_url: receipt ? `/api/enrolments/${row.enrolment_id}/receipt.pdf?token=${token}` : null,
    receipt_number: receipt?.number ?? null,
  };
}
