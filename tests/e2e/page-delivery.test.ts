// How the built site delivers a public page to a phone (docs/decisions/0013, 0014): the styles inside the HTML, the
// scripts asked for at low priority, the assets precompressed and cacheable, and none of the back office's code or
// the validation library among the scripts. Also that the inlined styles survive hydration and client-side
// navigation, which React could otherwise have emptied.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#contract/i18n/messages.en";
import { STATIC_PUBLIC_PATHS } from "../../app/routes/site/sitemap";
import { baseUrl, launchBrowser, newPage } from "../setup/browser";
import { fetchHtml } from "./support/page-helpers";

const SMALL_PHONE = { width: 360, height: 740 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The JavaScript a fresh visit to `path` downloads: each file's address and text. */
async function scriptsOf(path: string) {
  const { context, page } = await newPage(browser);
  const pending: Promise<{ url: string; text: string }>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script")
      pending.push(res.text().then((text) => ({ url: res.url(), text })));
  });
  await page.goto(path, { waitUntil: "networkidle" });
  const scripts = await Promise.all(pending);
  await context.close();
  return scripts;
}

const pageStylesLength = (page: Page) =>
  page.evaluate(() => document.getElementById("page-styles")?.textContent?.length ?? 0);

describe("public page delivery", () => {
  it("puts the styles in the page and asks for every script at low priority", async () => {
    for (const path of STATIC_PUBLIC_PATHS) {
      const { html } = await fetchHtml(path);
      expect(html, path).toMatch(/<style id="page-styles">[^<]*\.site-header\{/);
      expect(html, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
      expect(preloads.length, path).toBeGreaterThan(0);
      for (const link of preloads) expect(link, path).toContain('fetchpriority="low"');
    }
  });

  it("downloads no code of the back office and not the validation library", async () => {
    for (const path of STATIC_PUBLIC_PATHS) {
      const scripts = await scriptsOf(path);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const { url, text } of scripts) {
        expect(text, `${path}: ${url}`).not.toContain("ZodError");
        expect(text, `${path}: ${url}`).not.toContain("admin-profile");
        expect(text, `${path}: ${url}`).not.toContain("ProseMirror");
      }
    }
  });

  it("serves built assets precompressed, immutable, and without the page-only headers", async () => {
    const { html } = await fetchHtml("/");
    const script = /<link rel="modulepreload" fetchpriority="low" href="(\/assets\/framework-[^"]+)"/.exec(
      html,
    )?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const br = await fetch(`${baseUrl()}${script}`, { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("x-content-type-options")).toBe("nosniff");
    expect(br.headers.get("content-security-policy")).toBeNull();
    const plain = await fetch(`${baseUrl()}${script}`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    // fetch() decodes brotli itself: both answers are the same file.
    expect(await br.text()).toBe(await plain.text());
  });

  it("fits every page in a small phone's width, before its scripts run and after", async () => {
    const [course] = (await (await fetch(`${baseUrl()}/api/courses?is_active=true`)).json()).data;
    const [post] = (await (await fetch(`${baseUrl()}/api/blogs?status=published`)).json()).data;
    const paths = [...STATIC_PUBLIC_PATHS, `/course/${course.course_slug}`, `/blog/${post.slug}`];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: SMALL_PHONE,
        javaScriptEnabled,
      });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(path, { waitUntil: "networkidle" });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path}, scripts ${javaScriptEnabled ? "on" : "off"}`).toBe(SMALL_PHONE.width);
      }
      await context.close();
    }
  });

  it("keeps the inlined styles through hydration and client-side navigation", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/", { waitUntil: "networkidle" });
    const initial = await pageStylesLength(page);
    expect(initial).toBeGreaterThan(10_000);
    // A full page load would replace this marker; a client-side navigation keeps it.
    await page.evaluate(() => {
      (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
    });
    // The whole sheet is fetched once hydrated, but kept off the screen until the visitor leaves the page: the
    // page already has its rules, and a phone would otherwise restyle it all while still starting up.
    const sheetMedia = () =>
      page.evaluate(
        () => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href*="/site-"]')?.media,
      );
    await expect.poll(sheetMedia).toBe("print");
    const nav = page.getByRole("navigation", { name: en.frame.primaryNav });
    await nav.getByRole("link", { name: en.frame.nav.courses }).click();
    await page.waitForURL("**/courses");
    // The URL changes when the router commits to the navigation; React then renders the new page in a transition,
    // and the sheet switches in that render's layout effect, so the check waits for it.
    await expect.poll(sheetMedia).toBe("all");
    await nav.getByRole("link", { name: en.frame.nav.contact }).click();
    await page.waitForURL("**/contact");
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(
      true,
    );
    expect(await pageStylesLength(page)).toBe(initial);
    // The contact form is styled by the sheet: a two-column row is a grid, not the browser's default block.
    const submit = page.getByRole("button", { name: en.contact.submit });
    await expect.poll(() => submit.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe("0px");
    await context.close();
  });
});
