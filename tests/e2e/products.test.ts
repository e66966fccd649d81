// The product guide through Chromium on the built site: server HTML and SEO tags, the card grid, the product
// modal (image fade-in, features, Enquire Now, Escape / backdrop / × / Close, scroll lock, focus return, 980 px
// wide, stacked below 768 px), and the loading and error states of a client-side visit with its Retry.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MODAL_MAX_WIDTH_PX,
  MODAL_MOBILE_BREAKPOINT_PX,
  PRODUCT_GRID_MIN_CARD_WIDTH_PX,
} from "#contract/constants";
import { hiContact } from "#contract/i18n/hi/contact";
import { hiProducts } from "#contract/i18n/hi/products";
import { en } from "#contract/i18n/messages.en";
import { parseStoredImageUrl } from "#contract/image-variants";
import { PUBLIC_MESSAGES } from "#contract/messages";
import type { Product } from "#contract/schemas/product";
import { SAMPLE_SITE_SETTINGS } from "#contract/site-settings";
import { api, apiAdminToken, axeViolations, baseUrl, launchBrowser, newPage } from "../setup/browser";
import {
  canonicalHref,
  fetchHtml,
  metaContent,
  noScriptPage,
  titleOf,
  waitForHydration,
} from "./support/page-helpers";

const T = en.products;
const stamp = Date.now();
let token: string;
let browser: Browser;
let product: Product;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiAdminToken();
  const demo = (await api<{ data: Product[] }>("GET", "/api/products")).body.data;
  const pictures = [...new Set(demo.flatMap((p) => (p.image ? [p.image] : [])))];
  const [picture, modalPicture] = pictures;
  // A modal picture unlike the card's, so opening the modal really fetches it.
  if (!picture || !modalPicture) throw new Error("the demo content has too few product pictures to borrow");
  const res = await api<{ data: Product }>("POST", "/api/products", {
    token,
    body: {
      name: `Copper Pyramid ${stamp}`,
      category: "Energy Tools",
      image: picture,
      modal_image: modalPicture,
      short_desc: "A small copper pyramid for the north-east corner.",
      full_desc: "Hand-made from pure copper.\n\nPlace it where the energy of a room feels stuck.",
      features: ["Pure copper", "Hand finished", "Comes with placement guide"],
    },
  });
  if (res.status !== 201) throw new Error(`could not create a product: ${JSON.stringify(res.body)}`);
  product = res.body.data;
});

afterAll(async () => {
  if (product) await api("DELETE", `/api/products/${product.id}`, { token });
  await browser?.close();
});

const card = (page: Page) => page.locator(".product-card").filter({ hasText: product.name });
const dialog = (page: Page) => page.getByRole("dialog", { name: product.name });

async function openProducts(page: Page) {
  await page.goto("/products");
  await waitForHydration(card(page).getByRole("button"));
}

async function openModal(page: Page) {
  const opener = card(page).getByRole("button", { name: T.viewDetailsFor(product.name) });
  await opener.click();
  await dialog(page).waitFor();
  return opener;
}

const bodyScrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).overflow === "hidden");

