// Enrolments: a person enrolling in a batch, their private page, and what staff do on the roster (confirm,
// cancel, move, notes, completion and certificates). Every change of seat goes through seats.ts.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { ENROLMENT_ADMIN_MESSAGES as A } from "#contract/admin-messages";
import { CURRENCY } from "#contract/constants";
import type { EnrolmentStatus } from "#contract/enums";
import { SEAT_TAKING_STATUSES, takesSeat } from "#contract/enums";
import { todayInIndia } from "#contract/form-rules";
import { DEFAULT_LOCALE, type Locale, localePath } from "#contract/locales";
import { ENROLMENT_MESSAGES as E } from "#contract/messages";
import type {
  Enrolment,
  EnrolmentCreate,
  EnrolmentCreated,
  EnrolmentUpdate,
  OwnEnrolment,
  RosterBatch,
} from "#contract/schemas/enrolment";
import type { Translations } from "#contract/translations";
import type { Db } from "#server/db/client";
import { batches, certificates, courses, enrolments } from "#server/db/schema";
import { Conflict, invalidField, NotFound } from "#server/domain-errors";
import type { Paging } from "#server/http/paging";
import { enqueueMail, enqueueMails, type MailMessage, noticeBrandAndStaff } from "#server/mail/mail";
import type { MailConfig } from "#server/mail/mail-config";
import {
  type EnrolmentMailData,
  enrolmentMail,
  enrolmentStaffNotice,
  type PersonMailKind,
} from "../../mail/templates/batch-mails";
import { batchStatus, currentFee, enrolmentOpen, seatCounts } from "../batches/batches.service";
import { chargedPaise, settingsIn } from "../payments/receipts.service";
import {
  type BatchRow,
  claimSeat,
  type EnrolmentRow,
  lockBatch,
  lockEnrolment,
  offerFreeSeats,
  releaseSeat,
  type SeatEvent,
  type SeatNotifier,
  seatEnrolment,
} from "./seats";

// ---------------------------------------------------------------------------------------------------------------
// The private link

/**
 * The token of an enrolment's private link: an HMAC of its id with the app secret, so the server can mail the link
 * again (a waiting-list offer, a cancellation) without keeping the token. Only its SHA-256 is stored, and checking
 * a token needs nothing else: a copy of the database alone opens no enrolment page.
 */
