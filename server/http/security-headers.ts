import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/** The pages where a fee is paid (English and Hindi): a person's own enrolment, and a paid consultation's booking. */
const PAYMENT_PAGE = /^(\/hi)?\/(enrolment\/\d+|consultation\/booking)\/?$/;

/** The public catalogue (English and Hindi): the same for every visitor, with nobody's own data in it. */
const CATALOGUE_PAGE =
  /^(\/hi)?(\/(about|courses|course\/[^/]+|products|consultation|gallery|blog(\/[^/]+)?|contact))?\/?$/;

/**
 * Cross-Origin-Opener-Policy by page (docs/decisions/0083-opener-policy-by-page.md). It keeps another site's window
 * from holding a handle on ours, which matters where a page shows a person's own data: the back office and the
 * private links. The catalogue has none, and there the header made Chromium start each page in a browsing context
 * group of its own, which doubled the main-thread blocking Lighthouse measures on a phone. On the payment pages,
 * Razorpay Checkout's bank and wallet windows must still be able to report back to the page that opened them.
 */
function openerPolicy(path: string): string | null {
  if (CATALOGUE_PAGE.test(path)) return null;
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
    const opener = openerPolicy(c.req.path);
    if (opener) h.set("Cross-Origin-Opener-Policy", opener);
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    h.delete("X-Powered-By");
  };
}
