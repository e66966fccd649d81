import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/** The pages where a fee is paid (English and Hindi): a person's own enrolment, and a paid consultation's booking. */
const PAYMENT_PAGE = /^(\/hi)?\/(enrolment\/\d+|consultation\/booking)\/?$/;

/**
 * Cross-Origin-Opener-Policy keeps another site's window from holding a handle on ours. On the payment pages,
 * Razorpay Checkout's bank and wallet windows must still be able to report back to the page that opened them
 * (docs/decisions/0083-opener-policy-on-payment-pages.md).
 */
function openerPolicy(path: string): string {
  return PAYMENT_PAGE.test(path) ? "same-origin-allow-popups" : "same-origin";
}

/**
 * Security headers for every response. Pages get a nonce-based script policy: React Router's hydration data is an
 * inline script, and the nonce lets that one in while any injected script stays out.
 */
export function securityHeaders(
  options: { httpsOnly?: boolean; checkout?: { scriptUrl: string; apiUrl: string } | null } = {},
): MiddlewareHandler<AppEnv> {
  // Razorpay Checkout (its script, the frames and calls it makes) is allowed on the payment pages alone.
  const checkout = options.checkout
    ? [new URL(options.checkout.scriptUrl).origin, new URL(options.checkout.apiUrl).origin]
    : null;
  const checkoutSources = checkout ? ` ${[...new Set(checkout)].join(" ")}` : "";
  return async (c, next) => {
    const onPaymentPage = checkout !== null && PAYMENT_PAGE.test(c.req.path);
    const extra = onPaymentPage ? checkoutSources : "";
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const h = c.res.headers;
    if (!h.has("Content-Security-Policy"))
      h.set(
        "Content-Security-Policy",
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${c.get("cspNonce")}'${extra}`,
          "style-src 'self' 'unsafe-inline'",
          // A back-office form previews a picked file from a blob: URL before it is uploaded.
          `img-src 'self' data: https:${c.req.path.startsWith("/admin") ? " blob:" : ""}`,
          "font-src 'self'",
          `connect-src 'self'${extra}`,
          "media-src 'self' https:",
          `frame-src https://www.youtube-nocookie.com https://www.youtube.com https://www.google.com https://maps.google.com${extra}`,
          "object-src 'none'",
          "base-uri 'none'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join("; "),
      );
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    // Only when the site is served over HTTPS: HSTS on a plain-HTTP origin would lock visitors out of it.
    if (options.httpsOnly) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    h.set("X-Frame-Options", "DENY");
    h.set("Cross-Origin-Opener-Policy", openerPolicy(c.req.path));
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    h.delete("X-Powered-By");
  };
}
