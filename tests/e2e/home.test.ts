// The home page through Chromium on the built site: server-rendered content, the click-to-load intro video, the
// featured course carousel (gap, buttons, keys, card links), testimonials turning every 5 s on Playwright's clock
// and holding still on hover and under reduced motion, and an accessibility scan.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAROUSEL_CARD_GAP_PX, TESTIMONIAL_ROTATION_MS } from "#contract/constants";
import { en } from "#contract/i18n/messages.en";
import type { Course } from "#contract/schemas/course";
import type { Testimonial } from "#contract/schemas/testimonial";
import { apiAdminToken, axeViolations, launchBrowser, newPage } from "../setup/browser";
import { fetchHtml, installClock, waitForHydration } from "./support/page-helpers";
import { createCourse, createTestimonial } from "./support/site-fixtures";

let browser: Browser;
let featured: Course[];
let testimonials: Testimonial[];
let hidden: Course;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await apiAdminToken();
  featured = [];
  for (let i = 0; i < 4; i++) featured.push(await createCourse(token, { is_featured: true }));
  hidden = await createCourse(token, { is_featured: true, is_active: false });
  testimonials = [];
  for (let i = 0; i < 3; i++) testimonials.push(await createTestimonial(token));
});
afterAll(() => browser?.close());

const coursesCarousel = (page: Page) => page.getByRole("region", { name: en.home.featuredHeading });
const testimonialsCarousel = (page: Page) => page.getByRole("region", { name: en.home.testimonialsLabel });
const currentTestimonial = (page: Page) =>
  testimonialsCarousel(page)
    .locator('[aria-roledescription="slide"]:not([hidden])')
    .getAttribute("aria-label");

