import type { Context } from "hono";
import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import {
  AdminSessionSchema,
  AdminUserSchema,
  ChangePasswordSchema,
  LoginResponseSchema,
  LoginSchema,
  RecoveryCodesSchema,
  SessionListQuerySchema,
  StaffPreviewSchema,
  TwoFactorConfirmSchema,
  TwoFactorDisableSchema,
  TwoFactorLoginSchema,
  TwoFactorPolicySchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from "#contract/schemas/auth";
import { canUse } from "#contract/staff-roles";
import { actorOf, recordActivity } from "#server/activity/activity.service";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { HttpError } from "#server/http/errors";
import { clientAddress, createRateLimiter } from "#server/http/rate-limit";
import { readBody, readId, readQuery } from "#server/http/request-input";
import { adminOf, requireStaff } from "#server/http/require-admin";
import { appSecret } from "#server/lib/app-secret";
import type { ApiOperation } from "#server/openapi/operation";
import { operationGroup } from "#server/openapi/operation-group";
import { STAFF_PREVIEW_COOKIE, staffPreviewCookie } from "../site/staff-preview";
import {
  type AuthDeps,
  authenticate,
  changePassword,
  login,
  logout,
  type SignInContext,
  type SignInOutcome,
} from "./auth.service";
import { endSession, listSessions } from "./sessions.service";
import {
  disableTwoFactor,
  enableTwoFactor,
  loginWithCode,
  setTwoFactorRequired,
  startTwoFactorSetup,
  twoFactorStatus,
} from "./two-factor.service";

/** The browser's device cookie: sent only to the sign-in routes, never readable by scripts. */
export const DEVICE_COOKIE = "academy_device";
/** Browsers keep a cookie for 400 days at most. */
const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 3600;

export function authRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const auth: AuthDeps = { db, env: deps.env };
  const perAddress = createRateLimiter({
    bucket: "login",
    limit: deps.env.RATE_LIMIT_LOGINS_PER_WINDOW,
    windowMs: 15 * 60_000,
    trustProxy: deps.env.TRUST_PROXY,
  });
  const addressOf = (c: Context) => clientAddress(c, deps.env.TRUST_PROXY);
  const contextOf = (c: Context): SignInContext => ({
    address: addressOf(c),
    userAgent: c.req.header("user-agent"),
    deviceToken: getCookie(c, DEVICE_COOKIE),
  });
  const answer = (c: Context, outcome: SignInOutcome) => {
    if (outcome.deviceToken)
      setCookie(c, DEVICE_COOKIE, outcome.deviceToken, {
        path: "/api/auth",
        httpOnly: true,
        sameSite: "Strict",
        secure: deps.env.publicUrl.startsWith("https:"),
        maxAge: DEVICE_COOKIE_MAX_AGE,
      });
    return ok(c, outcome.response);
  };
  // Everyone's sessions and the rule for everyone belong to those who manage the staff (owners).
  const ownersOnly = (c: Context<AppEnv>) => {
    if (!canUse(adminOf(c).role, "staff")) throw new HttpError(403, AUTH_MESSAGES.forbidden);
  };
  const self = requireStaff("self");
  /** A completed sign-in (not the first step of a two-factor one) goes into the activity log. */
  const recordSignIn = async (c: Context, outcome: SignInOutcome) => {
    const token = "token" in outcome.response ? outcome.response.token : undefined;
    const admin = token ? await authenticate(db, token) : undefined;
    if (admin)
      await recordActivity(db, {
        actor: { adminId: admin.adminId, username: admin.username, address: addressOf(c) },
        action: "sign_in",
        resource: "auth",
        resourceId: admin.adminId,
        label: admin.full_name ?? admin.username,
      });
    return outcome;
  };

  return (
    new Hono<AppEnv>()
      .post("/login", perAddress.middleware, async (c) => {
        const input = await readBody(c, LoginSchema);
        return answer(c, await recordSignIn(c, await login(auth, input, contextOf(c))));
      })
      .post("/login/two-factor", perAddress.middleware, async (c) => {
        const input = await readBody(c, TwoFactorLoginSchema);
        return answer(c, await recordSignIn(c, await loginWithCode(auth, input, contextOf(c))));
      })
      .get("/profile", self, (c) => {
        const { adminId, sessionId: _session, twoFactorMissing: _missing, ...admin } = adminOf(c);
        // The id names the person as a lead's assignee_id does (CONTRACT §7.4).
        return ok(c, { id: adminId, ...admin });
      })
      .post("/change-password", self, async (c) => {
        const input = await readBody(c, ChangePasswordSchema);
        await changePassword(db, adminOf(c), input, addressOf(c));
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
      })
      // The cookie that lets this person's browser see drafts and inactive rows at their public addresses.
      // Handing it out changes nothing the public sees, so the caches stay.
      .post("/preview", requireStaff("dashboard"), (c) => {
        c.set("contentUnchanged", true);
        const { value, expiresAt } = staffPreviewCookie(adminOf(c).sessionId, appSecret(deps.env));
        setCookie(c, STAFF_PREVIEW_COOKIE, value, {
          path: "/",
          httpOnly: true,
          sameSite: "Lax",
          secure: deps.env.publicUrl.startsWith("https:"),
          expires: expiresAt,
        });
        return ok(c, { expires_at: expiresAt.toISOString() });
      })
      .get("/two-factor", self, async (c) => ok(c, await twoFactorStatus(db, adminOf(c))))
      .post("/two-factor/setup", self, async (c) => ok(c, await startTwoFactorSetup(auth, adminOf(c))))
      .post("/two-factor/enable", self, async (c) => {
        const { code } = await readBody(c, TwoFactorConfirmSchema);
        const codes = await enableTwoFactor(auth, adminOf(c), code);
        return ok(c, { recovery_codes: codes }, { message: AUTH_MESSAGES.twoFactorEnabled });
      })
      .post("/two-factor/disable", self, async (c) => {
        const proof = await readBody(c, TwoFactorDisableSchema);
        await disableTwoFactor(auth, adminOf(c), proof, addressOf(c));
        return ok(c, null, { message: AUTH_MESSAGES.twoFactorDisabled });
      })
      .put("/two-factor/policy", requireStaff("staff"), async (c) => {
        const { required } = await readBody(c, TwoFactorPolicySchema);
        await setTwoFactorRequired(db, required);
        return ok(c, await twoFactorStatus(db, adminOf(c)));
      })
      .get("/sessions", self, async (c) => {
        const { scope } = readQuery(c, SessionListQuerySchema);
        if (scope === "all") ownersOnly(c);
        return ok(c, await listSessions(db, adminOf(c), scope));
      })
      .delete("/sessions/:id", self, async (c) => {
        await endSession(db, adminOf(c), readId(c));
        return ok(c, null, { message: AUTH_MESSAGES.sessionEnded });
      })
  );
}