export function linkToken(secret: string, enrolmentId: number): string {
  return createHmac("sha256", secret).update(`enrolment-link:${enrolmentId}`).digest("base64url");
}
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function tokenMatches(token: string, stored: string): boolean {
  const given = Buffer.from(hashToken(token), "hex");
  const kept = Buffer.from(stored, "hex");
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** The person's page: path and token, in the language they enrolled in. */
export const ownPagePath = (locale: Locale, enrolmentId: number, token: string) =>
  `${localePath(locale, `/enrolment/${enrolmentId}`)}?token=${token}`;

// ---------------------------------------------------------------------------------------------------------------
// Mails

export interface EnrolmentMailer {
  config: MailConfig;
  secret: string;
}

type CourseTitles = { title: string; translations: Translations };

async function courseOf(tx: Db, courseId: number): Promise<CourseTitles & { slug: string }> {
  const [course] = await tx
    .select({ title: courses.title, translations: courses.translations, slug: courses.course_slug })
    .from(courses)
    .where(eq(courses.course_id, courseId));
  return course ?? { title: "", translations: {}, slug: "" };
}

const titleIn = (course: CourseTitles, locale: Locale) =>
  (locale === "hi" ? (course.translations.hi?.title as string | undefined) : undefined) || course.title;
const batchTextIn = (batch: BatchRow, field: "schedule" | "venue", locale: Locale) =>
  (locale === "hi" ? (batch.translations.hi?.[field] as string | undefined) : undefined) || batch[field];

export const localeOf = (row: { locale: string }): Locale => (row.locale === "hi" ? "hi" : DEFAULT_LOCALE);

function mailData(
  mailer: EnrolmentMailer,
  enrolment: EnrolmentRow,
  batch: BatchRow,
  course: CourseTitles,
): EnrolmentMailData {
  const locale = localeOf(enrolment);
  const token = linkToken(mailer.secret, enrolment.enrolment_id);
  return {
    enrolmentId: enrolment.enrolment_id,
    name: enrolment.name,
    email: enrolment.email,
    phone: enrolment.phone,
    status: enrolment.status as EnrolmentStatus,
    amountPaise: enrolment.amount_paise,
    payAtAcademy: batch.pay_at_academy,
    holdExpiresAt: enrolment.status === "held" ? enrolment.hold_expires_at : null,
    courseTitle: titleIn(course, locale),
    startsOn: batch.starts_on,
    endsOn: batch.ends_on,
    schedule: batchTextIn(batch, "schedule", locale) ?? "",
    venue: batchTextIn(batch, "venue", locale),
    pageUrl: `${mailer.config.publicUrl}${ownPagePath(locale, enrolment.enrolment_id, token)}`,
  };
}

/** Queues the person's mail about their place, in their language, in the caller's transaction. */
export async function mailPerson(
  tx: Db,
  mailer: EnrolmentMailer,
  kind: PersonMailKind,
  enrolment: EnrolmentRow,
  batch: BatchRow,
  options: { reason?: string | null; attachments?: MailMessage["attachments"] } = {},
) {
  const { brand } = await noticeBrandAndStaff(tx, mailer.config);
  const data = mailData(mailer, enrolment, batch, await courseOf(tx, batch.course_id));
  const mail = await enrolmentMail(brand, kind, data, localeOf(enrolment), options);
  await enqueueMail(tx, {
    kind: `enrolment-${kind}`,
    to: enrolment.email,
    ...mail,
    attachments: options.attachments,
  });
}

/** What the seat module reports (an offer, an expired hold) becomes the person's mail. */
export function seatNotifier(mailer: EnrolmentMailer | undefined): SeatNotifier {
  return async (tx: Db, event: SeatEvent) => {
    if (!mailer) return;
    await mailPerson(tx, mailer, event.kind, event.enrolment, event.batch);
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Enrolling

/** A unique-key violation on the one-live-enrolment-per-address index. */
function isDuplicateEnrolment(err: unknown): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  )
    if (e.code === "23505" && (e.constraint === "enrolments_batch_email_live_idx" || !e.constraint))
      return true;
  return false;
}

/** A new enrolment, and what its mails need once the answer is out. */
export interface NewEnrolment {
  created: EnrolmentCreated;
  row: EnrolmentRow;
  batch: BatchRow;
  course: CourseTitles;
}

/**
 * Enrols a person in a batch: a seat if one is free (held while they pay, or confirmed at once when the batch has
 * no fee or is paid at the academy), else the waiting list if the batch keeps one, else 409. The batch's row lock
 * is held only for the count and the insert: everything that can be read or computed before (the batch's course,
 * the person's earlier enrolment, the new id and its link) is, and the mails are made after the answer
 * (`notifyNewEnrolment`), so that people enrolling at once queue on the lock for milliseconds each.
 */
export async function createEnrolment(
  db: Db,
  input: EnrolmentCreate,
  options: { now: Date; holdSeconds: number; secret: string },
): Promise<NewEnrolment> {
  const { now } = options;
  const today = todayInIndia(now);
  const [plain] = await db.select().from(batches).where(eq(batches.batch_id, input.batch_id));
  const course = plain && (await visibleCourse(db, plain.course_id));
  if (!plain || !course || !plain.is_published || plain.status === "cancelled")
    throw invalidField("batch_id", E.batchUnavailable);
  if (!enrolmentOpen(plain, today)) throw invalidField("batch_id", E.batchClosed);
  // Read without the lock, to answer the common case kindly; the unique index enrolments_batch_email_live_idx
  // refuses the rare one that races it (caught below).
  const [already] = await db
    .select({ id: enrolments.enrolment_id })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.batch_id, plain.batch_id),
        sql`lower(${enrolments.email}) = lower(${input.email})`,
        inArray(enrolments.status, [...SEAT_TAKING_STATUSES, "waitlisted"]),
      ),
    )
    .limit(1);
  if (already) throw new Conflict(E.alreadyEnrolled);
  const [idRow] = (
    (await db.execute(
      sql`select nextval(pg_get_serial_sequence('enrolments', 'enrolment_id'))::int as id`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const id = Number(idRow?.id);
  const token = linkToken(options.secret, id);
  // A fee stated without GST by a registered academy is charged with the tax added.
  const billing = (await settingsIn(db)).billing;
  const values = {
    enrolment_id: id,
    batch_id: plain.batch_id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    currency: CURRENCY,
    locale: input.locale,
    token_hash: hashToken(token),
    utm_source: input.utm_source,
    utm_medium: input.utm_medium,
    utm_campaign: input.utm_campaign,
    referrer: input.referrer,
    landing_page: input.landing_page,
    billing_name: input.billing_name,
    billing_address: input.billing_address,
    billing_state_code: input.billing_state_code,
    billing_gstin: input.billing_gstin,
    created_at: now,
    updated_at: now,
  };
  try {
    const { row, batch } = await db.transaction(async (tx) => {
      // Staff may have closed or cancelled the batch since it was read: checked again under its lock.
      const stillOpen = (batch: BatchRow) => {
        if (batch.status === "cancelled" || !batch.is_published)
          throw invalidField("batch_id", E.batchUnavailable);
        if (!enrolmentOpen(batch, today)) throw invalidField("batch_id", E.batchClosed);
        return chargedPaise(currentFee(batch, today), billing);
      };
      const claim = await claimSeat(tx, plain.batch_id, async ({ batch }) => {
        const amount = stillOpen(batch);
        // No fee to collect online: the seat is confirmed at once (a hold would have nothing to wait for).
        const confirmAtOnce = amount === 0 || batch.pay_at_academy;
        const [inserted] = await tx
          .insert(enrolments)
          .values(
            confirmAtOnce
              ? { ...values, amount_paise: amount, status: "confirmed", confirmed_at: now }
              : {
                  ...values,
                  amount_paise: amount,
                  status: "held",
                  hold_expires_at: new Date(now.getTime() + options.holdSeconds * 1000),
                },
          )
          .returning();
        return inserted;
      });
      if (!claim) throw invalidField("batch_id", E.batchUnavailable);
      if (claim.claimed && claim.value) return { row: claim.value, batch: claim.seats.batch };
      const batch = claim.seats.batch;
      const amount = stillOpen(batch);
      if (!batch.waitlist) throw new Conflict(E.batchFull);
      const [row] = await tx
        .insert(enrolments)
        .values({ ...values, amount_paise: amount, status: "waitlisted", waitlisted_at: now })
        .returning();
      if (!row) throw new Error("enrolment insert returned nothing");
      return { row, batch };
    });
    return {
      created: {
        enrolment_id: row.enrolment_id,
        batch_id: row.batch_id,
        status: row.status as EnrolmentStatus,
        amount_paise: row.amount_paise,
        currency: "INR" as const,
        hold_expires_at: row.hold_expires_at?.toISOString() ?? null,
        url: ownPagePath(localeOf(row), row.enrolment_id, token),
      },
      row,
      batch,
      course,
    };
  } catch (err) {
    if (isDuplicateEnrolment(err)) throw new Conflict(E.alreadyEnrolled);
    throw err;
  }
}

async function visibleCourse(tx: Db, courseId: number) {
  const [course] = await tx
    .select({ title: courses.title, translations: courses.translations })
    .from(courses)
    .where(
      and(eq(courses.course_id, courseId), eq(courses.is_active, true), sql`${courses.deleted_at} is null`),
    );
  return course;
}

/**
 * The person's mail with their link, and staff's notification, in one insert. Made after the answer: if the
 * process dies in between, the enrolment stands without its mails (the person saw their link on the page, and
 * staff see them in the roster).
 */
export async function notifyNewEnrolment(
  tx: Db,
  mailer: EnrolmentMailer,
  row: EnrolmentRow,
  batch: BatchRow,
  course: CourseTitles,
) {
  const { brand, staff } = await noticeBrandAndStaff(tx, mailer.config);
  const data = mailData(mailer, row, batch, course);
  const mails: MailMessage[] = [];
  if (staff.length > 0) {
    const english = { ...data, courseTitle: course.title, schedule: batch.schedule, venue: batch.venue };
    const rosterUrl = `${mailer.config.publicUrl}/admin/enrolments?batch_id=${batch.batch_id}`;
    mails.push({
      kind: "enrolment-staff",
      to: staff,
      ...(await enrolmentStaffNotice(brand, english, rosterUrl)),
    });
  }
  mails.push({
    kind: "enrolment-received",
    to: row.email,
    ...(await enrolmentMail(brand, "received", data, localeOf(row))),
  });
  await enqueueMails(tx, mails);
}

// ---------------------------------------------------------------------------------------------------------------
// The person's own page and actions

/** The enrolment whose private link this is; a wrong token is the same 404 as an unknown id. */
export async function ownRow(db: Db, id: number, token: string): Promise<EnrolmentRow> {
  const [row] = await db.select().from(enrolments).where(eq(enrolments.enrolment_id, id));
  if (!row || !tokenMatches(token, row.token_hash)) throw new NotFound(E.invalidLink);
  return row;
}

/** What the person sees through their link; a wrong token is the same 404 as an unknown id. */
export async function ownEnrolment(db: Db, id: number, token: string, locale: Locale): Promise<OwnEnrolment> {
  const row = await ownRow(db, id, token);
  const [batch] = await db.select().from(batches).where(eq(batches.batch_id, row.batch_id));
  if (!batch) throw new NotFound(E.invalidLink);
  const course = await courseOf(db, batch.course_id);
  let position: number | null = null;
  if (row.status === "waitlisted") {
    const [ahead] = await db
      .select({ n: count() })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.batch_id, row.batch_id),
          eq(enrolments.status, "waitlisted"),
          sql`(${enrolments.waitlisted_at}, ${enrolments.enrolment_id}) < (${row.waitlisted_at}, ${row.enrolment_id})`,
        ),
      );
    position = Number(ahead?.n ?? 0) + 1;
  }
  const [certificate] = await db
    .select({ code: certificates.code })
    .from(certificates)
    .where(and(eq(certificates.enrolment_id, id), sql`${certificates.revoked_at} is null`));
  return {
    enrolment_id: row.enrolment_id,
    name: row.name,
    status: row.status as EnrolmentStatus,
    amount_paise: row.amount_paise,
    amount_paid_paise: row.amount_paid_paise,
    currency: "INR",
    hold_expires_at: row.status === "held" ? (row.hold_expires_at?.toISOString() ?? null) : null,
    pay_at_academy: batch.pay_at_academy,
    course_title: titleIn(course, locale),
    course_slug: course.slug,
    starts_on: batch.starts_on,
    ends_on: batch.ends_on,
    schedule: batchTextIn(batch, "schedule", locale) ?? "",
    mode: batch.mode,
    venue: batchTextIn(batch, "venue", locale),
    batch_cancelled: batch.status === "cancelled",
    waitlist_position: position,
    certificate_code: certificate?.code ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The person takes the seat offered to them from the waiting list. Only a batch with nothing to pay online (no
 * fee, or paid at the academy) is confirmed this way; a fee is paid to confirm.
 */
export async function acceptOffer(db: Db, id: number, token: string, now: Date) {
  await ownRow(db, id, token);
  await db.transaction(async (tx) => {
    const locked = await lockEnrolment(tx, id);
    if (!locked) throw new NotFound(E.invalidLink);
    const { enrolment, seats } = locked;
    // Pressed twice, or after staff confirmed: the seat is already theirs.
    if (enrolment.status === "confirmed" || enrolment.status === "paid") return;
    const free = enrolment.amount_paise === 0 || seats.batch.pay_at_academy;
    if (enrolment.status !== "held" || !free) throw new Conflict(E.cannotAccept);
    await seatEnrolment(tx, id, { status: "confirmed" }, now);
  });
}

/** The person gives up their place (a seat or the waiting list); a seat goes to the next person waiting. */
export async function cancelOwn(db: Db, id: number, token: string, now: Date, mailer?: EnrolmentMailer) {
  const row = await ownRow(db, id, token);
  if (!(takesSeat(row.status) || row.status === "waitlisted") || row.status === "paid")
    throw new Conflict(E.cannotCancel);
  await db.transaction(async (tx) => {
    const before = await releaseSeat(tx, id, "cancelled", now, seatNotifier(mailer));
    if (!before) throw new NotFound(E.invalidLink);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Staff: the roster

const SEARCHED = [enrolments.name, enrolments.email, enrolments.phone];

function listWhere(filter: { batch_id?: number; status?: EnrolmentStatus; q?: string }): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    filter.batch_id === undefined ? undefined : eq(enrolments.batch_id, filter.batch_id),
    filter.status === undefined ? undefined : eq(enrolments.status, filter.status),
    q ? or(...SEARCHED.map((column) => ilike(column, `%${q.replace(/[\\%_]/g, "\\$&")}%`))) : undefined,
  );
}

async function toEnrolments(db: Db, rows: EnrolmentRow[]): Promise<Enrolment[]> {
  if (rows.length === 0) return [];
  const batchIds = [...new Set(rows.map((r) => r.batch_id))];
  const batchRows = await db
    .select({
      batch_id: batches.batch_id,
      course_id: batches.course_id,
      starts_on: batches.starts_on,
      course_title: courses.title,
    })
    .from(batches)
    .innerJoin(courses, eq(courses.course_id, batches.course_id))
    .where(inArray(batches.batch_id, batchIds));
  const byBatch = new Map(batchRows.map((b) => [b.batch_id, b]));
  const certs = await db
    .select()
    .from(certificates)
    .where(
      inArray(
        certificates.enrolment_id,
        rows.map((r) => r.enrolment_id),
      ),
    );
  const byEnrolment = new Map(certs.map((c) => [c.enrolment_id, c]));
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return rows.map((r) => {
    const b = byBatch.get(r.batch_id);
    const cert = byEnrolment.get(r.enrolment_id);
    return {
      enrolment_id: r.enrolment_id,
      batch_id: r.batch_id,
      course_id: b?.course_id ?? 0,
      course_title: b?.course_title ?? "",
      starts_on: b?.starts_on ?? "",
      name: r.name,
      email: r.email,
      phone: r.phone,
      message: r.message,
      status: r.status as EnrolmentStatus,
      amount_paise: r.amount_paise,
      amount_paid_paise: r.amount_paid_paise,
      currency: "INR" as const,
      hold_expires_at: r.status === "held" ? iso(r.hold_expires_at) : null,
      refund_due: r.refund_due,
      razorpay_order_id: r.razorpay_order_id,
      razorpay_payment_id: r.razorpay_payment_id,
      locale: localeOf(r),
      notes: r.notes,
      waitlisted_at: iso(r.waitlisted_at),
      offered_at: iso(r.offered_at),
      confirmed_at: iso(r.confirmed_at),
      cancelled_at: iso(r.cancelled_at),
      completed_at: iso(r.completed_at),
      certificate: cert
        ? {
            number: cert.number,
            code: cert.code,
            issued_on: cert.issued_on,
            revoked_at: iso(cert.revoked_at),
          }
        : null,
      utm_source: r.utm_source,
      utm_medium: r.utm_medium,
      utm_campaign: r.utm_campaign,
      referrer: r.referrer,
      landing_page: r.landing_page,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    };
  });
}

export type EnrolmentFilter = { batch_id?: number; status?: EnrolmentStatus; q?: string };

/** Oldest first within a batch, as a roster is read; the waiting list in its order after the others. */
const ROSTER_ORDER = [asc(enrolments.created_at), asc(enrolments.enrolment_id)];

export async function listEnrolments(db: Db, filter: EnrolmentFilter, paging: Paging): Promise<Enrolment[]> {
  const rows = await db
    .select()
    .from(enrolments)
    .where(listWhere(filter))
    .orderBy(
      ...(filter.batch_id === undefined
        ? [desc(enrolments.created_at), desc(enrolments.enrolment_id)]
        : ROSTER_ORDER),
    )
    .limit(paging.limit)
    .offset(paging.offset);
  return toEnrolments(db, rows);
}

export async function countEnrolments(db: Db, filter: EnrolmentFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(enrolments).where(listWhere(filter));
  return Number(row?.n ?? 0);
}

/** Every matching row, a batch at a time, for the streamed CSV export. */
export async function* enrolmentBatches(db: Db, filter: EnrolmentFilter, size: number) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(enrolments)
      .where(and(listWhere(filter), sql`${enrolments.enrolment_id} > ${after}`))
      .orderBy(asc(enrolments.enrolment_id))
      .limit(size);
    if (rows.length === 0) return;
    yield await toEnrolments(db, rows);
    const last = rows[rows.length - 1];
    if (!last || rows.length < size) return;
    after = last.enrolment_id;
  }
}

