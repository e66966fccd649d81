// Signed newsletter links. An unsubscribe token carries the address and an HMAC of it, so the link works without a
// stored token and nobody can unsubscribe an address they cannot show a signature for. A confirmation token
// carries the subscriber's id and when it was issued, so it expires and is tied to one subscription request.
import { createHmac, timingSafeEqual } from "node:crypto";
import { NEWSLETTER_CONFIRM_VALID_DAYS } from "#contract/constants";
import type { Locale } from "#contract/locales";
import { localePath } from "#contract/locales";

/** Keeps each kind of signature apart from the others and from anything else signed with the same secret. */
const UNSUBSCRIBE = "newsletter-unsubscribe:";
const CONFIRM = "newsletter-confirm:";

const DAY_MS = 86_400_000;
export const CONFIRM_VALID_MS = NEWSLETTER_CONFIRM_VALID_DAYS * DAY_MS;

const sign = (purpose: string, text: string, secret: string) =>
  createHmac("sha256", secret)
    .update(purpose + text)
    .digest();

/** `payload.signature`, both base64url, checked in constant time; the payload's text, or undefined. */
function verified(purpose: string, token: string, secret: string): string | undefined {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const text = Buffer.from(match[1], "base64url").toString("utf8");
  const given = Buffer.from(match[2], "base64url");
  const expected = sign(purpose, text, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return text;
}

const signed = (purpose: string, text: string, secret: string) =>
  `${Buffer.from(text, "utf8").toString("base64url")}.${sign(purpose, text, secret).toString("base64url")}`;

export function unsubscribeToken(email: string, secret: string): string {
  return signed(UNSUBSCRIBE, email.toLowerCase(), secret);
}

/** The lower-cased address the token was made for, or undefined for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(token: string, secret: string): string | undefined {
  return verified(UNSUBSCRIBE, token, secret);
}

/**
 * The RFC 8058 address in every newsletter's List-Unsubscribe header: a POST of `List-Unsubscribe=One-Click` to it
 * unsubscribes; a GET only leads to the page with the button.
 */
export function unsubscribeLink(publicUrl: string, email: string, secret: string): string {
  const token = encodeURIComponent(unsubscribeToken(email, secret));
  return `${publicUrl.replace(/\/+$/, "")}/api/newsletter/unsubscribe?token=${token}`;
}

export interface ConfirmClaim {
  subscriberId: number;
  /** When the confirmation mail was queued (ms since the epoch, from the database's clock). */
  issuedAt: number;
}

export function confirmToken(claim: ConfirmClaim, secret: string): string {
  return signed(CONFIRM, `${claim.subscriberId}:${claim.issuedAt}`, secret);
}

/** The claim of a genuine confirmation token less than 7 days old at `now`, or undefined. */
export function verifyConfirmToken(
  token: string,
  secret: string,
  now = Date.now(),
): ConfirmClaim | undefined {
  const text = verified(CONFIRM, token, secret);
  const match = text === undefined ? null : /^(\d{1,15}):(\d{1,15})$/.exec(text);
  if (!match) return undefined;
  const claim = { subscriberId: Number(match[1]), issuedAt: Number(match[2]) };
  if (now - claim.issuedAt > CONFIRM_VALID_MS || claim.issuedAt - now > DAY_MS) return undefined;
  return claim;
}

/**
 * The page on the site whose Confirm button confirms, in the language of the page the visitor signed up on; mail
 * scanners that fetch the link change nothing.
 */
export function confirmLink(publicUrl: string, claim: ConfirmClaim, secret: string, locale: Locale): string {
  const token = encodeURIComponent(confirmToken(claim, secret));
  return `${publicUrl.replace(/\/+$/, "")}${localePath(locale, "/newsletter/confirm")}?token=${token}`;
}
