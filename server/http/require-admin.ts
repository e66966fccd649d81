import type { MiddlewareHandler } from "hono";
import { AUTH_MESSAGES } from "#contract/messages";
import type { AppEnv, AuthenticatedAdmin } from "./app-env";
import { HttpError } from "./errors";

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Reads the bearer token if one is sent. A request without one is anonymous; a request with a bad, expired or
 * revoked one is refused, so an admin whose session ended is sent back to the login page rather than
 * silently shown the public view.
 */
/** Who a bearer token belongs to, if it is valid; given by whoever assembles the app (the auth feature). */
export type VerifyToken = (token: string) => Promise<AuthenticatedAdmin | undefined>;

export function identifyAdmin(verify: VerifyToken): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    if (header === undefined) {
      c.set("admin", undefined);
      return next();
    }
    const token = bearerToken(header);
    const admin = token ? await verify(token) : undefined;
    if (!admin) throw new HttpError(401, AUTH_MESSAGES.unauthorized);
    c.set("admin", admin);
    await next();
  };
}

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("admin")) throw new HttpError(401, AUTH_MESSAGES.unauthorized);
  await next();
};

export function adminOf(c: { get(key: "admin"): AppEnv["Variables"]["admin"] }) {
  const admin = c.get("admin");
  if (!admin) throw new HttpError(401, AUTH_MESSAGES.unauthorized);
  return admin;
}
