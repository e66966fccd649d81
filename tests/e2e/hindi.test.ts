// The public site in Hindi, through the built server and a real browser: every page at its /hi address with
// lang, canonical, hreflang alternates and the Open Graph locale; the sitemap in both languages; the language
// switch; links that stay in Hindi; enrolling and subscribing with Hindi messages; the offer of Hindi to a browser
// that asks for it (a link, never a redirect); axe on Hindi pages; and a Hindi page on a 360 px screen.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hiBlog } from "#contract/i18n/hi/blog";
import { hiCourseDetail } from "#contract/i18n/hi/course-detail";
import { hiCourses } from "#contract/i18n/hi/courses";
import {
  hiCourseCard,
  hiEnrolment,
  hiFooter,
  hiFrame,
  hiLanguage,
  hiNewsletter,
  hiPublicMessages,
  hiValidationMessages,
} from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import type { Course } from "#contract/schemas/course";
import { api, apiAdminToken, axeViolations, baseUrl, launchBrowser, newPage } from "../setup/browser";
import {
  canonicalHref,
  fetchHtml,
  metaContent,
  noScriptPage,
  waitForHydration,
} from "./support/page-helpers";
import { createBlogPost, createCourse, uniqueName } from "./support/site-fixtures";

let browser: Browser;
let token: string;
let course: Course;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiAdminToken();
  course = await createCourse(token, { price: "18500" });
});

afterAll(async () => {
  await browser?.close();
});

/** Every alternate link of a page's head, by hreflang. */
function alternates(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi))
    found[m[1] as string] = m[2] as string;
  return found;
}

const PAGES = ["/", "/about", "/courses", "/products", "/consultation", "/gallery", "/blog", "/contact"];
const hindiPath = (path: string) => (path === "/" ? "/hi" : `/hi${path}`);

