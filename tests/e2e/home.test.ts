import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../setup/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("home page", () => {
  it("is server-rendered and hydrates", async () => {
    const { page, context } = await newPage(browser);
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    await expect(page.locator("h1").first().textContent()).resolves.toBeTruthy();
    await context.close();
  });

  it("redirects an unknown path to /", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/no-such-page");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });
});
