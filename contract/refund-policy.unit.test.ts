import { describe, expect, it } from "vitest";
import { daysBefore, defaultRefundPaise } from "./refund-policy";

const policy = { fullRefundDaysBeforeStart: 7, partialRefundPercent: 50 };

describe("the cancellation policy", () => {
  it("gives all back until N days before the start, the percentage until the day before, nothing from the start", () => {
    expect(daysBefore("2027-03-15", "2027-03-08")).toBe(7);
    expect(defaultRefundPaise(policy, 1_180_000, "2027-03-15", "2027-03-01")).toBe(1_180_000);
    expect(defaultRefundPaise(policy, 1_180_000, "2027-03-15", "2027-03-08")).toBe(1_180_000);
    expect(defaultRefundPaise(policy, 1_180_000, "2027-03-15", "2027-03-09")).toBe(590_000);
    expect(defaultRefundPaise(policy, 1_180_001, "2027-03-15", "2027-03-14")).toBe(590_000);
    expect(defaultRefundPaise(policy, 1_180_000, "2027-03-15", "2027-03-15")).toBe(0);
    expect(defaultRefundPaise(policy, 1_180_000, "2027-03-15", "2027-04-01")).toBe(0);
    expect(defaultRefundPaise({ ...policy, partialRefundPercent: 0 }, 500, "2027-03-15", "2027-03-10")).toBe(
      0,
    );
  });
});
