// Products in the back office, through the UI, checked through the API.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, CONFIRM_MESSAGES } from "#contract/admin-messages";
import { IMAGE_UPLOAD_MAX_BYTES } from "#contract/constants";
import { PUBLIC_MESSAGES, VALIDATION_MESSAGES } from "#contract/messages";
import type { Product } from "#contract/schemas/product";
import { api, axeViolations, launchBrowser } from "../setup/browser";
import { adminPage, answerDialog, dismissWithKeyboard, pngFile, uniqueSuffix } from "./admin-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function findProduct(token: string, name: string): Promise<Product | undefined> {
  const res = await api<{ data: Product[] }>("GET", `/api/products?q=${encodeURIComponent(name)}&limit=50`, {
    token,
  });
  return res.body.data.find((p) => p.name === name);
}

const flash = (page: Page, text: string) => page.locator(".ui-alert").filter({ hasText: text });
const nameField = (page: Page) => page.getByRole("textbox", { name: "Name", exact: true });
const features = (page: Page) => page.getByRole("list", { name: "Features" }).getByRole("listitem");

/** A new product, active, and the back office's list searched down to it. */
async function productListedAlone(prefix: string) {
  const { page, context, token } = await adminPage(browser, "/admin/products");
  const name = `${prefix} ${uniqueSuffix()}`;
  const made = await api<{ data: Product }>("POST", "/api/products", { token, body: { name } });
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  return { page, context, token, name, made };
}

