import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
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

/**
 * Reserves one attempt for `username` before the password is checked. The reservation is a single atomic
 * upsert, so of many parallel attempts only the first LOGIN_MAX_FAILED_ATTEMPTS reach the password check.
 */
async function reserveAttempt(db: Db, username: string): Promise<{ attempt: number; locked: boolean }> {
  const result = await db.execute(sql`
    insert into login_throttles (username, failed_attempts, locked_until, updated_at)
    values (${username}, 1, null, now())
    on conflict (username) do update set
      failed_attempts = case when login_throttles.locked_until <= now() then 1
                             else login_throttles.failed_attempts + 1 end,
      locked_until = case when login_throttles.locked_until <= now() then null
                          when login_throttles.failed_attempts + 1 > ${LOGIN_MAX_FAILED_ATTEMPTS}
                            then coalesce(login_throttles.locked_until, now() + ${`${LOGIN_LOCK_MS} milliseconds`}::interval)
                          else login_throttles.locked_until end,
      updated_at = now()
    returning failed_attempts, (locked_until is not null and locked_until > now()) as locked`);
  // Both drivers (pg and PGlite) answer raw SQL with { rows }.
  const row = (result as unknown as { rows: { failed_attempts: number; locked: boolean }[] }).rows[0];
  if (!row) throw new Error("login throttle upsert returned nothing");
  return { attempt: Number(row.failed_attempts), locked: Boolean(row.locked) };
}

async function lockNow(db: Db, username: string) {
  await db
    .update(loginThrottles)
    .set({ lockedUntil: sql`now() + ${`${LOGIN_LOCK_MS} milliseconds`}::interval`, updatedAt: sql`now()` })
    .where(eq(loginThrottles.username, username));
}

export async function login(
  db: Db,
  input: { username: string; password: string },
  ttlHours: number,
): Promise<LoginResult> {
  const key = input.username.toLowerCase();
  const { attempt, locked } = await reserveAttempt(db, key);
  if (locked || attempt > LOGIN_MAX_FAILED_ATTEMPTS) throw new HttpError(429, AUTH_MESSAGES.lockedTryLater);

  const [user] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, key))
    .limit(1);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !valid) {
    if (attempt >= LOGIN_MAX_FAILED_ATTEMPTS) await lockNow(db, key);
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  }

  await db
    .update(loginThrottles)
    .set({ failedAttempts: 0, lockedUntil: null })
    .where(eq(loginThrottles.username, key));
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db.insert(adminSessions).values({ adminId: user.adminId, tokenHash: hashToken(token), expiresAt });
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

/** Changes the password and revokes every other session of that admin. */
export async function changePassword(
  db: Db,
  admin: AuthenticatedAdmin,
  input: { currentPassword: string; newPassword: string },
) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.adminId, admin.adminId)).limit(1);
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash)))
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

export async function createAdmin(
  db: Db,
  input: { username: string; password: string; email?: string | null; fullName?: string | null },
) {
  await db.insert(adminUsers).values({
    username: input.username,
    passwordHash: await hashPassword(input.password),
    email: input.email ?? null,
    fullName: input.fullName ?? null,
    role: ADMIN_DEFAULT_ROLE,
  });
}
