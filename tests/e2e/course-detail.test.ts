// One course through Chromium on the built site: server HTML, the tabs (keys, curriculum, instructor, reviews
// with the fixed intro video), the video rule, fallback pictures, the enrolment modal (rules, 'Submitting...',
// success then closing after 2000 ms on Playwright's clock, server and fallback errors), not found, the error
// state, and axe.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENROLLMENT_SUCCESS_CLOSE_MS } from "#contract/constants";
import { en } from "#contract/i18n/messages.en";
import { FORM_LABELS, PUBLIC_MESSAGES, VALIDATION_MESSAGES } from "#contract/messages";
import type { Course } from "#contract/schemas/course";
import { SAMPLE_SITE_SETTINGS } from "#contract/site-settings";
import { api, apiAdminToken, axeViolations, launchBrowser, newPage } from "../setup/browser";
import {
  fetchHtml,
  holdsFocus,
  installClock,
  inView,
  noScriptPage,
  waitForHydration,
} from "./support/page-helpers";
import { createCourse, uniqueName } from "./support/site-fixtures";

const T = en.courseDetail;
const E = en.enrolment;
let browser: Browser;
let token: string;
let full: Course;
let bare: Course;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiAdminToken();
  full = await createCourse(token, {
    subtitle: "Directions, zones and the five elements",
    price: "₹18,500",
    duration: "8 weeks",
    overview: "<p>An <strong>overview</strong> written by staff.</p>",
    highlights: ["Site visit in Varanasi"],
    outcomes: ["Read a house plan by its directions"],
    requirements: ["A notebook"],
    modules: [
      {
        module_name: "Foundations",
        topics: [{ topic_name: "The sixteen zones" }, { topic_name: "Elements" }],
      },
      { module_name: "Practice", topics: [{ topic_name: "Surveying a plot" }] },
    ],
    instructor_name: "Meera Joshi",
    instructor_bio: "Architect and Vastu consultant.",
    video_urls: [
      "https://www.youtube.com/watch?v=aaaaaaaaaaa",
      "https://www.youtube.com/watch?v=bbbbbbbbbbb",
    ],
    image_url: "https://images.invalid/course.jpg",
  });
  bare = await createCourse(token, { price: "9000" });
});
afterAll(() => browser?.close());

async function openCourse(page: Page, course: Course) {
  await page.goto(`/course/${course.course_slug}`);
  await waitForHydration(page.locator(".course-aside").getByRole("button", { name: T.enrollNow }));
}

/** The first Enroll Now on screen: the side panel's on a wide screen, the one under the title on a phone. */
const enrollNow = (page: Page) => page.getByRole("button", { name: T.enrollNow }).first();

const dialog = (page: Page) => page.getByRole("dialog");
const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: false });

async function fillEnrolment(page: Page, email: string) {
  await field(page, E.firstName).fill("Asha");
  await field(page, E.lastName).fill("Verma");
  await field(page, E.email).fill(email);
  await field(page, E.phone).fill("+91 98765 43210");
}

