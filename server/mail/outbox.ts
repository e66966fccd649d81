// The outbox table's operations. Writers call enqueueMail inside their own transaction; the worker claims, sends
// and settles rows; the admin API reads counts and lists and retries failed mail.
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailAttachments, mailOutbox } from "../db/schema";
import { matchesAny } from "../db/text-search";
import type { Paging } from "../http/paging";
import { HELD_REASON, type MailConfig, retryDelayMs } from "./mail-config";

export const MAIL_STATES = ["queued", "sending", "sent", "failed", "held"] as const;
export type MailState = (typeof MAIL_STATES)[number];
export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The channel a committed enqueue announces itself on, so that an idle worker wakes at once. */
export const OUTBOX_CHANNEL = "mail_outbox";

export interface MailMessage {
  /** What the mail is, for the outbox screen: "inquiry-staff", "newsletter-confirm", … */
  kind: string;
  /** One address or several (a staff notification goes to every recipient in one mail). */
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  /** Reply-To, List-Unsubscribe, List-Unsubscribe-Post, … */
  headers?: Record<string, string>;
  /** Files sent with the mail: a receipt, a certificate, a calendar invitation. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** The full MIME type with its parameters: "application/pdf", "text/calendar; method=REQUEST; charset=utf-8". */
  contentType: string;
  content: Buffer;
}

/** Both drivers (pg and PGlite) answer raw SQL with { rows }. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function outboxRow(message: MailMessage) {
  const to = Array.isArray(message.to) ? message.to.join(", ") : message.to;
  if (!to.trim()) throw new Error(`mail ${message.kind} has no recipient`);
  return {
    kind: message.kind,
    to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers ?? {},
  };
}

/**
 * Queues one mail in the caller's transaction (or straight on the database). Nothing is sent here: if the
 * transaction rolls back, the row and its wake-up notification go with it, and the mail never exists.
 */
export async function enqueueMail(tx: Db, message: MailMessage): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values(outboxRow(message))
    .returning({ mail_id: mailOutbox.mail_id });
  // PostgreSQL delivers a notification only when its transaction commits.
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  if (!row) throw new Error("mail insert returned nothing");
  await storeAttachments(tx, [{ mailId: row.mail_id, attachments: message.attachments }]);
  return row.mail_id;
}

async function storeAttachments(tx: Db, mails: { mailId: number; attachments?: MailAttachment[] }[]) {
  const values = mails.flatMap(({ mailId, attachments = [] }) =>
    attachments.map((a) => ({
      mail_id: mailId,
      filename: a.filename,
      content_type: a.contentType,
      content: a.content,
    })),
  );
  if (values.length > 0) await tx.insert(mailAttachments).values(values);
}

/** The attachments of claimed mails, in the order they were queued, by mail. */
async function attachmentsOf(db: Db, mailIds: number[]): Promise<Map<number, MailAttachment[]>> {
  const byMail = new Map<number, MailAttachment[]>();
  if (mailIds.length === 0) return byMail;
  const rows = await db
    .select()
    .from(mailAttachments)
    .where(inArray(mailAttachments.mail_id, mailIds))
    .orderBy(mailAttachments.attachment_id);
  for (const row of rows) {
    const list = byMail.get(row.mail_id) ?? [];
    list.push({ filename: row.filename, contentType: row.content_type, content: row.content });
    byMail.set(row.mail_id, list);
  }
  return byMail;
}

/**
 * Queues several mails in the caller's transaction with one INSERT and one wake-up, for senders of many mails at
 * once (a campaign's batch). The ids come back in the order of `messages`.
 */
export async function enqueueMails(tx: Db, messages: MailMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const values = messages.map(outboxRow);
  const rows = await tx
    .insert(mailOutbox)
    .values(values)
    .returning({ mail_id: mailOutbox.mail_id, to: mailOutbox.to });
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  // PostgreSQL numbers the rows of one INSERT in the order of its VALUES list; the recipients are checked
  // against that order all the same, and a mismatch rolls the caller's transaction back rather than mix ids up.
  rows.sort((a, b) => a.mail_id - b.mail_id);
  if (rows.length !== values.length || rows.some((r, i) => r.to !== values[i]?.to))
    throw new Error("queued mails came back out of order");
  await storeAttachments(
    tx,
    rows.map((r, i) => ({ mailId: r.mail_id, attachments: messages[i]?.attachments })),
  );
  return rows.map((r) => r.mail_id);
}

/** Without SMTP, waiting mail is marked held, so the outbox says why nothing goes out. */
export async function holdQueued(db: Db): Promise<number> {
  const result = await db.execute(sql`
    update mail_outbox set state = 'held', last_error = ${HELD_REASON}, locked_by = null, locked_until = null
    where state = 'queued' or (state = 'sending' and locked_until < now())
    returning mail_id`);
  return rowsOf(result).length;
}

/** Once SMTP is configured, held mail goes back to the queue, due now. */
export async function releaseHeld(db: Db): Promise<number> {
  const result = await db.execute(sql`
    update mail_outbox set state = 'queued', last_error = null, next_attempt_at = now()
    where state = 'held' returning mail_id`);
  return rowsOf(result).length;
}

/**
 * Takes up to `limit` due mails for `workerId`: queued ones whose time has come, and sending ones whose lease
 * ran out (their worker died). SKIP LOCKED makes concurrent claims on other instances pass over these rows
 * instead of waiting for them, and the lease keeps them out of later claims until this worker settles them.
 */
