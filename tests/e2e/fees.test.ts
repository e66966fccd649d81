// Paying a fee in Chromium on the built site, with Razorpay played by the simulator the test starts: a visitor
// picks a batch, enrols, opens their page, presses Pay (only then is Checkout's script loaded, and only this page's
// policy allows it), pays in the simulated Checkout, sees the paid page and downloads the numbered receipt; and a
// paid consultation's fee is paid the same way from the booking's own page.
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInIndia } from "#contract/form-rules";
import { formatPaise } from "#contract/i18n/format";
import { en } from "#contract/i18n/messages.en";
import {
  api,
  apiAdminToken,
  axeViolations,
  baseUrl,
  launchBrowser,
  newPage,
  withServerOfItsOwn,
} from "../setup/browser";
import { type RazorpaySimulator, startRazorpaySimulator } from "../setup/razorpay-simulator";
import { adminPage } from "./admin-helpers";
import { waitForHydration } from "./support/page-helpers";
import { createCourse, uniqueName } from "./support/site-fixtures";

const B = en.batches;
const P = en.enrolmentPage;
const C = en.consultationBooking;
let sim: RazorpaySimulator;
let browser: Browser;

beforeAll(async () => {
  sim = await startRazorpaySimulator();
});
withServerOfItsOwn(() => sim.env);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await sim?.close();
});

const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * 86_400_000));