describe("course page", () => {
  it("is server-rendered with the course, its price, its panel and its structured data", async () => {
    const { status, html } = await fetchHtml(`/course/${full.course_slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<h1 class="page-hero__title">${full.title}</h1>`);
    expect(html).toContain("₹18,500");
    for (const tab of Object.values(T.tabs)) expect(html).toContain(`>${tab}</button>`);
    expect(html).toContain("<strong>overview</strong>");
    expect(html).toContain("The sixteen zones");
    for (const item of [
      "8 weeks of content",
      T.includes.lifetimeAccess,
      T.includes.certificate,
      T.includes.expertSupport,
      T.includes.materials,
    ])
      expect(html).toContain(item);
    expect(html).toContain(`>${T.enrollNow}</button>`);
    expect(html).toContain(`>${T.downloadBrochure}</button>`);
    expect(html).toContain('"@type":"Course"');

    // The price gets a rupee sign when staff left it out.
    expect((await fetchHtml(`/course/${bare.course_slug}`)).html).toContain("₹9000");
  });

  it("has tabs that follow the arrow keys and show curriculum, instructor and reviews", async () => {
    const { page, context } = await newPage(browser);
    await openCourse(page, full);
    const tablist = page.getByRole("tablist", { name: T.tabsLabel });
    const overview = tablist.getByRole("tab", { name: T.tabs.overview });
    await expect(overview.getAttribute("aria-selected")).resolves.toBe("true");
    await overview.focus();
    await page.keyboard.press("ArrowRight");
    const curriculum = tablist.getByRole("tab", { name: T.tabs.curriculum });
    await expect.poll(() => curriculum.getAttribute("aria-selected")).toBe("true");
    await expect(curriculum.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const panel = page.getByRole("tabpanel", { name: T.tabs.curriculum });
    await expect(panel.textContent()).resolves.toMatch(
      /Module 1.*Foundations.*The sixteen zones.*Module 2.*Practice/,
    );

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tabpanel", { name: T.tabs.instructor }).textContent()).resolves.toContain(
      "Meera Joshi",
    );
    await page.keyboard.press("End");
    const reviews = page.getByRole("tabpanel", { name: T.tabs.reviews });
    const watch = reviews.getByRole("link", { name: new RegExp(`^${T.watch}`) });
    await expect(watch.getAttribute("target")).resolves.toBe("_blank");
    await expect(watch.getAttribute("href")).resolves.toBe(SAMPLE_SITE_SETTINGS.introVideoUrl);
    await expect(
      reviews.getByRole("button", { name: en.media.playVideo(en.media.introTitle) }).count(),
    ).resolves.toBe(1);
    await page.keyboard.press("Home");
    await expect.poll(() => overview.getAttribute("aria-selected")).toBe("true");
    await context.close();
  });

  it("plays only the first listed video, or the two sample videos when the course has none", async () => {
    const { page, context } = await newPage(browser);
    await context.route(/youtube/, (route) => route.abort());
    await openCourse(page, full);
    const own = page.getByRole("button", { name: en.media.playVideo(T.courseVideoTitle(full.title)) });
    await expect(own.count()).resolves.toBe(1);
    await own.click();
    await expect(page.locator("iframe").first().getAttribute("src")).resolves.toContain("/embed/aaaaaaaaaaa");

    await openCourse(page, bare);
    for (const n of [1, 2])
      await expect(
        page.getByRole("button", { name: en.media.playVideo(T.sampleVideoTitle(n)) }).count(),
      ).resolves.toBe(1);
    await context.close();
  });

  it("shows the fallback picture for a missing or broken course image and instructor photo", async () => {
    const { page, context } = await newPage(browser);
    await openCourse(page, full);
    const aside = page.locator(".course-aside");
    await expect
      .poll(() => aside.locator("img").first().getAttribute("src"))
      .toBe("/images/course-fallback.svg");
    await openCourse(page, bare);
    await expect(aside.locator("img").first().getAttribute("src")).resolves.toBe(
      "/images/course-fallback.svg",
    );
    await page.getByRole("tab", { name: T.tabs.instructor }).click();
    await expect(page.locator(".instructor img").getAttribute("src")).resolves.toBe(
      "/images/avatar-fallback.svg",
    );
    await context.close();
  });

  it("checks the enrolment fields and ties each error to its field", async () => {
    const { page, context } = await newPage(browser);
    await openCourse(page, full);
    await enrollNow(page).click();
    await expect(dialog(page).getByRole("heading").textContent()).resolves.toBe(E.title(full.title));
    await expect(field(page, E.email).getAttribute("type")).resolves.toBe("email");
    await expect(field(page, E.phone).getAttribute("type")).resolves.toBe("tel");
    await dialog(page).getByRole("button", { name: E.submit }).click();
    for (const label of [E.firstName, E.lastName, E.phone]) {
      const input = field(page, label);
      await expect(input.getAttribute("aria-invalid")).resolves.toBe("true");
      const describedBy = (await input.getAttribute("aria-describedby")) as string;
      await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(
        VALIDATION_MESSAGES.required,
      );
    }
    await expect(field(page, E.message).getAttribute("aria-invalid")).resolves.toBeNull();
    await field(page, E.email).fill("not-an-address");
    await dialog(page).getByRole("button", { name: E.submit }).click();
    await expect(dialog(page).textContent()).resolves.toContain(VALIDATION_MESSAGES.invalidEmail);
    // The phone field takes a phone number, not any text.
    await field(page, E.phone).fill("call after 6 pm");
    await dialog(page).getByRole("button", { name: E.submit }).click();
    await expect
      .poll(async () => {
        const describedBy = (await field(page, E.phone).getAttribute("aria-describedby")) as string;
        return page.locator(`[id="${describedBy}"]`).textContent();
      })
      .toBe(VALIDATION_MESSAGES.invalidPhone);
    expect(await axeViolations(page)).toEqual([]);

    // Escape closes the dialog and gives focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect(
      page.getByRole("button", { name: T.enrollNow }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await context.close();
  });

  it("sends a course inquiry, says 'Submitting...', then shows success and closes after 2000 ms", async () => {
    const { page, context } = await newPage(browser);
    const clock = await installClock(page);
    await openCourse(page, full);
    // The form loads on first use; let it arrive before time stops.
    await enrollNow(page).click();
    await field(page, E.firstName).waitFor();
    await clock.pause();
    const email = `${uniqueName("enrol")}@example.com`;
    await fillEnrolment(page, email);
    await field(page, E.message).fill("Weekend batch, please.");

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/inquiries", async (route) => {
      await held;
      await route.continue();
    });
    await dialog(page).getByRole("button", { name: E.submit }).click();
    const busy = dialog(page).getByRole("button", { name: FORM_LABELS.submitting });
    await expect(busy.isDisabled()).resolves.toBe(true);
    release();

    const status = dialog(page).getByRole("status");
    await expect.poll(() => status.textContent()).toContain(PUBLIC_MESSAGES.enrollmentSuccessTitle);
    await expect(status.textContent()).resolves.toContain(PUBLIC_MESSAGES.enrollmentSuccessText);
    await page.clock.runFor(ENROLLMENT_SUCCESS_CLOSE_MS - 1);
    await expect(dialog(page).count()).resolves.toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => dialog(page).count()).toBe(0);

    const stored = await api<{ data: Record<string, unknown>[] }>("GET", "/api/inquiries?limit=500", {
      token,
    });
    const row = stored.body.data.find((r) => r.email === email);
    expect(row).toMatchObject({
      first_name: "Asha",
      last_name: "Verma",
      phone: "+91 98765 43210",
      subject: full.title,
      message: "Weekend batch, please.",
      inquiry_type: "course",
    });
    await context.close();
  });

  it("shows the server's message, or the spec's fallback, when enrolment fails", async () => {
    const { page, context } = await newPage(browser);
    await openCourse(page, full);
    await enrollNow(page).click();
    await fillEnrolment(page, `${uniqueName("fail")}@example.com`);

    await page.route("**/api/inquiries", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "The inquiry service is down" }),
      }),
    );
    await dialog(page).getByRole("button", { name: E.submit }).click();
    await expect
      .poll(() => dialog(page).getByRole("alert").textContent())
      .toBe("The inquiry service is down");

    await page.unroute("**/api/inquiries");
    await page.route("**/api/inquiries", (route) =>
      route.fulfill({ status: 500, body: "Internal Server Error" }),
    );
    await dialog(page).getByRole("button", { name: E.submit }).click();
    await expect
      .poll(() => dialog(page).getByRole("alert").textContent())
      .toBe(PUBLIC_MESSAGES.enrollmentFailed);
    await expect(dialog(page).count()).resolves.toBe(1);
    await context.close();
  });

  it("on a phone, offers the price and Enroll Now on the first screen, from the server's HTML, and only there", async () => {
    const quick = (page: Page) => page.locator(".course-quick-enrol");
    // In the server's HTML and placed by the stylesheet alone: visible before (and without) any script.
    const noScript = await noScriptPage(browser);
    await noScript.page.setViewportSize({ width: 360, height: 640 });
    await noScript.page.goto(`/course/${full.course_slug}`);
    expect(await quick(noScript.page).getByRole("button", { name: T.enrollNow }).isVisible()).toBe(true);
    await noScript.context.close();

    const { page, context } = await newPage(browser, { viewport: { width: 360, height: 640 } });
    await openCourse(page, full);
    const button = quick(page).getByRole("button", { name: T.enrollNow });
    expect(await inView(button)).toBe(true);
    expect(await quick(page).textContent()).toContain("₹18,500");
    // The side panel's own Enroll Now is still there, far below.
    expect(await inView(page.locator(".course-aside").getByRole("button", { name: T.enrollNow }))).toBe(
      false,
    );
    await button.click();
    await expect(dialog(page).getByRole("heading").textContent()).resolves.toBe(E.title(full.title));
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await holdsFocus(button)).toBe(true);

    // Beside the side panel on a wide screen, it is not shown: one Enroll Now.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await quick(page).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: T.enrollNow }).count()).toBe(1);
    await context.close();
  });

  it("on a phone, brings a failed enrolment's message into view and gives it the focus, keeping what was typed", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 360, height: 640 } });
    await openCourse(page, full);
    await enrollNow(page).click();
    await fillEnrolment(page, `${uniqueName("offline")}@example.com`);
    await page.route("**/api/inquiries", (route) => route.abort("internetdisconnected"));
    // The message is above the fields, the button below them: on a phone the form is scrolled to the button.
    await dialog(page).getByRole("button", { name: E.submit }).press("Enter");
    const error = dialog(page).getByRole("alert");
    await expect.poll(() => error.textContent()).toBe(PUBLIC_MESSAGES.enrollmentFailed);
    await expect.poll(() => holdsFocus(error)).toBe(true);
    expect(await inView(error)).toBe(true);
    expect(await field(page, E.firstName).inputValue()).toBe("Asha");
    await context.close();
  });

  it("keeps the enrolment form open, with what was typed, after a tap beside it on a phone", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 360, height: 640 } });
    await openCourse(page, full);
    await enrollNow(page).click();
    await field(page, E.firstName).fill("Asha");
    // The 16 px strip beside the dialog is its backdrop.
    await page.mouse.click(6, 320);
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await field(page, E.firstName).inputValue()).toBe("Asha");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);
    await context.close();
  });

  it("answers an unknown course with 404, 'Course not found' and a way back", async () => {
    const { status, html } = await fetchHtml("/course/no-such-course-anywhere");
    expect(status).toBe(404);
    expect(html).toContain(PUBLIC_MESSAGES.courseNotFound);
    expect(html).toMatch(/<a[^>]*href="\/courses"[^>]*>Back to Courses<\/a>/);
    const hidden = await createCourse(token, { is_active: false });
    expect((await fetchHtml(`/course/${hidden.course_slug}`)).status).toBe(404);

    const { page, context } = await newPage(browser);
    await page.goto("/course/no-such-course-anywhere");
    await page.getByRole("link", { name: PUBLIC_MESSAGES.backToCourses }).click();
    await page.waitForURL("**/courses");
    await context.close();
  });

  it("shows the error state when the course cannot be loaded", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/courses");
    const link = page.locator(`a[href="/course/${full.course_slug}"]`).first();
    await waitForHydration(link);
    await page.route(`**/course/${full.course_slug}.data*`, (route) =>
      route.fulfill({ status: 500, body: "down" }),
    );
    await link.click();
    const alert = page.getByRole("alert").filter({ hasText: PUBLIC_MESSAGES.courseDetailFailed });
    await expect(alert.getByRole("heading").textContent()).resolves.toBe(PUBLIC_MESSAGES.courseDetailFailed);
    await expect(alert.textContent()).resolves.toContain(PUBLIC_MESSAGES.courseDetailFailedRetry);
    await expect(
      alert.getByRole("link", { name: PUBLIC_MESSAGES.backToCourses }).getAttribute("href"),
    ).resolves.toBe("/courses");
    await context.close();
  });

  it("has no accessibility violations", async () => {
    const { page, context } = await newPage(browser);
    await openCourse(page, full);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/course/no-such-course-anywhere");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
