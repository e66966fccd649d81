// A batch: one dated run of a course, with its seats, fee and enrolment window. Money is in paise, dates are IST
// calendar dates (YYYY-MM-DD).
import { z } from "zod";
import { BATCH_MESSAGES as M } from "../admin-messages";
import {
  DEFAULT_COURSE_LANGUAGE,
  MAX_BATCH_SEATS,
  MAX_FEE_PAISE,
  MAX_LONG_TEXT,
  MAX_SHORT_TEXT,
} from "../constants";
import { BATCH_STAFF_STATUSES, BATCH_STATUSES, COURSE_MODES } from "../enums";
import { formBoolean, formInt, isoDate, optionalText, text } from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { translationsInput, translationsItem } from "../translations";

/** The visitor-facing text fields that may have a Hindi version. */
export const BATCH_TRANSLATED_FIELDS = { schedule: "text", venue: "text", language: "text" } as const;

const fee = () => formInt(0, M.feeBelowZero, MAX_FEE_PAISE);
const nullableDate = () =>
  z
    .union([isoDate(), z.literal(""), z.null()], { error: V.invalidValue })
    .optional()
    .transform((s) => (s === undefined ? undefined : s || null));
const nullableFee = () =>
  z
    .union([fee(), z.literal(""), z.null()], { error: M.feeBelowZero })
    .optional()
    .transform((s) => (s === undefined ? undefined : s === "" ? null : s));

/** The fields of a batch that staff write. Every one is optional here; the create schema requires its own. */
const BatchFields = {
  starts_on: isoDate(),
  ends_on: isoDate(),
  schedule: text(MAX_SHORT_TEXT),
  mode: z.enum(COURSE_MODES, { error: V.invalidValue }),
  venue: optionalText(MAX_SHORT_TEXT),
  language: text(MAX_SHORT_TEXT),
  seats_total: formInt(1, M.seatsInvalid, MAX_BATCH_SEATS),
  fee_paise: fee(),
  early_fee_paise: nullableFee(),
  early_fee_until: nullableDate(),
  enrol_by: nullableDate(),
  pay_at_academy: formBoolean,
  is_published: formBoolean,
  waitlist: formBoolean,
  status: z.enum(BATCH_STAFF_STATUSES, { error: V.invalidValue }),
  translations: translationsInput({
    schedule: text(MAX_SHORT_TEXT),
    venue: text(MAX_SHORT_TEXT),
    language: text(MAX_SHORT_TEXT),
  }),
};

/** What the cross-field rules read: a whole batch, as stored or as it will be once an update is applied. */
export interface BatchDates {
  starts_on: string;
  ends_on: string;
  fee_paise: number;
  early_fee_paise: number | null;
  early_fee_until: string | null;
  enrol_by: string | null;
}

/**
 * The rules between fields, checked on a create and on the stored batch merged with an update: the end is not
 * before the start, the early-bird fee comes with its date and is not above the fee, and enrolment does not close
 * after the batch ends.
 */
export function batchRuleErrors(b: BatchDates): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  if (b.ends_on < b.starts_on) errors.push({ field: "ends_on", message: M.endBeforeStart });
  if ((b.early_fee_paise === null) !== (b.early_fee_until === null))
    errors.push({
      field: b.early_fee_paise === null ? "early_fee_paise" : "early_fee_until",
      message: M.earlyFeeNeedsDate,
    });
  if (b.early_fee_paise !== null && b.early_fee_paise > b.fee_paise)
    errors.push({ field: "early_fee_paise", message: M.earlyFeeAboveFee });
  if (b.enrol_by !== null && b.enrol_by > b.ends_on)
    errors.push({ field: "enrol_by", message: M.enrolByAfterEnd });
  return errors;
}