const twoFactorStatusData = { schema: TwoFactorStatusSchema, name: "TwoFactorStatus" };

/** How the routes above are described in the API's OpenAPI document. */
export const AUTH_OPERATIONS: ApiOperation[] = [
  ...operationGroup({ tag: "Auth", access: "public", rateLimited: true }, [
    {
      method: "post",
      path: "/api/auth/login",
      summary: "Sign in",
      description:
        "After 5 consecutive failures for one username (ignoring case) from one client address, that pair is " +
        "locked for 5 minutes: 429 with Retry-After, whatever the password. Across all addresses, after 10 " +
        "failures a browser that has never signed in to the account waits before each attempt (30 s, doubling up " +
        "to 30 min): 429 with Retry-After. Attempts are also limited per client address across usernames. With " +
        "two-factor sign-in on, a right password answers `two_factor_required` and a challenge for " +
        "/api/auth/login/two-factor. A completed sign-in sets the device cookie; one from a browser without it " +
        "mails the person.",
      body: { schema: LoginSchema, name: "Login" },
      response: { status: 200, data: { schema: LoginResponseSchema, name: "LoginResponse" } },
      extraErrors: [401],
    },
    {
      method: "post",
      path: "/api/auth/login/two-factor",
      summary: "Second step of sign-in: the code",
      description:
        "A six-digit code from the authenticator app (each usable once) or an unused recovery code. A challenge " +
        "lasts 5 minutes and takes 5 codes; after that, or when unknown, 401 and the password is asked again.",
      body: { schema: TwoFactorLoginSchema, name: "TwoFactorLogin" },
      response: { status: 200, data: { schema: LoginResponseSchema, name: "LoginResponse" } },
      extraErrors: [401],
    },
  ]),
  ...operationGroup({ tag: "Auth", access: "admin", area: "self" }, [
    {
      method: "get",
      path: "/api/auth/profile",
      summary: "The signed-in admin",
      response: { status: 200, data: { schema: AdminUserSchema, name: "AdminUser" } },
    },
    {
      method: "post",
      path: "/api/auth/change-password",
      summary: "Change the password",
      description:
        "Needs the current password (checked under the sign-in lock). The new one has at least 10 characters and " +
        "is not a common password. Every other session of this admin is revoked.",
      body: { schema: ChangePasswordSchema, name: "ChangePassword" },
      response: { status: 200, data: null },
      extraErrors: [429],
    },
    {
      method: "post",
      path: "/api/auth/logout",
      summary: "Sign out",
      description: "Revokes the token sent.",
      response: { status: 200, data: null },
    },
    {
      method: "post",
      path: "/api/auth/preview",
      summary: "A cookie that shows this browser drafts and inactive rows at their public addresses",
      description:
        "Sets an HttpOnly cookie bound to this session for two hours. A public page requested with it shows a " +
        'draft blog post or an inactive course under a "Preview: not public" banner, with ' +
        "`Cache-Control: private, no-store` and `X-Robots-Tag: noindex`; it stops working when the session ends.",
      area: "dashboard",
      response: { status: 200, data: { schema: StaffPreviewSchema, name: "StaffPreview" } },
    },
    {
      method: "get",
      path: "/api/auth/two-factor",
      summary: "Whether two-factor sign-in is on for me, and required for everyone",
      response: { status: 200, data: twoFactorStatusData },
    },
    {
      method: "post",
      path: "/api/auth/two-factor/setup",
      summary: "Start setting up two-factor sign-in",
      description:
        "A new secret, its otpauth:// address and that address as a QR code; confirm with /enable.",
      response: { status: 200, data: { schema: TwoFactorSetupSchema, name: "TwoFactorSetup" } },
    },
    {
      method: "post",
      path: "/api/auth/two-factor/enable",
      summary: "Confirm the set-up with a code; answers 10 one-time recovery codes",
      description: "The recovery codes are shown this once; only their hashes are kept.",
      body: { schema: TwoFactorConfirmSchema, name: "TwoFactorConfirm" },
      response: { status: 200, data: { schema: RecoveryCodesSchema, name: "RecoveryCodes" } },
    },
    {
      method: "post",
      path: "/api/auth/two-factor/disable",
      summary: "Turn two-factor sign-in off",
      description:
        "Needs the current password or a code. Refused (400) while an owner requires two-factor for everyone.",
      body: { schema: TwoFactorDisableSchema, name: "TwoFactorDisable" },
      response: { status: 200, data: null },
      extraErrors: [429],
    },
    {
      method: "put",
      path: "/api/auth/two-factor/policy",
      summary: "Require two-factor sign-in for everyone (owners)",
      description: "People without it are sent to set it up after their next sign-in.",
      area: "staff",
      body: { schema: TwoFactorPolicySchema, name: "TwoFactorPolicy" },
      response: { status: 200, data: twoFactorStatusData },
      extraErrors: [403],
    },
    {
      method: "get",
      path: "/api/auth/sessions",
      summary: "Active sessions: my own, or everyone's for an owner (scope=all)",
      query: SessionListQuerySchema,
      response: {
        status: 200,
        data: { schema: AdminSessionSchema, name: "AdminSession", list: true },
      },
      extraErrors: [403],
    },
    {
      method: "delete",
      path: "/api/auth/sessions/:id",
      summary: "End a session",
      description: "One's own, or anyone's for an owner; 404 for one that is not active or not the caller's.",
      response: { status: 200, data: null },
    },
  ]),
];