export async function getEnrolment(db: Db, id: number): Promise<Enrolment> {
  const rows = await db.select().from(enrolments).where(eq(enrolments.enrolment_id, id));
  const [item] = await toEnrolments(db, rows);
  if (!item) throw new NotFound();
  return item;
}

function rosterBatch(
  b: BatchRow & { course_title: string },
  counts: { taken: number; waiting: number },
  now: Date,
): RosterBatch {
  const left = Math.max(0, b.seats_total - counts.taken);
  return {
    batch_id: b.batch_id,
    course_id: b.course_id,
    course_title: b.course_title,
    starts_on: b.starts_on,
    ends_on: b.ends_on,
    schedule: b.schedule,
    seats_total: b.seats_total,
    seats_left: left,
    waitlist_count: counts.waiting,
    status: batchStatus(b, left, todayInIndia(now)),
  };
}

/** How long after its end a batch stays in the front desk's list: long enough to mark completion and issue certificates. */
const ROSTER_KEEP_DAYS = 365;

/**
 * Every batch the front desk works with, newest start first: those that have not ended, and those that ended in
 * the last year. Each roster's header, and the batches of the same course someone can be moved to.
 */
export async function rosterBatches(db: Db, now: Date): Promise<RosterBatch[]> {
  const since = todayInIndia(new Date(now.getTime() - ROSTER_KEEP_DAYS * 86_400_000));
  const rows = await db
    .select({ batch: batches, course_title: courses.title })
    .from(batches)
    .innerJoin(courses, eq(courses.course_id, batches.course_id))
    .where(and(sql`${batches.ends_on} >= ${since}`, sql`${courses.deleted_at} is null`))
    .orderBy(desc(batches.starts_on), desc(batches.batch_id));
  const counts = await seatCounts(
    db,
    rows.map((r) => r.batch.batch_id),
  );
  return rows.map((r) =>
    rosterBatch(
      { ...r.batch, course_title: r.course_title },
      counts.get(r.batch.batch_id) ?? { taken: 0, waiting: 0 },
      now,
    ),
  );
}

