// The campaign runner: it moves a sending campaign's recipients into the mail outbox, one batch at a time, at the
// configured rate. Each batch is one transaction that holds the campaign's row (FOR UPDATE SKIP LOCKED), writes
// one outbox mail per recipient with one enqueueMails call and marks those recipients queued. So:
//  - a crash or restart rolls back a half-written batch entirely, and the next runner starts from the recipients
//    still pending: nobody is queued twice, nobody is skipped;
//  - two instances never work on one campaign at once (the second skips the locked row), and the pace, stored in
//    the row as next_batch_at, holds across instances;
//  - pausing waits for the batch in flight and stops the next one, because it updates that same row.
// Sending the queued mails is the mail worker's job, with its own at-least-once rules (decision 20).
import { sql } from "drizzle-orm";
import type { Database, Db } from "#server/db/client";
import type { AppDeps } from "#server/deps";
import { unsubscribeToken } from "#server/features/newsletter/unsubscribe-token";
import type { Logger } from "#server/http/logger";
import { appSecret } from "#server/lib/app-secret";
import { enqueueMails, mailBrand } from "#server/mail/mail";
import { type MailConfig, mailConfig } from "#server/mail/mail-config";
import { type BuiltMail, type MailBrand, newsletterIssue } from "../../mail/templates/mails";
import { CAMPAIGN_CHANNEL, rowsOf } from "./campaigns.service";

export interface CampaignRunnerConfig {
  /** The site's address and the seed settings; the brand itself is read from the stored settings per campaign. */
  mail: Pick<MailConfig, "site" | "publicUrl">;
  /** Signs each recipient's unsubscribe link. */
  secret: string;
  /** Mails queued per minute over all instances; 0 means as fast as the database takes them. */
  ratePerMinute: number;
  /** Recipients per batch; by default derived from the rate. */
  batchSize?: number;
  /** The idle wait between looks for work (sending and resuming also wake the runner at once). */
  pollMs: number;
}

/** Without a rate limit, batches of this size keep each transaction short. */
const UNLIMITED_BATCH = 200;

/**
 * How many recipients a batch takes and how long until the next one may start. With a rate, batches are about
 * five seconds' worth of mail, so the pace is smooth and a pause takes effect within seconds.
 */
export function pacing(ratePerMinute: number, batchSize?: number) {
  if (ratePerMinute <= 0) return { batchSize: batchSize ?? UNLIMITED_BATCH, intervalMs: 0 };
  const size = batchSize ?? Math.min(UNLIMITED_BATCH, Math.max(1, Math.ceil(ratePerMinute / 12)));
  return { batchSize: size, intervalMs: Math.ceil((size * 60_000) / ratePerMinute) };
}

/** Stands in for the recipient's token in the rendered mail; letters only, so no escaping alters it. */
const TOKEN_SLOT = "CAMPAIGNUNSUBSCRIBETOKENSLOT";

/** The mail of one campaign with the unsubscribe token left open, rendered once rather than per recipient. */
export function campaignMailTemplate(
  brand: MailBrand,
  campaign: { subject: string; body_html: string },
): Promise<BuiltMail> {
  const origin = brand.publicUrl.replace(/\/+$/, "");
  return newsletterIssue(brand, {
    subject: campaign.subject,
    bodyHtml: campaign.body_html,
    unsubscribePageUrl: `${origin}/newsletter/unsubscribe?token=${TOKEN_SLOT}`,
    oneClickUrl: `${origin}/api/newsletter/unsubscribe?token=${TOKEN_SLOT}`,
  });
}

/** Puts `token` (already URL-safe) where the template left the unsubscribe token open. */
export const fillToken = (text: string, token: string) => text.replaceAll(TOKEN_SLOT, token);

/** The template filled in for one address. */
export function personalise(template: BuiltMail, email: string, secret: string): BuiltMail {
  const token = encodeURIComponent(unsubscribeToken(email, secret));
  const fill = (s: string) => fillToken(s, token);
  return {
    subject: template.subject,
    html: fill(template.html),
    text: fill(template.text),
    headers: Object.fromEntries(Object.entries(template.headers).map(([k, v]) => [k, fill(v)])),
  };
}

export interface CampaignRunner {
  /** One batch of the campaign most due, if any: the number of recipients it settled (queued or skipped). */
  runOnce(): Promise<number>;
  start(): Promise<void>;
  /** Waits for the batch in flight (it is one transaction: it commits or rolls back whole). */
  stop(): Promise<void>;
}

interface DueCampaign {
  campaign_id: number;
  subject: string;
  body_html: string;
  updated_at: string | Date;
}

interface PendingRecipient {
  recipient_id: number;
  email: string;
  active: boolean;
}

