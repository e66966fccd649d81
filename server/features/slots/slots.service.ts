// Consultation slots: the owners' availability, the free slots, bookings (each one a consultation request with status
// `scheduled` and a live agenda range), their changes by the visitor's link or by staff, blocked time, the expiry of
// unpaid holds and the reminders. Whatever must happen once is made once by the database: the exclusion
// constraint on agenda_ranges (no two live ranges overlap), row locks on a booking's range for its changes, and the
// unique key of booking_reminders (decision 62).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { PICKER_DAYS } from "#contract/constants";
import type { MeetingPlace } from "#contract/enums";
import { todayInIndia } from "#contract/fields";
import { formatIndiaTime } from "#contract/i18n/format";
import { type Locale, localePath } from "#contract/locales";
import { SLOT_MESSAGES as S, VALIDATION_MESSAGES as V } from "#contract/messages";
import type { ConsultationCreate } from "#contract/schemas/consultation";
import {
  type AgendaEntry,
  type Availability,
  AvailabilitySchema,
  type BookingCreated,
  type Slot,
  type SlotsQuery,
  type StaffBooking,
  type VisitorBooking,
} from "#contract/schemas/slots";
import type { Db } from "#server/db/client";
import {
  agendaRanges,
  bookingAvailability,
  bookingReminders,
  consultationRequests,
  receipts,
} from "#server/db/schema";
import { Conflict, invalidField, NotFound } from "#server/domain-errors";
import { refundCancelledBooking } from "#server/features/refunds/booking-refunds";
import { enqueueMails, type MailMessage, noticeBrandAndStaff } from "#server/mail/mail";
import type { MailConfig } from "#server/mail/mail-config";
import {
  type BookingChange,
  type BookingMailInput,
  bookingStaffMail,
  bookingVisitorMail,
  placeOf,
} from "../../mail/templates/slots-mails";
import { bookingLocale } from "./booking-of";
import { inviteAttachment } from "./invite";
import {
  addDays,
  type BusyRange,
  freeSlots,
  gridRefusal,
  istDateOf,
  istIso,
  istMidnight,
  lastBookableDate,
} from "./slot-engine";

const MINUTE_MS = 60_000;
const CALENDAR = "academy";
const EXCLUSION_VIOLATION = "23P01";

/** What the writes that mail need: the mail settings (absent: nothing is mailed) and the links' secret. */
export interface SlotContext {
  mail?: MailConfig;
  secret: string;
}

type RangeRow = typeof agendaRanges.$inferSelect;
type RequestRow = typeof consultationRequests.$inferSelect;

// Availability ----------------------------------------------------------------------------------------------------

/** The stored availability, or null when owners have not set any (the site then keeps the request form). */
export async function readAvailability(db: Db): Promise<Availability | null> {
  const [row] = await db.select().from(bookingAvailability).limit(1);
  if (!row) return null;
  // Stored as it was validated; parsed again so that fields added later get their defaults.
  const parsed = AvailabilitySchema.safeParse(row.settings);
  return parsed.success ? parsed.data : null;
}

export async function saveAvailability(db: Db, availability: Availability): Promise<Availability> {
  await db
    .insert(bookingAvailability)
    .values({ availability_id: 1, settings: availability })
    .onConflictDoUpdate({
      target: bookingAvailability.availability_id,
      set: { settings: availability, updated_at: sql`now()` },
    });
  return availability;
}

export async function clearAvailability(db: Db) {
  await db.delete(bookingAvailability);
}

/** Whether the public page shows the slot picker: some weekly hours or an opened date. */
export const hasHours = (a: Availability | null): a is Availability =>
  !!a && (Object.values(a.weekly_hours).some((d) => d.length > 0) || a.open_dates.length > 0);

export interface ServiceTerms {
  minutes: number;
  fee_paise: number;
  where: MeetingPlace;
}

/** A service's length, fee and place; a service the owners did not list is refused once they list any. */
export function serviceTerms(
  availability: Availability,
  serviceType: string | null | undefined,
): ServiceTerms {
  const listed = availability.services.find((s) => s.service_type === serviceType);
  if (listed) return { minutes: listed.minutes, fee_paise: listed.fee_paise, where: listed.where };
  if (serviceType && availability.services.length > 0) throw invalidField("service_type", S.unknownService);
  return { minutes: availability.slot_minutes, fee_paise: 0, where: "online" };
}

// Free slots ------------------------------------------------------------------------------------------------------

