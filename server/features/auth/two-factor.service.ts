// Two-factor sign-in: enrolment (a secret shown as a QR code, confirmed with a first code, then ten one-time
// recovery codes), the second step of sign-in, turning it off, and the owner's rule that everyone must use it.
import { and, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import type { TwoFactorSetup, TwoFactorStatus } from "#contract/schemas/auth";
import { canUse } from "#contract/staff-roles";
import type { Db } from "#server/db/client";
import { adminRecoveryCodes, adminUsers, authSettings, loginChallenges } from "#server/db/schema";
import { Invalid, invalidField, Unauthenticated } from "#server/domain-errors";
import type { AuthenticatedAdmin } from "#server/http/app-env";
import { clientKey } from "#server/http/rate-limit";
import { appSecret } from "#server/lib/app-secret";
import { mailConfig } from "#server/mail/mail-config";
import {
  type AuthDeps,
  CHALLENGE_MAX_ATTEMPTS,
  checkCurrentPassword,
  findAdminById,
  hashToken,
  type SignInContext,
  type SignInOutcome,
  startSession,
  twoFactorRequired,
  usernameKey,
} from "./auth.service";
import { withAttemptLimits } from "./sign-in-limits";
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  qrCodeDataUrl,
  totpStepOf,
  totpUrl,
} from "./totp";

type AdminRow = typeof adminUsers.$inferSelect;

/** Those who manage the staff (owners) may require two-factor for everyone and see everyone's sessions. */
export const isOwner = (admin: Pick<AuthenticatedAdmin, "role">) => canUse(admin.role, "staff");

/**
 * The stored secret in clear, or undefined when APP_SECRET has changed since it was stored: then only the
 * recovery codes still sign the person in, and they set two-factor up again.
 */
function readSecret(deps: AuthDeps, stored: string): string | undefined {
  try {
    return decryptSecret(stored, appSecret(deps.env));
  } catch {
    return undefined;
  }
}

/**
 * Accepts a code from the authenticator app once: the step it belongs to must be later than the last one used,
 * checked and recorded in one statement, so the same code cannot open two sessions.
 */
async function spendTotpCode(deps: AuthDeps, user: AdminRow, code: string): Promise<boolean> {
  if (!user.totp_secret) return false;
  const secret = readSecret(deps, user.totp_secret);
  const step = secret === undefined ? undefined : totpStepOf(secret, code);
  if (step === undefined) return false;
  const used = await deps.db
    .update(adminUsers)
    .set({ totp_last_step: step })
    .where(
      and(
        eq(adminUsers.admin_id, user.admin_id),
        or(isNull(adminUsers.totp_last_step), lt(adminUsers.totp_last_step, step)),
      ),
    )
    .returning({ admin_id: adminUsers.admin_id });
  return used.length > 0;
}

/** Spends one unused recovery code, if the code is one. */
async function spendRecoveryCode(db: Db, adminId: number, code: string): Promise<boolean> {
  const used = await db
    .update(adminRecoveryCodes)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(adminRecoveryCodes.admin_id, adminId),
        eq(adminRecoveryCodes.code_hash, hashRecoveryCode(code)),
        isNull(adminRecoveryCodes.used_at),
      ),
    )
    .returning({ code_id: adminRecoveryCodes.code_id });
  return used.length > 0;
}

/**
 * Spends an app code or a recovery code, checked under the sign-in limits like a password (the lock per name and
 * address, and unless `skipDelay`, the delay across addresses): a code is a guess too, and without them someone
 * who has the password, or a stolen session, could try codes without end.
 */
const spendAnyCode = (deps: AuthDeps, user: AdminRow, code: string, address: string, skipDelay: boolean) =>
  withAttemptLimits(
    deps.db,
    { username: usernameKey(user.username), address: clientKey(address) },
    { skipDelay },
    async () =>
      (await spendTotpCode(deps, user, code)) || (await spendRecoveryCode(deps.db, user.admin_id, code)),
  );

/**
 * The second step of sign-in. Each challenge takes CHALLENGE_MAX_ATTEMPTS codes at most (counted atomically
 * before the code is checked) within its few minutes; an expired, used-up or unknown one sends the person back
 * to the password.
 */
