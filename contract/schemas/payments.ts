// Paying a fee: the Razorpay order the payment page opens Checkout with, the callback it sends back, the UPI
// reference, the buyer's billing details, and staff recording a payment. Money in paise; amounts are never taken
// from the browser except where staff state what they received.
import { z } from "zod";
import { PAYMENT_ADMIN_MESSAGES as PA } from "../admin-messages";
import { MAX_MEDIUM_TEXT, MAX_SHORT_TEXT } from "../constants";
import { optionalText } from "../fields";
import { PAYMENT_MESSAGES as P, VALIDATION_MESSAGES as V } from "../messages";
import { CancellationPolicySchema, GstStateCodeSchema, OptionalGstinSchema } from "./billing";

const token = () => z.string({ error: V.invalidValue }).regex(/^[A-Za-z0-9_-]{20,100}$/, V.invalidValue);
const razorpayId = (prefix: string) =>
  z.string({ error: P.verifyFailed }).regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), P.verifyFailed);

/** What the payment page opens Razorpay Checkout with; the amount is the order's, from our database. */
export const RazorpayCheckoutSchema = z.object({
  order_id: z.string(),
  key_id: z.string(),
  amount: z.number(),
  currency: z.literal("INR"),
});
export type RazorpayCheckout = z.infer<typeof RazorpayCheckoutSchema>;

/** Checkout's callback, as the browser hands it over. Only the signature and Razorpay's own answer are trusted. */
export const RazorpayVerifySchema = z.object({
  razorpay_order_id: razorpayId("order"),
  razorpay_payment_id: razorpayId("pay"),
  razorpay_signature: z.string({ error: P.verifyFailed }).regex(/^[0-9a-fA-F]{64}$/, P.verifyFailed),
});

/** The enrolment's status after the payment; for a consultation booking's fee, `request_id` and paid or not. */
export const PaymentVerifiedSchema = z.object({
  enrolment_id: z.number().nullable(),
  request_id: z.number().nullable().optional(),
  status: z.string(),
});

/** The UTR a UPI app shows after paying: 12 digits (spaces forgiven). */
export const UtrSchema = z
  .string({ error: P.utrInvalid })
  .transform((s) => s.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{12}$/, P.utrInvalid));

export const UpiReferenceSchema = z.object({ token: token(), utr: UtrSchema });

/** The buyer's details for the receipt, all optional; a GSTIN is checked for its form and check character. */
export const BillingDetailsShape = {
  billing_name: optionalText(MAX_SHORT_TEXT),
  billing_address: optionalText(MAX_MEDIUM_TEXT),
  billing_state_code: z
    .union([GstStateCodeSchema, z.literal(""), z.null()])
    .optional()
    .transform((s) => s || null),
  billing_gstin: z
    .union([OptionalGstinSchema, z.null()])
    .optional()
    .transform((s) => s || null),
};
export const BillingDetailsSchema = z.object({ token: token(), ...BillingDetailsShape });

/** Staff: money received at the academy. */
export const ManualPaymentSchema = z
  .object({
    method: z.enum(["cash", "cheque", "bank_transfer"], { error: PA.methodInvalid }),
    amount_paise: z
      .number({ error: PA.amountInvalid })
      .int(PA.amountInvalid)
      .min(1, PA.amountInvalid)
      .max(1_000_000_000, PA.amountInvalid),
    reference: optionalText(MAX_SHORT_TEXT),
  })
  .refine((p) => p.method === "cash" || p.reference !== null, {
    path: ["reference"],
    message: PA.referenceRequired,
  });

export const PaymentRejectSchema = z.object({ reason: optionalText(MAX_MEDIUM_TEXT) });

export const PAYMENT_METHODS = ["razorpay", "upi", "cash", "cheque", "bank_transfer"] as const;
export const PAYMENT_STATUSES = ["created", "authorized", "captured", "failed", "refunded"] as const;

/** A ledger row as the staff API shows it. */
export const PaymentSchema = z.object({
  payment_id: z.number(),
  enrolment_id: z.number().nullable(),
  request_id: z.number().nullable(),
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
  recorded_by: z.number().nullable(),
  created_at: z.string(),
  captured_at: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** What the person's page offers to pay with, and the cancellation policy it shows. */
export const OwnPaymentSchema = z.object({
  /** Razorpay is configured and there is something to pay: the page opens Checkout with POST …/pay. */
  razorpay: z.boolean(),
  checkout_url: z.string().nullable(),
  upi: z.object({ vpa: z.string(), link: z.string(), qr_svg: z.string(), reference: z.string() }).nullable(),
  /** A UTR sent and waiting for staff. */
  utr_pending: z.string().nullable(),
  cancellation: CancellationPolicySchema,
  /** The receipt's download address (with the token), once paid. */
  receipt_url: z.string().nullable(),
  receipt_number: z.string().nullable(),
});
export type OwnPayment = z.infer<typeof OwnPaymentSchema>;
