// Staff answer enquiries from their phones: every back-office screen fits a phone's width. Only a table may be
// wider than the screen, and it scrolls sideways inside its own frame; the page itself never does.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../setup/browser";
import { adminPage } from "./admin-helpers";

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
  it("never make the page scroll sideways", async () => {
    const { page, context } = await adminPage(browser, "/admin/dashboard", { viewport: PHONE });
    const tooWide: string[] = [];
    for (const screen of SCREENS) {
      await page.goto(screen);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      // Lists and forms show a spinner while they load: measured once it is gone, with their rows in place.
      await expect.poll(() => page.locator(".ui-spinner").count()).toBe(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) tooWide.push(`${screen}: ${width}px`);
    }
    expect(tooWide).toEqual([]);
    await context.close();
  });
});
