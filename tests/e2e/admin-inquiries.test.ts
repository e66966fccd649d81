// Inquiries in the back office, through the UI, checked through the API. Each test sends its own inquiries
// through the public endpoint and finds them by a unique word.
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, CONFIRM_MESSAGES } from "#contract/admin-messages";
import type { Inquiry } from "#contract/schemas/inquiry";
import { INQUIRIES_EXPORT } from "#server/exports/exports";
import { csvFileName } from "../../app/admin/models/csv-download";
import { api, axeViolations, launchBrowser } from "../setup/browser";
import { adminPage, answerDialog, uniqueSuffix } from "./admin-helpers";
import { installClock } from "./support/page-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function sendInquiry(fields: Partial<Inquiry> & { last_name: string }) {
  const res = await api("POST", "/api/inquiries", {
    body: {
      first_name: "Asha",
      email: `${fields.last_name.toLowerCase()}@example.com`,
      phone: "+91 98765 43210",
      message: "Which course should I start with?",
      inquiry_type: "general",
      ...fields,
    },
  });
  expect(res.status).toBe(201);
}

async function findInquiries(token: string, q: string): Promise<Inquiry[]> {
  const res = await api<{ data: Inquiry[] }>("GET", `/api/inquiries?q=${encodeURIComponent(q)}&limit=50`, {
    token,
  });
  return res.body.data;
}

const flash = (page: Page, text: string) => page.locator(".ui-alert").filter({ hasText: text });
const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });
/** Page loads and reloads can take seconds on a busy machine. */
const POLL = { timeout: 15_000 };
/** Data rows only: the loading and empty rows hold no status selector. */
const bodyRows = (page: Page) => page.locator(".admin-table tbody tr:has(select)");

async function search(page: Page, q: string) {
  await page.getByLabel("Search inquiries").fill(q);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL(new RegExp(`q=${q}`));
}