/** The live ranges that may touch [from, to), sorted by start. */
async function busyBetween(db: Db, from: number, to: number): Promise<BusyRange[]> {
  const rows = await db
    .select({ start: agendaRanges.starts_at, end: agendaRanges.occupied_until })
    .from(agendaRanges)
    .where(
      and(
        eq(agendaRanges.calendar, CALENDAR),
        isNull(agendaRanges.released_at),
        lt(agendaRanges.starts_at, new Date(to)),
        gt(agendaRanges.occupied_until, new Date(from)),
      ),
    )
    .orderBy(asc(agendaRanges.starts_at));
  return rows.map((r) => ({ start: r.start.getTime(), end: r.end.getTime() }));
}

function slotsOf(
  availability: Availability,
  terms: ServiceTerms,
  from: string,
  to: string,
  now: Date,
  busy: BusyRange[],
): Slot[] {
  return freeSlots(availability, terms, from, to, now, busy).map((s) => ({
    starts_at: istIso(s.start),
    ends_at: istIso(s.end),
  }));
}

export async function listFreeSlots(db: Db, query: SlotsQuery, now: Date): Promise<Slot[]> {
  const availability = await readAvailability(db);
  if (!availability) return [];
  const terms = serviceTerms(availability, query.service_type);
  const from = istMidnight(query.from);
  // A slot late on the last day may reach past midnight with its buffer.
  const to = istMidnight(addDays(query.to, 1)) + (terms.minutes + availability.buffer_minutes) * MINUTE_MS;
  return slotsOf(availability, terms, query.from, query.to, now, await busyBetween(db, from, to));
}

export interface PickerData {
  /** Free slots of the next days, grouped by IST date, for the page's first paint. */
  days: { date: string; slots: Slot[] }[];
  services: { service_type: string; minutes: number; fee_paise: number; where: MeetingPlace }[];
  default_minutes: number;
  last_date: string;
}

/** What the consultation page renders before any script runs; null without hours (the request form stays). */
export async function pickerData(db: Db, now: Date): Promise<PickerData | null> {
  const availability = await readAvailability(db);
  if (!hasHours(availability)) return null;
  const today = todayInIndia(now);
  const lastDate = lastBookableDate(availability, now);
  const until = addDays(today, Math.min(availability.days_ahead, PICKER_DAYS * 4));
  // Never past the horizon: `until` is at most `days_ahead` days after today.
  const slots = await listFreeSlots(db, { from: today, to: until }, now);
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const date = slot.starts_at.slice(0, 10);
    if (!days.has(date) && days.size >= PICKER_DAYS) break;
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return {
    days: [...days].map(([date, list]) => ({ date, slots: list })),
    services: availability.services,
    default_minutes: availability.slot_minutes,
    last_date: lastDate,
  };
}

// Tokens ----------------------------------------------------------------------------------------------------------

const TOKEN_PURPOSE = "consultation-booking:";

/** The visitor's link token: an HMAC of the booking's id and its own random nonce, so nothing secret is stored. */
export function bookingToken(secret: string, requestId: number, nonce: string): string {
  return createHmac("sha256", secret).update(`${TOKEN_PURPOSE}${requestId}:${nonce}`).digest("base64url");
}

