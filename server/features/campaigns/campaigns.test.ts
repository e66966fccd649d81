// Campaigns end to end: the admin API, the real runner and mail worker on the real database, and a real SMTP server
// (smtp-server) whose parsed mails are what the assertions read.
import { sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CAMPAIGN_MESSAGES } from "#contract/admin-messages";
import { verifyUnsubscribeToken } from "#server/features/newsletter/unsubscribe-token";
import { createLogger } from "#server/http/logger";
import { appSecret } from "#server/lib/app-secret";
import { mailConfig } from "#server/mail/mail-config";
import { createMailWorker, type MailWorker } from "#server/mail/worker";
import { type SmtpSink, startSmtpSink } from "../../../tests/setup/smtp-sink";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/setup/test-app";
import { type CampaignRunner, createCampaignRunner, pacing } from "./campaign-runner";

let t: TestApp;
let sink: SmtpSink;
let token: string;
const stoppable: Array<MailWorker | CampaignRunner> = [];
const logger = createLogger("silent");

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ PUBLIC_URL: "https://academy.example", MAIL_POLL_SECONDS: "0.05" });
  token = await t.adminToken();
});
afterEach(async () => {
  for (const s of stoppable.splice(0)) await s.stop();
  sink.reset();
  await db().execute(sql`delete from campaigns`);
  await db().execute(sql`delete from mail_outbox`);
  await db().execute(sql`delete from newsletter_subscribers`);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const db = () => t.deps.database.db;
const rowsOf = <T = Record<string, unknown>>(result: unknown) => (result as { rows: T[] }).rows;

function runner(options: { batchSize?: number; ratePerMinute?: number } = {}) {
  const r = createCampaignRunner({
    database: t.deps.database,
    logger,
    config: {
      mail: mailConfig(t.deps.env),
      secret: appSecret(t.deps.env),
      ratePerMinute: options.ratePerMinute ?? 0,
      batchSize: options.batchSize,
      pollMs: 50,
    },
  });
  stoppable.push(r);
  return r;
}

async function startWorker() {
  const worker = createMailWorker({
    database: t.deps.database,
    config: { ...mailConfig(t.deps.env), smtpUrl: sink.url, pollMs: 50 },
    logger,
  });
  stoppable.push(worker);
  await worker.start();
  return worker;
}

async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
}

/** `active` addresses a1@…, `unsubscribed` ones gone1@…. */
async function subscribers(active: number, unsubscribed = 0) {
  for (let i = 1; i <= active; i++)
    await db().execute(sql`insert into newsletter_subscribers (email) values (${`a${i}@example.com`})`);
  for (let i = 1; i <= unsubscribed; i++)
    await db().execute(sql`
      insert into newsletter_subscribers (email, status, unsubscribed_at)
      values (${`gone${i}@example.com`}, 'unsubscribed', now())`);
}

async function draft(subject = "Monsoon batch news", body_html = "<p>New <strong>Vastu</strong> batch.</p>") {
  const res = await t.json("POST", "/api/campaigns", { token, body: { subject, body_html } });
  expect(res.status).toBe(201);
  return res.body.data.campaign_id as number;
}

const campaign = async (id: number) => (await t.json("GET", `/api/campaigns/${id}`, { token })).body.data;
const outboxRows = async () => rowsOf(await db().execute(sql`select * from mail_outbox order by mail_id`));
const recipientStates = async (id: number) =>
  rowsOf<{ email: string; state: string }>(
    await db().execute(
      sql`select email, state from campaign_recipients where campaign_id = ${id} order by recipient_id`,
    ),
  );
const addressOf = (mail: ParsedMail) => (mail.to && "text" in mail.to ? mail.to.text : "");
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.slice(name.length + 1)
    .trim();

/** Runs batches by hand until the runner finds nothing to do. */
async function drain(r: CampaignRunner) {
  while ((await r.runOnce()) > 0);
}

describe("newsletter campaigns", () => {
  it("reaches every active subscriber once, with a signed List-Unsubscribe, and nobody else", async () => {
    await subscribers(7, 3);
    const id = await draft();
    const sent = await t.json("POST", `/api/campaigns/${id}/send`, { token });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(CAMPAIGN_MESSAGES.sending);
    expect(sent.body.data).toMatchObject({ state: "sending", progress: { total: 7, pending: 7 } });

    await runner({ batchSize: 3 }).start();
    await startWorker();
    await until(async () => (await campaign(id)).progress.sent === 7);
    const done = await campaign(id);
    expect(done).toMatchObject({ state: "sent", progress: { total: 7, sent: 7, pending: 0, failed: 0 } });
    expect(done.finished_at).not.toBeNull();

    // Only the campaign's mails: signing in from a new browser mails the admin too.
    const campaignMails = sink.received.filter((mail) => /^a\d+@example\.com$/.test(addressOf(mail)));
    const to = campaignMails.map(addressOf).sort();
    expect(to).toEqual(Array.from({ length: 7 }, (_, i) => `a${i + 1}@example.com`).sort());
    const secret = appSecret(t.deps.env);
    for (const mail of campaignMails) {
      expect(mail.subject).toBe("Monsoon batch news");
      expect(mail.html).toContain("<strong>Vastu</strong>");
      expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      const link = /^<(https:\/\/academy\.example\/api\/newsletter\/unsubscribe\?token=([^>]+))>$/.exec(
        header(mail, "list-unsubscribe") ?? "",
      );
      expect(link).not.toBeNull();
      expect(verifyUnsubscribeToken(decodeURIComponent(link?.[2] ?? ""), secret)).toBe(addressOf(mail));
      // The footer link opens the site's unsubscribe page for the same address.
      expect(mail.html).toContain(`https://academy.example/newsletter/unsubscribe?token=${link?.[2]}`);
    }

    // Someone who unsubscribes after receiving it shows in the list's unsubscribed count.
    await db().execute(sql`
      update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now()
      where email = 'a1@example.com'`);
    const list = await t.json("GET", "/api/campaigns", { token });
    expect(list.body.meta).toMatchObject({ total: 1 });
    expect(list.body.data[0]).toMatchObject({
      campaign_id: id,
      state: "sent",
      progress: { sent: 6, unsubscribed: 1, failed: 0 },
    });
    expect(list.body.data[0].body_html).toBeUndefined();
  });

  it("pause stops the queueing; resume carries on and skips whoever unsubscribed meanwhile", async () => {
    await subscribers(6);
    const id = await draft();
    await t.json("POST", `/api/campaigns/${id}/send`, { token });
    const r = runner({ batchSize: 2 });
    expect(await r.runOnce()).toBe(2);

    const paused = await t.json("POST", `/api/campaigns/${id}/pause`, { token });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ state: "paused", progress: { queued: 2, pending: 4 } });
    expect(await r.runOnce()).toBe(0);
    expect(await outboxRows()).toHaveLength(2);
    expect((await t.json("POST", `/api/campaigns/${id}/pause`, { token })).status).toBe(409);

    // a5 leaves while the campaign is paused: the snapshot had them, the resumed run must not mail them.
    await db().execute(sql`
      update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now()
      where email = 'a5@example.com'`);
    const resumed = await t.json("POST", `/api/campaigns/${id}/resume`, { token });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.state).toBe("sending");
    await drain(r);
    expect((await campaign(id)).state).toBe("sent");
    expect((await recipientStates(id)).find((x) => x.email === "a5@example.com")?.state).toBe("unsubscribed");

    await startWorker();
    await until(async () => (await campaign(id)).progress.sent === 5);
    expect(sink.received.map(addressOf).sort()).toEqual(
      ["a1", "a2", "a3", "a4", "a6"].map((a) => `${a}@example.com`),
    );
    expect((await campaign(id)).progress).toMatchObject({ total: 6, sent: 5, unsubscribed: 1 });
  });

  it("a change of the academy's details in the middle of a send shows from the next batch on", async () => {
    await subscribers(4);
    const id = await draft();
    await t.json("POST", `/api/campaigns/${id}/send`, { token });
    const r = runner({ batchSize: 2 });
    expect(await r.runOnce()).toBe(2);
    const settings = (await t.json("GET", "/api/settings", { token })).body.data;
    expect(
      (await t.json("PUT", "/api/settings", { token, body: { ...settings, name: "Kashi Vastu School" } }))
        .status,
    ).toBe(200);
    try {
      expect(await r.runOnce()).toBe(2);
      const mails = (await outboxRows()) as { html: string; to: string }[];
      expect(mails.map((m) => m.html.includes("Kashi Vastu School"))).toEqual([false, false, true, true]);
      expect(mails[0]?.html).toContain(settings.name);
    } finally {
      await t.json("PUT", "/api/settings", { token, body: settings });
    }
  });

  it("a runner stopped mid-campaign and replaced by two new ones mails nobody twice", async () => {
    await subscribers(40);
    const id = await draft();
    await t.json("POST", `/api/campaigns/${id}/send`, { token });
    const first = runner({ batchSize: 4 });
    await first.runOnce();
    await first.runOnce();
    await first.stop();
    expect((await campaign(id)).progress).toMatchObject({ queued: 8, pending: 32 });

    // Two instances start at once on the same database: the campaign's row lock lets one batch run at a time.
    await Promise.all([runner({ batchSize: 4 }).start(), runner({ batchSize: 4 }).start()]);
    await startWorker();
    await until(async () => (await campaign(id)).progress.sent === 40);
    const to = sink.received.map(addressOf);
    expect(to).toHaveLength(40);
    expect(new Set(to).size).toBe(40);
    expect(await outboxRows()).toHaveLength(40);
  });

  it("a batch cut off half-way queues none of its recipients, so the next run mails each exactly once", async () => {
    await subscribers(6);
    const id = await draft();
    await t.json("POST", `/api/campaigns/${id}/send`, { token });
    // The database refuses the fourth mail of the batch, after three were written in the same transaction: the
    // same point a crash between two enqueueMail calls would leave the batch.
    await db().execute(sql`
      create function refuse_a4() returns trigger language plpgsql as $$
      begin
        if new."to" = 'a4@example.com' then raise exception 'cut off'; end if;
        return new;
      end $$`);
    await db().execute(
      sql`create trigger refuse_a4 before insert on mail_outbox for each row execute function refuse_a4()`,
    );
    const r = runner({ batchSize: 6 });
    await expect(r.runOnce()).rejects.toThrow();
    expect(await outboxRows()).toHaveLength(0);
    expect((await campaign(id)).progress).toMatchObject({ pending: 6, queued: 0 });

    await db().execute(sql`drop trigger refuse_a4 on mail_outbox`);
    await db().execute(sql`drop function refuse_a4()`);
    await drain(r);
    await startWorker();
    await until(async () => (await campaign(id)).progress.sent === 6);
    const to = sink.received.map(addressOf);
    expect(to).toHaveLength(6);
    expect(new Set(to).size).toBe(6);
  });

  it("a rate limit spaces the batches: the next one waits for its time", async () => {
    expect(pacing(0)).toEqual({ batchSize: 200, intervalMs: 0 });
    expect(pacing(60)).toEqual({ batchSize: 5, intervalMs: 5000 });
    await subscribers(12);
    const id = await draft();
    await t.json("POST", `/api/campaigns/${id}/send`, { token });
    const r = runner({ ratePerMinute: 60 });
    expect(await r.runOnce()).toBe(5);
    expect(await r.runOnce()).toBe(0);
    expect((await campaign(id)).progress).toMatchObject({ queued: 5, pending: 7 });
    const [row] = rowsOf<{ wait: number }>(
      await db().execute(
        sql`select extract(epoch from next_batch_at - now()) as wait from campaigns where campaign_id = ${id}`,
      ),
    );
    expect(Number(row?.wait)).toBeGreaterThan(3);
  });

  it("sends a test of the draft to the signed-in admin, and only to them", async () => {
    await subscribers(3);
    const id = await draft();
    const res = await t.json("POST", `/api/campaigns/${id}/test`, { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CAMPAIGN_MESSAGES.testQueued);
    expect(res.body.data.state).toBe("draft");
    await startWorker();
    const [mail] = await sink.waitFor(1);
    expect(addressOf(mail as ParsedMail)).toBe(TEST_ADMIN.email);
    expect(mail?.subject).toBe("[Test] Monsoon batch news");
    expect(header(mail as ParsedMail, "list-unsubscribe")).toContain("/api/newsletter/unsubscribe?token=");
    await until(async () => (await outboxRows())[0]?.state === "sent");
    expect(await outboxRows()).toHaveLength(1);
  });

  it("stores the body sanitised, edits drafts only, and refuses bad input with a 4xx", async () => {
    const id = await draft("Hello", `<p onclick="x()">Hi</p><script>alert(1)</script>`);
    const stored = await campaign(id);
    expect(stored.body_html).not.toContain("script");
    expect(stored.body_html).not.toContain("onclick");
    expect(stored.body_html).toContain("Hi");

    const bad: unknown[] = [
      {},
      { subject: 42 },
      { subject: "" },
      { subject: "x".repeat(201) },
      { subject: "a\u0000b" },
      { subject: "Fine", body_html: 7 },
      { subject: "Fine", body_html: "x".repeat(200_001) },
    ];
    for (const body of bad) {
      const res = await t.json("POST", "/api/campaigns", { token, body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await t.json("PUT", `/api/campaigns/${id}`, { token, body: { subject: null } })).status).toBe(
      400,
    );
    expect(
      (
        await t.request("POST", "/api/campaigns", {
          token,
          body: "{not json",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(400);
    const [{ n }] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from campaigns`),
    ) as [{ n: number }];
    expect(n).toBe(1);

    const preview = await t.json("GET", `/api/campaigns/${id}/preview`, { token });
    expect(preview.status).toBe(200);
    expect(preview.body.data.html).toContain("/newsletter/unsubscribe?token=preview");
    expect(preview.body.data.html).toContain("Hi");

    const edited = await t.json("PUT", `/api/campaigns/${id}`, { token, body: { subject: "Hello again" } });
    expect(edited.status).toBe(200);
    expect(edited.body.data.subject).toBe("Hello again");

    // Nobody subscribed: the send is refused and the campaign stays a draft.
    const nobody = await t.json("POST", `/api/campaigns/${id}/send`, { token });
    expect(nobody.status).toBe(409);
    expect(nobody.body.message).toBe(CAMPAIGN_MESSAGES.noSubscribers);
    expect((await campaign(id)).state).toBe("draft");

    await subscribers(1);
    const empty = await draft("Empty", "");
    expect((await t.json("POST", `/api/campaigns/${empty}/send`, { token })).status).toBe(409);
    expect((await t.json("POST", `/api/campaigns/${id}/send`, { token })).status).toBe(200);
    expect((await t.json("POST", `/api/campaigns/${id}/send`, { token })).status).toBe(409);
    expect((await t.json("PUT", `/api/campaigns/${id}`, { token, body: { subject: "Late" } })).status).toBe(
      409,
    );
    expect((await t.json("POST", `/api/campaigns/${id}/resume`, { token })).status).toBe(409);
    expect((await campaign(id)).progress.total).toBe(1);

    expect((await t.json("GET", "/api/campaigns/999999", { token })).status).toBe(404);
    expect((await t.json("POST", "/api/campaigns/999999/pause", { token })).status).toBe(404);
    expect((await t.json("POST", "/api/campaigns/abc/send", { token })).status).toBe(404);
    expect((await t.json("GET", "/api/campaigns?state=lost", { token })).status).toBe(400);
    for (const [method, path] of [
      ["GET", "/api/campaigns"],
      ["POST", "/api/campaigns"],
      ["POST", `/api/campaigns/${id}/test`],
      ["POST", `/api/campaigns/${id}/send`],
    ] as const)
      expect((await t.json(method, path, method === "GET" ? {} : { body: { subject: "x" } })).status).toBe(
        401,
      );
  });
});
