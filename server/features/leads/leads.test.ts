// Leads end to end through HTTP on the real database: attribution from the public forms, the lead fields on the
// spec's PUT and their refusals, the timeline, the Today queue, the one-step outcome form, one person's touches,
// WhatsApp, round-robin assignment and the 09:00 digest, both mailed through the real worker to a real SMTP server.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_MESSAGES } from "#contract/admin-messages";
import { indiaDatePlus, indiaTime } from "#contract/leads";
import { createLogger } from "#server/http/logger";
import { mailConfig } from "#server/mail/mail-config";
import { createMailWorker, type MailWorker } from "#server/mail/worker";
import { mailsTo, type SmtpSink, startSmtpSink } from "../../../tests/setup/smtp-sink";
import { createStaffMember, type StaffMember, signInAs } from "../../../tests/setup/staff";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { sendFollowUpDigests } from "./digest";
import { seedLostReasons } from "./leads.service";

let t: TestApp;
let sink: SmtpSink;
let worker: MailWorker;
let owner: string;
let asha: StaffMember;
let ravi: StaffMember;
let deskToken: string;
let edna: StaffMember;
const ids: Record<string, number> = {};

const db = () => t.deps.database.db;
const rowsOf = <T = Record<string, unknown>>(result: unknown) => (result as { rows: T[] }).rows;
const idOf = async (table: "inquiries" | "consultation_requests", email: string) => {
  const column = table === "inquiries" ? sql`inquiry_id` : sql`request_id`;
  const [row] = rowsOf<{ id: number }>(
    await db().execute(sql`select ${column} as id from ${sql.identifier(table)} where email = ${email}
      order by created_at desc limit 1`),
  );
  return row?.id as number;
};
const adminIdOf = async (username: string) =>
  rowsOf<{ id: number }>(
    await db().execute(sql`select admin_id as id from admin_users where username = ${username}`),
  )[0]?.id as number;
/** The mails whose subject matches, once `n` of them have arrived (the test's timeout bounds the wait). */
async function mailsAbout(subject: RegExp, n: number) {
  const matching = () => sink.received.filter((m) => subject.test(m.subject ?? ""));
  while (matching().length < n) await new Promise((r) => setTimeout(r, 20));
  return matching();
}
let phones = 0;
const tomorrowAt11 = () => indiaTime(indiaDatePlus(new Date(), 1), "11:00").toISOString();

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ PUBLIC_URL: "https://academy.example" });
  worker = createMailWorker({
    database: t.deps.database,
    config: { ...mailConfig(t.deps.env), smtpUrl: sink.url, pollMs: 50 },
    logger: createLogger("silent"),
  });
  await worker.start();
  await seedLostReasons(db());
  owner = await t.adminToken();
  asha = await createStaffMember(t, "front_desk", "asha");
  ravi = await createStaffMember(t, "front_desk", "ravi");
  deskToken = await signInAs(t, asha);
  ids.asha = await adminIdOf("asha");
  ids.ravi = await adminIdOf("ravi");
});
afterAll(async () => {
  await worker?.stop();
  await t.close();
  await sink.close();
});

const enquiry = (email: string, extra: Record<string, unknown> = {}) =>
  t.json("POST", "/api/inquiries", {
    body: {
      first_name: "Meera",
      last_name: "Joshi",
      email,
      phone: `9${String(100_000_000 + ++phones)}`,
      message: "When does the next batch start?",
      inquiry_type: "course",
      subject: "Vastu Adhaar",
      ...extra,
    },
  });

