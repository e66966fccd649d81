// Leads: the Today queue, one lead with its timeline and the same person's other touches, the one-step outcome
// form, the rules every write of a lead's fields follows (PUT of the spec's records included), round-robin
// assignment and the settings. Every query of leads goes through lead-kinds.ts, never a table by name.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { LEAD_MESSAGES as M } from "#contract/admin-messages";
import type { LeadKind } from "#contract/enums";
import {
  DEFAULT_WHATSAPP_TEMPLATES,
  fillWhatsAppTemplate,
  indiaDatePlus,
  indiaTime,
  normalisePhone,
  statusType,
  telLink,
  whatsAppLink,
} from "#contract/leads";
import { ATTRIBUTION_FIELDS } from "#contract/schemas/attribution";
import {
  FOLLOW_UP_GRACE_MS,
  type Lead,
  type LeadDetail,
  type LeadEventItem,
  type LeadSettings,
  type LostReason,
  type Outcome,
  TODAY_LIST_LIMIT,
  type Today,
  type TodayCount,
} from "#contract/schemas/leads";
import { canUse } from "#contract/staff-roles";
import type { Db } from "#server/db/client";
import { adminUsers, leadAssignees, leadEvents, leadLostReasons, leadSettings } from "#server/db/schema";
import { Conflict, Invalid, invalidField, NotFound } from "#server/domain-errors";
import { rowsOf } from "#server/features/campaigns/campaigns.service";
import { enqueueMail, mailBrand } from "#server/mail/mail";
import type { MailConfig } from "#server/mail/mail-config";
import type { ResourceHooks, Row, WriteContext, WriteMode } from "#server/resources/resource-service";
import { leadAssigned } from "../../mail/templates/leads-mails";
import { type LeadTable, leadTable, leadTables, openStatuses } from "./lead-kinds";

const iso = (v: unknown): string | null =>
  v === null || v === undefined ? null : (v instanceof Date ? v : new Date(String(v))).toISOString();

export const leadUrl = (publicUrl: string, kind: LeadKind, id: number) =>
  `${publicUrl}/admin/leads/${kind}/${id}`;

function tableOf(kind: LeadKind): LeadTable {
  const t = leadTable(kind);
  if (!t) throw new NotFound();
  return t;
}

/** The columns every list of leads reads, in the contract's Lead shape. */
function leadColumns(t: LeadTable) {
  return sql`${t.kind}::text as kind, ${sql.identifier(t.id)} as id, ${t.name} as name, email, phone, assignee_id,
    next_follow_up_at, created_at, status, ${t.about} as about`;
}

type LeadRow = Omit<Lead, "status_type" | "next_follow_up_at" | "created_at"> & {
  next_follow_up_at: unknown;
  created_at: unknown;
};

function toLead(r: LeadRow): Lead {
  return {
    kind: r.kind,
    id: Number(r.id),
    name: r.name,
    email: r.email,
    phone: r.phone,
    assignee_id: r.assignee_id === null ? null : Number(r.assignee_id),
    next_follow_up_at: iso(r.next_follow_up_at),
    created_at: iso(r.created_at) as string,
    status: r.status,
    status_type: statusType(r.kind, r.status),
    about: r.about,
  };
}

/** The end of the IST day of `now`: follow-ups before it are due today. */
const endOfIndiaDay = (now: Date) => indiaTime(indiaDatePlus(now, 1), "00:00");

const TODAY_LISTS = {
  overdue: (t: LeadTable, now: Date) => ({
    where: sql`${t.live} and next_follow_up_at is not null and ${openStatuses(t)}
      and next_follow_up_at < ${now.toISOString()}::timestamptz`,
    order: "next_follow_up_at",
  }),
  due_today: (t: LeadTable, now: Date) => ({
    where: sql`${t.live} and next_follow_up_at is not null and ${openStatuses(t)}
      and next_follow_up_at >= ${now.toISOString()}::timestamptz
      and next_follow_up_at < ${endOfIndiaDay(now).toISOString()}::timestamptz`,
    order: "next_follow_up_at",
  }),
  unanswered: (t: LeadTable) => ({
    where: sql`${t.live} and next_follow_up_at is null and ${t.unanswered}`,
    order: "created_at",
  }),
} as const;
type TodayList = keyof typeof TODAY_LISTS;
const TODAY_NAMES = Object.keys(TODAY_LISTS) as TodayList[];

