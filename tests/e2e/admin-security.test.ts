// Two-factor sign-in and the sessions screen, through Chromium on the built site. A server of its own, with its
// own first admin: turning two-factor on for the shared admin would change every other browser test's sign-in.
import { Secret, TOTP } from "otpauth";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import { launchBrowser } from "../setup/browser";
import { type E2eServer, startE2eServer } from "../setup/e2e-server";

const OWNER = { username: "owner", password: "security test owner password" };
let browser: Browser;
let server: E2eServer;
let baseURL: string;

beforeAll(async () => {
  server = await startE2eServer(inject("e2eBuildDir"), {
    ADMIN_USERNAME: OWNER.username,
    ADMIN_PASSWORD: OWNER.password,
    ADMIN_EMAIL: "owner@academy.test",
    DEMO_CONTENT: "0",
  });
  baseURL = server.baseUrl;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

async function open(userAgent?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, userAgent });
  return { context, page: await context.newPage() };
}

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(OWNER.username);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

describe("the Security screen", () => {
  it("lists the sessions and ends another browser's, which is then signed out", async () => {
    const mine = await open();
    const other = await open(FIREFOX);
    await signIn(other.page);
    await other.page.waitForURL("**/admin/dashboard");
    await signIn(mine.page);
    await mine.page.waitForURL("**/admin/dashboard");

    await mine.page.locator(".admin-profile__button").click();
    await mine.page.getByRole("link", { name: "Security" }).click();
    await mine.page.waitForURL("**/admin/security");
    const table = mine.page.getByRole("region", { name: "Active sessions" });
    await table.getByText("(this browser)").waitFor();
    const end = table.getByRole("button", { name: /End session: Firefox on Linux/ });
    await end.waitFor();
    await end.click();
    await mine.page.getByText(AUTH_MESSAGES.sessionEnded).waitFor();
    await expect.poll(() => end.count()).toBe(0);

    // The other browser's next page finds its session gone and returns to the login page.
    await other.page.goto("/admin/dashboard");
    await other.page.waitForURL((url) => url.pathname === "/admin/login");
    await mine.context.close();
    await other.context.close();
  });

  it("sets up two-factor with the QR code and recovery codes, then signs in with a code", async () => {
    const { page, context } = await open();
    await signIn(page);
    await page.waitForURL("**/admin/dashboard");
    await page.goto("/admin/security");
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const qr = page.getByRole("img", { name: "QR code for the authenticator app" });
    await qr.waitFor();
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = Secret.fromBase32((await page.getByTestId("totp-secret").textContent()) ?? "");
    await page.getByLabel("Code from the app").fill(TOTP.generate({ secret }));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect.poll(() => page.getByTestId("recovery-codes").locator("li").count()).toBe(10);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByTestId("two-factor-status").getByText("Recovery codes left: 10").waitFor();
    await context.close();

    // A new browser: the password, then the code (the next step's, as the current one was spent on enrolment).
    const second = await open();
    await signIn(second.page);
    const codeField = second.page.getByLabel("Authentication code");
    await codeField.waitFor();
    await codeField.fill("000000");
    await second.page.getByRole("button", { name: "Verify" }).click();
    await second.page.getByText(AUTH_MESSAGES.twoFactorCodeWrong).waitFor();
    await codeField.fill(TOTP.generate({ secret, timestamp: Date.now() + 30_000 }));
    await second.page.getByRole("button", { name: "Verify" }).click();
    await second.page.waitForURL("**/admin/dashboard");
    const token = await second.page.evaluate(() => localStorage.getItem("adminToken"));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await second.context.close();
  });
});
