// The gallery through Chromium on the built site: server HTML and SEO tags, only active images, the category
// filter and its empty state, the placeholder for a broken picture, the lightbox and its keyboard, and the
// loading and error states of a client-side visit.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GALLERY_CATEGORIES } from "#contract/enums";
import { en } from "#contract/i18n/messages.en";
import { PUBLIC_MESSAGES } from "#contract/messages";
import type { GalleryImage } from "#contract/schemas/gallery";
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

const T = en.gallery;
/** --color-accent of app/styles/tokens.css. */
const ACCENT = "rgb(138, 44, 27)";
const stamp = Date.now();
let token: string;
let browser: Browser;
let shown: GalleryImage;
let hidden: GalleryImage;
let broken: GalleryImage;

async function createImage(body: Record<string, unknown>): Promise<GalleryImage> {
  const res = await api<{ data: GalleryImage }>("POST", "/api/gallery", { token, body });
  if (res.status !== 201) throw new Error(`could not create a gallery image: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiAdminToken();
  const demo = await api<{ data: GalleryImage[] }>("GET", "/api/gallery?is_active=true");
  const picture = demo.body.data[0]?.image_url;
  if (!picture) throw new Error("the demo content has no gallery image to borrow a picture from");
  shown = await createImage({ title: `Evening aarti ${stamp}`, image_url: picture, category: "events" });
  hidden = await createImage({
    title: `Hidden rehearsal ${stamp}`,
    image_url: picture,
    category: "events",
    is_active: false,
  });
  // An address with no file behind it: the browser gets a 404.
  broken = await createImage({
    title: `Lost photograph ${stamp}`,
    image_url: `/images/missing-photograph-${stamp}.jpg`,
    category: "campus",
  });
});

afterAll(async () => {
  for (const image of [shown, hidden, broken])
    if (image) await api("DELETE", `/api/gallery/${image.image_id}`, { token });
  await browser?.close();
});

const chip = (page: Page, name: string) =>
  page.getByRole("group", { name: T.filterLabel }).getByRole("button", { name, exact: true });
const items = (page: Page) => page.locator(".gallery-item");

async function openGallery(page: Page) {
  await page.goto("/gallery");
  await waitForHydration(chip(page, T.all));
}

describe("gallery page", () => {
  it("is server-rendered with its own SEO tags and every active image, never an inactive one", async () => {
    const { status, html } = await fetchHtml("/gallery");
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${T.metaTitle} | ${SAMPLE_SITE_SETTINGS.name}`);
    expect(metaContent(html, "description")).toBe(T.metaDescription);
    expect(canonicalHref(html)).toBe(`${baseUrl()}/gallery`);
    expect(metaContent(html, "og:url")).toBe(`${baseUrl()}/gallery`);
    expect(html).toContain(shown.title);
    expect(html).not.toContain(hidden.title);
    // The first row loads at once; the rest wait until they near the screen.
    expect(html).toMatch(/<img[^>]*loading="eager"/);
    expect(html).toMatch(/<img[^>]*loading="lazy"/);

    // In the HTML as visible content, not as a block that only a script would reveal.
    const { page, context } = await noScriptPage(browser);
    await page.goto("/gallery");
    expect(await items(page).filter({ hasText: shown.title }).isVisible()).toBe(true);
    await context.close();
  });

  it("filters by category: 'All' first, one chip per category, and only that category's images", async () => {
    const { page, context } = await newPage(browser);
    await openGallery(page);
    // Other test files add and remove images in the same database meanwhile, so compare contents, not counts.
    const allCount = await items(page).count();
    expect(allCount).toBeGreaterThan(0);
    expect(await page.locator(".gallery-item__title").allTextContents()).toContain(shown.title);
    expect(await chip(page, T.all).getAttribute("aria-pressed")).toBe("true");
    // The pressed chip wears the accent colour (the chips' styles load with this page).
    expect(await chip(page, T.all).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(ACCENT);
    for (const category of GALLERY_CATEGORIES)
      expect(await chip(page, T.categoryLabels[category]).count()).toBe(1);

    await chip(page, T.categoryLabels.events).click();
    expect(await chip(page, T.categoryLabels.events).getAttribute("aria-pressed")).toBe("true");
    expect(await chip(page, T.all).getAttribute("aria-pressed")).toBe("false");
    await expect
      .poll(async () => new Set(await page.locator(".gallery-item__category").allTextContents()))
      .toEqual(new Set([T.categoryLabels.events]));
    expect(await page.locator(".gallery-item__title").allTextContents()).toContain(shown.title);
    expect(await axeViolations(page)).toEqual([]);

    await chip(page, T.all).click();
    await expect.poll(() => items(page).count()).toBe(allCount);
    await context.close();
  });

  it("says 'No images found in this category.' for a category without active images", async () => {
    const others = (
      await api<{ data: GalleryImage[] }>("GET", "/api/gallery?category=other&is_active=true", { token })
    ).body.data;
    // Hide this category's images for the length of the test, then show them again.
    for (const image of others)
      await api("PUT", `/api/gallery/${image.image_id}`, { token, body: { is_active: false } });
    try {
      const { page, context } = await newPage(browser);
      await openGallery(page);
      await chip(page, T.categoryLabels.other).click();
      await page.getByText(PUBLIC_MESSAGES.galleryEmpty, { exact: true }).waitFor();
      expect(await items(page).count()).toBe(0);
      await context.close();
    } finally {
      for (const image of others)
        await api("PUT", `/api/gallery/${image.image_id}`, { token, body: { is_active: true } });
    }
  });

  it("shows a labelled placeholder instead of a broken picture", async () => {
    const { page, context } = await newPage(browser);
    await openGallery(page);
    const item = items(page).filter({ hasText: broken.title });
    await item.scrollIntoViewIfNeeded();
    const placeholder = item.getByRole("img", { name: T.imageUnavailable });
    await placeholder.waitFor();
    expect(await item.locator("img").count()).toBe(0);
    await context.close();
  });

  it("opens a full-screen lightbox that the keyboard drives, and gives focus back on closing", async () => {
    const { page, context } = await newPage(browser);
    await openGallery(page);
    await chip(page, T.categoryLabels.events).click();
    const titles = await page.locator(".gallery-item__title").allTextContents();
    expect(titles.length).toBeGreaterThan(1);

    const opener = page.getByRole("button", { name: T.openImage(titles[0] as string) });
    await opener.click();
    const lightbox = page.getByRole("dialog", { name: T.lightboxLabel });
    await lightbox.waitFor();
    const currentTitle = () => lightbox.locator(".yarl__slide_current .yarl__slide_title").textContent();
    await expect.poll(currentTitle).toBe(titles[0]);
    const box = await lightbox.boundingBox();
    expect(box).toMatchObject({
      x: 0,
      y: 0,
      width: page.viewportSize()?.width,
      height: page.viewportSize()?.height,
    });

    await page.keyboard.press("ArrowRight");
    await expect.poll(currentTitle).toBe(titles[1]);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(currentTitle).toBe(titles[0]);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await lightbox.waitFor({ state: "detached" });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it("shows 'Loading gallery...' during a client-side visit, then the spec's error when loading fails", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/contact");
    const link = page
      .getByRole("navigation", { name: en.frame.primaryNav })
      .getByRole("link", { name: en.frame.nav.gallery });
    await waitForHydration(link);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/gallery.data*", async (route) => {
      await gate;
      await route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
    });
    await link.click();
    await page.getByRole("status").filter({ hasText: T.loading }).waitFor();
    release();
    await page.getByText(PUBLIC_MESSAGES.galleryLoadFailed, { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: PUBLIC_MESSAGES.retry }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
