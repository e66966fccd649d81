// A person's enrolment in a batch: the public form that makes one, the person's own view through their private
// link, and the roster rows staff work with. Money is in paise.
import { z } from "zod";
import { MAX_LONG_TEXT, MAX_PHONE } from "../constants";
import { ENROLMENT_STATUSES } from "../enums";
import { email, formBoolean, formInt, optionalText, pageLocale, phone, requiredText, text } from "../fields";
import { HONEYPOT_FIELD } from "../form-rules";
import { VALIDATION_MESSAGES as V } from "../messages";
import { AttributionInputShape, AttributionShape } from "./attribution";
import { ListPagingSchema } from "./common";
import { BillingDetailsShape, OwnPaymentSchema, RazorpayCheckoutSchema } from "./payments";

/** The private link's token: 43 base64url characters (32 random bytes). */
const token = () => z.string({ error: V.invalidValue }).regex(/^[A-Za-z0-9_-]{20,100}$/, V.invalidValue);

export const EnrolmentCreateSchema = z.object({
  batch_id: formInt(1, V.required),
  name: requiredText(V.required),
  email: email(),
  phone: phone(MAX_PHONE),
  message: optionalText(MAX_LONG_TEXT),
  locale: pageLocale(),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  ...BillingDetailsShape,
  ...AttributionInputShape,
});
export type EnrolmentCreate = z.infer<typeof EnrolmentCreateSchema>;

/** The answer to the person who enrolled: their enrolment, and the private address of its page. */
export const EnrolmentCreatedSchema = z.object({
  enrolment_id: z.number(),
  batch_id: z.number(),
  status: z.enum(ENROLMENT_STATUSES),
  amount_paise: z.number(),
  currency: z.literal("INR"),
  hold_expires_at: z.string().nullable(),
  /** The person's own page (path and token), also mailed to them. */
  url: z.string(),
  /** When Razorpay is configured and there is a fee to pay online: the order to open Checkout with. */
  razorpay: RazorpayCheckoutSchema.optional(),
});
export type EnrolmentCreated = z.infer<typeof EnrolmentCreatedSchema>;

/** The body of a person's own action through their link (confirm an offered seat, cancel). */
export const EnrolmentTokenSchema = z.object({ token: token() });
export const EnrolmentTokenQuerySchema = z.object({ token: token() });

export const EnrolmentListQuerySchema = ListPagingSchema.extend({
  batch_id: formInt(1, V.invalidValue).optional(),
  status: z.enum(ENROLMENT_STATUSES, { error: V.invalidValue }).optional(),
});

/** Staff: confirm (takes a seat if it has none and one is free) or cancel (frees the seat), and notes. */
export const EnrolmentUpdateSchema = z
  .object({
    status: z.enum(["confirmed", "cancelled"], { error: V.invalidValue }).optional(),
    notes: z
      .union([text(MAX_LONG_TEXT), z.null()])
      .optional()
      .transform((s) => (s === undefined ? undefined : s || null)),
  })
  .strict()
  .refine((v) => v.status !== undefined || v.notes !== undefined, { message: V.invalidRequest });
export type EnrolmentUpdate = z.infer<typeof EnrolmentUpdateSchema>;

export const EnrolmentMoveSchema = z.object({ batch_id: formInt(1, V.required) });
export const EnrolmentCompleteSchema = z.object({ completed: formBoolean.optional().default(true) });
export const CertificateRevokeSchema = z.object({ reason: optionalText(MAX_LONG_TEXT) });

export const CertificateSummarySchema = z.object({
  number: z.string(),
  code: z.string(),
  issued_on: z.string(),
  revoked_at: z.string().nullable(),
});

/** A roster row. */
export const EnrolmentSchema = z.object({
  enrolment_id: z.number(),
  batch_id: z.number(),
  course_id: z.number(),
  course_title: z.string(),
  starts_on: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  status: z.enum(ENROLMENT_STATUSES),
  amount_paise: z.number(),
  amount_paid_paise: z.number(),
  currency: z.literal("INR"),
  hold_expires_at: z.string().nullable(),
  refund_due: z.boolean(),
  razorpay_order_id: z.string().nullable(),
  razorpay_payment_id: z.string().nullable(),
  locale: z.enum(["en", "hi"]),
  notes: z.string().nullable(),
  waitlisted_at: z.string().nullable(),
  offered_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  certificate: CertificateSummarySchema.nullable(),
  ...AttributionShape,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Enrolment = z.infer<typeof EnrolmentSchema>;

/** A batch as the front desk's batch list, a roster's header and its "move to" list show it. */
export const RosterBatchSchema = z.object({
  batch_id: z.number(),
  course_id: z.number(),
  course_title: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  schedule: z.string(),
  seats_total: z.number(),
  seats_left: z.number(),
  waitlist_count: z.number(),
  status: z.string(),
});
export type RosterBatch = z.infer<typeof RosterBatchSchema>;

/** What the person sees through their private link. Nothing about anyone else. */
export const OwnEnrolmentSchema = z.object({
  enrolment_id: z.number(),
  name: z.string(),
  status: z.enum(ENROLMENT_STATUSES),
  amount_paise: z.number(),
  amount_paid_paise: z.number(),
  currency: z.literal("INR"),
  hold_expires_at: z.string().nullable(),
  pay_at_academy: z.boolean(),
  course_title: z.string(),
  course_slug: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  schedule: z.string(),
  mode: z.string(),
  venue: z.string().nullable(),
  batch_cancelled: z.boolean(),
  /** Its place on the waiting list, 1 for the next to be offered a seat; null when not waiting. */
  waitlist_position: z.number().nullable(),
  certificate_code: z.string().nullable(),
  created_at: z.string(),
  /** How to pay, the cancellation policy and the receipt; absent where the caller did not ask. */
  payment: OwnPaymentSchema.optional(),
});
export type OwnEnrolment = z.infer<typeof OwnEnrolmentSchema>;

/** The public verification page: exactly what the certificate shows, and whether it still stands. */
export const CertificateSchema = z.object({
  number: z.string(),
  code: z.string(),
  holder_name: z.string(),
  course_title: z.string(),
  course_title_hi: z.string().nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
  issued_on: z.string(),
  revoked: z.boolean(),
  revoked_at: z.string().nullable(),
});
export type Certificate = z.infer<typeof CertificateSchema>;
