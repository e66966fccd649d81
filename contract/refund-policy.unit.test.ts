import { describe, expect, it } from "vitest";
import { DEFAULT_CANCELLATION_POLICY, daysBefore, defaultRefundPaise } from "./refund-policy";

const policy = DEFAULT_CANCELLATION_POLICY;
const refund = (paidPaise: number, today: string, startsOn = "2027-01-20", p = policy) =>
  defaultRefundPaise({ paidPaise, startsOn, today, policy: p });

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
    expect(refund(500_000, "2027-01-01")).toBe(500_000);
    expect(refund(500_000, "2027-01-13")).toBe(500_000);
    expect(refund(500_000, "2027-01-14")).toBe(250_000);
    expect(refund(500_000, "2027-01-19")).toBe(250_000);
    expect(refund(500_000, "2027-01-20")).toBe(0);
    expect(refund(500_000, "2027-02-01")).toBe(0);
  });

  it("rounds a share down to the paisa and never exceeds what was paid", () => {
    expect(
      refund(99_999, "2027-01-15", "2027-01-20", { fullRefundDaysBefore: 7, partialRefundPercent: 33 }),
    ).toBe(32_999);
    expect(
      refund(1_000, "2027-01-15", "2027-01-20", { fullRefundDaysBefore: 7, partialRefundPercent: 250 }),
    ).toBe(1_000);
    expect(refund(0, "2027-01-01")).toBe(0);
    expect(
      refund(1_000, "2027-01-20", "2027-01-20", { fullRefundDaysBefore: 0, partialRefundPercent: 0 }),
    ).toBe(1_000);
  });
});
