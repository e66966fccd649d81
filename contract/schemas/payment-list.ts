// The staff's view of the payment ledger: the list with its filters, the totals of a range of days, and the
// accountant's CSV. Days are calendar days in India (IST); money is in paise.
import { z } from "zod";
import { PAYMENT_LIST_MESSAGES as P } from "../admin-messages";
import { formInt } from "../fields";
import { isIsoDate } from "../form-rules";
import { VALIDATION_MESSAGES as V } from "../messages";
import { ListPagingSchema } from "./common";
import { PAYMENT_METHODS, REFUND_STATUSES } from "./refund";

export const PAYMENT_STATUSES = ["created", "authorized", "captured", "failed", "refunded"] as const;

const day = () => z.string({ error: V.invalidValue }).refine(isIsoDate, { message: V.invalidValue });

/** `from` and `to` (YYYY-MM-DD, both included) select by the day the money came in, or the attempt was made. */
export const PaymentRangeSchema = z
  .object({ from: day().optional(), to: day().optional() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: P.dateRange, path: ["to"] });

export const PaymentListQuerySchema = ListPagingSchema.extend({
  from: day().optional(),
  to: day().optional(),
  method: z.enum(PAYMENT_METHODS, { error: V.invalidValue }).optional(),
  status: z.enum(PAYMENT_STATUSES, { error: V.invalidValue }).optional(),
  batch_id: formInt(1, V.invalidValue).optional(),
}).refine((r) => !r.from || !r.to || r.from <= r.to, { message: P.dateRange, path: ["to"] });
export type PaymentListQuery = z.infer<typeof PaymentListQuerySchema>;

export const StaffPaymentSchema = z.object({
  payment_id: z.number(),
  enrolment_id: z.number().nullable(),
  request_id: z.number().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  course_title: z.string().nullable(),
  batch_id: z.number().nullable(),
  starts_on: z.string().nullable(),
  enrolment_status: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amount_paise: z.number(),
  refunded_paise: z.number(),
  currency: z.literal("INR"),
  razorpay_order_id: z.string().nullable(),
  razorpay_payment_id: z.string().nullable(),
  utr: z.string().nullable(),
  reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  recorded_by: z.string().nullable(),
  receipt_number: z.string().nullable(),
  refund: z
    .object({ refund_id: z.number(), amount_paise: z.number(), status: z.enum(REFUND_STATUSES) })
    .nullable(),
  created_at: z.string(),
  captured_at: z.string().nullable(),
});
export type StaffPayment = z.infer<typeof StaffPaymentSchema>;

const methodTotal = z.object({
  method: z.enum(PAYMENT_METHODS),
  count: z.number(),
  captured_paise: z.number(),
  refunded_paise: z.number(),
});

/** Money in (captured in the range), money back (refunds processed in the range), and what is left, by method. */
export const PaymentTotalsSchema = z.object({
  from: z.string(),
  to: z.string(),
  count: z.number(),
  captured_paise: z.number(),
  refunded_paise: z.number(),
  net_paise: z.number(),
  by_method: z.array(methodTotal),
});
export type PaymentTotals = z.infer<typeof PaymentTotalsSchema>;
