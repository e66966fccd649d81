// Consultation slots under /api/consultations, mounted before the resource's standard routes (whose /:id would take
// these paths): the owners' availability, the free slots anyone may read, the visitor's link (read, cancel,
// reschedule: only a POST changes anything) and the staff agenda. A booking itself is the resource's public create
// with `slot_starts_at` (bookingCreate below, plugged into it in server/resources/served.ts).
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { PICKER_DAYS } from "#contract/constants";
import { todayInIndia } from "#contract/fields";
import { formatIndiaTime } from "#contract/i18n/format";
import { localePath } from "#contract/locales";
import { SLOT_MESSAGES as S } from "#contract/messages";
import type { ActivityAction } from "#contract/schemas/activity";
import type { ConsultationCreate } from "#contract/schemas/consultation";
import {
  AgendaQuerySchema,
  type Availability,
  AvailabilitySchema,
  BlockCreateSchema,
  BookingRescheduleSchema,
  BookingTokenSchema,
  OutcomeSchema,
  SlotsQuerySchema,
  StaffBookingSchema,
  StaffMoveSchema,
} from "#contract/schemas/slots";
import {
  type ActivityOf,
  actorOf,
  changeWithActivity,
  type FieldChanges,
  fieldChanges,
} from "#server/activity/activity.service";
import type { Db } from "#server/db/client";
import type { AppDeps } from "#server/deps";
import { Conflict, DomainError } from "#server/domain-errors";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { publicWriteLimiter } from "#server/http/public-write";
import { readBody, readId, readQuery } from "#server/http/request-input";
import { requireStaff } from "#server/http/require-admin";
import { appSecret } from "#server/lib/app-secret";
import { mailConfig } from "#server/mail/mail-config";
import { razorpayConfig } from "#server/payments/razorpay/client";
import { addDays } from "./slot-engine";
import {
  agenda,
  bookingLabel,
  bookSlot,
  cancelByVisitor,
  clearAvailability,
  createBlock,
  deleteBlock,
  listFreeSlots,
  readAvailability,
  rescheduleByVisitor,
  type SlotContext,
  saveAvailability,
  setOutcome,
  staffBook,
  staffCancel,
  staffMove,
  visitorBooking,
} from "./slots.service";

/** What every write that mails needs, from the server's configuration. */
export const slotContextOf = (deps: AppDeps): SlotContext => ({
  mail: mailConfig(deps.env),
  secret: appSecret(deps.env),
});

/**
 * The resource's public create, when the form names a slot: the booking's answer instead of the request's. The
 * consultation page's plain HTML form (before or without scripts) posts here too: it is answered by a redirect back
 * to the page, which then says what happened.
 */
export async function bookingCreate(
  deps: AppDeps,
  input: ConsultationCreate & { slot_starts_at?: Date },
  c: Context<AppEnv>,
) {
  if (!input.slot_starts_at) return undefined;
  const book = () =>
    bookSlot(
      deps.database.db,
      { ...input, slot_starts_at: input.slot_starts_at as Date },
      slotContextOf(deps),
      new Date(),
    );
  if (!isPlainForm(c)) {
    const booking = await book();
    return { data: booking, message: booking.hold_expires_at ? S.heldForPayment : S.booked };
  }
  const page = localePath(input.locale, "/consultation");
  try {
    const booking = await book();
    return c.redirect(`${page}?booked=${encodeURIComponent(booking.starts_at)}#booking-title`, 303);
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    const reason = err instanceof Conflict ? "taken" : "invalid";
    return c.redirect(`${page}?booking_error=${reason}#booking-title`, 303);
  }
}

/** A browser's own form submission (no script): it reads HTML, not the API's JSON. */
const isPlainForm = (c: Context) =>
  (c.req.header("content-type") ?? "").startsWith("application/x-www-form-urlencoded") &&
  (c.req.header("accept") ?? "").includes("text/html");

/** A query's dates, or from today (or `from`) for `days` days. */
function rangeOf(query: { from?: string; to?: string }, days: number, now: Date) {
  const from = query.from ?? todayInIndia(now);
  return { from, to: query.to ?? addDays(from, days - 1) };
}

const indiaTime = (at: Date) => formatIndiaTime("en", at);

/** A block of time's entry in the activity log: its note and times, as staff entered them. */
const blockEntry = (
  action: "create" | "delete",
  id: number,
  block: { starts_at: Date; ends_at: Date; note: string | null },
) => ({
  action,
  resource: "agenda",
  resourceId: id,
  label: block.note ? `Blocked time: ${block.note}` : "Blocked time",
  changes: [
    { field: "starts_at", after: indiaTime(block.starts_at) },
    { field: "ends_at", after: indiaTime(block.ends_at) },
  ],
});

const TokenQuerySchema = z.object({ token: z.string().trim().max(200).optional().default("") });