async function todayList(db: Db, list: TodayList, now: Date, limit: number): Promise<Lead[]> {
  // Each table's first `limit` rows by the list's order, from its partial index; then the first `limit` of those.
  const parts = leadTables().map((t) => {
    const { where, order } = TODAY_LISTS[list](t, now);
    return sql`(select ${leadColumns(t)} from ${sql.identifier(t.table)} where ${where}
      order by ${sql.identifier(order)} limit ${limit})`;
  });
  const order = TODAY_LISTS[list](leadTables()[0] as LeadTable, now).order;
  const rows = rowsOf<LeadRow>(
    await db.execute(sql`${sql.join(parts, sql` union all `)} order by ${sql.identifier(order)}, kind, id
      limit ${limit}`),
  );
  return rows.map(toLead);
}

/**
 * The front desk's queue (CONTRACT §7.4): follow-ups overdue, then due later today (IST), then new leads nobody
 * answered, each oldest first and each lead in the first list that applies; everyone's leads. At most
 * TODAY_LIST_LIMIT a list; `todayCount` counts them all.
 */
export async function today(db: Db, now: Date): Promise<Today> {
  const [overdue, due_today, unanswered] = await Promise.all(
    TODAY_NAMES.map((list) => todayList(db, list, now, TODAY_LIST_LIMIT)),
  );
  return { overdue: overdue ?? [], due_today: due_today ?? [], unanswered: unanswered ?? [] };
}

export async function todayCount(db: Db, now: Date, assigneeId?: number): Promise<TodayCount> {
  const mine = assigneeId === undefined ? sql`` : sql` and assignee_id = ${assigneeId}`;
  const counts = TODAY_NAMES.map(
    (list) =>
      sql`(${sql.join(
        leadTables().map(
          (t) =>
            sql`(select count(*) from ${sql.identifier(t.table)} where ${TODAY_LISTS[list](t, now).where}${mine})`,
        ),
        sql` + `,
      )})::int as ${sql.identifier(list)}`,
  );
  const [row] = rowsOf<TodayCount>(await db.execute(sql`select ${sql.join(counts, sql`, `)}`));
  return row ?? { overdue: 0, due_today: 0, unanswered: 0 };
}

/** Active staff who may work on enquiries (owners and the front desk): the people a lead can be given to. */
export async function assignableStaff(db: Db) {
  const [rows, on] = await Promise.all([
    db
      .select({
        id: adminUsers.admin_id,
        username: adminUsers.username,
        full_name: adminUsers.full_name,
        role: adminUsers.role,
      })
      .from(adminUsers)
      .where(eq(adminUsers.is_active, true))
      .orderBy(asc(adminUsers.admin_id)),
    db.select({ id: leadAssignees.admin_id }).from(leadAssignees),
  ]);
  const onIds = new Set(on.map((r) => r.id));
  return rows
    .filter((r) => canUse(r.role, "inquiries"))
    .map((r) => ({ id: r.id, name: r.full_name || r.username, on: onIds.has(r.id) }));
}

async function assertAssignable(db: Db, id: number, field = "assignee_id") {
  const staff = await assignableStaff(db);
  if (!staff.some((s) => s.id === id)) throw invalidField(field, M.assigneeNotStaff);
}

async function assertActiveReason(db: Db, id: number) {
  const [row] = await db
    .select({ id: leadLostReasons.reason_id })
    .from(leadLostReasons)
    .where(and(eq(leadLostReasons.reason_id, id), eq(leadLostReasons.is_active, true)));
  if (!row) throw invalidField("lost_reason_id", M.lostReasonUnknown);
}

function assertFuture(at: Date, now: Date) {
  if (at.getTime() < now.getTime() - FOLLOW_UP_GRACE_MS)
    throw invalidField("next_follow_up_at", M.followUpInPast);
}

/**
 * The rules of the lead fields on any write (the spec's PUT included): an assignee is active staff who works on
 * enquiries, a follow-up being set is not in the past, a lost reason is on the list. A status that closes the lead
 * (won or lost) clears its follow-up: nobody needs to call back.
 */
export async function prepareLeadFields(db: Db, kind: LeadKind, input: Row, now = new Date()): Promise<Row> {
  const out: Row = {};
  if (typeof input.assignee_id === "number") await assertAssignable(db, input.assignee_id);
  if (input.next_follow_up_at instanceof Date) assertFuture(input.next_follow_up_at, now);
  if (typeof input.lost_reason_id === "number") await assertActiveReason(db, input.lost_reason_id);
  if (typeof input.status === "string" && statusType(kind, input.status) !== "open")
    out.next_follow_up_at = null;
  if (
    typeof input.status === "string" &&
    statusType(kind, input.status) !== "lost" &&
    !("lost_reason_id" in input)
  )
    out.lost_reason_id = null;
  return out;
}

