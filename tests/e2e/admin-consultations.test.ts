// Consultation requests in the back office, through the UI, checked through the API. Each test books its own
// requests through the public endpoint and finds them by a unique word.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, CONFIRM_MESSAGES } from "#contract/admin-messages";
import { CONSULTATION_DEFAULT_SERVICE_LABEL } from "#contract/constants";
import { todayInIndia } from "#contract/fields";
import type { Consultation } from "#contract/schemas/consultation";
import { api, axeViolations, launchBrowser } from "../setup/browser";
import { adminPage, answerDialog, uniqueSuffix } from "./admin-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function book(fields: Partial<Consultation> & { name: string }) {
  const res = await api("POST", "/api/consultations", {
    body: {
      email: `${fields.name.replace(/\W/g, "").toLowerCase()}@example.com`,
      phone: "+91 90000 12345",
      message: "We are building a house in Sarnath.",
      ...fields,
    },
  });
  expect(res.status).toBe(201);
}

async function findRequests(token: string, q: string): Promise<Consultation[]> {
  const res = await api<{ data: Consultation[] }>(
    "GET",
    `/api/consultations?q=${encodeURIComponent(q)}&limit=50`,
    { token },
  );
  return res.body.data;
}

const flash = (page: Page, text: string) => page.locator(".ui-alert").filter({ hasText: text });
const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });
/** Page loads and reloads can take seconds on a busy machine. */
const POLL = { timeout: 15_000 };
/** Data rows only: the loading and empty rows hold no status selector. */
const bodyRows = (page: Page) => page.locator(".admin-table tbody tr:has(select)");