describe("admin inquiries", () => {
  it("opens a request's window without the message of an earlier change", async () => {
    const tag = `Inq${uniqueSuffix()}`;
    await sendInquiry({ last_name: `${tag}Quiet` });
    const { page, context } = await adminPage(browser, "/admin/dashboard");
    // Time stands still, so the earlier message cannot fade by itself before the window opens.
    const clock = await installClock(page);
    await page.goto(`/admin/inquiries?q=${tag}`);
    const name = `Asha ${tag}Quiet`;
    const status = page.getByLabel(`Status of the inquiry from ${name}`);
    await status.waitFor();
    await clock.pause();
    await status.selectOption("in_progress");
    await flash(page, ADMIN_MESSAGES.statusUpdated).waitFor();
    await page.getByRole("button", { name: `View the inquiry from ${name}` }).click();
    const modal = page.getByRole("dialog", { name: `Inquiry from ${name}` });
    await modal.waitFor();
    expect(await modal.locator(".ui-alert").count()).toBe(0);
    // A change made in the window is still reported there.
    await modal.getByLabel("Status", { exact: true }).selectOption("resolved");
    await modal.locator(".ui-alert").filter({ hasText: ADMIN_MESSAGES.statusUpdated }).waitFor();
    // From the window to the request's own page among the leads: its calls, follow-ups and history.
    await modal.getByRole("link", { name: /^Open the lead page/ }).click();
    await page.waitForURL(/\/admin\/leads\/inquiry\/\d+$/);
    await page.getByRole("heading", { name, exact: true }).waitFor();
    await context.close();
  });

  it("searches, filters, pages and changes status inline, in the detail modal, then deletes", async () => {
    const tag = `Inq${uniqueSuffix()}`;
    await sendInquiry({ last_name: `${tag}General`, subject: "Vastu for a new flat" });
    await sendInquiry({ last_name: `${tag}Course`, inquiry_type: "course", message: "" });
    const { page, context, token } = await adminPage(browser, "/admin/inquiries");
    await page.getByRole("heading", { name: /^Inquiries \(\d+\)$/ }).waitFor();
    await bodyRows(page).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Search and filters are answered by the server and kept in the address.
    await search(page, tag);
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(2);
    await page.getByLabel("Type", { exact: true }).selectOption("course");
    await page.waitForURL(/inquiry_type=course/);
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(1);
    await row(page, `${tag}Course`).waitFor();
    await page.getByLabel("Type", { exact: true }).selectOption("");

    // One per page: the second page holds the other one.
    await page.goto(`/admin/inquiries?q=${tag}&limit=1`);
    await page.getByText("Showing 1–1 of 2 inquiries").waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Showing 2–2 of 2 inquiries").waitFor();
    await page.goto(`/admin/inquiries?q=${tag}`);
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(2);

    // Inline status change, by keyboard: the select keeps the focus while the change is saved.
    const general = `Asha ${tag}General`;
    const status = page.getByLabel(`Status of the inquiry from ${general}`);
    await status.focus();
    await page.keyboard.press("ArrowDown");
    await flash(page, ADMIN_MESSAGES.statusUpdated).waitFor();
    const [saved] = (await findInquiries(token, `${tag}General`)) ?? [];
    expect(saved?.status).toBe("in_progress");
    await expect(status.evaluate((select) => select === document.activeElement)).resolves.toBe(true);

    // The status filter.
    await page.getByLabel("Status", { exact: true }).selectOption("in_progress");
    await page.waitForURL(/status=in_progress/);
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(1);
    await row(page, general).waitFor();

    // The detail modal shows everything and changes the status too.
    await page.getByRole("button", { name: `View the inquiry from ${general}` }).click();
    const modal = page.getByRole("dialog", { name: `Inquiry from ${general}` });
    await modal.waitFor();
    await modal.getByText("Vastu for a new flat").waitFor();
    await modal.getByText("Which course should I start with?").waitFor();
    expect(await modal.getByRole("link", { name: `${tag.toLowerCase()}general@example.com` }).count()).toBe(
      1,
    );
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByLabel("Status", { exact: true }).selectOption("resolved");
    await modal.locator(".ui-alert").filter({ hasText: ADMIN_MESSAGES.statusUpdated }).waitFor();
    // The modal shows the list's message, and the inline change's "Status updated" may still be up when it opens:
    // the alert alone does not say this save is done.
    await expect
      .poll(async () => (await findInquiries(token, `${tag}General`))[0]?.status, POLL)
      .toBe("resolved");

    // Delete from the modal: cancelling keeps it.
    const asked = await answerDialog(
      page,
      () => modal.getByRole("button", { name: "Delete Inquiry" }).click(),
      false,
    );
    expect(asked).toBe(CONFIRM_MESSAGES.deleteInquiry);
    expect(await findInquiries(token, `${tag}General`)).toHaveLength(1);
    await answerDialog(page, () => modal.getByRole("button", { name: "Delete Inquiry" }).click());
    await flash(page, ADMIN_MESSAGES.inquiryDeleted).waitFor();
    await modal.waitFor({ state: "hidden" });
    expect(await findInquiries(token, `${tag}General`)).toHaveLength(0);

    // Delete from the table.
    await page.goto(`/admin/inquiries?q=${tag}`);
    const course = `Asha ${tag}Course`;
    await answerDialog(page, () =>
      page.getByRole("button", { name: `Delete the inquiry from ${course}` }).click(),
    );
    await flash(page, ADMIN_MESSAGES.inquiryDeleted).waitFor();
    expect(await findInquiries(token, tag)).toHaveLength(0);
    await context.close();
  });

  it("exports the inquiries matching the filters and search as one CSV file the server streams", async () => {
    const tag = `Inq${uniqueSuffix()}`;
    await sendInquiry({ last_name: `${tag}General`, subject: 'Vastu, "plot" 7', message: "=1+2\nsecond" });
    await sendInquiry({ last_name: `${tag}Course`, inquiry_type: "course", message: "" });
    await sendInquiry({ last_name: `${tag}Other`, subject: "Another" });
    const { page, context } = await adminPage(
      browser,
      `/admin/inquiries?q=${tag}&inquiry_type=general&limit=1`,
    );
    await page.getByText("Showing 1–1 of 2 inquiries").waitFor(POLL);

    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(csvFileName("inquiries", new Date()));
    const bytes = await readFile((await file.path()) ?? "");
    // UTF-8 with a byte-order mark, then RFC 4180 with CRLF line ends.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const [header, ...rows] = Papa.parse<string[]>(text, { newline: "\r\n" }).data;
    // The columns themselves are pinned by the API test (server/exports/exports.test.ts).
    expect(header).toEqual(INQUIRIES_EXPORT.columns.map(([name]) => name));
    // Every row of the filter, not only the page shown; the course enquiry is filtered out.
    expect(rows.map((r) => r[2]).sort()).toEqual([`${tag}General`, `${tag}Other`]);
    const general = rows.find((r) => r[2] === `${tag}General`);
    expect(general?.slice(5, 9)).toEqual(["general", 'Vastu, "plot" 7', "'=1+2\nsecond", "new"]);
    expect(text).toContain('"Vastu, ""plot"" 7"');
    await context.close();
  });

  it("opens the inquiry named by ?view=ID (the staff notification's link), even off the first page", async () => {
    const tag = `Inq${uniqueSuffix()}`;
    await sendInquiry({ last_name: `${tag}Linked`, subject: "Linked from a mail" });
    const { page, context, token } = await adminPage(browser, "/admin/inquiries");
    const [inquiry] = await findInquiries(token, tag);
    expect(inquiry).toBeDefined();
    // A search that matches nothing: the row is not in the list, so only the link can open it.
    await page.goto(`/admin/inquiries?q=nothing-matches-${tag}&view=${inquiry?.inquiry_id}`);
    const modal = page.getByRole("dialog", { name: `Inquiry from Asha ${tag}Linked` });
    await modal.waitFor(POLL);
    await modal.getByText("Linked from a mail").waitFor();
    await page.waitForURL((url) => !url.searchParams.has("view"));
    await context.close();
  });

  it("reports failed status changes and deletes in the spec's words, at tablet width", async () => {
    const tag = `InqFail${uniqueSuffix()}`;
    await sendInquiry({ last_name: tag });
    const { page, context, token } = await adminPage(browser, `/admin/inquiries?q=${tag}`, {
      viewport: { width: 768, height: 1024 },
    });
    const name = `Asha ${tag}`;
    await row(page, name).waitFor();
    await page.route("**/api/inquiries/*", (route) =>
      route.fulfill({ status: 500, json: { success: false, message: "Database exploded" } }),
    );
    await page.getByLabel(`Status of the inquiry from ${name}`).selectOption("closed");
    await flash(page, ADMIN_MESSAGES.inquiryStatusUpdateFailed).waitFor();
    await answerDialog(page, () =>
      page.getByRole("button", { name: `Delete the inquiry from ${name}` }).click(),
    );
    await flash(page, ADMIN_MESSAGES.deleteFailed).waitFor();
    expect(await findInquiries(token, tag)).toMatchObject([{ status: "new" }]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
