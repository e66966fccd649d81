import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { SubscriberStatus } from "#contract/enums";
import type { Subscribe, Subscriber } from "#contract/schemas/newsletter";
import type { Db } from "#server/db/client";
import { newsletterSubscribers } from "#server/db/schema";
import { matchesAny } from "#server/db/text-search";
import { notFound } from "#server/http/errors";
import type { Paging } from "#server/http/paging";

type Row = typeof newsletterSubscribers.$inferSelect;

function toSubscriber(row: Row): Subscriber {
  return {
    subscriber_id: row.subscriberId,
    email: row.email,
    name: row.name,
    status: row.status as SubscriberStatus,
    source: row.source,
    subscribed_at: row.subscribedAt.toISOString(),
    unsubscribed_at: row.unsubscribedAt ? row.unsubscribedAt.toISOString() : null,
  };
}

export type SubscribeOutcome = "created" | "resubscribed" | "already_active";

/**
 * One statement, so parallel sign-ups of one address (in any letter case) leave exactly one row: the unique index
 * on lower(email) arbitrates. An unsubscribed address becomes active again with subscribed_at set to now, because
 * that date records the consent currently in force; the name is kept unless a new one is given, and the source
 * becomes the form used this time. An active address is left untouched.
 */
export async function subscribe(db: Db, input: Subscribe): Promise<SubscribeOutcome> {
  const result = await db.execute(sql`
    insert into newsletter_subscribers (email, name, source)
    values (${input.email}, ${input.name}, ${input.source})
    on conflict ((lower(email))) do update set
      status = 'active',
      unsubscribed_at = null,
      subscribed_at = now(),
      name = coalesce(excluded.name, newsletter_subscribers.name),
      source = excluded.source
    where newsletter_subscribers.status = 'unsubscribed'
    returning (xmax = 0) as inserted`);
  // Both drivers (pg and PGlite) answer raw SQL with { rows }. No row: the conflict's WHERE kept an active one.
  const row = (result as unknown as { rows: { inserted: boolean }[] }).rows[0];
  if (!row) return "already_active";
  return row.inserted ? "created" : "resubscribed";
}

/** Unsubscribes the address if it is on the list; an address already unsubscribed keeps its original date. */
export async function unsubscribe(db: Db, email: string): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
    .where(
      and(
        sql`lower(${newsletterSubscribers.email}) = lower(${email})`,
        eq(newsletterSubscribers.status, "active"),
      ),
    );
}

export interface SubscriberFilter {
  status?: SubscriberStatus;
  q?: string;
}

function whereOf(filter: SubscriberFilter): SQL | undefined {
  const t = newsletterSubscribers;
  return and(
    filter.status ? eq(t.status, filter.status) : undefined,
    matchesAny([t.email, t.name], filter.q),
  );
}

/** Newest sign-ups first. */
export async function listSubscribers(
  db: Db,
  filter: SubscriberFilter = {},
  paging?: Paging,
): Promise<Subscriber[]> {
  const query = db
    .select()
    .from(newsletterSubscribers)
    .where(whereOf(filter))
    .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.subscriberId))
    .$dynamic();
  const rows = await (paging ? query.limit(paging.limit).offset(paging.offset) : query);
  return rows.map(toSubscriber);
}

export async function countSubscribers(db: Db, filter: SubscriberFilter = {}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function deleteSubscriber(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.subscriberId, id))
    .returning({ id: newsletterSubscribers.subscriberId });
  if (deleted.length === 0) throw notFound();
}