/** A lead's fields changed by the spec's PUT are kept on its timeline too (the status by the database trigger). */
export async function recordFieldEvents(
  db: Db,
  kind: LeadKind,
  id: number,
  input: Row,
  actorId: number | null,
) {
  const events = [];
  if (input.assignee_id !== undefined)
    events.push({ event: "assigned", assignee_id: (input.assignee_id as number | null) ?? null });
  if (input.next_follow_up_at !== undefined)
    events.push({ event: "follow_up", next_follow_up_at: (input.next_follow_up_at as Date | null) ?? null });
  if (events.length === 0) return;
  await db
    .insert(leadEvents)
    .values(events.map((e) => ({ lead_kind: kind, lead_id: id, actor_id: actorId, ...e })));
}

async function lockedLead(tx: Db, t: LeadTable, id: number): Promise<Row> {
  const [row] = rowsOf<Row>(
    await tx.execute(
      sql`select * from ${sql.identifier(t.table)} where ${sql.identifier(t.id)} = ${id} and ${t.live}
        for update`,
    ),
  );
  if (!row) throw new NotFound();
  return row;
}

/**
 * One step of the front desk: records what was done, sets the next follow-up and changes the status, in one
 * transaction. A lead that stays open needs a next follow-up (it was contacted, so somebody must come back to it);
 * a lost one needs its reason. The first outcome is the lead's first response.
 */
export async function recordOutcome(
  db: Db,
  kind: LeadKind,
  id: number,
  input: Outcome,
  actorId: number,
  now: Date,
): Promise<void> {
  const t = tableOf(kind);
  if (input.status !== undefined && !t.statuses.includes(input.status))
    throw invalidField("status", M.statusUnknown);
  await db.transaction(async (tx) => {
    const row = await lockedLead(tx, t, id);
    if (!t.statusSetHere && input.status !== undefined && input.status !== row.status)
      throw invalidField("status", M.enrolmentStatusFromRoster);
    const status = input.status ?? (row.status as string);
    const type = statusType(kind, status);
    const followUp =
      input.next_follow_up_at === undefined
        ? (row.next_follow_up_at as Date | null)
        : input.next_follow_up_at;
    if (input.next_follow_up_at) assertFuture(input.next_follow_up_at, now);
    if (type === "open" && (!followUp || new Date(followUp).getTime() < now.getTime() - FOLLOW_UP_GRACE_MS))
      throw invalidField("next_follow_up_at", M.followUpRequired);
    const reason =
      input.lost_reason_id === undefined ? (row.lost_reason_id as number | null) : input.lost_reason_id;
    if (type === "lost" && !reason) throw invalidField("lost_reason_id", M.lostReasonRequired);
    if (type === "lost" && input.lost_reason_id) await assertActiveReason(tx, input.lost_reason_id);
    if (typeof input.assignee_id === "number") await assertAssignable(tx, input.assignee_id);
    const nextFollowUp = type === "open" ? new Date(followUp as Date) : null;
    await tx.execute(sql`update ${sql.identifier(t.table)} set
        status = ${status},
        next_follow_up_at = ${nextFollowUp?.toISOString() ?? null}::timestamptz,
        lost_reason_id = ${type === "lost" ? reason : null},
        first_response_at = coalesce(first_response_at, ${now.toISOString()}::timestamptz),
        ${input.assignee_id !== undefined ? sql`assignee_id = ${input.assignee_id},` : sql``}
        updated_by = ${actorId},
        updated_at = now()
      where ${sql.identifier(t.id)} = ${id}`);
    await tx.insert(leadEvents).values({
      lead_kind: kind,
      lead_id: id,
      event: "outcome",
      outcome: input.outcome,
      note: input.note,
      next_follow_up_at: nextFollowUp,
      actor_id: actorId,
      created_at: now,
    });
    if (input.assignee_id !== undefined && input.assignee_id !== row.assignee_id)
      await tx.insert(leadEvents).values({
        lead_kind: kind,
        lead_id: id,
        event: "assigned",
        assignee_id: input.assignee_id,
        actor_id: actorId,
        created_at: now,
      });
  });
}

