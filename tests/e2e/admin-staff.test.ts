// Staff accounts through Chromium on the built site: an owner invites an editor, the invitation mail's link sets
// the password, and the editor sees only the editor's areas; then "Forgot password?" mails a reset link that works.
// Mail is not configured here, so each mail is read from the outbox through the owner's API, as queued.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { AUTH_MESSAGES, STAFF_MESSAGES } from "#contract/admin-messages";
import { api, apiAdminToken, axeViolations, baseUrl, launchBrowser, newPage } from "../setup/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signIn(page: Page, username: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin/dashboard");
  // Let the dashboard's own calls finish, so none of them races what the test does next.
  await page.locator(".admin-stat-card").first().waitFor();
}

/** The link in the newest mail of `kind` to `to`, read from the outbox as the owner. */
async function linkInMail(kind: string, to: string, pagePath: string): Promise<string> {
  const token = await apiAdminToken();
  let id: number | undefined;
  await expect
    .poll(async () => {
      const list = await api<{ data: { mail_id: number; to: string }[] }>(
        "GET",
        `/api/mail/outbox?kind=${kind}&limit=50`,
        { token },
      );
      id = list.body.data.find((m) => m.to === to)?.mail_id;
      return id;
    })
    .toBeDefined();
  const mail = await api<{ data: { text: string } }>("GET", `/api/mail/outbox/${id}`, { token });
  const match = mail.body.data.text.match(new RegExp(`${baseUrl()}${pagePath}\\?token=[A-Za-z0-9_%-]+`));
  expect(match, mail.body.data.text).not.toBeNull();
  return match?.[0] ?? "";
}

async function setPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
}

const username = `editor${Date.now().toString(36)}`;
const email = `${username}@academy.test`;

describe("staff accounts", () => {
  it("an owner invites an editor, who sets a password from the mail and sees only the editor's areas", async () => {
    const owner = await newPage(browser);
    await signIn(owner.page, "admin", inject("e2eAdminPassword"));
    await expect(owner.page.getByTestId("topbar-role").textContent()).resolves.toBe("Owner");
    await owner.page
      .getByRole("navigation", { name: "Sections" })
      .getByRole("link", { name: "Staff" })
      .click();
    await owner.page.waitForURL("**/admin/staff");
    await owner.page.getByRole("button", { name: "Invite a person" }).click();
    const form = owner.page.getByRole("form", { name: "Invite a person" });
    await form.getByLabel("Full name").fill("Esha Editor");
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Role").selectOption("editor");
    await form.getByRole("button", { name: "Send invitation" }).click();
    await owner.page.getByText(STAFF_MESSAGES.invited).waitFor();
    const row = owner.page.getByRole("row").filter({ hasText: username });
    await row.getByText("Invited").waitFor();
    expect(await axeViolations(owner.page)).toEqual([]);
    await owner.context.close();

    const link = await linkInMail("staff-invitation", email, "/admin/accept-invitation");
    const invited = await newPage(browser);
    await invited.page.goto(link);
    await invited.page.getByRole("heading", { name: "Set your password" }).waitFor();
    expect(await axeViolations(invited.page)).toEqual([]);
    await setPassword(invited.page, link, "an editor's own password");
    await invited.page.getByText(STAFF_MESSAGES.passwordSet).waitFor();

    await signIn(invited.page, username, "an editor's own password");
    await expect(invited.page.getByTestId("topbar-role").textContent()).resolves.toBe("Editor");
    const nav = invited.page.getByRole("navigation", { name: "Sections" });
    await nav.getByRole("link", { name: "Courses" }).waitFor();
    const names = await nav.getByRole("link").allTextContents();
    expect(names.map((n) => n.trim())).toEqual([
      "Dashboard",
      "Courses",
      "Categories",
      "Blogs",
      "Products",
      "Gallery",
      "Testimonials",
      "Page texts",
    ]);
    // The dashboard shows the editor's counts only, and asks for nothing the role may not read.
    await expect(invited.page.getByText("Recent Inquiries").count()).resolves.toBe(0);
    await invited.page.goto("/admin/staff");
    await invited.page.getByText(AUTH_MESSAGES.forbidden).waitFor();

    // Profile: the name changes only with the current password, and the top bar shows it at once.
    await invited.page.goto("/admin/profile");
    await invited.page.getByLabel(/^Full name/).fill("Esha Sharma");
    await invited.page.getByLabel(/^Current password/).fill("not my password");
    await invited.page.getByRole("button", { name: "Save profile" }).click();
    await invited.page.getByText(AUTH_MESSAGES.currentPasswordWrong).first().waitFor();
    await invited.page.getByLabel(/^Current password/).fill("an editor's own password");
    await invited.page.getByRole("button", { name: "Save profile" }).click();
    await invited.page.getByText(STAFF_MESSAGES.profileUpdated).waitFor();
    await invited.page.locator(".admin-profile__name", { hasText: "Esha Sharma" }).waitFor();
    expect(await axeViolations(invited.page)).toEqual([]);
    await invited.context.close();
  }, 120_000);

  it("'Forgot password?' mails a reset link that sets a new password", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/admin/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/admin/forgot-password");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Username").fill(username);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText(STAFF_MESSAGES.forgotPasswordSent).waitFor();

    const link = await linkInMail("password-reset", email, "/admin/reset-password");
    await page.goto(link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await setPassword(page, link, "a fresh new password");
    await page.getByText(AUTH_MESSAGES.passwordChanged).waitFor();
    await signIn(page, username, "a fresh new password");

    // The link works once.
    await setPassword(page, link, "another new password");
    await page.getByText(STAFF_MESSAGES.linkInvalid).waitFor();
    await context.close();
  }, 120_000);

  it("an owner changes the editor's role, deactivates and reactivates the account on the Staff screen", async () => {
    const { page, context } = await newPage(browser);
    page.on("dialog", (dialog) => void dialog.accept());
    await signIn(page, "admin", inject("e2eAdminPassword"));
    await page.goto("/admin/staff");
    const row = page.getByRole("row").filter({ hasText: username });
    await row.getByLabel(`Role of ${username}`).selectOption("front_desk");
    await page.getByText(STAFF_MESSAGES.updated).waitFor();
    await row.getByRole("button", { name: `Deactivate ${username}` }).click();
    await row.getByText("Deactivated").waitFor();
    const refused = await api("POST", "/api/auth/login", {
      body: { username, password: "a fresh new password" },
    });
    expect(refused.status).toBe(401);
    await row.getByRole("button", { name: `Reactivate ${username}` }).click();
    await row.getByText("Active").waitFor();
    const login = await api<{ data: { admin: { role: string } } }>("POST", "/api/auth/login", {
      body: { username, password: "a fresh new password" },
    });
    expect(login.body.data.admin.role).toBe("front_desk");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
