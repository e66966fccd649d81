// Work that must not delay, or show in the timing of, the answer it belongs to starts only once that answer has
// been handed to the network. On the Node server that is the response's "finish" (or "close", if the client went
// away); where there is no socket (the app called in-process, as in tests) it is the next turn of the event loop.
import type { ServerResponse } from "node:http";
import type { Context } from "hono";

export function afterAnswer(c: Context): Promise<void> {
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