describe("leads", () => {
  it("stores where a visit came from, cutting or dropping bad values, and assigns new leads in turn with a mail", async () => {
    const settings = await t.json("PUT", "/api/leads/settings", {
      token: owner,
      body: {
        whatsapp_template_en: "Hello {name}, about {course} at {academy}",
        whatsapp_template_hi: "नमस्ते {name}, {course}",
        assignees: [ids.asha, ids.ravi],
      },
    });
    expect(settings.status).toBe(200);
    expect(settings.body.data.assignees).toEqual([ids.asha, ids.ravi]);
    // Only active staff who work on enquiries can be on the round robin.
    edna = await createStaffMember(t, "editor", "edna");
    const refused = await t.json("PUT", "/api/leads/settings", {
      token: owner,
      body: { ...settings.body.data, assignees: [await adminIdOf(edna.username)] },
    });
    expect(refused.status).toBe(400);

    const sent = await enquiry("meera@example.com", {
      phone: "+91 98765-43210",
      utm_source: "instagram",
      utm_medium: "x".repeat(500),
      utm_campaign: ["not", "text"],
      referrer: "javascript:alert(1)",
      landing_page: "/courses?utm_source=instagram",
    });
    expect(sent.status).toBe(201);
    await enquiry("karan@example.com", { referrer: "https://www.google.com/search?q=vastu" });
    expect(
      (
        await t.json("POST", "/api/consultations", {
          body: {
            name: "Dev",
            email: "dev@example.com",
            phone: "9876500000",
            message: "Site visit",
            utm_source: "poster",
          },
        })
      ).status,
    ).toBe(201);
    const subscribed = await t.json("POST", "/api/newsletter/subscribe", {
      body: { email: "meera@example.com", utm_source: "youtube", landing_page: "/blog" },
    });
    expect(subscribed.status).toBe(200);

    ids.meera = await idOf("inquiries", "meera@example.com");
    ids.karan = await idOf("inquiries", "karan@example.com");
    ids.dev = await idOf("consultation_requests", "dev@example.com");
    const meera = (await t.json("GET", `/api/inquiries/${ids.meera}`, { token: owner })).body.data;
    expect(meera).toMatchObject({
      utm_source: "instagram",
      utm_medium: "x".repeat(100),
      utm_campaign: null,
      referrer: null,
      landing_page: "/courses?utm_source=instagram",
      assignee_id: ids.asha,
      next_follow_up_at: null,
      status: "new",
    });
    const karan = (await t.json("GET", `/api/inquiries/${ids.karan}`, { token: owner })).body.data;
    expect(karan).toMatchObject({ referrer: "https://www.google.com/search?q=vastu", assignee_id: ids.ravi });
    const dev = (await t.json("GET", `/api/consultations/${ids.dev}`, { token: owner })).body.data;
    expect(dev).toMatchObject({ utm_source: "poster", assignee_id: ids.asha });
    const subscriber = rowsOf(
      await db().execute(
        sql`select utm_source, landing_page from newsletter_subscribers where email = 'meera@example.com'`,
      ),
    );
    expect(subscriber).toEqual([{ utm_source: "youtube", landing_page: "/blog" }]);

    await mailsAbout(/^New lead for you/, 3);
    const toAsha = mailsTo(sink.received, asha.email).filter((m) =>
      m.subject?.startsWith("New lead for you"),
    );
    const toRavi = mailsTo(sink.received, ravi.email).filter((m) =>
      m.subject?.startsWith("New lead for you"),
    );
    expect(toAsha.map((m) => m.subject).sort()).toEqual([
      "New lead for you: Dev",
      "New lead for you: Meera Joshi",
    ]);
    expect(toRavi.map((m) => m.subject)).toEqual(["New lead for you: Meera Joshi"]);
    expect(toAsha[0]?.html).toContain("https://academy.example/admin/leads/");

    // Leads arriving at once still go to each person in turn: the settings row is locked per assignment.
    const before = await db().execute(sql`select max(inquiry_id) as id from inquiries`);
    const after = rowsOf<{ id: number }>(before)[0]?.id ?? 0;
    const parallel = await Promise.all(
      Array.from({ length: 6 }, (_, i) => enquiry(`together${i}@example.com`)),
    );
    expect(parallel.map((r) => r.status)).toEqual(Array(6).fill(201));
    const shares = rowsOf<{ assignee_id: number; n: number }>(
      await db().execute(sql`select assignee_id, count(*)::int as n from inquiries where inquiry_id > ${after}
        group by assignee_id order by assignee_id`),
    );
    expect(shares).toEqual([
      { assignee_id: ids.asha, n: 3 },
      { assignee_id: ids.ravi, n: 3 },
    ]);
  });

  it("takes the lead fields on the spec's PUT, refuses bad ones with 400, and keeps every status change", async () => {
    const put = (body: unknown, token = owner) =>
      t.json("PUT", `/api/inquiries/${ids.meera}`, { token, body });
    const inactive = await createStaffMember(t, "front_desk", "gone");
    await db().execute(sql`update admin_users set is_active = false where username = 'gone'`);
    const editorId = await adminIdOf("edna");
    for (const [body, field] of [
      [{ assignee_id: editorId }, "assignee_id"],
      [{ assignee_id: await adminIdOf(inactive.username) }, "assignee_id"],
      [{ assignee_id: 999999 }, "assignee_id"],
      [{ next_follow_up_at: "2020-01-01T10:00:00+05:30" }, "next_follow_up_at"],
      [{ next_follow_up_at: "tomorrow" }, "next_follow_up_at"],
      [{ lost_reason_id: 999999 }, "lost_reason_id"],
      [{}, undefined],
    ] as const) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field) expect(res.body.errors?.[0]?.field).toBe(field);
    }
    // The spec's status-only update is unchanged, and front desk staff may use it.
    expect((await put({ status: "in_progress" }, deskToken)).status).toBe(200);
    const set = await put({ assignee_id: ids.ravi, next_follow_up_at: tomorrowAt11() });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ assignee_id: ids.ravi, next_follow_up_at: tomorrowAt11() });
    expect(set.body.data.first_response_at).not.toBeNull();

    const detail = (await t.json("GET", `/api/leads/inquiry/${ids.meera}`, { token: deskToken })).body.data;
    const status = detail.timeline.find((e: { event: string }) => e.event === "status");
    expect(status).toMatchObject({
      from_status: "new",
      to_status: "in_progress",
      actor_name: "Test front_desk",
    });
    expect(detail.timeline.map((e: { event: string }) => e.event)).toEqual(
      expect.arrayContaining(["status", "assigned", "follow_up"]),
    );
  });

  it("queues overdue, due today, then unanswered leads, each once and oldest first", async () => {
    await db().execute(sql`update inquiries set status = 'resolved'`);
    await db().execute(sql`update consultation_requests set status = 'completed'`);
    const people = ["o1", "o2", "d1", "u1", "u2", "later"];
    for (const p of people) await enquiry(`${p}@example.com`);
    const id: Record<string, number> = {};
    for (const p of people) id[p] = await idOf("inquiries", `${p}@example.com`);
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const endOfDay = indiaTime(indiaDatePlus(new Date(), 1), "00:00").getTime();
    await db().execute(
      sql`update inquiries set next_follow_up_at = ${at(-3 * 3600_000)}::timestamptz where inquiry_id = ${id.o1}`,
    );
    await db().execute(
      sql`update inquiries set next_follow_up_at = ${at(-60_000)}::timestamptz, status = 'in_progress' where inquiry_id = ${id.o2}`,
    );
    await db().execute(
      sql`update inquiries set next_follow_up_at = ${new Date(Math.min(now + 60_000, endOfDay - 1000)).toISOString()}::timestamptz where inquiry_id = ${id.d1}`,
    );
    await db().execute(
      sql`update inquiries set next_follow_up_at = ${new Date(endOfDay + 3600_000).toISOString()}::timestamptz where inquiry_id = ${id.later}`,
    );
    await db().execute(
      sql`update inquiries set created_at = now() - interval '1 day' where inquiry_id = ${id.u2}`,
    );

    const res = await t.json("GET", "/api/leads/today", { token: deskToken });
    expect(res.status).toBe(200);
    const names = (list: { id: number }[]) => list.map((l) => Object.keys(id).find((k) => id[k] === l.id));
    expect(names(res.body.data.overdue)).toEqual(["o1", "o2"]);
    expect(names(res.body.data.due_today)).toEqual(["d1"]);
    expect(names(res.body.data.unanswered)).toEqual(["u2", "u1"]);
    expect(res.body.data.overdue[0]).toMatchObject({
      kind: "inquiry",
      name: "Meera Joshi",
      email: "o1@example.com",
      status: "new",
    });
    expect(Object.keys(res.body.data.overdue[0])).toEqual(
      expect.arrayContaining([
        "kind",
        "id",
        "name",
        "email",
        "phone",
        "assignee_id",
        "next_follow_up_at",
        "created_at",
      ]),
    );
    expect(res.body.data.counts).toEqual({ overdue: 2, due_today: 1, unanswered: 2 });
    expect((await t.json("GET", "/api/leads/today/count", { token: deskToken })).body.data).toEqual({
      overdue: 2,
      due_today: 1,
      unanswered: 2,
    });
    const editor = await signInAs(t, edna);
    expect((await t.json("GET", "/api/leads/today", { token: editor })).status).toBe(403);
    expect((await t.json("GET", "/api/leads/today")).status).toBe(401);

    // Called, no answer, try again tomorrow 11:00: one request, and the lead leaves the unanswered list.
    const outcome = (lead: number, body: unknown) =>
      t.json("POST", `/api/leads/inquiry/${lead}/outcome`, { token: deskToken, body });
    expect(
      (await outcome(id.u1 as number, { outcome: "call", note: "No answer" })).body.errors?.[0],
    ).toMatchObject({
      field: "next_follow_up_at",
      message: LEAD_MESSAGES.followUpRequired,
    });
    const done = await outcome(id.u1 as number, {
      outcome: "call",
      note: "No answer",
      next_follow_up_at: tomorrowAt11(),
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: "new", next_follow_up_at: tomorrowAt11() });
    expect(done.body.data.timeline[0]).toMatchObject({
      event: "outcome",
      outcome: "call",
      note: "No answer",
    });
    expect(done.body.data.first_response_at).not.toBeNull();
    expect((await t.json("GET", "/api/leads/today/count", { token: deskToken })).body.data.unanswered).toBe(
      1,
    );

    // Lost needs a reason from the list; it ends the follow-ups.
    expect(
      (await outcome(id.o1 as number, { outcome: "call", status: "closed" })).body.errors?.[0]?.field,
    ).toBe("lost_reason_id");
    expect((await outcome(id.o1 as number, { outcome: "call", status: "done" })).status).toBe(400);
    expect((await outcome(id.o1 as number, { outcome: "shout", status: "closed" })).status).toBe(400);
    const reasons = (await t.json("GET", "/api/leads/lost-reasons", { token: deskToken })).body.data;
    const lost = await outcome(id.o1 as number, {
      outcome: "whatsapp",
      status: "closed",
      lost_reason_id: reasons[0].reason_id,
    });
    expect(lost.status).toBe(200);
    expect(lost.body.data).toMatchObject({
      status_type: "lost",
      next_follow_up_at: null,
      lost_reason: reasons[0].label,
    });
    expect(
      lost.body.data.timeline
        .slice(0, 2)
        .map((e: { event: string }) => e.event)
        .sort(),
    ).toEqual(["outcome", "status"]);
    expect(
      (
        await t.json("POST", `/api/leads/inquiry/999999/outcome`, {
          token: deskToken,
          body: { outcome: "note", status: "resolved" },
        })
      ).status,
    ).toBe(404);
    expect((await t.json("GET", `/api/leads/batch/1`, { token: deskToken })).status).toBe(404);
  });

  it("shows one person's every touch, with tel: and WhatsApp links that fill the template, and marks WhatsApp opened", async () => {
    // The same person: another enquiry with the number typed another way, and a consultation under the same e-mail.
    await enquiry("meera.j@example.com", { phone: "098765 43210", subject: "Numerology" });
    await t.json("POST", "/api/consultations", {
      body: { name: "Meera", email: "MEERA@example.com", phone: "11111 22222", message: "Home audit" },
    });
    await enquiry("stranger@example.com", { phone: "9000000000" });
    const detail = (await t.json("GET", `/api/leads/inquiry/${ids.meera}`, { token: deskToken })).body.data;
    const touches = detail.touches
      .map((x: { kind: string; about: string | null }) => `${x.kind}:${x.about}`)
      .sort();
    expect(touches).toEqual(["consultation:null", "inquiry:Numerology"]);
    expect(detail.newsletter).toMatchObject({ status: "pending" });
    expect(detail.links.tel).toBe("tel:+919876543210");
    expect(detail.links.whatsapp_en).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(decodeURIComponent(detail.links.whatsapp_en.split("text=")[1])).toMatch(
      /^Hello Meera Joshi, about Vastu Adhaar at \S/,
    );
    expect(decodeURIComponent(detail.links.whatsapp_hi.split("text=")[1])).toBe(
      "नमस्ते Meera Joshi, Vastu Adhaar",
    );
    const opened = await t.json("POST", `/api/leads/inquiry/${ids.meera}/whatsapp-opened`, {
      token: deskToken,
      body: { locale: "hi" },
    });
    expect(opened.status).toBe(201);
    const after = (await t.json("GET", `/api/leads/inquiry/${ids.meera}`, { token: deskToken })).body.data;
    expect(after.timeline[0]).toMatchObject({ event: "whatsapp_opened", actor_name: "Test front_desk" });
  });

  it("reports the funnel by source and course, weekly leads, first response, lost reasons and each person's leads", async () => {
    const day = new Date().toISOString().slice(0, 10);
    await db().execute(sql`insert into visit_daily (page, day, source, views, visitors) values
      ('*', ${day}, '*', 120, 40), ('*', ${day}, 'instagram', 30, 10), ('*', ${day}, 'internal', 90, 30)`);
    const from = indiaDatePlus(new Date(), -30);
    const to = indiaDatePlus(new Date(), 1);
    const res = await t.json("GET", `/api/leads/report?from=${from}&to=${to}`, { token: owner });
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.visits).toEqual({ views: 120, visitors: 40 });
    expect(r.by_source.find((s: { source: string }) => s.source === "instagram")).toMatchObject({
      visitors: 10,
      leads: 1,
    });
    expect(r.by_source.find((s: { source: string }) => s.source === "google.com")).toMatchObject({
      leads: 1,
    });
    expect(r.by_source.find((s: { source: string }) => s.source === "poster")).toMatchObject({ leads: 1 });
    expect(r.by_course.find((c: { course: string }) => c.course === "Vastu Adhaar").leads).toBeGreaterThan(5);
    expect(r.leads_per_week.reduce((n: number, w: { leads: number }) => n + w.leads, 0)).toBeGreaterThan(10);
    expect(r.median_first_response_minutes).not.toBeNull();
    expect(r.lost_reasons).toEqual([{ reason: "Fee too high", leads: 1 }]);
    expect(r.staff.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(["Staff Member", "Test front_desk"]),
    );
    expect((await t.json("GET", `/api/leads/report?from=${to}&to=${from}`, { token: owner })).status).toBe(
      400,
    );
    expect(
      (await t.json("GET", `/api/leads/report?from=${from}&to=${to}`, { token: deskToken })).status,
    ).toBe(403);
  });
  it("mails each person with follow-ups due one digest from 09:00 IST, once across servers, and nobody else", async () => {
    await db().execute(sql`update inquiries set status = 'resolved'`);
    await db().execute(sql`update consultation_requests set status = 'completed'`);
    await db().execute(sql`delete from lead_digests`);
    sink.reset();
    const day = "2031-05-12";
    for (const [email, who, time] of [
      ["d-a1@example.com", ids.asha, "10:00"],
      ["d-a2@example.com", ids.asha, "17:30"],
      ["d-r1@example.com", ids.ravi, "2031-05-13"],
    ] as const) {
      await enquiry(email);
      const at = time.includes("-") ? indiaTime(time, "10:00") : indiaTime(day, time);
      await db().execute(
        sql`update inquiries set assignee_id = ${who}, next_follow_up_at = ${at.toISOString()}::timestamptz
          where email = ${email}`,
      );
    }
    const mail = mailConfig(t.deps.env);
    expect(await sendFollowUpDigests(db(), mail, indiaTime(day, "08:59"))).toBe(0);
    // Two servers' ticks at once, then a later tick: one digest.
    const [first, second] = await Promise.all([
      sendFollowUpDigests(db(), mail, indiaTime(day, "09:00")),
      sendFollowUpDigests(db(), mail, indiaTime(day, "09:00")),
    ]);
    expect(first + second).toBe(1);
    expect(await sendFollowUpDigests(db(), mail, indiaTime(day, "09:05"))).toBe(0);
    const digests = await mailsAbout(/due today/, 1);
    expect(digests.map((m) => [m.to && "text" in m.to ? m.to.text : "", m.subject])).toEqual([
      [asha.email, "2 follow-ups due today"],
    ]);
    expect(digests[0]?.text).toContain("https://academy.example/admin/today");
    expect(digests[0]?.text).toContain("today 10:00");
    // The next day Ravi's follow-up is due (and Asha's are overdue): each gets the day's digest.
    expect(await sendFollowUpDigests(db(), mail, indiaTime("2031-05-13", "09:01"))).toBe(2);
    await mailsAbout(/due today/, 3);
  });
  it("makes an enrolment a lead: assigned, on the Today queue while it waits, followed up, and in the funnel", async () => {
    const course = await t.json("POST", "/api/courses", {
      token: owner,
      body: {
        title: "Numerology Pravesh",
        course_slug: `numerology-pravesh-${Date.now().toString(36)}`,
        description: "A course.",
        price: "₹2,000",
        level: "Level 1",
        mode: "In-Person",
      },
    });
    expect(course.status).toBe(201);
    const batch = await t.json("POST", "/api/batches", {
      token: owner,
      body: {
        course_id: course.body.data.course_id,
        starts_on: indiaDatePlus(new Date(), 20),
        seats_total: 1,
        fee_paise: 0,
        waitlist: true,
      },
    });
    expect(batch.status).toBe(201);
    const enrol = (email: string, extra: Record<string, unknown> = {}) =>
      t.json("POST", "/api/enrolments", {
        body: {
          batch_id: batch.body.data.batch_id,
          name: "Kiran Das",
          email,
          phone: "098765 43111",
          ...extra,
        },
      });
    const seated = await enrol("kiran.seat@example.com", { utm_source: "YouTube" });
    expect(seated.body.data.status).toBe("confirmed");
    const waiting = await enrol("kiran.wait@example.com", { utm_source: "YouTube" });
    expect(waiting.body.data.status).toBe("waitlisted");
    const id = waiting.body.data.enrolment_id as number;

    // Given to the next person on, like an enquiry; waiting for a seat and not answered yet: on the Today queue.
    const row = rowsOf<{ assignee_id: number | null }>(
      await db().execute(sql`select assignee_id from enrolments where enrolment_id = ${id}`),
    )[0];
    expect([ids.asha, ids.ravi]).toContain(row?.assignee_id);
    const today = (await t.json("GET", "/api/leads/today", { token: deskToken })).body.data;
    const listed = today.unanswered.find(
      (l: { kind: string; id: number }) => l.kind === "enrolment" && l.id === id,
    );
    expect(listed).toMatchObject({ name: "Kiran Das", about: "Numerology Pravesh", status: "waitlisted" });
    expect(
      today.unanswered.some(
        (l: { id: number; kind: string }) => l.kind === "enrolment" && l.id === seated.body.data.enrolment_id,
      ),
    ).toBe(false);

    // Its page: the course it is about, where it came from, and the same person's other touches by phone.
    const detail = (await t.json("GET", `/api/leads/enrolment/${id}`, { token: deskToken })).body.data;
    expect(detail).toMatchObject({ kind: "enrolment", about: "Numerology Pravesh", utm_source: "YouTube" });
    expect(detail.touches.map((x: { kind: string }) => x.kind)).toContain("enrolment");

    // The desk records a call and a follow-up; the status goes with the seat, so changing it here is refused.
    const refused = await t.json("POST", `/api/leads/enrolment/${id}/outcome`, {
      token: deskToken,
      body: { outcome: "call", status: "confirmed", next_follow_up_at: tomorrowAt11() },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({
      field: "status",
      message: LEAD_MESSAGES.enrolmentStatusFromRoster,
    });
    const called = await t.json("POST", `/api/leads/enrolment/${id}/outcome`, {
      token: deskToken,
      body: { outcome: "call", note: "No answer", status: "waitlisted", next_follow_up_at: tomorrowAt11() },
    });
    expect(called.status, JSON.stringify(called.body)).toBeLessThan(300);
    const after = (await t.json("GET", "/api/leads/today", { token: deskToken })).body.data;
    expect(
      after.unanswered.some((l: { id: number; kind: string }) => l.kind === "enrolment" && l.id === id),
    ).toBe(false);

    // A status change made elsewhere (staff cancelling the seat on the roster) is on the lead's timeline, by name.
    const cancelled = await t.json("PUT", `/api/enrolments/${seated.body.data.enrolment_id}`, {
      token: owner,
      body: { status: "cancelled" },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const seatLead = (
      await t.json("GET", `/api/leads/enrolment/${seated.body.data.enrolment_id}`, { token: deskToken })
    ).body.data;
    expect(seatLead.timeline[0]).toMatchObject({
      event: "status",
      from_status: "confirmed",
      to_status: "cancelled",
    });
    expect(seatLead.timeline[0].actor_name).not.toBeNull();

    // The funnel counts both enrolments under their source and course; none is paid.
    const from = indiaDatePlus(new Date(), -1);
    const to = indiaDatePlus(new Date(), 1);
    const r = (await t.json("GET", `/api/leads/report?from=${from}&to=${to}`, { token: owner })).body.data;
    expect(r.by_source.find((x: { source: string }) => x.source === "youtube")).toMatchObject({
      leads: 2,
      enrolments: 2,
      paid: 0,
    });
    expect(r.by_course.find((x: { course: string }) => x.course === "Numerology Pravesh")).toMatchObject({
      enrolments: 2,
      paid: 0,
    });
  });
});
