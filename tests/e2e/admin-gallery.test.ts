// Gallery in the back office, through the UI, checked through the API.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, CONFIRM_MESSAGES } from "#contract/admin-messages";
import { IMAGE_UPLOAD_MAX_BYTES } from "#contract/constants";
import { VALIDATION_MESSAGES } from "#contract/messages";
import type { GalleryImage } from "#contract/schemas/gallery";
import { api, axeViolations, baseUrl, launchBrowser } from "../setup/browser";
import { adminPage, answerDialog, pngFile, uniqueSuffix } from "./admin-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function findImage(token: string, title: string): Promise<GalleryImage | undefined> {
  const res = await api<{ data: GalleryImage[] }>(
    "GET",
    `/api/gallery?q=${encodeURIComponent(title)}&limit=50`,
    { token },
  );
  return res.body.data.find((i) => i.title === title);
}

const panel = (page: Page) => page.getByRole("region", { name: /^(Add|Edit) Image$/ });
const toolbar = (page: Page) => page.locator(".admin-toolbar");
const flash = (page: Page, text: string) => page.locator(".ui-alert").filter({ hasText: text });

/** The gallery screen searched down to one new linked image, for the keyboard tests. */
async function galleryShowingOneImage(prefix: string) {
  const { page, context, token } = await adminPage(browser, "/admin/gallery");
  const title = `${prefix} ${uniqueSuffix()}`;
  const made = await api<{ data: GalleryImage }>("POST", "/api/gallery", {
    token,
    body: { title, category: "campus", image_url: `${baseUrl()}/favicon.svg` },
  });
  expect(made.status).toBe(201);
  await page.getByLabel("Search images").fill(title);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  return { page, context, title };
}

