// Timed work in the server process: a first run a little after start-up, then one every `everyMs`. A run still
// going when the next is due is not started twice, a failed run is logged, and stop() waits for the run under way.
// Whether a run may go ahead across app servers is the job's own affair (runOnce, or a row it claims).
import type { Logger } from "#server/http/logger";

export function scheduleJob(options: {
  /** Named in the log line of a failed run. */
  name: string;
  firstAfterMs: number;
  everyMs: number;
  run: () => Promise<unknown>;
  logger: Logger;
}): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = options
      .run()
      .catch((err: unknown) =>
        options.logger.error(`${options.name} failed`, {
          error: err instanceof Error ? err.message : String(err),
        }),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, options.firstAfterMs);
  const every = setInterval(tick, options.everyMs);
  // Timers alone never keep the process alive.
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
