// Batches through Chromium on the built site: on a phone-width page a visitor picks a batch of a course, enrols,
// sees the confirmation and their own enrolment page, and staff find them in the batch's roster with a tel: link.
// Then the public check of a certificate: genuine, revoked, unknown (404), in English and Hindi, never indexed.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInIndia } from "#contract/form-rules";
import { en } from "#contract/i18n/messages.en";
import { api, apiAdminToken, axeViolations, launchBrowser, newPage } from "../setup/browser";
import { adminPage } from "./admin-helpers";
import { fetchHtml, metaContent, waitForHydration } from "./support/page-helpers";
import { createCourse, uniqueName } from "./support/site-fixtures";

const PHONE = { width: 390, height: 844 };
const B = en.batches;
let browser: Browser;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiAdminToken();
});
afterAll(() => browser?.close());

const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * 86_400_000));

async function batch(courseId: number, fields: Record<string, unknown>) {
  const res = await api("POST", "/api/batches", {
    token,
    body: { course_id: courseId, seats_total: 8, fee_paise: 1_200_000, ...fields },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { batch_id: number };
}

describe("enrolling in a batch", () => {
  it("on a phone: picks a batch, enrols, sees the confirmation and the private page; staff see the roster", async () => {
    const course = await createCourse(token);
    await batch(course.course_id, {
      starts_on: inDays(20),
      ends_on: inDays(21),
      schedule: "Sat–Sun, 10:00–17:00",
    });
    const later = await batch(course.course_id, { starts_on: inDays(48), ends_on: inDays(49) });
    const name = uniqueName("Kavya");

    const { page, context } = await newPage(browser, { viewport: PHONE });
    await page.goto(`/course/${course.course_slug}`);
    await page.getByRole("heading", { name: B.heading }).waitFor();
    const enrolLater = page.getByRole("button", { name: /^Enrol in the batch of/ }).nth(1);
    await waitForHydration(enrolLater);
    await enrolLater.click();
    const dialog = page.getByRole("dialog", { name: B.form.title(course.title) });
    await dialog.waitFor();
    // The batch whose button was pressed is the one chosen.
    const chosen = dialog.getByRole("radio", { checked: true });
    expect(await chosen.getAttribute("value")).toBe(String(later.batch_id));
    await dialog.getByLabel(B.form.name).fill(name);
    await dialog.getByLabel(B.form.email).fill(`${name.toLowerCase()}@example.com`);
    await dialog.getByLabel(B.form.phone).fill("+91 98765 43210");
    await dialog.getByRole("button", { name: B.form.submit }).click();
    await dialog.getByText(B.form.success.held).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole("link", { name: B.form.openPage }).click();
    await page.waitForURL(/\/enrolment\/\d+\?token=/);
    await page.getByRole("heading", { name: en.enrolmentPage.heading }).waitFor();
    await page.getByText(en.enrolmentPage.status.held).waitFor();
    expect(await metaContent(await page.content(), "robots")).toContain("noindex");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    const staff = await adminPage(browser, `/admin/enrolments?batch_id=${later.batch_id}`, {
      viewport: PHONE,
    });
    const row = staff.page.getByRole("row", { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.getByRole("link", { name: "+91 98765 43210" }).getAttribute("href")).toBe(
      "tel:+919876543210",
    );
    await staff.context.close();
  });
});

describe("the certificate check", () => {
  it("says genuine, then revoked, in English and Hindi, and is a 404 page for an unknown code", async () => {
    const course = await createCourse(token, { translations: { hi: { title: "वास्तु परीक्षा" } } });
    const free = await batch(course.course_id, { starts_on: inDays(10), fee_paise: 0 });
    const enrolled = await api("POST", "/api/enrolments", {
      body: {
        batch_id: free.batch_id,
        name: "प्रिया शर्मा",
        email: `${uniqueName("p")}@example.com`,
        phone: "98765",
      },
    });
    expect(enrolled.body.data.status).toBe("confirmed");
    const done = await api("POST", `/api/enrolments/${enrolled.body.data.enrolment_id}/complete`, { token });
    const code = done.body.data.certificate.code as string;

    const genuine = await fetchHtml(`/certificate/${code}`);
    expect(genuine.status).toBe(200);
    expect(genuine.html).toContain(en.certificatePage.genuine);
    expect(genuine.html).toContain("प्रिया शर्मा");
    expect(metaContent(genuine.html, "robots")).toContain("noindex");
    const hindi = await fetchHtml(`/hi/certificate/${code.toLowerCase()}`);
    expect(hindi.html).toContain("यह प्रमाणपत्र असली है।");
    expect(hindi.html).toContain("वास्तु परीक्षा");

    await api("POST", `/api/enrolments/${enrolled.body.data.enrolment_id}/revoke-certificate`, {
      token,
      body: {},
    });
    expect((await fetchHtml(`/certificate/${code}`)).html).toContain(en.certificatePage.revoked);

    const unknown = await fetchHtml("/certificate/ZZZZZZZZZZ");
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain(en.certificatePage.notFoundTitle);
  });
});
