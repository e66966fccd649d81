// A batch as the public pages show it, made in their loaders: its texts in the page's language (falling back to
// English field by field), and its dates and fees already written out, so the browser need not set up Intl to
// hydrate the page.

import type { BatchStatus } from "#contract/enums";
import { textFor } from "#contract/i18n/catalogue";
import { formatCalendarDate, formatDateRange, formatPaise } from "#contract/i18n/format";
import { hiBatches } from "#contract/i18n/hi/batches";
import { hiCourseCard } from "#contract/i18n/hi/shared";
import { labelOf } from "#contract/i18n/labels";
import { en } from "#contract/i18n/messages.en";
import { fallbackLang, type Locale } from "#contract/locales";
import { localizeBatch } from "#contract/localize-content";
import type { Batch } from "#contract/schemas/batch";

export interface BatchView {
  batch_id: number;
  starts_on: string;
  ends_on: string;
  dates: string;
  schedule: string;
  mode: string;
  venue: string | null;
  language: string;
  /** The fee a person enrolling today pays, written out ("₹5,000", "Free"). */
  fee: string;
  /** "₹4,000 if you enrol by 1 March 2027" while the early-bird fee lasts. */
  earlyBird: string | null;
  pay_at_academy: boolean;
  status: BatchStatus;
  seats_left: number;
  waitlist: boolean;
  enrolment_open: boolean;
  /** For structured data: the fee today in rupees, and schema.org's course mode. */
  price: number;
  course_mode: "online" | "onsite" | "blended";
  /** Text fields shown in English on a Hindi page: their elements carry lang="en". */
  fallback_fields?: string[];
}

export function batchView(batch: Batch, locale: Locale): BatchView {
  const t = textFor(locale, en.batches, hiBatches);
  const modes = textFor(locale, en.courseCard, hiCourseCard).modes;
  const b = localizeBatch(batch, locale);
  const early =
    b.early_fee_paise !== null && b.early_fee_until !== null && b.current_fee_paise === b.early_fee_paise
      ? t.earlyBird(
          formatPaise(locale, b.early_fee_paise),
          formatCalendarDate(locale, b.early_fee_until) ?? "",
        )
      : null;
  return {
    batch_id: b.batch_id,
    starts_on: b.starts_on,
    ends_on: b.ends_on,
    dates: formatDateRange(locale, b.starts_on, b.ends_on),
    schedule: b.schedule,
    mode: labelOf(modes, b.mode) ?? b.mode,
    venue: b.mode === "Online" ? t.online : b.venue,
    language: b.language,
    fee: b.fee_paise === 0 ? t.free : formatPaise(locale, b.fee_paise),
    earlyBird: early,
    pay_at_academy: b.pay_at_academy,
    status: b.status,
    seats_left: b.seats_left,
    waitlist: b.waitlist,
    enrolment_open: b.enrolment_open,
    price: b.current_fee_paise / 100,
    course_mode: b.mode === "Online" ? "online" : b.mode === "Hybrid" ? "blended" : "onsite",
    fallback_fields: b.fallback_fields,
  };
}

export { fallbackLang };