/**
 * Staff confirm someone (a seat is taken if they have none: 409 when the batch is full) or cancel them (the seat
 * goes to the next person waiting), and keep notes.
 */
export async function staffUpdate(
  db: Db,
  id: number,
  input: EnrolmentUpdate,
  now: Date,
  mailer?: EnrolmentMailer,
): Promise<{ before: EnrolmentRow }> {
  return db.transaction(async (tx) => {
    const locked = await lockEnrolment(tx, id);
    if (!locked) throw new NotFound();
    const before = locked.enrolment;
    if (input.status === "confirmed" && before.status !== "confirmed") {
      if (!["held", "pending_verification", "waitlisted", "expired", "cancelled"].includes(before.status))
        throw new Conflict(A.cannotConfirm);
      const outcome = await seatEnrolment(tx, id, { status: "confirmed" }, now);
      if (outcome === "full") throw new Conflict(A.batchFull);
    }
    if (input.status === "cancelled" && before.status !== "cancelled") {
      if (!(takesSeat(before.status) || before.status === "waitlisted")) throw new Conflict(A.cannotCancel);
      await releaseSeat(tx, id, "cancelled", now, seatNotifier(mailer));
    }
    if (input.notes !== undefined)
      await tx
        .update(enrolments)
        .set({ notes: input.notes, updated_at: now })
        .where(eq(enrolments.enrolment_id, id));
    return { before };
  });
}