export function slotsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const context = slotContextOf(deps);
  const owner = requireStaff("availability");
  const staff = requireStaff("consultations");
  const links = publicWriteLimiter(deps.env, "consultation-links");
  const routes = new Hono<AppEnv>();
  const now = () => new Date();
  // Staff changes to the agenda change what the public picker offers; the API's middleware drops the caches then.
  const noContent = (c: Context<AppEnv>, message: string) => ok(c, null, { message });

  routes.get("/availability", owner, async (c) => ok(c, await readAvailability(db)));
  /** Staff changes to the hours and the agenda, each recorded in the activity log in its own transaction. */
  const logged = <T>(c: Context<AppEnv>, change: (tx: Db) => Promise<{ value: T; activity: ActivityOf }>) =>
    changeWithActivity(db, actorOf(c, deps.env.TRUST_PROXY), change);
  const changeHours = (c: Context<AppEnv>, change: (tx: Db) => Promise<Availability | null>) =>
    logged(c, async (tx) => {
      const before = await readAvailability(tx);
      const after = await change(tx);
      const changes = after
        ? fieldChanges(before ?? undefined, after)
        : before
          ? [{ field: "online_booking", before: "on", after: "off" }]
          : [];
      // Saving the same hours again, or turning off what was off, changed nothing worth an entry.
      const activity =
        changes.length > 0 ? ({ action: "update", resource: "availability", changes } as const) : null;
      return { value: after, activity };
    });
  routes.put("/availability", owner, async (c) => {
    const input = await readBody(c, AvailabilitySchema);
    const saved = await changeHours(c, (tx) => saveAvailability(tx, input));
    return ok(c, saved, { message: "Availability saved" });
  });
  // Online booking off: the page shows the request form again; bookings made stay as they are.
  routes.delete("/availability", owner, async (c) => {
    await changeHours(c, async (tx) => {
      await clearAvailability(tx);
      return null;
    });
    return ok(c, null, { message: "Online booking turned off" });
  });

  routes.get("/slots", async (c) => {
    const query = readQuery(c, SlotsQuerySchema);
    c.header("Cache-Control", "no-store");
    return ok(c, await listFreeSlots(db, { ...query, ...rangeOf(query, PICKER_DAYS, now()) }, now()));
  });

  routes.get("/agenda", staff, async (c) => {
    const { from, to } = rangeOf(readQuery(c, AgendaQuerySchema), 7, now());
    return ok(c, await agenda(db, from, to));
  });
  /** A booking's entry: on the consultation request it is, named by its person and time. */
  const bookingEntry = async (tx: Db, action: ActivityAction, id: number, changes?: FieldChanges) => ({
    action,
    resource: "consultations",
    resourceId: id,
    label: await bookingLabel(tx, id),
    changes,
  });
  routes.post("/agenda/bookings", staff, async (c) => {
    const input = await readBody(c, StaffBookingSchema);
    const booking = await logged(c, async (tx) => {
      const value = await staffBook(tx, input, context, now());
      const changes = [
        { field: "starts_at", after: indiaTime(input.starts_at) },
        { field: "service_type", after: input.service_type },
      ];
      return { value, activity: await bookingEntry(tx, "create", value.request_id, changes) };
    });
    return created(c, booking, S.booked);
  });
  routes.post("/agenda/bookings/:id/move", staff, async (c) => {
    const id = readId(c);
    const input = await readBody(c, StaffMoveSchema);
    await logged(c, async (tx) => {
      const from = await staffMove(tx, id, input.starts_at, context, now());
      const changes = [{ field: "starts_at", before: indiaTime(from), after: indiaTime(input.starts_at) }];
      return { value: null, activity: await bookingEntry(tx, "move", id, changes) };
    });
    return noContent(c, S.rescheduled);
  });
  routes.post("/agenda/bookings/:id/cancel", staff, async (c) => {
    const id = readId(c);
    const done = await logged(c, async (tx) => {
      const value = await staffCancel(tx, id, context, now());
      return { value, activity: value === "cancelled" ? await bookingEntry(tx, "cancel", id) : null };
    });
    return noContent(c, done === "already" ? S.alreadyCancelled : S.cancelled);
  });
  routes.post("/agenda/bookings/:id/outcome", staff, async (c) => {
    const id = readId(c);
    const input = await readBody(c, OutcomeSchema);
    await logged(c, async (tx) => {
      await setOutcome(tx, id, input, now());
      return { value: null, activity: await bookingEntry(tx, "outcome", id, fieldChanges(undefined, input)) };
    });
    return noContent(c, "Outcome saved");
  });
  routes.post("/agenda/blocks", staff, async (c) => {
    const input = await readBody(c, BlockCreateSchema);
    const block = await logged(c, async (tx) => {
      const value = await createBlock(tx, input);
      return { value, activity: blockEntry("create", value.range_id, input) };
    });
    return created(c, block, "Time blocked");
  });
  routes.delete("/agenda/blocks/:id", staff, async (c) => {
    const id = readId(c);
    await logged(c, async (tx) => ({
      value: null,
      activity: blockEntry("delete", id, await deleteBlock(tx, id)),
    }));
    return noContent(c, "Blocked time removed");
  });

  // The visitor's link. Reading is a GET that changes nothing (mail scanners open links); acting is a POST.
  routes.get("/:id/booking", async (c) => {
    const id = readId(c);
    const { token } = readQuery(c, TokenQuerySchema);
    c.header("Cache-Control", "private, no-store");
    const checkoutUrl = razorpayConfig(deps.env)?.checkoutUrl ?? null;
    return ok(c, await visitorBooking(db, id, token, context, now(), checkoutUrl));
  });
  routes.post("/:id/cancel", links.middleware, async (c) => {
    const id = readId(c);
    const { token } = await readBody(c, BookingTokenSchema);
    const done = await cancelByVisitor(db, id, token, context, now());
    return noContent(c, done === "already" ? S.alreadyCancelled : S.cancelled);
  });
  routes.post("/:id/reschedule", links.middleware, async (c) => {
    const id = readId(c);
    const input = await readBody(c, BookingRescheduleSchema);
    const moved = await rescheduleByVisitor(db, id, input.token, input.slot_starts_at, context, now());
    return ok(c, moved, { message: S.rescheduled });
  });

  return routes;
}
