// Razorpay's two signatures, checked in constant time. The official package compares hex strings with ===, which
// returns at the first differing character and so tells a patient attacker how much of a forged signature was
// right (docs/decisions/0060-razorpay-client-of-our-own.md).
import { createHmac, timingSafeEqual } from "node:crypto";

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

function matches(expected: Buffer, given: string | null | undefined): boolean {
  if (typeof given !== "string" || !HEX_SHA256.test(given)) return false;
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}

/**
 * The Checkout callback: HMAC-SHA256 of `order_id|payment_id` with the key secret, in hex. `orderId` must be the
 * order id we stored for the enrolment, never the one the browser sent, or a payment of another (cheaper) order
 * would pass.
 */
export function verifyCheckoutSignature(
  callback: { orderId: string; paymentId: string; signature: string | null | undefined },
  keySecret: string,
): boolean {
  const expected = createHmac("sha256", keySecret)
    .update(`${callback.orderId}|${callback.paymentId}`)
    .digest();
  return matches(expected, callback.signature);
}

/**
 * A webhook: HMAC-SHA256 of the raw request body with the webhook secret, in hex, from `X-Razorpay-Signature`.
 * Give it the bytes as received: JSON parsed and written again is not the same text.
 */
export function verifyWebhookSignature(
  rawBody: string | Uint8Array,
  signature: string | null | undefined,
  webhookSecret: string,
): boolean {
  const expected = createHmac("sha256", webhookSecret).update(rawBody).digest();
  return matches(expected, signature);
}