describe("addresses, language and alternates", () => {
  it("serves every public page under /hi in Hindi, with its canonical link, alternates and locale", async () => {
    for (const path of [...PAGES, `/course/${course.course_slug}`]) {
      const hi = hindiPath(path);
      const { status, html } = await fetchHtml(hi);
      expect(status, hi).toBe(200);
      expect(html, hi).toMatch(/^<!DOCTYPE html><html lang="hi"/);
      expect(canonicalHref(html), hi).toBe(`${baseUrl()}${hi}`);
      expect(alternates(html), hi).toEqual({
        en: `${baseUrl()}${path}`,
        hi: `${baseUrl()}${hi}`,
        "x-default": `${baseUrl()}${path}`,
      });
      expect(metaContent(html, "og:locale"), hi).toBe("hi_IN");
      // The frame is in Hindi, and its links stay in Hindi.
      expect(html, hi).toContain(`>${hiFrame.nav.courses}</a>`);
      expect(html, hi).toContain('href="/hi/courses"');
      // The one link to an English page is the switch to this page in English.
      const english = [...html.matchAll(/<a [^>]*href="\/(?!hi\b|api\/|uploads\/)[^"]*"[^>]*>/g)].map(
        (m) => m[0],
      );
      expect(
        english.filter((a) => !a.includes('data-testid="language-switch"')),
        hi,
      ).toEqual([]);
    }
  });

  it("keeps English pages at today's addresses, naming their Hindi twin", async () => {
    const { html } = await fetchHtml("/about");
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(canonicalHref(html)).toBe(`${baseUrl()}/about`);
    expect(alternates(html)).toEqual({
      en: `${baseUrl()}/about`,
      hi: `${baseUrl()}/hi/about`,
      "x-default": `${baseUrl()}/about`,
    });
    expect(metaContent(html, "og:locale")).toBe("en_IN");
  });

  it("lists both languages in the sitemap, each naming the other", async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of [...PAGES, `/course/${course.course_slug}`]) {
      expect(xml).toContain(`<loc>${baseUrl()}${hindiPath(path)}</loc>`);
      expect(xml).toContain(
        `<xhtml:link rel="alternate" hreflang="hi" href="${baseUrl()}${hindiPath(path)}"/>`,
      );
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseUrl()}${path}"/>`);
    }
  });

  it("lists an article only in the languages it is published in, with alternates only when in both", async () => {
    const post = async (fields: Record<string, unknown>) => `/blog/${await createBlogPost(token, fields)}`;
    const hindi = { translations: { hi: { title: "हिन्दी लेख", content: "<p>लेख का पाठ।</p>" } } };
    const both = await post(hindi);
    const hindiOnly = await post({ ...hindi, hindi_only: true });
    const englishOnly = await post({});
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const entry = (path: string) =>
      xml.split("\n").find((line) => line.includes(`<loc>${baseUrl()}${path}</loc>`)) ?? null;

    expect(entry(both)).toContain(`hreflang="hi" href="${baseUrl()}/hi${both}"`);
    expect(entry(`/hi${both}`)).toContain(`hreflang="en" href="${baseUrl()}${both}"`);
    expect(entry(hindiOnly)).toBeNull();
    expect(entry(`/hi${hindiOnly}`)).not.toBeNull();
    expect(entry(`/hi${hindiOnly}`)).not.toContain("hreflang");
    expect(entry(`/hi${englishOnly}`)).toBeNull();
    expect(entry(englishOnly)).not.toBeNull();
    expect(entry(englishOnly)).not.toContain("hreflang");
  });

  it("names no English twin on the page of an article written in Hindi only, whose English address is a 404", async () => {
    const path = `/blog/${await createBlogPost(token, {
      hindi_only: true,
      translations: { hi: { title: "केवल हिन्दी लेख", content: "<p>लेख का पाठ।</p>" } },
    })}`;
    expect((await fetch(`${baseUrl()}${path}`)).status).toBe(404);
    const { status, html } = await fetchHtml(`/hi${path}`);
    expect(status).toBe(200);
    expect(alternates(html)).toEqual({
      hi: `${baseUrl()}/hi${path}`,
      "x-default": `${baseUrl()}/hi${path}`,
    });
    expect(html).not.toContain('property="og:locale:alternate"');
  });

  it("switches an article written only in Hindi to the English blog list, before and after the page's scripts run", async () => {
    const slug = await createBlogPost(token, {
      hindi_only: true,
      translations: { hi: { title: "केवल हिन्दी में लिखा लेख", content: "<p>लेख का पाठ।</p>" } },
    });
    // Without scripts, the switch is a plain link: it must not lead to the English address, a 404.
    const noScript = await noScriptPage(browser);
    await noScript.page.goto(`/hi/blog/${slug}`);
    const plain = noScript.page.getByTestId("language-switch");
    expect(await plain.getAttribute("href")).toBe("/blog");
    const response = await Promise.all([noScript.page.waitForNavigation(), plain.click()]).then(([r]) => r);
    expect(response?.status()).toBe(200);
    expect(new URL(noScript.page.url()).pathname).toBe("/blog");
    await noScript.context.close();

    // Hydrated, the article is a modal over the Hindi list; the switch, under it, names the same place, and once
    // the article is closed it leads from the Hindi list to the English one, never to "Article not found".
    const { page, context } = await newPage(browser);
    await page.goto(`/hi/blog/${slug}`);
    const live = page.getByTestId("language-switch");
    await waitForHydration(live);
    await page.locator("dialog.article-modal").waitFor({ state: "visible" });
    expect(await live.getAttribute("href")).toBe("/blog");
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => url.pathname === "/hi/blog");
    await live.click();
    await page.waitForURL((url) => url.pathname === "/blog");
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("en");
    await page.getByRole("searchbox", { name: en.blog.searchLabel }).waitFor();
    expect(await page.getByText(en.blog.articleNotFound).count()).toBe(0);
    await context.close();

    // An article in both languages still switches to its English twin.
    const both = await createBlogPost(token, {
      translations: { hi: { title: "दोनों भाषाओं में लेख", content: "<p>लेख का पाठ।</p>" } },
    });
    const twin = await noScriptPage(browser);
    await twin.page.goto(`/hi/blog/${both}`);
    expect(await twin.page.getByTestId("language-switch").getAttribute("href")).toBe(`/blog/${both}`);
    await twin.context.close();
  });

  it("gives an article's structured data the language its page shows it in", async () => {
    const articleLanguage = async (path: string) => {
      const { html } = await fetchHtml(path);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1] as string),
      );
      return blocks.find((b) => b["@type"] === "BlogPosting")?.inLanguage;
    };
    const translated = `/blog/${await createBlogPost(token, {
      translations: { hi: { title: "अनूदित लेख", content: "<p>लेख का पाठ।</p>" } },
    })}`;
    const untranslated = `/blog/${await createBlogPost(token)}`;
    expect(await articleLanguage(translated)).toBe("en");
    expect(await articleLanguage(`/hi${translated}`)).toBe("hi");
    // A Hindi page of a post without Hindi text shows the English article.
    expect(await articleLanguage(`/hi${untranslated}`)).toBe("en");
  });

  it("sends an unknown Hindi path to the Hindi home page", async () => {
    const res = await fetch(`${baseUrl()}/hi/no-such-page`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location") as string, baseUrl()).pathname).toBe("/hi");
  });
});

