// Subscribing (double opt-in), confirming and unsubscribing: the newsletter's own behaviour beside the standard
// subscriber list.

import { sql } from "drizzle-orm";
import { NEWSLETTER_CONFIRM_RESEND_MINUTES, NEWSLETTER_CONFIRM_VALID_DAYS } from "#contract/constants";
import type { Locale } from "#contract/locales";
import { ATTRIBUTION_FIELDS } from "#contract/schemas/attribution";
import { NEWSLETTER_CONSENT_TEXTS, type Subscribe } from "#contract/schemas/newsletter";
import type { Db } from "#server/db/client";
import { enqueueMail, mailBrand } from "#server/mail/mail";
import type { MailConfig } from "#server/mail/mail-config";
import { newsletterConfirmation } from "../../mail/templates/mails";
import { type ConfirmClaim, confirmLink } from "./unsubscribe-token";

/** Both drivers (pg and PGlite) answer raw SQL with { rows }. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface NewsletterMailContext {
  mail: Pick<MailConfig, "site" | "publicUrl">;
  secret: string;
}

/** A confirmation mail that is due: to whom, and the request in force its link must name. */
export interface DueConfirmation {
  email: string;
  claim: ConfirmClaim;
}

/**
 * Records the request and says whether a confirmation mail is due: for a new address, an unsubscribed one coming
 * back (both become `pending`, with the consent now asked for), or a pending one whose last confirmation mail is
 * older than the resend interval. An active address, or a pending one mailed a moment ago, is left as it is. The
 * caller answers the same whatever happened, so the answer reveals nothing.
 *
 * One upsert, so parallel sign-ups of one address (in any letter case) leave exactly one row and at most one mail:
 * the unique index on lower(email) arbitrates, and the losers find the fresh confirmation_sent_at.
 */
const KNOWN_ATTRIBUTION = `coalesce(newsletter_subscribers.utm_source, newsletter_subscribers.referrer,
  newsletter_subscribers.landing_page) is not null`;

export async function recordSubscription(db: Db, input: Subscribe): Promise<DueConfirmation | undefined> {
  const [row] = rowsOf<{ subscriber_id: number; email: string; issued_ms: string | number }>(
    await db.execute(sql`
      insert into newsletter_subscribers (email, name, source, status, consent_text, confirmation_sent_at,
        utm_source, utm_medium, utm_campaign, referrer, landing_page)
      values (${input.email}, ${input.name}, ${input.source}, 'pending', ${NEWSLETTER_CONSENT_TEXTS[input.locale]}, now(),
        ${input.utm_source}, ${input.utm_medium}, ${input.utm_campaign}, ${input.referrer}, ${input.landing_page})
      on conflict ((lower(email))) do update set
        -- Where the person first came from is kept: a later sign-up only fills it in when nothing was known.
        ${sql.join(
          ATTRIBUTION_FIELDS.map(
            (f) =>
              sql`${sql.identifier(f)} = case when ${sql.raw(KNOWN_ATTRIBUTION)} then newsletter_subscribers.${sql.identifier(f)} else excluded.${sql.identifier(f)} end`,
          ),
          sql`, `,
        )},
        status = 'pending',
        -- A new request after unsubscribing starts a new consent: links mailed before it stop working.
        subscribed_at = case when newsletter_subscribers.status = 'unsubscribed'
          then now() else newsletter_subscribers.subscribed_at end,
        unsubscribed_at = null,
        consented_at = null,
        name = coalesce(excluded.name, newsletter_subscribers.name),
        source = excluded.source,
        consent_text = excluded.consent_text,
        confirmation_sent_at = now()
      where newsletter_subscribers.status = 'unsubscribed'
        or (newsletter_subscribers.status = 'pending' and (newsletter_subscribers.confirmation_sent_at is null
          or newsletter_subscribers.confirmation_sent_at
            <= now() - make_interval(mins => ${NEWSLETTER_CONFIRM_RESEND_MINUTES})))
      returning subscriber_id, email, floor(extract(epoch from confirmation_sent_at) * 1000)::bigint as issued_ms`),
  );
  if (!row) return undefined;
  return { email: row.email, claim: { subscriberId: row.subscriber_id, issuedAt: Number(row.issued_ms) } };
}

/** Queues the confirmation mail of a request recorded by `recordSubscription`, in the sign-up page's language. */
export async function mailConfirmation(
  db: Db,
  due: DueConfirmation,
  locale: Locale,
  context: NewsletterMailContext,
) {
  const confirmUrl = confirmLink(context.mail.publicUrl, due.claim, context.secret, locale);
  await enqueueMail(db, {
    kind: "newsletter-confirm",
    to: due.email,
    ...(await newsletterConfirmation(await mailBrand(db, context.mail), {
      confirmUrl,
      validDays: NEWSLETTER_CONFIRM_VALID_DAYS,
      locale,
    })),
  });
}

/**
 * Makes the subscriber of a genuine, unexpired token active and records when they consented. The token must
 * belong to the subscription request in force: one issued before the address last unsubscribed and came back
 * no longer works. Confirming twice is fine. False: nobody to confirm (deleted, unsubscribed, or an old link).
 */
export async function confirm(db: Db, claim: ConfirmClaim): Promise<boolean> {
  const rows = rowsOf<{ subscriber_id: number }>(
    await db.execute(sql`
      update newsletter_subscribers set
        status = 'active',
        consented_at = coalesce(consented_at, now())
      where subscriber_id = ${claim.subscriberId}
        and status in ('pending', 'active')
        and floor(extract(epoch from subscribed_at) * 1000) <= ${claim.issuedAt}
      returning subscriber_id`),
  );
  return rows.length > 0;
}

/** Unsubscribes the address if it is on the list; an address already unsubscribed keeps its original date. */
export async function unsubscribe(db: Db, email: string): Promise<void> {
  await db.execute(sql`
    update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now()
    where lower(email) = lower(${email}) and status in ('pending', 'active')`);
}
