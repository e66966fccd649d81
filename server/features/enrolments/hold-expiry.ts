// The hold-expiry job: every HOLD_EXPIRY_EVERY_SECONDS each app server looks for holds past their time and moves
// them to `expired`, offering the freed seats to the waiting list. One server does a tick at a time (runOnce); even
// without that, each batch is done under its row lock and an expired hold no longer matches, so none is expired
// twice. A hold expires within HOLD_EXPIRY_EVERY_SECONDS (plus the tick's own time) of `hold_expires_at`.
import { HOLD_EXPIRY_EVERY_SECONDS } from "#contract/constants";
import type { AppDeps } from "#server/deps";
import { runOnce } from "#server/jobs/run-once";
import { scheduleJob } from "#server/jobs/schedule";
import { enrolmentMailer } from "./enrolment-mailer";
import { seatNotifier } from "./enrolments.service";
import { expireDueHolds } from "./seats";

/** One tick at `now`: answers how many holds expired. The page caches drop when any did (seats left changed). */
export async function expireHoldsOnce(deps: AppDeps, now: Date): Promise<number> {
  const notify = seatNotifier(enrolmentMailer(deps.env));
  const outcome = await runOnce(deps.database, "hold-expiry", () =>
    expireDueHolds(deps.database.db, now, notify),
  );
  const expired = outcome.ran ? outcome.value : 0;
  if (expired > 0) await deps.changes.changed();
  return expired;
}

export function startHoldExpiry(deps: AppDeps): { stop(): Promise<void> } {
  return scheduleJob({
    name: "hold expiry",
    firstAfterMs: 2000,
    everyMs: HOLD_EXPIRY_EVERY_SECONDS * 1000,
    run: async () => {
      const expired = await expireHoldsOnce(deps, new Date());
      if (expired > 0) deps.logger.info("seat holds expired", { expired });
    },
    logger: deps.logger,
  });
}
