// A visitor's enquiry, enrolment or consultation request, posted through the real API, reaches a real SMTP server
// twice: the staff notification and the visitor's acknowledgement.
import { sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { todayInIndia } from "#contract/fields";
import { type SmtpSink, startSmtpSink } from "../../tests/setup/smtp-sink";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { inquiriesService } from "../features/inquiries/inquiries.service";
import { createLogger } from "../http/logger";
import { mailConfig } from "./mail-config";
import { VISITOR_ACK_RESEND_MINUTES } from "./visitor-notices";
import { createMailWorker, type MailWorker } from "./worker";

let t: TestApp;
let sink: SmtpSink;
let worker: MailWorker | undefined;
const STAFF = ["desk@academy.example", "owner@academy.example"];

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    PUBLIC_URL: "https://academy.example",
    SMTP_URL: sink.url,
    ADMIN_NOTIFY_EMAIL: STAFF.join(", "),
    MAIL_POLL_SECONDS: "0.05",
  });
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  sink.reset();
  await db().execute(sql`delete from mail_outbox`);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const db = () => t.deps.database.db;
async function outbox() {
  const result = await db().execute(sql`select kind, "to" from mail_outbox order by mail_id`);
  return (result as unknown as { rows: { kind: string; to: string }[] }).rows;
}
async function deliver(n: number) {
  worker = createMailWorker({
    database: t.deps.database,
    config: mailConfig(t.deps.env),
    logger: createLogger("silent"),
  });
  await worker.start();
  const mails = await sink.waitFor(n);
  const addressed = (m: ParsedMail) => (m.to && "text" in m.to ? m.to.text : "");
  return {
    staff: mails.find((m) => m.subject?.startsWith("New ")),
    ack: mails.find((m) => m.subject?.startsWith("We have received")),
    addressed,
  };
}

let counter = 0;
const unique = (name: string) => `${name}.${++counter}.${Date.now()}@example.test`;

/** A general enquiry through the public form, as a visitor sends it. */
async function postEnquiry(email: string, name: string, subject: string, message: string) {
  const [first_name, last_name] = name.split(" ");
  const res = await t.json("POST", "/api/inquiries", {
    body: {
      first_name,
      last_name,
      email,
      phone: "+91 98765 43210",
      subject,
      message,
      inquiry_type: "general",
    },
  });
  expect(res.status).toBe(201);
}