describe("browsing in Hindi", () => {
  it("stays in Hindi from page to page, and the switch keeps the page and its filter", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/hi");
    const nav = page.getByRole("navigation", { name: hiFrame.primaryNav });
    await waitForHydration(page.getByTestId("language-switch"));
    await page.setViewportSize({ width: 1280, height: 900 });
    await nav.getByRole("link", { name: hiFrame.nav.courses }).click();
    await page.waitForURL("**/hi/courses");
    await page.getByRole("heading", { level: 1, name: hiCourses.heading }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("hi");

    await page.getByRole("link", { name: hiCourses.filters.beginner }).click();
    await page.waitForURL("**/hi/courses?category=beginner");
    await page.getByTestId("language-switch").click();
    await page.waitForURL((url) => url.pathname === "/courses" && url.search === "?category=beginner");
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("en");
    await page.getByTestId("language-switch").click();
    await page.waitForURL((url) => url.pathname === "/hi/courses");
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("hi");
    await context.close();
  });
});

describe("content that has no Hindi yet", () => {
  // A course with its title and description in Hindi but not its overview (every demo course has all of it).
  const hindiTitle = "आंशिक अनुवाद वाला पाठ्यक्रम";
  let slug: string;
  beforeAll(async () => {
    const partial = await createCourse(token, {
      overview: "<p>Only in English so far.</p>",
      translations: { hi: { title: hindiTitle, description: "केवल शीर्षक और विवरण हिन्दी में हैं।" } },
    });
    slug = partial.course_slug;
  });

  it('marks a field shown in English lang="en" on a Hindi page, and leaves translated fields and English pages unmarked', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`/hi/course/${slug}`);
    const title = page.locator("h1.page-hero__title");
    await expect(title.textContent()).resolves.toBe(hindiTitle);
    await expect(title.getAttribute("lang")).resolves.toBeNull();
    const overview = page.locator("main .rich-text").first();
    await expect(overview.textContent()).resolves.toContain("Only in English so far.");
    await expect(overview.getAttribute("lang")).resolves.toBe("en");

    // The course card on the Hindi list keeps what fell back too: its Hindi title is unmarked.
    await page.goto("/hi/courses");
    const card = page.locator(".course-card", { has: page.locator(`a[href="/hi/course/${slug}"]`) }).first();
    await expect(card.locator(".course-card__title").getAttribute("lang")).resolves.toBeNull();
    await expect(card.locator(".course-card__text").getAttribute("lang")).resolves.toBeNull();

    await page.goto(`/course/${slug}`);
    await expect(page.locator("main .rich-text").first().getAttribute("lang")).resolves.toBeNull();
    await expect(page.locator("main [lang]").count()).resolves.toBe(0);
    await context.close();
  });
});