describe("paying a fee", () => {
  it("enrols, pays through Checkout loaded on Pay, sees the paid page and downloads the receipt", async () => {
    const token = await apiAdminToken();
    const course = await createCourse(token);
    const made = await api("POST", "/api/batches", {
      token,
      body: { course_id: course.course_id, seats_total: 5, fee_paise: 1_180_000, starts_on: inDays(30) },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const name = uniqueName("Meera");

    const { page, context } = await newPage(browser);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`/course/${course.course_slug}`);
    const enrol = page.getByRole("button", { name: /^Enrol in the batch of/ }).first();
    await waitForHydration(enrol);
    await enrol.click();
    const dialog = page.getByRole("dialog", { name: B.form.title(course.title) });
    await dialog.getByLabel(B.form.name).fill(name);
    await dialog.getByLabel(B.form.email).fill(`${name.toLowerCase()}@example.com`);
    await dialog.getByLabel(B.form.phone).fill("+91 98765 43210");
    await dialog.getByRole("button", { name: B.form.submit }).click();
    await dialog.getByRole("link", { name: B.form.openPage }).click();
    await page.waitForURL(/\/enrolment\/\d+\?token=/);
    const pay = page.getByRole("button", { name: /^Pay / });
    await waitForHydration(pay);

    // The policy allows the Checkout origin here and nowhere else; nothing of it has loaded yet.
    const own = await page.request.get(page.url());
    expect(own.headers()["content-security-policy"]).toContain(new URL(sim.checkoutUrl).origin);
    const home = await page.request.get(`${baseUrl()}/`);
    expect(home.headers()["content-security-policy"]).not.toContain(new URL(sim.checkoutUrl).origin);
    // Checkout's own windows (a bank's page, a wallet) may report back to this page.
    expect(own.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(scripts.filter((url) => !url.startsWith(baseUrl()))).toEqual([]);
    // The page's own weight: opened afresh, as from the link in the mail.
    const fresh = await newPage(browser);
    const loaded: Buffer[] = [];
    fresh.page.on("response", async (response) => {
      if (response.request().resourceType() === "script")
        loaded.push(await response.body().catch(() => Buffer.alloc(0)));
    });
    await fresh.page.goto(page.url());
    await waitForHydration(fresh.page.getByRole("button", { name: /^Pay / }));
    const raw = loaded.reduce((sum, b) => sum + b.length, 0);
    const gzipped = loaded.reduce((sum, b) => sum + gzipSync(b).length, 0);
    console.log(
      `payment page JS before Pay: ${(gzipped / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw) in ${loaded.length} files`,
    );
    await fresh.context.close();
    await page.getByText(P.cancellationPolicy(7, 50)).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await pay.click();
    const checkout = page.getByRole("dialog", { name: "Razorpay (simulated checkout)" });
    await checkout.waitFor();
    expect(scripts.some((url) => url.startsWith(sim.url))).toBe(true);
    await checkout.getByRole("button", { name: "Pay", exact: true }).click();
    await page.getByText(P.status.paid).waitFor();
    await page.getByText(P.paidText).waitFor();

    const receipt = page.getByRole("link", { name: P.receipt });
    const href = await receipt.getAttribute("href");
    const pdf = await page.request.get(`${baseUrl()}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toMatch(/VA-\d{4}-\d{2}-\d{4,}\.pdf/);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await context.close();
  });

  it("pays a consultation's fee from the booking's page with Checkout loaded on Pay, gets its receipt, and is refunded on cancelling", async () => {
    const token = await apiAdminToken();
    await paidHours(token);
    const slots = await api("GET", "/api/consultations/slots?service_type=vastu_audit");
    // Days ahead, so that the policy's notice still lets the visitor cancel from the page.
    const email = `${uniqueName("kavya").toLowerCase()}@example.com`;
    const link = await bookingLink(token, slots.body.data.at(-2).starts_at, email);
    const requestId = Number(new URL(link, baseUrl()).searchParams.get("id"));

    const { page, context } = await newPage(browser);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(link ?? "");
    const fee = formatPaise("en", 250_000);
    const pay = page.getByRole("button", { name: C.pay(fee) });
    await waitForHydration(pay);
    expect(scripts.filter((url) => !url.startsWith(baseUrl()))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await pay.click();
    const checkout = page.getByRole("dialog", { name: "Razorpay (simulated checkout)" });
    await checkout.waitFor();
    await checkout.getByRole("button", { name: "Pay", exact: true }).click();
    await expect.poll(() => page.getByText(C.paid(fee)).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // The receipt, from the booking's own page.
    const receipt = page.getByRole("link", { name: C.receipt });
    const receiptPdf = await page.request.get(`${baseUrl()}${await receipt.getAttribute("href")}`);
    expect(receiptPdf.status()).toBe(200);
    expect((await receiptPdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // And from the staff's payments list, where the booking's payment shows its receipt number.
    const staff = await adminPage(browser, `/admin/payments?q=${encodeURIComponent(email)}`);
    const download = staff.page.waitForEvent("download");
    await staff.page.getByRole("button", { name: /^Download receipt / }).click();
    expect((await download).suggestedFilename()).toMatch(/^VA-\d{4}-\d{2}-\d{4,}\.pdf$/);
    await staff.context.close();

    // Cancelled from the page, the paid fee goes back in full: the server's payment job sends the refund.
    await page.getByText(C.cancelRefund(fee)).waitFor();
    await page.getByRole("button", { name: C.cancel }).click();
    await page.getByRole("button", { name: C.cancel }).waitFor({ state: "detached" });
    await expect
      .poll(
        async () => {
          const listed = await api("GET", "/api/payments?method=razorpay&limit=100", { token });
          return listed.body.data.find((p: { request_id: number | null }) => p.request_id === requestId)
            ?.refund;
        },
        { timeout: 40_000, interval: 1000 },
      )
      .toMatchObject({ amount_paise: 250_000, status: "processed" });
    await context.close();
    await api("DELETE", "/api/consultations/availability", { token });
  });

  it("tells the visitor whose payment came after their time was given away that it is refunded in full", async () => {
    const token = await apiAdminToken();
    await paidHours(token);
    const slots = await api("GET", "/api/consultations/slots?service_type=vastu_audit");
    const slot = slots.body.data.at(-1).starts_at as string;
    const link = await bookingLink(token, slot);
    const requestId = Number(new URL(link, baseUrl()).searchParams.get("id"));

    const { page, context } = await newPage(browser);
    await page.goto(link);
    const fee = formatPaise("en", 250_000);
    const pay = page.getByRole("button", { name: C.pay(fee) });
    await waitForHydration(pay);
    await pay.click();
    const checkout = page.getByRole("dialog", { name: "Razorpay (simulated checkout)" });
    await checkout.waitFor();
    // While Checkout is open, the desk cancels the booking and someone else books its time.
    const cancelled = await api("POST", `/api/consultations/agenda/bookings/${requestId}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    await bookingLink(token, slot);
    await checkout.getByRole("button", { name: "Pay", exact: true }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole("alert")
            .filter({ hasText: C.paidTooLate(fee) })
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await page.getByText(C.paid(fee)).count()).toBe(0);
    await context.close();
    await api("DELETE", "/api/consultations/availability", { token });
  });
});

/** Hours every day with one paid service: a Vastu audit of an hour for ₹2,500. */
async function paidHours(token: string) {
  const allDay = [{ start: "09:00", end: "18:00" }];
  const days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
  const hours = await api("PUT", "/api/consultations/availability", {
    token,
    body: {
      weekly_hours: Object.fromEntries(days.map((d) => [d, allDay])),
      slot_minutes: 60,
      buffer_minutes: 0,
      min_notice_minutes: 120,
      days_ahead: 30,
      services: [{ service_type: "vastu_audit", minutes: 60, fee_paise: 250_000, where: "office" }],
    },
  });
  expect(hours.status, JSON.stringify(hours.body)).toBe(200);
}

/** A visitor (`email`) books the paid service at `slot`; answers the link their booking's mail carries. */
async function bookingLink(
  token: string,
  slot: string,
  email = `${uniqueName("kavya").toLowerCase()}@example.com`,
): Promise<string> {
  const booked = await api("POST", "/api/consultations", {
    body: {
      name: "Kavya Iyer",
      email,
      phone: "+91 98765 43210",
      service_type: "vastu_audit",
      message: "Our new flat.",
      slot_starts_at: slot,
    },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const list = await api("GET", "/api/mail/outbox?kind=booking-booked&limit=50", { token });
      const id = list.body.data.find((m: { to: string }) => m.to === email)?.mail_id;
      if (!id) return undefined;
      const mail = await api("GET", `/api/mail/outbox/${id}`, { token });
      link = /\/consultation\/booking\?id=\d+&token=[A-Za-z0-9_%-]+/.exec(mail.body.data.text)?.[0];
      return link;
    })
    .toBeDefined();
  return link ?? "";
}
