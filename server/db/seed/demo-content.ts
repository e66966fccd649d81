import type { Logger } from "#server/http/logger";
import type { Db } from "../client";

/** Loads the demo content on an empty database. Filled in by the demo-content work. */
export async function seedDemoContent(_deps: { db: Db; uploadsDir: string; logger: Logger }): Promise<void> {}
