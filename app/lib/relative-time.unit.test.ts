import { describe, expect, it } from "vitest";
import type { Locale } from "#contract/locales";
import { relativeTime } from "./relative-time";

const NOW = new Date("2025-06-15T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** What each language reads for a time that many milliseconds before now (Hindi checked where given). */
const READINGS: [number, string, string?][] = [
  [0, "Just now"],
  [30 * SEC, "Just now", "अभी-अभी"],
  [59 * SEC, "Just now"],
  [MIN, "1 minute ago", "1 मिनट पहले"],
  [2 * MIN, "2 minutes ago"],
  [5 * MIN, "5 minutes ago", "5 मिनट पहले"],
  [59 * MIN + 59 * SEC, "59 minutes ago"],
  [HOUR, "1 hour ago", "1 घंटे पहले"],
  [2 * HOUR, "2 hours ago"],
  [3 * HOUR, "3 hours ago", "3 घंटे पहले"],
  [23 * HOUR + 59 * MIN, "23 hours ago"],
  [DAY, "1 day ago", "1 दिन पहले"],
  [2 * DAY, "2 days ago"],
  [6 * DAY + 23 * HOUR, "6 days ago"],
  [7 * DAY, "1 week ago"],
  [13 * DAY, "1 week ago"],
  [14 * DAY, "2 weeks ago", "2 सप्ताह पहले"],
  [27 * DAY + 23 * HOUR, "3 weeks ago"],
  [28 * DAY, "1 month ago"],
  [29 * DAY, "1 month ago"],
  [30 * DAY, "1 month ago"],
  [59 * DAY, "1 month ago"],
  [60 * DAY, "2 months ago", "2 माह पहले"],
  [365 * DAY, "12 months ago"],
];

describe.each([
  { locale: "en" as Locale, readings: READINGS.map(([ms, english]) => [ms, english] as const) },
  {
    locale: "hi" as Locale,
    readings: READINGS.flatMap(([ms, , hindi]) => (hindi ? [[ms, hindi] as const] : [])),
  },
])("relativeTime in $locale", ({ locale, readings }) => {
  it.each(readings)("%i ms ago reads %s", (ms, expected) => {
    expect(relativeTime(ago(ms), NOW, locale)).toBe(expected);
  });
});

describe("relativeTime", () => {
  it("treats a time slightly in the future as just now", () => {
    expect(relativeTime(new Date(NOW.getTime() + 5 * SEC).toISOString(), NOW)).toBe("Just now");
  });

  it("returns an empty string for an unreadable time", () => {
    expect(relativeTime("not a date", NOW)).toBe("");
  });
});
