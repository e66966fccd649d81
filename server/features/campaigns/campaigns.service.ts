// Newsletter campaigns: drafts, the snapshot of recipients taken when one is sent, pause and resume, and the
// progress staff watch. Queueing the mails themselves is the runner's job (campaign-runner.ts).
import { count, desc, eq, sql } from "drizzle-orm";
import type { CampaignState } from "#contract/enums";
import {
  type Campaign,
  type CampaignCreate,
  type CampaignProgress,
  type CampaignSummary,
  type CampaignUpdate,
  RECIPIENT_STATES,
} from "#contract/schemas/campaign";
import type { Db } from "#server/db/client";
import { campaigns } from "#server/db/schema";
import type { Paging } from "#server/http/paging";
import { sanitizeRichText } from "#server/lib/sanitize-html";

/** Sending and resuming announce themselves here, so that an idle runner starts at once. */
export const CAMPAIGN_CHANNEL = "campaigns";

type Row = typeof campaigns.$inferSelect;

/** Both drivers (pg and PGlite) answer raw SQL with { rows }. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function emptyProgress(): CampaignProgress {
  return { total: 0, pending: 0, queued: 0, sent: 0, failed: 0, unsubscribed: 0 };
}

/**
 * Recipients by state, for the given campaigns. A recipient who got the mail and unsubscribed afterwards (from
 * this or a later mail) counts as unsubscribed, which is the figure staff look at after a send.
 */
export async function progressOf(db: Db, ids: number[]): Promise<Map<number, CampaignProgress>> {
  const byId = new Map(ids.map((id) => [id, emptyProgress()]));
  if (ids.length === 0) return byId;
  const result = await db.execute(sql`
    select r.campaign_id,
      case when r.state in ('sent', 'queued') and s.status = 'unsubscribed' and s.unsubscribed_at >= c.started_at
        then 'unsubscribed' else r.state end as state,
      count(*)::int as n
    from campaign_recipients r
    join campaigns c on c.campaign_id = r.campaign_id
    left join newsletter_subscribers s on s.subscriber_id = r.subscriber_id
    where r.campaign_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by 1, 2`);
  for (const row of rowsOf<{ campaign_id: number; state: string; n: number }>(result)) {
    const progress = byId.get(Number(row.campaign_id));
    if (!progress || !(RECIPIENT_STATES as readonly string[]).includes(row.state)) continue;
    progress[row.state as keyof CampaignProgress] += Number(row.n);
    progress.total += Number(row.n);
  }
  return byId;
}

function summaryOf(row: Row, progress: CampaignProgress): CampaignSummary {
  return {
    campaign_id: row.campaign_id,
    subject: row.subject,
    state: row.state as CampaignState,
    progress,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
  };
}

/**
 * Recipients whose mail the worker has since sent or given up on take the outbox row's state. Called before
 * progress is read, so the figures are current without the worker knowing about campaigns.
 */
export async function syncRecipientStates(db: Db, campaignId?: number): Promise<void> {
  await db.execute(sql`
    update campaign_recipients r set state = m.state
    from mail_outbox m
    where r.mail_id = m.mail_id and r.state in ('queued', 'sent', 'failed') and m.state in ('sent', 'failed')
      and r.state <> m.state ${campaignId === undefined ? sql`` : sql`and r.campaign_id = ${campaignId}`}`);
}

export async function listCampaigns(
  db: Db,
  filter: { state?: CampaignState },
  paging: Paging,
): Promise<CampaignSummary[]> {
  await syncRecipientStates(db);
  const rows = await db
    .select()
    .from(campaigns)
    .where(filter.state ? eq(campaigns.state, filter.state) : undefined)
    .orderBy(desc(campaigns.created_at), desc(campaigns.campaign_id))
    .limit(paging.limit)
    .offset(paging.offset);
  const progress = await progressOf(
    db,
    rows.map((r) => r.campaign_id),
  );
  return rows.map((r) => summaryOf(r, progress.get(r.campaign_id) ?? emptyProgress()));
}

