import { describe, expect, it } from "vitest";
import {
  amountInWords,
  financialYearOf,
  formatPaise,
  formatReceiptNumber,
  istDate,
  maxReceiptSerial,
  parseReceiptNumber,
} from "./receipts";

describe("financial year", () => {
  it("runs from 1 April to 31 March by the date in India", () => {
    // 31 March 2027, 18:29 UTC is 23:59 in India: still 2026-27; a minute later it is 1 April there.
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z")).label).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toEqual({
      startYear: 2027,
      label: "2027-28",
      startsOn: "2027-04-01",
      endsOn: "2028-03-31",
    });
    expect(financialYearOf(new Date("2026-01-15T00:00:00Z")).label).toBe("2025-26");
    expect(financialYearOf(new Date("2099-12-01T00:00:00Z")).label).toBe("2099-00");
    expect(istDate(new Date("2026-06-30T20:00:00Z"))).toBe("2026-07-01");
  });
});

describe("receipt numbers", () => {
  const year = financialYearOf(new Date("2026-05-01T00:00:00Z"));

  it("are PREFIX/2026-27/0001, at most 16 characters as Rule 46 allows", () => {
    expect(formatReceiptNumber("VA", year, 1)).toBe("VA/2026-27/0001");
    expect(formatReceiptNumber("VA", year, 12_345)).toBe("VA/2026-27/12345");
    expect(formatReceiptNumber("VA", year, 12_345)).toHaveLength(16);
    expect(maxReceiptSerial("VA")).toBe(99_999);
    expect(maxReceiptSerial("VAR")).toBe(9_999);
    expect(() => formatReceiptNumber("VA", year, 100_000)).toThrow(RangeError);
    expect(() => formatReceiptNumber("VA", year, 0)).toThrow(RangeError);
    expect(() => formatReceiptNumber("VARA", year, 1)).toThrow(RangeError);
    expect(parseReceiptNumber("VA/2026-27/0042")).toEqual({
      prefix: "VA",
      financialYear: "2026-27",
      serial: 42,
    });
    expect(parseReceiptNumber("VA/2026-27/42")).toBeNull();
  });
});

describe("amounts", () => {
  it("print in the Indian grouping with paise", () => {
    expect(formatPaise(11_800_000)).toBe("₹1,18,000.00");
    expect(formatPaise(123_456_789_00)).toBe("₹12,34,56,789.00");
    expect(formatPaise(5)).toBe("₹0.05");
    expect(formatPaise(99_900)).toBe("₹999.00");
  });

  it("are written in words in lakh and crore, as invoices do", () => {
    expect(amountInWords(11_800_000)).toBe("Rupees One Lakh Eighteen Thousand Only");
    expect(amountInWords(99_950)).toBe("Rupees Nine Hundred Ninety-Nine and Fifty Paise Only");
    expect(amountInWords(1_234_567_801)).toBe(
      "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and One Paise Only",
    );
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(amountInWords(40)).toBe("Forty Paise Only");
    expect(amountInWords(100_000_000_000)).toBe("Rupees One Hundred Crore Only");
  });
});
