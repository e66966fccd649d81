// The cancellation policy turned into the refund staff are offered by default. A pure rule, shared by the refund
// route (its default amount) and the refund dialog (the amount it prefills). Staff may always change the amount.

/**
 * A policy as the settings keep it: the whole fee back when cancelling at least `fullRefundDaysBefore` days before
 * the start; `partialRefundPercent` of it when cancelling later but before the first day; nothing from the first
 * day on.
 */
export interface CancellationPolicy {
  fullRefundDaysBefore: number;
  partialRefundPercent: number;
}

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  fullRefundDaysBefore: 7,
  partialRefundPercent: 50,
};

/** Whole days from `today` to `startsOn` (both YYYY-MM-DD, the academy's calendar): 0 on the first day. */
export function daysBefore(startsOn: string, today: string): number {
  const day = (d: string) =>
    Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((day(startsOn) - day(today)) / 86_400_000);
}

/**
 * The refund the policy gives for `paidPaise`, cancelled on `today`. A percentage is rounded down to the paisa: a
 * refund is never more than the policy promises, and never more than was paid.
 */
export function defaultRefundPaise(input: {
  paidPaise: number;
  startsOn: string;
  today: string;
  policy: CancellationPolicy;
}): number {
  const { paidPaise, policy } = input;
  if (paidPaise <= 0) return 0;
  const days = daysBefore(input.startsOn, input.today);
  if (days >= policy.fullRefundDaysBefore) return paidPaise;
  if (days <= 0) return 0;
  const percent = Math.min(100, Math.max(0, policy.partialRefundPercent));
  return Math.floor((paidPaise * percent) / 100);
}