/**
 * Moves someone to another batch of the same course: a seat there if one is free (their status goes with them),
 * else its waiting list if it keeps one, else 409. Their old seat goes to the next person waiting. Both batches
 * are locked in the order of their ids.
 */
export async function moveEnrolment(
  db: Db,
  id: number,
  targetId: number,
  now: Date,
  mailer?: EnrolmentMailer,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [plain] = await tx.select().from(enrolments).where(eq(enrolments.enrolment_id, id));
    if (!plain) throw new NotFound();
    if (plain.batch_id === targetId) throw invalidField("batch_id", A.sameBatch);
    for (const batchId of [plain.batch_id, targetId].sort((a, b) => a - b)) await lockBatch(tx, batchId);
    const locked = await lockEnrolment(tx, id);
    const target = await lockBatch(tx, targetId);
    if (!locked || !target) throw invalidField("batch_id", A.sameBatch);
    const { enrolment, seats: source } = locked;
    if (target.batch.course_id !== source.batch.course_id) throw invalidField("batch_id", A.otherCourse);
    if (target.batch.status === "cancelled") throw invalidField("batch_id", A.targetFull);
    if (!(takesSeat(enrolment.status) || enrolment.status === "waitlisted"))
      throw new Conflict(A.cannotCancel);
    const moved = { batch_id: targetId, updated_at: now };
    if (takesSeat(enrolment.status)) {
      const claim = await claimSeat(tx, targetId, () =>
        tx.update(enrolments).set(moved).where(eq(enrolments.enrolment_id, id)),
      );
      if (!claim?.claimed) {
        if (!target.batch.waitlist) throw new Conflict(A.targetFull);
        await tx
          .update(enrolments)
          .set({ ...moved, status: "waitlisted", waitlisted_at: now, hold_expires_at: null })
          .where(eq(enrolments.enrolment_id, id));
      }
      await offerFreeSeats(tx, source.batch.batch_id, now, seatNotifier(mailer));
    } else {
      await tx
        .update(enrolments)
        .set({ ...moved, waitlisted_at: now })
        .where(eq(enrolments.enrolment_id, id));
      await offerFreeSeats(tx, targetId, now, seatNotifier(mailer));
    }
  });
}
