// Subscribing and unsubscribing: the newsletter's own behaviour beside the standard subscriber list.
import { and, eq, sql } from "drizzle-orm";
import type { Subscribe } from "#contract/schemas/newsletter";
import type { Db } from "#server/db/client";
import { newsletterSubscribers } from "#server/db/schema";

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
    .set({ status: "unsubscribed", unsubscribed_at: sql`now()` })
    .where(
      and(
        sql`lower(${newsletterSubscribers.email}) = lower(${email})`,
        eq(newsletterSubscribers.status, "active"),
      ),
    );
}