describe("products page", () => {
  it("is server-rendered with the spec's heading and tag, its SEO tags and every product's card", async () => {
    const { status, html } = await fetchHtml("/products");
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${T.metaTitle} | ${SAMPLE_SITE_SETTINGS.name}`);
    expect(metaContent(html, "description")).toBe(T.metaDescription);
    expect(canonicalHref(html)).toBe(`${baseUrl()}/products`);
    expect(metaContent(html, "og:url")).toBe(`${baseUrl()}/products`);
    expect(html).toContain(`<h1 class="page-hero__title">${PUBLIC_MESSAGES.productsHeading}</h1>`);
    expect(html).toContain(PUBLIC_MESSAGES.productsTag);
    const all = (await api<{ data: Product[] }>("GET", "/api/products")).body.data;
    for (const p of all) expect(html).toContain(p.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));

    // In the HTML as visible content, not as a block that only a script would reveal.
    const { page, context } = await noScriptPage(browser);
    await page.goto("/products");
    expect(await card(page).isVisible()).toBe(true);
    expect(await page.getByText(PUBLIC_MESSAGES.productsLoading).count()).toBe(0);
    await context.close();
  });

  it("lays the cards out at least 300 px wide, each with image, category, name, summary and View Details", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await openProducts(page);
    const tracks = await page
      .locator(".product-grid")
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").map(parseFloat));
    expect(tracks.length).toBeGreaterThan(1);
    for (const width of tracks) expect(width).toBeGreaterThanOrEqual(PRODUCT_GRID_MIN_CARD_WIDTH_PX);

    const c = card(page);
    expect(await c.locator("img").getAttribute("alt")).toBe(product.name);
    expect(await c.locator(".product-card__category").textContent()).toBe(product.category);
    expect(await c.getByRole("heading", { name: product.name }).count()).toBe(1);
    expect(await c.locator(".product-card__desc").textContent()).toBe(product.short_desc);
    expect(await c.getByRole("button").textContent()).toBe(T.viewDetails);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("opens a modal with the larger image fading in once loaded, the full text, Key Features and Enquire Now", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await openProducts(page);
    // Hold the modal's picture so its state before loading can be seen.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const modalPictureName = parseStoredImageUrl(product.modal_image)?.name ?? product.modal_image ?? "";
    await page.route(
      (url) => url.pathname.includes(modalPictureName),
      async (route) => {
        await gate;
        await route.continue();
      },
    );
    await openModal(page);
    const image = dialog(page).locator(".product-modal__image");
    expect(await image.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    release();
    await expect.poll(() => image.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");

    const d = dialog(page);
    expect(await d.locator(".product-modal__category").textContent()).toBe(product.category);
    expect(await d.locator(".product-modal__desc p").allTextContents()).toEqual([
      "Hand-made from pure copper.",
      "Place it where the energy of a room feels stuck.",
    ]);
    expect(await d.getByRole("heading", { name: T.keyFeatures }).count()).toBe(1);
    expect(await d.locator(".product-modal__features li").allTextContents()).toEqual(product.features);
    // To /contact, naming the product, so the form can say which one the visitor asks about.
    expect(await d.getByRole("link", { name: T.enquireNow }).getAttribute("href")).toBe(
      `/contact?product=${product.id}`,
    );
    expect(await axeViolations(page)).toEqual([]);

    const box = await d.boundingBox();
    expect(box?.width).toBe(MODAL_MAX_WIDTH_PX);
    const mediaBox = await d.locator(".product-modal__media").boundingBox();
    const detailsBox = await d.locator(".product-modal__details").boundingBox();
    // Side by side on a wide screen.
    expect((mediaBox?.x ?? 0) + (mediaBox?.width ?? 0)).toBeLessThanOrEqual(detailsBox?.x ?? 0);
    await context.close();
  });

  it("stacks the modal below 768 px", async () => {
    const { page, context } = await newPage(browser, {
      viewport: { width: MODAL_MOBILE_BREAKPOINT_PX - 1, height: 900 },
    });
    await openProducts(page);
    await openModal(page);
    const mediaBox = await dialog(page).locator(".product-modal__media").boundingBox();
    const detailsBox = await dialog(page).locator(".product-modal__details").boundingBox();
    expect((mediaBox?.y ?? 0) + (mediaBox?.height ?? 0)).toBeLessThanOrEqual(detailsBox?.y ?? 0);
    expect(Math.round(mediaBox?.x ?? -1)).toBe(Math.round(detailsBox?.x ?? -2));
    await context.close();
  });

  it("closes on Escape, a backdrop click, the × button and Close, locking page scroll while open and returning focus", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await openProducts(page);
    expect(await bodyScrollLocked(page)).toBe(false);

    const closers: [string, (p: Page) => Promise<void>][] = [
      ["Escape", (p) => p.keyboard.press("Escape")],
      // The corner of the screen is outside the 980 px dialog: a click on the backdrop.
      ["backdrop", (p) => p.mouse.click(5, 5)],
      ["×", (p) => dialog(p).locator(".ui-dialog__close").click()],
      ["Close", (p) => dialog(p).getByRole("button", { name: T.close, exact: true }).last().click()],
    ];
    for (const [, close] of closers) {
      const opener = await openModal(page);
      expect(await bodyScrollLocked(page)).toBe(true);
      await close(page);
      await dialog(page).waitFor({ state: "hidden" });
      expect(await bodyScrollLocked(page)).toBe(false);
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    await context.close();
  });

  it("stays open when a drag that selects its text is let go over the backdrop", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await openProducts(page);
    await openModal(page);
    const text = await dialog(page).locator("h2").boundingBox();
    if (!text) throw new Error("the dialog has no title");
    await page.mouse.move(text.x + 2, text.y + text.height / 2);
    await page.mouse.down();
    await page.mouse.move(5, 5, { steps: 5 });
    await page.mouse.up();
    expect(await dialog(page).isVisible()).toBe(true);
    // A press that begins on the backdrop still closes it.
    await page.mouse.click(5, 5);
    await dialog(page).waitFor({ state: "hidden" });
    await context.close();
  });

  it("opens the modal from anywhere on the card, not only its View Details button", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await openProducts(page);
    // A pointer on the picture, then on the name: where a visitor clicks a card.
    for (const part of [card(page).locator(".product-card__image"), card(page).getByRole("heading")]) {
      const box = await part.boundingBox();
      if (!box) throw new Error("the card's part is not on screen");
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await dialog(page).waitFor();
      await page.keyboard.press("Escape");
      await dialog(page).waitFor({ state: "hidden" });
    }
    await context.close();
  });

  it("Enquire Now opens the contact form already naming the product, in both languages, and the enquiry says which", async () => {
    for (const [path, P, C] of [
      ["/products", T, en.contact],
      ["/hi/products", hiProducts, hiContact],
    ] as const) {
      const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
      await page.goto(path);
      const opener = card(page).getByRole("button", { name: P.viewDetailsFor(product.name) });
      await waitForHydration(opener);
      await opener.click();
      await dialog(page).getByRole("link", { name: P.enquireNow }).click();
      await page.waitForURL((url) => url.pathname === `${path === "/products" ? "" : "/hi"}/contact`);
      expect(new URL(page.url()).searchParams.get("product")).toBe(String(product.id));
      const form = page.getByRole("form", { name: C.formTitle });
      const message = form.getByRole("textbox", { name: C.message, exact: true });
      // The product has no Hindi name: the Hindi sentence names it as staff wrote it.
      await expect.poll(() => message.inputValue()).toBe(C.productMessage(product.name));
      if (path === "/products") {
        const email = `enquiry-${stamp}@example.com`;
        const submit = form.getByRole("button", { name: C.submit });
        await waitForHydration(submit);
        await form.getByRole("textbox", { name: C.firstName, exact: true }).fill("Asha");
        await form.getByRole("textbox", { name: C.lastName, exact: true }).fill("Verma");
        await form.getByRole("textbox", { name: C.phone, exact: true }).fill("+91 98765 43210");
        await form.getByRole("textbox", { name: C.email, exact: true }).fill(email);
        await submit.click();
        await page.getByText(PUBLIC_MESSAGES.contactSuccess).waitFor();
        const stored = await api<{ data: { subject: string; message: string }[] }>(
          "GET",
          `/api/inquiries?q=${encodeURIComponent(email)}`,
          { token },
        );
        expect(stored.body.data).toMatchObject([
          { subject: `Product enquiry: ${product.name}`, message: C.productMessage(product.name) },
        ]);
      }
      await context.close();
    }

    // In the server's HTML, before any script; an unknown or malformed product is just the contact page.
    const { html } = await fetchHtml(`/contact?product=${product.id}`);
    expect(html).toContain(`>${en.contact.productMessage(product.name)}</textarea>`);
    for (const other of ["2147483647", "abc", "1'"]) {
      const plain = await fetchHtml(`/contact?product=${other}`);
      expect(plain.status, other).toBe(200);
      expect(plain.html, other).not.toContain("I would like to know more about");
    }
  });

  it("shows 'Loading products...' during a client-side visit, then 'Error Loading Products' with a Retry that reloads", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/contact");
    const link = page
      .getByRole("navigation", { name: en.frame.primaryNav })
      .getByRole("link", { name: en.frame.nav.products });
    await waitForHydration(link);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/products.data*", async (route) => {
      await gate;
      await route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
    });
    await link.click();
    const spinner = page.getByRole("status").filter({ hasText: PUBLIC_MESSAGES.productsLoading });
    await spinner.waitFor();
    expect(await spinner.isVisible()).toBe(true);
    release();

    const panel = page.getByRole("alert").filter({ hasText: PUBLIC_MESSAGES.productsErrorTitle });
    await panel.waitFor();
    expect(await panel.getByRole("heading", { name: PUBLIC_MESSAGES.productsErrorTitle }).count()).toBe(1);
    expect(await panel.getByText(PUBLIC_MESSAGES.productsLoadFailed, { exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute("**/products.data*");
    await Promise.all([
      page.waitForEvent("load"),
      panel.getByRole("button", { name: PUBLIC_MESSAGES.retry }).click(),
    ]);
    await card(page).waitFor();
    expect(new URL(page.url()).pathname).toBe("/products");
    await context.close();
  });
});
