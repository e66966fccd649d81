// Leads through Chromium on the built site: a visit's first page (utm tags, referrer) travels with a form sent later
// in the visit without any cookie, staff see it on the lead; and "called, no answer, try again tomorrow 11:00" takes
// three clicks from the Today queue.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#contract/i18n/messages.en";
import { indiaDatePlus, indiaTime } from "#contract/leads";
import { api, apiAdminToken, axeViolations, launchBrowser, newPage } from "../setup/browser";
import { adminPage, uniqueSuffix } from "./admin-helpers";
import { waitForHydration } from "./support/page-helpers";

const T = en.contact;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Page loads and reloads can take seconds on a busy machine. */
const POLL = { timeout: 15_000 };

async function inquiryByEmail(token: string, email: string) {
  const res = await api<{ data: Record<string, unknown>[] }>(
    "GET",
    `/api/inquiries?q=${encodeURIComponent(email)}`,
    {
      token,
    },
  );
  return res.body.data[0];
}

describe("leads", () => {
  it("sends the first page's utm tags, referrer and landing page with a form later in the visit, and sets no cookie", async () => {
    const { page, context } = await newPage(browser);
    const email = `first-touch-${uniqueSuffix()}@example.com`;
    await page.goto("/courses?utm_source=instagram&utm_medium=story&utm_campaign=monsoon", {
      referer: "https://l.instagram.com/",
    });
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    // The first touch is noted by the page's script once it runs (app/lib/visit-attribution.ts): a visitor who
    // moves on before any script ran is counted from the page where it first did.
    await page.waitForFunction(() => window.sessionStorage.getItem("visitAttribution") !== null);
    // Later pages of the visit (even one with other tags) do not replace the first touch.
    await page.goto("/about?utm_source=newsletter");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: T.formTitle });
    const submit = form.getByRole("button", { name: T.submit });
    await waitForHydration(submit);
    const field = (label: string) => form.getByRole("textbox", { name: label, exact: true });
    await field(T.firstName).fill("Kavya");
    await field(T.lastName).fill("Rao");
    await field(T.phone).fill("+91 98765 11111");
    await field(T.email).fill(email);
    await field(T.message).fill("Is there a weekend batch?");
    await submit.click();
    await form.getByText(/Thank you for your message/).waitFor(POLL);

    const token = await apiAdminToken();
    const stored = await inquiryByEmail(token, email);
    expect(stored).toMatchObject({
      utm_source: "instagram",
      utm_medium: "story",
      utm_campaign: "monsoon",
      referrer: "https://l.instagram.com/",
      landing_page: "/courses?utm_source=instagram&utm_medium=story&utm_campaign=monsoon",
    });
    expect(await context.cookies()).toEqual([]);

    // Staff see it on the lead.
    const { page: admin, context: adminContext } = await adminPage(
      browser,
      `/admin/leads/inquiry/${stored?.inquiry_id}`,
    );
    const source = admin.getByRole("region", { name: "Where they came from" });
    await source.getByText("monsoon", { exact: true }).waitFor(POLL);
    await expect(source.getByText("https://l.instagram.com/", { exact: true }).count()).resolves.toBe(1);
    await adminContext.close();
    await context.close();
  });

  it("logs called, no answer, try again tomorrow 11:00 in three clicks from the Today queue", async () => {
    const token = await apiAdminToken();
    const email = `today-${uniqueSuffix()}@example.com`;
    const last = `Queue${uniqueSuffix()}`;
    const sent = await api("POST", "/api/inquiries", {
      body: {
        first_name: "Ravi",
        last_name: last,
        email,
        phone: "098765 22222",
        message: "Please call me",
        inquiry_type: "course",
        subject: "Numerology Basics",
      },
    });
    expect(sent.status).toBe(201);
    const lead = await inquiryByEmail(token, email);
    // Due a minute from now: in "Due today", which only this test fills.
    const due = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await api("PUT", `/api/inquiries/${lead?.inquiry_id}`, { token, body: { next_follow_up_at: due } }))
        .status,
    ).toBe(200);

    const { page, context } = await adminPage(browser, "/admin/today");
    const section = page.getByRole("region", { name: /Due today/ });
    const row = section.getByRole("row").filter({ hasText: last });
    await row.waitFor(POLL);
    await page.getByTestId("today-count").waitFor(POLL);
    expect(await axeViolations(page)).toEqual([]);

    let clicks = 0;
    const click = async (target: ReturnType<Page["getByRole"]>) => {
      clicks++;
      await target.click();
    };
    await click(row.getByRole("button", { name: `Log outcome for Ravi ${last}` }));
    const form = page.getByRole("form", { name: `Outcome for Ravi ${last}` });
    await click(form.getByRole("button", { name: "No answer" }));
    await click(form.getByRole("button", { name: "Save" }));
    await page.getByText(`Ravi ${last}: Saved`).waitFor(POLL);
    expect(clicks).toBeLessThanOrEqual(3);

    const detail = await api<{ data: { next_follow_up_at: string; timeline: Record<string, unknown>[] } }>(
      "GET",
      `/api/leads/inquiry/${lead?.inquiry_id}`,
      { token },
    );
    expect(detail.body.data.next_follow_up_at).toBe(
      indiaTime(indiaDatePlus(new Date(), 1), "11:00").toISOString(),
    );
    expect(detail.body.data.timeline[0]).toMatchObject({
      event: "outcome",
      outcome: "call",
      note: "No answer",
    });
    // It left today's list.
    await section
      .getByRole("row")
      .filter({ hasText: last })
      .waitFor({ state: "detached", ...POLL });
    await context.close();
  });
});
