import { describe, expect, it } from "vitest";
import { INTL_LOCALE, LOCALES } from "../locales";
import { calendarDayLabel } from "./calendar-names";

describe("the picker's day names", () => {
  it("are what Intl writes for every weekday and month, in both languages and both lengths", () => {
    // 2026-01-01 onwards for 400 days covers every weekday in every month.
    for (const locale of LOCALES)
      for (const style of ["short", "long"] as const) {
        const intl = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
          weekday: style,
          day: "numeric",
          month: style,
          timeZone: "UTC",
        });
        for (let i = 0; i < 400; i++) {
          const day = new Date(Date.UTC(2026, 0, 1 + i));
          expect(calendarDayLabel(day.toISOString().slice(0, 10), locale, style)).toBe(intl.format(day));
        }
      }
  });

  it("leave a malformed date as it was", () => {
    expect(calendarDayLabel("someday", "en")).toBe("someday");
  });
});
