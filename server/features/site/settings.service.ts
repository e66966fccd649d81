// The site settings row: read (repaired against the schema, so a stored value can never break a page), seeded
// once from SITE_* or the samples, and replaced whole by the settings screen.
import { eq, sql } from "drizzle-orm";
import { type SiteSettings, SiteSettingsSchema } from "#contract/schemas/site-settings";
import { SAMPLE_SITE_SETTINGS } from "#contract/site-settings";
import type { Db } from "#server/db/client";
import { siteSettings } from "#server/db/schema";
import type { Env } from "#server/env";
import type { Logger } from "#server/http/logger";
import { siteSettingsFromEnv } from "./site-settings-env";

const ROW_ID = 1;

/**
 * A stored object that no longer passes the schema (written by an older version, or edited by hand) is mended
 * field by field from the samples rather than refused: the site keeps showing everything that is still valid.
 */
export function repairSettings(stored: unknown): SiteSettings {
  const given = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  let candidate: Record<string, unknown> = { ...SAMPLE_SITE_SETTINGS, ...given };
  for (let attempt = 0; attempt < 3; attempt++) {
    const parsed = SiteSettingsSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    const broken = new Set(parsed.error.issues.map((i) => String(i.path[0])));
    candidate = { ...candidate };
    for (const key of broken) candidate[key] = SAMPLE_SITE_SETTINGS[key as keyof SiteSettings];
  }
  return SAMPLE_SITE_SETTINGS;
}

/** Writes the seed when the table is empty; several servers starting together insert it at most once. */
export async function seedSettings(db: Db, env: Pick<Env, "site">, logger?: Logger): Promise<void> {
  const { settings, warnings } = siteSettingsFromEnv(env.site);
  for (const warning of warnings) logger?.warn("site setting ignored", { detail: warning });
  await db
    .insert(siteSettings)
    .values({ id: ROW_ID, data: settings })
    .onConflictDoNothing({ target: siteSettings.id });
}

async function storedRow(db: Db) {
  const [row] = await db
    .select({ data: siteSettings.data })
    .from(siteSettings)
    .where(eq(siteSettings.id, ROW_ID));
  return row;
}

export async function readSettings(db: Db, env: Pick<Env, "site">): Promise<SiteSettings> {
  const row = await storedRow(db);
  if (row) return repairSettings(row.data);
  await seedSettings(db, env);
  return readSettings(db, env);
}

/** The settings row as stored now, undefined before there is one; mails read it inside their cause's transaction. */
export type StoredSettings = Awaited<ReturnType<typeof storedRow>>;
export const storedSettings = storedRow;

/**
 * The settings of a stored row, or `seed` (what seeding would store) before there is one. Never writes the seed:
 * a mail's transaction must not do that as a side effect.
 */
export function settingsOrSeed(row: StoredSettings, seed: SiteSettings): SiteSettings {
  return row ? repairSettings(row.data) : seed;
}

export async function writeSettings(db: Db, settings: SiteSettings): Promise<SiteSettings> {
  await db
    .insert(siteSettings)
    .values({ id: ROW_ID, data: settings })
    .onConflictDoUpdate({ target: siteSettings.id, set: { data: settings, updatedAt: sql`now()` } });
  return settings;
}

/** Staff notification addresses named on the settings screen; empty when none are (the mail code falls back). */
export function recipientsIn(row: StoredSettings): string[] {
  const list = (row?.data as { notificationRecipients?: unknown } | undefined)?.notificationRecipients;
  return Array.isArray(list) ? list.filter((e): e is string => typeof e === "string" && e.includes("@")) : [];
}
