// Shared steps of the admin browser journeys: a signed-in page without going through the login form (that form
// has its own tests), dialogs (window.confirm/alert) and test images.

import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { api, apiAdminToken, newPage } from "../setup/browser";

/** A page whose local storage already holds a fresh admin session, opened at `path`. */
export async function adminPage(
  browser: Browser,
  path: string,
  options: { viewport?: { width: number; height: number } } = {},
) {
  const token = await apiAdminToken();
  const profile = await api<{ data: unknown }>("GET", "/api/auth/profile", { token });
  const { page, context } = await newPage(browser, options);
  await page.goto("/admin/login");
  await page.evaluate(
    ([t, user]) => {
      localStorage.setItem("adminToken", t);
      localStorage.setItem("adminUser", user);
    },
    [token, JSON.stringify(profile.body.data)] as const,
  );
  await page.goto(path);
  return { page, context, token };
}

/**
 * Runs `action`, answers the window.alert/confirm it opens, and returns the dialog's text.
 * `accept: false` dismisses (the "Cancel" of a confirm).
 */
export async function answerDialog(
  page: Page,
  action: () => Promise<unknown>,
  accept = true,
): Promise<string> {
  const dialog = page.waitForEvent("dialog");
  const done = action();
  const d = await dialog;
  const message = d.message();
  await (accept ? d.accept() : d.dismiss());
  await done;
  return message;
}

/** A real PNG, so the server's re-encoding accepts it. */
export async function pngFile(name = "test.png", width = 64, height = 40) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 138, g: 44, b: 27 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Presses a message's × from the keyboard, and says where the focus went: into the page's content, or nowhere. */
export async function dismissWithKeyboard(message: Locator) {
  const page = message.page();
  await message.getByRole("button", { name: "Dismiss" }).focus();
  await page.keyboard.press("Enter");
  await message.waitFor({ state: "detached" });
  return page.evaluate(() => ({
    inContent: !!document.activeElement?.closest("#admin-main"),
    body: document.activeElement === document.body,
  }));
}
