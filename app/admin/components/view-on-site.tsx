// "View on site": opens a record's public page in a new tab. A draft or inactive record is shown there too, to
// signed-in staff under a "Preview: not public" banner: the page request carries the preview cookie that
// POST /api/auth/preview sets (the session token itself lives in the browser's storage, which a page request does
// not send). The cookie is asked for when the link is shown, and again on a click once it is getting old.
import { type MouseEvent, useEffect } from "react";
import { apiRequest } from "#app/lib/api-client.ts";

/** Renewed when older than this; the server's cookie lasts two hours. */
const RENEW_AFTER_MS = 60 * 60_000;
let issuedAt = 0;

async function renewPreviewCookie() {
  try {
    await apiRequest<{ expires_at: string }>("/auth/preview", { method: "POST" });
    issuedAt = Date.now();
  } catch {
    // Without the cookie the link still opens the page; a record the public cannot see then answers 404.
  }
}

export function ViewOnSiteLink({ path }: { path: string }) {
  useEffect(() => {
    if (Date.now() - issuedAt > RENEW_AFTER_MS) void renewPreviewCookie();
  }, []);
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (Date.now() - issuedAt <= RENEW_AFTER_MS) return;
    event.preventDefault();
    await renewPreviewCookie();
    window.open(path, "_blank", "noopener");
  };
  return (
    <a className="btn btn--ghost" href={path} target="_blank" rel="noopener" onClick={onClick}>
      View on site
    </a>
  );
}
