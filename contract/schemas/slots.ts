// Consultations booked into time slots: the availability owners set, the free slots anyone may read, a visitor's
// booking and its changes by token, and the staff agenda (bookings and blocked time).
import { z } from "zod";
import {
  BOOKING_TIMEZONE,
  MAX_BOOKING_DAYS_AHEAD,
  MAX_BOOKING_MINUTES,
  MAX_LONG_TEXT,
  MAX_PHONE,
  MAX_SLOT_QUERY_DAYS,
  MAX_URL,
} from "../constants";
import {
  BOOKING_OUTCOMES,
  CONSULTATION_SERVICE_TYPES,
  CONSULTATION_STATUSES,
  MEETING_PLACES,
  WEEKDAYS,
} from "../enums";
import { email, formInt, isoDate, optionalText, pageLocale, phone, requiredText, text } from "../fields";
import { SLOT_MESSAGES as S, VALIDATION_MESSAGES as V } from "../messages";

/** "HH:MM" on a 24-hour clock; "24:00" ends a day. */
const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const minutesOfClock = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const clock = z.string({ error: S.badTime }).regex(HHMM, { message: S.badTime });

export const HoursRangeSchema = z
  .object({ start: clock, end: clock })
  .refine((r) => minutesOfClock(r.start) < minutesOfClock(r.end), {
    message: S.endBeforeStart,
    path: ["end"],
  });
export type HoursRange = z.infer<typeof HoursRangeSchema>;

/** Ranges of one day, which must not overlap (touching is fine: 10:00-12:00 and 12:00-13:00). */
const dayHours = z
  .array(HoursRangeSchema, { error: V.invalidValue })
  .max(12, { message: V.tooLong })
  .superRefine((ranges, ctx) => {
    const sorted = ranges
      .map((r, i) => ({ i, s: minutesOfClock(r.start), e: minutesOfClock(r.end) }))
      .sort((a, b) => a.s - b.s);
    for (let k = 1; k < sorted.length; k++) {
      const prev = sorted[k - 1];
      const cur = sorted[k];
      if (prev && cur && cur.s < prev.e)
        ctx.addIssue({ code: "custom", message: S.hoursOverlap, path: [cur.i] });
    }
  });

const positiveMinutes = (max: number) => formInt(1, S.lengthPositive, max);

export const ServiceSettingSchema = z.object({
  service_type: z.enum(CONSULTATION_SERVICE_TYPES, { error: S.unknownService }),
  minutes: positiveMinutes(MAX_BOOKING_MINUTES),
  /** 0 for a free session; paise otherwise (₹1,500 is 150000). */
  fee_paise: formInt(0, S.feeNotNegative, 100_000_000),
  where: z.enum(MEETING_PLACES, { error: V.invalidValue }),
});
export type ServiceSetting = z.infer<typeof ServiceSettingSchema>;

