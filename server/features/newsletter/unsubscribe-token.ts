// Signed unsubscribe links: the token carries the address and an HMAC of it, so the link works without a
// stored token and nobody can unsubscribe an address they cannot show a signature for.
import { createHmac, timingSafeEqual } from "node:crypto";

/** Keeps these signatures apart from anything else signed with the same application secret. */
const PURPOSE = "newsletter-unsubscribe:";

function signature(email: string, secret: string): Buffer {
  return createHmac("sha256", secret)
    .update(PURPOSE + email.toLowerCase())
    .digest();
}

export function unsubscribeToken(email: string, secret: string): string {
  const address = Buffer.from(email.toLowerCase(), "utf8").toString("base64url");
  return `${address}.${signature(email, secret).toString("base64url")}`;
}

/** The lower-cased address the token was made for, or undefined for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(token: string, secret: string): string | undefined {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const email = Buffer.from(match[1], "base64url").toString("utf8");
  const given = Buffer.from(match[2], "base64url");
  const expected = signature(email, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return email;
}

/** The absolute link to put in every newsletter; opening it unsubscribes the address. */
export function unsubscribeLink(publicUrl: string, email: string, secret: string): string {
  const token = encodeURIComponent(unsubscribeToken(email, secret));
  return `${publicUrl.replace(/\/+$/, "")}/api/newsletter/unsubscribe?token=${token}`;
}
