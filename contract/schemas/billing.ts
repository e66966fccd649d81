// The fields of a buyer's billing details and of the academy's GST settings, checked alike by the API and forms.
import { z } from "zod";
import { RECEIPT_SETTINGS_MESSAGES } from "../admin-messages";
import { gstinProblem, gstinStateCode, gstState, normalizeGstin } from "../gst";
import { BILLING_MESSAGES } from "../messages";
import { RECEIPT_PREFIX_MAX_LENGTH, receiptPrefixProblem } from "../receipts";
import { isVpa } from "../upi";

/** A refinement that reports a rule's problem code as its message. */
function refuseProblems<P extends string>(problem: (value: string) => P | null, messages: Record<P, string>) {
  return (value: string, ctx: z.RefinementCtx) => {
    const found = problem(value);
    if (found) ctx.addIssue({ code: "custom", message: messages[found] });
  };
}

const GSTIN_MESSAGE = {
  format: BILLING_MESSAGES.gstinFormat,
  state: BILLING_MESSAGES.gstinState,
  checksum: BILLING_MESSAGES.gstinChecksum,
} as const;

/** A GSTIN as typed (spaces, hyphens and lower case are forgiven), normalised, with its check character checked. */
export const GstinSchema = z
  .string()
  .max(40, BILLING_MESSAGES.gstinFormat)
  .transform(normalizeGstin)
  .superRefine(refuseProblems(gstinProblem, GSTIN_MESSAGE));

/** A GSTIN, or blank for none. */
export const OptionalGstinSchema = z
  .string({ error: BILLING_MESSAGES.gstinFormat })
  .max(40, BILLING_MESSAGES.gstinFormat)
  .transform(normalizeGstin)
  .superRefine((value, ctx) => {
    if (value !== "") refuseProblems(gstinProblem, GSTIN_MESSAGE)(value, ctx);
  });

/** A place of supply: the two-digit GST code of a state or union territory in GST_STATES. */
export const GstStateCodeSchema = z.string().refine((code) => gstState(code) !== undefined, {
  message: BILLING_MESSAGES.stateUnknown,
});

const PREFIX_MESSAGE = {
  empty: RECEIPT_SETTINGS_MESSAGES.prefixEmpty,
  too_long: RECEIPT_SETTINGS_MESSAGES.prefixTooLong,
  characters: RECEIPT_SETTINGS_MESSAGES.prefixCharacters,
} as const;

/** The prefix of receipt numbers (VA in VA/2026-27/0001), upper-cased. */
export const ReceiptPrefixSchema = z
  .string()
  .trim()
  .max(RECEIPT_PREFIX_MAX_LENGTH * 4, RECEIPT_SETTINGS_MESSAGES.prefixTooLong)
  .transform((prefix) => prefix.toUpperCase())
  .superRefine(refuseProblems(receiptPrefixProblem, PREFIX_MESSAGE));

/** The academy's UPI ID (setting `upiId`), trimmed; the handle's case is kept as the bank gave it. */
export const VpaSchema = z.string().trim().max(320).refine(isVpa, { message: BILLING_MESSAGES.vpaInvalid });

const R = RECEIPT_SETTINGS_MESSAGES;

/**
 * What a person gets back when they cancel, by how early: everything until `fullRefundDaysBeforeStart` days
 * before the batch starts, then `partialRefundPercent` of what they paid until the start, nothing after. Shown at
 * checkout, and the default amount staff see when they refund.
 */
export const CancellationPolicySchema = z.object({
  fullRefundDaysBeforeStart: z
    .number({ error: R.refundDays })
    .int(R.refundDays)
    .min(0, R.refundDays)
    .max(365, R.refundDays),
  partialRefundPercent: z
    .number({ error: R.refundPercent })
    .int(R.refundPercent)
    .min(0, R.refundPercent)
    .max(100, R.refundPercent),
});
export type CancellationPolicy = z.output<typeof CancellationPolicySchema>;

/**
 * The academy's GST and receipt settings (setting `billing`). Registered: tax invoices with the GSTIN, whose state
 * is the academy's; not registered: plain receipts, and the GSTIN may be left blank.
 */
export const BillingSettingsSchema = z
  .object({
    gstRegistered: z.boolean(),
    /** Blank when not registered. */
    gstin: OptionalGstinSchema,
    gstStateCode: GstStateCodeSchema,
    sacCode: z
      .string({ error: R.sacCode })
      .trim()
      .regex(/^\d{6}$/, R.sacCode),
    gstRateBps: z
      .number({ error: R.gstRate })
      .int(R.gstRate)
      .min(0, R.gstRate)
      .max(2800, R.gstRate)
      .refine((n) => n % 2 === 0, R.gstRate),
    /** The batch fees as published already include GST (the person pays the fee; tax is carved out of it). */
    feesIncludeGst: z.boolean(),
    receiptPrefix: ReceiptPrefixSchema,
    cancellation: CancellationPolicySchema,
  })
  .superRefine((billing, ctx) => {
    if (billing.gstRegistered && !billing.gstin)
      ctx.addIssue({ code: "custom", path: ["gstin"], message: R.gstinRequired });
    if (billing.gstin && gstinStateCode(billing.gstin) !== billing.gstStateCode)
      ctx.addIssue({ code: "custom", path: ["gstin"], message: R.gstinStateMismatch });
  });
export type BillingSettings = z.output<typeof BillingSettingsSchema>;

/** The academy's UPI ID (setting `upiId`), or blank: then the payment page offers no UPI. */
export const UpiIdSettingSchema = z.union([z.literal(""), VpaSchema]);
