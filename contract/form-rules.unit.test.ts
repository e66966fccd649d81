// The browser checks (form-rules.ts) must give the visitor the answer the API will give: for each input, the
// same verdict and the same first message as the server's Zod field builders.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MAX_LONG_TEXT, MAX_PHONE } from "./constants";
import { email, isoDate, optionalText, phone, requiredText } from "./fields";
import {
  dateFromTodayCheck,
  emailCheck,
  optionalTextCheck,
  phoneCheck,
  requiredTextCheck,
} from "./form-rules";
import { VALIDATION_MESSAGES as V } from "./messages";
import { ConsultationCreateSchema } from "./schemas/consultation";

/** What the server says about one value: true, or its first message. */
function serverVerdict(schema: z.ZodType, value: unknown): true | string {
  const result = schema.safeParse(value);
  return result.success || (result.error.issues[0]?.message ?? "?");
}

const TEXTS = [
  "",
  "   ",
  "Asha",
  "  Asha  ",
  "a".repeat(40),
  `${"a".repeat(40)} `,
  "a".repeat(41),
  "a".repeat(200),
  "a".repeat(201),
  "nul\u0000inside",
  "\u0000",
  "a".repeat(MAX_LONG_TEXT + 1),
];

describe("browser form checks agree with the API's schemas", () => {
  it("required text, with the default, the phone and the long-text limits", () => {
    for (const max of [undefined, MAX_PHONE, MAX_LONG_TEXT])
      for (const value of TEXTS)
        expect(requiredTextCheck(V.required, max)(value), JSON.stringify(value).slice(0, 30)).toBe(
          serverVerdict(requiredText(V.required, max), value),
        );
  });

  it("optional text", () => {
    for (const value of [...TEXTS, undefined, null])
      expect(optionalTextCheck(MAX_LONG_TEXT)(value), String(value).slice(0, 30)).toBe(
        serverVerdict(optionalText(MAX_LONG_TEXT), value),
      );
  });

  it("e-mail addresses", () => {
    for (const value of [
      "",
      "a@b.co",
      "  a@b.co ",
      "a@b",
      "a b@c.de",
      "@b.co",
      "a@@b.co",
      "a@b.co\u0000",
      `${"a".repeat(250)}@b.co`,
      "ä@ü.in",
    ])
      expect(emailCheck()(value), value.slice(0, 30)).toBe(serverVerdict(email(), value));
  });

  it("phone numbers: digits with a leading + and spaces, hyphens or brackets, 1 to 15 digits", () => {
    const accepted = [
      "+91 98765 43210",
      "9876543210",
      "0542-1234567",
      "(0542) 123 4567",
      "  +91 91234 56789 ",
      "98765",
      "1",
      "+1 (555) 010-0199",
      "1".repeat(15),
    ];
    const refused = [
      "call me",
      "asha@example.com",
      "98765 ext. 12",
      "+",
      "---",
      "91+98765",
      "+91.98765.43210",
      "1".repeat(16),
      "+91 98765 43210 98765",
      "٩٨٧٦٥",
    ];
    for (const value of accepted) expect(phoneCheck(MAX_PHONE)(value), value).toBe(true);
    for (const value of refused) expect(phoneCheck(MAX_PHONE)(value), value).toBe(V.invalidPhone);
    for (const value of [...accepted, ...refused, ...TEXTS, "9".repeat(41), undefined, null, 98765])
      expect(phoneCheck(MAX_PHONE)(value), String(value).slice(0, 30)).toBe(
        serverVerdict(phone(MAX_PHONE), value),
      );
  });

  it("preferred dates: blank, or a real date not before today in India", () => {
    const now = new Date("2026-03-14T18:30:00.000Z"); // already 15 March in India
    const check = dateFromTodayCheck(() => now);
    expect(check("")).toBe(true);
    expect(check("2026-03-15")).toBe(true);
    expect(check("2026-03-14")).toBe(V.preferredDateInPast);
    for (const bad of ["2026-02-30", "15/03/2026", "2026-3-15"]) {
      expect(check(bad), bad).toBe(V.invalidValue);
      expect(serverVerdict(isoDate(), bad)).toBe(V.invalidValue);
    }
    // The server's schema reads the real clock; compare on dates that differ from today by a wide margin.
    const booking = (preferred_date: string) => ({
      name: "Asha",
      email: "a@b.co",
      phone: "1",
      message: "Hello",
      preferred_date,
    });
    for (const date of ["2000-01-01", "2999-12-31", ""]) {
      const server = ConsultationCreateSchema.safeParse(booking(date));
      const browser = dateFromTodayCheck()(date);
      expect(browser === true, date).toBe(server.success);
      if (!server.success) expect(browser).toBe(server.error.issues[0]?.message);
    }
  });
});
