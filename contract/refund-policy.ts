// The cancellation policy as a rule: what a person gets back when they cancel, by how many days before their
// batch starts (dates in India). Shown at checkout, and the default amount staff are offered when they refund.
import type { CancellationPolicy } from "./schemas/billing";

const DAY_MS = 86_400_000;

/** Whole days from `today` to `startsOn` (both YYYY-MM-DD), negative once it has started. */
export function daysBefore(startsOn: string, today: string): number {
  return Math.round((Date.parse(`${startsOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * The refund the policy gives on `today`: all of `paidPaise` until `fullRefundDaysBeforeStart` days before the
 * start, `partialRefundPercent` of it (rounded down to the paisa) from then until the day before the start,
 * nothing from the start.
 */
export function defaultRefundPaise(
  policy: CancellationPolicy,
  paidPaise: number,
  startsOn: string,
  today: string,
): number {
  const days = daysBefore(startsOn, today);
  if (days >= policy.fullRefundDaysBeforeStart) return paidPaise;
  if (days > 0) return Math.floor((paidPaise * policy.partialRefundPercent) / 100);
  return 0;
}
