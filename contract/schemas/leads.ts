// The leads API (CONTRACT §7.4 and issue 27): the Today queue, one lead with its timeline and the same person's
// other touches, the one-step outcome form, the WhatsApp-opened mark, the settings, the lost reasons and the
// owner's report.
import { z } from "zod";
import { LEAD_MESSAGES as M } from "../admin-messages";
import { MAX_LONG_TEXT, MAX_MEDIUM_TEXT, MAX_SHORT_TEXT } from "../constants";
import { LEAD_EVENTS, LEAD_KINDS, LEAD_OUTCOMES, LEAD_STATUS_TYPES } from "../enums";
import { formInt, isoDate, requiredText, text, todayInIndia } from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { AttributionShape } from "./attribution";

/** A follow-up may be set a little in the past by a slow form; beyond that it is a mistake. */
export const FOLLOW_UP_GRACE_MS = 60_000;
/** The range the report covers when none is asked for. */
export const REPORT_DEFAULT_DAYS = 30;
/** The longest range the report covers. */
export const REPORT_MAX_DAYS = 366;
/** Each list of the Today queue shows at most this many leads; `counts` counts them all. */
export const TODAY_LIST_LIMIT = 100;

/** An instant with its offset (ISO-8601), or null to clear it. */
export const instant = (message: string = V.invalidValue) =>
  z
    .string({ error: message })
    .max(40, { message })
    .refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(s), {
      message,
    })
    .refine((s) => !Number.isNaN(Date.parse(s)), { message })
    .transform((s) => new Date(s));

/** The lead fields the spec's PUT /api/inquiries/{id} and /api/consultations/{id} also take, each optional. */
export const LeadFieldsInputShape = {
  assignee_id: z.union([formInt(1, M.assigneeNotStaff), z.null()], { error: M.assigneeNotStaff }).optional(),
  next_follow_up_at: z.union([instant(), z.null()], { error: V.invalidValue }).optional(),
  lost_reason_id: z
    .union([formInt(1, M.lostReasonUnknown), z.null()], { error: M.lostReasonUnknown })
    .optional(),
};

/** The lead fields as the admin API shows them on an enquiry or a consultation request. */
export const LeadFieldsShape = {
  assignee_id: z.number().nullable(),
  next_follow_up_at: z.string().nullable(),
  first_response_at: z.string().nullable(),
  lost_reason_id: z.number().nullable(),
  ...AttributionShape,
};

export const LeadSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  assignee_id: z.number().nullable(),
  next_follow_up_at: z.string().nullable(),
  created_at: z.string(),
  status: z.string(),
  status_type: z.enum(LEAD_STATUS_TYPES),
  /** The course of an enquiry (its subject), the service of a consultation. */
  about: z.string().nullable(),
});
export type Lead = z.infer<typeof LeadSchema>;

export const TodayCountSchema = z.object({
  overdue: z.number(),
  due_today: z.number(),
  unanswered: z.number(),
});
export type TodayCount = z.infer<typeof TodayCountSchema>;

export const TodaySchema = z.object({
  overdue: z.array(LeadSchema),
  due_today: z.array(LeadSchema),
  unanswered: z.array(LeadSchema),
  /** How many each list holds in all (each list shows at most TODAY_LIST_LIMIT). */
  counts: TodayCountSchema.optional(),
});
export type Today = z.infer<typeof TodaySchema>;

