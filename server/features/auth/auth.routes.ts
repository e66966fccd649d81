import { Hono } from "hono";
import { AUTH_MESSAGES } from "#contract/messages";
import { ChangePasswordSchema, LoginSchema } from "#contract/schemas/auth";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { createRateLimiter } from "#server/http/rate-limit";
import { readBody } from "#server/http/request-input";
import { adminOf, requireAdmin } from "#server/http/require-admin";
import { changePassword, login, logout } from "./auth.service";

export function authRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const perAddress = createRateLimiter({
    bucket: "login",
    limit: deps.env.RATE_LIMIT_LOGINS_PER_WINDOW,
    windowMs: 15 * 60_000,
    trustProxy: deps.env.TRUST_PROXY,
  });
  return new Hono<AppEnv>()
    .post("/login", perAddress.middleware, async (c) => {
      const input = await readBody(c, LoginSchema);
      return ok(c, await login(db, input, deps.env.SESSION_TTL_HOURS));
    })
    .get("/profile", requireAdmin, (c) => {
      const { adminId: _id, sessionId: _session, ...admin } = adminOf(c);
      return ok(c, admin);
    })
    .post("/change-password", requireAdmin, async (c) => {
      const input = await readBody(c, ChangePasswordSchema);
      await changePassword(db, adminOf(c), input);
      return ok(c, null, { message: AUTH_MESSAGES.passwordChanged });
    })
    .post("/logout", requireAdmin, async (c) => {
      await logout(db, adminOf(c).sessionId);
      return ok(c, null);
    });
}
