// After signing in, staff go back to the admin page they were sent away from (a session that ended mid-edit, a
// bookmark opened while signed out). The page is named in the sign-in address's `next`, which anyone can write in
// a link, so only a page of this back office is followed: never another site (an open redirect would hand staff,
// just signed in, to a look-alike page).
import { LOGIN_PATH } from "#app/lib/api-client.ts";

/** The admin path, query and fragment `next` names on `origin`; null for anything else and the sign-in page. */
export function returnPath(next: string | null, origin: string): string | null {
  // A backslash reads as a slash to browsers ("/\host" is "//host"). Parsing strips tabs and line breaks and resolves
  // "..", so the parsed address is what is checked, and what is followed.
  if (!next || next.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null; // Not an address at all ("http://["): the dashboard, as for any refused page.
  }
  const path = url.pathname;
  return url.origin === origin && path.startsWith("/admin/") && !path.startsWith(LOGIN_PATH)
    ? path + url.search + url.hash
    : null;
}
