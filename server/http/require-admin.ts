import type { MiddlewareHandler } from "hono";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import { canUse, type StaffArea } from "#contract/staff-roles";
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

/**
 * The one place where roles are enforced. Every admin route is mounted behind this with the area it belongs to:
 * no valid token is 401 (the admin signs in again), a role that may not use the area is 403 (signing in again
 * would not help).
 */
export function requireStaff(area: StaffArea): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const admin = c.get("admin");
    if (!admin) throw new HttpError(401, AUTH_MESSAGES.unauthorized);
    if (!canUse(admin.role, area)) throw new HttpError(403, AUTH_MESSAGES.forbidden);
    refuseWithoutRequiredTwoFactor(admin, area);
    await next();
  };
}

/**
 * When an owner requires two-factor sign-in, a person who has not set it up may use only their own account
 * ("self": profile, security and two-factor set-up, sessions, signing out) until they do. The admin sends them
 * there; this is what holds when someone calls the API directly.
 */
function refuseWithoutRequiredTwoFactor(admin: AuthenticatedAdmin, area: StaffArea) {
  if (admin.twoFactorMissing && area !== "self")
    throw new HttpError(403, AUTH_MESSAGES.twoFactorSetupRequired);
}

/**
 * For routes anyone may use, where a staff token widens what is shown (hidden rows, every filter): the token must
 * be of a role that may use the area, else 403, rather than quietly serving the public view to staff.
 */
export function staffMayWiden(area: StaffArea): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const admin = c.get("admin");
    if (admin && !canUse(admin.role, area)) throw new HttpError(403, AUTH_MESSAGES.forbidden);
    if (admin) refuseWithoutRequiredTwoFactor(admin, area);
    await next();
  };
}

export function adminOf(c: { get(key: "admin"): AppEnv["Variables"]["admin"] }) {
  const admin = c.get("admin");
  if (!admin) throw new HttpError(401, AUTH_MESSAGES.unauthorized);
  return admin;
}
