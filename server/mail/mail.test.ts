// The outbox end to end: real database, real worker, a real SMTP server (smtp-server) that parses what arrives.
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../tests/setup/smtp-sink";
import { createStaffMember, signInAs } from "../../tests/setup/staff";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../tests/setup/test-app";
import { afterAnswersSettled } from "../http/after-answer";
import { createLogger } from "../http/logger";
import { enqueueMail, mailBrand, staffRecipients } from "./mail";
import { HELD_REASON, type MailConfig, mailConfig } from "./mail-config";
import { staffNotification } from "./templates/mails";
import { createMailWorker, type MailWorker } from "./worker";

let t: TestApp;
let sink: SmtpSink;
const workers: MailWorker[] = [];
const logger = createLogger("silent");

/** Fast retries so that back-off plays out within a test; the rule (doubling, cap, last attempt) is the same. */
const FAST = {
  MAIL_POLL_SECONDS: "0.05",
  MAIL_RETRY_BASE_SECONDS: "0.02",
  MAIL_RETRY_MAX_SECONDS: "0.1",
};

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ PUBLIC_URL: "https://academy.example", ...FAST });
});
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop();
  sink.reset();
  await t.deps.database.db.execute(sql`delete from mail_outbox`);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const db = () => t.deps.database.db;
