// Site settings and page texts through Chromium on the built site: staff change the phone number on the Settings
// screen and the next view of every public page shows it (the pages were cached before); a page text is saved as
// a draft, previewed on its real page, and only then published.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#contract/i18n/messages.en";
import { CONFIRM_MESSAGES, PAGE_TEXT_MESSAGES, SETTINGS_MESSAGES } from "../../contract/admin-messages";
import type { PageText } from "../../contract/schemas/page-texts";
import type { SiteSettings } from "../../contract/schemas/site-settings";
import { api, baseUrl, launchBrowser, newPage, withServerOfItsOwn } from "../setup/browser";
import { adminPage, answerDialog, pngFile, uniqueSuffix } from "./admin-helpers";

// A server of its own: this file changes settings every page shows (other files check the sample phone and page
// texts), and walks every page the sitemap lists while other files add and delete courses and posts.
withServerOfItsOwn();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every public page the sitemap lists: the static ones, each course and each article. */
async function publicPages(): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
}

/** A page's HTML as an anonymous visitor gets it (the rendered-page cache answers when it holds the page). */
async function visitorHtml(path: string) {
  const res = await fetch(`${baseUrl()}${path}`);
  return { status: res.status, html: await res.text(), headers: res.headers };
}

describe("site settings", () => {
  it("a phone changed in Settings shows on the next view of every public page", {
    timeout: 180_000,
  }, async () => {
    const { page, context, token } = await adminPage(browser, "/admin/dashboard");
    const original = (await api<{ data: SiteSettings }>("GET", "/api/settings", { token })).body.data;
    const pages = await publicPages();
    expect(pages.length).toBeGreaterThan(9);
    try {
      // Warm every page's cache with the number in place now.
      for (const path of pages) {
        const { status, html } = await visitorHtml(path);
        expect(status, path).toBe(200);
        expect(html, path).toContain(original.phones[0]);
      }
      // The dashboard names the samples still in place and leads to the screen.
      await page.getByRole("link", { name: SETTINGS_MESSAGES.reviewSettings }).click();
      await page.waitForURL("**/admin/settings");
      const phone = `+91 9${Date.now().toString().slice(-4)} ${10_000 + Math.floor(Math.random() * 89_999)}`;
      const field = page.getByLabel("Phone 1");
      await field.fill("");
      await page.getByRole("button", { name: "Save settings" }).click();
      // Checked in the browser with the contract's schema: nothing is sent while a field is wrong.
      await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
      await field.fill(phone);
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByText(SETTINGS_MESSAGES.saved).waitFor();

      for (const path of pages) {
        const { html } = await visitorHtml(path);
        expect(html, path).toContain(phone);
        expect(html, path).not.toContain(`>${original.phones[0]}<`);
      }
      // And in a real browser, as a visitor sees the footer.
      const visitor = await newPage(browser);
      await visitor.page.goto("/contact");
      await expect.poll(() => visitor.page.getByText(phone).count()).toBeGreaterThan(0);
      await visitor.context.close();
    } finally {
      await api("PUT", "/api/settings", { token, body: original });
      await context.close();
    }
  });

  it("the facilitator's photo is uploaded on the Settings screen and shows on the About page", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/settings");
    const original = (await api<{ data: SiteSettings }>("GET", "/api/settings", { token })).body.data;
    try {
      await page
        .getByLabel("Upload facilitator photo")
        .setInputFiles(await pngFile("portrait.png", 400, 400));
      const urlField = page.getByLabel("Facilitator photo URL");
      await expect
        .poll(() => urlField.inputValue())
        .toMatch(/^\/uploads\/testimonials\/[0-9a-f]{32}-400x400-r2\.webp$/);
      const url = await urlField.inputValue();
      await expect(
        page.getByRole("img", { name: "Facilitator photo preview" }).getAttribute("src"),
      ).resolves.toBe(url);
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByText(SETTINGS_MESSAGES.saved).waitFor();
      const { html } = await visitorHtml("/about");
      expect(html).toContain(`src="${url}"`);
    } finally {
      await api("PUT", "/api/settings", { token, body: original });
      await context.close();
    }
  });
});

