// Where a visit came from, as the public forms send it (first touch: the first page of the visit in this browser
// session). It only describes the visit, so it can never make a visitor's form fail: a value that is not a string,
// is oversized or malformed is cut down or dropped, never refused.
import { z } from "zod";

export const ATTRIBUTION_FIELDS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "referrer",
  "landing_page",
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** Long enough for any real campaign name or address; longer values are cut, not refused. */
export const MAX_UTM_LENGTH = 100;
export const MAX_ATTRIBUTION_URL_LENGTH = 500;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function cleaned(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(CONTROL_CHARACTERS, "").trim().slice(0, max).trim();
  return text || null;
}

/** A campaign tag: any text, trimmed and cut to MAX_UTM_LENGTH; anything else is null. */
const utm = () =>
  z
    .unknown()
    .optional()
    .transform((v) => cleaned(v, MAX_UTM_LENGTH));

/** The referring page: only an http(s) address; anything else is null. */
const referrer = () =>
  z
    .unknown()
    .optional()
    .transform((v) => {
      const text = cleaned(v, MAX_ATTRIBUTION_URL_LENGTH);
      if (!text) return null;
      try {
        const url = new URL(text);
        return url.protocol === "https:" || url.protocol === "http:" ? text : null;
      } catch {
        return null;
      }
    });

/** The first page of the visit, as a path and query on this site ("/courses?utm_source=…"); else null. */
const landingPage = () =>
  z
    .unknown()
    .optional()
    .transform((v) => {
      const text = cleaned(v, MAX_ATTRIBUTION_URL_LENGTH);
      return text?.startsWith("/") && !text.startsWith("//") ? text : null;
    });

/** Spread into a public form's create schema: every field optional, never an error. */
export const AttributionInputShape = {
  utm_source: utm(),
  utm_medium: utm(),
  utm_campaign: utm(),
  referrer: referrer(),
  landing_page: landingPage(),
};

/** The same fields as the admin API shows them on a record. */
export const AttributionShape = {
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  referrer: z.string().nullable(),
  landing_page: z.string().nullable(),
};
export type Attribution = { [K in AttributionField]: string | null };
