// The staff side of fees through Chromium, on a server of its own that reaches a Razorpay simulator: a UPI
// payment checked in the verification queue (the person sends the UTR, staff mark it paid, the person's page says
// paid and the payments list counts it), and a partial refund of a Razorpay payment from the roster, with the
// policy's amount prefilled, that refunds once and shows on the roster and in the payments list.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFUND_ADMIN_MESSAGES, SETTINGS_MESSAGES, UPI_QUEUE_MESSAGES } from "#contract/admin-messages";
import { todayInIndia } from "#contract/form-rules";
import { en } from "#contract/i18n/messages.en";
import { BILLING_MESSAGES } from "#contract/messages";
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
import { adminPage, answerDialog } from "./admin-helpers";
import { waitForHydration } from "./support/page-helpers";
import { createCourse, uniqueName } from "./support/site-fixtures";

let sim: RazorpaySimulator;
let browser: Browser;
let token: string;

beforeAll(async () => {
  sim = await startRazorpaySimulator();
});
withServerOfItsOwn(() => sim.env);
beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiAdminToken();
  // The academy's UPI ID: the payment page offers UPI with it.
  const settings = await api("GET", "/api/settings", { token });
  const saved = await api("PUT", "/api/settings", {
    token,
    body: { ...settings.body.data, upiId: "academy@okhdfcbank" },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await sim?.close();
});

const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * 86_400_000));

async function enrolled(fee: number) {
  const course = await createCourse(token);
  const batch = await api("POST", "/api/batches", {
    token,
    body: { course_id: course.course_id, starts_on: inDays(20), seats_total: 5, fee_paise: fee },
  });
  expect(batch.status, JSON.stringify(batch.body)).toBe(201);
  const name = uniqueName("Meera");
  const res = await fetch(`${baseUrl()}/api/enrolments`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl() },
    body: JSON.stringify({
      batch_id: batch.body.data.batch_id,
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: "+91 98765 43210",
    }),
  });
  const body = (await res.json()) as {
    data: { enrolment_id: number; url: string; razorpay?: { order_id: string } };
  };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return { ...body.data, name, batchId: batch.body.data.batch_id as number };
}

describe("the UPI verification queue", () => {
  it("the person sends a UTR, staff mark it paid in the queue, the person sees it paid", async () => {
    const person = await enrolled(250_000);
    const utr = String(400_000_000_000 + Math.floor(Math.random() * 99_999_999_999));
    // The person pays by UPI in their bank app, then sends the UTR from their own page.
    const own = await newPage(browser);
    await own.page.goto(person.url);
    const utrField = own.page.getByLabel(en.enrolmentPage.utrLabel);
    await waitForHydration(utrField);
    await utrField.fill(utr);
    await own.page.getByRole("button", { name: en.enrolmentPage.utrSubmit }).click();
    await own.page.getByText(en.enrolmentPage.status.pending_verification).waitFor();

    const staff = await adminPage(browser, "/admin/upi-queue");
    const row = staff.page.getByRole("row", { name: new RegExp(person.name) });
    await row.waitFor();
    await row.getByText(utr).waitFor();
    await row.getByText("₹2,500").waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);
    const question = await answerDialog(staff.page, () =>
      row.getByRole("button", { name: `Mark paid: ${person.name}, UTR ${utr}` }).click(),
    );
    expect(question).toBe(UPI_QUEUE_MESSAGES.markPaidConfirm("₹2,500", utr, person.name));
    await row.waitFor({ state: "detached" });

    // The payments list counts it, by method, with its receipt.
    await staff.page.goto("/admin/payments?method=upi");
    const paid = staff.page.getByRole("row", { name: new RegExp(person.name) });
    await paid.getByText("Paid", { exact: true }).waitFor();
    await paid.getByRole("button", { name: /^Download receipt / }).waitFor();
    await staff.page
      .getByRole("region", { name: "Totals: Today" })
      .getByText(/^UPI \(\d+\)$/)
      .waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);
    await staff.context.close();

    await own.page.reload();
    await own.page.getByText(en.enrolmentPage.status.paid).waitFor();
    await own.context.close();
  });
});