export async function countCampaigns(db: Db, filter: { state?: CampaignState }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(campaigns)
    .where(filter.state ? eq(campaigns.state, filter.state) : undefined);
  return Number(row?.n ?? 0);
}

export async function findCampaignRow(db: Db, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.campaign_id, id));
  return row;
}

export async function getCampaign(db: Db, id: number): Promise<Campaign | undefined> {
  await syncRecipientStates(db, id);
  const row = await findCampaignRow(db, id);
  if (!row) return undefined;
  const progress = (await progressOf(db, [id])).get(id) ?? emptyProgress();
  return { ...summaryOf(row, progress), body_html: row.body_html };
}

export async function createCampaign(db: Db, input: CampaignCreate): Promise<number> {
  const [row] = await db
    .insert(campaigns)
    .values({ subject: input.subject, body_html: sanitizeRichText(input.body_html) })
    .returning({ id: campaigns.campaign_id });
  if (!row) throw new Error("campaign insert returned nothing");
  return row.id;
}

/** Changes a draft. False when the campaign is no longer a draft (or does not exist). */
export async function updateDraft(db: Db, id: number, input: CampaignUpdate): Promise<boolean> {
  const changes: Partial<Row> = { updated_at: new Date() };
  if (input.subject !== undefined) changes.subject = input.subject;
  if (input.body_html !== undefined) changes.body_html = sanitizeRichText(input.body_html);
  const rows = await db
    .update(campaigns)
    .set(changes)
    .where(sql`${campaigns.campaign_id} = ${id} and ${campaigns.state} = 'draft'`)
    .returning({ id: campaigns.campaign_id });
  return rows.length > 0;
}

export type SendOutcome = "sending" | "not_draft" | "no_subscribers";

/**
 * Turns a draft into a sending campaign and fixes its recipients: every subscriber active at this moment. The
 * state change comes first and only from draft, so two clicks on Send make one snapshot; the whole is one
 * transaction, so a failure leaves the draft as it was.
 */
export async function startSending(db: Db, id: number): Promise<SendOutcome> {
  const nobody = Symbol("no active subscribers");
  try {
    return await db.transaction(async (tx) => {
      const claimed = rowsOf(
        await tx.execute(sql`
        update campaigns set state = 'sending', started_at = now(), updated_at = now(), next_batch_at = now()
        where campaign_id = ${id} and state = 'draft' returning campaign_id`),
      );
      if (claimed.length === 0) return "not_draft";
      const inserted = rowsOf(
        await tx.execute(sql`
        insert into campaign_recipients (campaign_id, subscriber_id, email)
        select ${id}, subscriber_id, email from newsletter_subscribers where status = 'active'
        order by subscriber_id
        on conflict (campaign_id, subscriber_id) do nothing
        returning recipient_id`),
      );
      // Rolled back: the campaign stays a draft to send once someone has subscribed.
      if (inserted.length === 0) throw nobody;
      await tx.execute(
        sql`update campaigns set recipient_count = ${inserted.length} where campaign_id = ${id}`,
      );
      await tx.execute(sql`select pg_notify(${CAMPAIGN_CHANNEL}, '')`);
      return "sending" as const;
    });
  } catch (err) {
    if (err === nobody) return "no_subscribers";
    throw err;
  }
}

/** sending → paused, or paused → sending. False when the campaign is not in the state the move starts from. */
export async function moveState(
  db: Db,
  id: number,
  from: CampaignState,
  to: CampaignState,
): Promise<boolean> {
  // The runner holds the campaign's row while it queues a batch: this waits for that batch, and none follows.
  const rows = rowsOf(
    await db.execute(sql`
      update campaigns set state = ${to}, updated_at = now(), next_batch_at = now()
      where campaign_id = ${id} and state = ${from} returning campaign_id`),
  );
  if (rows.length > 0 && to === "sending") await db.execute(sql`select pg_notify(${CAMPAIGN_CHANNEL}, '')`);
  return rows.length > 0;
}