describe("fixed values in Hindi", () => {
  // Stored and served in English; a Hindi page shows each one's Hindi label, an English page the value itself.
  let slug: string;
  let postSlug: string;
  let untranslatedSlug: string;
  const postTitle = "जीवनशैली श्रेणी का लेख";
  beforeAll(async () => {
    slug = (await createCourse(token, { level: "Level 2", mode: "Hybrid" })).course_slug;
    postSlug = await createBlogPost(token, {
      category: "Lifestyle",
      translations: { hi: { title: postTitle, content: "<p>लेख का पाठ।</p>" } },
    });
    untranslatedSlug = await createBlogPost(token, { translations: { hi: { title: "केवल शीर्षक हिन्दी में" } } });
  });

  /** Each fact of a course page's header, "label: value". */
  const facts = (html: string) =>
    [
      ...(html.match(/<dl class="course-facts">(.*?)<\/dl>/s)?.[1] ?? "").matchAll(
        /<dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g,
      ),
    ].map((m) => `${m[1]}: ${m[2]}`);

  it("shows a course's level and mode in Hindi on its Hindi page and card, and as stored in English", async () => {
    const hi = await fetchHtml(`/hi/course/${slug}`);
    expect(facts(hi.html)).toEqual(
      expect.arrayContaining([
        `${hiCourseDetail.facts.level}: ${hiCourseCard.levels["Level 2"]}`,
        `${hiCourseDetail.facts.mode}: ${hiCourseCard.modes.Hybrid}`,
      ]),
    );
    const english = await fetchHtml(`/course/${slug}`);
    expect(facts(english.html)).toEqual(expect.arrayContaining(["Level: Level 2", "Mode: Hybrid"]));

    const { page, context } = await newPage(browser);
    await page.goto("/hi/courses");
    const card = page.locator(".course-card", { has: page.locator(`a[href="/hi/course/${slug}"]`) }).first();
    await expect(card.locator(".course-card__level").textContent()).resolves.toBe(
      hiCourseCard.levels["Level 2"],
    );
    await expect(card.locator(".course-card__facts").textContent()).resolves.toContain(
      hiCourseCard.modes.Hybrid,
    );
    await page.goto("/courses");
    const englishCard = page
      .locator(".course-card", { has: page.locator(`a[href="/course/${slug}"]`) })
      .first();
    await expect(englishCard.locator(".course-card__level").textContent()).resolves.toBe("Level 2");
    await expect(englishCard.locator(".course-card__facts").textContent()).resolves.toContain("Hybrid");
    await context.close();
  });

  it("labels the blog's category chips and cards in Hindi, and the chips still filter by category", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/hi/blog");
    const chips = page.locator(".category-chips");
    await waitForHydration(chips.getByRole("button", { name: hiBlog.all }));
    const chipNames = await chips.getByRole("button").allTextContents();
    expect(chipNames).toContain(hiBlog.categoryLabels.Lifestyle);
    expect(chipNames.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);

    await chips.getByRole("button", { name: hiBlog.categoryLabels.Lifestyle, exact: true }).click();
    const shown = page.locator(".blog-card__category");
    await expect.poll(() => shown.allTextContents()).toContain(hiBlog.categoryLabels.Lifestyle);
    expect(new Set(await shown.allTextContents())).toEqual(new Set([hiBlog.categoryLabels.Lifestyle]));
    await expect(page.getByRole("heading", { name: postTitle }).count()).resolves.toBe(1);

    await page.goto(`/hi/blog/${postSlug}`);
    await expect(page.locator(".article__category").first().textContent()).resolves.toBe(
      hiBlog.categoryLabels.Lifestyle,
    );
    await expect(page.locator(".article__content").first().getAttribute("lang")).resolves.toBeNull();
    // The share buttons name the networks in Hindi, as the footer does.
    await expect(page.locator(".share-links a").allTextContents()).resolves.toEqual(
      Object.values(hiBlog.shareNetworks),
    );
    await expect(page.locator(".share-links a").first().getAttribute("aria-label")).resolves.toContain(
      hiBlog.shareOn(hiBlog.shareNetworks.Facebook),
    );
    // An article whose content has no Hindi yet shows it marked as English.
    const { html } = await fetchHtml(`/hi/blog/${untranslatedSlug}`);
    expect(html).toContain('<div class="article__content" lang="en"><p>Article text.</p></div>');

    await page.goto("/blog");
    const englishChips = await page.locator(".category-chips").getByRole("button").allTextContents();
    expect(englishChips).toContain("Lifestyle");
    await context.close();
  });

  it("names the social networks on the Hindi contact page as the Hindi footer does", async () => {
    /** The names of the contact page's social links, without their hidden "opens in a new tab". */
    const networks = (html: string) =>
      [
        ...(html.match(/<ul class="contact-details__social">(.*?)<\/ul>/s)?.[1] ?? "").matchAll(
          /">([^<]+)<span/g,
        ),
      ].map((m) => m[1]);
    expect(networks((await fetchHtml("/hi/contact")).html)).toEqual(Object.values(hiFooter.social));
    expect(networks((await fetchHtml("/contact")).html)).toEqual([
      "Facebook",
      "Instagram",
      "YouTube",
      "Twitter/X",
    ]);
  });
});

