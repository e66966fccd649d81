// The form rules that visitor pages need in the browser, kept free of Zod so that no public page downloads the
// validation library. Each check gives `true` or the message to show, as react-hook-form's `validate` expects.
// The server's Zod field builders (fields.ts) enforce the same rules; form-rules.unit.test.ts holds the two to
// the same answers on the same inputs.
import { MAX_SHORT_TEXT } from "./constants";
import { VALIDATION_MESSAGES as V } from "./messages";

/** The simple e-mail check the forms have always used: one @, a dot after it, and no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Honeypot: a field people never see. Bots fill it; such submissions are accepted and silently dropped. */
export const HONEYPOT_FIELD = "website";

/** The longest address RFC 5321 allows. */
export const MAX_EMAIL = 254;

export type FieldCheck = (value: unknown) => true | string;

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what we refuse.
const NUL = /\u0000/;
/** PostgreSQL text cannot hold a NUL byte: any string that may reach the database is refused with one in it. */
export const hasNoNul = (s: string) => !NUL.test(s);

/** Text that must not be blank once trimmed, at most `max` characters. */
export const requiredTextCheck =
  (message: string = V.required, max = MAX_SHORT_TEXT): FieldCheck =>
  (value) => {
    if (typeof value !== "string") return message;
    if (!hasNoNul(value)) return V.invalidValue;
    const trimmed = value.trim();
    if (!trimmed) return message;
    return trimmed.length <= max || V.tooLong;
  };

/** Text that may be blank, at most `max` characters once trimmed. */
export const optionalTextCheck =
  (max = MAX_SHORT_TEXT): FieldCheck =>
  (value) => {
    if (value === undefined || value === null) return true;
    if (typeof value !== "string") return V.invalidValue;
    if (!hasNoNul(value)) return V.invalidValue;
    return value.trim().length <= max || V.tooLong;
  };

export const emailCheck =
  (message: string = V.invalidEmail): FieldCheck =>
  (value) => {
    if (typeof value !== "string") return message;
    const trimmed = value.trim();
    return (trimmed.length <= MAX_EMAIL && EMAIL_PATTERN.test(trimmed) && hasNoNul(trimmed)) || message;
  };

/**
 * A phone number as people write one: digits, a + only in front, and spaces, hyphens or brackets between them.
 * Letters, e-mail addresses and other punctuation are refused. Its length is bounded by its digits: at least one
 * (short numbers and extensions exist, and the API has always taken them) and at most 15, the longest number
 * the international numbering plan (ITU-T E.164) allows, country code included.
 */
export const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
export const MAX_PHONE_DIGITS = 15;
export const isPlausiblePhone = (s: string) => {
  const digits = s.replace(/\D/g, "").length;
  return PHONE_PATTERN.test(s) && digits >= 1 && digits <= MAX_PHONE_DIGITS;
};

/** A required phone number: blank is missing, then the length limit, then the shape of a phone number. */
export const phoneCheck =
  (max: number): FieldCheck =>
  (value) => {
    const text = requiredTextCheck(V.required, max)(value);
    if (text !== true) return text;
    return isPlausiblePhone((value as string).trim()) || V.invalidPhone;
  };

/** Today's date in India (IST, UTC+05:30), as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** YYYY-MM-DD and a real calendar date. */
export function isIsoDate(s: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(s) &&
    !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
    new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)
  );
}

/** An optional date that, when given, is not earlier than today in India. */
export const dateFromTodayCheck =
  (now: () => Date = () => new Date()): FieldCheck =>
  (value) => {
    if (value === undefined || value === null || value === "") return true;
    if (typeof value !== "string" || !isIsoDate(value)) return V.invalidValue;
    return value >= todayInIndia(now()) || V.preferredDateInPast;
  };
