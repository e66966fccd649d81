// The frame every public page shares, through Chromium on the built site: the top bar and footer content in the
// server HTML, the shadow that deepens past 50 px, the phone menu, the scroll to the top 50 ms after a path
// change, the skip link, the footer newsletter form, and axe.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COPYRIGHT_YEAR,
  FORM_MESSAGE_DISMISS_MS,
  NAVBAR_SHADOW_THRESHOLD_PX,
  SCROLL_TO_TOP_DELAY_MS,
  YEARS_OF_EXPERIENCE,
} from "#contract/constants";
import { en } from "#contract/i18n/messages.en";
import { FORM_LABELS, PUBLIC_MESSAGES } from "#contract/messages";
import { SAMPLE_SITE_SETTINGS, telHref } from "#contract/site-settings";
import { api, apiAdminToken, axeViolations, launchBrowser, newPage } from "../setup/browser";
import { fetchHtml, installClock, waitForHydration } from "./support/page-helpers";
import { uniqueName } from "./support/site-fixtures";

const settings = SAMPLE_SITE_SETTINGS;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const NAV = [
  ["About Us", "/about"],
  ["Courses", "/courses"],
  ["Products", "/products"],
  ["Consultation", "/consultation"],
  ["Our Gallery", "/gallery"],
  ["Blog", "/blog"],
  ["Contact Us", "/contact"],
] as const;

const footer = (page: Page) => page.getByRole("contentinfo");
const newsletter = (page: Page) => footer(page).locator("form");
const emailField = (page: Page) => newsletter(page).getByRole("textbox", { name: en.newsletter.emailLabel });
const subscribe = (page: Page) => newsletter(page).getByRole("button");