export async function claimBatch(db: Db, workerId: string, limit: number, leaseMs: number) {
  const result = await db.execute(sql`
    update mail_outbox m set state = 'sending', attempts = m.attempts + 1, locked_by = ${workerId},
      locked_until = now() + ${`${Math.ceil(leaseMs)} milliseconds`}::interval
    where m.mail_id in (
      select mail_id from mail_outbox
      where (state = 'queued' or (state = 'sending' and locked_until < now())) and next_attempt_at <= now()
      order by next_attempt_at, mail_id
      limit ${limit}
      for update skip locked)
    returning m.mail_id, m.to, m.subject, m.html, m.text, m.headers, m.attempts`);
  const claimed =
    rowsOf<Pick<OutboxRow, "mail_id" | "to" | "subject" | "html" | "text" | "headers" | "attempts">>(result);
  const attachments = await attachmentsOf(
    db,
    claimed.map((r) => r.mail_id),
  );
  return claimed.map((r) => ({
    ...r,
    attempts: Number(r.attempts),
    attachments: attachments.get(r.mail_id) ?? [],
  }));
}
export type ClaimedMail = Awaited<ReturnType<typeof claimBatch>>[number];

/** Keeps a batch that is still being sent reserved for its worker. */
export async function renewLease(db: Db, workerId: string, ids: number[], leaseMs: number) {
  if (ids.length === 0) return;
  await db.execute(sql`
    update mail_outbox set locked_until = now() + ${`${Math.ceil(leaseMs)} milliseconds`}::interval
    where state = 'sending' and locked_by = ${workerId}
      and mail_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
}

/** The SMTP server accepted these mails. Only the worker holding them may settle them. */
export async function markSent(db: Db, workerId: string, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ state: "sent", sent_at: new Date(), last_error: null, locked_by: null, locked_until: null })
    .where(
      and(
        inArray(mailOutbox.mail_id, ids),
        eq(mailOutbox.state, "sending"),
        eq(mailOutbox.locked_by, workerId),
      ),
    );
}

/**
 * A sending attempt failed with `error` (the SMTP answer). A permanent refusal, or the last allowed attempt, marks
 * the mail failed; otherwise it waits for its next try, each wait twice the one before.
 */
export async function markAttemptFailed(
  db: Db,
  workerId: string,
  mail: Pick<ClaimedMail, "mail_id" | "attempts">,
  error: string,
  options: { permanent: boolean; config: Pick<MailConfig, "maxAttempts" | "retryBaseMs" | "retryMaxMs"> },
) {
  const final = options.permanent || mail.attempts >= options.config.maxAttempts;
  await db
    .update(mailOutbox)
    .set({
      state: final ? "failed" : "queued",
      last_error: error.slice(0, 2000),
      next_attempt_at: new Date(Date.now() + (final ? 0 : retryDelayMs(options.config, mail.attempts))),
      locked_by: null,
      locked_until: null,
    })
    .where(
      and(
        eq(mailOutbox.mail_id, mail.mail_id),
        eq(mailOutbox.state, "sending"),
        eq(mailOutbox.locked_by, workerId),
      ),
    );
}

/** Puts a failed or held mail back in the queue with a fresh set of attempts. False when there is no such mail. */
export async function retryMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ state: "queued", attempts: 0, next_attempt_at: new Date(), last_error: null })
    .where(and(eq(mailOutbox.mail_id, id), inArray(mailOutbox.state, ["failed", "held"])))
    .returning();
  if (row) await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return row;
}

export async function getMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.mail_id, id));
  return row;
}

export async function outboxCounts(db: Db): Promise<Record<MailState, number>> {
  const rows = await db
    .select({ state: mailOutbox.state, n: count() })
    .from(mailOutbox)
    .groupBy(mailOutbox.state);
  const counts = Object.fromEntries(MAIL_STATES.map((s) => [s, 0])) as Record<MailState, number>;
  for (const r of rows) counts[r.state as MailState] = Number(r.n);
  return counts;
}

export interface OutboxFilter {
  state?: MailState;
  kind?: string;
  /** Text searched in the recipients and the subject (trigram indexes on both, migration craft). */
  q?: string;
}

const filterOf = (f: OutboxFilter) =>
  and(
    f.state ? eq(mailOutbox.state, f.state) : undefined,
    f.kind ? eq(mailOutbox.kind, f.kind) : undefined,
    matchesAny([mailOutbox.to, mailOutbox.subject], f.q),
  );

const LIST_COLUMNS = {
  mail_id: mailOutbox.mail_id,
  kind: mailOutbox.kind,
  state: mailOutbox.state,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  headers: mailOutbox.headers,
  attempts: mailOutbox.attempts,
  next_attempt_at: mailOutbox.next_attempt_at,
  last_error: mailOutbox.last_error,
  created_at: mailOutbox.created_at,
  sent_at: mailOutbox.sent_at,
};

/** Newest first, without the bodies (the list is an overview; one mail is read by id). */
export async function listOutbox(db: Db, filter: OutboxFilter, paging: Paging) {
  return db
    .select(LIST_COLUMNS)
    .from(mailOutbox)
    .where(filterOf(filter))
    .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.mail_id))
    .limit(paging.limit)
    .offset(paging.offset);
}

export async function countOutbox(db: Db, filter: OutboxFilter) {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(filterOf(filter));
  return Number(row?.n ?? 0);
}
