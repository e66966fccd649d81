// What the admin and the server both know about leads, kept free of Zod so that the Today queue's screen pays
// nothing for it: the status type of each spec status, Indian phone numbers as WhatsApp and tel: want them, the
// WhatsApp message filled from its template, and the source a visit or a lead is counted under.
import type { LeadKind, LeadStatusType } from "./enums";

/**
 * The spec's statuses, unchanged, each mapped to its type. A lead is won once it became what the academy wanted
 * (an enquiry resolved, a consultation scheduled or held, an enrolment paid or confirmed), lost when it ended
 * otherwise, and open while staff still work on it.
 */
export const LEAD_STATUS_TYPE: Record<LeadKind, Record<string, LeadStatusType>> = {
  inquiry: { new: "open", in_progress: "open", resolved: "won", closed: "lost" },
  consultation: { new: "open", contacted: "open", scheduled: "won", completed: "won", cancelled: "lost" },
  enrolment: {
    held: "open",
    pending_verification: "open",
    waitlisted: "open",
    paid: "won",
    confirmed: "won",
    expired: "lost",
    cancelled: "lost",
    refunded: "lost",
  },
};

export function statusType(kind: LeadKind, status: string): LeadStatusType {
  return LEAD_STATUS_TYPE[kind][status] ?? "open";
}

/** The statuses of a kind that are of a type, in the spec's order. */
export function statusesOfType(kind: LeadKind, type: LeadStatusType): string[] {
  return Object.entries(LEAD_STATUS_TYPE[kind])
    .filter(([, t]) => t === type)
    .map(([s]) => s);
}

/**
 * An Indian number as digits with its country code ("919876543210"), as wa.me and tel: want it: spaces, dashes,
 * dots and brackets go, "+91", "0091" or a leading 0 (a trunk prefix) are understood, and a bare ten-digit mobile
 * number gets 91. A number with another country code (+44…) keeps it. Null when too few digits remain.
 */
export function normalisePhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const plus = raw.trim().startsWith("+");
  let digits = raw.replace(/\D/g, "");
  if (!plus && digits.startsWith("00")) digits = digits.slice(2);
  else if (!plus && digits.startsWith("0")) digits = digits.replace(/^0+/, "");
  if (!plus && digits.length === 10) digits = `91${digits}`;
  if (digits.length < 10 || digits.length > 15) return null;
  return digits;
}

/** The placeholders a WhatsApp template may use. */
export const WHATSAPP_PLACEHOLDERS = ["{name}", "{course}", "{academy}"] as const;

export const DEFAULT_WHATSAPP_TEMPLATES = {
  en: "Namaste {name}, thank you for your interest in {course} at {academy}. When would be a good time to talk?",
  hi: "नमस्ते {name}, {academy} में {course} में आपकी रुचि के लिए धन्यवाद। आपसे बात करने का सही समय कब होगा?",
} as const;

/** The template with the person's details in place; a missing course reads as "our courses". */
export function fillWhatsAppTemplate(
  template: string,
  values: { name: string; course: string | null; academy: string },
  locale: "en" | "hi" = "en",
): string {
  const course = values.course?.trim() || (locale === "hi" ? "हमारे पाठ्यक्रमों" : "our courses");
  return template
    .replaceAll("{name}", values.name.trim())
    .replaceAll("{course}", course)
    .replaceAll("{academy}", values.academy);
}

/** wa.me's click-to-chat address: opens WhatsApp (app or web) with the message typed, no API account needed. */
export function whatsAppLink(phone: string | null | undefined, message: string): string | null {
  const number = normalisePhone(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null;
}

export function telLink(phone: string | null | undefined): string | null {
  const number = normalisePhone(phone);
  return number ? `tel:+${number}` : null;
}

/** Lower-cased letters, digits, dot, dash and underscore, at most 40 of them: a source name any report can show. */
const SOURCE_PATTERN = /^[a-z0-9._-]{1,40}$/;

/**
 * The source a visit or a lead is counted under: its utm_source, else the referring site's host (without "www."),
 * else "direct". A referrer on our own host is "internal". A tag that is not a plain name is "other", so a made-up
 * utm_source cannot fill the reports with junk.
 */
export function sourceOf(
  utmSource: string | null | undefined,
  referrer: string | null | undefined,
  ownHost?: string,
): string {
  const tag = utmSource?.trim().toLowerCase();
  if (tag) return SOURCE_PATTERN.test(tag) ? tag : "other";
  if (!referrer) return "direct";
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return "direct";
  }
  if (ownHost && host === ownHost.toLowerCase().replace(/^www\./, "")) return "internal";
  return SOURCE_PATTERN.test(host) ? host : "other";
}

/** "Tomorrow 11:00" as staff mean it: a wall-clock time in India (UTC+05:30, no daylight saving), as an instant. */
export function indiaTime(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+05:30`);
}

/** The IST calendar date of an instant, YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The IST date `days` after the one of `at`. */
export function indiaDatePlus(at: Date, days: number): string {
  return indiaDate(new Date(at.getTime() + days * 86_400_000));
}
