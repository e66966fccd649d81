// The newsletter end to end: double opt-in, confirming, and unsubscribing only with proof, through the real app on
// the real database, with the real mail worker delivering to a real SMTP server (smtp-server + mailparser).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, AUTH_MESSAGES } from "#contract/admin-messages";
import { PUBLIC_MESSAGES, VALIDATION_MESSAGES } from "#contract/messages";
import { HONEYPOT_FIELD } from "#contract/schemas/inquiry";
import {
  HI_NEWSLETTER_CONSENT_TEXT,
  NEWSLETTER_CONSENT_TEXT,
  NEWSLETTER_MESSAGES,
} from "#contract/schemas/newsletter";
import { createCampaignRunner } from "#server/features/campaigns/campaign-runner";
import { afterAnswersSettled } from "#server/http/after-answer";
import { createLogger } from "#server/http/logger";
import { appSecret } from "#server/lib/app-secret";
import { mailConfig } from "#server/mail/mail-config";
import { createMailWorker, type MailWorker } from "#server/mail/worker";
import { headerAsSent, mailsTo, type SmtpSink, startSmtpSink } from "../../../tests/setup/smtp-sink";
import { createTestApp, type TestApp, usingPostgres } from "../../../tests/setup/test-app";
import { confirmToken, unsubscribeLink, unsubscribeToken } from "./unsubscribe-token";

const SITE = "https://academy.example";
let t: TestApp;
let token: string;
let sink: SmtpSink;
let worker: MailWorker;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ PUBLIC_URL: SITE, MAIL_POLL_SECONDS: "0.05" });
  token = await t.adminToken();
  worker = createMailWorker({
    database: t.deps.database,
    config: { ...mailConfig(t.deps.env), smtpUrl: sink.url, pollMs: 50 },
    logger: createLogger("silent"),
  });
  await worker.start();
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await sink?.close();
});

let counter = 0;
const freshEmail = (prefix = "reader") => `${prefix}.${++counter}.${Date.now()}@example.test`;
const secret = () => appSecret(t.deps.env);
const db = () => t.deps.database.db;
const rowsOf = <T = Record<string, unknown>>(result: unknown) => (result as { rows: T[] }).rows;

interface Row {
  subscriber_id: number;
  email: string;
  name: string | null;
  status: string;
  source: string;
  subscribed_at: string;
  unsubscribed_at: string | null;
  consent_text: string | null;
  consented_at: string | null;
}

