// Anonymous forms (contact, enrolment, consultation, newsletter) accept url-encoded and multipart bodies, which
// any other website can make a visitor's browser post without asking (no CORS preflight). Browsers say where a
// request comes from: `Sec-Fetch-Site`, and `Origin` on every POST. A request they mark as coming from another
// site is refused. A request with neither header (curl, a server-to-server client, an old browser) is not a
// browser being steered by another site, so it is let through; the rate limit still applies to it.
import type { Context, MiddlewareHandler } from "hono";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { HttpError } from "./errors";

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * `publicUrl`: the site's own address (PUBLIC_URL); the request's own Host is accepted too. `carriesProof`: a
 * request that proves its right by a signed token in its address (the RFC 8058 one-click unsubscribe, which mail
 * providers and other sites must be able to post) is let through; its route checks the token.
 */
export function sameSiteForms(
  publicUrl: string,
  carriesProof: (c: Context) => boolean = () => false,
): MiddlewareHandler {
  const ownOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    // A bearer token is never sent by a browser on its own, so a request carrying one was not forged by a page.
    const anonymousWrite =
      c.req.method !== "GET" &&
      c.req.method !== "HEAD" &&
      c.req.header("authorization") === undefined &&
      !carriesProof(c);
    if (anonymousWrite) {
      const fetchSite = c.req.header("sec-fetch-site")?.toLowerCase();
      const origin = c.req.header("origin");
      const foreignOrigin =
        origin !== undefined &&
        origin !== ownOrigin &&
        // "null" (a sandboxed frame, a file) has no host and is never ours.
        (hostOf(origin) === undefined || hostOf(origin) !== c.req.header("host"));
      if (fetchSite === "cross-site" || foreignOrigin) throw new HttpError(403, V.crossSiteForm);
    }
    await next();
  };
}
