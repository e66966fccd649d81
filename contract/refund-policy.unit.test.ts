import { describe, expect, it } from "vitest";
import { DEFAULT_BILLING_SETTINGS } from "./billing-defaults";
import { daysBefore, defaultRefundPaise } from "./refund-policy";

const policy = DEFAULT_BILLING_SETTINGS.cancellation;
const refund = (paidPaise: number, today: string, startsOn = "2027-01-20", p = policy) =>
  defaultRefundPaise(p, paidPaise, startsOn, today);

describe("the default refund of the cancellation policy", () => {
  it("counts calendar days to the start, across months and years", () => {
    expect(daysBefore("2027-01-20", "2027-01-20")).toBe(0);
    expect(daysBefore("2027-01-20", "2027-01-13")).toBe(7);
    expect(daysBefore("2027-01-02", "2026-12-30")).toBe(3);
    expect(daysBefore("2027-01-20", "2027-01-21")).toBe(-1);
    // 2028 is a leap year.
    expect(daysBefore("2028-03-01", "2028-02-28")).toBe(2);
  });

  it("gives the whole fee back until the policy's day, part of it until the start, nothing after", () => {
    expect(policy).toEqual({ fullRefundDaysBeforeStart: 7, partialRefundPercent: 50 });
    expect(refund(500_000, "2027-01-01")).toBe(500_000);
    expect(refund(500_000, "2027-01-13")).toBe(500_000);
    expect(refund(500_000, "2027-01-14")).toBe(250_000);
    expect(refund(500_000, "2027-01-19")).toBe(250_000);
    expect(refund(500_000, "2027-01-20")).toBe(0);
    expect(refund(500_000, "2027-02-01")).toBe(0);
  });

  it("rounds a share down to the paisa, never above what was paid", () => {
    const third = { fullRefundDaysBeforeStart: 7, partialRefundPercent: 33 };
    expect(refund(99_999, "2027-01-15", "2027-01-20", third)).toBe(32_999);
    for (let paid = 0; paid < 3_000; paid += 7)
      for (const partialRefundPercent of [0, 1, 33, 50, 99, 100]) {
        const share = refund(paid, "2027-01-15", "2027-01-20", {
          fullRefundDaysBeforeStart: 7,
          partialRefundPercent,
        });
        expect(share).toBeLessThanOrEqual(paid);
        expect(Number.isInteger(share)).toBe(true);
      }
    // A policy of "full refund until the day it starts" still gives nothing once it has started.
    expect(
      refund(1_000, "2027-01-20", "2027-01-20", { fullRefundDaysBeforeStart: 0, partialRefundPercent: 0 }),
    ).toBe(1_000);
    expect(
      refund(1_000, "2027-01-21", "2027-01-20", { fullRefundDaysBeforeStart: 0, partialRefundPercent: 0 }),
    ).toBe(0);
  });
});

describe("the cancellation policy (fees-core's cases)", () => {
  const policy = { fullRefundDaysBeforeStart: 7, partialRefundPercent: 50 };
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