describe("mail for a visitor's form", () => {
  it("an enquiry: staff get every field, the admin link and Reply-To the visitor; the visitor is thanked", async () => {
    const email = unique("priya");
    await postEnquiry(email, "Priya Sharma", "Vastu for a new flat", "Which course suits a beginner?");
    // Queued by the save itself, before any worker runs.
    expect((await outbox()).map((r) => r.kind)).toEqual(["inquiry-staff", "inquiry-ack"]);

    const { staff, ack, addressed } = await deliver(2);
    expect(sink.received).toHaveLength(2);
    expect(staff?.subject).toBe("New enquiry from Priya Sharma");
    expect(addressed(staff as ParsedMail)).toBe(STAFF.join(", "));
    expect(staff?.replyTo?.value[0]).toMatchObject({ address: email, name: "Priya Sharma" });
    for (const field of [
      "Priya Sharma",
      email,
      "+91 98765 43210",
      "General enquiry",
      "Vastu for a new flat",
      "Which course suits a beginner?",
    ])
      expect(staff?.text).toContain(field);
    const [{ inquiry_id }] = (
      await t.json("GET", `/api/inquiries?q=${encodeURIComponent(email)}`, { token: await t.adminToken() })
    ).body.data;
    expect(staff?.html).toContain(`https://academy.example/admin/inquiries?view=${inquiry_id}`);

    expect(addressed(ack as ParsedMail)).toBe(email);
    expect(ack?.subject).toMatch(/^We have received your enquiry/);
    expect(ack?.text).toContain("Thank you, Priya");
  });

  it("is dressed in and addressed by the settings as stored now: a change shows in the next mail", async () => {
    const token = await t.adminToken();
    const before = (await t.json("GET", "/api/settings", { token })).body.data;
    const changed = {
      ...before,
      name: "Kashi Vastu School",
      phones: ["+91 91234 00001", "+91 91234 00002"],
      email: "hello@kashi-school.example",
      address: { ...before.address, street: "12 Assi Ghat Road" },
      notificationRecipients: ["office@kashi-school.example"],
    };
    expect((await t.json("PUT", "/api/settings", { token, body: changed })).status).toBe(200);
    try {
      await postEnquiry(unique("meera"), "Meera Iyer", "Batch dates", "When does the next batch start?");
      const { staff, ack, addressed } = await deliver(2);
      // The recipients named on the settings screen take the place of ADMIN_NOTIFY_EMAIL.
      expect(addressed(staff as ParsedMail)).toBe("office@kashi-school.example");
      expect(staff?.html).toContain("Kashi Vastu School");
      expect(ack?.subject).toBe("We have received your enquiry – Kashi Vastu School");
      for (const value of [
        "+91 91234 00001",
        "+91 91234 00002",
        "hello@kashi-school.example",
        "12 Assi Ghat Road",
      ]) {
        expect(ack?.text).toContain(value);
        expect(ack?.html).toContain(value);
      }
      expect(ack?.text).not.toContain(before.phones[0]);
      expect(ack?.replyTo?.value[0]?.address).toBe("hello@kashi-school.example");
      // The sender is the academy by its new name too, with no restart in between.
      for (const mail of [staff, ack]) expect(mail?.from?.value[0]?.name).toBe("Kashi Vastu School");
    } finally {
      await t.json("PUT", "/api/settings", { token, body: before });
    }
  });

  it("a course enrolment is named as one", async () => {
    const email = unique("asha");
    const res = await t.json("POST", "/api/inquiries", {
      body: {
        first_name: "Asha",
        last_name: "Rao",
        email,
        phone: "+91 90000 00001",
        subject: "Vastu Foundation",
        inquiry_type: "course",
      },
    });
    expect(res.status).toBe(201);
    const { staff, ack } = await deliver(2);
    expect(staff?.subject).toBe("New course enrolment from Asha Rao");
    expect(staff?.text).toContain("Course enrolment");
    expect(staff?.text).toContain("Vastu Foundation");
    expect(ack?.subject).toMatch(/^We have received your course enrolment/);
  });

  it("a consultation request: every field, its admin link, Reply-To the visitor, and an acknowledgement", async () => {
    const email = unique("rohan");
    const date = todayInIndia(new Date(Date.now() + 3 * 86_400_000));
    const res = await t.json("POST", "/api/consultations", {
      body: {
        name: "Rohan Verma",
        email,
        phone: "+91 91234 56789",
        service_type: "land_selection",
        preferred_date: date,
        location: "Varanasi",
        message: "Looking at a plot near Sarnath.",
      },
    });
    expect(res.status).toBe(201);
    const { staff, ack, addressed } = await deliver(2);
    expect(staff?.subject).toBe("New consultation request from Rohan Verma");
    expect(addressed(staff as ParsedMail)).toBe(STAFF.join(", "));
    expect(staff?.replyTo?.value[0]?.address).toBe(email);
    for (const field of ["+91 91234 56789", date, "Varanasi", "Looking at a plot near Sarnath."])
      expect(staff?.text).toContain(field);
    const [{ request_id }] = (
      await t.json("GET", `/api/consultations?q=${encodeURIComponent(email)}`, {
        token: await t.adminToken(),
      })
    ).body.data;
    expect(staff?.html).toContain(`https://academy.example/admin/consultations?view=${request_id}`);
    expect(addressed(ack as ParsedMail)).toBe(email);
  });

  it("a form sent from a Hindi page thanks the visitor in Hindi; staff are still told in English", async () => {
    const email = unique("kavya");
    const res = await t.json("POST", "/api/consultations", {
      body: {
        name: "Kavya Joshi",
        email,
        phone: "+91 90000 00002",
        message: "घर के लिए परामर्श",
        locale: "hi",
      },
    });
    expect(res.status).toBe(201);
    const { staff, addressed } = await deliver(2);
    const ack = sink.received.find((m) => addressed(m) === email);
    expect(staff?.subject).toBe("New consultation request from Kavya Joshi");
    expect(ack?.subject).toMatch(/^परामर्श अनुरोध के लिए धन्यवाद – /);
    expect(ack?.html).toMatch(/<html[^>]* lang="hi"/);
    expect(ack?.text).toContain("धन्यवाद, Kavya");

    const refused = await t.json("POST", "/api/inquiries", {
      body: { first_name: "A", last_name: "B", email: unique("x"), phone: "1", message: "m", locale: "fr" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: "locale", message: expect.any(String) }]);
  });

  it(`thanks one address at most once per ${VISITOR_ACK_RESEND_MINUTES} minutes, so the forms cannot flood a stranger's inbox`, async () => {
    const victim = unique("victim");
    const booking = (address: string) =>
      t.json("POST", "/api/consultations", {
        body: {
          name: "Visit spam.example now",
          email: victim.toUpperCase(),
          phone: "+91 91234 56789",
          service_type: "land_selection",
          preferred_date: todayInIndia(),
          message: "Any text at all.",
        },
        headers: { "x-test-client-address": address },
      });
    // From several addresses, as a botnet would: the per-address rate limit alone does not stop this.
    for (let i = 0; i < 4; i++) {
      const res = await t.json("POST", "/api/inquiries", {
        body: {
          first_name: "Visit",
          last_name: "spam.example",
          email: i % 2 ? victim : victim.toUpperCase(),
          phone: "+91 98765 43210",
          message: "Any text at all.",
          inquiry_type: "general",
        },
        headers: { "x-test-client-address": `192.0.2.${i + 1}` },
      });
      expect(res.status).toBe(201);
      expect((await booking(`192.0.2.${i + 101}`)).status).toBe(201);
    }
    const mails = await outbox();
    // Staff hear of every one; the address is thanked once per form.
    expect(mails.filter((m) => m.kind === "inquiry-staff")).toHaveLength(4);
    expect(mails.filter((m) => m.kind === "consultation-staff")).toHaveLength(4);
    expect(mails.filter((m) => m.kind === "inquiry-ack")).toHaveLength(1);
    expect(mails.filter((m) => m.kind === "consultation-ack")).toHaveLength(1);

    // Once the interval has passed, the address is thanked again.
    await db().execute(
      sql`update inquiries set created_at = created_at - make_interval(mins => ${VISITOR_ACK_RESEND_MINUTES + 1})`,
    );
    await postEnquiry(victim, "Priya Sharma", "Again", "A later question.");
    expect((await outbox()).filter((m) => m.kind === "inquiry-ack")).toHaveLength(2);
  });

  it("a refused submission and a staff edit queue nothing", async () => {
    const bad = await t.json("POST", "/api/inquiries", {
      body: { first_name: "X", inquiry_type: "general", email: unique("x") },
    });
    expect(bad.status).toBe(400);
    const badBooking = await t.json("POST", "/api/consultations", { body: { name: "Y" } });
    expect(badBooking.status).toBe(400);
    expect(await outbox()).toEqual([]);

    // The same form accepted does queue, so the empty outbox above is the refusal's doing.
    const email = unique("meera");
    const body = {
      first_name: "Meera",
      last_name: "Iyer",
      email,
      phone: "+91 90000 00002",
      message: "Hello",
      inquiry_type: "general",
    };
    expect((await t.json("POST", "/api/inquiries", { body })).status).toBe(201);
    expect(await outbox()).toHaveLength(2);

    const token = await t.adminToken();
    const [{ inquiry_id }] = (await t.json("GET", `/api/inquiries?q=${encodeURIComponent(email)}`, { token }))
      .body.data;
    const edit = await t.json("PUT", `/api/inquiries/${inquiry_id}`, {
      token,
      body: { status: "in_progress" },
    });
    expect(edit.status).toBe(200);
    expect(await outbox()).toHaveLength(2);
  });

  it("a save rolled back after the insert takes its mails with it", async () => {
    const input = {
      first_name: "Dev",
      last_name: "Kumar",
      email: unique("dev"),
      phone: "+91 90000 00003",
      message: "Hello",
      inquiry_type: "general",
    };
    const context = { mail: mailConfig(t.deps.env) };
    await expect(
      db().transaction(async (tx) => {
        await inquiriesService.create(tx, input, context);
        throw new Error("the save failed");
      }),
    ).rejects.toThrow("the save failed");
    expect(await outbox()).toEqual([]);
    await inquiriesService.create(db(), input, context);
    expect((await outbox()).map((r) => r.kind)).toEqual(["inquiry-staff", "inquiry-ack"]);
  });
});
