// Work that must not delay, or show in the timing of, the answer it belongs to: it starts only once that answer
// has been handed to the network. On the Node server that is the response's "finish" (or "close", if the client
// went away); where there is no socket (the app called in-process, as in tests) it is the next turn of the event
// loop. Such work is tracked per database, so that the shutdown (and a test) can wait for it.
import type { ServerResponse } from "node:http";
import type { Context } from "hono";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/http/logger";

function answered(c: Context): Promise<void> {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return new Promise((resolve) => {
    if (!outgoing || outgoing.writableFinished || outgoing.destroyed) {
      setImmediate(resolve);
      return;
    }
    outgoing.once("finish", () => resolve());
    outgoing.once("close", () => resolve());
  });
}

const underWay = new WeakMap<Db, Set<Promise<void>>>();

/**
 * Runs `work` once the answer to `c` is out. A failure is logged as "`what` failed": the visitor has had the
 * answer already.
 */
export function afterAnswer(
  c: Context,
  deps: { database: { db: Db }; logger: Logger },
  what: string,
  work: () => Promise<unknown>,
): void {
  const db = deps.database.db;
  const running = answered(c)
    .then(work)
    .then(
      () => undefined,
      (err: unknown) =>
        deps.logger.error(`${what} failed`, { error: err instanceof Error ? err.message : String(err) }),
    );
  const tracked = underWay.get(db) ?? new Set<Promise<void>>();
  underWay.set(db, tracked);
  tracked.add(running);
  void running.finally(() => tracked.delete(running));
}

/** Resolves when the work of every answer given so far on this database is done. */
export async function afterAnswersSettled(db: Db): Promise<void> {
  await Promise.all([...(underWay.get(db) ?? [])]);
}