describe("top bar and footer", () => {
  it("are in the server HTML of every public page with the spec's content", async () => {
    for (const path of ["/", "/about", "/courses"]) {
      const { html } = await fetchHtml(path);
      for (const [label, href] of NAV)
        expect(html).toMatch(new RegExp(`<a[^>]*href="${href}"[^>]*>${label}</a>`));
      expect(html).toMatch(new RegExp(`<a[^>]*href="${settings.studentPanelUrl}"[^>]*>Login</a>`));

      expect(html).toContain(en.footer.description);
      expect(html).toContain(`${YEARS_OF_EXPERIENCE} years of experience`);
      expect(html).toMatch(/<a[^>]*href="\/about"[^>]*>About<\/a>/);
      expect(html).toContain(`href="${settings.remedyBrandUrl}"`);
      expect(html).toMatch(/<a[^>]*href="\/consultation"[^>]*>Consultation<\/a>/);
      expect(html).toMatch(/<a[^>]*href="\/courses"[^>]*>Education<\/a>/);
      expect(html).toMatch(/>Vastu Adhaar<\/a>/);
      expect(html).toMatch(/>Online Course<\/a>/);
      for (const phone of settings.phones) expect(html).toContain(`href="${telHref(phone)}">${phone}</a>`);
      expect(html).toContain(`href="mailto:${settings.email}">${settings.email}</a>`);
      expect(html).toContain("Varanasi, Uttar Pradesh");
      for (const network of ["facebook", "instagram", "youtube", "twitter"] as const)
        expect(html).toContain(`href="${settings.social[network]}"`);
      expect(html).toContain(`© ${COPYRIGHT_YEAR} ${settings.name}`);
      expect(html).toContain(`href="#main-content"`);
    }
  });

  it("names its landmarks and its social links", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto("/about");
    await expect(page.getByRole("banner").count()).resolves.toBe(1);
    await expect(page.getByRole("main").count()).resolves.toBe(1);
    await expect(page.getByRole("contentinfo").count()).resolves.toBe(1);
    const nav = page.getByRole("navigation", { name: en.frame.primaryNav });
    for (const [label, href] of NAV)
      await expect(nav.getByRole("link", { name: label, exact: true }).getAttribute("href")).resolves.toBe(
        href,
      );
    for (const name of ["Facebook", "Instagram", "YouTube", "Twitter/X"]) {
      const link = footer(page).getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
    }
    await context.close();
  });

  it("deepens the top bar's shadow only once the page is scrolled more than 50 px", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 700 } });
    // No transition to wait for: the shadow changes in one step.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    const header = page.getByRole("banner");
    await waitForHydration(page.getByRole("link", { name: "About Us", exact: true }));
    const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);
    const resting = await shadow();
    const deep = await page.evaluate(() => {
      const probe = document.createElement("div");
      probe.style.boxShadow = "var(--shadow-lg)";
      document.body.append(probe);
      const value = getComputedStyle(probe).boxShadow;
      probe.remove();
      return value;
    });
    expect(deep).not.toBe(resting);

    await page.evaluate((y) => window.scrollTo(0, y), NAVBAR_SHADOW_THRESHOLD_PX);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(NAVBAR_SHADOW_THRESHOLD_PX);
    await expect(shadow()).resolves.toBe(resting);
    await page.evaluate((y) => window.scrollTo(0, y), NAVBAR_SHADOW_THRESHOLD_PX + 1);
    await expect.poll(shadow).toBe(deep);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(shadow).toBe(resting);
    await context.close();
  });

  it("scrolls smoothly to the top 50 ms after the path changes, and moves focus to the new page", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 700 } });
    const clock = await installClock(page);
    await page.goto("/about");
    const education = footer(page).getByRole("link", { name: "Education" });
    await waitForHydration(education);
    await clock.pause();
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await education.click();
    await page.waitForURL("**/courses");
    await page.getByRole("heading", { level: 1, name: en.courses.heading }).waitFor();
    const scrollY = () => page.evaluate(() => window.scrollY);
    expect(await scrollY()).toBeGreaterThan(0);
    await page.clock.runFor(SCROLL_TO_TOP_DELAY_MS - 1);
    expect(await scrollY()).toBeGreaterThan(0);
    await page.clock.runFor(1);
    await expect.poll(scrollY).toBe(0);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main-content");
    await context.close();
  });

  it("has a skip link that moves focus to the main content", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/about");
    await waitForHydration(page.getByRole("link", { name: "About Us", exact: true }));
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: en.frame.skipToContent });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    await context.close();
  });

  it("keeps what the keyboard focuses clear of the sticky top bar on a phone, tabbing back up the page", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 360, height: 640 } });
    await page.goto("/about");
    const lastLink = footer(page).getByRole("link").last();
    await waitForHydration(lastLink);
    await lastLink.focus();
    const hidden: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Shift+Tab");
      const covered = await page.evaluate(() => {
        const focused = document.activeElement;
        const bar = document.querySelector(".site-header");
        if (!focused || focused === document.body || !bar || bar.contains(focused)) return null;
        // Covered when the bar, not the element, is what shows at the element's top edge.
        const box = focused.getBoundingClientRect();
        const shown = document.elementFromPoint(box.left + box.width / 2, Math.max(box.top, 0) + 2);
        return shown && bar.contains(shown) ? `${focused.textContent} at ${box.top}` : null;
      });
      if (covered) hidden.push(covered);
    }
    expect(hidden).toEqual([]);
    await context.close();
  });

  it("closes the phone menu when the keyboard moves on past it, so the focused link is not under it", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 360, height: 640 } });
    await page.goto("/about");
    const button = page.getByRole("button", { name: en.frame.menuButton });
    await waitForHydration(button);
    await button.press("Enter");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    const nav = page.getByRole("navigation", { name: en.frame.primaryNav });
    // Through the menu's links and Login, the menu stays open.
    for (let i = 0; i < Object.keys(en.frame.nav).length + 1; i++) await page.keyboard.press("Tab");
    expect(
      await nav.getByRole("link", { name: "Login" }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // The language switch is in the bar; the next Tab leaves it for the page.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    expect(await nav.isVisible()).toBe(false);
    await context.close();
  });

  it("folds the navigation into a menu button on a phone", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto("/about");
    const button = page.getByRole("button", { name: en.frame.menuButton });
    await waitForHydration(button);
    const nav = page.getByRole("navigation", { name: en.frame.primaryNav });
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(nav.isVisible()).resolves.toBe(false);

    await button.click();
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(nav.getByRole("link", { name: "Login" }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await button.click();
    await nav.getByRole("link", { name: "Our Gallery" }).click();
    await page.waitForURL("**/gallery");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });
});