describe("admin products", () => {
  it("creates a product with features, images and upload progress; the list shows it with its date", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/products/create");
    await page.getByRole("heading", { name: "Add Product" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Create Product" }).click();
    await page.getByText(VALIDATION_MESSAGES.productNameRequired).waitFor();
    // The first invalid field gets the focus.
    expect(await nameField(page).evaluate((el) => el === document.activeElement)).toBe(true);

    const name = `E2E Remedy ${uniqueSuffix()}`;
    await nameField(page).fill(name);
    await page.getByLabel("Category", { exact: true }).fill("Vastu remedy");
    await page.getByLabel("Short description").fill("A small brass pyramid.");
    await page.getByLabel("Full description").fill("Placed at the centre of the home.\nNo tools needed.");

    // Features: blank ones are ignored; Enter adds like the button does.
    await page.getByLabel("New feature").fill("    ");
    await page.getByRole("button", { name: "Add Feature" }).click();
    await page.getByText("No features yet.").waitFor();
    await page.getByLabel("New feature").fill("  Solid brass  ");
    await page.getByLabel("New feature").press("Enter");
    await page.getByLabel("New feature").fill("Energised");
    await page.getByRole("button", { name: "Add Feature" }).click();
    await page.getByLabel("New feature").fill("Mistake");
    await page.getByRole("button", { name: "Add Feature" }).click();
    await page.getByRole("button", { name: "Remove feature: Mistake" }).click();
    expect(await features(page).allTextContents()).toEqual([
      expect.stringContaining("Solid brass"),
      expect.stringContaining("Energised"),
    ]);

    // Files are checked in the browser with the product form's own words.
    await page.getByLabel("Product image").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    });
    await page.getByText(VALIDATION_MESSAGES.productNotAnImage).waitFor();
    await page.getByLabel("Product image").setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1),
    });
    await page.getByText(VALIDATION_MESSAGES.productFileTooLarge).waitFor();
    await page.getByLabel("Product image").setInputFiles(await pngFile("pyramid.png"));
    await page.getByRole("img", { name: "Product image preview" }).waitFor();
    await page.getByLabel("Modal image URL").fill("https://images.example.com/pyramid-large.jpg");

    // The save waits while the test holds it, so the progress bar can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/products", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Create Product" }).click();
    await page.getByRole("button", { name: "Saving..." }).waitFor();
    await page.getByRole("progressbar", { name: "Uploading images" }).waitFor();
    release();

    await page.waitForURL("**/admin/products");
    await flash(page, ADMIN_MESSAGES.productCreated).waitFor();
    const saved = await findProduct(token, name);
    expect(saved).toMatchObject({
      name,
      category: "Vastu remedy",
      short_desc: "A small brass pyramid.",
      features: ["Solid brass", "Energised"],
      modal_image: "https://images.example.com/pyramid-large.jpg",
    });
    // multipart/form-data sends every line break as CRLF (HTML's form encoding), whatever the textarea held.
    expect(saved?.full_desc?.replace(/\r\n/g, "\n")).toBe(
      "Placed at the centre of the home.\nNo tools needed.",
    );
    expect(saved?.image).toMatch(/^\/uploads\/products\//);

    // The list row, with its creation date.
    await page.getByLabel("Search products").fill(name);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: name });
    await row.waitFor();
    const created = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium" }).format(
      new Date(saved?.created_at ?? ""),
    );
    expect(await row.textContent()).toContain(created);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("edits a product, warns about unsaved changes, and deletes it from the list", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/products");
    const name = `E2E Edit ${uniqueSuffix()}`;
    const made = await api<{ data: Product }>("POST", "/api/products", {
      token,
      body: {
        name,
        category: "Aroma",
        features: ["One", "Two", "Three"],
        image: "/images/share-default.png",
      },
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id;

    await page.getByLabel("Search products").fill(name);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await page.getByRole("heading", { name: "Edit Product" }).waitFor();
    expect(await nameField(page).inputValue()).toBe(name);
    expect(await features(page).count()).toBe(3);

    // Leaving with unsaved changes asks first; cancelling stays on the form.
    await page.getByLabel("Short description").fill("Changed but not saved yet.");
    const asked = await answerDialog(
      page,
      () => page.getByRole("link", { name: "Back to products" }).click(),
      false,
    );
    expect(asked).toBe(CONFIRM_MESSAGES.unsavedChanges);
    expect(page.url()).toContain(`/admin/products/edit/${id}`);

    await page.getByRole("button", { name: "Remove feature: Two" }).click();
    await page.getByLabel("Category", { exact: true }).fill("Aroma oils");
    await page.getByRole("button", { name: "Update Product" }).click();
    await page.waitForURL("**/admin/products");
    await flash(page, ADMIN_MESSAGES.productUpdated).waitFor();
    const updated = (await api<{ data: Product }>("GET", `/api/products/${id}`)).body.data;
    expect(updated).toMatchObject({
      name,
      category: "Aroma oils",
      short_desc: "Changed but not saved yet.",
      features: ["One", "Three"],
      image: "/images/share-default.png",
      // Untouched, the modal picture still falls back to the main one.
      modal_image: "/images/share-default.png",
    });

    // The announcement is shown once: a reload does not repeat it.
    await page.reload();
    await page.getByRole("heading", { name: /^Products \(\d+\)$/ }).waitFor();
    await page.getByRole("table").waitFor();
    expect(await flash(page, ADMIN_MESSAGES.productUpdated).count()).toBe(0);

    await page.getByLabel("Search products").fill(name);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const deleteButton = page.getByRole("button", { name: `Delete ${name}` });
    const cancelled = await answerDialog(page, () => deleteButton.click(), false);
    expect(cancelled).toBe(CONFIRM_MESSAGES.deleteProduct);
    expect((await api("GET", `/api/products/${id}`)).status).toBe(200);
    await answerDialog(page, () => deleteButton.click());
    await flash(page, ADMIN_MESSAGES.productDeleted).waitFor();
    expect((await api("GET", `/api/products/${id}`)).status).toBe(404);
    await context.close();
  });

  it("with the keyboard, a page opened by a link or by a save starts at its content, not the top of the page", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/products");
    const inContent = () => page.evaluate(() => document.activeElement?.id === "admin-main");
    await page.getByRole("link", { name: "Add Product" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Add Product" }).waitFor();
    await expect.poll(inContent).toBe(true);
    const name = `E2E Keys ${uniqueSuffix()}`;
    await nameField(page).fill(name);
    await page.getByRole("button", { name: "Create Product" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/admin/products");
    await flash(page, ADMIN_MESSAGES.productCreated).waitFor();
    await expect.poll(inContent).toBe(true);
    // Tab goes on into the page, to its first control rather than the skip link and the sidebar.
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("link", { name: "Add Product" }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    const made = await findProduct(token, name);
    if (made) await api("DELETE", `/api/products/${made.id}`, { token });
    await context.close();
  });

  it("shows the spec's messages when loading, saving or deleting fails", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/products/edit/987654321");
    await page.getByText(ADMIN_MESSAGES.productLoadFailed).waitFor();

    const name = `E2E Failing ${uniqueSuffix()}`;
    const made = await api<{ data: Product }>("POST", "/api/products", { token, body: { name } });
    const id = made.body.data.id;
    await page.goto(`/admin/products/edit/${id}`);
    await page.getByRole("heading", { name: "Edit Product" }).waitFor();

    // The server's own message when it gives one...
    await page.getByLabel("Modal image URL").fill(`/uploads/products/${"0".repeat(32)}-64x40.webp`);
    await page.getByRole("button", { name: "Update Product" }).click();
    await flash(page, VALIDATION_MESSAGES.imageMissing).waitFor();
    // ...else the spec's words.
    await page.route(`**/api/products/${id}`, (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 500, json: { success: false } })
        : route.continue(),
    );
    await page.getByLabel("Modal image URL").fill("");
    await page.getByRole("button", { name: "Update Product" }).click();
    await flash(page, ADMIN_MESSAGES.productSaveFailed).waitFor();
    await page.unroute(`**/api/products/${id}`);
    // Saving for real lets the page go without the unsaved-changes question.
    await page.getByRole("button", { name: "Update Product" }).click();
    await page.waitForURL("**/admin/products");

    await page.route(`**/api/products/${id}`, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: "Disk on fire" } }),
    );
    await page.getByLabel("Search products").fill(name);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await answerDialog(page, () => page.getByRole("button", { name: `Delete ${name}` }).click());
    await flash(page, ADMIN_MESSAGES.productDeleteFailed).waitFor();
    expect((await api("GET", `/api/products/${id}`)).status).toBe(200);
    await context.close();
  });

  it("with the keyboard, × on the list's load error moves the focus on past it, not to the top of the page", async () => {
    const { page, context } = await adminPage(browser, "/admin/login");
    await page.route(
      (url) => url.pathname === "/api/products",
      (route) => route.fulfill({ status: 500, json: { success: false } }),
    );
    await page.goto("/admin/products");
    const failed = page.getByRole("alert").filter({ hasText: PUBLIC_MESSAGES.productsLoadFailed });
    // On past the message, inside the page's content: not back at the top of the document.
    expect(await dismissWithKeyboard(failed)).toEqual({ inContent: true, body: false });
    await context.close();
  });

  it("keeps a status toggled while the list is loading: the older answer does not put the old status back", async () => {
    const { page, context, token, name, made } = await productListedAlone("E2E Toggled");
    const active = page.getByRole("button", { name: `Active, hide ${name}` });
    await active.waitFor();
    // The next search is answered by the server at once, but its answer reaches the page only after the toggle
    // is saved, as on a slow line.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answered = false;
    let delivered: Promise<unknown> = Promise.resolve();
    await page.route(
      (url) => url.pathname === "/api/products",
      async (route) => {
        if (answered) return route.continue();
        answered = true;
        const response = await route.fetch();
        delivered = held.then(() => route.fulfill({ response })).catch(() => "dropped by the page");
        await delivered;
      },
    );
    await page.getByLabel("Search products").fill(name.toLowerCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => answered).toBe(true);
    await active.click();
    await page.getByRole("button", { name: `Hidden, show ${name}` }).waitFor();
    release();
    await delivered;
    await expect.poll(() => page.locator("tbody[aria-busy]").count()).toBe(0);
    await expect(page.getByRole("button", { name: `Hidden, show ${name}` }).count()).resolves.toBe(1);
    expect((await findProduct(token, name))?.is_active).toBe(false);
    await api("DELETE", `/api/products/${made.body.data.id}`, { token });
    await context.close();
  });

  it("hides a product from the public guide with the status toggle, and shows it again", async () => {
    const { page, context, token, name, made } = await productListedAlone("E2E Hidden");
    const toggle = page.getByRole("button", { name: `Active, hide ${name}` });
    await toggle.click();
    const hidden = page.getByRole("button", { name: `Hidden, show ${name}` });
    await hidden.waitFor();
    // The focus stays on the badge, which now says the new state: pressed again, it undoes the change.
    await expect(hidden.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    expect((await findProduct(token, name))?.is_active).toBe(false);

    // A visitor's product guide leaves it out; staff still reach it.
    const visitor = await context.newPage();
    await visitor.goto("/products");
    await visitor.getByRole("heading", { name: "Multi-Utility Remedies" }).waitFor();
    expect(await visitor.getByText(name).count()).toBe(0);
    expect((await api("GET", `/api/products/${made.body.data.id}`)).status).toBe(404);

    await page.getByRole("button", { name: `Hidden, show ${name}` }).click();
    await page.getByRole("button", { name: `Active, hide ${name}` }).waitFor();
    await visitor.reload();
    await visitor.getByText(name).first().waitFor();
    await api("DELETE", `/api/products/${made.body.data.id}`, { token });
    await context.close();
  });
});
