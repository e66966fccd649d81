// The contact page through Chromium on the built site: server HTML and SEO tags, the enquiry form's rules,
// states and timings, the row it stores, and the map that loads only on request.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_MESSAGE_DISMISS_MS } from "#contract/constants";
import { hiContact } from "#contract/i18n/hi/contact";
import { hiPublicMessages, hiValidationMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { FORM_LABELS, PUBLIC_MESSAGES, VALIDATION_MESSAGES } from "#contract/messages";
import { formatAddress, SAMPLE_SITE_SETTINGS } from "#contract/site-settings";
import { api, apiAdminToken, axeViolations, baseUrl, launchBrowser, newPage } from "../setup/browser";
import {
  canonicalHref,
  fetchHtml,
  holdsFocus,
  installClock,
  metaContent,
  titleOf,
  waitForHydration,
} from "./support/page-helpers";

const T = en.contact;
const settings = SAMPLE_SITE_SETTINGS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const contactForm = (page: Page) => page.getByRole("form", { name: T.formTitle });
// By role: the accessible name leaves out the decorative "*" of required fields.
const field = (page: Page, label: string) =>
  contactForm(page).getByRole("textbox", { name: label, exact: true });
const submitButton = (page: Page) => contactForm(page).getByRole("button", { name: T.submit });

async function openContactPage(page: Page) {
  await page.goto("/contact");
  await waitForHydration(submitButton(page));
}

async function fillForm(page: Page, values: { email: string }) {
  await field(page, T.firstName).fill("Asha");
  await field(page, T.lastName).fill("Verma");
  await field(page, T.phone).fill("+91 98765 43210");
  await field(page, T.email).fill(values.email);
  await field(page, T.message).fill("Which course should I start with?");
}

/** Holds every request to `pattern` until `release` is called, so a test can look at the pending state. */
async function holdRequests(page: Page, pattern: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

describe("contact page", () => {
  it("is server-rendered with its own title, description, canonical link, Open Graph tags and contact details", async () => {
    const { status, html } = await fetchHtml("/contact");
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${T.metaTitle} | ${settings.name}`);
    expect(metaContent(html, "description")).toBe(T.metaDescription);
    expect(canonicalHref(html)).toBe(`${baseUrl()}/contact`);
    expect(metaContent(html, "og:url")).toBe(`${baseUrl()}/contact`);
    expect(metaContent(html, "og:title")).toBe(`${T.metaTitle} | ${settings.name}`);
    expect(html).toContain(`<h1 class="page-hero__title">${T.heading}</h1>`);
    expect(html).toContain(formatAddress(settings.address));
    for (const phone of settings.phones) expect(html).toContain(phone);
    expect(html).toContain(`mailto:${settings.email}`);
    for (const url of Object.values(settings.social)) expect(html).toContain(`href="${url}"`);
    // The map costs nothing until asked for: no frame in the first HTML.
    expect(html).not.toContain("<iframe");
  });

  it("loads the Google map only when the visitor asks for it, and has no axe violations", async () => {
    const { page, context } = await newPage(browser);
    const googleRequests: string[] = [];
    await context.route(/google\./, (route) => {
      googleRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" });
    });
    await openContactPage(page);
    expect(await page.locator("iframe").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const show = page.getByRole("button", { name: T.showMap });
    await waitForHydration(show);
    await show.click();
    const frame = page.locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toBe(settings.mapEmbedUrl);
    expect(await frame.getAttribute("title")).toBe(T.mapTitle(formatAddress(settings.address)));
    await expect.poll(() => googleRequests.length).toBeGreaterThan(0);
    await context.close();
  });

  it("requires every field, ties each error to its field and sends nothing", async () => {
    const { page, context } = await newPage(browser);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await openContactPage(page);
    await submitButton(page).click();

    for (const label of [T.firstName, T.lastName, T.phone, T.email, T.message]) {
      const input = field(page, label);
      await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
      const errorId = await input.getAttribute("aria-describedby");
      const expected = label === T.email ? VALIDATION_MESSAGES.invalidEmail : VALIDATION_MESSAGES.required;
      expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(expected);
    }
    expect(await axeViolations(page)).toEqual([]);

    await fillForm(page, { email: "not-an-email" });
    await submitButton(page).click();
    const email = field(page, T.email);
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    expect(await field(page, T.firstName).getAttribute("aria-invalid")).toBeNull();
    expect(posts).toEqual([]);
    await context.close();
  });

  it("takes only a phone number in the phone field, saying so in the page's language, and sends nothing else", async () => {
    for (const [path, text, message] of [
      ["/contact", T, VALIDATION_MESSAGES.invalidPhone],
      ["/hi/contact", hiContact, hiValidationMessages.invalidPhone],
    ] as const) {
      const { page, context } = await newPage(browser);
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST") posts.push(r.url());
      });
      await page.goto(path);
      const form = page.getByRole("form", { name: text.formTitle });
      const box = (label: string) => form.getByRole("textbox", { name: label, exact: true });
      await waitForHydration(form.getByRole("button", { name: text.submit }));
      await box(text.firstName).fill("Asha");
      await box(text.lastName).fill("Verma");
      await box(text.email).fill("asha@example.com");
      await box(text.message).fill("Please call me.");
      for (const wrong of ["call me after six", "asha@example.com", "98765 43210 98765 43"]) {
        await box(text.phone).fill(wrong);
        await form.getByRole("button", { name: text.submit }).click();
        const phone = box(text.phone);
        await expect.poll(() => phone.getAttribute("aria-invalid"), { message: wrong }).toBe("true");
        const errorId = await phone.getAttribute("aria-describedby");
        expect(await page.locator(`[id="${errorId}"]`).textContent(), wrong).toBe(message);
        expect(await holdsFocus(phone)).toBe(true);
      }
      // Brackets, hyphens and spaces are how people write numbers: accepted.
      await box(text.phone).fill("(0542) 236-1234");
      await expect.poll(() => box(text.phone).getAttribute("aria-invalid")).toBeNull();
      expect(posts).toEqual([]);
      await context.close();
    }
  });

  it("sends the enquiry as a general inquiry, shows 'Sending...', then the success message for 5 s", async () => {
    const { page, context } = await newPage(browser);
    const clock = await installClock(page);
    await openContactPage(page);
    await clock.pause();

    const address = `contact-${Date.now()}@example.com`;
    await fillForm(page, { email: address });
    const release = await holdRequests(page, "**/api/inquiries");
    await submitButton(page).click();

    const sending = page.getByRole("button", { name: FORM_LABELS.sending });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();

    const success = page.getByText(PUBLIC_MESSAGES.contactSuccess);
    await success.waitFor();
    expect(await field(page, T.firstName).inputValue()).toBe("");
    expect(await submitButton(page).isEnabled()).toBe(true);
    // The message takes the focus the disabled button dropped, and hands it back to the button when it goes.
    await expect.poll(() => holdsFocus(success)).toBe(true);

    await page.clock.runFor(FORM_MESSAGE_DISMISS_MS - 1);
    expect(await success.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await success.waitFor({ state: "detached" });
    expect(await holdsFocus(submitButton(page))).toBe(true);

    const token = await apiAdminToken();
    const { body } = await api("GET", `/api/inquiries?q=${encodeURIComponent(address)}`, { token });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      first_name: "Asha",
      last_name: "Verma",
      phone: "+91 98765 43210",
      email: address,
      message: "Which course should I start with?",
      inquiry_type: "general",
      status: "new",
    });
    await context.close();
  });

  it("cannot be sent before the page's scripts run, so what was typed never lands in the address", async () => {
    // Without scripts the form would be a plain GET form: the page reloaded empty, with the name, phone and e-mail
    // in the address bar, the history and any proxy's log.
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    expect(await submitButton(page).isDisabled()).toBe(true);
    const footerForm = page.getByRole("contentinfo").locator("form");
    expect(await footerForm.getByRole("button", { name: en.newsletter.submit }).isDisabled()).toBe(true);
    await fillForm(page, { email: "early@example.com" });
    // Enter in a field submits a form through its default button, unless that button is disabled. Playwright waits
    // for a navigation the key press starts.
    await field(page, T.email).press("Enter");
    await page.waitForLoadState("load");
    expect(page.url()).toBe(`${baseUrl()}/contact`);
    expect(await field(page, T.email).inputValue()).toBe("early@example.com");
    await context.close();

    const { page: live, context: liveContext } = await newPage(browser);
    await openContactPage(live);
    await expect.poll(() => submitButton(live).isEnabled()).toBe(true);
    await liveContext.close();
  });

  it("sent from the Hindi page, the visitor is thanked by mail in Hindi", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/hi/contact");
    const form = page.getByRole("form", { name: hiContact.formTitle });
    const submit = form.getByRole("button", { name: hiContact.submit });
    await waitForHydration(submit);
    const address = `hindi-contact-${Date.now()}@example.com`;
    const values: [string, string][] = [
      [hiContact.firstName, "आशा"],
      [hiContact.lastName, "वर्मा"],
      [hiContact.phone, "+91 98765 43210"],
      [hiContact.email, address],
      [hiContact.message, "मुझे कौन सा कोर्स पहले करना चाहिए?"],
    ];
    for (const [label, value] of values)
      await form.getByRole("textbox", { name: label, exact: true }).fill(value);
    await submit.click();
    await page.getByText(hiPublicMessages.contactSuccess).waitFor();

    const token = await apiAdminToken();
    const { body } = await api("GET", "/api/mail/outbox?kind=inquiry-ack&limit=100", { token });
    const thanks = body.data.find((m: { to: string }) => m.to === address);
    expect(thanks?.subject).toMatch(/^पूछताछ के लिए धन्यवाद – /);
    await context.close();
  });

  it("shows the spec's error message when the API fails or the network is down, and clears it after 5 s", async () => {
    const { page, context } = await newPage(browser);
    const clock = await installClock(page);
    await openContactPage(page);
    await clock.pause();
    await page.route("**/api/inquiries", (route) =>
      route.fulfill({ status: 500, json: { success: false, message: "Database exploded" } }),
    );

    await fillForm(page, { email: "failing@example.com" });
    // By keyboard: the focus goes to the message, not back to the top of the page.
    await submitButton(page).press("Enter");
    const error = page.getByRole("alert").filter({ hasText: PUBLIC_MESSAGES.contactError });
    await error.waitFor();
    await expect.poll(() => holdsFocus(error)).toBe(true);
    // What the visitor typed stays, so they can try again.
    expect(await field(page, T.firstName).inputValue()).toBe("Asha");

    await page.clock.runFor(FORM_MESSAGE_DISMISS_MS - 1);
    expect(await error.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await error.waitFor({ state: "detached" });
    expect(await holdsFocus(submitButton(page))).toBe(true);

    // Offline: the same message, and again the focus is on it.
    await page.unroute("**/api/inquiries");
    await page.route("**/api/inquiries", (route) => route.abort("internetdisconnected"));
    await submitButton(page).press("Enter");
    await error.waitFor();
    await expect.poll(() => holdsFocus(error)).toBe(true);
    expect(await field(page, T.message).inputValue()).toBe("Which course should I start with?");
    await context.close();
  });
});