export const BatchCreateSchema = z
  .object({
    course_id: formInt(1, M.unknownCourse),
    starts_on: BatchFields.starts_on,
    /** Absent: a one-day batch. */
    ends_on: BatchFields.ends_on.optional(),
    schedule: BatchFields.schedule.optional().default(""),
    mode: BatchFields.mode.optional().default("In-Person"),
    venue: BatchFields.venue,
    language: BatchFields.language.optional().default(DEFAULT_COURSE_LANGUAGE),
    seats_total: BatchFields.seats_total,
    fee_paise: BatchFields.fee_paise,
    early_fee_paise: BatchFields.early_fee_paise.transform((v) => v ?? null),
    early_fee_until: BatchFields.early_fee_until.transform((v) => v ?? null),
    enrol_by: BatchFields.enrol_by.transform((v) => v ?? null),
    pay_at_academy: BatchFields.pay_at_academy.optional().default(false),
    is_published: BatchFields.is_published.optional().default(true),
    waitlist: BatchFields.waitlist.optional().default(false),
    status: BatchFields.status.optional().default("open"),
    translations: BatchFields.translations.optional().default({}),
  })
  .transform((b) => ({ ...b, ends_on: b.ends_on ?? b.starts_on }))
  .superRefine((b, ctx) => {
    for (const e of batchRuleErrors(b)) ctx.addIssue({ code: "custom", path: [e.field], message: e.message });
  });
export type BatchCreate = z.infer<typeof BatchCreateSchema>;

/** Any subset of the fields; the rules between fields are checked against the stored batch merged with it. */
export const BatchUpdateSchema = z
  .object({
    starts_on: BatchFields.starts_on.optional(),
    ends_on: BatchFields.ends_on.optional(),
    schedule: BatchFields.schedule.optional(),
    mode: BatchFields.mode.optional(),
    venue: BatchFields.venue.optional().transform((v) => v),
    language: BatchFields.language.optional(),
    seats_total: BatchFields.seats_total.optional(),
    fee_paise: BatchFields.fee_paise.optional(),
    early_fee_paise: BatchFields.early_fee_paise,
    early_fee_until: BatchFields.early_fee_until,
    enrol_by: BatchFields.enrol_by,
    pay_at_academy: BatchFields.pay_at_academy.optional(),
    is_published: BatchFields.is_published.optional(),
    waitlist: BatchFields.waitlist.optional(),
    status: BatchFields.status.optional(),
    translations: BatchFields.translations.optional(),
  })
  .strict();
export type BatchUpdate = z.infer<typeof BatchUpdateSchema>;

export const BatchListQuerySchema = z.object({
  course_id: formInt(1, V.invalidValue).optional(),
  /** Staff: also batches that have started or ended, unpublished and cancelled ones. */
  include_past: formBoolean.optional(),
});

export const BatchCancelSchema = z.object({
  /** A few words to the people enrolled, added to their mail. */
  reason: optionalText(MAX_LONG_TEXT),
});

export const BatchSchema = z.object({
  batch_id: z.number(),
  course_id: z.number(),
  course_title: z.string(),
  course_slug: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  schedule: z.string(),
  mode: z.enum(COURSE_MODES),
  venue: z.string().nullable(),
  language: z.string(),
  seats_total: z.number(),
  seats_taken: z.number(),
  seats_left: z.number(),
  waitlist: z.boolean(),
  /** How many people are on the waiting list. */
  waitlist_count: z.number(),
  fee_paise: z.number(),
  early_fee_paise: z.number().nullable(),
  early_fee_until: z.string().nullable(),
  /** The fee a person enrolling today pays: the early-bird fee until its last date, then the fee. */
  current_fee_paise: z.number(),
  enrol_by: z.string().nullable(),
  currency: z.literal("INR"),
  pay_at_academy: z.boolean(),
  is_published: z.boolean(),
  status: z.enum(BATCH_STATUSES),
  /** Whether a person can enrol (or join the waiting list) today. */
  enrolment_open: z.boolean(),
  translations: translationsItem(BATCH_TRANSLATED_FIELDS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Batch = z.infer<typeof BatchSchema>;
