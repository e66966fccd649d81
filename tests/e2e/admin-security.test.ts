// Two-factor sign-in and the sessions screen, through Chromium on the built site. A server of its own, with its
// own first admin: turning two-factor on for the shared admin would change every other browser test's sign-in.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { AUTH_MESSAGES } from "#contract/messages";
import { launchBrowser } from "../setup/browser";
import { waitForHealth } from "../setup/e2e-global-setup";

const OWNER = { username: "owner", password: "security test owner password" };
let browser: Browser;
let server: ChildProcess;
let dataDir: string;
let baseURL: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "academy-e2e-security-"));
  const port = 4000 + Math.floor(Math.random() * 90);
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(inject("e2eBuildDir"), "server/index.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: baseURL,
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
      ADMIN_EMAIL: "owner@academy.test",
      DEMO_CONTENT: "0",
      LOG_LEVEL: "warn",
      RATE_LIMIT_LOGINS_PER_WINDOW: "10000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(baseURL, server, 120_000);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  rmSync(dataDir, { recursive: true, force: true });
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
    await other.page.waitForURL("**/admin/login");
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
