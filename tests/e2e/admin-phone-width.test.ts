// Staff answer enquiries from their phones: every back-office screen fits a phone's width. Only a table may be
// wider than the screen, and it scrolls sideways inside its own frame; the page itself never does. The sidebar
// opens over the page and closes once a section is chosen.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, launchBrowser } from "../setup/browser";
import { adminPage, uniqueSuffix } from "./admin-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 360, height: 740 };

const SCREENS = [
  "/admin/dashboard",
  "/admin/courses",
  "/admin/courses/create",
  "/admin/course-categories",
  "/admin/blogs",
  "/admin/blogs/create",
  "/admin/products",
  "/admin/products/create",
  "/admin/gallery",
  "/admin/inquiries",
  "/admin/consultations",
  "/admin/testimonials",
  "/admin/newsletter",
  "/admin/campaigns",
  "/admin/campaigns/new",
  "/admin/outbox",
  "/admin/settings",
  "/admin/page-texts",
  "/admin/staff",
  "/admin/security",
  "/admin/activity",
  "/admin/trash",
  "/admin/backups",
  "/admin/profile",
];

describe("admin screens on a phone", () => {
  it("never make the page scroll sideways, even with a name typed as one long word", async () => {
    // The dashboard lists the newest requests: one whose name is a single long word must wrap, not push it wide.
    const name = `Vastushastravisharadapraveena${uniqueSuffix()}`;
    const request = await api("POST", "/api/consultations", {
      body: { name, email: "long.name@example.com", phone: "9876543210", message: "Please call" },
    });
    expect(request.status).toBe(201);
    const { page, context } = await adminPage(browser, "/admin/dashboard", { viewport: PHONE });
    const tooWide: string[] = [];
    for (const screen of SCREENS) {
      await page.goto(screen);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      // Lists and forms show a spinner while they load: measured once it is gone, with their rows in place.
      await expect.poll(() => page.locator(".ui-spinner").count(), { timeout: 30_000 }).toBe(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) tooWide.push(`${screen}: ${width}px`);
    }
    expect(tooWide).toEqual([]);
    await context.close();
  });

  it("opens the sidebar over the page, and closes it once a section is chosen", async () => {
    const { page, context } = await adminPage(browser, "/admin/dashboard", { viewport: PHONE });
    await page.getByRole("heading", { level: 1 }).waitFor();
    const inquiries = page
      .getByRole("navigation", { name: "Sections" })
      .getByRole("link", { name: "Inquiries" });
    const contentWidth = () =>
      page.locator("#admin-main").evaluate((main) => main.getBoundingClientRect().width);
    const closedWidth = await contentWidth();
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await inquiries.waitFor();
    // The page underneath keeps its width: the open sidebar covers it rather than squeezing it.
    expect(await contentWidth()).toBe(closedWidth);
    // Escape, or a tap beside it, closes it without choosing.
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await inquiries.click();
    await page.waitForURL("**/admin/inquiries");
    await page.getByRole("button", { name: "Expand sidebar" }).waitFor();
    await expect(inquiries.isVisible()).resolves.toBe(true);
    // Only the icons remain: the words are for screen readers again.
    await expect(
      page.locator(".admin-nav__label", { hasText: "Inquiries" }).evaluate((label) => label.clientWidth),
    ).resolves.toBeLessThanOrEqual(1);
    await context.close();
  });
});
