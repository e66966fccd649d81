// Admin sign-in, the in-page lock, the 401 rule, logout and the shell, through Chromium on the built site.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import { LOGIN_LOCK_MS } from "#contract/constants";
import { api, axeViolations, baseUrl, launchBrowser, newPage } from "../setup/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const password = () => inject("e2eAdminPassword");

async function signIn(page: Page, username = "admin", pass = password()) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(pass);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function loggedIn(page: Page) {
  await page.goto("/admin/login");
  await signIn(page);
  await page.waitForURL("**/admin/dashboard");
  // Let the dashboard's own calls finish, so none of them races what the test does next.
  await page.locator(".admin-stat-card").first().waitFor();
}

/** The sign-in page, also when its address names the page to go back to. */
const atLogin = (url: URL) => url.pathname === "/admin/login";

const storedSession = (page: Page) =>
  page.evaluate(() => [localStorage.getItem("adminToken"), localStorage.getItem("adminUser")]);

describe("admin login", () => {
  it("/admin redirects to the login page, which is not indexed and has no axe violations", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/admin");
    await page.waitForURL("**/admin/login");
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("asks for both fields, then signs in, stores the session and shows the shell", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText(AUTH_MESSAGES.bothRequired).waitFor();
    await page.getByLabel("Username").fill("admin");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText(AUTH_MESSAGES.bothRequired).waitFor();

    await signIn(page);
    await page.waitForURL("**/admin/dashboard");
    const [token, user] = await storedSession(page);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(user ?? "{}")).toMatchObject({ username: "admin" });

    const nav = page.getByRole("navigation", { name: "Sections" });
    await nav.waitFor();
    for (const name of [
      "Dashboard",
      "Courses",
      "Blogs",
      "Products",
      "Gallery",
      "Inquiries",
      "Consultations",
      "Testimonials",
      "Newsletter",
    ])
      await expect(nav.getByRole("link", { name }).count()).resolves.toBe(1);
    await expect(page.getByRole("button", { name: "Logout" }).count()).resolves.toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");

    // Top bar: full_name else username; the dropdown shows email-or-username and the role.
    const profile = page.locator(".admin-profile__button");
    await expect(profile.textContent()).resolves.toContain("admin");
    await profile.click();
    await expect(page.getByTestId("profile-role").textContent()).resolves.toBe("Owner");
    await expect(page.getByTestId("profile-contact").textContent()).resolves.toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Change password" }).click();
    await page.waitForURL("**/admin/change-password");
    await page.getByRole("heading", { name: "Change password" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Checked in the page first, then by the server. (A real change would break the other files' sign-ins.)
    await page.locator("input[name=currentPassword]").fill("not-my-password");
    await page.locator("input[name=newPassword]").fill("short");
    await page.locator("input[name=confirmPassword]").fill("different");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("New password must be at least 10 characters").waitFor();
    await page.locator("input[name=newPassword]").fill("a-long-new-password");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("The new passwords do not match").waitFor();
    await page.locator("input[name=confirmPassword]").fill("a-long-new-password");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("alert").filter({ hasText: AUTH_MESSAGES.currentPasswordWrong }).waitFor();
    // The failed check counts towards the lock; a good sign-in clears it for the other tests.
    expect(
      (await api("POST", "/api/auth/login", { body: { username: "admin", password: password() } })).status,
    ).toBe(200);
    await context.close();
  });

  it("locks the form for 5 minutes after 5 failures, then lifts the lock; the server's 429 is shown", async () => {
    const { page, context } = await newPage(browser);
    await page.clock.install();
    await page.goto("/admin/login");
    const username = `nobody-${Date.now()}`;
    for (let remaining = 4; remaining >= 1; remaining--) {
      await signIn(page, username, "wrong-password");
      await page.getByText(AUTH_MESSAGES.invalidCredentialsWithRemaining(remaining)).waitFor();
    }
    await signIn(page, username, "wrong-password");
    await page.getByText(AUTH_MESSAGES.lockedNow).waitFor();
    await expect(page.getByLabel("Username").isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel("Password").isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Sign In" }).isDisabled()).resolves.toBe(true);

    // Real time also flows under the installed clock, so the "still locked" check keeps a wide margin.
    await page.clock.fastForward(LOGIN_LOCK_MS - 60_000);
    await expect(page.getByLabel("Username").isDisabled()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.clock.fastForward(60_000);
    await page.getByLabel("Username").and(page.locator(":enabled")).waitFor();
    await expect(page.getByRole("button", { name: "Sign In" }).isDisabled()).resolves.toBe(false);
    await expect(page.getByText(AUTH_MESSAGES.lockedNow).count()).resolves.toBe(0);

    // The server keeps its own lock in real time, whatever the page's clock says.
    await signIn(page, username, "wrong-password");
    await page.getByText(AUTH_MESSAGES.lockedTryLater).waitFor();
    await context.close();
  });

  it("a successful sign-in after failures starts the count again", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/admin/login");
    await signIn(page, "admin", "not-the-password");
    await page.getByText(AUTH_MESSAGES.invalidCredentialsWithRemaining(4)).waitFor();
    // The focus stays on Sign In, where a keyboard user tries again, rather than falling back to the page.
    await expect(
      page.getByRole("button", { name: "Sign In" }).evaluate((b) => b === document.activeElement),
    ).resolves.toBe(true);
    await signIn(page, "admin", "not-the-password");
    await page.getByText(AUTH_MESSAGES.invalidCredentialsWithRemaining(3)).waitFor();
    await signIn(page);
    await page.waitForURL("**/admin/dashboard");
    // The server counter was reset too: one more failure is the first of five again.
    const res = await api("POST", "/api/auth/login", { body: { username: "admin", password: "nope-nope" } });
    expect(res.status).toBe(401);
    const ok = await api("POST", "/api/auth/login", { body: { username: "admin", password: password() } });
    expect(ok.status).toBe(200);
    await context.close();
  });

  it("an invalid stored token sends the admin back to login with the session cleared", async () => {
    const { page, context } = await newPage(browser);
    await loggedIn(page);
    await page.evaluate(() => localStorage.setItem("adminToken", "corrupted-token"));
    await page.goto("/admin/courses");
    await page.waitForURL(atLogin);
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    expect(await storedSession(page)).toEqual([null, null]);

    // Also when the token goes bad while the app is already running (the page's API call gets the 401).
    // Signing in leads back to the page that was asked for.
    await signIn(page);
    await page.waitForURL("**/admin/courses");
    await page.getByRole("heading", { name: /^Courses/ }).waitFor();
    await page.evaluate(() => localStorage.setItem("adminToken", "x".repeat(43)));
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL(atLogin);
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    expect(await storedSession(page)).toEqual([null, null]);
    await context.close();
  });

  it("a 401 whose body is not JSON (a proxy in front of the site) also ends the session", async () => {
    const { page, context } = await newPage(browser);
    await loggedIn(page);
    await page.locator(".admin-stat-card").first().waitFor();
    // What a reverse proxy's own authentication answers: plain HTML, not the API's envelope.
    await page.route("**/api/courses?**", (route) =>
      route.fulfill({ status: 401, contentType: "text/html", body: "<h1>401 Authorization Required</h1>" }),
    );
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Courses" }).click();
    await page.waitForURL(atLogin);
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    expect(await storedSession(page)).toEqual([null, null]);
    await context.close();
  });

  it("public pages load no admin code or styles", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/");
    const assets = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
    expect(
      assets.filter((url) =>
        /\/assets\/(admin|login|dashboard|course-form|blog-form|rich-text)[-.]/.test(url),
      ),
    ).toEqual([]);
    await context.close();
  });

  it("without a token every admin page redirects to login", async () => {
    const { page, context } = await newPage(browser);
    for (const path of ["/admin/dashboard", "/admin/courses/create", "/admin/blogs", "/admin/newsletter"]) {
      await page.goto(path);
      await page.waitForURL(atLogin);
    }
    await context.close();
  });

  it("after signing in goes back to the admin page asked for, and never off the back office", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/admin/products?q=oil");
    await page.waitForURL(atLogin);
    expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/products?q=oil");
    await signIn(page);
    await page.waitForURL("**/admin/products?q=oil");
    await page.getByRole("heading", { name: /^Products/ }).waitFor();
    // Anyone can write a sign-in link: one naming another site, or the sign-in page, leads to the dashboard.
    for (const next of [
      "https://example.com/admin/courses",
      "//example.com/admin/courses",
      "/\\example.com/admin/courses",
      "/admin/login",
      "/courses",
    ]) {
      await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
      await page.waitForURL("**/admin/dashboard");
      expect(new URL(page.url()).origin, next).toBe(baseUrl());
    }
    await context.close();
  });

  it("the admin style sheet's link carries no nonce, so the browser hydrates the page as the server drew it", async () => {
    const { page, context } = await newPage(browser);
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/admin/login");
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    // The browser hides a nonce attribute from the page (""), but the element keeps it: \`nonce\` reads it.
    const sheets = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) =>
        links.map((l) => ({ href: l.getAttribute("href"), nonce: (l as HTMLLinkElement).nonce })),
      );
    expect(sheets.some((s) => s.href?.startsWith("/assets/admin-"))).toBe(true);
    expect(sheets.filter((s) => s.nonce)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("logout asks first, revokes the token and clears the session", async () => {
    const { page, context } = await newPage(browser);
    await loggedIn(page);
    const [token] = await storedSession(page);

    page.once("dialog", (d) => {
      expect(d.message()).toBe(AUTH_MESSAGES.logoutConfirm);
      void d.dismiss();
    });
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Logout" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/dashboard");
    expect((await storedSession(page))[0]).toBe(token);

    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/admin/login");
    expect(await storedSession(page)).toEqual([null, null]);
    const profile = await api("GET", "/api/auth/profile", { token: token ?? "" });
    expect(profile.status).toBe(401);
    await context.close();
  });

  it("the sidebar collapses to 80 px, remembers it, and the shell fits a 768 px tablet", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await loggedIn(page);
    const sidebar = page.getByRole("complementary", { name: "Admin navigation" });
    expect((await sidebar.boundingBox())?.width).toBe(250);
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await page.waitForFunction(
      () => document.querySelector(".admin-sidebar")?.getBoundingClientRect().width === 80,
    );
    await page.reload();
    await page.getByRole("button", { name: "Expand sidebar" }).waitFor();
    expect((await sidebar.boundingBox())?.width).toBe(80);
    // Collapsed links keep their accessible names.
    await expect(
      page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Courses" }).count(),
    ).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 768, height: 1024 });
    await page.reload();
    await page.getByRole("button", { name: "Expand sidebar" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
