// The seat rule: no batch ever has more seat-taking enrolments (held, pending_verification, paid, confirmed) than
// seats_total, whatever arrives at once and on whichever app server.
//
// How: every change that makes an enrolment take a seat runs `claimSeat`, which locks the batch's row
// (SELECT … FOR UPDATE) for the rest of its transaction, counts the seats taken under that lock and writes only if
// one is free. Two claims on one batch therefore queue on its row, and the second counts the first's seat. A
// trigger (migration 0018, `enrolments_seat_limit`) checks the count again under the same lock after the write, so
// a path that forgot to come through here fails instead of overselling.
//
// Lock order, to stay free of deadlocks: the batch row first, then its enrolments' rows. Every function here that
// changes an enrolment locks its batch before it touches the enrolment; two batches (a move) are locked in the
// order of their ids.
//
// What the fees branch calls: `claimSeat` (or `seatEnrolment` for an existing enrolment), `releaseSeat` (which
// offers the freed seat to the first person waiting), `expireDueHolds` (the job), and `settleLatePayment` for a
// payment that arrives after its hold expired.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { WAITLIST_OFFER_HOURS } from "#contract/constants";
import { SEAT_TAKING_STATUSES, takesSeat } from "#contract/enums";
import { todayInIndia } from "#contract/form-rules";
import type { Db } from "#server/db/client";
import { batches, enrolments } from "#server/db/schema";

export type BatchRow = typeof batches.$inferSelect;
export type EnrolmentRow = typeof enrolments.$inferSelect;

export interface BatchSeats {
  batch: BatchRow;
  /** Seat-taking enrolments, counted under the batch's row lock. */
  taken: number;
  free: number;
}

/** Something happened to a person's place that they must be told about; the caller queues the mail. */
export type SeatEvent =
  | { kind: "offered"; enrolment: EnrolmentRow; batch: BatchRow }
  | { kind: "expired"; enrolment: EnrolmentRow; batch: BatchRow };
export type SeatNotifier = (tx: Db, event: SeatEvent) => Promise<void>;
const quiet: SeatNotifier = async () => {};

/** Seat-taking enrolments of a batch (the index enrolments_batch_status_idx answers it). */
export async function seatsTaken(tx: Db, batchId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(enrolments)
    .where(and(eq(enrolments.batch_id, batchId), inArray(enrolments.status, [...SEAT_TAKING_STATUSES])));
  return Number(row?.n ?? 0);
}

/**
 * Locks the batch's row until the transaction ends and counts its seats under that lock. Undefined when there is
 * no such batch. Locking again in the same transaction is free.
 */
export async function lockBatch(tx: Db, batchId: number): Promise<BatchSeats | undefined> {
  const [batch] = await tx.select().from(batches).where(eq(batches.batch_id, batchId)).for("update");
  if (!batch) return undefined;
  const taken = await seatsTaken(tx, batchId);
  return { batch, taken, free: Math.max(0, batch.seats_total - taken) };
}

export type Claim<T> = { claimed: true; value: T; seats: BatchSeats } | { claimed: false; seats: BatchSeats };

/**
 * The one way into a seat. Locks the batch, and runs `take` (the write that makes an enrolment take a seat) only
 * if a seat is free; otherwise writes nothing and answers `claimed: false`. Must run inside a transaction: the
 * lock lasts until it ends, so the seat counted free is still free when `take` writes. Undefined: no such batch.
 */
export async function claimSeat<T>(
  tx: Db,
  batchId: number,
  take: (seats: BatchSeats) => Promise<T>,
): Promise<Claim<T> | undefined> {
  const seats = await lockBatch(tx, batchId);
  if (!seats) return undefined;
  if (seats.free <= 0) return { claimed: false, seats };
  return { claimed: true, value: await take(seats), seats };
}

/**
 * Locks an enrolment's batch, then the enrolment, in that order. The enrolment's batch is read first without a
 * lock; if a move changed it meanwhile, the new batch is locked instead.
 */
