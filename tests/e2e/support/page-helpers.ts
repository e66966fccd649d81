// Helpers for the public pages' browser tests: knowing when React has taken over a server-rendered element,
// stopping the page's clock so timers fire only when a test says so, and reading a page's raw HTML.
import type { Browser, Locator, Page } from "playwright-core";
import { baseUrl } from "../../setup/browser";

/** A page with JavaScript off: what a visitor without scripts, or a plain crawler, is shown. */
export async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/** Resolves once React has hydrated the element (its props are attached), so its handlers are live. */
export async function waitForHydration(locator: Locator) {
  const handle = await locator.elementHandle();
  if (!handle) throw new Error("element not found");
  // Playwright polls with its own timers, which the page's fake clock does not stop.
  await locator
    .page()
    .waitForFunction((el) => Object.keys(el as object).some((k) => k.startsWith("__reactProps$")), handle, {
      polling: 50,
    });
  await handle.dispose();
}

/** True when the element, or the message box around it, has the keyboard focus. */
export const holdsFocus = (locator: Locator) =>
  locator.evaluate((el) => {
    const focused = document.activeElement;
    return focused !== null && focused !== document.body && focused.contains(el);
  });

/** True when the whole element is inside the window, not scrolled out of sight. */
export const inView = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

/**
 * Installs a fake clock that runs normally while the page loads; call `pause` afterwards, and from then on the
 * page's timers fire only through `page.clock.runFor`.
 */
export async function installClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  return {
    // A minute later than the start: past anything the page did while loading, and still today.
    pause: () => page.clock.pauseAt(start + 60_000),
  };
}

/** The server's HTML for a path, as a crawler or a visitor without JavaScript gets it. */
export async function fetchHtml(path: string) {
  const res = await fetch(`${baseUrl()}${path}`);
  return { status: res.status, html: await res.text() };
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
/** Text as it was before React escaped it into the HTML. */
export const unescapeHtml = (text: string) =>
  text.replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e] ?? e);

/** The content of a meta tag or link in server HTML (attributes in React's output order), unescaped. */
export function headTag(html: string, pattern: RegExp): string | undefined {
  const value = pattern.exec(html)?.[1];
  return value === undefined ? undefined : unescapeHtml(value);
}

export const metaContent = (html: string, key: string) =>
  headTag(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
export const canonicalHref = (html: string) => headTag(html, /<link rel="canonical" href="([^"]*)"/);
export const titleOf = (html: string) => headTag(html, /<title>([^<]*)<\/title>/);
