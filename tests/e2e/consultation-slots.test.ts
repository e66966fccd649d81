// Booking a consultation into a real time slot, as a person on a phone does it, on a server of its own (no demo
// content, to start fast; the demo's own hours are checked in consultation.test.ts) that sends real mail to a real
// SMTP server: the free slots are in the page's HTML
// before any script; pick a day and a time, give one's details, get the mail with its calendar invitation, open
// its link, move the booking to another time, then cancel it. Each change mails a new invitation with the same UID.
import type { ParsedMail } from "mailparser";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hiConsultation } from "#contract/i18n/hi/consultation";
import { en } from "#contract/i18n/messages.en";
import { SLOT_MESSAGES } from "#contract/messages";
import { DEMO_AVAILABILITY } from "#server/seed/content/availability";
import { axeViolations, launchBrowser } from "../setup/browser";
import { E2E_ADMIN_PASSWORD, type E2eServer, startE2eServer } from "../setup/e2e-server";
import { mailsTo, type SmtpSink, startSmtpSink } from "../setup/smtp-sink";
import { waitForHydration } from "./support/page-helpers";

const P = en.consultation.picker;
const B = en.consultationBooking;
/** A mid-range phone, touch and all. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

let browser: Browser;
let sink: SmtpSink;
let server: E2eServer;

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
  // The owners' hours, as the demo content sets them.
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: E2E_ADMIN_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const hours = await fetch(`${server.baseUrl}/api/consultations/availability`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(DEMO_AVAILABILITY),
  });
  expect(hours.status).toBe(200);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

async function nthMailTo(email: string, n: number): Promise<ParsedMail> {
  await expect
    .poll(() => mailsTo(sink.received, email).length, { timeout: 30_000, interval: 100 })
    .toBeGreaterThanOrEqual(n);
  return mailsTo(sink.received, email)[n - 1] as ParsedMail;
}

function invitation(mail: ParsedMail): string {
  const part = mail.attachments.find((a) => a.contentType === "text/calendar");
  if (!part) throw new Error(`no invitation in "${mail.subject}"`);
  return part.content.toString("utf8");
}

/** A visible time of the chosen day: its radio button. */
const times = (page: Page) => page.locator(".slot-chooser__times input[type=radio]");

describe("booking a consultation slot on a phone", () => {
  it("has the next free slots in the server's HTML, in both languages", async () => {
    for (const [path, picker] of [
      ["/consultation", P],
      ["/hi/consultation", hiConsultation.picker],
    ] as const) {
      const html = await (await fetch(`${server.baseUrl}${path}`)).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(main).toContain(picker.title);
      expect(main).toContain('action="/api/consultations"');
      expect(main).toMatch(/name="slot_starts_at"[^>]*value="\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30"/);
    }
  });

  it("picks a slot, gets the mail and its invitation, reschedules and cancels from the mail's link", async () => {
    const email = `slot.${Date.now()}@example.com`;
    // Kavya books from London, in British summer or winter time as the day falls.
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      ...PHONE,
      timezoneId: "Europe/London",
    });
    const page = await context.newPage();
    await page.goto("/consultation");
    const form = page.getByRole("form", { name: en.consultation.formTitle });
    await waitForHydration(form.getByRole("button", { name: P.submit }));

    // A day (the first is chosen), then a time: the live region says how many times that day has.
    const days = page.getByRole("group", { name: P.daysLegend }).getByRole("radio");
    await expect.poll(() => days.count()).toBeGreaterThan(1);
    await days.nth(1).check();
    await expect
      .poll(() =>
        page
          .getByRole("status")
          .filter({ hasText: /free times on/ })
          .count(),
      )
      .toBe(1);
    const chosen = times(page).first();
    const startsAt = await chosen.getAttribute("value");
    if (!startsAt) throw new Error("a time has its start as its value");
    // Beside IST, her own clock: London's, as Intl here works it out on its own.
    const london = new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Europe/London",
    }).format(new Date(startsAt));
    await expect.poll(() => chosen.locator("xpath=..").textContent()).toContain(P.yourTime(london));
    await chosen.check();
    await form.getByRole("textbox", { name: en.consultation.name }).fill("Kavya Iyer");
    await form.getByRole("textbox", { name: en.consultation.email }).fill(email);
    await form.getByRole("textbox", { name: en.consultation.phone }).fill("+44 7700 900123");
    await form
      .getByRole("textbox", { name: en.consultation.message })
      .fill("Our flat in London and a plot in Varanasi.");
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: P.submit }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole("status")
            .filter({ hasText: /is booked for/ })
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    // The slot is gone from the picker.
    await expect.poll(() => page.locator(`input[value="${startsAt}"]`).count()).toBe(0);

    // The mail: the time, the invitation (REQUEST, SEQUENCE 0) and the link to change it.
    const booked = await nthMailTo(email, 1);
    expect(invitation(booked)).toMatch(/METHOD:REQUEST[\s\S]*SEQUENCE:0/);
    const uid = /UID:(\S+)/.exec(invitation(booked))?.[1];
    const link = /href="([^"]*\/consultation\/booking\?id=[^"]+)"/
      .exec(String(booked.html))?.[1]
      ?.replaceAll("&amp;", "&");
    if (!link || !uid) throw new Error("the mail must carry a link and a UID");

    // The link's page: opening it changes nothing; moving to another time does, by its button.
    await page.goto(link);
    await page.getByRole("heading", { name: B.rescheduleTitle }).waitFor();
    // The last day offered, not the first: a booking moved to within the policy's notice (a day) may no longer be
    // cancelled from its link, and the first free time can be that close, as the test's own clock falls.
    const moveDays = page.getByRole("group", { name: P.daysLegend }).getByRole("radio");
    await expect.poll(() => moveDays.count()).toBeGreaterThan(2);
    await moveDays.last().check();
    const next = times(page).first();
    await next.check();
    await page.getByRole("button", { name: B.reschedule }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: SLOT_MESSAGES.rescheduled }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    const moved = await nthMailTo(email, 2);
    expect(invitation(moved)).toContain(`UID:${uid}`);
    expect(invitation(moved)).toMatch(/METHOD:REQUEST[\s\S]*SEQUENCE:1/);
    expect(await axeViolations(page)).toEqual([]);

    // Cancel: the page says so, the mail carries METHOD:CANCEL with the same UID.
    await page.getByRole("button", { name: B.cancel }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: SLOT_MESSAGES.cancelled }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    const cancelled = await nthMailTo(email, 3);
    expect(invitation(cancelled)).toContain(`UID:${uid}`);
    expect(invitation(cancelled)).toMatch(/METHOD:CANCEL[\s\S]*SEQUENCE:2/);
    await context.close();
  });
});
