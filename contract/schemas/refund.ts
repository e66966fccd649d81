// A refund of an enrolment's fee, made by an owner: through Razorpay for an online payment, or recorded for money
// paid back by hand (UPI, cash, cheque, bank transfer). Money is in paise.
import { z } from "zod";
import { formInt, optionalText } from "../fields";
import { MAX_FEE_PAISE } from "../gst";
import { VALIDATION_MESSAGES as V } from "../messages";

export const REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export const PAYMENT_METHODS = ["razorpay", "upi", "cash", "cheque", "bank_transfer"] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

/** Omitted `amount_paise`: the cancellation policy's amount. A manual refund's `reference` is how it was paid. */
export const RefundCreateSchema = z
  .object({
    amount_paise: formInt(1, V.invalidValue, MAX_FEE_PAISE).optional(),
    reason: optionalText(500),
    reference: optionalText(100),
  })
  .strict();
export type RefundCreate = z.infer<typeof RefundCreateSchema>;

export const RefundSchema = z.object({
  refund_id: z.number(),
  enrolment_id: z.number().nullable(),
  payment_id: z.number(),
  amount_paise: z.number(),
  currency: z.literal("INR"),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(REFUND_STATUSES),
  razorpay_refund_id: z.string().nullable(),
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  recorded_by: z.number().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** What the refund dialog shows before anything is refunded. */
export const RefundQuoteSchema = z.object({
  enrolment_id: z.number(),
  name: z.string(),
  status: z.string(),
  starts_on: z.string(),
  /** What can still be refunded of the payment a refund would go to (0: nothing was paid). */
  refundable_paise: z.number(),
  /** The cancellation policy's amount today. */
  default_paise: z.number(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  policy: z.object({ fullRefundDaysBeforeStart: z.number(), partialRefundPercent: z.number() }),
  refund: RefundSchema.nullable(),
});
export type RefundQuote = z.infer<typeof RefundQuoteSchema>;
