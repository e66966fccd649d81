import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import type { AdminUser, LoginResponse, LoginResult } from "#contract/schemas/auth";
import { FIRST_ADMIN_ROLE, isStaffRole, type StaffRole } from "#contract/staff-roles";
import type { Db } from "#server/db/client";
import { adminDevices, adminSessions, adminUsers, authSettings, loginChallenges } from "#server/db/schema";
import { Invalid, Unauthenticated } from "#server/domain-errors";
import type { Env } from "#server/env";
import type { AuthenticatedAdmin } from "#server/http/app-env";
import { clientKey } from "#server/http/rate-limit";
import { enqueueMail, mailBrand } from "#server/mail/mail";
import { mailConfig } from "#server/mail/mail-config";
import { newBrowserSignIn } from "../../mail/templates/mails";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "./password";
import { assertAcceptablePassword } from "./password-policy";
import { withAttemptLimits } from "./sign-in-limits";
import { browserLabel } from "./user-agent";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/** What sign-in needs from the process. */
export interface AuthDeps {
  db: Db;
  env: Env;
}

/** Where a sign-in comes from: the client address, its browser, and the device cookie it sent, if any. */
export interface SignInContext {
  address: string;
  userAgent: string | undefined;
  deviceToken: string | undefined;
}

export function toAdminUser(row: typeof adminUsers.$inferSelect): AdminUser {
  // The database's check allows only the three roles; anything else would be a row written around it.
  if (!isStaffRole(row.role)) throw new Error(`admin ${row.admin_id} has an unknown role`);
  return { username: row.username, full_name: row.full_name, email: row.email, role: row.role };
}

/** Session rows this long past their end are of no further use and are pruned on sign-in. */
const PRUNE_AFTER = "7 days";
/** How long the second step of a two-factor sign-in stays open, and how many codes it takes. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;
/** last_seen_at is written at most this often per session, not on every request. */
const LAST_SEEN_EVERY_MS = 60_000;

/** Usernames are case-insensitive: one spelling for the lookup and for the failure counter. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

export async function findAdminByUsername(db: Db, key: string) {
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, key))
    .limit(1);
  return user;
}

async function isKnownDevice(db: Db, adminId: number, deviceToken: string | undefined) {
  if (!deviceToken || !TOKEN_PATTERN.test(deviceToken)) return false;
  const [row] = await db
    .select({ admin_id: adminDevices.admin_id })
    .from(adminDevices)
    .where(and(eq(adminDevices.device_hash, hashToken(deviceToken)), eq(adminDevices.admin_id, adminId)))
    .limit(1);
  return Boolean(row);
}

export async function twoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db.select().from(authSettings).where(eq(authSettings.id, 1)).limit(1);
  return row?.require_two_factor ?? false;
}

/**
 * Checks a password under the sign-in limits (see sign-in-limits.ts). An unknown name costs as much as a known
 * one, so the response time does not tell which names exist.
 */
async function checkPassword(
  db: Db,
  username: string,
  address: string,
  password: string,
  user: typeof adminUsers.$inferSelect | undefined,
  skipDelay: boolean,
): Promise<boolean> {
  return withAttemptLimits(db, { username, address: clientKey(address) }, { skipDelay }, async () => {
    // An invited person without a password yet, or a deactivated one, fails exactly like an unknown name.
    const usable = user?.is_active ? (user.password_hash ?? undefined) : undefined;
    const valid = await verifyPassword(password, usable ?? (await dummyPasswordHash()));
    return valid && usable !== undefined;
  });
}

/** Replaces a hash made at a lower cost than today's, now that the password is known to be right. */
async function upgradeHash(db: Db, user: typeof adminUsers.$inferSelect, password: string) {
  if (!user.password_hash || !needsRehash(user.password_hash)) return;
  const upgraded = await hashPassword(password);
  // Only if nobody changed the password meanwhile.
  await db
    .update(adminUsers)
    .set({ password_hash: upgraded })
    .where(and(eq(adminUsers.admin_id, user.admin_id), eq(adminUsers.password_hash, user.password_hash)));
}

