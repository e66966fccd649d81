// Newsletter subscribers in the back office, through the UI, checked through the API. Subscribers sign up through
// the public endpoint with addresses carrying a unique word; the page's clock is paused so message timings are
// exact.
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN_MESSAGES, CONFIRM_MESSAGES } from "#contract/admin-messages";
import { NEWSLETTER_ADMIN_ERROR_FADE_MS, NEWSLETTER_ADMIN_SUCCESS_FADE_MS } from "#contract/constants";
import type { Subscriber } from "#contract/schemas/newsletter";
import { subscribersCsvFileName } from "../../app/admin/models/csv-download";
import { confirmToken, unsubscribeToken } from "../../server/features/newsletter/unsubscribe-token";
import { api, apiAdminToken, axeViolations, launchBrowser } from "../setup/browser";
import { adminPage, answerDialog, dismissWithKeyboard, uniqueSuffix } from "./admin-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const FORMULA_NAME = '=HYPERLINK("http://evil.example","Click")';

/**
 * Subscribes and confirms, as a person following the mailed link would: the link's token is signed here with the
 * server's configured secret (the journey through the real mail is tests/e2e/newsletter-double-opt-in.test.ts).
 */
async function subscribe(email: string, name: string | null, source?: string) {
  const res = await api("POST", "/api/newsletter/subscribe", { body: { email, name, source } });
  expect(res.status).toBe(200);
  const [row] = await findSubscribers(await apiAdminToken(), email);
  const token = confirmToken(
    { subscriberId: row?.subscriber_id ?? 0, issuedAt: Date.now() },
    inject("e2eAppSecret"),
  );
  expect((await api("POST", "/api/newsletter/confirm", { body: { token } })).status).toBe(200);
}

async function findSubscribers(token: string, q: string): Promise<Subscriber[]> {
  const res = await api<{ data: Subscriber[] }>(
    "GET",
    `/api/newsletter?q=${encodeURIComponent(q)}&limit=50`,
    {
      token,
    },
  );
  return res.body.data;
}

async function countOf(token: string, status?: string): Promise<number> {
  const res = await api<{ meta: { total: number } }>(
    "GET",
    `/api/newsletter?limit=1${status ? `&status=${status}` : ""}`,
    { token },
  );
  return res.body.meta.total;
}

/** Opens the screen with a fake clock that runs while the page loads and is paused once it has. */
async function openWithClock(path: string) {
  const opened = await adminPage(browser, "/admin/login");
  const start = Date.now();
  await opened.page.clock.install({ time: start });
  await opened.page.goto(path);
  await opened.page.getByRole("heading", { name: "Newsletter Subscribers" }).waitFor();
  return { ...opened, pause: () => opened.page.clock.pauseAt(start + 60_000) };
}

const oneSubscriber = (url: URL) => url.pathname.startsWith("/api/newsletter/");
const theList = (url: URL) => url.pathname === "/api/newsletter";
const flash = (page: Page, text: string) => page.locator(".ui-alert").filter({ hasText: text });
const POLL = { timeout: 15_000 };
/** Data rows only: the loading and empty rows hold no delete button. */
const bodyRows = (page: Page) => page.locator(".admin-table tbody tr:has(button)");
const stat = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Subscriber counts" })
    .locator(".admin-stat-card", { has: page.getByText(label, { exact: true }) })
    .locator(".admin-stat-card__value");

async function exportCsv(page: Page) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  const text = await readFile((await file.path()) ?? "", "utf8");
  return { name: file.suggestedFilename(), text };
}

