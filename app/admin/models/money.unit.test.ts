import { describe, expect, it } from "vitest";
import { formatRupees, rupeesInput, rupeesToPaise } from "./money";

describe("rupees in the back office", () => {
  it("reads what staff type, exactly, and refuses what is not an amount", () => {
    expect(rupeesToPaise("5000")).toBe(500_000);
    expect(rupeesToPaise(" ₹1,23,456.5 ")).toBe(12_345_650);
    expect(rupeesToPaise("1,234.05")).toBe(123_405);
    expect(rupeesToPaise("0.01")).toBe(1);
    for (const bad of ["", "abc", "-5", "1.234", "1e3", "12.", ".5", "₹"])
      expect(rupeesToPaise(bad), bad).toBeNull();
  });

  it("writes an input value that reads back to the same paise, and shows amounts the Indian way", () => {
    for (const paise of [0, 1, 99, 100, 123_405, 500_000, 12_345_650])
      expect(rupeesToPaise(rupeesInput(paise))).toBe(paise);
    expect(formatRupees(500_000)).toBe("₹5,000");
    expect(formatRupees(12_345_650)).toBe("₹1,23,456.50");
  });
});