export interface SignInOutcome {
  response: LoginResponse;
  /** A device cookie to (re)set on the browser, after a completed sign-in. */
  deviceToken?: string;
}

export async function login(
  deps: AuthDeps,
  input: { username: string; password: string },
  ctx: SignInContext,
): Promise<SignInOutcome> {
  const { db } = deps;
  const key = usernameKey(input.username);
  const user = await findAdminByUsername(db, key);
  const known = user ? await isKnownDevice(db, user.admin_id, ctx.deviceToken) : false;
  if (!(await checkPassword(db, key, ctx.address, input.password, user, known)) || !user)
    throw new Unauthenticated(AUTH_MESSAGES.invalidCredentials);
  await upgradeHash(db, user, input.password);

  if (user.totp_secret) {
    const challenge = newToken();
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
    await db.delete(loginChallenges).where(lt(loginChallenges.expires_at, sql`now()`));
    await db.insert(loginChallenges).values({
      challenge_hash: hashToken(challenge),
      admin_id: user.admin_id,
      known_device: known,
      expires_at: expiresAt,
    });
    return { response: { two_factor_required: true, challenge, expires_at: expiresAt.toISOString() } };
  }
  return startSession(deps, user, ctx, known);
}

/**
 * Opens a session for a person who has proved who they are. A browser without this account's device cookie is
 * new: it gets one, and the person gets a mail saying where the sign-in came from.
 */
export async function startSession(
  deps: AuthDeps,
  user: typeof adminUsers.$inferSelect,
  ctx: SignInContext,
  knownDevice: boolean,
): Promise<SignInOutcome> {
  const { db, env } = deps;
  // Only the hash is stored: a copy of the database does not hand out working tokens.
  const token = newToken();
  const expiresAt = new Date(Date.now() + env.SESSION_TTL_HOURS * 3_600_000);
  // One device token per browser, shared by the accounts signed in on it.
  const deviceToken = ctx.deviceToken && TOKEN_PATTERN.test(ctx.deviceToken) ? ctx.deviceToken : newToken();
  await db.transaction(async (tx) => {
    await tx.insert(adminSessions).values({
      admin_id: user.admin_id,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      user_agent: ctx.userAgent?.slice(0, 500) ?? null,
      address: ctx.address,
    });
    await tx
      .insert(adminDevices)
      .values({ device_hash: hashToken(deviceToken), admin_id: user.admin_id })
      .onConflictDoUpdate({
        target: [adminDevices.device_hash, adminDevices.admin_id],
        set: { last_seen_at: sql`now()` },
      });
    if (!knownDevice && user.email) {
      const mail = await newBrowserSignIn(await mailBrand(tx, mailConfig(env)), {
        name: user.full_name,
        username: user.username,
        browser: browserLabel(ctx.userAgent),
        address: ctx.address,
        at: new Date(),
      });
      await enqueueMail(tx, { kind: "new-browser-sign-in", to: user.email, ...mail });
    }
  });
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expires_at, sql`now() - ${PRUNE_AFTER}::interval`),
        lt(adminSessions.revoked_at, sql`now() - ${PRUNE_AFTER}::interval`),
      ),
    );
  const result: LoginResult = {
    token,
    admin: toAdminUser(user),
    expires_at: expiresAt.toISOString(),
    two_factor_setup_required: !user.totp_secret && (await twoFactorRequired(db)),
  };
  return { response: result, deviceToken };
}

