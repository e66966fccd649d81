// The staff API: owners manage accounts under /api/staff; under /api/auth everyone edits their own profile, asks
// for a reset link, and sets a password with a reset or invitation link.
import { Hono } from "hono";
import { AUTH_MESSAGES, STAFF_MESSAGES as M } from "#contract/admin-messages";
import { AdminUserSchema } from "#contract/schemas/auth";
import {
  ForgotPasswordSchema,
  ProfileUpdateSchema,
  SetPasswordSchema,
  StaffInviteSchema,
  StaffMemberSchema,
  StaffUpdateSchema,
} from "#contract/schemas/staff";
import { actorOf } from "#server/activity/activity.service";
import type { AppDeps } from "#server/deps";
import { afterAnswer } from "#server/http/after-answer";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { clientAddress, createRateLimiter } from "#server/http/rate-limit";
import { readBody, readId } from "#server/http/request-input";
import { adminOf, requireStaff } from "#server/http/require-admin";
import { mailConfig } from "#server/mail/mail-config";
import type { ApiOperation } from "#server/openapi/operation";
import { operationGroup, PUBLIC_FORM } from "#server/openapi/operation-group";
import {
  inviteStaff,
  listStaff,
  requestPasswordReset,
  setPasswordWithLink,
  unlockStaff,
  updateProfile,
  updateStaff,
} from "./staff.service";

export function staffRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const mail = mailConfig(deps.env);
  return new Hono<AppEnv>()
    .use("*", requireStaff("staff"))
    .get("/", async (c) => ok(c, await listStaff(db)))
    .post("/", async (c) => {
      const input = await readBody(c, StaffInviteSchema);
      return created(c, await inviteStaff(db, input, adminOf(c), mail), M.invited);
    })
    .put("/:id", async (c) => {
      const id = readId(c);
      const input = await readBody(c, StaffUpdateSchema);
      return ok(c, await updateStaff(db, id, input, actorOf(c, deps.env.TRUST_PROXY)), {
        message: M.updated,
      });
    })
    .post("/:id/unlock", async (c) => ok(c, await unlockStaff(db, readId(c)), { message: M.unlocked }));
}

/** The paths under /api/auth that take no token: a stale one left in the browser must not stand in the way. */
export const TOKENLESS_AUTH_PATHS = [
  "/api/auth/forgot-password",
  "/api/auth/reset-password",
  "/api/auth/accept-invitation",
];

export function recoveryRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const mail = mailConfig(deps.env);
  // The same allowance per address as sign-in: each request may queue a mail or test a link.
  const perAddress = createRateLimiter({
    bucket: "password-links",
    limit: deps.env.RATE_LIMIT_LOGINS_PER_WINDOW,
    windowMs: 15 * 60_000,
    trustProxy: deps.env.TRUST_PROXY,
  });
  return new Hono<AppEnv>()
    .put("/profile", requireStaff("self"), async (c) => {
      const input = await readBody(c, ProfileUpdateSchema);
      return ok(c, await updateProfile(db, adminOf(c), input, clientAddress(c, deps.env.TRUST_PROXY)), {
        message: M.profileUpdated,
      });
    })
    .post("/forgot-password", perAddress.middleware, async (c) => {
      const { username } = await readBody(c, ForgotPasswordSchema);
      // Looking the account up, issuing the link and making the mail take time only when the account exists:
      // done before the answer, the answer's delay would tell a stranger which usernames are real.
      afterAnswer(c, deps, "password reset request", () => requestPasswordReset(db, username, mail));
      return ok(c, null, { message: M.forgotPasswordSent });
    })
    .post("/reset-password", perAddress.middleware, async (c) => {
      await setPasswordWithLink(db, "password_reset", await readBody(c, SetPasswordSchema));
      return ok(c, null, { message: AUTH_MESSAGES.passwordChanged });
    })
    .post("/accept-invitation", perAddress.middleware, async (c) => {
      await setPasswordWithLink(db, "invitation", await readBody(c, SetPasswordSchema));
      return ok(c, null, { message: M.passwordSet });
    });
}

const member = { schema: StaffMemberSchema, name: "StaffMember" };

export const STAFF_OPERATIONS: ApiOperation[] = [
  ...operationGroup({ tag: "Staff", access: "admin", area: "staff" }, [
    {
      method: "get",
      path: "/api/staff",
      summary: "List staff accounts",
      description:
        "Every account, oldest first, with its role, whether it is invited, active or deactivated, and locked.",
      response: { status: 200, data: { ...member, list: true } },
    },
    {
      method: "post",
      path: "/api/staff",
      summary: "Invite a person",
      description:
        "Creates an account with no usable password and mails the person a one-time link to set one, valid for 72 " +
        "hours. 409 for a username already in use (ignoring case).",
      body: { schema: StaffInviteSchema, name: "StaffInvite" },
      extraErrors: [409],
      response: { status: 201, data: member },
    },
    {
      method: "put",
      path: "/api/staff/:id",
      summary: "Change a person's name, address, role or whether the account is active",
      description:
        "Deactivating ends the account's sessions at once and voids its links. 409 when the change would leave no " +
        "active owner.",
      body: { schema: StaffUpdateSchema, name: "StaffUpdate" },
      extraErrors: [409],
      response: { status: 200, data: member },
    },
    {
      method: "post",
      path: "/api/staff/:id/unlock",
      summary: "Unlock an account's sign-in",
      description: "Clears the lock that repeated wrong passwords put on the account's username.",
      response: { status: 200, data: member },
    },
  ]),
  {
    method: "put",
    path: "/api/auth/profile",
    tag: "Auth",
    summary: "Change one's own full name and e-mail",
    description: "Needs the current password, checked under the sign-in lockout (a wrong one is 400).",
    access: "admin",
    area: "self",
    body: { schema: ProfileUpdateSchema, name: "ProfileUpdate" },
    extraErrors: [429],
    response: { status: 200, data: { schema: AdminUserSchema, name: "AdminUser" } },
  },
  ...operationGroup({ ...PUBLIC_FORM, tag: "Auth" }, [
    {
      path: "/api/auth/forgot-password",
      summary: "Ask for a password reset link",
      description:
        "Always 200 with the same body, whether or not the account exists. An active account with an e-mail address " +
        "is mailed a one-time link, valid for 30 minutes.",
      body: { schema: ForgotPasswordSchema, name: "ForgotPassword" },
    },
    {
      path: "/api/auth/reset-password",
      summary: "Set a new password with a reset link",
      description:
        "400 for an unknown, expired or used token. Ends every session of the account and clears its sign-in lock.",
      body: { schema: SetPasswordSchema, name: "SetPassword" },
    },
    {
      path: "/api/auth/accept-invitation",
      summary: "Set the first password with an invitation link",
      description: "400 for an unknown, expired or used token.",
      body: { schema: SetPasswordSchema, name: "SetPassword" },
    },
  ]),
];