/** A date a week ahead, as the booking form would send it. */
function nextWeek(): string {
  const d = new Date(`${todayInIndia()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
}

describe("admin consultations", () => {
  it("shows the service (or 'General Consultation'), changes status, keeps notes and deletes", async () => {
    const tag = `Cons${uniqueSuffix()}`;
    const preferred = nextWeek();
    await book({
      name: `Ravi ${tag}Audit`,
      service_type: "vastu_audit",
      preferred_date: preferred,
      location: "Sarnath",
    });
    await book({ name: `Meera ${tag}Plain` });
    const { page, context, token } = await adminPage(browser, `/admin/consultations?q=${tag}`);
    await page.getByRole("heading", { name: /^Consultations \(\d+\)$/ }).waitFor();
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    const audit = row(page, `Ravi ${tag}Audit`);
    expect(await audit.textContent()).toContain("Vastu Audit");
    expect(await audit.textContent()).toContain("Sarnath");
    const plain = row(page, `Meera ${tag}Plain`);
    expect(await plain.textContent()).toContain(CONSULTATION_DEFAULT_SERVICE_LABEL);

    // Inline status, then the status filter.
    await page.getByLabel(`Status of the request from Ravi ${tag}Audit`).selectOption("scheduled");
    await flash(page, ADMIN_MESSAGES.statusUpdated).waitFor();
    expect((await findRequests(token, `${tag}Audit`))[0]?.status).toBe("scheduled");
    await page.getByLabel("Status", { exact: true }).selectOption("scheduled");
    await page.waitForURL(/status=scheduled/);
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(1);
    await page.getByLabel("Status", { exact: true }).selectOption("new");
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(1);
    await plain.waitFor();
    await page.getByLabel("Status", { exact: true }).selectOption("");

    // The modal: details, status and the staff notes.
    await page.getByRole("button", { name: `View the request from Meera ${tag}Plain` }).click();
    const modal = page.getByRole("dialog", { name: `Consultation request from Meera ${tag}Plain` });
    await modal.waitFor();
    await modal.getByText("We are building a house in Sarnath.").waitFor();
    expect(await modal.textContent()).toContain(CONSULTATION_DEFAULT_SERVICE_LABEL);
    expect(await modal.getByRole("button", { name: "Save Notes" }).isDisabled()).toBe(true);
    await modal.getByLabel("Admin notes").fill("Called on Monday; site visit after Diwali.");
    await modal.getByRole("button", { name: "Save Notes" }).click();
    await modal.locator(".ui-alert").filter({ hasText: "Notes saved!" }).waitFor();
    expect((await findRequests(token, `${tag}Plain`))[0]).toMatchObject({
      admin_notes: "Called on Monday; site visit after Diwali.",
      status: "new",
    });
    await modal.getByLabel("Status", { exact: true }).selectOption("completed");
    await modal.locator(".ui-alert").filter({ hasText: ADMIN_MESSAGES.statusUpdated }).waitFor();
    expect((await findRequests(token, `${tag}Plain`))[0]).toMatchObject({
      admin_notes: "Called on Monday; site visit after Diwali.",
      status: "completed",
    });
    expect(await axeViolations(page)).toEqual([]);
    const leadPage = modal.getByRole("link", { name: /^Open the lead page/ });
    expect(await leadPage.getAttribute("href")).toMatch(/^\/admin\/leads\/consultation\/\d+$/);

    // Escape closes the modal; reopening shows the saved notes.
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: `View the request from Meera ${tag}Plain` }).click();
    expect(await modal.getByLabel("Admin notes").inputValue()).toBe(
      "Called on Monday; site visit after Diwali.",
    );
    // Notes typed and not saved are not thrown away without a question, whichever way the modal is closed.
    await modal.getByLabel("Admin notes").fill("Half a thought");
    expect(await answerDialog(page, () => page.keyboard.press("Escape"), false)).toBe(
      CONFIRM_MESSAGES.unsavedNotes,
    );
    expect(await modal.getByLabel("Admin notes").inputValue()).toBe("Half a thought");
    expect(await answerDialog(page, () => leadPage.click(), false)).toBe(CONFIRM_MESSAGES.unsavedNotes);
    expect(new URL(page.url()).pathname).toBe("/admin/consultations");
    await answerDialog(page, () => modal.getByRole("button", { name: "Close", exact: true }).last().click());
    await modal.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: `View the request from Meera ${tag}Plain` }).click();
    expect(await modal.getByLabel("Admin notes").inputValue()).toBe(
      "Called on Monday; site visit after Diwali.",
    );

    const asked = await answerDialog(
      page,
      () => modal.getByRole("button", { name: "Delete Request" }).click(),
      false,
    );
    expect(asked).toBe(CONFIRM_MESSAGES.deleteConsultation);
    await answerDialog(page, () => modal.getByRole("button", { name: "Delete Request" }).click());
    await flash(page, ADMIN_MESSAGES.deleted).waitFor();
    expect(await findRequests(token, `${tag}Plain`)).toHaveLength(0);

    await answerDialog(page, () =>
      page.getByRole("button", { name: `Delete the request from Ravi ${tag}Audit` }).click(),
    );
    await flash(page, ADMIN_MESSAGES.deleted).waitFor();
    expect(await findRequests(token, tag)).toHaveLength(0);
    await context.close();
  });

  it("reports failed updates and deletes in the spec's words", async () => {
    const tag = `ConsFail${uniqueSuffix()}`;
    await book({ name: `Kiran ${tag}` });
    const { page, context, token } = await adminPage(browser, `/admin/consultations?q=${tag}`, {
      viewport: { width: 768, height: 1024 },
    });
    await row(page, tag).waitFor();
    await page.route("**/api/consultations/*", (route) => route.fulfill({ status: 500, body: "" }));
    await page.getByLabel(`Status of the request from Kiran ${tag}`).selectOption("cancelled");
    await flash(page, ADMIN_MESSAGES.consultationUpdateFailed).waitFor();
    await answerDialog(page, () =>
      page.getByRole("button", { name: `Delete the request from Kiran ${tag}` }).click(),
    );
    await flash(page, ADMIN_MESSAGES.deleteFailed).waitFor();
    expect(await findRequests(token, tag)).toMatchObject([{ status: "new" }]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
