// Consultation slots through the real app, on the real database (PGlite, or PostgreSQL with TEST_DB=postgres), with
// mail delivered to a real SMTP server and its invitations read back by an independent parser (ical.js).
import { sql } from "drizzle-orm";
import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInIndia } from "#contract/fields";
import { SLOT_MESSAGES as S, VALIDATION_MESSAGES as V } from "#contract/messages";
import { createLogger } from "#server/http/logger";
import { mailConfig } from "#server/mail/mail-config";
import { createMailWorker } from "#server/mail/worker";
import { type SmtpSink, startSmtpSink } from "../../../tests/setup/smtp-sink";
import { createStaffMember, signInAs } from "../../../tests/setup/staff";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { addDays } from "./slot-engine";
import { slotContextOf } from "./slots.routes";
import {
  bookingToken,
  cancelByVisitor,
  confirmBookingPayment,
  expireHolds,
  sendDueReminders,
} from "./slots.service";

let t: TestApp;
let sink: SmtpSink;
let owner: string;
const STAFF_MAIL = "desk@academy.example";
const HOUR = 3_600_000;
const MIN = 60_000;

const ALL_DAY = { start: "09:00", end: "18:00" };
const AVAILABILITY = {
  timezone: "Asia/Kolkata",
  weekly_hours: {
    monday: [ALL_DAY],
    tuesday: [ALL_DAY],
    wednesday: [ALL_DAY],
    thursday: [ALL_DAY],
    friday: [ALL_DAY],
    saturday: [ALL_DAY],
    sunday: [ALL_DAY],
  },
  slot_minutes: 60,
  buffer_minutes: 15,
  min_notice_minutes: 120,
  days_ahead: 60,
  closed_dates: [] as string[],
  open_dates: [] as { date: string; start: string; end: string }[],
  services: [
    { service_type: "vastu_audit", minutes: 90, fee_paise: 250_000, where: "office" },
    { service_type: "numerology", minutes: 45, fee_paise: 0, where: "online" },
    { service_type: "land_selection", minutes: 60, fee_paise: 0, where: "site" },
  ],
  hold_minutes: 30,
  change_notice_minutes: 24 * 60,
  reminder_minutes: [1440, 120],
  meeting_link: "https://meet.example/academy",
};

/** An IST date `days` from today and a clock time there, as the API writes it. */
const ist = (days: number, hhmm: string) => `${addDays(todayInIndia(), days)}T${hhmm}:00+05:30`;

let counter = 0;
function visitor(slot: string, extra: Record<string, unknown> = {}) {
  counter++;
  return {
    name: `Asha Rao ${counter}`,
    email: `asha.${counter}@example.test`,
    phone: "+91 98765 43210",
    service_type: "numerology",
    message: "Please look at my house.",
    location: "Lanka, Varanasi",
    slot_starts_at: slot,
    ...extra,
  };
}

const db = () => t.deps.database.db;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    PUBLIC_URL: "https://academy.example",
    SMTP_URL: sink.url,
    ADMIN_NOTIFY_EMAIL: STAFF_MAIL,
    MAIL_POLL_SECONDS: "0.05",
  });
  owner = await t.adminToken();
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** Sends what is queued to the SMTP sink and answers the mails that arrived. */
async function deliver(): Promise<ParsedMail[]> {
  const queued = rowsOf<{ n: number }>(
    await db().execute(sql`select count(*)::int as n from mail_outbox where state = 'queued'`),
  )[0]?.n;
  const before = sink.received.length;
  const worker = createMailWorker({
    database: t.deps.database,
    config: mailConfig(t.deps.env),
    logger: createLogger("silent"),
  });
  await worker.start();
  await sink.waitFor(before + (queued ?? 0));
  await worker.stop();
  return sink.received.slice(before);
}

