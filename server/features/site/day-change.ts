// Cached pages are kept until content changes, but one thing changes with the calendar alone: the upcoming
// course disappears once its start date has passed. So each server drops its own caches just after midnight in
// India (the academy's day, as todayInIndia counts it). The drop is announced like any change; servers that
// announce it too only drop their (just emptied) caches once more.
import type { ContentChanges } from "#server/cache/content-changes";

const DAY_MS = 86_400_000;
/** India is UTC+5:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = 5.5 * 3_600_000;

export function msUntilNextIndianMidnight(now = Date.now()): number {
  const local = now + INDIA_OFFSET_MS;
  return DAY_MS - (local % DAY_MS) + 1000;
}

export function dropCachesEachDay(changes: Pick<ContentChanges, "changed">): { stop(): void } {
  let timer: NodeJS.Timeout;
  const schedule = () => {
    timer = setTimeout(() => {
      void changes.changed();
      schedule();
    }, msUntilNextIndianMidnight());
    timer.unref();
  };
  schedule();
  return { stop: () => clearTimeout(timer) };
}
