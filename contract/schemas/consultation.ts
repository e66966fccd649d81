import { z } from "zod";
import { MAX_LONG_TEXT, MAX_PHONE } from "../constants";
import { CONSULTATION_SERVICE_TYPES, CONSULTATION_STATUSES } from "../enums";
import { email, isoDate, optionalText, pageLocale, phone, requiredText, text, todayInIndia } from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { AttributionInputShape } from "./attribution";
import { ListPagingSchema } from "./common";
import { HONEYPOT_FIELD } from "./inquiry";
import { LeadFieldsInputShape, LeadFieldsShape } from "./leads";
import { instant } from "./slots";

const required = V.required;

export const ConsultationCreateSchema = z.object({
  name: requiredText(required),
  email: email(),
  phone: phone(MAX_PHONE),
  service_type: z
    .union([z.enum(CONSULTATION_SERVICE_TYPES), z.literal(""), z.null()], { error: V.invalidValue })
    .optional()
    .transform((s) => (s ? s : null)),
  preferred_date: z
    .union([isoDate(), z.literal(""), z.null()], { error: V.invalidValue })
    .optional()
    .transform((s) => (s ? s : null))
    .refine((s) => s === null || s >= todayInIndia(), { message: V.preferredDateInPast }),
  location: optionalText(),
  message: requiredText(required, MAX_LONG_TEXT),
  locale: pageLocale(),
  /** A free slot's start (from GET /consultations/slots): the request is then a booking of that time. */
  slot_starts_at: instant().optional(),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  ...AttributionInputShape,
});
export type ConsultationCreate = z.infer<typeof ConsultationCreateSchema>;

/**
 * Staff may set the status freely and keep notes, and set the lead's owner, next follow-up and lost reason; each is
 * optional so any can change alone.
 */
export const ConsultationUpdateSchema = z
  .object({
    status: z.enum(CONSULTATION_STATUSES, { error: V.invalidValue }).optional(),
    admin_notes: z
      .union([text(MAX_LONG_TEXT), z.null()])
      .optional()
      .transform((s) => (s === undefined ? undefined : s || null)),
    ...LeadFieldsInputShape,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: V.invalidRequest });
export type ConsultationUpdate = z.infer<typeof ConsultationUpdateSchema>;

export const ConsultationListQuerySchema = ListPagingSchema.extend({
  status: z.enum(CONSULTATION_STATUSES, { error: V.invalidValue }).optional(),
});

export const ConsultationSchema = z.object({
  request_id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  service_type: z.enum(CONSULTATION_SERVICE_TYPES).nullable(),
  preferred_date: z.string().nullable(),
  location: z.string().nullable(),
  message: z.string(),
  admin_notes: z.string().nullable(),
  status: z.enum(CONSULTATION_STATUSES),
  /** A booked request's time (ISO-8601); null for a request without a slot. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  ...LeadFieldsShape,
});
export type Consultation = z.infer<typeof ConsultationSchema>;
