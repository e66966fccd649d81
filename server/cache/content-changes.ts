// Every cache of public content (API responses, rendered pages) is dropped when any admin write lands.
// The signal also goes through the database (LISTEN/NOTIFY), so every app server sharing one PostgreSQL
// drops its caches, not only the one that took the write.
import { randomUUID } from "node:crypto";
import type { Database } from "#server/db/client";

const CHANNEL = "content_changed";

export interface ContentChanges {
  /** Increases on every change; a cache entry made under an older version is stale. */
  version(): number;
  /** Announces a change here and to every other process on the same database. */
  changed(): Promise<void>;
  subscribe(onChange: () => void): () => void;
}

export async function createContentChanges(database: Database): Promise<ContentChanges> {
  const instanceId = randomUUID();
  let version = 0;
  const subscribers = new Set<() => void>();
  const bump = () => {
    version++;
    for (const fn of subscribers) fn();
  };
  await database.listen(CHANNEL, (payload) => {
    if (payload !== instanceId) bump();
  });
  return {
    version: () => version,
    async changed() {
      bump();
      try {
        await database.notify(CHANNEL, instanceId);
      } catch {
        // The write itself succeeded; other servers will catch up when their listener reconnects.
      }
    },
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
  };
}