export const AvailabilitySchema = z
  .object({
    timezone: z.literal(BOOKING_TIMEZONE, { error: S.timezoneFixed }).default(BOOKING_TIMEZONE),
    weekly_hours: z.object(
      Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours.default([])])) as Record<
        (typeof WEEKDAYS)[number],
        z.ZodDefault<typeof dayHours>
      >,
      { error: V.invalidValue },
    ),
    /** The default length of a session and the step of the grid slots start on. */
    slot_minutes: positiveMinutes(MAX_BOOKING_MINUTES),
    buffer_minutes: formInt(0, S.bufferNotNegative, 24 * 60),
    min_notice_minutes: formInt(0, S.noticeNotNegative, 60 * 24 * 60),
    days_ahead: formInt(1, S.daysAheadRange, MAX_BOOKING_DAYS_AHEAD),
    closed_dates: z.array(isoDate(), { error: V.invalidValue }).max(1000, { message: V.tooLong }).default([]),
    open_dates: z
      .array(z.object({ date: isoDate() }).and(HoursRangeSchema), { error: V.invalidValue })
      .max(1000, { message: V.tooLong })
      .default([])
      .superRefine((entries, ctx) => {
        const byDate = new Map<string, { i: number; s: number; e: number }[]>();
        entries.forEach((r, i) => {
          const list = byDate.get(r.date) ?? [];
          list.push({ i, s: minutesOfClock(r.start), e: minutesOfClock(r.end) });
          byDate.set(r.date, list);
        });
        for (const list of byDate.values()) {
          list.sort((a, b) => a.s - b.s);
          for (let k = 1; k < list.length; k++) {
            const prev = list[k - 1];
            const cur = list[k];
            if (prev && cur && cur.s < prev.e)
              ctx.addIssue({ code: "custom", message: S.hoursOverlap, path: [cur.i] });
          }
        }
      }),
    /** Per service: its length, fee and place. A service not listed is booked at slot_minutes, free, online. */
    services: z
      .array(ServiceSettingSchema, { error: V.invalidValue })
      .max(CONSULTATION_SERVICE_TYPES.length, { message: V.tooLong })
      .default([])
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((s, i) => {
          if (seen.has(s.service_type)) ctx.addIssue({ code: "custom", message: S.serviceTwice, path: [i] });
          seen.add(s.service_type);
        });
      }),
    /** How long a paid session's slot is held for its payment before it is released. */
    hold_minutes: formInt(5, S.holdRange, 24 * 60).default(30),
    /** A visitor may move or cancel a booking by its link until this long before it starts. */
    change_notice_minutes: formInt(0, S.noticeNotNegative, 30 * 24 * 60).default(24 * 60),
    /** Reminders to both sides, each this many minutes before the start. */
    reminder_minutes: z
      .array(formInt(1, S.reminderRange, 14 * 24 * 60), { error: V.invalidValue })
      .max(5, { message: V.tooLong })
      .default([24 * 60, 120])
      .transform((list) => [...new Set(list)].sort((a, b) => b - a)),
    /** Where online sessions happen (a video-call room): put in the invitation. */
    meeting_link: z
      .union([z.string().trim().max(MAX_URL, { message: V.tooLong }), z.null()])
      .optional()
      .transform((s) => (s ? s : null))
      .refine((s) => s === null || /^https:\/\/[^\s]+$/i.test(s), { message: V.invalidUrl }),
  })
  .strict();
export type AvailabilityInput = z.input<typeof AvailabilitySchema>;
export type Availability = z.output<typeof AvailabilitySchema>;

/** Two IST dates, both included; either may be left out (the route then starts today, for a set number of days). */
const dateRangeShape = { from: isoDate().optional(), to: isoDate().optional() };
function checkRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!q.from || !q.to) return;
  if (q.from > q.to) ctx.addIssue({ code: "custom", message: S.rangeBackwards, path: ["to"] });
  else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 >= MAX_SLOT_QUERY_DAYS)
    ctx.addIssue({ code: "custom", message: S.rangeTooLong, path: ["to"] });
}

export const SlotsQuerySchema = z
  .object({
    ...dateRangeShape,
    service_type: z.enum(CONSULTATION_SERVICE_TYPES, { error: S.unknownService }).optional(),
  })
  .superRefine(checkRange);
/** A slots query with its dates filled in. */
export type SlotsQuery = z.infer<typeof SlotsQuerySchema> & { from: string; to: string };

export const SlotSchema = z.object({ starts_at: z.string(), ends_at: z.string() });
export type Slot = z.infer<typeof SlotSchema>;

/** An instant with its offset (`2026-03-30T10:00:00+05:30`, or Z); a date alone or a local time is refused. */
export const instant = (message: string = S.badInstant) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/, {
      message,
      abort: true,
    })
    .refine((s) => !Number.isNaN(Date.parse(s)), { message })
    .transform((s) => new Date(s));

export const BookingCreatedSchema = z.object({
  request_id: z.number(),
  status: z.literal("scheduled"),
  starts_at: z.string(),
  ends_at: z.string(),
  /** A paid session: the slot is held until then for its payment, and released if it is not paid. */
  hold_expires_at: z.string().nullable(),
  fee_paise: z.number(),
  currency: z.literal("INR"),
});
export type BookingCreated = z.infer<typeof BookingCreatedSchema>;