describe("a fee paid at the desk", () => {
  it("the front desk records a cheque with its number on the roster, and the person is paid", async () => {
    const person = await enrolled(300_000);
    const staff = await adminPage(browser, `/admin/enrolments?batch_id=${person.batchId}`);
    const row = staff.page.getByRole("row", { name: new RegExp(person.name) });
    await row.getByRole("button", { name: `Record payment: ${person.name}` }).click();
    const dialog = staff.page.getByRole("dialog", { name: `Record a payment by ${person.name}` });
    expect(await dialog.getByLabel(/^Amount/).inputValue()).toBe("3000");
    await dialog.getByLabel(/^Paid by/).selectOption("cheque");
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await dialog.getByText(UPI_QUEUE_MESSAGES.referenceRequired).waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);
    await dialog.getByLabel(/^Reference/).fill("CHQ 004512");
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await dialog.waitFor({ state: "hidden" });
    await row.getByText("Paid", { exact: true }).waitFor();
    await row.getByText(/Cheque/).waitFor();
    const ledger = await api("GET", `/api/payments?batch_id=${person.batchId}`, { token });
    expect(ledger.body.data[0]).toMatchObject({
      method: "cheque",
      reference: "CHQ 004512",
      status: "captured",
    });
    await staff.context.close();
  });
});

describe("a refund by staff", () => {
  it("from the roster: the policy's amount prefilled, a part refunded once through Razorpay, shown as refunded", async () => {
    const person = await enrolled(500_000);
    const orderId = person.razorpay?.order_id;
    expect(orderId).toBeTruthy();
    const { payment } = sim.pay(orderId as string);
    // Razorpay's webhook tells the server (the person's browser callback may never come).
    const delivered = await sim.deliver(
      `${baseUrl()}/api/payments/razorpay/webhook`,
      sim.webhook("payment.captured", payment.id),
    );
    expect(delivered.every((d) => d.status === 200)).toBe(true);

    const staff = await adminPage(browser, `/admin/enrolments?batch_id=${person.batchId}`);
    const row = staff.page.getByRole("row", { name: new RegExp(person.name) });
    await row.getByText("Paid", { exact: true }).waitFor();
    await row.getByRole("button", { name: `Refund: ${person.name}` }).click();
    const dialog = staff.page.getByRole("dialog", { name: `Refund ${person.name}` });
    const amount = dialog.getByLabel(/Amount to refund/);
    await amount.waitFor();
    // Twenty days before the start: the whole fee back, under the default policy.
    expect(await amount.inputValue()).toBe("5000");
    expect(await axeViolations(staff.page)).toEqual([]);
    await amount.fill("1,500");
    const question = await answerDialog(staff.page, () =>
      dialog.getByRole("button", { name: "Refund", exact: true }).click(),
    );
    expect(question).toBe(REFUND_ADMIN_MESSAGES.confirm("₹1,500", person.name));
    await staff.page.getByText(REFUND_ADMIN_MESSAGES.made).waitFor();
    await row.getByText("Refunded", { exact: true }).waitFor();
    await row.getByText("₹1,500 refunded").waitFor();
    expect(await row.getByRole("button", { name: `Refund: ${person.name}` }).count()).toBe(0);

    expect(sim.payments.get(payment.id)?.amount_refunded).toBe(150_000);
    expect([...sim.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    await staff.context.close();
  });
});

describe("billing settings", () => {
  it("an owner registers for GST: a mistyped GSTIN is caught by its check digit, a good one is saved", async () => {
    const staff = await adminPage(browser, "/admin/settings");
    const page = staff.page;
    await page.getByRole("checkbox", { name: /registered for GST/ }).check();
    const gstin = page.getByLabel("GSTIN");
    // One character wrong: the check character no longer matches.
    await gstin.fill("09AAACR5055K1Z4");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText(BILLING_MESSAGES.gstinChecksum).waitFor();
    expect(await gstin.getAttribute("aria-invalid")).toBe("true");
    await gstin.fill("09aaacr5055k1z5");
    await page.getByLabel("Receipt number prefix").fill("VAV");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText(SETTINGS_MESSAGES.saved).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const saved = await api("GET", "/api/settings", { token });
    expect(saved.body.data.billing).toMatchObject({
      gstRegistered: true,
      gstin: "09AAACR5055K1Z5",
      receiptPrefix: "VAV",
    });
    await staff.context.close();
  });
});