export async function lockEnrolment(
  tx: Db,
  enrolmentId: number,
): Promise<{ enrolment: EnrolmentRow; seats: BatchSeats } | undefined> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [plain] = await tx
      .select({ batch_id: enrolments.batch_id })
      .from(enrolments)
      .where(eq(enrolments.enrolment_id, enrolmentId));
    if (!plain) return undefined;
    const seats = await lockBatch(tx, plain.batch_id);
    const [enrolment] = await tx
      .select()
      .from(enrolments)
      .where(eq(enrolments.enrolment_id, enrolmentId))
      .for("update");
    if (!enrolment || !seats) return undefined;
    if (enrolment.batch_id === seats.batch.batch_id) return { enrolment, seats };
  }
  throw new Error(`enrolment ${enrolmentId} kept moving between batches`);
}

/** A status that takes a seat, with what goes with it. A hold always has an expiry. */
export type SeatTarget =
  | { status: "held"; holdExpiresAt: Date; offered?: boolean }
  | { status: "confirmed" | "paid" | "pending_verification" };

function seatColumns(target: SeatTarget, now: Date): Partial<EnrolmentRow> {
  const columns: Partial<EnrolmentRow> = { status: target.status, updated_at: now };
  if (target.status === "held") {
    columns.hold_expires_at = target.holdExpiresAt;
    if (target.offered) columns.offered_at = now;
  }
  if (target.status === "confirmed") columns.confirmed_at = now;
  return columns;
}

export type SeatOutcome = "seated" | "full" | "not_found";

/**
 * Gives an existing enrolment a seat in its batch with the status `target` (staff confirming someone, a payment
 * arriving, a waiting-list offer). One that already has a seat changes status without taking another.
 */
export async function seatEnrolment(
  tx: Db,
  enrolmentId: number,
  target: SeatTarget,
  now: Date,
): Promise<SeatOutcome> {
  const locked = await lockEnrolment(tx, enrolmentId);
  if (!locked) return "not_found";
  const write = () =>
    tx.update(enrolments).set(seatColumns(target, now)).where(eq(enrolments.enrolment_id, enrolmentId));
  if (takesSeat(locked.enrolment.status)) {
    await write();
    return "seated";
  }
  const claim = await claimSeat(tx, locked.enrolment.batch_id, write);
  return claim?.claimed ? "seated" : "full";
}

/**
 * Ends an enrolment's place (`cancelled`, `expired`, `refunded`) and, if it held a seat, offers the seat to the
 * first person waiting. Answers the enrolment as it was, or undefined when there is none; an enrolment already in
 * one of these states is left as it is.
 */
export async function releaseSeat(
  tx: Db,
  enrolmentId: number,
  to: "cancelled" | "expired" | "refunded",
  now: Date,
  notify: SeatNotifier = quiet,
): Promise<EnrolmentRow | undefined> {
  const locked = await lockEnrolment(tx, enrolmentId);
  if (!locked) return undefined;
  const { enrolment } = locked;
  if (enrolment.status === to || (to !== "refunded" && !isLive(enrolment.status))) return enrolment;
  await tx
    .update(enrolments)
    .set({ status: to, updated_at: now, ...(to === "cancelled" ? { cancelled_at: now } : {}) })
    .where(eq(enrolments.enrolment_id, enrolmentId));
  if (takesSeat(enrolment.status)) await offerFreeSeats(tx, enrolment.batch_id, now, notify);
  return enrolment;
}

/** Holding a seat or waiting for one. */
export const isLive = (status: string) => takesSeat(status) || status === "waitlisted";

/** Whether a freed seat may still go to someone waiting: the batch runs and has not started. */
function offersSeats(batch: BatchRow, now: Date): boolean {
  return batch.status !== "cancelled" && todayInIndia(now) < batch.starts_on;
}

/**
 * Offers every free seat of the batch to the people waiting, oldest first: each becomes `held` for
 * WAITLIST_OFFER_HOURS and is told by mail. Called whenever a seat frees (a hold expires, someone cancels or is
 * moved away, staff add seats). Answers how many were offered a seat.
 */