describe("forms in Hindi", () => {
  const dialog = (page: Page) => page.getByRole("dialog");
  const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: false });

  it("enrols in a course with Hindi labels, Hindi field errors and a Hindi confirmation", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`/hi/course/${course.course_slug}`);
    const enrol = page.getByRole("button", { name: hiCourseDetail.enrollNow });
    await waitForHydration(enrol);
    expect(await page.locator(".course-aside__price").textContent()).toBe("₹18,500");
    await enrol.click();
    await field(page, hiEnrolment.firstName).waitFor();
    await dialog(page).getByRole("button", { name: hiEnrolment.submit }).click();
    await expect
      .poll(() =>
        dialog(page)
          .getByText(hiValidationMessages.required as string)
          .count(),
      )
      .toBeGreaterThan(0);

    const email = `${uniqueName("hi-enrol")}@example.com`;
    await field(page, hiEnrolment.firstName).fill("आशा");
    await field(page, hiEnrolment.lastName).fill("वर्मा");
    await field(page, hiEnrolment.email).fill(email);
    await field(page, hiEnrolment.phone).fill("+91 98765 43210");
    await dialog(page).getByRole("button", { name: hiEnrolment.submit }).click();
    await expect
      .poll(() => dialog(page).getByRole("status").textContent())
      .toContain(hiPublicMessages.enrollmentSuccessTitle);

    const stored = await api<{ data: { email: string; first_name: string }[] }>(
      "GET",
      "/api/inquiries?limit=500",
      {
        token,
      },
    );
    expect(stored.body.data.find((i) => i.email === email)?.first_name).toBe("आशा");
    await context.close();
  });

  it("subscribes to the newsletter from a Hindi page with Hindi messages", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/hi/about");
    const form = page.getByRole("contentinfo").locator("form");
    const email = form.getByRole("textbox", { name: hiNewsletter.emailLabel });
    const submit = form.getByRole("button", { name: hiNewsletter.submit });
    await waitForHydration(submit);
    await email.fill("someone@nowhere");
    await submit.click();
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await email.getAttribute("aria-describedby")) as string;
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(
      hiPublicMessages.newsletterInvalidEmail,
    );
    await email.fill(`${uniqueName("hi-news")}@example.com`);
    await submit.click();
    await expect
      .poll(() => form.getByRole("status").textContent())
      .toContain(hiPublicMessages.newsletterSuccessConfirm);
    await context.close();
  });
});