describe("admin newsletter", () => {
  it("shows counts, filters and searches on the server, and exports every matching subscriber as safe CSV", async () => {
    const tag = `nl${uniqueSuffix()}`;
    await subscribe(`${tag}-a@example.com`, "Asha Verma");
    await subscribe(`${tag}-b@example.com`, FORMULA_NAME, "blog");
    await subscribe(`${tag}-c@example.com`, null);
    expect(
      (
        await api("POST", "/api/newsletter/unsubscribe", {
          body: { token: unsubscribeToken(`${tag}-c@example.com`, inject("e2eAppSecret")) },
        })
      ).status,
    ).toBe(200);

    const { page, context, token } = await adminPage(browser, "/admin/newsletter");
    await page.getByRole("heading", { name: "Newsletter Subscribers" }).waitFor();
    // The cards agree with the API (polled: other tests may sign people up meanwhile).
    for (const [label, status] of [
      ["Total Subscribers", undefined],
      ["Active", "active"],
      ["Unsubscribed", "unsubscribed"],
    ] as const)
      await expect
        .poll(
          async () => (await stat(page, label).textContent()) === String(await countOf(token, status)),
          POLL,
        )
        .toBe(true);
    await page.getByRole("complementary", { name: "Tips" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Search and the status filter are answered by the server.
    await page.getByLabel("Search subscribers").fill(tag);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(3);
    const rowC = page.getByRole("row").filter({ hasText: `${tag}-c@example.com` });
    expect(await rowC.textContent()).toContain("Unsubscribed");
    expect(await rowC.textContent()).toContain("footer");
    const rowB = page.getByRole("row").filter({ hasText: `${tag}-b@example.com` });
    expect(await rowB.textContent()).toContain("blog");
    expect(await rowB.textContent()).toContain(FORMULA_NAME);
    await page.getByLabel("Status", { exact: true }).selectOption("unsubscribed");
    await page.waitForURL(/status=unsubscribed/);
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(1);
    await rowC.waitFor();

    // One row per page, yet the export holds every subscriber matching the filter.
    await page.goto(`/admin/newsletter?q=${tag}&limit=1`);
    await page.getByText("Showing 1–1 of 3 subscribers").waitFor();
    const all = await exportCsv(page);
    expect(all.name).toBe(subscribersCsvFileName(new Date()));
    expect(all.name).toMatch(/^newsletter_subscribers_\d{4}-\d{2}-\d{2}\.csv$/);
    // UTF-8 with a byte-order mark, CRLF line ends (RFC 4180).
    expect(all.text.charCodeAt(0)).toBe(0xfeff);
    const csv = all.text.slice(1);
    expect(csv.split("\r\n")[0]).toBe("Email,Name,Status,Source,Subscribed At,Unsubscribed At");
    const parsed = Papa.parse<string[]>(csv, { newline: "\r\n" }).data;
    expect(parsed).toHaveLength(4);
    const byEmail = new Map(parsed.slice(1).map((r) => [r[0], r]));
    const saved = new Map((await findSubscribers(token, tag)).map((s) => [s.email, s]));
    expect(byEmail.get(`${tag}-a@example.com`)).toEqual([
      `${tag}-a@example.com`,
      "Asha Verma",
      "active",
      "footer",
      saved.get(`${tag}-a@example.com`)?.subscribed_at,
      "",
    ]);
    // A name that a spreadsheet would run as a formula comes out with a ' in front.
    expect(byEmail.get(`${tag}-b@example.com`)?.slice(1, 4)).toEqual([`'${FORMULA_NAME}`, "active", "blog"]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(byEmail.get(`${tag}-c@example.com`)).toEqual([
      `${tag}-c@example.com`,
      "",
      "unsubscribed",
      "footer",
      saved.get(`${tag}-c@example.com`)?.subscribed_at,
      saved.get(`${tag}-c@example.com`)?.unsubscribed_at,
    ]);

    await page.goto(`/admin/newsletter?q=${tag}&status=active`);
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(2);
    const active = await exportCsv(page);
    const activeEmails = Papa.parse<string[]>(active.text.slice(1), { newline: "\r\n" })
      .data.slice(1)
      .map((r) => r[0])
      .sort();
    expect(activeEmails).toEqual([`${tag}-a@example.com`, `${tag}-b@example.com`]);
    await context.close();
  });

  it("deletes a subscriber after the confirm; the success message goes after 3 s", async () => {
    const tag = `nldel${uniqueSuffix()}`;
    await subscribe(`${tag}@example.com`, "Delete Me");
    const { page, context, token, pause } = await openWithClock(`/admin/newsletter?q=${tag}`);
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(1);
    await pause();

    const del = page.getByRole("button", { name: `Delete ${tag}@example.com` });
    expect(await answerDialog(page, () => del.click(), false)).toBe(CONFIRM_MESSAGES.deleteSubscriber);
    expect(await findSubscribers(token, tag)).toHaveLength(1);

    await answerDialog(page, () => del.click());
    const success = flash(page, ADMIN_MESSAGES.subscriberDeleted);
    await success.waitFor();
    expect(await findSubscribers(token, tag)).toHaveLength(0);
    await page.getByText("No subscribers match these filters.").waitFor();
    await page.clock.runFor(NEWSLETTER_ADMIN_SUCCESS_FADE_MS - 1);
    expect(await success.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await success.waitFor({ state: "detached" });
    await context.close();
  });

  it("shows an unconfirmed subscriber as Pending, and filters by that status", async () => {
    const tag = `nlpending${uniqueSuffix()}`;
    const res = await api("POST", "/api/newsletter/subscribe", { body: { email: `${tag}@example.com` } });
    expect(res.status).toBe(200);
    const { page, context } = await adminPage(browser, `/admin/newsletter?q=${tag}`);
    const row = page.getByRole("row").filter({ hasText: `${tag}@example.com` });
    await row.waitFor();
    expect(await row.textContent()).toContain("Pending");
    await page.getByLabel("Status", { exact: true }).selectOption("pending");
    await page.waitForURL(/status=pending/);
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(1);
    await page.getByLabel("Status", { exact: true }).selectOption("active");
    await page.waitForURL(/status=active/);
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(0);
    await context.close();
  });

  it("shows failures (the server's message, else the spec's) for 5 s", async () => {
    const tag = `nlfail${uniqueSuffix()}`;
    await subscribe(`${tag}@example.com`, null);
    const { page, context, token, pause } = await openWithClock(`/admin/newsletter?q=${tag}`);
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(1);
    await pause();

    await page.route(oneSubscriber, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: "Database exploded" } }),
    );
    const del = page.getByRole("button", { name: `Delete ${tag}@example.com` });
    await answerDialog(page, () => del.click());
    const serverMessage = flash(page, "Database exploded");
    await serverMessage.waitFor();
    await page.clock.runFor(NEWSLETTER_ADMIN_ERROR_FADE_MS - 1);
    expect(await serverMessage.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await serverMessage.waitFor({ state: "detached" });

    await page.unroute(oneSubscriber);
    await page.route(oneSubscriber, (route) => route.fulfill({ status: 502, body: "Bad gateway" }));
    await answerDialog(page, () => del.click());
    await flash(page, ADMIN_MESSAGES.subscriberDeleteFailed).waitFor();
    expect(await findSubscribers(token, tag)).toHaveLength(1);
    await page.unroute(oneSubscriber);

    // A list that cannot load says so, and the message fades like the others.
    await page.route(theList, (route) => route.fulfill({ status: 500, json: { success: false } }));
    await page.getByLabel("Status", { exact: true }).selectOption("active");
    const loadFailed = flash(page, ADMIN_MESSAGES.subscribersLoadFailed);
    await loadFailed.waitFor();
    await page.clock.runFor(NEWSLETTER_ADMIN_ERROR_FADE_MS - 1);
    expect(await loadFailed.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await loadFailed.waitFor({ state: "detached" });

    // axe waits on timers of its own, so the clock runs again for the scan of the failed state.
    await page.clock.resume();
    await page.getByLabel("Status", { exact: true }).selectOption("unsubscribed");
    await loadFailed.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("with the keyboard, Export CSV keeps the focus while it works, and × on its message moves it on", async () => {
    const tag = `nlkeys${uniqueSuffix()}`;
    await subscribe(`${tag}@example.com`, null);
    const { page, context, pause } = await openWithClock(`/admin/newsletter?q=${tag}`);
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(1);
    // Stopped, the clock keeps the error message from fading before its × is pressed.
    await pause();
    await page.route(
      (url) => url.pathname === "/api/newsletter/export.csv",
      (route) => route.fulfill({ status: 500, json: { success: false, message: "Export exploded" } }),
    );
    const exportButton = page.getByRole("button", { name: "Export CSV" });
    await exportButton.focus();
    await page.keyboard.press("Enter");
    const failed = flash(page, "Export exploded");
    await failed.waitFor();
    const focused = (locator: ReturnType<Page["locator"]>) =>
      locator.evaluate((element) => element === document.activeElement);
    expect(await focused(exportButton)).toBe(true);

    // On past the message, inside the page's content: not back at the top of the document.
    expect(await dismissWithKeyboard(failed)).toEqual({ inContent: true, body: false });
    await context.close();
  });
});