/** "WhatsApp opened" on the timeline: staff pressed the lead's click-to-chat link. */
export async function recordWhatsAppOpened(
  db: Db,
  kind: LeadKind,
  id: number,
  actorId: number,
  locale: string,
) {
  const t = tableOf(kind);
  const [row] = rowsOf<Row>(
    await db.execute(
      sql`select 1 from ${sql.identifier(t.table)} where ${sql.identifier(t.id)} = ${id} and ${t.live}`,
    ),
  );
  if (!row) throw new NotFound();
  await db
    .insert(leadEvents)
    .values({ lead_kind: kind, lead_id: id, event: "whatsapp_opened", note: locale, actor_id: actorId });
}

export async function readLeadSettings(db: Db): Promise<LeadSettings> {
  const [row] = await db.select().from(leadSettings).where(eq(leadSettings.id, 1));
  const on = await db
    .select({ id: leadAssignees.admin_id })
    .from(leadAssignees)
    .orderBy(asc(leadAssignees.admin_id));
  return {
    whatsapp_template_en: row?.whatsapp_template_en ?? DEFAULT_WHATSAPP_TEMPLATES.en,
    whatsapp_template_hi: row?.whatsapp_template_hi ?? DEFAULT_WHATSAPP_TEMPLATES.hi,
    assignees: on.map((r) => r.id),
  };
}

export async function writeLeadSettings(db: Db, input: LeadSettings): Promise<LeadSettings> {
  await db.transaction(async (tx) => {
    const ids = [...new Set(input.assignees)];
    for (const id of ids) await assertAssignable(tx, id, "assignees");
    await tx
      .insert(leadSettings)
      .values({
        id: 1,
        whatsapp_template_en: input.whatsapp_template_en,
        whatsapp_template_hi: input.whatsapp_template_hi,
      })
      .onConflictDoUpdate({
        target: leadSettings.id,
        set: {
          whatsapp_template_en: input.whatsapp_template_en,
          whatsapp_template_hi: input.whatsapp_template_hi,
          updated_at: sql`now()`,
        },
      });
    await tx.delete(leadAssignees);
    if (ids.length > 0) await tx.insert(leadAssignees).values(ids.map((admin_id) => ({ admin_id })));
  });
  return readLeadSettings(db);
}

/**
 * Gives a new lead to the next person who is "on", after the one the last lead went to (round robin), and mails
 * them. The settings row is locked for it, so leads arriving at once on several servers go to people in turn. Nobody
 * on: the lead stays unassigned.
 */
export async function assignNewLead(
  tx: Db,
  kind: LeadKind,
  row: Row,
  mail: MailConfig | undefined,
): Promise<void> {
  const t = tableOf(kind);
  const onIds = new Set((await assignableStaff(tx)).filter((s) => s.on).map((s) => s.id));
  if (onIds.size === 0) return;
  await tx.insert(leadSettings).values({ id: 1 }).onConflictDoNothing({ target: leadSettings.id });
  const [settings] = await tx.select().from(leadSettings).where(eq(leadSettings.id, 1)).for("update");
  const ids = [...onIds].sort((a, b) => a - b);
  const last = settings?.last_assignee_id ?? 0;
  const next = ids.find((id) => id > last) ?? (ids[0] as number);
  await tx.update(leadSettings).set({ last_assignee_id: next }).where(eq(leadSettings.id, 1));
  const id = row[t.id] as number;
  await tx.execute(
    sql`update ${sql.identifier(t.table)} set assignee_id = ${next} where ${sql.identifier(t.id)} = ${id}`,
  );
  await tx.insert(leadEvents).values({ lead_kind: kind, lead_id: id, event: "assigned", assignee_id: next });
  const [person] = await tx
    .select({ email: adminUsers.email, name: adminUsers.full_name, username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.admin_id, next));
  if (!mail || !person?.email) return;
  const [lead] = rowsOf<LeadRow>(
    await tx.execute(
      sql`select ${leadColumns(t)} from ${sql.identifier(t.table)} where ${sql.identifier(t.id)} = ${id}`,
    ),
  );
  if (!lead) return;
  await enqueueMail(tx, {
    kind: "lead-assigned",
    to: person.email,
    ...(await leadAssigned(await mailBrand(tx, mail), {
      staffName: person.name || person.username,
      leadName: lead.name,
      phone: lead.phone,
      email: lead.email,
      about: lead.about,
      url: leadUrl(mail.publicUrl, kind, id),
    })),
  });
}

type EventRow = typeof leadEvents.$inferSelect & { actor_name: string | null };