describe("admin gallery", () => {
  it("adds an uploaded image, edits it to a link, shows a placeholder for a broken picture, and deletes it", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/gallery");
    await page.getByRole("heading", { name: /^Gallery \(\d+\)$/ }).waitFor();
    await page.locator(".admin-gallery-card").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Defaults: URL mode, category 'courses', order 0, active.
    const form = panel(page);
    expect(await form.getByLabel("Category").inputValue()).toBe("courses");
    expect(await form.getByLabel("Display order").inputValue()).toBe("0");
    expect(await form.getByLabel("Active (shown on the website)").isChecked()).toBe(true);
    expect(await form.getByLabel("Use an image URL").isChecked()).toBe(true);

    // Nothing filled: the title is required and a picture must be given.
    await form.getByRole("button", { name: "Add Image" }).click();
    await form.getByText(VALIDATION_MESSAGES.requiredFields).waitFor();
    await form.getByText(VALIDATION_MESSAGES.imageUrlOrFile).waitFor();

    // File mode: still nothing chosen, then a file over 5 MB, which never leaves the browser.
    const title = `E2E Picture ${uniqueSuffix()}`;
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Upload a file").check();
    await form.getByRole("button", { name: "Add Image" }).click();
    await form.getByText(VALIDATION_MESSAGES.imageUrlOrFile).waitFor();
    // The focus goes to the file input the message is about, which react-hook-form itself cannot focus.
    await expect(
      form.getByLabel("Image file").evaluate((input) => input === document.activeElement),
    ).resolves.toBe(true);
    await form.getByLabel("Image file").setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1),
    });
    await form.getByText(VALIDATION_MESSAGES.fileTooLarge).waitFor();

    await form.getByLabel("Image file").setInputFiles(await pngFile("temple.png"));
    await form.getByRole("img", { name: "Image file preview" }).waitFor();
    await form.getByLabel("Category").selectOption("events");
    await form.getByLabel("Display order").fill("2");
    await form.getByLabel("Description").fill("Evening aarti after the course.");
    await form.getByRole("button", { name: "Add Image" }).click();
    await flash(page, ADMIN_MESSAGES.imageAdded).waitFor();

    const created = await findImage(token, title);
    expect(created).toMatchObject({
      title,
      category: "events",
      display_order: 2,
      is_active: true,
      description: "Evening aarti after the course.",
    });
    expect(created?.image_url).toMatch(/^\/uploads\/gallery\//);
    // The panel is empty again, ready for the next picture.
    expect(await form.getByLabel("Title").inputValue()).toBe("");

    // Edit: the card fills the panel; an uploaded picture opens in file mode.
    await page.getByLabel("Search images").fill(title);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("button", { name: `Edit ${title}` }).waitFor();
    await expect.poll(() => page.locator(".admin-gallery-card").count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const editForm = page.getByRole("region", { name: "Edit Image" });
    expect(await editForm.getByLabel("Title").inputValue()).toBe(title);
    expect(await editForm.getByLabel("Upload a file").isChecked()).toBe(true);

    // A link to a stored file that is gone: the server's own message is shown.
    await editForm.getByLabel("Use an image URL").check();
    const goneUpload = `/uploads/gallery/${"0".repeat(32)}-64x40.webp`;
    await editForm.getByRole("textbox", { name: "Image URL" }).fill(goneUpload);
    await editForm.getByRole("button", { name: "Update Image" }).click();
    await flash(page, VALIDATION_MESSAGES.imageMissing).waitFor();

    const brokenUrl = `${baseUrl()}/images/no-such-picture-${uniqueSuffix()}.jpg`;
    const newTitle = `${title} edited`;
    await editForm.getByLabel("Title").fill(newTitle);
    await editForm.getByRole("textbox", { name: "Image URL" }).fill(brokenUrl);
    await editForm.getByLabel("Active (shown on the website)").uncheck();
    await editForm.getByRole("button", { name: "Update Image" }).click();
    await flash(page, ADMIN_MESSAGES.imageUpdated).waitFor();

    const updated = await findImage(token, newTitle);
    expect(updated).toMatchObject({
      image_id: created?.image_id,
      image_url: brokenUrl,
      is_active: false,
      category: "events",
    });

    // The broken picture shows a placeholder rather than a broken-image icon.
    await page.getByLabel("Search images").fill(newTitle);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const card = page.locator(".admin-gallery-card").filter({ hasText: newTitle });
    await card.getByRole("img", { name: `${newTitle} (image unavailable)` }).waitFor();
    expect(await card.locator("img").count()).toBe(0);

    // Delete: cancelling the confirm keeps it; accepting removes it.
    const cancelled = await answerDialog(
      page,
      () => page.getByRole("button", { name: `Delete ${newTitle}` }).click(),
      false,
    );
    expect(cancelled).toBe(CONFIRM_MESSAGES.deleteImage);
    expect((await api("GET", `/api/gallery/${created?.image_id}`, { token })).status).toBe(200);
    await answerDialog(page, () => page.getByRole("button", { name: `Delete ${newTitle}` }).click());
    await flash(page, ADMIN_MESSAGES.imageDeleted).waitFor();
    expect((await api("GET", `/api/gallery/${created?.image_id}`, { token })).status).toBe(404);
    await context.close();
  });

  it("with the keyboard, deleting a card leaves the focus on the cards, not at the top of the page", async () => {
    const { page, context, title } = await galleryShowingOneImage("E2E Focus");
    const remove = page.getByRole("button", { name: `Delete ${title}` });
    await remove.focus();
    await answerDialog(page, () => page.keyboard.press("Enter"));
    await flash(page, ADMIN_MESSAGES.imageDeleted).waitFor();
    await remove.waitFor({ state: "detached" });
    // The cards' region holds the focus: Tab goes on to the next card.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Gallery images");
    await context.close();
  });

  it("with the keyboard, Cancel Edit gives the focus back to the card's Edit button", async () => {
    const { page, context, title } = await galleryShowingOneImage("E2E Cancel");
    const edit = page.getByRole("button", { name: `Edit ${title}` });
    await edit.focus();
    await page.keyboard.press("Enter");
    const form = panel(page);
    await expect.poll(() => form.getByLabel("Title").inputValue()).toBe(title);
    await form.getByRole("button", { name: "Cancel Edit" }).focus();
    await page.keyboard.press("Enter");
    await form.getByRole("button", { name: "Add Image" }).waitFor();
    await expect.poll(() => edit.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });

  it("adds a linked image, filters by category and status, and reports a failed save and delete", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/gallery", {
      viewport: { width: 768, height: 1024 },
    });
    const form = panel(page);
    await form.getByLabel("Title").waitFor();
    const title = `E2E Linked ${uniqueSuffix()}`;
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Category").selectOption("campus");
    await form.getByRole("textbox", { name: "Image URL" }).fill(`${baseUrl()}/favicon.svg`);
    await form.getByRole("button", { name: "Add Image" }).click();
    await flash(page, ADMIN_MESSAGES.imageAdded).waitFor();
    const created = await findImage(token, title);
    expect(created).toMatchObject({ category: "campus", image_url: `${baseUrl()}/favicon.svg` });

    // Filters go to the server and stay in the address.
    await toolbar(page).getByLabel("Category").selectOption("campus");
    await page.waitForURL(/category=campus/);
    const shownStatuses = async () =>
      new Set(
        await page
          .locator(".admin-gallery-card [data-status]")
          .evaluateAll((els) => els.map((el) => el.getAttribute("data-status"))),
      );
    await expect
      .poll(
        async () =>
          [...(await shownStatuses())].every((s) => ["campus", "active", "inactive"].includes(s ?? "")),
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.getByRole("button", { name: `Edit ${title}` }).waitFor();
    await toolbar(page).getByLabel("Status").selectOption("false");
    await page.waitForURL(/is_active=false/);
    await page.getByRole("button", { name: `Edit ${title}` }).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Clear Filters" }).click();
    expect(await axeViolations(page)).toEqual([]);

    // The server fails: its message when it gives one, else the spec's words.
    await page.route("**/api/gallery/*", (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, body: "not json" })
        : route.fulfill({ status: 500, json: { success: false } }),
    );
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    await page
      .getByRole("region", { name: "Edit Image" })
      .getByRole("button", { name: "Update Image" })
      .click();
    await flash(page, ADMIN_MESSAGES.imageSaveFailed).waitFor();
    await answerDialog(page, () => page.getByRole("button", { name: `Delete ${title}` }).click());
    await flash(page, ADMIN_MESSAGES.imageDeleteFailed).waitFor();
    await page.unroute("**/api/gallery/*");

    await answerDialog(page, () => page.getByRole("button", { name: `Delete ${title}` }).click());
    await flash(page, ADMIN_MESSAGES.imageDeleted).waitFor();
    expect(await findImage(token, title)).toBeUndefined();
    await context.close();
  });
});
