// The course list through Chromium on the built site: server HTML with every active course and the upcoming
// course, the level filter chips (category from the level text), the error panel with Retry, and axe.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#contract/i18n/messages.en";
import { PUBLIC_MESSAGES } from "#contract/messages";
import type { Course } from "#contract/schemas/course";
import { apiAdminToken, axeViolations, launchBrowser, newPage } from "../setup/browser";
import { fetchHtml, waitForHydration } from "./support/page-helpers";
import { createCourse } from "./support/site-fixtures";

const T = en.courses;
let browser: Browser;
let beginner: Course;
let intermediate: Course;
let advanced: Course;
let inactive: Course;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await apiAdminToken();
  beginner = await createCourse(token, { level: "Level 1" });
  intermediate = await createCourse(token, { level: "Level 2" });
  advanced = await createCourse(token, { level: "Level 3" });
  inactive = await createCourse(token, { level: "Level 1", is_active: false });
});
afterAll(() => browser?.close());

const grid = (page: Page) => page.locator(".course-grid");
const cardTitles = (page: Page) => grid(page).getByRole("heading").allTextContents();

describe("courses page", () => {
  it("is server-rendered with every active course and the next batches as upcoming courses", async () => {
    const { status, html } = await fetchHtml("/courses");
    expect(status).toBe(200);
    for (const course of [beginner, intermediate, advanced]) {
      expect(html).toContain(course.title);
      expect(html).toContain(`href="/course/${course.course_slug}"`);
    }
    expect(html).not.toContain(inactive.title);
    expect(html).toContain(`>${T.upcomingHeading}</h2>`);
    // The demo content's batches are the next real runs: they take the place of the card from the settings
    // (which shows when there is none: see the batches' browser test file).
    expect(html).toContain('class="upcoming-batches"');
    expect(html).not.toContain('class="upcoming-course"');
    expect(html).toContain(en.batches.upcoming.view);
    expect(html).toContain("₹12,000");
  });

  it("filters by the category derived from the level text", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto("/courses");
    const filters = page.getByRole("navigation", { name: T.filterLabel });
    await waitForHydration(filters.getByRole("link", { name: T.filters.beginner }));
    await expect(
      filters.getByRole("link", { name: T.filters.all }).getAttribute("aria-current"),
    ).resolves.toBe("true");

    const expectations = [
      [T.filters.beginner, beginner, [intermediate, advanced]],
      [T.filters.intermediate, intermediate, [beginner, advanced]],
      [T.filters.advanced, advanced, [beginner, intermediate]],
    ] as const;
    for (const [chip, shown, notShown] of expectations) {
      await filters.getByRole("link", { name: chip }).click();
      // The previous list may still contain the course being looked for: wait for the chip's own page first.
      await expect
        .poll(() => filters.getByRole("link", { name: chip }).getAttribute("aria-current"))
        .toBe("true");
      await expect
        .poll(async () => {
          const titles = await cardTitles(page);
          return titles.includes(shown.title) && notShown.every((other) => !titles.includes(other.title));
        })
        .toBe(true);
    }
    expect(new URL(page.url()).searchParams.get("category")).toBe("advanced");
    await filters.getByRole("link", { name: T.filters.all }).click();
    await expect.poll(() => cardTitles(page)).toContain(beginner.title);
    await context.close();
  });

  it("shows the error panel when the courses cannot be loaded, and Retry reloads the page", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/about");
    const navLink = page
      .getByRole("navigation", { name: en.frame.primaryNav })
      .getByRole("link", { name: en.frame.nav.courses });
    await waitForHydration(navLink);
    await page.route("**/courses.data*", (route) => route.fulfill({ status: 500, body: "database down" }));
    await navLink.click();
    const alert = page.getByRole("alert").filter({ hasText: PUBLIC_MESSAGES.coursesErrorTitle });
    await expect(alert.getByRole("heading").textContent()).resolves.toBe(PUBLIC_MESSAGES.coursesErrorTitle);
    await expect(alert.textContent()).resolves.toContain(PUBLIC_MESSAGES.coursesLoadFailed);
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute("**/courses.data*");
    await Promise.all([
      page.waitForEvent("load"),
      alert.getByRole("button", { name: PUBLIC_MESSAGES.retry }).click(),
    ]);
    await expect.poll(() => cardTitles(page)).toContain(beginner.title);
    await context.close();
  });

  it("has no accessibility violations", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/courses?category=beginner");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
