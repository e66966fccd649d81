// The slots' scheduled work on every app server: release unpaid holds whose time is up, and send the reminders that
// are due. Each tick runs under runOnce (one server at a time), and each job is once-only by itself as well (one
// claiming UPDATE for holds, a unique row per reminder), so a tick that overlaps another server's is harmless.
import type { AppDeps } from "#server/deps";
import { runOnce } from "#server/jobs/run-once";
import { scheduleJob } from "#server/jobs/schedule";
import { slotContextOf } from "./slots.routes";
import { expireHolds, sendDueReminders } from "./slots.service";

/** Often enough that a 30-minute hold is released within a minute of its end and a reminder comes on time. */
export const SLOT_JOBS_EVERY_MS = 60_000;
const FIRST_RUN_AFTER_MS = 15_000;

/** One tick at `now`: what the schedule runs, and what tests and the benchmark call with a moved clock. */
export async function runSlotJobs(deps: Pick<AppDeps, "database" | "env">, now: Date) {
  const context = slotContextOf(deps as AppDeps);
  const db = deps.database.db;
  const outcome = await runOnce(deps.database, "consultation-slots", async () => ({
    released: await expireHolds(db, context, now),
    reminders: await sendDueReminders(db, context, now),
  }));
  return outcome.ran ? outcome.value : { released: 0, reminders: 0 };
}

export function startSlotJobs(deps: AppDeps): { stop(): Promise<void> } {
  return scheduleJob({
    name: "consultation slots",
    firstAfterMs: FIRST_RUN_AFTER_MS,
    everyMs: SLOT_JOBS_EVERY_MS,
    run: async () => {
      const outcome = await runSlotJobs(deps, new Date());
      if (outcome.released + outcome.reminders > 0) deps.logger.info("consultation slots", outcome);
    },
    logger: deps.logger,
  });
}
