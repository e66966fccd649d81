// The newsletter as a person meets it, through Chromium on a server of its own that sends real mail to a real
// SMTP server (smtp-server + mailparser): subscribe in the footer, read the confirmation mail, open its link and
// press Confirm; receive a campaign with RFC 8058 headers; unsubscribe with one click. Opening any of the mailed
// links changes nothing by itself: only the pages' buttons (and the one-click POST) do.
import type { ParsedMail } from "mailparser";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hiNewsletterConfirm } from "#contract/i18n/hi/newsletter-pages";
import { hiNewsletter, hiNewsletterMessages, hiPublicMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { PUBLIC_MESSAGES } from "#contract/messages";
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_MESSAGES } from "#contract/schemas/newsletter";
import { axeViolations, launchBrowser } from "../setup/browser";
import { E2E_ADMIN_PASSWORD, type E2eServer, startE2eServer } from "../setup/e2e-server";
import { headerAsSent, mailsTo, type SmtpSink, startSmtpSink } from "../setup/smtp-sink";
import { waitForHydration } from "./support/page-helpers";

let browser: Browser;
let sink: SmtpSink;
let server: E2eServer;
let adminToken: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  [server, browser] = await Promise.all([
    startE2eServer(inject("e2eBuildDir"), {
      SMTP_URL: sink.url,
      MAIL_POLL_SECONDS: "0.2",
      DEMO_CONTENT: "0",
    }),
    launchBrowser(),
  ]);
  const login = await call("POST", "/api/auth/login", { username: "admin", password: E2E_ADMIN_PASSWORD });
  adminToken = login.body.data.token;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(adminToken ? { authorization: `Bearer ${adminToken}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function statusOf(email: string): Promise<string | undefined> {
  const res = await call("GET", `/api/newsletter?q=${encodeURIComponent(email)}`);
  return res.body.data[0]?.status;
}

const arrivedFor = (email: string) => mailsTo(sink.received, email);

async function nthMailTo(email: string, n: number): Promise<ParsedMail> {
  await expect
    .poll(() => arrivedFor(email).length, { timeout: 30_000, interval: 100 })
    .toBeGreaterThanOrEqual(n);
  return arrivedFor(email)[n - 1] as ParsedMail;
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  return context.newPage();
}

describe("newsletter double opt-in", () => {
  it("subscribe, confirm from the mail, receive a campaign, unsubscribe with one click", async () => {
    const email = `journey.${Date.now()}@example.com`;

    // 1. The footer form: the visitor is told to check their mail, and agrees to the words under the button.
    const page = await newPage();
    await page.goto("/about");
    const form = page.getByRole("contentinfo").locator("form");
    const button = form.getByRole("button", { name: en.newsletter.submit });
    await waitForHydration(button);
    expect(await form.textContent()).toContain(NEWSLETTER_CONSENT_TEXT);
    await form.getByRole("textbox", { name: en.newsletter.emailLabel }).fill(email);
    await button.click();
    await expect
      .poll(() => form.getByRole("status").textContent())
      .toBe(PUBLIC_MESSAGES.newsletterSuccessConfirm);
    expect(await statusOf(email)).toBe("pending");

    // 2. The confirmation mail arrives with a link to the site's page.
    const confirmation = await nthMailTo(email, 1);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(confirmation.text ?? "")?.[0] ?? "";
    expect(link.startsWith(`${server.baseUrl}/newsletter/confirm?token=`)).toBe(true);

    // 3. Opening it (as a mail scanner would) confirms nothing; the page is not for search engines.
    await page.goto(link);
    const confirmButton = page.getByRole("button", { name: en.newsletterConfirm.button });
    await waitForHydration(confirmButton);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await statusOf(email)).toBe("pending");
    expect(await axeViolations(page)).toEqual([]);

    // 4. The button confirms; the outcome is announced and takes the focus.
    await confirmButton.click();
    const done = page.getByRole("status").getByText(NEWSLETTER_MESSAGES.confirmed);
    await done.waitFor();
    await expect.poll(() => done.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await statusOf(email)).toBe("active");
    expect(await axeViolations(page)).toEqual([]);

    // 5. Staff send a campaign; it reaches the confirmed subscriber with the RFC 8058 headers.
    const subject = `Journey news ${Date.now()}`;
    const created = await call("POST", "/api/campaigns", { subject, body_html: "<p>Batches in July.</p>" });
    expect(created.status).toBe(201);
    expect((await call("POST", `/api/campaigns/${created.body.data.campaign_id}/send`)).status).toBe(200);
    await expect
      .poll(() => arrivedFor(email).some((m) => m.subject === subject), { timeout: 60_000, interval: 100 })
      .toBe(true);
    const issue = arrivedFor(email).find((m) => m.subject === subject) as ParsedMail;
    expect(headerAsSent(issue, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(headerAsSent(issue, "list-unsubscribe"))?.[1] ?? "";
    expect(oneClick.startsWith(`${server.baseUrl}/api/newsletter/unsubscribe?token=`)).toBe(true);
    const footerLink =
      /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[^\s\]]+/.exec(issue.text ?? "")?.[0] ?? "";
    expect(footerLink.startsWith(`${server.baseUrl}/newsletter/unsubscribe?token=`)).toBe(true);

    // 6. Fetching either link (a scanner, a mail app opening it in a browser) leaves the subscription alone.
    const got = await fetch(oneClick, { redirect: "manual" });
    expect(got.status).toBe(303);
    expect(got.headers.get("location")).toBe(`/newsletter/unsubscribe${new URL(oneClick).search}`);
    await page.goto(footerLink);
    await waitForHydration(page.getByRole("button", { name: en.newsletterUnsubscribe.button }));
    await page.goto(oneClick);
    await page.getByRole("button", { name: en.newsletterUnsubscribe.button }).waitFor();
    expect(await statusOf(email)).toBe("active");

    // 7. The mail provider's one-click POST, from wherever it comes, unsubscribes at once.
    const posted = await fetch(oneClick, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example",
        "sec-fetch-site": "cross-site",
      },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(200);
    expect(await statusOf(email)).toBe("unsubscribed");
    await page.context().close();
  }, 240_000);

  it("a sign-up on a Hindi page gets its mail in Hindi, and the link opens the Hindi confirmation page", async () => {
    const email = `hindi.${Date.now()}@example.com`;
    const page = await newPage();
    await page.goto("/hi/about");
    const form = page.getByRole("contentinfo").locator("form");
    const button = form.getByRole("button", { name: hiNewsletter.submit });
    await waitForHydration(button);
    await form.getByRole("textbox", { name: hiNewsletter.emailLabel }).fill(email);
    await button.click();
    await expect
      .poll(() => form.getByRole("status").textContent())
      .toBe(hiPublicMessages.newsletterSuccessConfirm);

    const mail = await nthMailTo(email, 1);
    expect(mail.subject).toMatch(/न्यूज़लेटर की सदस्यता की पुष्टि करें$/);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text ?? "")?.[0] ?? "";
    expect(link.startsWith(`${server.baseUrl}/hi/newsletter/confirm?token=`)).toBe(true);

    await page.goto(link);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    const confirmButton = page.getByRole("button", { name: hiNewsletterConfirm.button });
    await waitForHydration(confirmButton);
    await confirmButton.click();
    await page.getByRole("status").getByText(hiNewsletterMessages.confirmed).waitFor();
    expect(await statusOf(email)).toBe("active");
    await page.context().close();
  }, 240_000);

  it("the unsubscribe page's button unsubscribes; a broken link says so", async () => {
    const email = `button.${Date.now()}@example.com`;
    expect((await call("POST", "/api/newsletter/subscribe", { email })).status).toBe(200);
    const mail = await nthMailTo(email, 1);
    const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text ?? "")?.[0] ?? "";
    const token = new URL(confirmLink).searchParams.get("token");
    expect((await call("POST", "/api/newsletter/confirm", { token })).status).toBe(200);
    // A campaign brings the footer link to the page with the button.
    const subject = `Button news ${Date.now()}`;
    const created = await call("POST", "/api/campaigns", { subject, body_html: "<p>Hello.</p>" });
    expect((await call("POST", `/api/campaigns/${created.body.data.campaign_id}/send`)).status).toBe(200);
    await expect
      .poll(() => arrivedFor(email).some((m) => m.subject === subject), { timeout: 60_000, interval: 100 })
      .toBe(true);
    const issue = arrivedFor(email).find((m) => m.subject === subject) as ParsedMail;
    const footerLink =
      /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[^\s\]]+/.exec(issue.text ?? "")?.[0] ?? "";

    const page = await newPage();
    await page.goto(footerLink);
    const unsubscribe = page.getByRole("button", { name: en.newsletterUnsubscribe.button });
    await waitForHydration(unsubscribe);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await statusOf(email)).toBe("active");
    await unsubscribe.click();
    await page.getByRole("status").getByText(NEWSLETTER_MESSAGES.unsubscribed).waitFor();
    expect(await statusOf(email)).toBe("unsubscribed");

    // A tampered link: the button's POST is refused and the page says why, as an alert.
    await page.goto(`/newsletter/unsubscribe?token=${encodeURIComponent("forged.token")}`);
    const again = page.getByRole("button", { name: en.newsletterUnsubscribe.button });
    await waitForHydration(again);
    await again.click();
    await page.getByRole("alert").getByText(NEWSLETTER_MESSAGES.invalidUnsubscribeLink).waitFor();
    // A confirm page without any token says at once that the link is broken, and offers no button.
    await page.goto("/newsletter/confirm");
    await page.getByRole("alert").getByText(NEWSLETTER_MESSAGES.invalidConfirmLink).waitFor();
    expect(await page.getByRole("button", { name: en.newsletterConfirm.button }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  }, 240_000);
});