describe("page texts", () => {
  it("a draft is previewed on the real page, never shown to visitors until published", {
    timeout: 120_000,
  }, async () => {
    const { page, context, token } = await adminPage(browser, "/admin/page-texts?block=about-story");
    const before = (await api<{ data: PageText }>("GET", "/api/page-texts/about-story", { token })).body.data;
    const lead = `We teach Vastu with care, edited ${uniqueSuffix()}.`;
    try {
      const leadField = page.getByLabel("Lead");
      await leadField.fill(lead);
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.getByText(PAGE_TEXT_MESSAGES.saved).waitFor();
      await page.getByText(PAGE_TEXT_MESSAGES.unpublished).waitFor();

      // Visitors still see the published text.
      expect((await visitorHtml("/about")).html).not.toContain(lead);

      // Preview: the draft on the real About page, marked, never cached or indexed.
      const href = await page.getByRole("link", { name: "Preview" }).getAttribute("href");
      expect(href).toMatch(/^\/about\?preview=/);
      const preview = await visitorHtml(href ?? "");
      expect(preview.html).toContain(lead);
      expect(preview.html).toContain(en.about.previewBanner);
      expect(preview.html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(preview.headers.get("cache-control")).toBe("private, no-store");
      const previewTab = await context.newPage();
      await previewTab.goto(href ?? "");
      await previewTab.getByText(lead).waitFor();
      await previewTab.getByText(en.about.previewBanner).waitFor();
      await previewTab.close();
      expect((await visitorHtml("/about")).html).not.toContain(lead);

      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText(PAGE_TEXT_MESSAGES.published).waitFor();
      const published = await visitorHtml("/about");
      expect(published.html).toContain(lead);
      expect(published.html).not.toContain(en.about.previewBanner);
    } finally {
      await api("PUT", "/api/page-texts/about-story", { token, body: before.published });
      await api("POST", "/api/page-texts/about-story/publish", { token });
      await context.close();
    }
  });
});

describe("page texts, unsaved", () => {
  it("asks before another section replaces the words typed in this one", async () => {
    const { page, context } = await adminPage(browser, "/admin/page-texts?block=about-story");
    const typed = `Words not saved yet ${uniqueSuffix()}`;
    await page.getByLabel("Lead").fill(typed);
    const section = page.getByLabel("Section", { exact: true });
    await expect(answerDialog(page, () => section.selectOption("home-hero"), false)).resolves.toBe(
      CONFIRM_MESSAGES.unsavedChanges,
    );
    await expect(page.getByLabel("Lead").inputValue()).resolves.toBe(typed);
    await expect(section.inputValue()).resolves.toBe("about-story");
    expect(new URL(page.url()).searchParams.get("block")).toBe("about-story");
    // Agreeing leaves the words unsaved and opens the other section.
    await answerDialog(page, () => section.selectOption("home-hero"));
    await page.waitForURL("**/admin/page-texts?block=home-hero");
    await context.close();
  });
});

describe("page texts in Hindi", () => {
  it("the footer description edited in the हिन्दी tab shows on /hi once published, while / keeps English", {
    timeout: 120_000,
  }, async () => {
    const { page, context, token } = await adminPage(browser, "/admin/page-texts?block=footer-description");
    const before = (await api<{ data: PageText }>("GET", "/api/page-texts/footer-description", { token }))
      .body.data;
    const hindi = `वास्तु और ज्योतिष की शिक्षा ${uniqueSuffix()}`;
    try {
      // The English field is the one in view; the Hindi one sits behind its tab.
      const hindiField = page.getByLabel("पाठ", { exact: true });
      expect(await hindiField.isVisible()).toBe(false);
      await page.getByRole("tab", { name: "हिन्दी" }).click();
      await hindiField.fill(hindi);
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.getByText(PAGE_TEXT_MESSAGES.saved).waitFor();

      // The Hindi preview opens the Hindi page with the draft; visitors on /hi see nothing new yet.
      const href = await page.getByRole("link", { name: "हिन्दी पूर्वावलोकन" }).getAttribute("href");
      expect(href).toMatch(/^\/hi\?preview=/);
      expect((await visitorHtml(href ?? "")).html).toContain(hindi);
      expect((await visitorHtml("/hi")).html).not.toContain(hindi);

      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText(PAGE_TEXT_MESSAGES.published).waitFor();
      const visitor = await newPage(browser);
      await visitor.page.goto("/hi");
      await visitor.page.getByText(hindi).waitFor();
      await visitor.page.goto("/");
      await visitor.page.getByText(before.published.lead).first().waitFor();
      expect(await visitor.page.getByText(hindi).count()).toBe(0);
      await visitor.context.close();
      const stored = (await api<{ data: PageText }>("GET", "/api/page-texts/footer-description", { token }))
        .body.data;
      expect(stored.published.lead).toBe(before.published.lead);
      expect(stored.published.translations.hi?.lead).toBe(hindi);
    } finally {
      await api("PUT", "/api/page-texts/footer-description", { token, body: before.published });
      await api("POST", "/api/page-texts/footer-description/publish", { token });
      await context.close();
    }
  });

  it("a Hindi setting too long for its field is refused in the browser, its error on the Hindi field", {
    timeout: 120_000,
  }, async () => {
    const { page, context, token } = await adminPage(browser, "/admin/settings");
    const original = (await api<{ data: SiteSettings }>("GET", "/api/settings", { token })).body.data;
    try {
      const tabs = page.getByRole("tablist", { name: "Academy: language" });
      await tabs.getByRole("tab", { name: "हिन्दी" }).click();
      const hindiName = page.getByLabel("अकादमी का नाम");
      await hindiName.fill("अ".repeat(5000));
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect.poll(() => hindiName.getAttribute("aria-invalid")).toBe("true");
      await page.getByText(SETTINGS_MESSAGES.invalid).waitFor();

      const name = `वास्तु अकादमी ${uniqueSuffix()}`;
      await hindiName.fill(name);
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByText(SETTINGS_MESSAGES.saved).waitFor();
      const saved = (await api<{ data: SiteSettings }>("GET", "/api/settings", { token })).body.data;
      expect(saved.translations.hi?.name).toBe(name);
      expect(saved.name).toBe(original.name);
      expect((await visitorHtml("/hi")).html).toContain(name);
      expect((await visitorHtml("/")).html).not.toContain(name);
    } finally {
      await api("PUT", "/api/settings", { token, body: original });
      await context.close();
    }
  });
});