/** The invitation attached to a mail, read by ical.js. */
function invitation(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType === "text/calendar");
  if (!part) throw new Error(`no invitation in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
    location: event.getFirstPropertyValue("location"),
    status: event.getFirstPropertyValue("status"),
    header: part.headers.get("content-type"),
  };
}

/** The visitor's link in a mail's HTML: booking id and token. */
function linkIn(mail: ParsedMail) {
  const match = /consultation\/booking\?id=(\d+)&amp;token=([A-Za-z0-9_-]+)/.exec(String(mail.html));
  if (!match?.[1] || !match[2]) throw new Error("no booking link");
  return { id: Number(match[1]), token: match[2] };
}

describe("availability (owners)", () => {
  it("is empty until set, refuses bad values with their field, and is replaced whole", async () => {
    expect((await t.json("GET", "/api/consultations/availability", { token: owner })).body.data).toBeNull();
    expect((await t.json("GET", "/api/consultations/slots?from=2030-01-01&to=2030-01-02")).body.data).toEqual(
      [],
    );

    const bad: [Record<string, unknown>, string][] = [
      [{ weekly_hours: { monday: [ALL_DAY, { start: "17:00", end: "19:00" }] } }, S.hoursOverlap],
      [{ weekly_hours: { monday: [{ start: "12:00", end: "10:00" }] } }, S.endBeforeStart],
      [{ slot_minutes: 0 }, S.lengthPositive],
      [{ slot_minutes: -30 }, S.lengthPositive],
      [{ buffer_minutes: -5 }, S.bufferNotNegative],
      [
        { services: [{ service_type: "palmistry", minutes: 30, fee_paise: 0, where: "online" }] },
        S.unknownService,
      ],
      [
        { services: [{ service_type: "numerology", minutes: 0, fee_paise: 0, where: "online" }] },
        S.lengthPositive,
      ],
      [{ open_dates: [{ date: "2030-02-30", start: "10:00", end: "11:00" }] }, V.invalidValue],
      [{ timezone: "Europe/London" }, S.timezoneFixed],
    ];
    for (const [change, message] of bad) {
      const res = await t.json("PUT", "/api/consultations/availability", {
        token: owner,
        body: { ...AVAILABILITY, ...change },
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    const saved = await t.json("PUT", "/api/consultations/availability", {
      token: owner,
      body: AVAILABILITY,
    });
    expect(saved.status).toBe(200);
    expect(
      (await t.json("GET", "/api/consultations/availability", { token: owner })).body.data,
    ).toMatchObject({
      slot_minutes: 60,
      buffer_minutes: 15,
      services: AVAILABILITY.services,
    });

    const desk = await signInAs(t, await createStaffMember(t, "front_desk"));
    expect(
      (await t.json("PUT", "/api/consultations/availability", { token: desk, body: AVAILABILITY })).status,
    ).toBe(403);
  });
});

describe("availability in the activity log", () => {
  it("records who changed the hours and what changed, and who turned online booking off; a refused change, nothing", async () => {
    const log = async () =>
      (await t.json("GET", "/api/activity?resource=availability", { token: owner })).body.data as {
        action: string;
        actor_username: string;
        changes: unknown[];
      }[];
    const hours = (body: Record<string, unknown>) =>
      t.json("PUT", "/api/consultations/availability", { token: owner, body });
    expect((await hours(AVAILABILITY)).status).toBe(200);
    expect((await hours({ ...AVAILABILITY, buffer_minutes: 30 })).status).toBe(200);
    const [latest] = await log();
    expect(latest).toMatchObject({
      action: "update",
      actor_username: expect.any(String),
      changes: [{ field: "buffer_minutes", before: 15, after: 30 }],
    });
    const entries = (await log()).length;
    expect((await hours({ ...AVAILABILITY, buffer_minutes: -5 })).status).toBe(400);
    expect((await log()).length).toBe(entries);

    expect((await t.json("DELETE", "/api/consultations/availability", { token: owner })).status).toBe(200);
    expect((await log())[0]?.changes).toEqual([{ field: "online_booking", before: "on", after: "off" }]);
    // Turning off what is off, or saving the same hours twice, adds no entry.
    expect((await t.json("DELETE", "/api/consultations/availability", { token: owner })).status).toBe(200);
    expect((await hours(AVAILABILITY)).status).toBe(200);
    const afterOn = (await log()).length;
    expect((await hours(AVAILABILITY)).status).toBe(200);
    expect((await log()).length).toBe(afterOn);
    expect(afterOn).toBe(entries + 2);
  });
});

/** The hours the tests below book in; each describe sets them, so any one can run alone (`-t`). */
const withAvailability = () =>
  beforeAll(async () => {
    const res = await t.json("PUT", "/api/consultations/availability", { token: owner, body: AVAILABILITY });
    expect(res.status).toBe(200);
  });

describe("booking a slot", () => {
  withAvailability();
  it("offers grid slots, books one as a scheduled request, and refuses what is not a free slot", async () => {
    const day = addDays(todayInIndia(), 10);
    const slots = await t.json(
      "GET",
      `/api/consultations/slots?from=${day}&to=${day}&service_type=numerology`,
    );
    expect(slots.status).toBe(200);
    // 09:00 to 18:00 in steps of 60 minutes, 45 minutes long: 09:00 … 17:00.
    expect(slots.body.data[0]).toEqual({
      starts_at: `${day}T09:00:00+05:30`,
      ends_at: `${day}T09:45:00+05:30`,
    });
    expect(slots.body.data).toHaveLength(9);

    const body = visitor(`${day}T10:00:00+05:30`);
    const res = await t.json("POST", "/api/consultations", { body });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      request_id: expect.any(Number),
      status: "scheduled",
      starts_at: `${day}T10:00:00+05:30`,
      ends_at: `${day}T10:45:00+05:30`,
      hold_expires_at: null,
      fee_paise: 0,
      currency: "INR",
    });
    expect(res.body.message).toBe(S.booked);

    // In today's inbox as a consultation request, with its time.
    const inbox = await t.json("GET", `/api/consultations/${res.body.data.request_id}`, { token: owner });
    expect(inbox.body.data).toMatchObject({ status: "scheduled", preferred_date: day, email: body.email });
    expect(new Date(inbox.body.data.starts_at).toISOString()).toBe(
      new Date(`${day}T10:00:00+05:30`).toISOString(),
    );

    // Taken with its buffer: 10:00 (taken) and 11:00 (10:45 + 15 minutes ends at 11:00, so 11:00 is free).
    const after = await t.json(
      "GET",
      `/api/consultations/slots?from=${day}&to=${day}&service_type=numerology`,
    );
    const starts = after.body.data.map((s: { starts_at: string }) => s.starts_at.slice(11, 16));
    expect(starts).not.toContain("10:00");
    expect(starts).toContain("11:00");

    const taken = await t.json("POST", "/api/consultations", { body: visitor(`${day}T10:00:00+05:30`) });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([{ field: "slot_starts_at", message: S.slotTaken }]);

    const refusals: [string, Record<string, unknown>, string, number?][] = [
      [`${day}T10:20:00+05:30`, {}, S.slotNotOffered],
      [`${day}T20:00:00+05:30`, {}, S.slotNotOffered],
      [ist(-1, "10:00"), {}, S.slotInPast],
      [ist(90, "10:00"), {}, S.slotBeyondHorizon],
      [`${day}T10:00:00`, {}, S.badInstant],
      [`${day}T12:00:00+05:30`, { service_type: "geobiology" }, S.unknownService],
    ];
    for (const [slot, extra, message] of refusals) {
      const refused = await t.json("POST", "/api/consultations", { body: visitor(slot, extra) });
      expect(refused.status, slot).toBe(400);
      expect(refused.body.errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    // Nothing was stored by the refusals.
    const count = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from consultation_requests where status = 'scheduled'`,
      ),
    )[0]?.n;
    expect(count).toBe(1);
  });

  it("never books one slot twice, whatever arrives at once (10 rounds of 10)", async () => {
    for (let round = 0; round < 10; round++) {
      const slot = ist(20 + Math.floor(round / 5), `${String(9 + (round % 5) * 2).padStart(2, "0")}:00`);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => t.json("POST", "/api/consultations", { body: visitor(slot) })),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, slot).toEqual([201, ...Array(9).fill(409)]);
    }
    // And the database agrees: no two live ranges overlap.
    const overlaps = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from agenda_ranges a join agenda_ranges b
        on a.range_id < b.range_id and a.released_at is null and b.released_at is null
        and tstzrange(a.starts_at, a.occupied_until) && tstzrange(b.starts_at, b.occupied_until)`),
    )[0]?.n;
    expect(overlaps).toBe(0);
  });
});

describe("invitations, the visitor's link and reminders", () => {
  withAvailability();
  it("mails both sides an invitation, moves it (same UID, SEQUENCE + 1), reminds once, and cancels it", async () => {
    await deliver();
    const slot = ist(5, "15:00");
    const body = visitor(slot, { service_type: "land_selection", locale: "hi" });
    const res = await t.json("POST", "/api/consultations", { body });
    expect(res.status).toBe(201);
    const id = res.body.data.request_id as number;

    const booked = await deliver();
    const toVisitor = booked.find((m) => m.to && "text" in m.to && m.to.text === body.email);
    const toStaff = booked.find((m) => m.to && "text" in m.to && m.to.text === STAFF_MAIL);
    if (!toVisitor || !toStaff) throw new Error("both sides must be mailed");
    expect(toVisitor.subject).toContain("आपका परामर्श बुक हो गया है");
    const first = invitation(toVisitor);
    expect(first).toMatchObject({
      method: "REQUEST",
      uid: `consultation-${id}@academy.example`,
      sequence: 0,
      start: new Date(slot).toISOString(),
      end: new Date(new Date(slot).getTime() + 60 * MIN).toISOString(),
      location: body.location,
      status: "CONFIRMED",
    });
    expect(first.header?.toString()).toBeDefined();
    expect(invitation(toStaff).uid).toBe(first.uid);
    const link = linkIn(toVisitor);
    expect(link.id).toBe(id);
    expect(String(toVisitor.html)).toContain("/hi/consultation/booking?id=");

    // Reading by the link changes nothing; a forged token or another booking's is refused.
    const read = await t.json("GET", `/api/consultations/${id}/booking?token=${link.token}`);
    expect(read.body.data).toMatchObject({ request_id: id, status: "scheduled", changeable: true });
    const other = await t.json("POST", "/api/consultations", { body: visitor(ist(6, "09:00")) });
    const forged = await t.json("POST", `/api/consultations/${id}/cancel`, {
      body: { token: `${link.token}x` },
    });
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe(S.badToken);
    const wrong = await t.json("POST", `/api/consultations/${other.body.data.request_id}/cancel`, {
      body: { token: link.token },
    });
    expect(wrong.status).toBe(404);
    await deliver();

    // Reschedule: to a slot that is not free is refused; to a free one moves it, same UID, SEQUENCE 1.
    const newSlot = ist(7, "11:00");
    const offGrid = await t.json("POST", `/api/consultations/${id}/reschedule`, {
      body: { token: link.token, slot_starts_at: ist(7, "11:30") },
    });
    expect(offGrid.status).toBe(400);
    expect(offGrid.body.errors[0].field).toBe("slot_starts_at");
    const moved = await t.json("POST", `/api/consultations/${id}/reschedule`, {
      body: { token: link.token, slot_starts_at: newSlot },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.starts_at).toBe(newSlot);
    const movedMails = await deliver();
    const movedInvite = invitation(
      movedMails.find((m) => m.to && "text" in m.to && m.to.text === body.email) as ParsedMail,
    );
    expect(movedInvite).toMatchObject({
      method: "REQUEST",
      uid: first.uid,
      sequence: 1,
      start: new Date(newSlot).toISOString(),
    });
    // The old time is free again.
    const oldDay = slot.slice(0, 10);
    const free = await t.json(
      "GET",
      `/api/consultations/slots?from=${oldDay}&to=${oldDay}&service_type=land_selection`,
    );
    expect(free.body.data.map((s: { starts_at: string }) => s.starts_at)).toContain(slot);

    // Reminders with a moved clock: none for the old time, the 24-hour one once (two servers' ticks at once), then
    // the 2-hour one; never after a cancel.
    const context = slotContextOf(t.deps);
    const start = new Date(newSlot).getTime();
    expect(await sendDueReminders(db(), context, new Date(new Date(slot).getTime() - 23 * HOUR))).toBe(0);
    const at24 = new Date(start - 24 * HOUR + MIN);
    const both = await Promise.all([
      sendDueReminders(db(), context, at24),
      sendDueReminders(db(), context, at24),
    ]);
    expect(both[0] + both[1]).toBe(1);
    expect(await sendDueReminders(db(), context, new Date(start - 3 * HOUR))).toBe(0);
    expect(await sendDueReminders(db(), context, new Date(start - 2 * HOUR + MIN))).toBe(1);
    const reminders = await deliver();
    expect(reminders).toHaveLength(4);
    expect(reminders.filter((m) => m.subject?.startsWith("अनुस्मारक"))).toHaveLength(2);

    // Cancel by the link: METHOD:CANCEL, same UID, SEQUENCE 2; the time is free; the link cannot act again.
    const cancelled = await t.json("POST", `/api/consultations/${id}/cancel`, {
      body: { token: link.token },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(S.cancelled);
    const cancelMails = await deliver();
    const cancelInvite = invitation(
      cancelMails.find((m) => m.to && "text" in m.to && m.to.text === body.email) as ParsedMail,
    );
    expect(cancelInvite).toMatchObject({
      method: "CANCEL",
      uid: first.uid,
      sequence: 2,
      status: "CANCELLED",
    });
    const again = await t.json("POST", `/api/consultations/${id}/cancel`, { body: { token: link.token } });
    expect(again.body).toMatchObject({ success: true, message: S.alreadyCancelled });
    const late = await t.json("POST", `/api/consultations/${id}/reschedule`, {
      body: { token: link.token, slot_starts_at: ist(8, "11:00") },
    });
    expect(late.status).toBe(409);
    const inbox = await t.json("GET", `/api/consultations/${id}`, { token: owner });
    expect(inbox.body.data.status).toBe("cancelled");
    // A later booking's reminders never come for a cancelled one.
    expect(await sendDueReminders(db(), context, new Date(start - 30 * MIN))).toBe(0);
  });

  it("refuses a link once its booking has started, and within the policy's notice", async () => {
    const slot = ist(3, "09:00");
    const res = await t.json("POST", "/api/consultations", { body: visitor(slot) });
    const id = res.body.data.request_id as number;
    const [range] = rowsOf<{ token_nonce: string }>(
      await db().execute(sql`select token_nonce from agenda_ranges where request_id = ${id}`),
    );
    const token = bookingToken(slotContextOf(t.deps).secret, id, range?.token_nonce ?? "");
    const context = slotContextOf(t.deps);
    await expect(
      cancelByVisitor(db(), id, token, context, new Date(new Date(slot).getTime() + MIN)),
    ).rejects.toThrow(S.tokenExpired);
    await expect(
      cancelByVisitor(db(), id, token, context, new Date(new Date(slot).getTime() - HOUR)),
    ).rejects.toThrow(S.tooLateToChange);
    await deliver();
  });
});

describe("paid sessions hold their slot", () => {
  withAvailability();
  it("holds for the hold time, releases unpaid holds once, and never silently takes a late payment", async () => {
    const slot = ist(12, "09:00");
    const res = await t.json("POST", "/api/consultations", {
      body: visitor(slot, { service_type: "vastu_audit" }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.fee_paise).toBe(250_000);
    expect(res.body.message).toBe(S.heldForPayment);
    const held = new Date(res.body.data.hold_expires_at).getTime();
    expect(held - Date.now()).toBeGreaterThan(29 * MIN);
    const id = res.body.data.request_id as number;
    const context = slotContextOf(t.deps);

    // Two servers' ticks before the end release nothing, after it exactly once.
    expect(await expireHolds(db(), context, new Date(held - MIN))).toBe(0);
    const released = await Promise.all([
      expireHolds(db(), context, new Date(held + MIN)),
      expireHolds(db(), context, new Date(held + MIN)),
    ]);
    expect(released[0] + released[1]).toBe(1);
    expect((await t.json("GET", `/api/consultations/${id}`, { token: owner })).body.data.status).toBe(
      "cancelled",
    );

    // A late payment re-seats it while its time is still free…
    expect(
      await db().transaction((tx) => confirmBookingPayment(tx, id, context, new Date(held + 2 * MIN))),
    ).toBe("reseated");
    expect((await t.json("GET", `/api/consultations/${id}`, { token: owner })).body.data.status).toBe(
      "scheduled",
    );
    expect(await db().transaction((tx) => confirmBookingPayment(tx, id, context, new Date()))).toBe(
      "already_paid",
    );
    // … and a paid booking is never released.
    expect(await expireHolds(db(), context, new Date(held + HOUR))).toBe(0);

    // A second hold taken meanwhile by someone else's booking: the late payment is due a refund.
    const second = await t.json("POST", "/api/consultations", {
      body: visitor(ist(12, "13:00"), { service_type: "vastu_audit" }),
    });
    const secondId = second.body.data.request_id as number;
    const secondHeld = new Date(second.body.data.hold_expires_at).getTime();
    await expireHolds(db(), context, new Date(secondHeld + MIN));
    const taker = await t.json("POST", "/api/consultations", { body: visitor(ist(12, "13:00")) });
    expect(taker.status).toBe(201);
    expect(await db().transaction((tx) => confirmBookingPayment(tx, secondId, context, new Date()))).toBe(
      "refund_due",
    );
    await deliver();
  });
});

describe("staff agenda", () => {
  withAvailability();
  it("blocks time, books on someone's behalf, moves, marks the outcome and cancels; the inbox's cancel frees time", async () => {
    const day = addDays(todayInIndia(), 30);
    const block = await t.json("POST", "/api/consultations/agenda/blocks", {
      token: owner,
      body: {
        starts_at: `${day}T09:00:00+05:30`,
        ends_at: `${day}T12:00:00+05:30`,
        note: "Site visit in Mirzapur",
      },
    });
    expect(block.status).toBe(201);
    const blocked = await t.json("POST", "/api/consultations", { body: visitor(`${day}T10:00:00+05:30`) });
    expect(blocked.status).toBe(409);
    const overBlock = await t.json("POST", "/api/consultations/agenda/blocks", {
      token: owner,
      body: { starts_at: `${day}T11:00:00+05:30`, ends_at: `${day}T13:00:00+05:30` },
    });
    expect(overBlock.status).toBe(409);

    const phone = await t.json("POST", "/api/consultations/agenda/bookings", {
      token: owner,
      body: {
        name: "Meera Shah",
        email: "meera@example.test",
        phone: "+91 90000 11111",
        service_type: "numerology",
        starts_at: `${day}T19:30:00+05:30`,
      },
    });
    expect(phone.status).toBe(201);
    const id = phone.body.data.request_id as number;
    const week = await t.json("GET", `/api/consultations/agenda?from=${day}&to=${addDays(day, 6)}`, {
      token: owner,
    });
    expect(week.body.data.map((e: { kind: string }) => e.kind)).toEqual(["block", "booking"]);
    expect(week.body.data[1]).toMatchObject({ name: "Meera Shah", status: "scheduled", where: "online" });

    const moveIntoBlock = await t.json("POST", `/api/consultations/agenda/bookings/${id}/move`, {
      token: owner,
      body: { starts_at: `${day}T11:30:00+05:30` },
    });
    expect(moveIntoBlock.status).toBe(409);
    expect(
      (
        await t.json("POST", `/api/consultations/agenda/bookings/${id}/move`, {
          token: owner,
          body: { starts_at: `${day}T14:00:00+05:30` },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.json("POST", `/api/consultations/agenda/bookings/${id}/outcome`, {
          token: owner,
          body: { outcome: "no_show", admin_notes: "Did not answer the call" },
        })
      ).status,
    ).toBe(200);
    const after = await t.json("GET", `/api/consultations/agenda?from=${day}&to=${day}`, { token: owner });
    expect(after.body.data[1]).toMatchObject({
      outcome: "no_show",
      status: "completed",
      admin_notes: "Did not answer the call",
    });

    expect(
      (
        await t.json("DELETE", `/api/consultations/agenda/blocks/${block.body.data.range_id}`, {
          token: owner,
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.json("POST", "/api/consultations", { body: visitor(`${day}T10:00:00+05:30`) })).status,
    ).toBe(201);

    // The spec's free status select: cancelling a booked request in the inbox frees its time (a trigger) and mails it.
    const booked = await t.json("POST", "/api/consultations", { body: visitor(`${day}T16:00:00+05:30`) });
    await deliver();
    const put = await t.json("PUT", `/api/consultations/${booked.body.data.request_id}`, {
      token: owner,
      body: { status: "cancelled" },
    });
    expect(put.status).toBe(200);
    const mails = await deliver();
    expect(mails.some((m) => invitation(m).method === "CANCEL")).toBe(true);
    expect(
      (await t.json("POST", "/api/consultations", { body: visitor(`${day}T16:00:00+05:30`) })).status,
    ).toBe(201);
    await deliver();

    // Staff cancel from the agenda; a second cancel changes nothing and says so.
    const cancel = () => t.json("POST", `/api/consultations/agenda/bookings/${id}/cancel`, { token: owner });
    expect((await cancel()).body.message).toBe(S.cancelled);
    expect((await cancel()).body.message).toBe(S.alreadyCancelled);
    await deliver();
  });
});

describe("the agenda in the activity log", () => {
  withAvailability();
  it("records who blocked time, booked, moved, recorded the outcome and cancelled, with the times in IST; a refused change, nothing", async () => {
    type Entry = { action: string; resource: string; resource_id: number; label: string; changes: unknown[] };
    const log = async (resource: string) =>
      (await t.json("GET", `/api/activity?resource=${resource}`, { token: owner })).body.data as Entry[];
    const day = addDays(todayInIndia(), 40);
    const agendaCall = (path: string, body?: unknown, method = "POST") =>
      t.json(method, `/api/consultations/agenda/${path}`, { token: owner, body });

    const block = await agendaCall("blocks", {
      starts_at: `${day}T09:00:00+05:30`,
      ends_at: `${day}T10:00:00+05:30`,
      note: "Diwali puja",
    });
    expect(block.status).toBe(201);
    const blockId = block.body.data.range_id as number;
    expect((await log("agenda"))[0]).toMatchObject({
      action: "create",
      resource_id: blockId,
      label: "Blocked time: Diwali puja",
      changes: [
        { field: "starts_at", after: expect.stringMatching(/9:00 am IST$/) },
        { field: "ends_at", after: expect.stringMatching(/10:00 am IST$/) },
      ],
    });

    const phone = await agendaCall("bookings", {
      name: "Kavita Joshi",
      email: "kavita@example.test",
      phone: "+91 90000 22222",
      service_type: "numerology",
      starts_at: `${day}T15:00:00+05:30`,
    });
    expect(phone.status).toBe(201);
    const id = phone.body.data.request_id as number;
    const bookingLog = async () => (await log("consultations")).filter((e) => e.resource_id === id);
    expect((await bookingLog())[0]).toMatchObject({
      action: "create",
      label: expect.stringMatching(/^Kavita Joshi, .*3:00 pm IST$/),
      changes: [
        { field: "starts_at", after: expect.stringMatching(/3:00 pm IST$/) },
        { field: "service_type", after: "numerology" },
      ],
    });

    // Into the blocked hour: refused, and not in the log.
    expect((await agendaCall(`bookings/${id}/move`, { starts_at: `${day}T09:30:00+05:30` })).status).toBe(
      409,
    );
    expect(await bookingLog()).toHaveLength(1);
    expect((await agendaCall(`bookings/${id}/move`, { starts_at: `${day}T16:00:00+05:30` })).status).toBe(
      200,
    );
    expect((await bookingLog())[0]).toMatchObject({
      action: "move",
      changes: [
        {
          field: "starts_at",
          before: expect.stringMatching(/3:00 pm IST$/),
          after: expect.stringMatching(/4:00 pm IST$/),
        },
      ],
    });

    const outcome = { outcome: "completed", admin_notes: "Suggested a north-east entrance" };
    expect((await agendaCall(`bookings/${id}/outcome`, outcome)).status).toBe(200);
    expect((await bookingLog())[0]).toMatchObject({
      action: "outcome",
      changes: [
        { field: "outcome", after: "completed" },
        { field: "admin_notes", after: outcome.admin_notes },
      ],
    });

    // A second cancel changes nothing, and adds nothing.
    expect((await agendaCall(`bookings/${id}/cancel`)).status).toBe(200);
    expect((await agendaCall(`bookings/${id}/cancel`)).status).toBe(200);
    expect((await bookingLog()).map((e) => e.action)).toEqual(["cancel", "outcome", "move", "create"]);

    expect((await agendaCall(`blocks/${blockId}`, undefined, "DELETE")).status).toBe(200);
    expect((await agendaCall(`blocks/${blockId}`, undefined, "DELETE")).status).toBe(404);
    expect((await log("agenda")).filter((e) => e.resource_id === blockId).map((e) => e.action)).toEqual([
      "delete",
      "create",
    ]);
    await deliver();
  });
});