/** A link's token, as the reschedule and cancel pages post it. */
const token = z
  .string({ error: S.badToken })
  .trim()
  .min(1, { message: S.badToken })
  .max(200, { message: S.badToken });

export const BookingTokenSchema = z.object({ token });
export const BookingRescheduleSchema = z.object({ token, slot_starts_at: instant() });

/** What a visitor's link shows: the booking as it stands and whether it may still change. */
export const VisitorBookingSchema = z.object({
  request_id: z.number(),
  name: z.string(),
  service_type: z.enum(CONSULTATION_SERVICE_TYPES).nullable(),
  status: z.enum(CONSULTATION_STATUSES),
  starts_at: z.string(),
  ends_at: z.string(),
  where: z.enum(MEETING_PLACES),
  /** Until when the link may move or cancel it (the policy's notice before the start). */
  changeable_until: z.string(),
  changeable: z.boolean(),
  cancelled: z.boolean(),
  /**
   * A paid session's fee: held for payment until `hold_expires_at`, or paid. `checkout_url` is Razorpay Checkout's
   * script when the academy takes payments online (null otherwise). Null for a free session.
   */
  payment: z
    .object({
      amount_paise: z.number(),
      currency: z.literal("INR"),
      hold_expires_at: z.string().nullable(),
      paid: z.boolean(),
      checkout_url: z.string().nullable(),
      /** The paid fee's receipt (or tax invoice) as a PDF, by the link's token; null until it is paid. */
      receipt_url: z.string().nullable(),
    })
    .nullable(),
});
export type VisitorBooking = z.infer<typeof VisitorBookingSchema>;

// Staff -----------------------------------------------------------------------------------------------------------

export const AgendaQuerySchema = z.object(dateRangeShape).superRefine(checkRange);

export const AgendaEntrySchema = z.object({
  range_id: z.number(),
  kind: z.enum(["booking", "block"]),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The end plus the buffer kept after it: nothing else may start before this. */
  occupied_until: z.string(),
  note: z.string().nullable(),
  request_id: z.number().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  service_type: z.enum(CONSULTATION_SERVICE_TYPES).nullable(),
  status: z.enum(CONSULTATION_STATUSES).nullable(),
  where: z.enum(MEETING_PLACES).nullable(),
  location: z.string().nullable(),
  admin_notes: z.string().nullable(),
  fee_paise: z.number(),
  hold_expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  outcome: z.enum(BOOKING_OUTCOMES).nullable(),
});
export type AgendaEntry = z.infer<typeof AgendaEntrySchema>;

export const BlockCreateSchema = z
  .object({ starts_at: instant(), ends_at: instant(), note: optionalText() })
  .refine((b) => b.starts_at < b.ends_at, { message: S.endBeforeStart, path: ["ends_at"] })
  .refine((b) => b.ends_at.getTime() - b.starts_at.getTime() <= 62 * 86_400_000, {
    message: S.rangeTooLong,
    path: ["ends_at"],
  });

/** A booking staff take on someone's behalf (a phone call): any free time, hours or not. */
export const StaffBookingSchema = z.object({
  name: requiredText(V.required),
  email: email(),
  phone: phone(MAX_PHONE),
  service_type: z
    .union([z.enum(CONSULTATION_SERVICE_TYPES), z.literal(""), z.null()], { error: S.unknownService })
    .optional()
    .transform((s) => (s ? s : null)),
  starts_at: instant(),
  location: optionalText(),
  message: text(MAX_LONG_TEXT).optional().default(""),
  locale: pageLocale(),
});
export type StaffBooking = z.infer<typeof StaffBookingSchema>;

export const StaffMoveSchema = z.object({ starts_at: instant() });
export const OutcomeSchema = z.object({
  outcome: z.enum(BOOKING_OUTCOMES, { error: V.invalidValue }),
  admin_notes: z
    .union([text(MAX_LONG_TEXT), z.null()])
    .optional()
    .transform((s) => (s === undefined ? undefined : s || null)),
});
