// Batches: the dated runs of a course. Reading them with their seats, and the staff's writes. Every write that
// changes seats goes through the seat module's batch lock (server/features/enrolments/seats.ts).
import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { BATCH_MESSAGES as M } from "#contract/admin-messages";
import type { BatchStatus } from "#contract/enums";
import { todayInIndia } from "#contract/form-rules";
import { type Batch, type BatchCreate, type BatchUpdate, batchRuleErrors } from "#contract/schemas/batch";
import type { Translations } from "#contract/translations";
import type { Db } from "#server/db/client";
import { batches, courses, enrolments } from "#server/db/schema";
import { Conflict, Invalid, invalidField, NotFound } from "#server/domain-errors";
import {
  type BatchRow,
  type EnrolmentRow,
  isLive,
  lockBatch,
  offerFreeSeats,
  type SeatNotifier,
} from "../enrolments/seats";

type CourseBits = { course_title: string; course_slug: string; course_translations: Translations };

/** Whether a person may enrol (or join the waiting list) on `today`: published, open, not started, not past its last date. */
export function enrolmentOpen(batch: BatchRow, today: string): boolean {
  return (
    batch.is_published &&
    batch.status === "open" &&
    today < batch.starts_on &&
    (batch.enrol_by === null || today <= batch.enrol_by)
  );
}

/** The fee a person enrolling on `today` pays: the early-bird fee up to its last date, then the fee. */
export function currentFee(batch: BatchRow, today: string): number {
  return batch.early_fee_paise !== null && batch.early_fee_until !== null && today <= batch.early_fee_until
    ? batch.early_fee_paise
    : batch.fee_paise;
}

export function batchStatus(batch: BatchRow, seatsLeft: number, today: string): BatchStatus {
  if (batch.status === "cancelled") return "cancelled";
  if (!enrolmentOpen({ ...batch, is_published: true }, today)) return "closed";
  return seatsLeft <= 0 ? "full" : "open";
}