async function timelineOf(db: Db, kind: LeadKind, id: number): Promise<LeadEventItem[]> {
  const rows = await db
    .select({
      event_id: leadEvents.event_id,
      event: leadEvents.event,
      outcome: leadEvents.outcome,
      from_status: leadEvents.from_status,
      to_status: leadEvents.to_status,
      note: leadEvents.note,
      next_follow_up_at: leadEvents.next_follow_up_at,
      assignee_id: leadEvents.assignee_id,
      actor_id: leadEvents.actor_id,
      actor_name: sql<string | null>`coalesce(${adminUsers.full_name}, ${adminUsers.username})`,
      created_at: leadEvents.created_at,
    })
    .from(leadEvents)
    .leftJoin(adminUsers, eq(adminUsers.admin_id, leadEvents.actor_id))
    .where(and(eq(leadEvents.lead_kind, kind), eq(leadEvents.lead_id, id)))
    .orderBy(sql`${leadEvents.created_at} desc, ${leadEvents.event_id} desc`);
  return (rows as EventRow[]).map((r) => ({
    event_id: r.event_id,
    event: r.event as LeadEventItem["event"],
    outcome: r.outcome as LeadEventItem["outcome"],
    from_status: r.from_status,
    to_status: r.to_status,
    note: r.note,
    next_follow_up_at: iso(r.next_follow_up_at),
    assignee_id: r.assignee_id,
    actor_id: r.actor_id,
    actor_name: r.actor_name,
    created_at: iso(r.created_at) as string,
  }));
}

/** The digits of a phone number as `normalisePhone` keeps them, in SQL: what "the same number" compares. */
const PHONE_DIGITS = (column: string) => sql.raw(`regexp_replace(${column}, '[^0-9]', '', 'g')`);

/**
 * The same person's other leads, matched by e-mail (any letter case) or by phone number: the last ten digits of
 * each, which is the Indian mobile number whatever prefix (+91, 0, none) was typed.
 */
async function touchesOf(db: Db, kind: LeadKind, id: number, email: string, phone: string) {
  const digits = normalisePhone(phone)?.slice(-10) ?? "";
  const parts = leadTables().map(
    (
      t,
    ) => sql`(select ${t.kind}::text as kind, ${sql.identifier(t.id)} as id, status, ${t.about} as about, created_at
      from ${sql.identifier(t.table)}
      where ${t.live} and not (${t.kind}::text = ${kind} and ${sql.identifier(t.id)} = ${id})
        and (lower(email) = lower(${email})
          or (${digits} <> '' and right(${PHONE_DIGITS("phone")}, 10) = ${digits}))
      order by created_at desc limit 50)`,
  );
  const rows = rowsOf<{
    kind: LeadKind;
    id: number;
    status: string;
    about: string | null;
    created_at: unknown;
  }>(await db.execute(sql`${sql.join(parts, sql` union all `)} order by created_at desc`));
  return rows.map((r) => ({ ...r, id: Number(r.id), created_at: iso(r.created_at) as string }));
}

export async function leadDetail(
  db: Db,
  kind: LeadKind,
  id: number,
  brand: { academy: string },
): Promise<LeadDetail> {
  const t = tableOf(kind);
  const [row] = rowsOf<Row>(
    await db.execute(sql`select ${leadColumns(t)}, ${t.message} as message, first_response_at, lost_reason_id,
        ${sql.join(
          ATTRIBUTION_FIELDS.map((f) => sql.identifier(f)),
          sql`, `,
        )},
        (select label from lead_lost_reasons r where r.reason_id = l.lost_reason_id) as lost_reason
      from ${sql.identifier(t.table)} l where ${sql.identifier(t.id)} = ${id} and ${t.live}`),
  );
  if (!row) throw new NotFound();
  const lead = toLead(row as unknown as LeadRow);
  const [timeline, touches, settings, newsletter] = await Promise.all([
    timelineOf(db, kind, id),
    touchesOf(db, kind, id, lead.email, lead.phone),
    readLeadSettings(db),
    db.execute(
      sql`select status, subscribed_at from newsletter_subscribers where lower(email) = lower(${lead.email}) limit 1`,
    ),
  ]);
  const sub = rowsOf<{ status: string; subscribed_at: unknown }>(newsletter)[0];
  const values = { name: lead.name, course: lead.about, academy: brand.academy };
  const attribution = Object.fromEntries(
    ATTRIBUTION_FIELDS.map((f) => [f, (row[f] as string | null) ?? null]),
  );
  return {
    ...lead,
    ...(attribution as Record<(typeof ATTRIBUTION_FIELDS)[number], string | null>),
    message: (row.message as string | null) ?? null,
    first_response_at: iso(row.first_response_at),
    lost_reason_id: (row.lost_reason_id as number | null) ?? null,
    lost_reason: (row.lost_reason as string | null) ?? null,
    statuses: t.statuses,
    links: {
      tel: telLink(lead.phone),
      whatsapp_en: whatsAppLink(
        lead.phone,
        fillWhatsAppTemplate(settings.whatsapp_template_en, values, "en"),
      ),
      whatsapp_hi: whatsAppLink(
        lead.phone,
        fillWhatsAppTemplate(settings.whatsapp_template_hi, values, "hi"),
      ),
    },
    timeline,
    touches,
    newsletter: sub ? { status: sub.status, subscribed_at: iso(sub.subscribed_at) as string } : null,
  };
}

