// Field builders shared by every schema. Inputs arrive as JSON or as multipart text, so each builder accepts both
// spellings (true/"true"/"1", 3/"3", [..]/"[..]") and parses strictly: "1'" is not 1.
import { z } from "zod";
import { MAX_LIST_ITEMS, MAX_MEDIUM_TEXT, MAX_SHORT_TEXT, MAX_URL } from "./constants";
import { EMAIL_PATTERN, hasNoNul, isIsoDate, isPlausiblePhone, MAX_EMAIL, todayInIndia } from "./form-rules";
import { DEFAULT_LOCALE, LOCALES } from "./locales";
import { VALIDATION_MESSAGES as V } from "./messages";

export { hasNoNul, todayInIndia };

/** Trimmed text, no NUL byte, bounded length; "" allowed (use requiredText for required fields). */
export const text = (max = MAX_SHORT_TEXT) =>
  z
    .string({ error: V.invalidValue })
    .refine(hasNoNul, { message: V.invalidValue })
    .transform((s) => s.trim())
    .pipe(z.string().max(max, { message: V.tooLong }));

export const requiredText = (message: string, max = MAX_SHORT_TEXT) =>
  z
    .string({ error: message })
    .refine(hasNoNul, { message: V.invalidValue })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, { message }).max(max, { message: V.tooLong }));

/** Optional text stored as null when absent or blank. */
export const optionalText = (max = MAX_MEDIUM_TEXT) =>
  z
    .union([text(max), z.null()], { error: V.invalidValue })
    .optional()
    .transform((s) => (s ? s : null));

export { EMAIL_PATTERN };
export const email = (message: string = V.invalidEmail) =>
  z
    .string({ error: message })
    .transform((s) => s.trim())
    .pipe(
      z.string().max(MAX_EMAIL, { message }).regex(EMAIL_PATTERN, { message }).refine(hasNoNul, { message }),
    );

/** A required phone number of a visitor's form (isPlausiblePhone in form-rules.ts, which the browser checks too). */
export const phone = (max: number) =>
  requiredText(V.required, max).refine(isPlausiblePhone, { message: V.invalidPhone });

// Without an error of its own, a union that no branch accepts reports Zod's generic "Invalid input".
export const formBoolean = z.union(
  [
    z.boolean(),
    z
      .enum(["true", "false", "1", "0"], { error: V.invalidValue })
      .transform((s) => s === "true" || s === "1"),
  ],
  { error: V.invalidValue },
);

/** A whole number >= min, as a JSON number or a decimal string; nothing else. */
export const formInt = (min: number, message: string = V.invalidValue, max = 2_147_483_647) =>
  z.union(
    [
      z.number({ error: message }).int({ message }).min(min, { message }).max(max, { message }),
      z
        .string({ error: message })
        .regex(/^-?\d{1,10}$/, { message })
        .transform(Number)
        .pipe(z.number().int().min(min, { message }).max(max, { message })),
    ],
    { error: message },
  );

export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { message: V.notFound })
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647, { message: V.notFound }));

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slug = (message: string) =>
  z
    .string({ error: message })
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        // abort: an empty slug is missing, not also badly formed.
        .min(1, { message, abort: true })
        .max(MAX_SHORT_TEXT, { message: V.tooLong })
        .regex(SLUG_PATTERN, { message: "Use lower-case letters, numbers and hyphens only" }),
    );

/** Lower-case, non-alphanumeric runs become one hyphen, edge hyphens trimmed: the
 * slug the admin forms fill in from a title. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const isDataUri = (s: string) => /^\s*data:/i.test(s);

/** An image reference: an absolute http(s) URL or a path under /uploads/ or /images/. Never a data: URI. */
export const imageUrl = (dataUriMessage: string = V.base64ImageRejected) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((s) => (s ? s.trim() : ""))
    .superRefine((s, ctx) => {
      if (!s) return;
      if (isDataUri(s)) ctx.addIssue({ code: "custom", message: dataUriMessage });
      else if (
        s.length > MAX_URL ||
        !hasNoNul(s) ||
        !(/^https?:\/\/[^\s]+$/i.test(s) || /^\/[^\s/][^\s]*$/.test(s))
      )
        ctx.addIssue({ code: "custom", message: V.invalidUrl });
    })
    .transform((s) => (s ? s : null));

export const optionalUrl = imageUrl(V.invalidUrl);

/** Parses JSON text when a list arrives as multipart text. Bad JSON becomes a validation issue, never a throw. */
export function jsonText<T extends z.ZodType>(schema: T, onUnparseable: "issue" | "empty" = "issue") {
  return z.union(
    [
      schema,
      z
        .string()
        .transform((s, ctx) => {
          if (s.trim() === "") return [];
          try {
            return JSON.parse(s) as unknown;
          } catch {
            if (onUnparseable === "empty") return [];
            ctx.addIssue({ code: "custom", message: V.invalidValue });
            return z.NEVER;
          }
        })
        .pipe(schema),
    ],
    { error: V.invalidValue },
  );
}

/** A list of text items; blank items are dropped, as the admin forms do before saving. */
export const textList = (max = MAX_MEDIUM_TEXT) =>
  jsonText(
    z
      .array(text(max), { error: V.invalidValue })
      .max(MAX_LIST_ITEMS, { message: V.tooLong })
      .transform((items) => items.filter((item) => item.length > 0)),
  );

/** YYYY-MM-DD, a real calendar date. */
export const isoDate = (message: string = V.invalidValue) =>
  z
    .string({ error: message })
    // abort: a string that is not even shaped like a date needs one error, not a second from the calendar check.
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message, abort: true })
    .refine(isIsoDate, { message });

/**
 * The language of the public page a visitor's form was sent from: the mails that answer the visitor are written in
 * it. Absent means English, as forms sent before there was a choice did.
 */
export const pageLocale = () =>
  z
    .enum(LOCALES, { error: V.invalidValue })
    .optional()
    .transform((l) => l ?? DEFAULT_LOCALE);
