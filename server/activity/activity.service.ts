// The activity log: one row per staff change, sign-in and sign-out, written by the code that makes the change, in
// its transaction, so a rolled-back change leaves no entry and a saved one always has its entry.
import { and, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import {
  ACTIVITY_RETENTION_DAYS,
  type ActivityAction,
  type ActivityEntry,
  type ActivityListQuery,
  type Authorship,
  type FieldChange,
  type OtherActivityResource,
  type StaffRef,
} from "#contract/schemas/activity";
import { apiRow } from "#server/db/api-row";
import type { Db } from "#server/db/client";
import { activityLog, adminUsers } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import type { Paging } from "#server/http/paging";
import { clientAddress } from "#server/http/rate-limit";

/** Who did it and from where. */
export interface Actor {
  adminId: number;
  username: string;
  address: string | null;
}

export type FieldChanges = FieldChange[];

export interface ActivityInput {
  actor: Actor;
  action: ActivityAction;
  /** A content resource's machine name ("courses"), or one of the other things the log covers ("settings", …). */
  resource: OtherActivityResource | (string & {});
  resourceId?: number | null;
  /** The record's title or name, so the entry still reads well once the record is gone. */
  label?: string | null;
  changes?: FieldChanges | null;
}

/** The signed-in admin of a request and its client address (behind TRUST_PROXY, the proxy's last entry). */
export function actorOf(c: Context<AppEnv>, trustProxy: boolean): Actor | undefined {
  const admin = c.get("admin");
  if (!admin) return undefined;
  return { adminId: admin.adminId, username: admin.username, address: clientAddress(c, trustProxy) };
}

/** Writes one entry. Pass the transaction of the change it records. */
export async function recordActivity(tx: Db, entry: ActivityInput): Promise<void> {
  await tx.insert(activityLog).values({
    actor_id: entry.actor.adminId,
    actor_username: entry.actor.username,
    client_address: entry.actor.address,
    action: entry.action,
    resource: entry.resource,
    resource_id: entry.resourceId ?? null,
    label: entry.label?.slice(0, 300) || null,
    changes: entry.changes && entry.changes.length > 0 ? entry.changes : null,
  });
}

/** What a change reports for its entry, or null when it changed nothing worth one. */
export type ActivityOf = Omit<ActivityInput, "actor"> | null;

/**
 * Runs a staff change and writes its entry in the same transaction, so a refused or rolled-back change leaves no
 * entry and a saved one always has one. Without a signed-in admin (a job, a direct call) only the change runs.
 */
export function changeWithActivity<T>(
  db: Db,
  actor: Actor | undefined,
  change: (tx: Db) => Promise<{ value: T; activity: ActivityOf }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { value, activity } = await change(tx);
    if (actor && activity) await recordActivity(tx, { actor, ...activity });
    return value;
  });
}

/**
 * A record whose fields are groups of fields (the settings' address, billing), one level flattened to
 * "billing.gstin", so that the log says which field of a group changed rather than the whole group.
 */
export function flattenGroups(record: Record<string, unknown>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date))
      for (const [inner, innerValue] of Object.entries(value)) flat[`${key}.${inner}`] = innerValue;
    else flat[key] = value;
  }
  return flat;
}

/** Never recorded, not even as "changed": secrets and the bookkeeping columns every write touches. */
const SECRET_FIELD = /password|token|secret|hash|totp|recovery/i;
const BOOKKEEPING = new Set([
  "created_at",
  "updated_at",
  "created_by",
  "updated_by",
  "deleted_at",
  "deleted_by",
]);
/** Rich-text bodies: recorded as changed, never their content. */
const RICH_TEXT_FIELDS = new Set(["content", "overview", "body", "body_html", "html"]);
/** Longer text than this is recorded as changed only: the log is for who changed what, not a copy of the site. */
const MAX_RECORDED_TEXT = 500;

const isLong = (value: unknown) =>
  (typeof value === "string" && value.length > MAX_RECORDED_TEXT) ||
  (typeof value === "object" && value !== null && JSON.stringify(value).length > MAX_RECORDED_TEXT);