async function rowsFor(email: string): Promise<Row[]> {
  const res = await t.json("GET", `/api/newsletter?q=${encodeURIComponent(email)}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}
const statusOf = async (email: string) => (await rowsFor(email))[0]?.status;

const subscribe = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.json("POST", "/api/newsletter/subscribe", { body, headers });
const confirm = (body: unknown) => t.json("POST", "/api/newsletter/confirm", { body });

/** The one answer every valid address gets. */
const SUBSCRIBED = { success: true, data: null, message: PUBLIC_MESSAGES.newsletterSuccessConfirm };

/** Confirmation mails queued for an address (whatever the worker has done with them yet). */
async function confirmationsQueued(email: string): Promise<number> {
  // The mail is made after the answer to the sign-up has gone out.
  await afterAnswersSettled(db());
  const [row] = rowsOf<{ n: number | string }>(
    await db().execute(
      sql`select count(*) as n from mail_outbox where kind = 'newsletter-confirm' and lower("to") = lower(${email})`,
    ),
  );
  return Number(row?.n);
}

const arrivedFor = (email: string) => mailsTo(sink.received, email);

/** Waits for the n-th mail to the address to arrive at the SMTP server. */
async function mailTo(email: string, n = 1): Promise<ParsedMail> {
  await expect
    .poll(() => arrivedFor(email).length, { timeout: 20_000, interval: 50 })
    .toBeGreaterThanOrEqual(n);
  return arrivedFor(email)[n - 1] as ParsedMail;
}

/** The token of the confirmation link in the n-th mail to the address, read from the mail as it arrived. */
async function confirmationTokenFor(email: string, n = 1): Promise<string> {
  const mail = await mailTo(email, n);
  const link = /https:\/\/academy\.example(\/hi)?\/newsletter\/confirm\?token=[^\s"<>]+/.exec(
    mail.text ?? "",
  )?.[0];
  expect(link, mail.text).toBeDefined();
  expect(String(mail.html)).toContain(link?.replaceAll("&", "&amp;"));
  return new URL(link ?? "").searchParams.get("token") ?? "";
}

async function confirmByMail(email: string, n = 1) {
  const res = await confirm({ token: await confirmationTokenFor(email, n) });
  expect(res.status).toBe(200);
}

describe("POST /api/newsletter/subscribe (double opt-in)", () => {
  it("records a new address as pending with its consent and mails a confirmation link to the site page", async () => {
    const email = freshEmail();
    const res = await subscribe({ email, name: "" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SUBSCRIBED);
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({
      email,
      name: null,
      status: "pending",
      source: "footer",
      unsubscribed_at: null,
      consent_text: NEWSLETTER_CONSENT_TEXT,
      consented_at: null,
    });

    const mail = await mailTo(email);
    expect(mail.subject).toMatch(/confirm your subscription/i);
    expect(mail.text).toContain("7 days");
    const confirmToken = await confirmationTokenFor(email);

    // Confirming is a POST of the token: the subscriber becomes active and the moment is recorded.
    const confirmed = await confirm({ token: confirmToken });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ success: true, data: null, message: NEWSLETTER_MESSAGES.confirmed });
    const [active] = await rowsFor(email);
    expect(active?.status).toBe("active");
    expect(Number.isNaN(Date.parse(active?.consented_at ?? ""))).toBe(false);
    // A second press of the button (or a reload) is fine and changes nothing.
    expect((await confirm({ token: confirmToken })).status).toBe(200);
    expect((await rowsFor(email))[0]?.consented_at).toBe(active?.consented_at);
  });

  it("answers the same status and body for a new, pending, active and unsubscribed address", async () => {
    const fresh = freshEmail("new");
    const pending = freshEmail("pending");
    const active = freshEmail("active");
    const left = freshEmail("left");
    await subscribe({ email: pending });
    await subscribe({ email: active });
    await confirmByMail(active);
    await subscribe({ email: left });
    await confirmByMail(left);
    await t.json("POST", "/api/newsletter/unsubscribe", {
      body: { token: unsubscribeToken(left, secret()) },
    });
    expect(await statusOf(left)).toBe("unsubscribed");

    const answers = [];
    for (const email of [fresh, pending, active, left]) {
      const res = await subscribe({ email });
      answers.push({ status: res.status, body: res.body });
    }
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: SUBSCRIBED });

    // New and coming back: a confirmation mail each. Pending a moment ago, or already active: none more.
    expect(await confirmationsQueued(fresh)).toBe(1);
    expect(await confirmationsQueued(pending)).toBe(1);
    expect(await confirmationsQueued(active)).toBe(1);
    expect(await confirmationsQueued(left)).toBe(2);
    expect(await statusOf(active)).toBe("active");
    expect(await rowsFor(left)).toMatchObject([
      { status: "pending", unsubscribed_at: null, consented_at: null },
    ]);
  });

  it("mails a pending address again only after 10 minutes, and the earlier link keeps working", async () => {
    const email = freshEmail("again");
    await subscribe({ email });
    await subscribe({ email });
    expect(await confirmationsQueued(email)).toBe(1);
    await db().execute(sql`
      update newsletter_subscribers set confirmation_sent_at = now() - interval '11 minutes'
      where lower(email) = lower(${email})`);
    await subscribe({ email, source: "blog", name: "Again" });
    expect(await confirmationsQueued(email)).toBe(2);
    expect(await rowsFor(email)).toMatchObject([{ status: "pending", source: "blog", name: "Again" }]);
    await mailTo(email, 2);
    await confirmByMail(email, 1);
    expect(await statusOf(email)).toBe("active");
  });

  it("keeps the name and the blog source when given", async () => {
    const email = freshEmail();
    expect((await subscribe({ email, name: " Asha ", source: "blog" })).status).toBe(200);
    expect((await rowsFor(email))[0]).toMatchObject({ name: "Asha", source: "blog", status: "pending" });
  });

  it("keeps one row and queues one mail when 20 sign-ups of one address (any case) arrive at once", async () => {
    const email = freshEmail("burst");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => subscribe({ email: i % 2 ? email.toUpperCase() : email })),
    );
    for (const r of results)
      expect({ status: r.status, body: r.body }).toEqual({ status: 200, body: SUBSCRIBED });
    expect(await rowsFor(email)).toHaveLength(1);
    expect(await confirmationsQueued(email)).toBe(1);
  });

  // Only PostgreSQL can hold one table while the app goes on using the others; PGlite has a single connection.
  it.skipIf(!usingPostgres())(
    "answers before it makes the confirmation mail, so the answer's delay does not tell who is on the list",
    async () => {
      const email = freshEmail("timing");
      // While the outbox is locked, nothing can be queued. The answer must not wait for that: making and queueing
      // the mail, which happens only for an address not on the list, comes after it.
      await db().transaction(async (tx) => {
        await tx.execute(sql`lock table mail_outbox in exclusive mode`);
        const res = await subscribe({ email });
        expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: SUBSCRIBED });
      });
      expect(await statusOf(email)).toBe("pending");
      expect(await confirmationsQueued(email)).toBe(1);
    },
  );

  it("refuses an invalid or missing address with the spec's message", async () => {
    for (const email of ["plainaddress", "a@b", "two@@example.test", "spaces in@example.test", "", 42]) {
      const res = await subscribe({ email });
      expect(res.status, String(email)).toBe(400);
      expect(res.body.message).toBe(VALIDATION_MESSAGES.invalidEmail);
      expect(res.body.errors).toEqual([{ field: "email", message: VALIDATION_MESSAGES.invalidEmail }]);
    }
    const missing = await subscribe({ name: "No address" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(VALIDATION_MESSAGES.invalidEmail);
    const badSource = await subscribe({ email: freshEmail(), source: "popup" });
    expect(badSource.status).toBe(400);
    expect(badSource.body.errors).toEqual([{ field: "source", message: VALIDATION_MESSAGES.invalidValue }]);
    for (const locale of ["fr", "", 1]) {
      const badLocale = await subscribe({ email: freshEmail(), locale });
      expect(badLocale.status).toBe(400);
      expect(badLocale.body.errors).toEqual([{ field: "locale", message: VALIDATION_MESSAGES.invalidValue }]);
    }
  });

  it("stores the consent text in the language the subscriber saw it in", async () => {
    const hindi = freshEmail();
    expect((await subscribe({ email: hindi, locale: "hi" })).status).toBe(200);
    expect((await rowsFor(hindi))[0]?.consent_text).toBe(HI_NEWSLETTER_CONSENT_TEXT);
    const english = freshEmail();
    expect((await subscribe({ email: english, locale: "en" })).status).toBe(200);
    expect((await rowsFor(english))[0]?.consent_text).toBe(NEWSLETTER_CONSENT_TEXT);

    // Coming back from a Hindi page after unsubscribing replaces the English consent with the Hindi one.
    await confirmByMail(english);
    await t.json("POST", "/api/newsletter/unsubscribe", {
      body: { token: unsubscribeToken(english, secret()) },
    });
    expect((await subscribe({ email: english, locale: "hi" })).status).toBe(200);
    expect((await rowsFor(english))[0]).toMatchObject({
      status: "pending",
      consent_text: HI_NEWSLETTER_CONSENT_TEXT,
    });
  });

  it("mails a sign-up from a Hindi page in Hindi, with the link to the Hindi confirmation page", async () => {
    const email = freshEmail("hindi");
    expect((await subscribe({ email, locale: "hi" })).status).toBe(200);
    const mail = await mailTo(email);
    expect(mail.subject).toMatch(/^कृपया .+ के न्यूज़लेटर की सदस्यता की पुष्टि करें$/);
    expect(String(mail.html)).toMatch(/<html[^>]* lang="hi"/);
    expect(mail.text).toContain("यह लिंक 7 दिन तक काम करेगा।");
    expect(mail.text).toContain(`${SITE}/hi/newsletter/confirm?token=`);
    expect((await confirm({ token: await confirmationTokenFor(email) })).status).toBe(200);
    expect(await statusOf(email)).toBe("active");
  });

  it("answers a filled honeypot exactly like a person, and stores and mails nothing", async () => {
    const email = freshEmail("bot");
    const res = await subscribe({ email, [HONEYPOT_FIELD]: "https://spam.example" });
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: SUBSCRIBED });
    expect(await rowsFor(email)).toEqual([]);
    expect(await confirmationsQueued(email)).toBe(0);
  });

  it("is rate limited per client address with 429 and Retry-After", async () => {
    const limited = await createTestApp({ RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "3" });
    try {
      const headers = { "x-test-client-address": "192.0.2.44" };
      for (let i = 0; i < 3; i++) {
        const res = await limited.json("POST", "/api/newsletter/subscribe", {
          body: { email: freshEmail() },
          headers,
        });
        expect(res.status).toBe(200);
      }
      const blocked = await limited.json("POST", "/api/newsletter/confirm", {
        body: { token: "x" },
        headers,
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(VALIDATION_MESSAGES.tooManyRequests);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      const viaPage = await limited.json("POST", "/api/newsletter/unsubscribe", {
        body: { token: "x" },
        headers,
      });
      expect(viaPage.status).toBe(429);
      // A mail provider posting its users' one-click unsubscribes from one address is not held back.
      const oneClickSecret = appSecret(limited.deps.env);
      for (let i = 0; i < 5; i++) {
        const link = new URL(unsubscribeLink(SITE, freshEmail("provider"), oneClickSecret));
        const res = await limited.json("POST", `${link.pathname}${link.search}`, {
          body: "List-Unsubscribe=One-Click",
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        });
        expect(res.status).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

describe("POST /api/newsletter/confirm", () => {
  const refusal = {
    success: false,
    message: NEWSLETTER_MESSAGES.invalidConfirmLink,
    errors: [{ field: "token", message: NEWSLETTER_MESSAGES.invalidConfirmLink }],
  };

  it("refuses expired, unknown, forged and malformed tokens with 400 and confirms nobody", async () => {
    const email = freshEmail("unconfirmed");
    await subscribe({ email });
    const genuine = await confirmationTokenFor(email);
    const [row] = await rowsFor(email);
    const id = row?.subscriber_id ?? 0;
    // The request made 8 days ago: its link, issued then, has expired.
    await db().execute(sql`
      update newsletter_subscribers set subscribed_at = now() - interval '8 days' where subscriber_id = ${id}`);
    const eightDaysAgo = Date.now() - 8 * 86_400_000;
    const [payload, sig] = genuine.split(".") as [string, string];
    const bad = [
      confirmToken({ subscriberId: id, issuedAt: eightDaysAgo }, secret()),
      confirmToken({ subscriberId: 999_999, issuedAt: Date.now() }, secret()),
      confirmToken({ subscriberId: id, issuedAt: Date.now() }, "a-secret-the-attacker-guessed-000000"),
      unsubscribeToken(email, secret()),
      `${payload}.${sig.slice(0, -2)}${sig.endsWith("AA") ? "BB" : "AA"}`,
      `${payload}.`,
      "not a token",
      `${genuine}.extra`,
    ];
    for (const token of bad) {
      const res = await confirm({ token });
      expect(res.status, token).toBe(400);
      expect(res.body).toEqual(refusal);
    }
    for (const body of [{}, { token: "" }, { token: 42 }]) {
      const res = await confirm(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(NEWSLETTER_MESSAGES.invalidConfirmLink);
    }
    expect(await statusOf(email)).toBe("pending");
  });

  it("does not confirm with a link mailed before the address unsubscribed", async () => {
    const email = freshEmail("returning");
    await subscribe({ email });
    const first = await confirmationTokenFor(email, 1);
    expect((await confirm({ token: first })).status).toBe(200);
    await t.json("POST", "/api/newsletter/unsubscribe", {
      body: { token: unsubscribeToken(email, secret()) },
    });
    // Unsubscribed: the old link does nothing.
    expect((await confirm({ token: first })).status).toBe(400);
    await subscribe({ email });
    expect((await confirm({ token: first })).status).toBe(400);
    expect(await statusOf(email)).toBe("pending");
    await confirmByMail(email, 2);
    expect(await statusOf(email)).toBe("active");
  });
});

describe("unsubscribe: only with a signed token", () => {
  async function activeSubscriber(prefix: string) {
    const email = freshEmail(prefix);
    await subscribe({ email });
    await confirmByMail(email);
    return email;
  }

  it("refuses the address form with 400 and unsubscribes nobody", async () => {
    const email = await activeSubscriber("victim");
    for (const body of [{ email }, { email: email.toUpperCase() }, {}]) {
      const res = await t.json("POST", "/api/newsletter/unsubscribe", { body });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toBe(NEWSLETTER_MESSAGES.invalidUnsubscribeLink);
    }
    expect(await statusOf(email)).toBe("active");
  });

  it("unsubscribes with {token}, and gives an address never on the list the same answer", async () => {
    const email = await activeSubscriber("leaver");
    const res = await t.json("POST", "/api/newsletter/unsubscribe", {
      body: { token: unsubscribeToken(email.toUpperCase(), secret()) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: NEWSLETTER_MESSAGES.unsubscribed });
    const [gone] = await rowsFor(email);
    expect(gone?.status).toBe("unsubscribed");
    expect(gone?.unsubscribed_at).not.toBeNull();
    const stranger = await t.json("POST", "/api/newsletter/unsubscribe", {
      body: { token: unsubscribeToken(freshEmail("stranger"), secret()) },
    });
    expect({ status: stranger.status, body: stranger.body }).toEqual({ status: 200, body: res.body });
  });

  it("RFC 8058: a cross-site POST of List-Unsubscribe=One-Click to the link unsubscribes at once", async () => {
    const email = await activeSubscriber("oneclick");
    const link = new URL(unsubscribeLink(SITE, email, secret()));
    expect(link.pathname).toBe("/api/newsletter/unsubscribe");
    const crossSite = {
      "content-type": "application/x-www-form-urlencoded",
      origin: "https://mail.example",
      "sec-fetch-site": "cross-site",
    };
    const res = await t.json("POST", `${link.pathname}${link.search}`, {
      body: "List-Unsubscribe=One-Click",
      headers: crossSite,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(NEWSLETTER_MESSAGES.unsubscribed);
    expect(await statusOf(email)).toBe("unsubscribed");
  });

  it("a one-click POST without a valid token in the link changes nothing", async () => {
    const email = await activeSubscriber("guarded");
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const crossSite = { ...form, origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    const genuine = encodeURIComponent(unsubscribeToken(email, secret()));
    const forged = encodeURIComponent(unsubscribeToken(email, "a-secret-the-attacker-guessed-000000"));
    const post = (query: string, body: string, headers: Record<string, string>) =>
      t.json("POST", `/api/newsletter/unsubscribe${query}`, { body, headers });
    // No token in the link: a cross-site form is refused outright.
    expect((await post("", "List-Unsubscribe=One-Click", crossSite)).status).toBe(403);
    expect((await post(`?token=${forged}`, "List-Unsubscribe=One-Click", crossSite)).status).toBe(400);
    expect((await post(`?token=${forged}`, "List-Unsubscribe=One-Click", form)).status).toBe(400);
    // The genuine link needs the one-click body.
    expect((await post(`?token=${genuine}`, "", form)).status).toBe(400);
    expect((await post(`?token=${genuine}`, "List-Unsubscribe=Later", form)).status).toBe(400);
    expect(await statusOf(email)).toBe("active");
  });

  it("a GET of the link changes nothing: it leads to the site's page with the button", async () => {
    const email = await activeSubscriber("scanned");
    const link = new URL(unsubscribeLink(SITE, email, secret()));
    for (let i = 0; i < 3; i++) {
      const res = await t.request("GET", `${link.pathname}${link.search}`);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`/newsletter/unsubscribe${link.search}`);
    }
    expect(await statusOf(email)).toBe("active");
  });

  it("refuses forged, altered or malformed tokens with 400 and unsubscribes nobody", async () => {
    const email = await activeSubscriber("target");
    const genuine = unsubscribeToken(email, secret());
    const [address, sig] = genuine.split(".") as [string, string];
    const otherAddress = Buffer.from(freshEmail("other"), "utf8").toString("base64url");
    const flipped = `${sig.slice(0, -2)}${sig.endsWith("AA") ? "BB" : "AA"}`;
    const forged = [
      unsubscribeToken(email, "a-secret-the-attacker-guessed-000000"),
      confirmToken({ subscriberId: 1, issuedAt: Date.now() }, secret()),
      `${address}.${flipped}`,
      `${otherAddress}.${sig}`,
      `${address}.`,
      address,
      "not a token",
      `${address}.${sig}.extra`,
    ];
    for (const bad of forged) {
      const viaBody = await t.json("POST", "/api/newsletter/unsubscribe", { body: { token: bad } });
      expect(viaBody.status, bad).toBe(400);
      expect(viaBody.body).toEqual({
        success: false,
        message: NEWSLETTER_MESSAGES.invalidUnsubscribeLink,
        errors: [{ field: "token", message: NEWSLETTER_MESSAGES.invalidUnsubscribeLink }],
      });
      const oneClick = await t.json("POST", `/api/newsletter/unsubscribe?token=${encodeURIComponent(bad)}`, {
        body: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(oneClick.status, bad).toBe(400);
    }
    expect(await statusOf(email)).toBe("active");
  });

  it("keeps the generated secret in DATA_DIR so links survive a restart", () => {
    const env = t.deps.env;
    const file = path.join(env.dataDir, "secret");
    const value = appSecret(env);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, "utf8").trim()).toBe(value);
    expect(appSecret({ ...env, APP_SECRET: "configured-secret-of-enough-length" })).toBe(
      "configured-secret-of-enough-length",
    );
  });
});

describe("campaigns reach confirmed subscribers only", () => {
  it("mails the active subscriber, not the pending one, with RFC 8058 headers whose POST unsubscribes", async () => {
    const confirmed = freshEmail("confirmed");
    const unconfirmed = freshEmail("unconfirmed");
    await subscribe({ email: confirmed });
    await subscribe({ email: unconfirmed });
    await confirmByMail(confirmed);
    // Only this test's two addresses are on the list now that the others leave.
    await db().execute(sql`
      update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now()
      where lower(email) not in (lower(${confirmed}), lower(${unconfirmed}))`);

    const subject = `Monsoon notes ${Date.now()}`;
    const created = await t.json("POST", "/api/campaigns", {
      token,
      body: { subject, body_html: "<p>New batches in July.</p>" },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.campaign_id;
    const sent = await t.json("POST", `/api/campaigns/${id}/send`, { token });
    expect(sent.status).toBe(200);
    expect(sent.body.data.progress.total).toBe(1);

    const runner = createCampaignRunner({
      database: t.deps.database,
      logger: createLogger("silent"),
      config: { mail: mailConfig(t.deps.env), secret: secret(), ratePerMinute: 0, pollMs: 50 },
    });
    try {
      expect(await runner.runOnce()).toBe(1);
    } finally {
      await runner.stop();
    }
    const issue = await mailTo(confirmed, 2);
    expect(issue.subject).toBe(subject);
    expect(arrivedFor(unconfirmed).filter((m) => m.subject === subject)).toEqual([]);

    expect(headerAsSent(issue, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const header = headerAsSent(issue, "list-unsubscribe");
    const oneClick = /^<(https:\/\/academy\.example\/api\/newsletter\/unsubscribe\?token=[^>]+)>$/.exec(
      header,
    )?.[1];
    expect(oneClick, header).toBeDefined();
    const url = new URL(oneClick ?? "");
    const res = await t.json("POST", `${url.pathname}${url.search}`, {
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    expect(await statusOf(confirmed)).toBe("unsubscribed");
  });
});

describe("admin newsletter", () => {
  it("needs a token", async () => {
    const res = await t.json("GET", "/api/newsletter");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.unauthorized);
    expect((await t.json("DELETE", "/api/newsletter/1")).status).toBe(401);
  });

  it("filters by status, searches and pages with meta", async () => {
    const tag = `list${Date.now()}`;
    const emails = Array.from({ length: 4 }, (_, i) => `${tag}.${i}@example.test`);
    for (const email of emails) await subscribe({ email });
    for (const email of emails.slice(2)) await confirmByMail(email);
    await t.json("POST", "/api/newsletter/unsubscribe", {
      body: { token: unsubscribeToken(emails[0] ?? "", secret()) },
    });

    const page = await t.json("GET", `/api/newsletter?q=${tag}&limit=3`, { token });
    expect(page.body.meta).toEqual({ total: 4, limit: 3, offset: 0, total_is_estimate: false });
    expect(page.body.data).toHaveLength(3);
    const active = await t.json("GET", `/api/newsletter?q=${tag}&status=active`, { token });
    expect(active.body.meta.total).toBe(2);
    const pending = await t.json("GET", `/api/newsletter?q=${tag}&status=pending`, { token });
    expect(pending.body.data.map((r: Row) => r.email)).toEqual([emails[1]]);
    const gone = await t.json("GET", `/api/newsletter?q=${tag}&status=unsubscribed`, { token });
    expect(gone.body.data.map((r: Row) => r.email)).toEqual([emails[0]]);
    expect((await t.json("GET", "/api/newsletter?status=bounced", { token })).status).toBe(400);
  });

  it("deletes a subscriber; unknown ids are 404", async () => {
    const email = freshEmail("deleted");
    await subscribe({ email });
    const [row] = await rowsFor(email);
    const url = `/api/newsletter/${row?.subscriber_id}`;
    const deleted = await t.json("DELETE", url, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, data: null, message: ADMIN_MESSAGES.subscriberDeleted });
    expect(await rowsFor(email)).toEqual([]);
    expect((await t.json("DELETE", url, { token })).status).toBe(404);
    expect((await t.json("DELETE", "/api/newsletter/x1", { token })).status).toBe(404);
  });
});
