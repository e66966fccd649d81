// Responses that may hold personal data or credentials must not be kept by a browser, a shared proxy or the
// back/forward cache: every response to a signed-in staff member (lists of enquiries, consultations and
// subscribers, drafts, the profile), everything under /api/auth (a sign-in returns a token) and the newsletter's
// answers (they are about one person's address).
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

const ALWAYS_PRIVATE = /^\/api\/(?:auth|newsletter)(?:\/|$)/;

export const privateResponses: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.get("admin") || c.req.header("authorization") !== undefined || ALWAYS_PRIVATE.test(c.req.path))
    c.res.headers.set("Cache-Control", "no-store");
};