function tokenMatches(secret: string, range: RangeRow, token: string): boolean {
  if (!range.token_nonce) return false;
  const expected = Buffer.from(bookingToken(secret, range.request_id ?? 0, range.token_nonce));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function manageUrl(publicUrl: string, locale: Locale, requestId: number, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${localePath(locale, "/consultation/booking")}?id=${requestId}&token=${encodeURIComponent(token)}`;
}

// Mail ------------------------------------------------------------------------------------------------------------

function mailInput(
  range: RangeRow,
  request: RequestRow,
  availability: Availability | null,
  context: SlotContext,
  extra: Partial<BookingMailInput> = {},
): BookingMailInput {
  const locale = bookingLocale(range);
  const token = range.token_nonce
    ? bookingToken(context.secret, request.request_id, range.token_nonce)
    : null;
  return {
    request_id: request.request_id,
    name: request.name,
    email: request.email,
    phone: request.phone,
    service_type: request.service_type as BookingMailInput["service_type"],
    starts_at: range.starts_at,
    ends_at: range.ends_at,
    where: (range.where ?? "online") as MeetingPlace,
    location: request.location,
    meeting_link: availability?.meeting_link ?? null,
    fee_paise: range.fee_paise,
    hold_expires_at: range.paid_at ? null : range.hold_expires_at,
    manage_url:
      token && context.mail ? manageUrl(context.mail.publicUrl, locale, request.request_id, token) : null,
    locale,
    ...extra,
  };
}

/** Both sides' mails about one change, each with the invitation at the range's current sequence. */
async function queueBookingMails(
  tx: Db,
  range: RangeRow,
  request: RequestRow,
  kind: BookingChange | "reminder",
  context: SlotContext,
  now: Date,
  extra: Partial<BookingMailInput> = {},
) {
  const config = context.mail;
  if (!config) return;
  const availability = await readAvailability(tx);
  const { brand, staff } = await noticeBrandAndStaff(tx, config);
  const cancelled = kind === "cancelled" || kind === "released";
  // Nothing is left to change once it is cancelled: no link then.
  const booking = mailInput(range, request, availability, context, {
    ...(cancelled ? { manage_url: null } : {}),
    ...extra,
  });
  const invite = inviteAttachment({
    requestId: request.request_id,
    host: new URL(config.publicUrl).hostname,
    sequence: range.sequence,
    start: range.starts_at,
    end: range.ends_at,
    summary: `${brand.site.name}: consultation with ${request.name}`,
    description: booking.manage_url ? `Reschedule or cancel: ${booking.manage_url}` : "",
    location: placeOf(brand, booking, "en"),
    url: booking.manage_url,
    organizer: { name: brand.site.name, email: brand.site.email },
    attendee: { name: request.name, email: request.email },
    cancelled,
    stamp: now,
  });
  // A reminder is no change to the calendar: it carries no invitation.
  const attachments = kind === "reminder" ? [] : [invite];
  const mails: MailMessage[] = [
    {
      kind: `booking-${kind}`,
      to: request.email,
      ...(await bookingVisitorMail(brand, booking, kind)),
      attachments,
    },
  ];
  if (staff.length > 0)
    mails.push({
      kind: `booking-${kind}-staff`,
      to: staff,
      // Staff's copy has no visitor link: the token is the visitor's alone.
      ...(await bookingStaffMail(brand, { ...booking, manage_url: null }, kind)),
      attachments,
    });
  await enqueueMails(tx, mails);
}

// Booking ---------------------------------------------------------------------------------------------------------

const isExclusionViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === EXCLUSION_VIOLATION) return true;
  return false;
};

/** Runs a write that takes time; a clash with another live range is the 409 the contract names. */
async function takingTime<T>(
  write: () => Promise<T>,
  field: string,
  message: string = S.slotTaken,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isExclusionViolation(err)) throw new Conflict(message, [{ field, message }]);
    throw err;
  }
}

const REFUSALS = { past: S.slotInPast, beyond: S.slotBeyondHorizon, not_offered: S.slotNotOffered } as const;

interface NewBooking {
  request: Omit<typeof consultationRequests.$inferInsert, "request_id">;
  start: Date;
  terms: ServiceTerms;
  buffer: number;
  holdMinutes: number | null;
  locale: Locale;
}

async function insertBooking(db: Db, booking: NewBooking, context: SlotContext, now: Date, field: string) {
  const end = new Date(booking.start.getTime() + booking.terms.minutes * MINUTE_MS);
  return takingTime(
    () =>
      db.transaction(async (tx) => {
        const [request] = await tx
          .insert(consultationRequests)
          .values({
            ...booking.request,
            status: "scheduled",
            preferred_date: istDateOf(booking.start.getTime()),
            starts_at: booking.start,
            ends_at: end,
          })
          .returning();
        if (!request) throw new Error("consultation insert returned nothing");
        const [range] = await tx
          .insert(agendaRanges)
          .values({
            calendar: CALENDAR,
            kind: "booking",
            request_id: request.request_id,
            starts_at: booking.start,
            ends_at: end,
            occupied_until: new Date(end.getTime() + booking.buffer * MINUTE_MS),
            service_type: request.service_type,
            where: booking.terms.where,
            fee_paise: booking.terms.fee_paise,
            hold_expires_at:
              booking.holdMinutes !== null && booking.terms.fee_paise > 0
                ? new Date(now.getTime() + booking.holdMinutes * MINUTE_MS)
                : null,
            token_nonce: randomBytes(18).toString("base64url"),
            locale: booking.locale,
            booked_at: now,
          })
          .returning();
        if (!range) throw new Error("agenda insert returned nothing");
        await queueBookingMails(tx, range, request, "booked", context, now);
        return { request, range };
      }),
    field,
  );
}

/** The request's own fields of a booking form, the visitor's or staff's. */
const requestFields = (
  input: Pick<ConsultationCreate, "name" | "email" | "phone" | "service_type" | "location" | "message">,
) => ({
  name: input.name,
  email: input.email,
  phone: input.phone,
  service_type: input.service_type,
  location: input.location,
  message: input.message,
});

const created = ({ request, range }: { request: RequestRow; range: RangeRow }): BookingCreated => ({
  request_id: request.request_id,
  status: "scheduled",
  starts_at: istIso(range.starts_at.getTime()),
  ends_at: istIso(range.ends_at.getTime()),
  hold_expires_at: range.hold_expires_at ? istIso(range.hold_expires_at.getTime()) : null,
  fee_paise: range.fee_paise,
  currency: "INR",
});

/** A visitor's booking from the consultation form: the slot must be a start of the grid; the database says if free. */
export async function bookSlot(
  db: Db,
  input: ConsultationCreate & { slot_starts_at: Date },
  context: SlotContext,
  now: Date,
): Promise<BookingCreated> {
  const availability = await readAvailability(db);
  if (!hasHours(availability)) throw invalidField("slot_starts_at", S.noAvailability);
  const terms = serviceTerms(availability, input.service_type);
  const refusal = gridRefusal(availability, terms, input.slot_starts_at, now);
  if (refusal) throw invalidField("slot_starts_at", REFUSALS[refusal]);
  const booking = await insertBooking(
    db,
    {
      request: requestFields(input),
      start: input.slot_starts_at,
      terms,
      buffer: availability.buffer_minutes,
      holdMinutes: availability.hold_minutes,
      locale: input.locale,
    },
    context,
    now,
    "slot_starts_at",
  );
  return created(booking);
}

/** Staff book on someone's behalf (a phone call): any free time from now on; a fee is settled with them, no hold. */
export async function staffBook(db: Db, input: StaffBooking, context: SlotContext, now: Date) {
  if (input.starts_at.getTime() <= now.getTime()) throw invalidField("starts_at", S.slotInPast);
  const availability = await readAvailability(db);
  const terms = availability
    ? serviceTerms(availability, input.service_type)
    : { minutes: 60, fee_paise: 0, where: "online" as const };
  const booking = await insertBooking(
    db,
    {
      request: requestFields(input),
      start: input.starts_at,
      terms,
      buffer: availability?.buffer_minutes ?? 0,
      holdMinutes: null,
      locale: input.locale,
    },
    context,
    now,
    "starts_at",
  );
  return created(booking);
}

// Changes ---------------------------------------------------------------------------------------------------------

/** A booking's range and request, the range locked: every change to one booking waits for the one before. */
async function lockedBooking(tx: Db, requestId: number) {
  const [range] = await tx
    .select()
    .from(agendaRanges)
    .where(eq(agendaRanges.request_id, requestId))
    .for("update");
  if (!range) return undefined;
  const [request] = await tx
    .select()
    .from(consultationRequests)
    .where(eq(consultationRequests.request_id, requestId));
  return request ? { range, request } : undefined;
}

async function cancelLocked(
  tx: Db,
  range: RangeRow,
  request: RequestRow,
  context: SlotContext,
  now: Date,
  reason: "cancelled" | "hold_expired" = "cancelled",
) {
  const [released] = await tx
    .update(agendaRanges)
    .set({
      released_at: now,
      release_reason: reason,
      sequence: sql`${agendaRanges.sequence} + 1`,
      updated_at: now,
    })
    .where(eq(agendaRanges.range_id, range.range_id))
    .returning();
  const [cancelled] = await tx
    .update(consultationRequests)
    .set({ status: "cancelled", updated_at: now })
    .where(eq(consultationRequests.request_id, request.request_id))
    .returning();
  if (released && cancelled)
    await queueBookingMails(
      tx,
      released,
      cancelled,
      reason === "cancelled" ? "cancelled" : "released",
      context,
      now,
    );
  // A paid session cancelled before it starts gives its fee back; after the start (a no-show, say) that is the
  // owners' decision, made by hand.
  if (range.paid_at && range.starts_at > now) await refundCancelledBooking(tx, request.request_id, now);
}

async function moveLocked(
  tx: Db,
  range: RangeRow,
  request: RequestRow,
  start: Date,
  buffer: number,
  context: SlotContext,
  now: Date,
) {
  const lengthMs = range.ends_at.getTime() - range.starts_at.getTime();
  const end = new Date(start.getTime() + lengthMs);
  const [moved] = await tx
    .update(agendaRanges)
    .set({
      starts_at: start,
      ends_at: end,
      occupied_until: new Date(end.getTime() + buffer * MINUTE_MS),
      sequence: sql`${agendaRanges.sequence} + 1`,
      booked_at: now,
      updated_at: now,
    })
    .where(eq(agendaRanges.range_id, range.range_id))
    .returning();
  const [updated] = await tx
    .update(consultationRequests)
    .set({ starts_at: start, ends_at: end, preferred_date: istDateOf(start.getTime()), updated_at: now })
    .where(eq(consultationRequests.request_id, request.request_id))
    .returning();
  if (moved && updated)
    await queueBookingMails(tx, moved, updated, "moved", context, now, { previous_start: range.starts_at });
  return moved;
}

/** The checks a visitor's link passes before it may act: its token, the booking still live, the policy's notice. */
function checkVisitorLink(
  found: { range: RangeRow; request: RequestRow } | undefined,
  token: string,
  context: SlotContext,
  availability: Availability | null,
  now: Date,
) {
  if (!found || !tokenMatches(context.secret, found.range, token)) throw new NotFound(S.badToken);
  const { range } = found;
  if (range.released_at) throw new Conflict(S.alreadyCancelled);
  if (range.starts_at.getTime() <= now.getTime()) throw new Conflict(S.tokenExpired);
  const notice = (availability?.change_notice_minutes ?? 0) * MINUTE_MS;
  if (range.starts_at.getTime() - notice < now.getTime()) throw new Conflict(S.tooLateToChange);
  return found;
}

/**
 * What the visitor's link page shows. Reading changes nothing. `checkoutUrl` is Razorpay Checkout's script when
 * the academy takes payments online, so that a session held for its fee can be paid from the page.
 */
export async function visitorBooking(
  db: Db,
  requestId: number,
  token: string,
  context: SlotContext,
  now: Date,
  checkoutUrl: string | null = null,
): Promise<VisitorBooking> {
  const [range] = await db.select().from(agendaRanges).where(eq(agendaRanges.request_id, requestId));
  const [request] = range
    ? await db.select().from(consultationRequests).where(eq(consultationRequests.request_id, requestId))
    : [];
  if (!range || !request || !tokenMatches(context.secret, range, token)) throw new NotFound(S.badToken);
  const availability = await readAvailability(db);
  const until = range.starts_at.getTime() - (availability?.change_notice_minutes ?? 0) * MINUTE_MS;
  const [receipt] = range.paid_at
    ? await db.select({ id: receipts.receipt_id }).from(receipts).where(eq(receipts.request_id, requestId))
    : [];
  return {
    request_id: request.request_id,
    name: request.name,
    service_type: request.service_type as VisitorBooking["service_type"],
    status: request.status as VisitorBooking["status"],
    starts_at: istIso(range.starts_at.getTime()),
    ends_at: istIso(range.ends_at.getTime()),
    where: (range.where ?? "online") as MeetingPlace,
    changeable_until: istIso(until),
    changeable: !range.released_at && until > now.getTime(),
    cancelled: !!range.released_at,
    payment:
      range.fee_paise > 0
        ? {
            amount_paise: range.fee_paise,
            currency: "INR",
            hold_expires_at: range.hold_expires_at ? istIso(range.hold_expires_at.getTime()) : null,
            paid: !!range.paid_at,
            checkout_url: checkoutUrl,
            receipt_url: receipt
              ? `/api/consultations/${requestId}/receipt.pdf?token=${encodeURIComponent(token)}`
              : null,
          }
        : null,
  };
}

export async function cancelByVisitor(
  db: Db,
  requestId: number,
  token: string,
  context: SlotContext,
  now: Date,
) {
  const availability = await readAvailability(db);
  return db.transaction(async (tx): Promise<"cancelled" | "already"> => {
    const found = await lockedBooking(tx, requestId);
    // Cancelling twice (a second click, the link opened again) ends as the first did: nothing more happens.
    if (found?.range.released_at && tokenMatches(context.secret, found.range, token)) return "already";
    const { range, request } = checkVisitorLink(found, token, context, availability, now);
    await cancelLocked(tx, range, request, context, now);
    return "cancelled";
  });
}

export async function rescheduleByVisitor(
  db: Db,
  requestId: number,
  token: string,
  start: Date,
  context: SlotContext,
  now: Date,
) {
  const availability = await readAvailability(db);
  const moved = await takingTime(
    () =>
      db.transaction(async (tx) => {
        const { range, request } = checkVisitorLink(
          await lockedBooking(tx, requestId),
          token,
          context,
          availability,
          now,
        );
        if (!hasHours(availability)) throw invalidField("slot_starts_at", S.noAvailability);
        const minutes = (range.ends_at.getTime() - range.starts_at.getTime()) / MINUTE_MS;
        const refusal = gridRefusal(availability, { minutes }, start, now);
        if (refusal) throw invalidField("slot_starts_at", REFUSALS[refusal]);
        return moveLocked(tx, range, request, start, availability.buffer_minutes, context, now);
      }),
    "slot_starts_at",
  );
  return {
    starts_at: istIso(moved?.starts_at.getTime() ?? start.getTime()),
    ends_at: istIso(moved?.ends_at.getTime() ?? 0),
  };
}

/**
 * Staff set a booked request's status to `cancelled` in the inbox (the spec's free status select): the database's
 * trigger has released its time in this transaction; this mails both sides the cancellation with the next SEQUENCE
 * and, for a paid session that had not started, gives its fee back.
 */
export async function onCancelledByStatus(tx: Db, requestId: number, mail: MailConfig | undefined) {
  const [range] = await tx
    .update(agendaRanges)
    .set({ sequence: sql`${agendaRanges.sequence} + 1` })
    .where(
      and(
        eq(agendaRanges.request_id, requestId),
        eq(agendaRanges.release_reason, "cancelled"),
        // Released by this very transaction (now() is its start), not by an earlier cancel.
        sql`${agendaRanges.released_at} = now()`,
      ),
    )
    .returning();
  const [request] = range
    ? await tx.select().from(consultationRequests).where(eq(consultationRequests.request_id, requestId))
    : [];
  if (range && request)
    await queueBookingMails(tx, range, request, "cancelled", { mail, secret: "" }, new Date());
  const now = new Date();
  if (range?.paid_at && range.starts_at > now) await refundCancelledBooking(tx, requestId, now);
}

// Staff -----------------------------------------------------------------------------------------------------------

export async function agenda(db: Db, from: string, to: string): Promise<AgendaEntry[]> {
  const rows = await db
    .select({ range: agendaRanges, request: consultationRequests })
    .from(agendaRanges)
    .leftJoin(consultationRequests, eq(consultationRequests.request_id, agendaRanges.request_id))
    .where(
      and(
        eq(agendaRanges.calendar, CALENDAR),
        isNull(agendaRanges.released_at),
        lt(agendaRanges.starts_at, new Date(istMidnight(addDays(to, 1)))),
        gt(agendaRanges.ends_at, new Date(istMidnight(from))),
      ),
    )
    .orderBy(asc(agendaRanges.starts_at));
  return rows.map(({ range, request }) => ({
    range_id: range.range_id,
    kind: range.kind as AgendaEntry["kind"],
    starts_at: range.starts_at.toISOString(),
    ends_at: range.ends_at.toISOString(),
    occupied_until: range.occupied_until.toISOString(),
    note: range.note,
    request_id: range.request_id,
    name: request?.name ?? null,
    email: request?.email ?? null,
    phone: request?.phone ?? null,
    service_type: (request?.service_type ?? null) as AgendaEntry["service_type"],
    status: (request?.status ?? null) as AgendaEntry["status"],
    where: (range.where ?? null) as AgendaEntry["where"],
    location: request?.location ?? null,
    admin_notes: request?.admin_notes ?? null,
    fee_paise: range.fee_paise,
    hold_expires_at: range.hold_expires_at?.toISOString() ?? null,
    paid_at: range.paid_at?.toISOString() ?? null,
    outcome: (range.outcome ?? null) as AgendaEntry["outcome"],
  }));
}

export async function createBlock(db: Db, input: { starts_at: Date; ends_at: Date; note: string | null }) {
  const [row] = await takingTime(
    () =>
      db
        .insert(agendaRanges)
        .values({
          calendar: CALENDAR,
          kind: "block",
          starts_at: input.starts_at,
          ends_at: input.ends_at,
          occupied_until: input.ends_at,
          note: input.note,
        })
        .returning(),
    "starts_at",
    V.timeTaken,
  );
  if (!row) throw new Error("block insert returned nothing");
  return {
    range_id: row.range_id,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
  };
}

/** Removes a block of time; answers what it was, for the activity log. */
export async function deleteBlock(db: Db, rangeId: number) {
  const [removed] = await db
    .delete(agendaRanges)
    .where(and(eq(agendaRanges.range_id, rangeId), eq(agendaRanges.kind, "block")))
    .returning({ starts_at: agendaRanges.starts_at, ends_at: agendaRanges.ends_at, note: agendaRanges.note });
  if (!removed) throw new NotFound();
  return removed;
}

/** The person and the time of a booking, as the activity log names it. */
export async function bookingLabel(db: Db, requestId: number): Promise<string> {
  const [row] = await db
    .select({ name: consultationRequests.name, starts_at: consultationRequests.starts_at })
    .from(consultationRequests)
    .where(eq(consultationRequests.request_id, requestId));
  if (!row) return "";
  return row.starts_at ? `${row.name}, ${formatIndiaTime("en", row.starts_at)}` : row.name;
}

async function staffLocked(tx: Db, requestId: number) {
  const found = await lockedBooking(tx, requestId);
  if (!found) throw new NotFound();
  if (found.range.released_at) throw new Conflict(S.alreadyCancelled);
  return found;
}

/**
 * Staff move a booking to any free time from now on, hours or not; the visitor is mailed the new invitation.
 * Answers the time it had before.
 */
export async function staffMove(db: Db, requestId: number, start: Date, context: SlotContext, now: Date) {
  if (start.getTime() <= now.getTime()) throw invalidField("starts_at", S.slotInPast);
  const availability = await readAvailability(db);
  return takingTime(
    () =>
      db.transaction(async (tx) => {
        const { range, request } = await staffLocked(tx, requestId);
        await moveLocked(tx, range, request, start, availability?.buffer_minutes ?? 0, context, now);
        return range.starts_at;
      }),
    "starts_at",
  );
}

/** Cancelling an already cancelled booking changes nothing and says so. */
export async function staffCancel(db: Db, requestId: number, context: SlotContext, now: Date) {
  return db.transaction(async (tx): Promise<"cancelled" | "already"> => {
    const found = await lockedBooking(tx, requestId);
    if (!found) throw new NotFound();
    if (found.range.released_at) return "already";
    await cancelLocked(tx, found.range, found.request, context, now);
    return "cancelled";
  });
}

/**
 * After the session: it took place, or the client did not come. Either way the request is `completed` (the spec's
 * statuses have no no-show); the agenda keeps which, and the time stays taken in the record.
 */
export async function setOutcome(
  db: Db,
  requestId: number,
  input: { outcome: "completed" | "no_show"; admin_notes?: string | null },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const { range } = await staffLocked(tx, requestId);
    await tx
      .update(agendaRanges)
      .set({ outcome: input.outcome, updated_at: now })
      .where(eq(agendaRanges.range_id, range.range_id));
    await tx
      .update(consultationRequests)
      .set({
        status: "completed",
        updated_at: now,
        ...(input.admin_notes !== undefined ? { admin_notes: input.admin_notes } : {}),
      })
      .where(eq(consultationRequests.request_id, requestId));
  });
}

// Scheduled work --------------------------------------------------------------------------------------------------

/**
 * Releases every unpaid hold whose time is up at `now`, and tells both sides. One UPDATE claims them: a second
 * server running the same job at once waits on the rows' locks, then finds them released and takes none.
 */
export async function expireHolds(db: Db, context: SlotContext, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const released = await tx
      .update(agendaRanges)
      .set({
        released_at: now,
        release_reason: "hold_expired",
        sequence: sql`${agendaRanges.sequence} + 1`,
        updated_at: now,
      })
      .where(
        and(
          isNull(agendaRanges.released_at),
          isNull(agendaRanges.paid_at),
          sql`${agendaRanges.hold_expires_at} <= ${now}`,
        ),
      )
      .returning();
    for (const range of released) {
      if (range.request_id === null) continue;
      const [request] = await tx
        .update(consultationRequests)
        .set({ status: "cancelled", updated_at: now })
        .where(eq(consultationRequests.request_id, range.request_id))
        .returning();
      if (request) await queueBookingMails(tx, range, request, "released", context, now);
    }
    return released.length;
  });
}

/**
 * Sends the reminders due at `now`: each offset before a live, confirmed booking whose start is still ahead, and
 * whose reminder time came after it was booked or moved (a booking made 3 hours ahead gets no "24 hours before").
 * Each is claimed by its unique row (booking, offset, start) under the booking's row lock, in the transaction of its
 * mails: two servers at once send it once, a cancel or move waits for it or it for them, and a moved booking's
 * reminders are keyed on its new start.
 */
export async function sendDueReminders(db: Db, context: SlotContext, now: Date): Promise<number> {
  const availability = await readAvailability(db);
  const offsets = availability?.reminder_minutes ?? [24 * 60, 120];
  let sent = 0;
  for (const minutes of offsets) {
    const due = await db
      .select({ request_id: agendaRanges.request_id, starts_at: agendaRanges.starts_at })
      .from(agendaRanges)
      .where(
        and(
          eq(agendaRanges.kind, "booking"),
          isNull(agendaRanges.released_at),
          sql`(${agendaRanges.hold_expires_at} is null or ${agendaRanges.paid_at} is not null)`,
          gt(agendaRanges.starts_at, now),
          sql`${agendaRanges.starts_at} - make_interval(mins => ${minutes}) <= ${now}`,
          sql`${agendaRanges.starts_at} - make_interval(mins => ${minutes}) > ${agendaRanges.booked_at}`,
          sql`not exists (select 1 from ${bookingReminders} r where r.request_id = ${agendaRanges.request_id}
                and r.minutes_before = ${minutes} and r.starts_at = ${agendaRanges.starts_at})`,
        ),
      )
      .orderBy(asc(agendaRanges.starts_at))
      .limit(500);
    for (const candidate of due) {
      if (candidate.request_id === null) continue;
      const requestId = candidate.request_id;
      const done = await db.transaction(async (tx) => {
        const found = await lockedBooking(tx, requestId);
        // Cancelled or moved since it was listed: nothing to remind of at that time.
        if (
          !found ||
          found.range.released_at ||
          found.range.starts_at.getTime() !== candidate.starts_at.getTime()
        )
          return false;
        if (found.request.status !== "scheduled") return false;
        const claimed = await tx
          .insert(bookingReminders)
          .values({
            request_id: requestId,
            minutes_before: minutes,
            starts_at: candidate.starts_at,
            sent_at: now,
          })
          .onConflictDoNothing()
          .returning({ id: bookingReminders.reminder_id });
        if (claimed.length === 0) return false;
        await queueBookingMails(tx, found.range, found.request, "reminder", context, now);
        return true;
      });
      if (done) sent++;
    }
  }
  return sent;
}

// Payment (wired by the fees branch) ------------------------------------------------------------------------------

export type PaymentOutcome = "confirmed" | "already_paid" | "reseated" | "refund_due";

/**
 * Call inside the transaction that records a captured payment for a booking's fee. A live hold becomes paid
 * (`confirmed`). A hold already released (expired unpaid, or cancelled) is never silently accepted: its time is
 * taken again if still free and ahead (`reseated`, the visitor gets a fresh invitation), otherwise the answer is
 * `refund_due` and the caller must refund or flag the payment. A second call for the same booking: `already_paid`.
 */
export async function confirmBookingPayment(
  tx: Db,
  requestId: number,
  context: SlotContext,
  now: Date,
): Promise<PaymentOutcome> {
  const found = await lockedBooking(tx, requestId);
  if (!found) throw new NotFound();
  const { range, request } = found;
  if (range.paid_at) return "already_paid";
  if (!range.released_at) {
    await tx
      .update(agendaRanges)
      .set({ paid_at: now, hold_expires_at: null, updated_at: now })
      .where(eq(agendaRanges.range_id, range.range_id));
    return "confirmed";
  }
  if (range.starts_at.getTime() <= now.getTime()) return "refund_due";
  try {
    // A savepoint: a clash rolls back only the re-seat, not the caller's payment record.
    await tx.transaction(async (sp) => {
      const [reseated] = await sp
        .update(agendaRanges)
        .set({
          released_at: null,
          release_reason: null,
          paid_at: now,
          hold_expires_at: null,
          sequence: sql`${agendaRanges.sequence} + 1`,
          booked_at: now,
          updated_at: now,
        })
        .where(eq(agendaRanges.range_id, range.range_id))
        .returning();
      const [scheduled] = await sp
        .update(consultationRequests)
        .set({ status: "scheduled", updated_at: now })
        .where(eq(consultationRequests.request_id, request.request_id))
        .returning();
      if (reseated && scheduled) await queueBookingMails(sp, reseated, scheduled, "booked", context, now);
    });
    return "reseated";
  } catch (err) {
    if (isExclusionViolation(err)) return "refund_due";
    throw err;
  }
}

/** A booking's fee as the fees branch needs it to open an order: amount, currency and until when it is held. */
export async function bookingFee(db: Db, requestId: number) {
  const [range] = await db.select().from(agendaRanges).where(eq(agendaRanges.request_id, requestId));
  if (range?.kind !== "booking") throw new NotFound();
  return {
    amount_paise: range.fee_paise,
    currency: "INR" as const,
    hold_expires_at: range.hold_expires_at,
    paid_at: range.paid_at,
    released_at: range.released_at,
  };
}