describe("footer newsletter", () => {
  it("rejects a malformed address with the spec's message tied to the field", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/about");
    await waitForHydration(subscribe(page));
    await emailField(page).fill("someone@nowhere");
    await subscribe(page).click();
    await expect.poll(() => emailField(page).getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await emailField(page).getAttribute("aria-describedby")) as string;
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(
      PUBLIC_MESSAGES.newsletterInvalidEmail,
    );
    await context.close();
  });

  it("subscribes with source 'footer', says 'Subscribing...' meanwhile, and clears the success after 5 s", async () => {
    const { page, context } = await newPage(browser);
    const clock = await installClock(page);
    await page.goto("/about");
    await waitForHydration(subscribe(page));
    await clock.pause();
    const email = `${uniqueName("footer")}@example.com`;
    let sent: Record<string, unknown> = {};
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/newsletter/subscribe", async (route) => {
      sent = route.request().postDataJSON();
      await held;
      await route.continue();
    });
    await emailField(page).fill(email);
    await subscribe(page).click();
    await expect.poll(() => subscribe(page).textContent()).toBe(FORM_LABELS.subscribing);
    await expect(subscribe(page).isDisabled()).resolves.toBe(true);
    release();

    const status = newsletter(page).getByRole("status");
    await expect.poll(() => status.textContent()).toBe(PUBLIC_MESSAGES.newsletterSuccessConfirm);
    expect(sent).toMatchObject({ email, name: null, source: "footer" });
    await expect(emailField(page).inputValue()).resolves.toBe("");
    await page.clock.runFor(FORM_MESSAGE_DISMISS_MS - 1);
    await expect(status.textContent()).resolves.toBe(PUBLIC_MESSAGES.newsletterSuccessConfirm);
    await page.clock.runFor(1);
    await expect.poll(() => status.textContent()).toBe("");

    const token = await apiAdminToken();
    const list = await api<{ data: { email: string; source: string; status: string }[] }>(
      "GET",
      "/api/newsletter?limit=500",
      { token },
    );
    expect(list.body.data.find((s) => s.email === email)).toMatchObject({
      source: "footer",
      // Active only once the mailed link is confirmed (tests/e2e/newsletter-double-opt-in.test.ts).
      status: "pending",
    });
    await context.close();
  });

  it("shows the server's message, or the spec's fallback when there is none", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/about");
    await waitForHydration(subscribe(page));
    await page.route("**/api/newsletter/subscribe", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "Too many requests. Please try again later." }),
      }),
    );
    await emailField(page).fill(`${uniqueName("busy")}@example.com`);
    await subscribe(page).click();
    const alert = newsletter(page).getByRole("alert");
    await expect.poll(() => alert.textContent()).toBe("Too many requests. Please try again later.");

    await page.unroute("**/api/newsletter/subscribe");
    await page.route("**/api/newsletter/subscribe", (route) => route.abort());
    await subscribe(page).click();
    await expect.poll(() => alert.textContent()).toBe(PUBLIC_MESSAGES.newsletterFailed);
    await context.close();
  });
});

describe("about page", () => {
  it("is server-rendered with its mission, vision, approach and facilitator", async () => {
    const { status, html } = await fetchHtml("/about");
    expect(status).toBe(200);
    for (const text of [
      en.about.missionHeading,
      en.about.visionHeading,
      ...en.about.vision.map((v) => v.term),
      en.about.approachHeading,
      en.about.facilitatorHeading,
      settings.facilitatorName,
    ])
      expect(html).toContain(text);
  });

  it("has no accessibility violations", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/about");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