export function toBatch(
  row: BatchRow & CourseBits,
  counts: { taken: number; waiting: number },
  now: Date,
): Batch {
  const today = todayInIndia(now);
  const seatsLeft = Math.max(0, row.seats_total - counts.taken);
  const status = batchStatus(row, seatsLeft, today);
  return {
    batch_id: row.batch_id,
    course_id: row.course_id,
    course_title: row.course_title,
    course_slug: row.course_slug,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    schedule: row.schedule,
    mode: row.mode as Batch["mode"],
    venue: row.venue,
    language: row.language,
    seats_total: row.seats_total,
    seats_taken: counts.taken,
    seats_left: seatsLeft,
    waitlist: row.waitlist,
    waitlist_count: counts.waiting,
    fee_paise: row.fee_paise,
    early_fee_paise: row.early_fee_paise,
    early_fee_until: row.early_fee_until,
    current_fee_paise: currentFee(row, today),
    enrol_by: row.enrol_by,
    currency: "INR",
    pay_at_academy: row.pay_at_academy,
    is_published: row.is_published,
    status,
    enrolment_open: enrolmentOpen(row, today) && (seatsLeft > 0 || row.waitlist),
    translations: row.translations as Batch["translations"],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Seats taken and people waiting, per batch. */
export async function seatCounts(
  db: Db,
  ids: number[],
): Promise<Map<number, { taken: number; waiting: number }>> {
  const counts = new Map(ids.map((id) => [id, { taken: 0, waiting: 0 }]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      batch_id: enrolments.batch_id,
      taken: sql<number>`count(*) filter (where ${enrolments.status} in ('held', 'pending_verification', 'paid', 'confirmed'))::int`,
      waiting: sql<number>`count(*) filter (where ${enrolments.status} = 'waitlisted')::int`,
    })
    .from(enrolments)
    .where(inArray(enrolments.batch_id, ids))
    .groupBy(enrolments.batch_id);
  for (const r of rows) counts.set(r.batch_id, { taken: Number(r.taken), waiting: Number(r.waiting) });
  return counts;
}

const withCourse = {
  course_title: courses.title,
  course_slug: courses.course_slug,
  course_translations: courses.translations,
};

async function batchesWhere(db: Db, where: SQL | undefined, now: Date, limit?: number) {
  const query = db
    .select({ batch: batches, ...withCourse })
    .from(batches)
    .innerJoin(courses, eq(courses.course_id, batches.course_id))
    .where(where)
    .orderBy(asc(batches.starts_on), asc(batches.batch_id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  const counts = await seatCounts(
    db,
    rows.map((r) => r.batch.batch_id),
  );
  return rows.map((r) => ({
    ...toBatch({ ...r.batch, ...r }, counts.get(r.batch.batch_id) ?? { taken: 0, waiting: 0 }, now),
    course_translations: r.course_translations,
  }));
}

/** What visitors may see: published, not cancelled, of a course that is on the site. */
const publicBatches = (today: string) =>
  and(
    eq(batches.is_published, true),
    sql`${batches.status} <> 'cancelled'`,
    gt(batches.starts_on, today),
    eq(courses.is_active, true),
    isNull(courses.deleted_at),
  );

export type BatchWithCourse = Batch & { course_translations: Translations };

/**
 * Anyone: the published batches that have not started, soonest first (of one course, or of all). Staff
 * (`includeAll`): every batch of the course, past, unpublished and cancelled ones too.
 */
export async function listBatches(
  db: Db,
  filter: { courseId?: number; includeAll: boolean },
  now: Date,
): Promise<BatchWithCourse[]> {
  const byCourse = filter.courseId === undefined ? undefined : eq(batches.course_id, filter.courseId);
  const where = filter.includeAll
    ? and(byCourse, isNull(courses.deleted_at))
    : and(byCourse, publicBatches(todayInIndia(now)));
  return batchesWhere(db, where, now);
}

/** The next runs over all courses, for the "Upcoming Courses" block. */
export const upcomingBatches = (db: Db, now: Date, limit: number) =>
  batchesWhere(db, publicBatches(todayInIndia(now)), now, limit);

export async function getBatch(
  db: Db,
  id: number,
  options: { includeHidden: boolean },
  now: Date,
): Promise<BatchWithCourse> {
  const where = options.includeHidden
    ? eq(batches.batch_id, id)
    : and(
        eq(batches.batch_id, id),
        eq(batches.is_published, true),
        eq(courses.is_active, true),
        isNull(courses.deleted_at),
      );
  const [batch] = await batchesWhere(db, where, now);
  if (!batch) throw new NotFound();
  return batch;
}

async function assertCourse(db: Db, courseId: number) {
  const [course] = await db
    .select({ id: courses.course_id })
    .from(courses)
    .where(and(eq(courses.course_id, courseId), isNull(courses.deleted_at)));
  if (!course) throw invalidField("course_id", M.unknownCourse);
}

export async function createBatch(tx: Db, input: BatchCreate): Promise<number> {
  await assertCourse(tx, input.course_id);
  const [row] = await tx
    .insert(batches)
    .values({ ...input, venue: input.venue ?? null })
    .returning({ id: batches.batch_id });
  if (!row) throw new Error("batch insert returned nothing");
  return row.id;
}

/**
 * Applies an update under the batch's lock: the rules between fields are checked on the batch as it will be, seats
 * may not drop below those taken, and added seats go to the people waiting at once.
 */
export async function updateBatch(
  tx: Db,
  id: number,
  input: BatchUpdate,
  now: Date,
  notify: SeatNotifier,
): Promise<{ before: BatchRow; after: BatchRow }> {
  const seats = await lockBatch(tx, id);
  if (!seats) throw new NotFound();
  const before = seats.batch;
  if (before.status === "cancelled") throw new Conflict(M.cancelledCannotChange);
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  ) as Partial<BatchRow>;
  const merged = { ...before, ...changes };
  const errors = batchRuleErrors(merged);
  if (merged.seats_total < seats.taken)
    errors.push({ field: "seats_total", message: M.seatsBelowTaken(seats.taken) });
  if (errors.length > 0) throw new Invalid(errors[0]?.message ?? M.saveFailed, errors);
  const [after] = await tx
    .update(batches)
    .set({ ...changes, updated_at: now })
    .where(eq(batches.batch_id, id))
    .returning();
  if (!after) throw new NotFound();
  if (after.seats_total > before.seats_total) await offerFreeSeats(tx, id, now, notify);
  return { before, after };
}

/** Deletes a batch nobody ever enrolled in (a mistake); one with enrolments is cancelled instead, so they are told. */
export async function deleteBatch(tx: Db, id: number): Promise<BatchRow> {
  const seats = await lockBatch(tx, id);
  if (!seats) throw new NotFound();
  const [someone] = await tx
    .select({ id: enrolments.enrolment_id })
    .from(enrolments)
    .where(eq(enrolments.batch_id, id))
    .limit(1);
  if (someone) throw new Conflict(M.hasEnrolments);
  await tx.delete(batches).where(eq(batches.batch_id, id));
  return seats.batch;
}

/**
 * Cancels a batch and every place in it (seats and the waiting list). Answers the batch and the enrolments that
 * were cancelled, for their mails.
 */
export async function cancelBatch(
  tx: Db,
  id: number,
  now: Date,
): Promise<{ batch: BatchRow; cancelled: EnrolmentRow[] }> {
  const seats = await lockBatch(tx, id);
  if (!seats) throw new NotFound();
  if (seats.batch.status === "cancelled") throw new Conflict(M.alreadyCancelled);
  const [batch] = await tx
    .update(batches)
    .set({ status: "cancelled", cancelled_at: now, updated_at: now })
    .where(eq(batches.batch_id, id))
    .returning();
  const live = await tx.select().from(enrolments).where(eq(enrolments.batch_id, id)).for("update");
  const ids = live.filter((e) => isLive(e.status)).map((e) => e.enrolment_id);
  const cancelled =
    ids.length === 0
      ? []
      : await tx
          .update(enrolments)
          .set({ status: "cancelled", cancelled_at: now, updated_at: now })
          .where(inArray(enrolments.enrolment_id, ids))
          .returning();
  if (!batch) throw new NotFound();
  return { batch, cancelled };
}

const DAY_MS = 86_400_000;
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The next run of a batch: the same course, schedule, seats and fees, moved by whole weeks so that it starts after
 * this one ends, on the same weekday. Saved unpublished, for staff to check before visitors see it.
 */
export async function duplicateBatch(tx: Db, id: number): Promise<number> {
  const [source] = await tx.select().from(batches).where(eq(batches.batch_id, id));
  if (!source) throw new NotFound();
  const length = (Date.parse(source.ends_on) - Date.parse(source.starts_on)) / DAY_MS + 1;
  const days = 7 * Math.max(1, Math.ceil(length / 7));
  const shift = (d: string | null) => (d === null ? null : shiftDate(d, days));
  const { batch_id: _id, created_at: _c, updated_at: _u, cancelled_at: _x, ...copy } = source;
  const [row] = await tx
    .insert(batches)
    .values({
      ...copy,
      starts_on: shiftDate(source.starts_on, days),
      ends_on: shiftDate(source.ends_on, days),
      early_fee_until: shift(source.early_fee_until),
      enrol_by: shift(source.enrol_by),
      status: "open",
      is_published: false,
    })
    .returning({ id: batches.batch_id });
  if (!row) throw new Error("batch insert returned nothing");
  return row.id;
}
