// Batches and enrolments through the real app and database: the batch rules staff meet, enrolling (a held seat, a
// confirmed one, the waiting list, a full batch), the person's private link, holds expiring once and offering the
// seat to the next person, the roster's moves, the CSV, completion and certificates, and the seat rule under
// many enrolments at once (on PostgreSQL also from two app servers on one database).
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BATCH_MESSAGES, ENROLMENT_ADMIN_MESSAGES } from "#contract/admin-messages";
import { todayInIndia } from "#contract/form-rules";
import { ENROLMENT_MESSAGES } from "#contract/messages";
import { createTestApp, type TestApp, usingPostgres } from "../../../tests/setup/test-app";
import { expireHoldsOnce } from "./hold-expiry";
import { expireDueHolds, type SeatNotifier } from "./seats";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://academy.example", SEAT_HOLD_SECONDS: "900" });
  token = await t.adminToken();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const rowsOf = <T = Record<string, unknown>>(result: unknown) => (result as { rows: T[] }).rows;
const inDays = (days: number, from = Date.now()) => todayInIndia(new Date(from + days * 86_400_000));
let seq = 0;
const email = () => `person${++seq}.${Date.now().toString(36)}@example.test`;

async function course(title = "Vastu Adhaar") {
  const res = await t.json("POST", "/api/courses", {
    token,
    body: {
      title,
      course_slug: `course-${++seq}-${Date.now().toString(36)}`,
      description: "A course.",
      price: "₹1,000",
      level: "Level 1",
      mode: "In-Person",
      translations: { hi: { title: "वास्तु आधार" } },
    },
  });
  expect(res.status).toBe(201);
  return res.body.data.course_id as number;
}

