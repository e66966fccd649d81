import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILED_ATTEMPTS } from "#contract/constants";
import { AUTH_MESSAGES } from "#contract/messages";
import type { AdminUser, LoginResult } from "#contract/schemas/auth";
import { FIRST_ADMIN_ROLE, isStaffRole, type StaffRole } from "#contract/staff-roles";
import type { Db } from "#server/db/client";
import { adminSessions, adminUsers, loginThrottles } from "#server/db/schema";
import { Invalid, TooManyAttempts, Unauthenticated } from "#server/domain-errors";
import type { AuthenticatedAdmin } from "#server/http/app-env";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "./password";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function toAdminUser(row: typeof adminUsers.$inferSelect): AdminUser {
  // The database's check allows only the three roles; anything else would be a row written around it.
  if (!isStaffRole(row.role)) throw new Error(`admin ${row.admin_id} has an unknown role`);
  return { username: row.username, full_name: row.full_name, email: row.email, role: row.role };
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
  return new TooManyAttempts(AUTH_MESSAGES.lockedTryLater, retryAfterSeconds);
}

/**
 * Checks a password under the sign-in lockout (five failures in a row lock a username, ignoring case, for five
 * minutes): a locked name gets 429 without its password being looked
 * at, the fifth consecutive failure locks it for LOGIN_LOCK_MS, and a success clears the count.
 * Resolves to whether the password was right; the caller decides what a wrong one means.
 */
export async function checkPasswordWithLockout(
  db: Db,
  key: string,
  password: string,
  passwordHash: string | undefined,
): Promise<boolean> {
  await pruneStaleThrottles(db);
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
          locked_until: sql`now() + ${`${LOGIN_LOCK_MS} milliseconds`}::interval`,
          updated_at: sql`now()`,
        })
        .where(eq(loginThrottles.username, key));
    return false;
  }
  await db.delete(loginThrottles).where(eq(loginThrottles.username, key));
  return true;
}

/**
 * Forgets counters nobody has touched for PRUNE_AFTER (names tried once by a scanner, old lockouts), on every
 * attempt, failed ones included: otherwise the table grows with every name ever tried.
 */
async function pruneStaleThrottles(db: Db) {
  await db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.updated_at, sql`now() - ${PRUNE_AFTER}::interval`),
        or(isNull(loginThrottles.locked_until), lt(loginThrottles.locked_until, sql`now()`)),
      ),
    );
}

export async function findAdminByUsername(db: Db, key: string) {
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
  // An invited person without a password yet, or a deactivated one, fails exactly like an unknown name.
  const usable = user?.is_active ? (user.password_hash ?? undefined) : undefined;
  if (!(await checkPasswordWithLockout(db, key, input.password, usable)) || !user)
    throw new Unauthenticated(AUTH_MESSAGES.invalidCredentials);

  // Only the hash is stored: a copy of the database does not hand out working tokens.
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db
    .insert(adminSessions)
    .values({ admin_id: user.admin_id, token_hash: hashToken(token), expires_at: expiresAt });
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expires_at, sql`now() - ${PRUNE_AFTER}::interval`),
        lt(adminSessions.revoked_at, sql`now() - ${PRUNE_AFTER}::interval`),
      ),
    );
  return { token, admin: toAdminUser(user), expires_at: expiresAt.toISOString() };
}

/** The admin behind a bearer token, or undefined for a malformed, unknown, expired or revoked one. */
export async function authenticate(db: Db, token: string): Promise<AuthenticatedAdmin | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ user: adminUsers, sessionId: adminSessions.session_id })
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
  return { ...toAdminUser(row.user), adminId: row.user.admin_id, sessionId: row.sessionId };
}

export async function logout(db: Db, sessionId: number) {
  await db
    .update(adminSessions)
    .set({ revoked_at: sql`now()` })
    .where(eq(adminSessions.session_id, sessionId));
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
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.admin_id, admin.adminId)).limit(1);
  if (!user) throw new Unauthenticated(AUTH_MESSAGES.unauthorized);
  if (
    !(await checkPasswordWithLockout(
      db,
      usernameKey(user.username),
      input.currentPassword,
      user.password_hash ?? undefined,
    ))
  )
    throw new Invalid(AUTH_MESSAGES.currentPasswordWrong, [
      { field: "currentPassword", message: AUTH_MESSAGES.currentPasswordWrong },
    ]);
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