const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The fields that differ between two versions of a record, with before and after. A create has no `before` (each
 * field with a value is recorded as its `after`); `keys` limits the comparison (a row's columns and the
 * resource's own fields, so derived fields such as a course's category name are not reported twice).
 */
export function fieldChanges(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  keys: Iterable<string> = Object.keys(after),
): FieldChanges {
  const changes: FieldChanges = [];
  for (const key of keys) {
    if (SECRET_FIELD.test(key) || BOOKKEEPING.has(key)) continue;
    const old = plain(before?.[key]);
    const now = plain(after[key]);
    if (!before && (now === null || now === "" || (Array.isArray(now) && now.length === 0))) continue;
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    if (RICH_TEXT_FIELDS.has(key) || isLong(old) || isLong(now)) changes.push({ field: key, changed: true });
    else changes.push(before ? { field: key, before: old, after: now } : { field: key, after: now });
  }
  return changes;
}

function whereOf(query: ActivityListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.resource) conditions.push(eq(activityLog.resource, query.resource));
  if (query.actor) conditions.push(eq(activityLog.actor_id, query.actor));
  if (query.from) conditions.push(gte(activityLog.at, sql`${query.from}::date`));
  // Up to the end of the last day: before the next day's midnight (UTC).
  if (query.to) conditions.push(lt(activityLog.at, sql`${query.to}::date + 1`));
  return and(...conditions);
}

/** Newest first; the id breaks ties between entries of one transaction. */
export async function listActivity(
  db: Db,
  query: ActivityListQuery,
  paging: Paging,
): Promise<ActivityEntry[]> {
  const rows = await db
    .select()
    .from(activityLog)
    .where(whereOf(query))
    .orderBy(desc(activityLog.at), desc(activityLog.activity_id))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map((row) => apiRow(row) as ActivityEntry);
}

export async function countActivity(db: Db, query: ActivityListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(activityLog).where(whereOf(query));
  return Number(row?.n ?? 0);
}

/** Everyone who appears in the log as its author, for the screen's person filter; by name. */
export async function activityActors(db: Db): Promise<StaffRef[]> {
  const rows = await db
    .selectDistinct({ admin_id: activityLog.actor_id, username: activityLog.actor_username })
    .from(activityLog)
    .where(isNotNull(activityLog.actor_id));
  const refs = await staffRefs(
    db,
    rows.map((row) => row.admin_id),
  );
  const seen = new Map<number, StaffRef>();
  for (const row of rows)
    if (row.admin_id !== null && !seen.has(row.admin_id))
      seen.set(row.admin_id, refs.get(row.admin_id) ?? { ...row, admin_id: row.admin_id, full_name: null });
  return [...seen.values()].sort((a, b) => a.username.localeCompare(b.username));
}

/** Deletes entries older than the retention period; returns how many went. */
export async function purgeOldActivity(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * 24 * 60 * 60_000);
  const gone = await db
    .delete(activityLog)
    .where(lt(activityLog.at, cutoff))
    .returning({ id: activityLog.activity_id });
  return gone.length;
}

/** The admins behind a set of ids, as records name them. */
export async function staffRefs(db: Db, ids: (number | null | undefined)[]): Promise<Map<number, StaffRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  const refs = new Map<number, StaffRef>();
  if (wanted.length === 0) return refs;
  const rows = await db
    .select({ admin_id: adminUsers.admin_id, username: adminUsers.username, full_name: adminUsers.full_name })
    .from(adminUsers)
    .where(inArray(adminUsers.admin_id, wanted));
  for (const row of rows) refs.set(row.admin_id, row);
  return refs;
}

/** Who created a stored row and who changed it last. */
export async function authorshipOf(db: Db, row: Record<string, unknown>): Promise<Authorship> {
  const refs = await staffRefs(db, [row.created_by as number | null, row.updated_by as number | null]);
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
  return {
    created_at: iso(row.created_at),
    created_by: refs.get(row.created_by as number) ?? null,
    updated_at: iso(row.updated_at),
    updated_by: refs.get(row.updated_by as number) ?? null,
  };
}