export function createCampaignRunner(options: {
  database: Database;
  config: CampaignRunnerConfig;
  logger: Logger;
}): CampaignRunner {
  const { database, config, logger } = options;
  const db = database.db;
  const { batchSize, intervalMs } = pacing(config.ratePerMinute, config.batchSize);
  let template: { key: string; mail: BuiltMail } | undefined;
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let nudged = false;

  async function templateFor(tx: Db, campaign: DueCampaign) {
    // The academy's details are read for every batch and are part of the key: a change on the settings screen
    // shows from the next batch on, while an unchanged campaign and brand reuse the rendered mail.
    const brand = await mailBrand(tx, config.mail);
    const key = JSON.stringify([campaign.campaign_id, new Date(campaign.updated_at).toISOString(), brand]);
    if (template?.key !== key) template = { key, mail: await campaignMailTemplate(brand, campaign) };
    return template.mail;
  }

  async function batch(tx: Db): Promise<number> {
    const [campaign] = rowsOf<DueCampaign>(
      await tx.execute(sql`
        select campaign_id, subject, body_html, updated_at from campaigns
        where state = 'sending' and next_batch_at <= now()
        order by next_batch_at, campaign_id
        limit 1
        for update skip locked`),
    );
    if (!campaign) return 0;
    const id = campaign.campaign_id;
    // A subscriber who left (or was deleted) since the send was started is skipped, not mailed.
    const recipients = rowsOf<PendingRecipient>(
      await tx.execute(sql`
        select r.recipient_id, r.email, coalesce(s.status = 'active', false) as active
        from campaign_recipients r
        left join newsletter_subscribers s on s.subscriber_id = r.subscriber_id
        where r.campaign_id = ${id} and r.state = 'pending'
        order by r.recipient_id
        limit ${batchSize}
        for update of r skip locked`),
    );
    const mail = await templateFor(tx, campaign);
    const active = recipients.filter((r) => r.active);
    const skipped = recipients.filter((r) => !r.active).map((r) => r.recipient_id);
    // One INSERT for the batch's mails, in this transaction: they and the recipients' move to queued commit together.
    const mailIds = await enqueueMails(
      tx,
      active.map((r) => ({
        kind: "newsletter-campaign",
        to: r.email,
        ...personalise(mail, r.email, config.secret),
      })),
    );
    const queued = active.map((r, i) => [r.recipient_id, mailIds[i] as number] as const);
    if (queued.length > 0)
      await tx.execute(sql`
        update campaign_recipients r set state = 'queued', mail_id = v.mail_id, queued_at = now()
        from (values ${sql.join(
          queued.map(([rid, mid]) => sql`(${rid}::int, ${mid}::int)`),
          sql`, `,
        )}) as v(recipient_id, mail_id)
        where r.recipient_id = v.recipient_id`);
    if (skipped.length > 0)
      await tx.execute(sql`
        update campaign_recipients set state = 'unsubscribed'
        where recipient_id in (${sql.join(
          skipped.map((rid) => sql`${rid}`),
          sql`, `,
        )})`);
    await tx.execute(sql`
      update campaigns set
        next_batch_at = now() + ${`${intervalMs} milliseconds`}::interval,
        state = case when exists (
          select 1 from campaign_recipients where campaign_id = ${id} and state = 'pending') then state else 'sent' end,
        finished_at = case when exists (
          select 1 from campaign_recipients where campaign_id = ${id} and state = 'pending') then null else now() end
      where campaign_id = ${id}`);
    // An empty batch still finished a campaign: report it as work done so the loop looks again at once.
    return Math.max(1, recipients.length);
  }

  async function runOnce(): Promise<number> {
    return db.transaction((tx) => batch(tx as unknown as Db));
  }

  /** How long until the next rate-limited batch is due, at most the poll interval. */
  async function idleMs(): Promise<number> {
    const [row] = rowsOf<{ ms: number | null }>(
      await db.execute(sql`
        select extract(epoch from (min(next_batch_at) - now())) * 1000 as ms
        from campaigns where state = 'sending'`),
    );
    const ms = row?.ms === null || row?.ms === undefined ? config.pollMs : Number(row.ms);
    return Math.min(config.pollMs, Math.max(10, ms));
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      if (nudged || !running) {
        nudged = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }
  const nudge = () => {
    if (wake) wake();
    else nudged = true;
  };

  async function run() {
    while (running) {
      let settled = 0;
      try {
        settled = await runOnce();
      } catch (err) {
        logger.error("campaign batch failed", { error: err instanceof Error ? err.message : String(err) });
      }
      if (!running) break;
      if (settled > 0) continue;
      try {
        await sleep(await idleMs());
      } catch {
        await sleep(config.pollMs);
      }
    }
  }

  return {
    runOnce,
    async start() {
      if (running) return;
      running = true;
      await database.listen(CAMPAIGN_CHANNEL, () => {
        if (running) nudge();
      });
      loop = run();
    },
    async stop() {
      if (!running) return;
      running = false;
      nudge();
      await loop;
    },
  };
}

/** The runner as the server runs it, configured from the environment. */
export function campaignRunnerFor(deps: Pick<AppDeps, "database" | "env" | "logger">): CampaignRunner {
  const mail = mailConfig(deps.env);
  return createCampaignRunner({
    database: deps.database,
    logger: deps.logger,
    config: {
      mail,
      secret: appSecret(deps.env),
      ratePerMinute: deps.env.CAMPAIGN_RATE_PER_MINUTE,
      pollMs: mail.pollMs,
    },
  });
}
