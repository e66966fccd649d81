// Signed-in staff see a draft blog post or an inactive course at its public address. The admin's session token
// lives in the browser's storage, which a page request does not carry, so the admin asks for a preview cookie
// (POST /api/auth/preview): HttpOnly, signed with the application secret, bound to that session and valid for
// two hours. A page request with a valid one, whose session is still active, may show rows the public does not
// see, under the "Preview: not public" banner; such a response is never cached and never indexed (app.ts).
// Without it, or with a forged, expired or revoked one, a page is exactly what an anonymous visitor gets.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { AppDeps } from "#server/deps";
import { NotFound } from "#server/domain-errors";
import { isSessionActive } from "#server/features/auth/auth.service";

export const STAFF_PREVIEW_COOKIE = "academy_staff_preview";
export const STAFF_PREVIEW_TTL_MS = 2 * 3_600_000;
/** Keeps these signatures apart from anything else signed with the same application secret. */
const PURPOSE = "staff-preview:";

const sign = (sessionId: number, expires: number, secret: string) =>
  createHmac("sha256", secret).update(`${PURPOSE}${sessionId}.${expires}`).digest();

export function staffPreviewCookie(sessionId: number, secret: string, now = Date.now()) {
  const expires = now + STAFF_PREVIEW_TTL_MS;
  const value = `${sessionId}.${expires}.${sign(sessionId, expires, secret).toString("base64url")}`;
  return { value, expiresAt: new Date(expires) };
}

/** The session a cookie was issued to, when its signature is right and it has not expired. */
export function sessionOfPreviewCookie(value: string | undefined, secret: string, now = Date.now()) {
  const match = value ? /^(\d{1,12})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  const sessionId = Number(match[1]);
  const expires = Number(match[2]);
  if (expires < now) return undefined;
  const given = Buffer.from(match[3], "base64url");
  const expected = sign(sessionId, expires, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? sessionId : undefined;
}

/**
 * Whether a page request comes from signed-in staff. Costs nothing without the cookie or with a bad signature,
 * one indexed query otherwise: signing out or ending the session ends the preview at once.
 */
export async function isStaffPreview(
  deps: Pick<AppDeps, "database">,
  cookie: string | undefined,
  secret: string,
): Promise<boolean> {
  const sessionId = sessionOfPreviewCookie(cookie, secret);
  return sessionId !== undefined && (await isSessionActive(deps.database.db, sessionId));
}

/**
 * A page's row as the public sees it; for staff previewing, a row the public does not see is read too, marked
 * `preview` so the page shows the banner and asks not to be indexed. NotFound when neither finds it.
 */
export async function publicOrPreview<T>(
  staffPreview: boolean,
  read: (includeHidden: boolean) => Promise<T>,
): Promise<{ item: T; preview: boolean }> {
  try {
    return { item: await read(false), preview: false };
  } catch (error) {
    if (!(error instanceof NotFound) || !staffPreview) throw error;
    return { item: await read(true), preview: true };
  }
}
