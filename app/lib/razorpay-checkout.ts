// Razorpay Checkout, for the pages where a fee is paid. Its script is fetched only when a visitor presses Pay, so
// nothing from Razorpay loads before (and the page's CSP allows it on the payment pages alone). The amount and the
// order come from our server, which made the order from its own database; the callback goes back to it to verify.
import type { RazorpayCheckout } from "#contract/schemas/payments";

export interface CheckoutResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
interface RazorpayInstance {
  on(event: "payment.failed", handler: () => void): void;
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

/** Loads Checkout's script once, when it is first needed. */
let checkoutScript: Promise<RazorpayConstructor> | null = null;
function loadCheckout(url: string): Promise<RazorpayConstructor> {
  checkoutScript ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => {
      const found = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (found) resolve(found);
      else reject(new Error("Razorpay Checkout did not load"));
    };
    script.onerror = () => {
      checkoutScript = null;
      reject(new Error("Razorpay Checkout did not load"));
    };
    document.head.appendChild(script);
  });
  return checkoutScript;
}

/** Opens Checkout for an order our server made; `paid` gets Razorpay's signed answer, for the server to verify. */
export async function openCheckout(options: {
  scriptUrl: string;
  order: RazorpayCheckout;
  academy: string;
  prefill: { name: string };
  paid: (response: CheckoutResponse) => void;
  dismissed: () => void;
  failed: () => void;
}) {
  const Razorpay = await loadCheckout(options.scriptUrl);
  const checkout = new Razorpay({
    key: options.order.key_id,
    amount: options.order.amount,
    currency: options.order.currency,
    order_id: options.order.order_id,
    name: options.academy,
    prefill: options.prefill,
    handler: options.paid,
    modal: { ondismiss: options.dismissed },
  });
  checkout.on("payment.failed", options.failed);
  checkout.open();
}