describe("the offer of Hindi", () => {
  async function homeIn(locale: string) {
    const context = await browser.newContext({ baseURL: baseUrl(), locale });
    const page = await context.newPage();
    const response = await page.goto("/");
    await waitForHydration(page.getByTestId("language-switch"));
    return { context, page, response };
  }

  it("is a link on / for a browser that asks for Hindi first, never a redirect", async () => {
    const { context, page, response } = await homeIn("hi-IN");
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    const offer = page.getByTestId("hindi-offer");
    await offer.waitFor();
    expect(await offer.textContent()).toBe(hiLanguage.offerLink);
    expect(new URL(page.url()).pathname).toBe("/");
    await offer.click();
    await page.waitForURL("**/hi");
    await context.close();
  });

  it("is not made to a browser that asks for English, and the cached page is the same for both", async () => {
    const { context, page } = await homeIn("en-IN");
    await expect(page.getByTestId("hindi-offer").count()).resolves.toBe(0);
    await context.close();
    const asked = await fetch(`${baseUrl()}/`, { headers: { "accept-language": "hi-IN,hi;q=0.9" } });
    expect(asked.status).toBe(200);
    expect(await asked.text()).not.toContain('data-testid="hindi-offer"');
  });
});

describe("accessibility and layout of Hindi pages", () => {
  it("has no axe violations on the Hindi pages", async () => {
    const { page, context } = await newPage(browser);
    for (const path of [...PAGES, `/course/${course.course_slug}`]) {
      await page.goto(hindiPath(path));
      await waitForHydration(page.getByTestId("language-switch"));
      expect(await axeViolations(page), hindiPath(path)).toEqual([]);
    }
    await context.close();
  });

  it("sets Hindi pages in Mukta's own faces, regular and semibold, from two files that English pages never fetch", async () => {
    /** The font files a first visit to `path` fetches, and the page. */
    async function firstVisit(path: string, { slowFonts = false } = {}) {
      const { page, context } = await newPage(browser);
      const fonts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "font") fonts.push(new URL(r.url()).pathname);
      });
      // A slow line: the page is first drawn before its fonts arrive, in the fallback faces.
      if (slowFonts)
        await page.route("**/*.woff2", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          await route.continue();
        });
      await page.goto(path);
      await waitForHydration(page.getByTestId("language-switch"));
      await page.evaluate(() => document.fonts.ready);
      return { page, context, fonts };
    }
    const fileNames = (fonts: string[]) =>
      fonts.map((f) => f.replace(/^\/assets\/(.*)-[\w-]{8}\.woff2$/, "$1")).sort();
    const preloaded = (page: Page) =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      );
    const english = await firstVisit("/about");
    expect(fileNames(english.fonts)).toEqual([
      "mukta-latin-400-normal",
      "mukta-latin-600-normal",
      "noto-serif-latin-600-normal",
    ]);
    // Each face a page draws in is asked for with its HTML: one found only by the first layout arrives after the
    // first paint, and then either re-flows the page or, being optional, is skipped for the whole page view.
    expect(fileNames(await preloaded(english.page))).toEqual(fileNames(english.fonts));
    await english.context.close();

    // The Hindi files hold the spaces, digits and Latin words between the Devanagari, and Hindi headings are Mukta
    // too: a Hindi page needs no other font file, even when it is first drawn in the fallback faces.
    const { page, context, fonts } = await firstVisit("/hi/about", { slowFonts: true });
    expect(fileNames(fonts)).toEqual(["mukta-hindi-400", "mukta-hindi-600"]);
    expect(fileNames(await preloaded(page))).toEqual(fileNames(fonts));
    // Both weights come from real faces, so no bold is ever synthesised.
    const loaded = await page.evaluate(() =>
      ["400", "600"].map((weight) =>
        document.fonts.check(`${weight} 16px "Mukta Hindi"`, "वास्तु info@academy"),
      ),
    );
    expect(loaded).toEqual([true, true]);
    await context.close();
  });

  it("has a glyph for every Devanagari letter, sign and digit in both font files, and the conjuncts without a virama", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/hi/about");
    await waitForHydration(page.getByTestId("language-switch"));
    // Each file the page preloads is drawn alone, under its own family name, on a canvas: a code point it lacks is
    // drawn as its "missing glyph" box, and a conjunct whose ligature it lacks is drawn as the letter with a virama
    // (what a zero-width non-joiner asks for on purpose).
    const report = await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 160;
      canvas.height = 80;
      const ctx = canvas.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
      const draw = (family: string, text: string) => {
        ctx.clearRect(0, 0, canvas.width, canvas.height);
        ctx.font = `48px "${family}"`;
        ctx.fillText(text, 40, 60);
        return ctx.getImageData(0, 0, canvas.width, canvas.height).data.join();
      };
      // Mukta has never had ॸ (U+0978), a letter of Marathi's Sindhi spellings.
      const letters = Array.from({ length: 0x80 }, (_, i) => String.fromCodePoint(0x900 + i)).filter(
        (c) => /\p{Assigned}/u.test(c) && c !== "\u0978",
      );
      const conjuncts = ["द्ध", "ट्ट", "ङ्क", "क्ष", "ज्ञ", "श्र", "त्र", "द्य"];
      const hrefs = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')]
        .map((link) => link.href)
        .filter((href) => href.includes("mukta-hindi"));
      const files = [];
      for (const [i, href] of hrefs.entries()) {
        const family = `check-${i}`;
        document.fonts.add(await new FontFace(family, `url(${href})`).load());
        const missingBox = draw(family, "\uE000");
        files.push({
          file: new URL(href).pathname.replace(/-[\w-]{8}\.woff2$/, ""),
          missing: letters.filter((c) => draw(family, c) === missingBox),
          withVirama: conjuncts.filter((c) => draw(family, c) === draw(family, c.replace("्", "्\u200C"))),
        });
      }
      return files;
    });
    expect(report).toEqual([
      { file: "/assets/mukta-hindi-400", missing: [], withVirama: [] },
      { file: "/assets/mukta-hindi-600", missing: [], withVirama: [] },
    ]);
    await context.close();
  });

  it("writes prices, dates and counts on the server, so a Hindi page hydrates without setting up Intl", async () => {
    const { page, context } = await newPage(browser);
    // Counts every formatter the page's scripts create, however they ask for one.
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { intlCalls: calls });
      for (const name of ["NumberFormat", "DateTimeFormat", "RelativeTimeFormat", "PluralRules"] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
          calls.push(name);
          return new Original(...args);
        };
      }
      const toLocale = Number.prototype.toLocaleString;
      Number.prototype.toLocaleString = function (...args: Parameters<number["toLocaleString"]>) {
        calls.push("toLocaleString");
        return toLocale.apply(this, args);
      };
    });
    for (const path of ["/hi", "/hi/courses", "/hi/blog", `/hi/course/${course.course_slug}`]) {
      await page.goto(path);
      await waitForHydration(page.getByTestId("language-switch"));
      expect(
        await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls),
        path,
      ).toEqual([]);
    }
    // The price is still written as Hindi writes it.
    await page.goto(`/hi/course/${course.course_slug}`);
    expect(await page.locator(".course-aside__price").textContent()).toBe("₹18,500");
    await context.close();
  });

  it("fits a 360 px screen: no sideways scrolling, and lines tall enough for Devanagari's marks", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    for (const path of ["/hi", "/hi/about", `/hi/course/${course.course_slug}`]) {
      await page.goto(path);
      const layout = await page.evaluate(() => {
        const paragraphs = [...document.querySelectorAll("main p")].slice(0, 20).map((p) => {
          const style = getComputedStyle(p);
          return Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize);
        });
        return {
          scrollWidth: document.documentElement.scrollWidth,
          lineHeights: paragraphs.filter((r) => !Number.isNaN(r)),
          // A word wider than the screen would be cut or force scrolling.
          overflowing: [...document.querySelectorAll("main h1, main h2, main p, header a")]
            .filter(
              (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "visible",
            )
            .map((el) => el.textContent?.slice(0, 40)),
        };
      });
      expect(layout.scrollWidth, path).toBeLessThanOrEqual(360);
      expect(layout.overflowing, path).toEqual([]);
      expect(layout.lineHeights.length, path).toBeGreaterThan(0);
      for (const ratio of layout.lineHeights) expect(ratio, path).toBeGreaterThanOrEqual(1.5);
    }
    await context.close();
  });
});
