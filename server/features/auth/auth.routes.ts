import { Hono } from "hono";
import { AUTH_MESSAGES } from "#contract/messages";
import {
  AdminUserSchema,
  ChangePasswordSchema,
  LoginResultSchema,
  LoginSchema,
} from "#contract/schemas/auth";
import { actorOf, recordActivity } from "#server/activity/activity.service";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { clientAddress, createRateLimiter } from "#server/http/rate-limit";
import { readBody } from "#server/http/request-input";
import { adminOf, requireStaff } from "#server/http/require-admin";
import type { ApiOperation } from "#server/openapi/operation";
import { authenticate, changePassword, login, logout } from "./auth.service";

export function authRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const perAddress = createRateLimiter({
    bucket: "login",
    limit: deps.env.RATE_LIMIT_LOGINS_PER_WINDOW,
    windowMs: 15 * 60_000,
    trustProxy: deps.env.TRUST_PROXY,
  });
  const self = requireStaff("self");
  return new Hono<AppEnv>()
    .post("/login", perAddress.middleware, async (c) => {
      const input = await readBody(c, LoginSchema);
      const result = await login(db, input, deps.env.SESSION_TTL_HOURS);
      const admin = await authenticate(db, result.token);
      if (admin)
        await recordActivity(db, {
          actor: {
            adminId: admin.adminId,
            username: admin.username,
            address: clientAddress(c, deps.env.TRUST_PROXY),
          },
          action: "sign_in",
          resource: "auth",
          resourceId: admin.adminId,
          label: admin.full_name ?? admin.username,
        });
      return ok(c, result);
    })
    .get("/profile", self, (c) => {
      const { adminId: _id, sessionId: _session, ...admin } = adminOf(c);
      return ok(c, admin);
    })
    .post("/change-password", self, async (c) => {
      const input = await readBody(c, ChangePasswordSchema);
      await changePassword(db, adminOf(c), input);
      return ok(c, null, { message: AUTH_MESSAGES.passwordChanged });
    })
    .post("/logout", self, async (c) => {
      const admin = adminOf(c);
      const actor = actorOf(c, deps.env.TRUST_PROXY);
      await db.transaction(async (tx) => {
        await logout(tx, admin.sessionId);
        if (actor)
          await recordActivity(tx, {
            actor,
            action: "sign_out",
            resource: "auth",
            resourceId: admin.adminId,
            label: admin.full_name ?? admin.username,
          });
      });
      return ok(c, null);
    });
}

/** How the routes above are described in the API's OpenAPI document. */
export const AUTH_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/auth/login",
    tag: "Auth",
    summary: "Sign in",
    description:
      "After 5 consecutive failures for one username (ignoring case) the name is locked for 5 minutes: 429 with " +
      "Retry-After, whatever the password. Attempts are also limited per client address across usernames.",
    access: "public",
    rateLimited: true,
    body: { schema: LoginSchema, name: "Login" },
    response: { status: 200, data: { schema: LoginResultSchema, name: "LoginResult" } },
    extraErrors: [401],
  },
  {
    method: "get",
    path: "/api/auth/profile",
    tag: "Auth",
    summary: "The signed-in admin",
    access: "admin",
    area: "self",
    response: { status: 200, data: { schema: AdminUserSchema, name: "AdminUser" } },
  },
  {
    method: "post",
    path: "/api/auth/change-password",
    tag: "Auth",
    summary: "Change the password",
    description:
      "Needs the current password (checked under the sign-in lockout); every other session of this admin is revoked.",
    access: "admin",
    area: "self",
    body: { schema: ChangePasswordSchema, name: "ChangePassword" },
    response: { status: 200, data: null },
    extraErrors: [429],
  },
  {
    method: "post",
    path: "/api/auth/logout",
    tag: "Auth",
    summary: "Sign out",
    description: "Revokes the token sent.",
    access: "admin",
    area: "self",
    response: { status: 200, data: null },
  },
];
