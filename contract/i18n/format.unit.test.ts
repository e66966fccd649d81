import { describe, expect, it } from "vitest";
import { INTL_LOCALE, type Locale } from "../locales";
import { formatNumber } from "./format";

describe("formatNumber", () => {
  it("writes every number as Intl writes it for the page's language, small counts included", () => {
    for (const locale of ["en", "hi"] as Locale[]) {
      const intl = new Intl.NumberFormat(INTL_LOCALE[locale]);
      for (const n of [...Array.from({ length: 1100 }, (_, i) => i), 12000, 120000, 1234567, 2.5, -3])
        expect(formatNumber(locale, n), `${locale} ${n}`).toBe(intl.format(n));
    }
  });

  it("groups thousands the Indian way in both languages", () => {
    expect(formatNumber("en", 120000)).toBe("1,20,000");
    expect(formatNumber("hi", 120000)).toBe("1,20,000");
  });
});