export async function loginWithCode(
  deps: AuthDeps,
  input: { challenge: string; code: string },
  ctx: SignInContext,
): Promise<SignInOutcome> {
  const { db } = deps;
  const challengeHash = hashToken(input.challenge);
  const [challenge] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.challenge_hash, challengeHash),
        gt(loginChallenges.expires_at, sql`now()`),
        lt(loginChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!challenge) throw new Unauthenticated(AUTH_MESSAGES.twoFactorChallengeExpired);
  const user = await findAdminById(db, challenge.admin_id);
  // Only a browser that has never signed in to the account pays the delay across addresses.
  if (!(await spendAnyCode(deps, user, input.code, ctx.address, challenge.known_device)))
    throw invalidField("code", AUTH_MESSAGES.twoFactorCodeWrong);
  const spent = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.challenge_hash, challengeHash))
    .returning({ admin_id: loginChallenges.admin_id });
  // Two right codes sent at once for one challenge: only one of them opens a session.
  if (spent.length === 0) throw new Unauthenticated(AUTH_MESSAGES.twoFactorChallengeExpired);
  return startSession(deps, user, ctx, challenge.known_device);
}

export async function twoFactorStatus(db: Db, admin: AuthenticatedAdmin): Promise<TwoFactorStatus> {
  const user = await findAdminById(db, admin.adminId);
  const [left] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.admin_id, admin.adminId), isNull(adminRecoveryCodes.used_at)));
  return {
    enabled: Boolean(user.totp_secret),
    required: await twoFactorRequired(db),
    recovery_codes_left: user.totp_secret ? Number(left?.n ?? 0) : 0,
    can_require: isOwner(admin),
  };
}

/** Starts enrolment: a fresh secret, kept aside until a code from it confirms the app has it. */
export async function startTwoFactorSetup(
  deps: AuthDeps,
  admin: AuthenticatedAdmin,
): Promise<TwoFactorSetup> {
  const user = await findAdminById(deps.db, admin.adminId);
  if (user.totp_secret) throw new Invalid(AUTH_MESSAGES.twoFactorAlreadyEnabled);
  const secret = newTotpSecret();
  await deps.db
    .update(adminUsers)
    .set({ totp_pending_secret: encryptSecret(secret, appSecret(deps.env)) })
    .where(eq(adminUsers.admin_id, admin.adminId));
  const url = totpUrl(secret, user.username, mailConfig(deps.env).site.name);
  return { secret, otpauth_url: url, qr_code: await qrCodeDataUrl(url) };
}

/** Confirms enrolment with a code from the new secret; answers the ten recovery codes, shown this once only. */
export async function enableTwoFactor(
  deps: AuthDeps,
  admin: AuthenticatedAdmin,
  code: string,
): Promise<string[]> {
  const { db } = deps;
  const user = await findAdminById(db, admin.adminId);
  if (user.totp_secret) throw new Invalid(AUTH_MESSAGES.twoFactorAlreadyEnabled);
  if (!user.totp_pending_secret) throw new Invalid(AUTH_MESSAGES.twoFactorNoPendingSetup);
  const pending = readSecret(deps, user.totp_pending_secret);
  if (pending === undefined) throw new Invalid(AUTH_MESSAGES.twoFactorNoPendingSetup);
  const step = totpStepOf(pending, code);
  if (step === undefined) throw invalidField("code", AUTH_MESSAGES.twoFactorCodeWrong);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ totp_secret: user.totp_pending_secret, totp_pending_secret: null, totp_last_step: step })
      .where(eq(adminUsers.admin_id, admin.adminId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.admin_id, admin.adminId));
    await tx
      .insert(adminRecoveryCodes)
      .values(codes.map((c) => ({ admin_id: admin.adminId, code_hash: hashRecoveryCode(c) })));
  });
  return codes;
}

/** Turns two-factor off, given the current password or a code; refused while an owner requires it. */
export async function disableTwoFactor(
  deps: AuthDeps,
  admin: AuthenticatedAdmin,
  proof: { password?: string; code?: string },
  address: string,
) {
  const { db } = deps;
  const user = await findAdminById(db, admin.adminId);
  if (!user.totp_secret) throw new Invalid(AUTH_MESSAGES.twoFactorNotEnabled);
  if (await twoFactorRequired(db)) throw new Invalid(AUTH_MESSAGES.twoFactorRequiredByOwner);
  const proven = proof.password
    ? await checkCurrentPassword(db, user, proof.password, address)
    : await spendAnyCode(deps, user, proof.code ?? "", address, true);
  if (!proven)
    throw proof.password
      ? invalidField("password", AUTH_MESSAGES.currentPasswordWrong)
      : invalidField("code", AUTH_MESSAGES.twoFactorCodeWrong);
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
      .where(eq(adminUsers.admin_id, admin.adminId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.admin_id, admin.adminId));
  });
}

export async function setTwoFactorRequired(db: Db, required: boolean) {
  await db
    .insert(authSettings)
    .values({ id: 1, require_two_factor: required })
    .onConflictDoUpdate({
      target: authSettings.id,
      set: { require_two_factor: required, updated_at: sql`now()` },
    });
}