export const LeadEventSchema = z.object({
  event_id: z.number(),
  event: z.enum(LEAD_EVENTS),
  outcome: z.enum(LEAD_OUTCOMES).nullable(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  note: z.string().nullable(),
  next_follow_up_at: z.string().nullable(),
  assignee_id: z.number().nullable(),
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type LeadEventItem = z.infer<typeof LeadEventSchema>;

export const TouchSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  id: z.number(),
  status: z.string(),
  about: z.string().nullable(),
  created_at: z.string(),
});

export const LeadDetailSchema = LeadSchema.extend({
  ...LeadFieldsShape,
  message: z.string().nullable(),
  lost_reason: z.string().nullable(),
  statuses: z.array(z.string()),
  links: z.object({
    tel: z.string().nullable(),
    whatsapp_en: z.string().nullable(),
    whatsapp_hi: z.string().nullable(),
  }),
  timeline: z.array(LeadEventSchema),
  /** The same person's other enquiries, consultations (and enrolments), by e-mail or normalised phone. */
  touches: z.array(TouchSchema),
  newsletter: z.object({ status: z.string(), subscribed_at: z.string() }).nullable(),
});
export type LeadDetail = z.infer<typeof LeadDetailSchema>;

export const LeadKindParam = z.enum(LEAD_KINDS, { error: V.notFound });

/**
 * One step of the front desk's work: what was done (call, WhatsApp, e-mail, visit, note), a note, the next
 * follow-up and the status. A lead that stays open must get a next follow-up; a lost one its reason.
 */
export const OutcomeSchema = z.object({
  outcome: z.enum(LEAD_OUTCOMES, { error: V.invalidValue }),
  note: z
    .union([text(MAX_LONG_TEXT), z.null()])
    .optional()
    .transform((s) => s || null),
  status: z.string({ error: M.statusUnknown }).max(40, { message: M.statusUnknown }).optional(),
  next_follow_up_at: LeadFieldsInputShape.next_follow_up_at,
  lost_reason_id: LeadFieldsInputShape.lost_reason_id,
  assignee_id: LeadFieldsInputShape.assignee_id,
});
export type Outcome = z.infer<typeof OutcomeSchema>;

export const WhatsAppOpenedSchema = z.object({ locale: z.enum(["en", "hi"]).optional() });

export const AssignableSchema = z.object({ id: z.number(), name: z.string(), on: z.boolean() });

export const LeadSettingsSchema = z.object({
  whatsapp_template_en: z.string(),
  whatsapp_template_hi: z.string(),
  /** The people new leads go to in turn (round robin); none: new leads stay unassigned. */
  assignees: z.array(z.number()),
});
export type LeadSettings = z.infer<typeof LeadSettingsSchema>;

export const LeadSettingsUpdateSchema = z.object({
  whatsapp_template_en: requiredText(V.required, MAX_MEDIUM_TEXT),
  whatsapp_template_hi: requiredText(V.required, MAX_MEDIUM_TEXT),
  assignees: z.array(formInt(1, M.assigneeNotStaff), { error: V.invalidValue }).max(100),
});

export const LostReasonSchema = z.object({
  reason_id: z.number(),
  label: z.string(),
  is_active: z.boolean(),
  display_order: z.number(),
});
export type LostReason = z.infer<typeof LostReasonSchema>;

export const LostReasonCreateSchema = z.object({ label: requiredText(V.required, MAX_SHORT_TEXT) });
export const LostReasonUpdateSchema = z
  .object({
    label: requiredText(V.required, MAX_SHORT_TEXT).optional(),
    is_active: z.boolean({ error: V.invalidValue }).optional(),
  })
  .refine((v) => v.label !== undefined || v.is_active !== undefined, { message: V.invalidRequest });

/** From and to are IST dates, both included; without them, the last 30 days up to today. */
export const ReportQueryInputSchema = z.object({
  from: isoDate(M.rangeInvalid).optional(),
  to: isoDate(M.rangeInvalid).optional(),
});
export const ReportQuerySchema = ReportQueryInputSchema.transform((v) => {
  const to = v.to ?? todayInIndia();
  const from =
    v.from ?? new Date(Date.parse(to) - (REPORT_DEFAULT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}).refine((v) => v.from <= v.to && Date.parse(v.to) - Date.parse(v.from) <= REPORT_MAX_DAYS * 86_400_000, {
  message: M.rangeInvalid,
  path: ["from"],
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** Leads of every kind, the enrolments among them, the enrolments paid, and the leads won. */
const funnelRow = { leads: z.number(), enrolments: z.number(), paid: z.number(), won: z.number() };
export const ReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  visits: z.object({ visitors: z.number(), views: z.number() }),
  by_source: z.array(z.object({ source: z.string(), visitors: z.number(), ...funnelRow })),
  by_course: z.array(z.object({ course: z.string(), ...funnelRow })),
  leads_per_week: z.array(z.object({ week: z.string(), leads: z.number() })),
  median_first_response_minutes: z.number().nullable(),
  lost_reasons: z.array(z.object({ reason: z.string(), leads: z.number() })),
  staff: z.array(
    z.object({ id: z.number(), name: z.string(), open: z.number(), overdue: z.number(), won: z.number() }),
  ),
});
export type Report = z.infer<typeof ReportSchema>;
