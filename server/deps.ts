import type { ContentChanges } from "./cache/content-changes";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { VisitCounter } from "./features/visits/visit-counter";
import type { Logger } from "./http/logger";

/** What the request handlers need from the process: built once at start-up, passed down explicitly. */
export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  changes: ContentChanges;
  /** Where uploaded images are stored and served from (/uploads/...). */
  uploadsDir: string;
  /** Counts the public pages' visits (server/features/visits/); absent, nothing is counted (API-only tests). */
  visits?: VisitCounter;
}