/** The reasons a lead can be lost for, in the order staff keep them; the list ships with a few to start from. */
export const DEFAULT_LOST_REASONS = [
  "Fee too high",
  "Dates or timing do not suit",
  "Chose another academy",
  "No reply after several tries",
  "Not interested any more",
];

/** Fills an empty list of lost reasons with the defaults; several servers starting together insert them once. */
export async function seedLostReasons(db: Db): Promise<void> {
  const [any] = await db.select({ id: leadLostReasons.reason_id }).from(leadLostReasons).limit(1);
  if (any) return;
  await db
    .insert(leadLostReasons)
    .values(DEFAULT_LOST_REASONS.map((label, i) => ({ label, display_order: i + 1 })))
    .onConflictDoNothing();
}

const toReason = (r: typeof leadLostReasons.$inferSelect): LostReason => ({
  reason_id: r.reason_id,
  label: r.label,
  is_active: r.is_active,
  display_order: r.display_order,
});

export async function listLostReasons(db: Db): Promise<LostReason[]> {
  const rows = await db
    .select()
    .from(leadLostReasons)
    .orderBy(asc(leadLostReasons.display_order), asc(leadLostReasons.reason_id));
  return rows.map(toReason);
}

async function labelTaken(db: Db, label: string, except?: number) {
  const rows = await db
    .select({ id: leadLostReasons.reason_id })
    .from(leadLostReasons)
    .where(sql`lower(${leadLostReasons.label}) = lower(${label})`);
  return rows.some((r) => r.id !== except);
}

export async function createLostReason(db: Db, label: string): Promise<LostReason> {
  if (await labelTaken(db, label)) throw new Conflict(M.reasonTaken);
  const [row] = await db
    .insert(leadLostReasons)
    .values({
      label,
      display_order: sql`(select coalesce(max(display_order), 0) + 1 from lead_lost_reasons)`,
    })
    .returning();
  if (!row) throw new Invalid(M.saveFailed);
  return toReason(row);
}

export async function updateLostReason(
  db: Db,
  id: number,
  input: { label?: string; is_active?: boolean },
): Promise<LostReason> {
  if (input.label && (await labelTaken(db, input.label, id))) throw new Conflict(M.reasonTaken);
  const [row] = await db
    .update(leadLostReasons)
    .set(input)
    .where(eq(leadLostReasons.reason_id, id))
    .returning();
  if (!row) throw new NotFound();
  return toReason(row);
}

/** People by id, for names in lists. */
export async function staffNames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({
      id: adminUsers.admin_id,
      name: sql<string>`coalesce(${adminUsers.full_name}, ${adminUsers.username})`,
    })
    .from(adminUsers)
    .where(inArray(adminUsers.admin_id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The resource hooks of a table of leads: the lead fields' rules before a write; after it, a new lead from a
 * visitor's form is given to the next person on (and `notify` queues the form's mails), and a staff change of the
 * owner or follow-up goes on the timeline.
 */
export function leadHooks(
  kind: LeadKind,
  notify: (db: Db, row: Row, input: Row, mode: WriteMode, context: WriteContext) => Promise<void>,
): Pick<ResourceHooks, "prepareWrite" | "afterWrite"> {
  const t = tableOf(kind);
  return {
    prepareWrite: (db, input, mode) => (mode === "update" ? prepareLeadFields(db, kind, input) : {}),
    async afterWrite(db, row, input, mode, context) {
      if (mode === "create" && !context.actor) await assignNewLead(db, kind, row, context.mail);
      if (mode === "update")
        await recordFieldEvents(db, kind, row[t.id] as number, input, context.actor?.adminId ?? null);
      await notify(db, row, input, mode, context);
    },
  };
}
