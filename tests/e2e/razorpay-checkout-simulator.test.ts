// The simulated Razorpay Checkout that browser tests of the payment page load from RAZORPAY_CHECKOUT_URL, on a
// page of its own under a strict policy like the payment page's (only our nonce, and the simulator's origin for
// the script and its calls): Pay calls the handler with a callback signed as Razorpay signs it, Cancel and Escape
// call ondismiss, a failed payment calls the payment.failed handlers, and the dialog passes axe.
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "../setup/browser";
import { type RazorpaySimulator, startRazorpaySimulator } from "../setup/razorpay-simulator";

let sim: RazorpaySimulator;
let browser: Browser;
let page: Page;
let pageServer: http.Server;
let pageUrl = "";

beforeAll(async () => {
  sim = await startRazorpaySimulator();
  const order = await fetch(`${sim.url}/v1/orders`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${sim.keyId}:${sim.keySecret}`).toString("base64")}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ amount: 1_180_000, currency: "INR", receipt: "e2e" }),
  }).then((r) => r.json() as Promise<{ id: string }>);

  pageServer = http.createServer((_req, res) => {
    const nonce = randomBytes(16).toString("base64");
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": `default-src 'self'; script-src 'nonce-${nonce}' ${sim.url}; connect-src ${sim.url}`,
    });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay</title></head><body><main>
      <h1>Pay your fee</h1><button id="pay" type="button">Pay ₹11,800</button><p id="result"></p></main>
      <script nonce="${nonce}">
        document.getElementById("pay").addEventListener("click", () => {
          const script = document.createElement("script");
          script.src = ${JSON.stringify(sim.checkoutUrl)};
          script.onload = () => {
            const rzp = new Razorpay({
              key: ${JSON.stringify(sim.keyId)}, amount: 1180000, currency: "INR", name: "Varanasi Academy",
              order_id: ${JSON.stringify(order.id)},
              handler: (response) => { window.result = { paid: response }; },
              modal: { ondismiss: () => { window.result = { dismissed: true }; } },
            });
            rzp.on("payment.failed", (response) => { window.result = { failed: response.error }; });
            rzp.open();
          };
          document.head.append(script);
        });
      </script></body></html>`);
  });
  await new Promise<void>((resolve) => pageServer.listen(0, "127.0.0.1", resolve));
  pageUrl = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}/`;
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => pageServer?.close(resolve));
  await sim?.close();
});

async function openCheckout() {
  await page.goto(pageUrl);
  await page.evaluate(() => {
    (window as unknown as { result: unknown }).result = undefined;
  });
  await page.getByRole("button", { name: "Pay ₹11,800" }).click();
  const dialog = page.getByRole("dialog", { name: "Razorpay (simulated checkout)" });
  await dialog.waitFor();
  return dialog;
}

const result = () =>
  page.waitForFunction(() => (window as unknown as { result?: unknown }).result).then((h) => h.jsonValue());

describe("simulated Razorpay Checkout", () => {
  it("pays with a signed callback, dismisses on Cancel and Escape, and reports a failed payment", async () => {
    const dialog = await openCheckout();
    expect(await dialog.getByText("Varanasi Academy: ₹11,800.00 INR").count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Pay");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Pay" }).click();
    const paid = (await result()) as {
      paid: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
    };
    const { razorpay_order_id: orderId, razorpay_payment_id: paymentId } = paid.paid;
    expect(paid.paid.razorpay_signature).toBe(
      createHmac("sha256", sim.keySecret).update(`${orderId}|${paymentId}`).digest("hex"),
    );
    expect(sim.payments.get(paymentId)).toMatchObject({ status: "captured", order_id: orderId });
    expect(await page.getByRole("dialog").count()).toBe(0);

    await (await openCheckout()).getByRole("button", { name: "Cancel" }).click();
    expect(await result()).toEqual({ dismissed: true });
    await openCheckout();
    await page.keyboard.press("Escape");
    expect(await result()).toEqual({ dismissed: true });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("pay");

    sim.checkoutOutcome = "failed";
    await (await openCheckout()).getByRole("button", { name: "Pay" }).click();
    const failed = (await result()) as {
      failed: { code: string; reason: string; metadata: { order_id: string } };
    };
    expect(failed.failed).toMatchObject({ code: "BAD_REQUEST_ERROR", reason: "payment_failed" });
    expect(failed.failed.metadata.order_id).toBe(orderId);
    sim.checkoutOutcome = "captured";
  });
});