/** The admin behind a bearer token, or undefined for a malformed, unknown, expired or revoked one. */
export async function authenticate(db: Db, token: string): Promise<AuthenticatedAdmin | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({
      user: adminUsers,
      sessionId: adminSessions.session_id,
      lastSeen: adminSessions.last_seen_at,
      // Read with the session, so the two-factor rule costs no query of its own on every request.
      twoFactorRequired: sql<boolean>`coalesce((select ${authSettings.require_two_factor} from ${authSettings} where ${authSettings.id} = 1), false)`,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.admin_id, adminSessions.admin_id))
    .where(
      and(
        eq(adminSessions.token_hash, hashToken(token)),
        isNull(adminSessions.revoked_at),
        gt(adminSessions.expires_at, sql`now()`),
        eq(adminUsers.is_active, true),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (Date.now() - row.lastSeen.getTime() > LAST_SEEN_EVERY_MS)
    await db
      .update(adminSessions)
      .set({ last_seen_at: sql`now()` })
      .where(eq(adminSessions.session_id, row.sessionId));
  return {
    ...toAdminUser(row.user),
    adminId: row.user.admin_id,
    sessionId: row.sessionId,
    twoFactorMissing: Boolean(row.twoFactorRequired) && !row.user.totp_secret,
  };
}

/** Whether a session is still good: not revoked, not expired, its person still active. */
export async function isSessionActive(db: Db, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: adminSessions.session_id })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.admin_id, adminSessions.admin_id))
    .where(
      and(
        eq(adminSessions.session_id, sessionId),
        isNull(adminSessions.revoked_at),
        gt(adminSessions.expires_at, sql`now()`),
        eq(adminUsers.is_active, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function logout(db: Db, sessionId: number) {
  await db
    .update(adminSessions)
    .set({ revoked_at: sql`now()` })
    .where(eq(adminSessions.session_id, sessionId));
}

export async function findAdminById(db: Db, adminId: number) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.admin_id, adminId)).limit(1);
  if (!user) throw new Unauthenticated(AUTH_MESSAGES.unauthorized);
  return user;
}

/**
 * Checks a signed-in person's current password (before changing it or turning two-factor off), under the same
 * per-address lock as sign-in, so a stolen token cannot be used to guess it. The delay across addresses is
 * skipped: a signed-in session is a known browser.
 */
export async function checkCurrentPassword(
  db: Db,
  user: typeof adminUsers.$inferSelect,
  password: string,
  address: string,
): Promise<boolean> {
  return checkPassword(db, usernameKey(user.username), address, password, user, true);
}

/**
 * Changes the password and revokes every other session of that admin. A wrong current password is a 400, not a
 * 401: the session itself is still good and the admin must not be signed out for a typo.
 */
export async function changePassword(
  db: Db,
  admin: AuthenticatedAdmin,
  input: { currentPassword: string; newPassword: string },
  address: string,
) {
  const user = await findAdminById(db, admin.adminId);
  if (!(await checkCurrentPassword(db, user, input.currentPassword, address)))
    throw new Invalid(AUTH_MESSAGES.currentPasswordWrong, [
      { field: "currentPassword", message: AUTH_MESSAGES.currentPasswordWrong },
    ]);
  assertAcceptablePassword(input.newPassword, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where(eq(adminUsers.admin_id, admin.adminId));
    await tx
      .update(adminSessions)
      .set({ revoked_at: sql`now()` })
      .where(
        and(
          eq(adminSessions.admin_id, admin.adminId),
          ne(adminSessions.session_id, admin.sessionId),
          isNull(adminSessions.revoked_at),
        ),
      );
  });
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminUsers);
  return row?.n ?? 0;
}

/** Creates an admin; a name that differs from an existing one only in case is refused, as sign-in ignores case. */
export async function createAdmin(
  db: Db,
  input: {
    username: string;
    password: string;
    email?: string | null;
    fullName?: string | null;
    role?: StaffRole;
  },
) {
  const username = input.username.trim();
  if (!username) throw new Error("An admin needs a username");
  assertAcceptablePassword(input.password, "password");
  if (await findAdminByUsername(db, usernameKey(username)))
    throw new Error(`An admin named ${username} already exists`);
  await db.insert(adminUsers).values({
    username,
    password_hash: await hashPassword(input.password),
    email: input.email ?? null,
    full_name: input.fullName ?? null,
    role: input.role ?? FIRST_ADMIN_ROLE,
  });
}