describe("home page", () => {
  it("is server-rendered with featured courses, testimonials and the static sections", async () => {
    const { status, html } = await fetchHtml("/");
    expect(status).toBe(200);
    expect(html).toContain(en.home.heroTitle);
    for (const course of featured) {
      expect(html).toContain(course.title);
      expect(html).toContain(`href="/course/${course.course_slug}"`);
    }
    expect(html).not.toContain(hidden.title);
    for (const t of testimonials) expect(html).toContain(t.testimonial_text);
    expect(html).toContain(en.home.whyAcademyHeading);
    expect(html).toContain(en.home.whyChooseHeading);
    for (const plan of ["Research", "Education", "Products", "Consultancy"])
      expect(html).toContain(`>${plan}</h3>`);
    expect(html).toMatch(/<a[^>]*href="\/courses"[^>]*>Explore courses<\/a>/);
  });

  it("links a card's Apply Now to its course and View More to the products", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto("/");
    const card = coursesCarousel(page).getByRole("article", { name: featured[0]?.title });
    await expect(card.getByRole("link", { name: "Apply Now" }).getAttribute("href")).resolves.toBe(
      `/course/${featured[0]?.course_slug}`,
    );
    await expect(card.getByRole("link", { name: "View More" }).getAttribute("href")).resolves.toBe(
      "/products",
    );
    await page.getByRole("link", { name: "Explore courses" }).first().click();
    await page.waitForURL("**/courses");
    await context.close();
  });

  it("loads nothing of the intro video until it is clicked", async () => {
    const { page, context } = await newPage(browser);
    const videoRequests: string[] = [];
    await context.route(/youtube/, (route) => {
      videoRequests.push(route.request().url());
      return route.abort();
    });
    await page.goto("/");
    const play = page.getByRole("button", { name: en.media.playVideo(en.media.introTitle) });
    await waitForHydration(play);
    expect(await page.locator("iframe").count()).toBe(0);
    expect(videoRequests).toEqual([]);
    await play.click();
    const frame = page.locator(`iframe[title="${en.media.videoFrameTitle(en.media.introTitle)}"]`);
    await expect(frame.getAttribute("src")).resolves.toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    await context.close();
  });

  it("lays the course cards 32 px apart and moves with the buttons and the arrow keys", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto("/");
    const carousel = coursesCarousel(page);
    const slides = carousel.locator('[aria-roledescription="slide"]');
    const [first, second] = [await slides.nth(0).boundingBox(), await slides.nth(1).boundingBox()];
    if (!first || !second) throw new Error("slides not laid out");
    expect(second.x - (first.x + first.width)).toBeCloseTo(CAROUSEL_CARD_GAP_PX, 0);

    const prev = carousel.getByRole("button", { name: en.carousel.previous });
    const next = carousel.getByRole("button", { name: en.carousel.next });
    await waitForHydration(next);
    const prevDisabled = () => prev.getAttribute("aria-disabled");
    await expect(prevDisabled()).resolves.toBe("true");
    const startX = first.x;
    await next.click();
    await expect.poll(prevDisabled).toBe("false");
    await expect.poll(async () => (await slides.nth(0).boundingBox())?.x).toBeLessThan(startX);

    // The arrow keys work from anywhere inside the carousel, and focus stays where it was.
    await prev.focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(prevDisabled).toBe("true");
    await expect.poll(async () => (await slides.nth(0).boundingBox())?.x).toBeCloseTo(startX, 0);
    await page.keyboard.press("ArrowRight");
    await expect.poll(prevDisabled).toBe("false");
    await expect(prev.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await context.close();
  });

  it("turns the testimonials every 5000 ms and holds while hovered", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const clock = await installClock(page);
    await page.goto("/");
    const carousel = testimonialsCarousel(page);
    const total = await carousel.locator('[aria-roledescription="slide"]').count();
    expect(total).toBeGreaterThanOrEqual(3);
    await waitForHydration(carousel.getByRole("button", { name: en.carousel.next }));
    await expect(currentTestimonial(page)).resolves.toBe(`1 of ${total}`);

    // Pausing jumps the clock a minute ahead, which fires the pending turn once.
    await clock.pause();
    await expect.poll(() => currentTestimonial(page)).toBe(`2 of ${total}`);
    await page.clock.runFor(TESTIMONIAL_ROTATION_MS - 1);
    await expect(currentTestimonial(page)).resolves.toBe(`2 of ${total}`);
    await page.clock.runFor(1);
    await expect.poll(() => currentTestimonial(page)).toBe(`3 of ${total}`);

    await carousel.hover();
    await page.clock.runFor(TESTIMONIAL_ROTATION_MS * 3);
    await expect(currentTestimonial(page)).resolves.toBe(`3 of ${total}`);
    await page.mouse.move(5, 5);
    await page.clock.runFor(TESTIMONIAL_ROTATION_MS);
    await expect.poll(() => currentTestimonial(page)).toBe(total > 3 ? `4 of ${total}` : `1 of ${total}`);

    // The Pause button stops it too, and the previous/next buttons still move it.
    await carousel.getByRole("button", { name: en.home.pauseRotation }).click();
    await page.mouse.move(5, 5);
    const before = await currentTestimonial(page);
    await page.clock.runFor(TESTIMONIAL_ROTATION_MS * 2);
    await expect(currentTestimonial(page)).resolves.toBe(before);
    await carousel.getByRole("button", { name: en.carousel.previous }).click();
    await expect.poll(() => currentTestimonial(page)).not.toBe(before);
    await context.close();
  });

  it("does not turn the testimonials by itself under prefers-reduced-motion", async () => {
    const { page, context } = await newPage(browser);
    await page.emulateMedia({ reducedMotion: "reduce" });
    const clock = await installClock(page);
    await page.goto("/");
    const carousel = testimonialsCarousel(page);
    await waitForHydration(carousel.getByRole("button", { name: en.carousel.next }));
    await clock.pause();
    await page.clock.runFor(TESTIMONIAL_ROTATION_MS * 3);
    await expect(currentTestimonial(page)).resolves.toMatch(/^1 of /);
    expect(await carousel.getByRole("button", { name: en.home.pauseRotation }).count()).toBe(0);
    await carousel.getByRole("button", { name: en.carousel.next }).click();
    await expect.poll(() => currentTestimonial(page)).toMatch(/^2 of /);
    await context.close();
  });

  it("has no accessibility violations, on a desktop and on a phone", async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, context } = await newPage(browser, { viewport });
      await page.goto("/");
      await waitForHydration(testimonialsCarousel(page).getByRole("button", { name: en.carousel.next }));
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
