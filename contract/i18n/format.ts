// Dates, numbers and prices as each language writes them, through Intl with en-IN and hi-IN. Calendar dates
// (YYYY-MM-DD) are formatted in UTC, so server and browser agree whatever the visitor's time zone.
import { INTL_LOCALE, type Locale } from "../locales";

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** Each formatter is made once per language and style: making one costs far more than using it. */
function formatter<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

/** 16 January 2027 / 16 जनवरी 2027; null for a missing or malformed date. */
export function formatCalendarDate(locale: Locale, isoDate: string | null): string | null {
  if (!isoDate) return null;
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  const format = formatter(
    `date ${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }),
  );
  return format.format(date);
}

/**
 * 12,000 and 1,20,000 in the Indian grouping, in both languages. A whole number below 1,000 has no separator in
 * either and is written without Intl: a page's first Intl number format costs a mid-range phone tens of
 * milliseconds while the page hydrates, and the counts a page shows ("6 पाठ्यक्रम") are that small.
 */
export function formatNumber(locale: Locale, n: number): string {
  if (Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
  return formatter(`number ${locale}`, () => new Intl.NumberFormat(INTL_LOCALE[locale])).format(n);
}

/**
 * A course's price, which staff type as free text. A price that is one amount ("12000", "Rs. 12,000") is written
 * by Intl as rupees in the page's language; anything else (a range, "Free", "₹5,000 per level") is left as typed,
 * with `fallback` (the English formatting) deciding about the rupee sign.
 */
export function formatRupees(locale: Locale, price: string, amount: number | null, fallback: string): string {
  if (amount === null || !/^\s*(₹|rs\.?|inr)?\s*[\d,]+(\.\d+)?\s*(\/-)?\s*$/i.test(price)) return fallback;
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const format = formatter(
    `rupees ${locale} ${fractionDigits}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[locale], {
        style: "currency",
        currency: "INR",
        maximumFractionDigits: fractionDigits,
      }),
  );
  return format.format(amount);
}

/** An amount in paise as rupees in the page's language: ₹12,000 or ₹12,000.50. */
export function formatPaise(locale: Locale, paise: number): string {
  const fractionDigits = paise % 100 === 0 ? 0 : 2;
  return formatter(
    `paise ${locale} ${fractionDigits}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[locale], {
        style: "currency",
        currency: "INR",
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  ).format(paise / 100);
}

/** An instant as people in India read it, in their language: 28 November 2026, 7:15 pm IST. */
export function formatIndiaTime(locale: Locale, iso: string | Date): string {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  const format = formatter(
    `instant ${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        dateStyle: "long",
        timeStyle: "short",
        timeZone: "Asia/Kolkata",
      }),
  );
  return `${format.format(date)} IST`;
}

/** A batch's dates: one date, or "from – to". */
export function formatDateRange(locale: Locale, from: string, to: string): string {
  const start = formatCalendarDate(locale, from) ?? from;
  return from === to ? start : `${start} – ${formatCalendarDate(locale, to) ?? to}`;
}
