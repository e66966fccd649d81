// The fields of a buyer's billing details and of the academy's GST settings, checked alike by the API and forms.
import { z } from "zod";
import { RECEIPT_SETTINGS_MESSAGES } from "../admin-messages";
import { gstinProblem, gstState, normalizeGstin } from "../gst";
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
