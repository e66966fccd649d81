// "Remove demo content" on the dashboard, through Chromium on the built site. A server of its own: removing the
// demo content from the shared server would empty the pages every other browser test reads.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN_MESSAGES, CONFIRM_MESSAGES } from "#contract/admin-messages";
import { axeViolations, launchBrowser } from "../setup/browser";
import { type E2eServer, startE2eServer } from "../setup/e2e-server";

const OWNER = { username: "owner", password: "demo content test owner password" };
let browser: Browser;
let server: E2eServer;

beforeAll(async () => {
  server = await startE2eServer(inject("e2eBuildDir"), {
    ADMIN_USERNAME: OWNER.username,
    ADMIN_PASSWORD: OWNER.password,
    ADMIN_EMAIL: "owner@academy.test",
    DEMO_CONTENT: "1",
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads whichever fields it asserts.
  return (await res.json()) as any;
}

/** The owner signed in through the form, on the dashboard. */
async function signIn() {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(OWNER.username);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin/dashboard");
  return { context, page };
}

describe("remove demo content", () => {
  it("asks in a dialog, then removes the demo rows and keeps what staff added", async () => {
    const login = await call("POST", "/api/auth/login", undefined, OWNER);
    const token = login.data.token as string;
    const staff = await call("POST", "/api/testimonials", token, {
      name: "Real Student",
      testimonial_text: "Written by staff, kept.",
    });
    expect(staff.success).toBe(true);

    const { context, page } = await signIn();

    const notice = page.getByTestId("demo-content");
    await notice.waitFor();
    expect(await notice.textContent()).toContain(ADMIN_MESSAGES.demoContentPresent);
    const open = page.getByRole("button", { name: ADMIN_MESSAGES.removeDemoContent });

    // Cancel keeps everything.
    await open.click();
    const dialog = page.getByRole("dialog", { name: ADMIN_MESSAGES.removeDemoContent });
    await dialog.getByText(CONFIRM_MESSAGES.removeDemoContent).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect((await call("GET", "/api/demo-content", token)).data.present).toBe(true);

    await open.click();
    await dialog.getByRole("button", { name: ADMIN_MESSAGES.removeDemoContent }).click();
    await page.locator(".ui-alert").filter({ hasText: ADMIN_MESSAGES.demoContentRemoved }).waitFor();
    await notice.waitFor({ state: "detached" });
    // The dashboard counts again: no demo course, the staff testimonial alone.
    await page.locator(".admin-stat-card", { hasText: "Total Courses" }).getByText("0").waitFor();

    expect((await call("GET", "/api/demo-content", token)).data.present).toBe(false);
    expect((await call("GET", "/api/courses", token)).data).toEqual([]);
    const testimonials = (await call("GET", "/api/testimonials", token)).data as { name: string }[];
    expect(testimonials.map((t) => t.name)).toEqual(["Real Student"]);
    const activity = (await call("GET", "/api/activity", token)).data as { resource: string }[];
    expect(activity.some((entry) => entry.resource === "demo-content")).toBe(true);
    await context.close();
  });

  it("an empty inbox or list says where its rows come from, or how to make the first", async () => {
    const { context, page } = await signIn();
    const empty = {
      "/admin/inquiries": "They arrive here from the contact form and the course enrolment form on the site.",
      "/admin/consultations": "They arrive here from the booking form on the Consultation page.",
      "/admin/newsletter": "Visitors join from the newsletter form on the site.",
      "/admin/campaigns": "Start one with New campaign.",
    };
    for (const [path, text] of Object.entries(empty)) {
      await page.goto(path);
      await page.locator(".admin-table__empty").getByText(text).waitFor();
    }
    await context.close();
  });
});