const config = (overrides: Partial<MailConfig> = {}): MailConfig => ({
  ...mailConfig(t.deps.env),
  smtpUrl: sink.url,
  ...overrides,
});
async function startWorker(overrides: Partial<MailConfig> = {}) {
  const worker = createMailWorker({ database: t.deps.database, config: config(overrides), logger });
  workers.push(worker);
  await worker.start();
  return worker;
}
async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
}
async function rows() {
  const result = await db().execute(sql`select * from mail_outbox order by mail_id`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
const plain = (n: number) => ({
  kind: "test",
  to: `person${n}@example.com`,
  subject: `Mail ${n}`,
  html: `<p>Hello <b>${n}</b></p>`,
  text: `Hello ${n}`,
});

describe("mail outbox", () => {
  it("a queued staff notification arrives with HTML, text and Reply-To the visitor", async () => {
    const brand = await mailBrand(db(), config());
    const notice = {
      kind: "inquiry" as const,
      record: {
        inquiry_id: 42,
        first_name: "Asha",
        last_name: "Rao",
        email: "asha@example.com",
        phone: "+91 98765 43210",
        subject: "Vastu for homes",
        message: "Which batch starts next?",
        inquiry_type: "course" as const,
      },
    };
    const to = await staffRecipients(db(), config());
    expect(to).toEqual([TEST_ADMIN.email]);
    await db().transaction(async (tx) => {
      await enqueueMail(tx, { kind: "inquiry-staff", to, ...(await staffNotification(brand, notice)) });
    });
    await startWorker();
    const [mail] = await sink.waitFor(1);
    expect(mail?.subject).toBe("New course enrolment from Asha Rao");
    expect(mail?.to && "text" in mail.to ? mail.to.text : "").toBe(TEST_ADMIN.email);
    expect(mail?.replyTo?.value[0]?.address).toBe("asha@example.com");
    expect(mail?.from?.text).toContain("no-reply@academy.example");
    expect(mail?.html).toContain("https://academy.example/admin/inquiries?view=42");
    expect(mail?.html).toContain("#8a2c1b");
    expect(mail?.text).toContain("Which batch starts next?");
    expect(mail?.text).toContain("+91 98765 43210");
    await until(async () => (await rows())[0]?.state === "sent");
    const [row] = await rows();
    expect(row).toMatchObject({ state: "sent", attempts: 1, last_error: null });
    expect(row?.sent_at).not.toBeNull();
  });

  it("a rolled-back transaction queues nothing", async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueMail(tx, plain(1));
        throw new Error("the save failed");
      }),
    ).rejects.toThrow("the save failed");
    expect(await rows()).toHaveLength(0);
    // The same write committed does queue, so the empty outbox above is the rollback's doing.
    await db().transaction(async (tx) => {
      await enqueueMail(tx, plain(2));
    });
    expect(await rows()).toHaveLength(1);
  });

  it("sends a mail's attachments with it, byte for byte and with their MIME types", async () => {
    const pdf = Buffer.from("%PDF-1.7\n% a receipt\n%%EOF\n");
    const invite = Buffer.from("BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n");
    await db().transaction(async (tx) => {
      await enqueueMail(tx, {
        ...plain(3),
        attachments: [
          { filename: "receipt.pdf", contentType: "application/pdf", content: pdf },
          {
            filename: "invite.ics",
            contentType: "text/calendar; method=REQUEST; charset=utf-8",
            content: invite,
          },
        ],
      });
      await enqueueMail(tx, plain(4));
    });
    await startWorker();
    const mails = await sink.waitFor(2);
    const withFiles = mails.find((m) => m.subject === "Mail 3");
    expect(withFiles?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["receipt.pdf", "application/pdf"],
      ["invite.ics", "text/calendar"],
    ]);
    expect(withFiles?.attachments[0]?.content.equals(pdf)).toBe(true);
    expect(withFiles?.attachments[1]?.content.equals(invite)).toBe(true);
    expect(withFiles?.attachments[1]?.headers.get("content-type")).toMatchObject({
      params: { method: "REQUEST" },
    });
    expect(mails.find((m) => m.subject === "Mail 4")?.attachments).toEqual([]);
  });

  it("without SMTP_URL mail is held, shown in the status, and delivered once SMTP is configured", async () => {
    // Signed in first: a sign-in from a new browser queues its own mail, which would be one more in the outbox.
    const token = await t.adminToken();
    await db().execute(sql`delete from mail_outbox`);
    await enqueueMail(db(), plain(1));
    await startWorker({ smtpUrl: undefined });
    await until(async () => (await rows())[0]?.state === "held");
    expect((await rows())[0]?.last_error).toBe(HELD_REASON);
    const status = await t.json("GET", "/api/mail/status", { token });
    expect(status.body.data).toMatchObject({ configured: false, held: 1, queued: 0, sent: 0 });
    // A mail queued while the unconfigured worker runs is held too.
    await enqueueMail(db(), plain(2));
    await until(async () => (await rows()).every((r) => r.state === "held"));
    expect(sink.received).toHaveLength(0);

    for (const w of workers.splice(0)) await w.stop();
    await startWorker();
    const mails = await sink.waitFor(2);
    expect(mails.map((m) => m.subject).sort()).toEqual(["Mail 1", "Mail 2"]);
    await until(async () => (await rows()).every((r) => r.state === "sent"));
  });

  it("an SMTP server that refuses for a while, then accepts: everything arrives, exactly once", async () => {
    sink.refuseWith({ code: 451, message: "4.3.2 Try again later" });
    for (let i = 1; i <= 20; i++) await enqueueMail(db(), plain(i));
    await startWorker({ maxAttempts: 50 });
    // Every mail has been refused at least once before the server starts accepting.
    await until(async () => (await rows()).every((r) => Number(r.attempts) >= 2 && r.state === "queued"));
    expect((await rows())[0]?.last_error).toContain("451 4.3.2 Try again later");
    sink.refuseWith(null);
    await until(async () => (await rows()).every((r) => r.state === "sent"));
    const subjects = sink.received.map((m) => m.subject);
    expect(subjects).toHaveLength(20);
    expect(new Set(subjects).size).toBe(20);
    expect(sink.refused()).toBeGreaterThanOrEqual(40);
  });

  it("after the last attempt a mail is failed with the SMTP answer, and Retry sends it again", async () => {
    sink.refuseWith({ code: 452, message: "4.2.2 Mailbox full" });
    const id = await enqueueMail(db(), plain(1));
    await startWorker({ maxAttempts: 3 });
    await until(async () => (await rows())[0]?.state === "failed");
    expect((await rows())[0]).toMatchObject({ state: "failed", attempts: 3 });
    expect((await rows())[0]?.last_error).toContain("452 4.2.2 Mailbox full");
    expect(sink.refused()).toBe(3);

    const token = await t.adminToken();
    const list = await t.json("GET", "/api/mail/outbox?state=failed", { token });
    expect(list.body.meta).toMatchObject({ total: 1, offset: 0 });
    expect(list.body.data[0]).toMatchObject({ mail_id: id, state: "failed", attempts: 3 });
    expect(list.body.data[0].html).toBeUndefined();

    sink.refuseWith(null);
    const retried = await t.json("POST", `/api/mail/outbox/${id}/retry`, { token });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ mail_id: id, state: "queued", attempts: 0 });
    await sink.waitFor(1);
    await until(async () => (await rows())[0]?.state === "sent");
    const again = await t.json("POST", `/api/mail/outbox/${id}/retry`, { token });
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);
  });

  it("the outbox list finds q in the recipients or the subject, and counts what it finds", async () => {
    await enqueueMail(db(), { ...plain(7), to: "priya.sharma@example.com", subject: "Your enquiry" });
    await enqueueMail(db(), { ...plain(8), subject: "Fees for 100% of the course" });
    await enqueueMail(db(), plain(9));
    const token = await t.adminToken();
    const search = async (q: string) => {
      const res = await t.json("GET", `/api/mail/outbox?q=${encodeURIComponent(q)}`, { token });
      expect(res.status).toBe(200);
      return {
        total: res.body.meta.total,
        subjects: res.body.data.map((m: { subject: string }) => m.subject),
      };
    };
    expect(await search("PRIYA.sharma")).toEqual({ total: 1, subjects: ["Your enquiry"] });
    expect(await search("100%")).toEqual({ total: 1, subjects: ["Fees for 100% of the course"] });
    expect((await search("person")).total).toBe(2);
    expect((await search("nobody-at-all")).total).toBe(0);
  });

  it("a permanent refusal (5xx) fails at once with the server's answer", async () => {
    sink.refuseWith({ code: 550, message: "5.1.1 No such user here" });
    await enqueueMail(db(), plain(1));
    await startWorker({ maxAttempts: 5 });
    await until(async () => (await rows())[0]?.state === "failed");
    expect((await rows())[0]).toMatchObject({ attempts: 1 });
    expect((await rows())[0]?.last_error).toContain("550 5.1.1 No such user here");
  });

  it("two workers on one database never send the same mail twice", async () => {
    const n = 200;
    await db().execute(sql`
      insert into mail_outbox (kind, "to", subject, html, text)
      select 'test', 'person' || i || '@example.com', 'Mail ' || i, '<p>Hi</p>', 'Hi'
      from generate_series(1, ${n}) as i`);
    await Promise.all([startWorker({ batchSize: 10 }), startWorker({ batchSize: 10 })]);
    await until(async () => (await rows()).every((r) => r.state === "sent"));
    const subjects = sink.received.map((m) => m.subject);
    expect(subjects).toHaveLength(n);
    expect(new Set(subjects).size).toBe(n);
    expect((await rows()).every((r) => r.attempts === 1)).toBe(true);
  });

  it("shows the front desk no link that opens an account or a subscription; owners see the mail as sent", async () => {
    const owner = await createStaffMember(t, "owner");
    const desk = await signInAs(t, await createStaffMember(t, "front_desk"));
    // Anyone may ask for an owner's reset link; it must not become readable to the front desk.
    await t.json("POST", "/api/auth/forgot-password", { body: { username: owner.username } });
    await t.json("POST", "/api/newsletter/subscribe", { body: { email: "reader@example.test" } });
    // Both mails are made after their answers have gone out.
    await afterAnswersSettled(db());
    const kinds = ["password-reset", "newsletter-confirm"];
    for (const kind of kinds) {
      const list = await t.json("GET", `/api/mail/outbox?kind=${kind}`, { token: desk });
      expect(list.status).toBe(200);
      const [item] = list.body.data as { mail_id: number }[];
      if (!item) throw new Error(`no ${kind} mail queued`);
      const seen = await t.json("GET", `/api/mail/outbox/${item.mail_id}`, { token: desk });
      expect(seen.status).toBe(200);
      const shown = JSON.stringify(seen.body.data);
      expect(shown, kind).toContain("token=hidden");
      expect(shown, kind).not.toMatch(/token=(?!hidden)[A-Za-z0-9_%.-]{10,}/);

      const asOwner = await t.json("GET", `/api/mail/outbox/${item.mail_id}`, {
        token: await t.adminToken(),
      });
      expect(asOwner.body.data.text).toMatch(/token=(?!hidden)[A-Za-z0-9_%.-]{10,}/);
    }
    // The link as mailed still works.
    const sent = (await db().execute(
      sql`select text from mail_outbox where kind = 'password-reset' and "to" = ${owner.email}`,
    )) as unknown as { rows: { text: string }[] };
    const realToken = /token=([A-Za-z0-9_-]{43})/.exec(sent.rows[0]?.text ?? "")?.[1];
    expect(realToken).toBeTruthy();
    const reset = await t.json("POST", "/api/auth/reset-password", {
      body: { token: realToken, newPassword: "a new password for the owner" },
    });
    expect(reset.status).toBe(200);
  });

  it("the mail API is for admins only, and answers unknown mails with 404", async () => {
    for (const path of ["/api/mail/status", "/api/mail/outbox", "/api/mail/outbox/1"]) {
      const res = await t.json("GET", path);
      expect(res.status).toBe(401);
    }
    const token = await t.adminToken();
    expect((await t.json("POST", "/api/mail/outbox/999999/retry", { token })).status).toBe(404);
    expect((await t.json("GET", "/api/mail/outbox/abc", { token })).status).toBe(404);
    const bad = await t.json("GET", "/api/mail/outbox?state=lost", { token });
    expect(bad.status).toBe(400);
    const status = await t.json("GET", "/api/mail/status", { token });
    expect(status.body.data.configured).toBe(false);
  });
});
