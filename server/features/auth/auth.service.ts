import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import { ADMIN_DEFAULT_ROLE, LOGIN_LOCK_MS, LOGIN_MAX_FAILED_ATTEMPTS } from "#contract/constants";
import { AUTH_MESSAGES } from "#contract/messages";
import type { AdminUser, LoginResult } from "#contract/schemas/auth";
import type { Db } from "#server/db/client";
import { adminSessions, adminUsers, loginThrottles } from "#server/db/schema";
import type { AuthenticatedAdmin } from "#server/http/app-env";
import { HttpError } from "#server/http/errors";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "./password";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function toAdminUser(row: typeof adminUsers.$inferSelect): AdminUser {
  return {
    username: row.username,
    full_name: row.fullName,
    email: row.email,
    role: row.role || ADMIN_DEFAULT_ROLE,
  };
}

/** Throttle rows and session rows older than this are of no further use and are pruned on sign-in. */
const PRUNE_AFTER = "7 days";

/** Usernames are case-insensitive: one spelling for the lookup and for the failure counter. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

/**
 * Reserves one attempt for `key` before the password is checked. The reservation is a single atomic
 * upsert, so of many parallel attempts only the first LOGIN_MAX_FAILED_ATTEMPTS reach the password check,
 * and the count lives in the database, so a restart does not reset it.
 */
async function reserveAttempt(
  db: Db,
  key: string,
): Promise<{ attempt: number; lockedForSeconds: number | undefined }> {
  const result = await db.execute(sql`
    insert into login_throttles (username, failed_attempts, locked_until, updated_at)
    values (${key}, 1, null, now())
    on conflict (username) do update set
      failed_attempts = case when login_throttles.locked_until <= now() then 1
                             else login_throttles.failed_attempts + 1 end,
      locked_until = case when login_throttles.locked_until <= now() then null
                          when login_throttles.failed_attempts + 1 > ${LOGIN_MAX_FAILED_ATTEMPTS}
                            then coalesce(login_throttles.locked_until, now() + ${`${LOGIN_LOCK_MS} milliseconds`}::interval)
                          else login_throttles.locked_until end,
      updated_at = now()
    returning failed_attempts,
      case when locked_until > now() then ceil(extract(epoch from locked_until - now()))::int end as locked_for`);
  // Both drivers (pg and PGlite) answer raw SQL with { rows }.
  const row = (result as unknown as { rows: { failed_attempts: number; locked_for: number | null }[] })
    .rows[0];
  if (!row) throw new Error("login throttle upsert returned nothing");
  return {
    attempt: Number(row.failed_attempts),
    lockedForSeconds: row.locked_for === null ? undefined : Number(row.locked_for),
  };
}

function lockedError(retryAfterSeconds: number) {
  return new HttpError(429, AUTH_MESSAGES.lockedTryLater, undefined, {
    "Retry-After": String(Math.max(1, retryAfterSeconds)),
  });
}

/**
 * Checks a password under the lockout of spec §5: a locked name gets 429 without its password being looked
 * at, the fifth consecutive failure locks it for LOGIN_LOCK_MS, and a success clears the count.
 * Resolves to whether the password was right; the caller decides what a wrong one means.
 */
async function checkPasswordWithLockout(
  db: Db,
  key: string,
  password: string,
  passwordHash: string | undefined,
): Promise<boolean> {
  const { attempt, lockedForSeconds } = await reserveAttempt(db, key);
  if (lockedForSeconds !== undefined) throw lockedError(lockedForSeconds);
  if (attempt > LOGIN_MAX_FAILED_ATTEMPTS) throw lockedError(LOGIN_LOCK_MS / 1000);

  // An unknown name costs as much as a known one, so the response time does not tell which names exist.
  const valid = await verifyPassword(password, passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!valid || passwordHash === undefined) {
    if (attempt >= LOGIN_MAX_FAILED_ATTEMPTS)
      await db
        .update(loginThrottles)
        .set({
          lockedUntil: sql`now() + ${`${LOGIN_LOCK_MS} milliseconds`}::interval`,
          updatedAt: sql`now()`,
        })
        .where(eq(loginThrottles.username, key));
    return false;
  }
  // Also forgets counters nobody has touched for a while: names tried once by a scanner, old lockouts.
  await db
    .delete(loginThrottles)
    .where(
      or(
        eq(loginThrottles.username, key),
        and(
          lt(loginThrottles.updatedAt, sql`now() - ${PRUNE_AFTER}::interval`),
          or(isNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, sql`now()`)),
        ),
      ),
    );
  return true;
}

async function findAdminByUsername(db: Db, key: string) {
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, key))
    .limit(1);
  return user;
}

export async function login(
  db: Db,
  input: { username: string; password: string },
  ttlHours: number,
): Promise<LoginResult> {
  const key = usernameKey(input.username);
  const user = await findAdminByUsername(db, key);
  if (!(await checkPasswordWithLockout(db, key, input.password, user?.passwordHash)) || !user)
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);

  // Only the hash is stored: a copy of the database does not hand out working tokens.
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db.insert(adminSessions).values({ adminId: user.adminId, tokenHash: hashToken(token), expiresAt });
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expiresAt, sql`now() - ${PRUNE_AFTER}::interval`),
        lt(adminSessions.revokedAt, sql`now() - ${PRUNE_AFTER}::interval`),
      ),
    );
  return { token, admin: toAdminUser(user), expires_at: expiresAt.toISOString() };
}

/** The admin behind a bearer token, or undefined for a malformed, unknown, expired or revoked one. */
export async function authenticate(db: Db, token: string): Promise<AuthenticatedAdmin | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ user: adminUsers, sessionId: adminSessions.sessionId })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.adminId, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return { ...toAdminUser(row.user), adminId: row.user.adminId, sessionId: row.sessionId };
}

export async function logout(db: Db, sessionId: number) {
  await db.update(adminSessions).set({ revokedAt: sql`now()` }).where(eq(adminSessions.sessionId, sessionId));
}

/**
 * Changes the password and revokes every other session of that admin. The current password is checked under
 * the same lockout as sign-in, so a stolen token cannot be used to guess it. A wrong one is a 400, not a 401:
 * the session itself is still good and the admin must not be signed out for a typo.
 */
export async function changePassword(
  db: Db,
  admin: AuthenticatedAdmin,
  input: { currentPassword: string; newPassword: string },
) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.adminId, admin.adminId)).limit(1);
  if (!user) throw new HttpError(401, AUTH_MESSAGES.unauthorized);
  if (
    !(await checkPasswordWithLockout(
      db,
      usernameKey(user.username),
      input.currentPassword,
      user.passwordHash,
    ))
  )
    throw new HttpError(400, AUTH_MESSAGES.currentPasswordWrong, [
      { field: "currentPassword", message: AUTH_MESSAGES.currentPasswordWrong },
    ]);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(adminUsers.adminId, admin.adminId));
    await tx
      .update(adminSessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(adminSessions.adminId, admin.adminId),
          ne(adminSessions.sessionId, admin.sessionId),
          isNull(adminSessions.revokedAt),
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
  input: { username: string; password: string; email?: string | null; fullName?: string | null },
) {
  const username = input.username.trim();
  if (!username) throw new Error("An admin needs a username");
  if (await findAdminByUsername(db, usernameKey(username)))
    throw new Error(`An admin named ${username} already exists`);
  await db.insert(adminUsers).values({
    username,
    passwordHash: await hashPassword(input.password),
    email: input.email ?? null,
    fullName: input.fullName ?? null,
    role: ADMIN_DEFAULT_ROLE,
  });
}
