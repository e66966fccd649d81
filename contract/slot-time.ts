// How the slot picker names a slot's time: always in India's time, and also in the visitor's own time when their
// clock differs (many clients are Indians abroad). Neither needs Intl.DateTimeFormat, whose first use on a page
// costs a phone's main thread a long task (see calendar-names.ts):
// - India keeps +05:30 all year, without daylight saving, so IST is arithmetic on the instant;
// - the visitor's time is the browser's own local time (Date#getHours and friends), which applies their zone's
//   daylight saving rules: a London visitor sees 04:30 before the last Sunday of March and 05:30 after it for
//   the same 10:00 IST.

import { IST_OFFSET_MINUTES } from "./constants";
import { calendarDayLabel } from "./i18n/calendar-names";
import type { Locale } from "./locales";

const pad = (n: number) => String(n).padStart(2, "0");

/** The instant moved by India's offset, so that its UTC fields read as India's clock and calendar. */
const inIndia = (instant: string | Date) =>
  new Date(new Date(instant).getTime() + IST_OFFSET_MINUTES * 60_000);

/** "10:00", an instant's time of day in India. */
export function istClock(instant: string | Date): string {
  const ist = inIndia(instant);
  return `${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())}`;
}

/** "Monday, 30 March, 10:00": an instant's day and time in India, in the page's language. */
export function istDayAndTime(instant: string | Date, locale: Locale): string {
  return `${calendarDayLabel(inIndia(instant).toISOString().slice(0, 10), locale, "long")}, ${istClock(instant)}`;
}

/**
 * The instant in the runtime's own zone (the visitor's, in a browser): "05:30" and its date, or null where that
 * clock reads as India's (India itself, or Sri Lanka), so the time is shown once.
 */
export function localClock(instant: string | Date): { time: string; date: string } | null {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime()) || at.getTimezoneOffset() === -IST_OFFSET_MINUTES) return null;
  return {
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
  };
}

/** A slot's start as the picker shows it: IST always, the visitor's own time too when `withLocal` and it differs. */
export function slotTimes(startsAt: string, withLocal: boolean) {
  const local = withLocal ? localClock(startsAt) : null;
  return { ist: istClock(startsAt), local: local?.time ?? null, localDate: local?.date ?? null };
}
