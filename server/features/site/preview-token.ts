// The Preview link of the page-text editor: the admin session lives in the browser's storage, which a page
// request does not carry, so the editor asks the API for a signed, short-lived token and opens the page with it
// (?preview=<token>). The page then shows drafts; such a response is never cached and never indexed.
import { createHmac, timingSafeEqual } from "node:crypto";

/** Keeps these signatures apart from anything else signed with the same application secret. */
const PURPOSE = "page-text-preview:";
export const PREVIEW_PARAM = "preview";
export const PREVIEW_TTL_MS = 30 * 60_000;

const sign = (expires: number, secret: string) =>
  createHmac("sha256", secret).update(`${PURPOSE}${expires}`).digest();

export function previewToken(secret: string, now = Date.now()): { token: string; expiresAt: Date } {
  const expires = now + PREVIEW_TTL_MS;
  return { token: `${expires}.${sign(expires, secret).toString("base64url")}`, expiresAt: new Date(expires) };
}

export function isValidPreviewToken(token: string | null, secret: string, now = Date.now()): boolean {
  const match = token ? /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match?.[1] || !match[2]) return false;
  const expires = Number(match[1]);
  if (expires < now) return false;
  const given = Buffer.from(match[2], "base64url");
  const expected = sign(expires, secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
