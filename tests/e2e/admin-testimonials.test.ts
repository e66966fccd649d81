// Testimonials in the back office, through the UI, checked through the API.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, CONFIRM_MESSAGES } from "#contract/admin-messages";
import { VALIDATION_MESSAGES } from "#contract/messages";
import type { Testimonial } from "#contract/schemas/testimonial";
import { api, axeViolations, baseUrl, launchBrowser } from "../setup/browser";
import { PHONE_HEIC } from "../setup/heic-fixtures";
import { makeImage } from "../setup/image-fixtures";
import { adminPage, answerDialog, uniqueSuffix } from "./admin-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function findTestimonial(token: string, name: string): Promise<Testimonial | undefined> {
  const res = await api<{ data: Testimonial[] }>("GET", "/api/testimonials", { token });
  return res.body.data.find((t) => t.name === name);
}

const flash = (page: Page, text: string) => page.locator(".ui-alert").filter({ hasText: text });
const form = (page: Page) => page.getByRole("region", { name: /^(Add|Edit) Testimonial$/ });
const field = (page: Page, name: string) => form(page).getByRole("textbox", { name, exact: true });
const numberField = (page: Page, name: string) => form(page).getByRole("spinbutton", { name, exact: true });

describe("admin testimonials", () => {
  it("adds, edits and deletes a testimonial with the form's checks and defaults", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/testimonials");
    await page.getByRole("heading", { name: /^Testimonials \(\d+\)$/ }).waitFor();
    await page.locator(".admin-table tbody tr .admin-rating").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A new testimonial is active, rated 5 and ordered 0 unless staff say otherwise.
    expect(await numberField(page, "Rating").inputValue()).toBe("5");
    expect(await numberField(page, "Display order").inputValue()).toBe("0");
    expect(await form(page).getByLabel("Active (shown on the website)").isChecked()).toBe(true);
    expect(await form(page).getByLabel("Featured (shown on the home page)").isChecked()).toBe(false);

    await form(page).getByRole("button", { name: "Add Testimonial" }).click();
    await expect.poll(() => form(page).getByText(VALIDATION_MESSAGES.requiredFields).count()).toBe(2);

    const name = `E2E Student ${uniqueSuffix()}`;
    await field(page, "Name").fill(name);
    await field(page, "Position").fill("Architect");
    await field(page, "Company").fill("Kashi Designs");
    await field(page, "Testimonial").fill("The Vastu course changed how I plan homes.");
    await numberField(page, "Rating").fill("7");
    await field(page, "Photo URL").fill("avatar.png");
    await form(page).getByRole("button", { name: "Add Testimonial" }).click();
    await form(page).getByText(VALIDATION_MESSAGES.ratingRange).waitFor();
    await form(page).getByText(VALIDATION_MESSAGES.invalidUrl).waitFor();
    expect(await findTestimonial(token, name)).toBeUndefined();

    const avatar = `${baseUrl()}/images/avatar-fallback.svg`;
    await numberField(page, "Rating").fill("4");
    await field(page, "Photo URL").fill(avatar);
    await numberField(page, "Display order").fill("2");
    await form(page).getByLabel("Featured (shown on the home page)").check();
    await form(page).getByRole("button", { name: "Add Testimonial" }).click();
    await flash(page, ADMIN_MESSAGES.testimonialAdded).waitFor();
    const created = await findTestimonial(token, name);
    expect(created).toMatchObject({
      name,
      position: "Architect",
      company: "Kashi Designs",
      testimonial_text: "The Vastu course changed how I plan homes.",
      rating: 4,
      avatar_url: avatar,
      is_featured: true,
      is_active: true,
      display_order: 2,
    });
    // The form is empty again.
    expect(await field(page, "Name").inputValue()).toBe("");
    const row = page.getByRole("row").filter({ hasText: name });
    await row.getByText("4 out of 5").waitFor();

    // Edit fills the form in place.
    await page.getByRole("button", { name: `Edit the testimonial from ${name}` }).click();
    await page.getByRole("heading", { name: "Edit Testimonial" }).waitFor();
    expect(await field(page, "Name").inputValue()).toBe(name);
    expect(await numberField(page, "Rating").inputValue()).toBe("4");
    await field(page, "Testimonial").fill("Clear teaching and practical site visits.");
    await numberField(page, "Rating").fill("5");
    await field(page, "Company").fill("");
    await form(page).getByLabel("Active (shown on the website)").uncheck();
    await form(page).getByRole("button", { name: "Update Testimonial" }).click();
    await flash(page, ADMIN_MESSAGES.testimonialUpdated).waitFor();
    expect(await findTestimonial(token, name)).toMatchObject({
      testimonial_id: created?.testimonial_id,
      testimonial_text: "Clear teaching and practical site visits.",
      rating: 5,
      company: null,
      is_active: false,
      is_featured: true,
    });
    await page.getByRole("heading", { name: "Add Testimonial" }).waitFor();

    // A photo is uploaded from the edit form, previewed, saved as a stored image, and can be removed again.
    await page.getByRole("button", { name: `Edit the testimonial from ${name}` }).click();
    await page.getByRole("heading", { name: "Edit Testimonial" }).waitFor();
    const photoInput = form(page).getByLabel("Upload photo");
    expect(await photoInput.getAttribute("accept")).toContain(".heic");
    await photoInput.setInputFiles({
      name: "IMG_0001.HEIC",
      mimeType: "image/heic",
      buffer: Buffer.from(PHONE_HEIC),
    });
    // The phone's own format is converted on the server (decision 76).
    // The first HEIC after a start also compiles libheif's WebAssembly: seconds, not the poll's default second.
    await expect
      .poll(() => field(page, "Photo URL").inputValue(), { timeout: 60_000 })
      .toMatch(/-40x30-r2\.webp$/);
    await photoInput.setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: Buffer.from(await makeImage("png", 320, 320)),
    });
    await expect.poll(() => field(page, "Photo URL").inputValue()).toMatch(/^\/uploads\/testimonials\//);
    await form(page).getByRole("img", { name: "Photo preview" }).waitFor();
    await form(page).getByRole("button", { name: "Update Testimonial" }).click();
    await flash(page, ADMIN_MESSAGES.testimonialUpdated).waitFor();
    const withPhoto = await findTestimonial(token, name);
    expect(withPhoto?.avatar_url).toMatch(/^\/uploads\/testimonials\/[0-9a-f]{32}-320x320-r2\.webp$/);
    await page.getByRole("button", { name: `Edit the testimonial from ${name}` }).click();
    await form(page).getByRole("button", { name: "Remove photo" }).click();
    expect(await form(page).getByRole("img", { name: "Photo preview" }).count()).toBe(0);
    await form(page).getByRole("button", { name: "Update Testimonial" }).click();
    await flash(page, ADMIN_MESSAGES.testimonialUpdated).waitFor();
    expect((await findTestimonial(token, name))?.avatar_url).toBeNull();

    // Delete: cancelling keeps it.
    const del = page.getByRole("button", { name: `Delete the testimonial from ${name}` });
    expect(await answerDialog(page, () => del.click(), false)).toBe(CONFIRM_MESSAGES.deleteTestimonial);
    expect(await findTestimonial(token, name)).toBeDefined();
    await answerDialog(page, () => del.click());
    await flash(page, ADMIN_MESSAGES.deleted).waitFor();
    expect(await findTestimonial(token, name)).toBeUndefined();
    await context.close();
  });

  it("reports a failed save and delete in the spec's words, at tablet width", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/testimonials", {
      viewport: { width: 768, height: 1024 },
    });
    const name = `E2E Failing ${uniqueSuffix()}`;
    const made = await api<{ data: Testimonial }>("POST", "/api/testimonials", {
      token,
      body: { name, testimonial_text: "Kept through failures." },
    });
    expect(made.body.data).toMatchObject({ rating: 5, is_active: true, display_order: 0 });
    await page.reload();
    await page.getByRole("row").filter({ hasText: name }).waitFor();

    await page.route("**/api/testimonials**", (route) =>
      route.request().method() === "GET"
        ? route.continue()
        : route.fulfill({ status: 500, json: { success: false, message: "Database exploded" } }),
    );
    await field(page, "Name").fill(`${name} 2`);
    await field(page, "Testimonial").fill("Never saved.");
    await form(page).getByRole("button", { name: "Add Testimonial" }).click();
    await flash(page, ADMIN_MESSAGES.testimonialSaveFailed).waitFor();
    // What was typed stays, so it can be sent again.
    expect(await field(page, "Name").inputValue()).toBe(`${name} 2`);
    await answerDialog(page, () =>
      page.getByRole("button", { name: `Delete the testimonial from ${name}` }).click(),
    );
    await flash(page, ADMIN_MESSAGES.deleteFailed).waitFor();
    expect(await findTestimonial(token, name)).toBeDefined();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
