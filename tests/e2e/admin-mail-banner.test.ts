// Without SMTP_URL (as the e2e server runs) every admin page says that mail is held, and the count it gives is the
// outbox's own.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_NOT_CONFIGURED } from "#app/admin/components/mail-status-banner.tsx";
import { api, launchBrowser } from "../setup/browser";
import { adminPage } from "./admin-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("admin mail banner", () => {
  it("says e-mail is not configured on the admin pages", async () => {
    const { page, context, token } = await adminPage(browser, "/admin/dashboard");
    const status = await api<{ data: { configured: boolean; held: number } }>("GET", "/api/mail/status", {
      token,
    });
    expect(status.body.data.configured).toBe(false);
    const banner = page.getByTestId("mail-not-configured");
    await banner.waitFor();
    expect(await banner.textContent()).toContain(MAIL_NOT_CONFIGURED);
    await page.goto("/admin/inquiries");
    await page.getByTestId("mail-not-configured").waitFor();
    await context.close();
  });
});
