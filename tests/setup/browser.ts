// Debian's Chromium driven by playwright-core (Playwright's own browser download does not work here).
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { type E2eServer, startE2eServer } from "./e2e-server";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** Set by `withServerOfItsOwn` for the one test file that called it (each file runs in its own process). */
let ownServer: E2eServer | undefined;

export const baseUrl = () => ownServer?.baseUrl ?? inject("e2eBaseUrl");

/**
 * Points this file's `baseUrl`, `api` and `apiAdminToken` at a server of its own, with the shared server's admin
 * and demo content. For a file that asserts what the rendered-page cache holds: on the shared server another file's
 * admin write, running at the same moment, empties that cache between two requests of this one. `env` adds to its
 * environment (a Razorpay simulator's keys, say), read when the server starts.
 */
export function withServerOfItsOwn(env: () => Record<string, string> = () => ({})) {
  beforeAll(async () => {
    ownServer = await startE2eServer(inject("e2eBuildDir"), env());
  });
  afterAll(async () => {
    await ownServer?.stop();
    ownServer = undefined;
  });
}

export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } = {},
) {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport,
  });
  const page: Page = await context.newPage();
  return { context, page };
}

/** Runs axe on the page and returns the violations (each with its rule id and the offending nodes). */
export async function axeViolations(page: Page) {
  // A dialog or message that is still fading in is half-transparent, and axe would report its colour contrast:
  // jump every finite animation to its end state first (a spinner's infinite one has none). Finishing rather than
  // waiting: an animation the page restarts or holds (a carousel's fade) may never reach its end by itself.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY) continue;
      try {
        animation.finish();
      } catch {
        // An animation with no end (an infinite delay or duration) stays as it is.
      }
    }
  });
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(" ")),
  }));
}

/** Signs in through the API and returns a bearer token for arranging test data. */
export async function apiAdminToken(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: inject("e2eAdminPassword") }),
  });
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}

// biome-ignore lint/suspicious/noExplicitAny: each test names the shape it expects, or reads the body as it comes
export async function api<T = any>(
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${baseUrl()}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}