export async function offerFreeSeats(
  tx: Db,
  batchId: number,
  now: Date,
  notify: SeatNotifier = quiet,
): Promise<number> {
  let offered = 0;
  for (;;) {
    const claim = await claimSeat(tx, batchId, async (seats) => {
      if (!offersSeats(seats.batch, now)) return undefined;
      const [next] = await tx
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.batch_id, batchId), eq(enrolments.status, "waitlisted")))
        .orderBy(asc(enrolments.waitlisted_at), asc(enrolments.enrolment_id))
        .limit(1)
        .for("update");
      if (!next) return undefined;
      const holdExpiresAt = new Date(now.getTime() + WAITLIST_OFFER_HOURS * 3600_000);
      const [updated] = await tx
        .update(enrolments)
        .set(seatColumns({ status: "held", holdExpiresAt, offered: true }, now))
        .where(eq(enrolments.enrolment_id, next.enrolment_id))
        .returning();
      if (updated) await notify(tx, { kind: "offered", enrolment: updated, batch: seats.batch });
      return updated;
    });
    if (!claim?.claimed || !claim.value) return offered;
    offered++;
  }
}

/**
 * Moves every hold whose time has come to `expired` and offers the freed seats to the people waiting. Safe on any
 * number of servers at once: each batch is done under its row lock, and a hold that another server has already
 * expired no longer matches. `now` is the clock to compare with (tests pass a later one). Answers how many holds
 * expired.
 */
export async function expireDueHolds(
  db: Db,
  now: Date,
  notify: SeatNotifier = quiet,
  limit = 100,
): Promise<number> {
  const due = await db
    .selectDistinct({ batch_id: enrolments.batch_id })
    .from(enrolments)
    .where(and(eq(enrolments.status, "held"), sql`${enrolments.hold_expires_at} <= ${now}`))
    .limit(limit);
  let expired = 0;
  for (const { batch_id } of due)
    expired += await db.transaction(async (tx) => {
      const seats = await lockBatch(tx, batch_id);
      if (!seats) return 0;
      const rows = await tx
        .update(enrolments)
        .set({ status: "expired", updated_at: now })
        .where(
          and(
            eq(enrolments.batch_id, batch_id),
            eq(enrolments.status, "held"),
            sql`${enrolments.hold_expires_at} <= ${now}`,
          ),
        )
        .returning();
      for (const enrolment of rows) await notify(tx, { kind: "expired", enrolment, batch: seats.batch });
      await offerFreeSeats(tx, batch_id, now, notify);
      return rows.length;
    });
  return expired;
}

export type LatePaymentOutcome = "paid" | "refund_due" | "not_found";

/**
 * A payment for an enrolment, whatever its state: seated as `paid` if it holds a seat or one is free, else it
 * stays as it is (`expired`, `cancelled`) with `refund_due` set, so the money is never lost and the batch never
 * oversold. The payment's id is stored either way. For the fees branch, which checks the payment itself first.
 */
export async function settleLatePayment(
  tx: Db,
  enrolmentId: number,
  payment: { razorpayPaymentId: string | null; amountPaise: number },
  now: Date,
): Promise<LatePaymentOutcome> {
  const locked = await lockEnrolment(tx, enrolmentId);
  if (!locked) return "not_found";
  const money = {
    amount_paid_paise: payment.amountPaise,
    ...(payment.razorpayPaymentId ? { razorpay_payment_id: payment.razorpayPaymentId } : {}),
    updated_at: now,
  };
  const outcome = await seatEnrolment(tx, enrolmentId, { status: "paid" }, now);
  if (outcome === "seated") {
    await tx.update(enrolments).set(money).where(eq(enrolments.enrolment_id, enrolmentId));
    return "paid";
  }
  await tx
    .update(enrolments)
    .set({ ...money, refund_due: true })
    .where(eq(enrolments.enrolment_id, enrolmentId));
  return "refund_due";
}