async function batch(courseId: number, fields: Record<string, unknown> = {}) {
  const res = await t.json("POST", "/api/batches", {
    token,
    body: { course_id: courseId, starts_on: inDays(20), seats_total: 3, fee_paise: 0, ...fields },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const enrol = (batchId: number, fields: Record<string, unknown> = {}) =>
  t.json("POST", "/api/enrolments", {
    body: { batch_id: batchId, name: "Asha Rao", email: email(), phone: "+91 98765 43210", ...fields },
  });

const statusOf = async (id: number) =>
  rowsOf<{ status: string }>(
    await db().execute(sql`select status from enrolments where enrolment_id = ${id}`),
  )[0]?.status;
/** The mails to an address: queued in the same transaction as what they tell of, so present with the answer. */
const mailsTo = (address: string) => mailRows(address);
const mailRows = async (address: string) =>
  rowsOf<{ kind: string; subject: string; text: string }>(
    await db().execute(
      sql`select kind, subject, text from mail_outbox where "to" = ${address} order by mail_id`,
    ),
  );
const tokenOf = (url: string) => new URL(url, "https://x").searchParams.get("token") ?? "";

describe("batches", () => {
  it("refuses bad input field by field, and lists only what visitors may see, with seats left", async () => {
    const courseId = await course();
    const bad = async (body: Record<string, unknown>, field: string, message?: string) => {
      const res = await t.json("POST", "/api/batches", {
        token,
        body: { course_id: courseId, starts_on: inDays(10), seats_total: 5, fee_paise: 0, ...body },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      const error = res.body.errors.find((e: { field: string }) => e.field === field);
      expect(error, JSON.stringify(res.body)).toBeDefined();
      if (message) expect(error.message).toBe(message);
    };
    await bad({ ends_on: inDays(9) }, "ends_on", BATCH_MESSAGES.endBeforeStart);
    await bad({ fee_paise: -1 }, "fee_paise", BATCH_MESSAGES.feeBelowZero);
    await bad({ seats_total: 0 }, "seats_total", BATCH_MESSAGES.seatsInvalid);
    await bad({ course_id: 999_999 }, "course_id", BATCH_MESSAGES.unknownCourse);
    await bad({ early_fee_paise: 100 }, "early_fee_until", BATCH_MESSAGES.earlyFeeNeedsDate);
    await bad({ fee_paise: 100, early_fee_paise: 200, early_fee_until: inDays(5) }, "early_fee_paise");
    await bad({ starts_on: "2026-02-30" }, "starts_on");
    expect(rowsOf(await db().execute(sql`select 1 from batches where course_id = ${courseId}`))).toHaveLength(
      0,
    );

    const open = await batch(courseId, {
      starts_on: inDays(10),
      ends_on: inDays(11),
      fee_paise: 500_000,
      early_fee_paise: 400_000,
      early_fee_until: inDays(3),
      schedule: "Sat–Sun, 10:00–17:00",
      translations: { hi: { schedule: "शनि–रवि, 10:00–17:00" } },
    });
    expect(open).toMatchObject({
      seats_left: 3,
      status: "open",
      current_fee_paise: 400_000,
      currency: "INR",
    });
    await batch(courseId, { is_published: false });
    await batch(courseId, { starts_on: inDays(-3), ends_on: inDays(2) });
    const publicList = await t.json("GET", `/api/batches?course_id=${courseId}`);
    expect(publicList.body.data.map((b: { batch_id: number }) => b.batch_id)).toEqual([open.batch_id]);
    const staffList = await t.json("GET", `/api/batches?course_id=${courseId}&include_past=true`, { token });
    expect(staffList.body.data).toHaveLength(3);

    // Seats may not drop below those taken, checked under the batch's lock; a cancelled batch is not edited.
    const paid = await enrol(open.batch_id);
    await enrol(open.batch_id);
    expect(paid.body.data.status).toBe("held");
    const fewer = await t.json("PUT", `/api/batches/${open.batch_id}`, { token, body: { seats_total: 1 } });
    expect(fewer.status).toBe(400);
    expect(fewer.body.errors).toEqual([{ field: "seats_total", message: BATCH_MESSAGES.seatsBelowTaken(2) }]);
    const ends = await t.json("PUT", `/api/batches/${open.batch_id}`, {
      token,
      body: { ends_on: inDays(9) },
    });
    expect(ends.body.errors[0].field).toBe("ends_on");
    expect((await t.json("DELETE", `/api/batches/${open.batch_id}`, { token })).status).toBe(409);

    // The next run: a week later, unpublished.
    const copy = await t.json("POST", `/api/batches/${open.batch_id}/duplicate`, { token });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ starts_on: inDays(17), ends_on: inDays(18), is_published: false });
    expect((await t.json("DELETE", `/api/batches/${copy.body.data.batch_id}`, { token })).status).toBe(200);

    // Cancelling tells everyone enrolled, and frees nothing twice.
    const cancel = await t.json("POST", `/api/batches/${open.batch_id}/cancel`, {
      token,
      body: { reason: "The teacher is unwell." },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.status).toBe("cancelled");
    const person = rowsOf<{ email: string }>(
      await db().execute(
        sql`select email from enrolments where enrolment_id = ${paid.body.data.enrolment_id}`,
      ),
    )[0]?.email as string;
    // The first made after its answer, so in either order.
    expect((await mailsTo(person)).map((m) => m.kind).sort()).toEqual([
      "enrolment-cancelled",
      "enrolment-received",
    ]);
    expect(await statusOf(paid.body.data.enrolment_id)).toBe("cancelled");
    expect((await t.json("POST", `/api/batches/${open.batch_id}/cancel`, { token, body: {} })).status).toBe(
      409,
    );
    const edit = await t.json("PUT", `/api/batches/${open.batch_id}`, { token, body: { seats_total: 9 } });
    expect(edit.status).toBe(409);
  });
});

describe("enrolling", () => {
  it("holds a seat in a batch with a fee, confirms one without, waitlists or refuses when full", async () => {
    const courseId = await course();
    const fee = await batch(courseId, { fee_paise: 250_000, seats_total: 1 });
    const address = email();
    const before = Date.now();
    const held = await enrol(fee.batch_id, { email: address, locale: "hi", utm_source: "instagram" });
    expect(held.status).toBe(201);
    expect(held.body.message).toBe(ENROLMENT_MESSAGES.held);
    expect(held.body.data).toMatchObject({ status: "held", amount_paise: 250_000, currency: "INR" });
    const holdEnds = Date.parse(held.body.data.hold_expires_at);
    expect(holdEnds - before).toBeGreaterThanOrEqual(899_000);
    expect(held.body.data.url).toMatch(/^\/hi\/enrolment\/\d+\?token=[\w-]{43}$/);
    // The person's mail in Hindi carries the same link; staff are told in English.
    const mails = await mailsTo(address);
    expect(mails.map((m) => m.kind)).toEqual(["enrolment-received"]);
    expect(mails[0]?.subject).toContain("आपकी सीट रोकी गई है");
    expect(mails[0]?.text).toContain(`https://academy.example${held.body.data.url}`);
    const staff = rowsOf<{ subject: string }>(
      await db().execute(
        sql`select subject from mail_outbox where kind = 'enrolment-staff' order by mail_id desc limit 1`,
      ),
    );
    expect(staff[0]?.subject).toMatch(/^New enrolment from Asha Rao/);
    // The token is kept only as its hash.
    const stored = rowsOf<{ token_hash: string; utm_source: string }>(
      await db().execute(
        sql`select token_hash, utm_source from enrolments where enrolment_id = ${held.body.data.enrolment_id}`,
      ),
    )[0];
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.utm_source).toBe("instagram");

    // Full, with no waiting list: 409 and nothing stored.
    const refused = await enrol(fee.batch_id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ENROLMENT_MESSAGES.batchFull);
    // The same address again: one live enrolment per person and batch.
    const twice = await enrol(fee.batch_id, { email: address.toUpperCase() });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(ENROLMENT_MESSAGES.alreadyEnrolled);

    // The private page: right token only, the same 404 for a wrong one.
    const id = held.body.data.enrolment_id;
    const view = await t.json(
      "GET",
      `/api/enrolments/${id}/view?token=${tokenOf(held.body.data.url)}&lang=hi`,
    );
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ status: "held", course_title: "वास्तु आधार", name: "Asha Rao" });
    const wrong = await t.json("GET", `/api/enrolments/${id}/view?token=${"x".repeat(43)}`);
    expect(wrong.status).toBe(404);

    // No fee: confirmed at once; a full batch with a waiting list takes people onto it.
    const free = await batch(courseId, { seats_total: 1, waitlist: true });
    const confirmed = await enrol(free.batch_id);
    expect(confirmed.body.data).toMatchObject({ status: "confirmed", hold_expires_at: null });
    const waiting = await enrol(free.batch_id);
    expect(waiting.status).toBe(201);
    expect(waiting.body.data.status).toBe("waitlisted");
    const listed = await t.json("GET", `/api/batches/${free.batch_id}`);
    expect(listed.body.data).toMatchObject({
      seats_left: 0,
      status: "full",
      waitlist_count: 1,
      enrolment_open: true,
    });

    // Pay at the academy: confirmed at once though there is a fee.
    const atAcademy = await batch(courseId, { fee_paise: 100_000, pay_at_academy: true });
    expect((await enrol(atAcademy.batch_id)).body.data).toMatchObject({
      status: "confirmed",
      amount_paise: 100_000,
    });
  });

  it("refuses unknown, unpublished, started, closed and cancelled batches with a field error", async () => {
    const courseId = await course();
    const cases: [number, string][] = [
      [999_999, ENROLMENT_MESSAGES.batchUnavailable],
      [(await batch(courseId, { is_published: false })).batch_id, ENROLMENT_MESSAGES.batchUnavailable],
      [(await batch(courseId, { starts_on: inDays(0) })).batch_id, ENROLMENT_MESSAGES.batchClosed],
      [(await batch(courseId, { status: "closed" })).batch_id, ENROLMENT_MESSAGES.batchClosed],
      [(await batch(courseId, { enrol_by: inDays(-1) })).batch_id, ENROLMENT_MESSAGES.batchClosed],
    ];
    for (const [batchId, message] of cases) {
      const res = await enrol(batchId);
      expect(res.status, `${batchId}`).toBe(400);
      expect(res.body.errors).toEqual([{ field: "batch_id", message }]);
    }
    const bad = await enrol(cases[1]?.[0] as number, { email: "not an address", phone: "call me" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["email", "phone"]);
  });
});

describe("holds and the waiting list", () => {
  it("expires a hold once, whoever runs the job, and offers the seat to the first person waiting", async () => {
    const courseId = await course();
    const b = await batch(courseId, { fee_paise: 100_000, seats_total: 1, waitlist: true });
    const held = await enrol(b.batch_id);
    const firstAddress = email();
    const first = await enrol(b.batch_id, { email: firstAddress });
    const second = await enrol(b.batch_id);
    expect([first.body.data.status, second.body.data.status]).toEqual(["waitlisted", "waitlisted"]);

    // Before its time nothing happens; after it, two servers' ticks at once expire it once.
    expect(await expireHoldsOnce(t.deps, new Date(Date.now() + 60_000))).toBe(0);
    const later = new Date(Date.parse(held.body.data.hold_expires_at) + 1000);
    const expired: number[] = [];
    const notify: SeatNotifier = async (_tx, event) => {
      if (event.kind === "expired") expired.push(event.enrolment.enrolment_id);
    };
    await Promise.all([expireDueHolds(db(), later, notify), expireDueHolds(db(), later, notify)]);
    expect(expired.filter((id) => id === held.body.data.enrolment_id)).toHaveLength(1);
    expect(await statusOf(held.body.data.enrolment_id)).toBe("expired");
    expect(await statusOf(first.body.data.enrolment_id)).toBe("held");
    expect(await statusOf(second.body.data.enrolment_id)).toBe("waitlisted");
    // The seat was offered; the offer's mail was queued by the job that made it (the quiet call above sends none).
    await expireHoldsOnce(t.deps, new Date(later.getTime() + 25 * 3600_000));
    expect(await statusOf(first.body.data.enrolment_id)).toBe("expired");
    expect(await statusOf(second.body.data.enrolment_id)).toBe("held");
    expect((await mailsTo(firstAddress)).map((m) => m.kind).sort()).toEqual([
      "enrolment-expired",
      "enrolment-received",
    ]);

    // Staff add a seat: the next person waiting is offered it at once.
    const third = await enrol(b.batch_id);
    expect(third.body.data.status).toBe("waitlisted");
    expect(
      (await t.json("PUT", `/api/batches/${b.batch_id}`, { token, body: { seats_total: 2 } })).status,
    ).toBe(200);
    expect(await statusOf(third.body.data.enrolment_id)).toBe("held");
  });

  it("lets the person take an offered seat in a free batch, or give up their place", async () => {
    const courseId = await course();
    const b = await batch(courseId, { seats_total: 1, waitlist: true });
    const seated = await enrol(b.batch_id);
    const waiting = await enrol(b.batch_id);
    const seatedToken = tokenOf(seated.body.data.url);
    const waitingToken = tokenOf(waiting.body.data.url);
    const id = waiting.body.data.enrolment_id;
    expect(
      (await t.json("GET", `/api/enrolments/${id}/view?token=${waitingToken}`)).body.data.waitlist_position,
    ).toBe(1);
    expect(
      (await t.json("POST", `/api/enrolments/${id}/accept`, { body: { token: waitingToken } })).status,
    ).toBe(409);
    const gone = await t.json("POST", `/api/enrolments/${seated.body.data.enrolment_id}/cancel`, {
      body: { token: seatedToken },
    });
    expect(gone.status).toBe(200);
    expect(gone.body.data.status).toBe("cancelled");
    expect(await statusOf(id)).toBe("held");
    const accepted = await t.json("POST", `/api/enrolments/${id}/accept`, { body: { token: waitingToken } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe("confirmed");
    const wrong = await t.json("POST", `/api/enrolments/${id}/cancel`, { body: { token: seatedToken } });
    expect(wrong.status).toBe(404);
  });
});

describe("the roster", () => {
  it("confirms, cancels, moves and notes; exports formula-safe CSV; completes and certifies", async () => {
    const courseId = await course();
    const a = await batch(courseId, { fee_paise: 100_000, seats_total: 2, waitlist: true });
    const b = await batch(courseId, { starts_on: inDays(40), seats_total: 1 });
    const held = await enrol(a.batch_id, { name: '=HYPERLINK("http://evil")' });
    const other = await enrol(a.batch_id);
    const waiting = await enrol(a.batch_id);
    const id = held.body.data.enrolment_id;

    const confirm = await t.json("PUT", `/api/enrolments/${id}`, {
      token,
      body: { status: "confirmed", notes: "Paid in cash" },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.message).toBe(ENROLMENT_ADMIN_MESSAGES.confirmed);
    expect(confirm.body.data).toMatchObject({
      status: "confirmed",
      notes: "Paid in cash",
      hold_expires_at: null,
    });

    const roster = await t.json("GET", `/api/enrolments?batch_id=${a.batch_id}`, { token });
    expect(roster.body.meta.total).toBe(3);
    expect(roster.body.data.map((e: { status: string }) => e.status)).toEqual([
      "confirmed",
      "held",
      "waitlisted",
    ]);
    const batches = await t.json("GET", "/api/enrolments/batches", { token });
    expect(batches.body.data.find((x: { batch_id: number }) => x.batch_id === a.batch_id)).toMatchObject({
      seats_left: 0,
      waitlist_count: 1,
    });

    // Moved to the other batch of the course: their seat here goes to the person waiting.
    const move = await t.json("POST", `/api/enrolments/${id}/move`, {
      token,
      body: { batch_id: b.batch_id },
    });
    expect(move.status).toBe(200);
    expect(move.body.data).toMatchObject({ batch_id: b.batch_id, status: "confirmed" });
    expect(await statusOf(waiting.body.data.enrolment_id)).toBe("held");
    // The other batch is now full and keeps no waiting list.
    const full = await t.json("POST", `/api/enrolments/${other.body.data.enrolment_id}/move`, {
      token,
      body: { batch_id: b.batch_id },
    });
    expect(full.status).toBe(409);

    const csv = await t.request("GET", `/api/enrolments/export.csv?batch_id=${b.batch_id}`, { token });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    const rows = Papa.parse<string[]>(text.slice(1), { newline: "\r\n" }).data;
    expect(rows[0]?.[3]).toBe("Name");
    expect(rows[1]?.[3]).toBe('\'=HYPERLINK("http://evil")');
    expect(rows[1]?.[8]).toBe("0.00");

    // Completion issues one certificate; its public record shows what the paper shows, then that it was revoked.
    expect(
      (await t.json("POST", `/api/enrolments/${other.body.data.enrolment_id}/complete`, { token })).status,
    ).toBe(409);
    const done = await t.json("POST", `/api/enrolments/${id}/complete`, { token });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(ENROLMENT_ADMIN_MESSAGES.completed);
    const certificate = done.body.data.certificate;
    expect(certificate.number).toMatch(/^CERT-\d{4}-\d{5}$/);
    expect(certificate.code).toMatch(/^[2-9A-Z]{10}$/);
    // Mailed to the person as a PDF, and downloadable by staff or through the person's own link only.
    const attached = rowsOf<{ filename: string; content_type: string }>(
      await db().execute(sql`
        select a.filename, a.content_type from mail_attachments a join mail_outbox m on m.mail_id = a.mail_id
        where m.kind = 'enrolment-certificate' and a.filename = ${`certificate-${certificate.number}.pdf`}`),
    );
    expect(attached).toEqual([
      { filename: `certificate-${certificate.number}.pdf`, content_type: "application/pdf" },
    ]);
    const pdfPath = `/api/enrolments/${id}/certificate.pdf`;
    const asStaff = await t.request("GET", pdfPath, { token });
    expect(asStaff.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await asStaff.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await t.request("GET", `${pdfPath}?token=${tokenOf(held.body.data.url)}`)).status).toBe(200);
    expect((await t.request("GET", `${pdfPath}?token=${tokenOf(other.body.data.url)}`)).status).toBe(404);
    const again = await t.json("POST", `/api/enrolments/${id}/complete`, { token });
    expect(again.body.data.certificate).toEqual(certificate);
    expect(again.body.message).toBe(ENROLMENT_ADMIN_MESSAGES.alreadyCompleted);
    const revoked = await t.json("POST", `/api/enrolments/${id}/revoke-certificate`, { token, body: {} });
    expect(revoked.body.data.certificate.revoked_at).not.toBeNull();
  });
});

describe("the seat rule", () => {
  it("never seats more people than seats, with many enrolments at once (and a trigger behind the code)", async () => {
    const courseId = await course();
    const seats = 3;
    const tries = 24;
    const small = await batch(courseId, { fee_paise: 100_000, seats_total: seats });
    const listed = await batch(courseId, { fee_paise: 100_000, seats_total: seats, waitlist: true });
    // On PostgreSQL half the requests go through a second app server on the same database.
    const second = usingPostgres() ? await createTestApp({}, { sharing: t }) : undefined;
    try {
      const servers = second ? [t, second] : [t];
      const burst = (batchId: number) =>
        Promise.all(
          Array.from({ length: tries }, (_, i) =>
            (servers[i % servers.length] as TestApp).json("POST", "/api/enrolments", {
              body: { batch_id: batchId, name: `P${i}`, email: email(), phone: "98765 43210" },
            }),
          ),
        );
      const [refusing, waiting] = await Promise.all([burst(small.batch_id), burst(listed.batch_id)]);
      const count = (list: { status: number; body: { data?: { status: string } } }[], status: string) =>
        list.filter((r) => r.body.data?.status === status).length;
      expect(refusing.filter((r) => r.status >= 500)).toEqual([]);
      expect(count(refusing, "held")).toBe(seats);
      expect(refusing.filter((r) => r.status === 409)).toHaveLength(tries - seats);
      expect(count(waiting, "held")).toBe(seats);
      expect(count(waiting, "waitlisted")).toBe(tries - seats);
    } finally {
      await second?.close();
    }
    const taken = rowsOf<{ n: number }>(
      await db().execute(sql`
        select count(*)::int as n from enrolments
        where batch_id in (${small.batch_id}, ${listed.batch_id})
          and status in ('held', 'pending_verification', 'paid', 'confirmed')`),
    )[0]?.n;
    expect(taken).toBe(2 * seats);
    // A write that bypasses the seat module is stopped by the database itself.
    const bypass = db().execute(sql`
      update enrolments set status = 'confirmed' where batch_id = ${listed.batch_id} and status = 'waitlisted'`);
    await expect(bypass).rejects.toThrow();
    const shrink = db().execute(sql`update batches set seats_total = 1 where batch_id = ${small.batch_id}`);
    await expect(shrink).rejects.toThrow();
  });
});
