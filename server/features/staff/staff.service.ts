// Staff accounts: owners invite people, change their roles and (de)activate them; everyone edits their own profile.
// A password is only ever set by its owner: through the invitation link, the reset link or the change-password
// form. Both links are one-time tokens of which only the hash is stored (staff-tokens.ts).
import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { AUTH_MESSAGES, STAFF_MESSAGES as M } from "#contract/admin-messages";
import { INVITATION_VALID_HOURS, RESET_VALID_MINUTES } from "#contract/constants";
import type { ProfileUpdate, StaffInvite, StaffMember, StaffUpdate } from "#contract/schemas/staff";
import { ROLE_LABELS, type StaffRole } from "#contract/staff-roles";
import { type Actor, fieldChanges, recordActivity } from "#server/activity/activity.service";
import type { Db } from "#server/db/client";
import { adminSessions, adminUsers, loginThrottles, staffTokens } from "#server/db/schema";
import { Conflict, Invalid, invalidField, NotFound, Unauthenticated } from "#server/domain-errors";
import type { AuthenticatedAdmin } from "#server/http/app-env";
import { enqueueMail, mailBrand } from "#server/mail/mail";
import type { MailConfig } from "#server/mail/mail-config";
import { passwordReset, staffInvitation } from "../../mail/templates/mails";
import { checkCurrentPassword, findAdminByUsername, toAdminUser, usernameKey } from "../auth/auth.service";
import { hashPassword } from "../auth/password";
import { assertAcceptablePassword } from "../auth/password-policy";
import { consumeStaffToken, issueStaffToken, revokeStaffTokens } from "./staff-tokens";

type AdminRow = typeof adminUsers.$inferSelect;

/** The pages the links lead to; each reads `token` from its query. */
export const ACCEPT_INVITATION_PATH = "/admin/accept-invitation";
export const RESET_PASSWORD_PATH = "/admin/reset-password";

export const linkTo = (publicUrl: string, path: string, token: string) =>
  `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

function toStaffMember(row: AdminRow, locked: boolean): StaffMember {
  return {
    id: row.admin_id,
    username: row.username,
    full_name: row.full_name,
    email: row.email,
    role: toAdminUser(row).role,
    is_active: row.is_active,
    status: !row.is_active ? "inactive" : row.password_hash === null ? "invited" : "active",
    locked,
    created_at: row.created_at.toISOString(),
  };
}

/** Lower-cased usernames whose sign-in is locked right now. */
async function lockedUsernames(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ username: loginThrottles.username })
    .from(loginThrottles)
    .where(gt(loginThrottles.locked_until, sql`now()`));
  return new Set(rows.map((r) => r.username));
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const [rows, locked] = await Promise.all([
    db.select().from(adminUsers).orderBy(asc(adminUsers.admin_id)),
    lockedUsernames(db),
  ]);
  return rows.map((row) => toStaffMember(row, locked.has(usernameKey(row.username))));
}

async function getStaffRow(db: Db, id: number): Promise<AdminRow> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.admin_id, id)).limit(1);
  if (!row) throw new NotFound(M.notFound);
  return row;
}

export async function getStaffMember(db: Db, id: number): Promise<StaffMember> {
  const row = await getStaffRow(db, id);
  const locked = await lockedUsernames(db);
  return toStaffMember(row, locked.has(usernameKey(row.username)));
}

/**
 * Creates an account without a password and queues the invitation in the same transaction: a failed insert sends
 * nothing, and an invitation never points at an account that was not saved.
 */
export async function inviteStaff(
  db: Db,
  input: StaffInvite,
  invitedBy: AuthenticatedAdmin,
  mail: MailConfig,
): Promise<StaffMember> {
  if (await findAdminByUsername(db, usernameKey(input.username)))
    throw new Conflict(M.usernameTaken, [{ field: "username", message: M.usernameTaken }]);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminUsers)
      .values({
        username: input.username,
        password_hash: null,
        full_name: input.full_name,
        email: input.email,
        role: input.role,
      })
      .returning();
    if (!row) throw new Error("staff insert returned nothing");
    const token = await issueStaffToken(tx, row.admin_id, "invitation", INVITATION_VALID_HOURS * 3_600_000);
    await enqueueMail(tx, {
      kind: "staff-invitation",
      to: input.email,
      ...(await staffInvitation(await mailBrand(tx, mail), {
        name: input.full_name,
        username: input.username,
        role: ROLE_LABELS[input.role],
        invitedBy: invitedBy.full_name || invitedBy.username,
        acceptUrl: linkTo(mail.publicUrl, ACCEPT_INVITATION_PATH, token),
        validDays: INVITATION_VALID_HOURS / 24,
      })),
    });
    return row.admin_id;
  });
  return getStaffMember(db, id);
}

/**
 * Locks every active owner row for the rest of the transaction and counts them, so two owners demoting each other
 * at the same moment cannot both succeed.
 */
async function activeOwnersOtherThan(tx: Db, id: number): Promise<number> {
  const rows = await tx
    .select({ id: adminUsers.admin_id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, "owner"), eq(adminUsers.is_active, true), ne(adminUsers.admin_id, id)))
    .for("update");
  return rows.length;
}

/** `actor`: the owner making the change, recorded in the activity log in the same transaction. */
export async function updateStaff(
  db: Db,
  id: number,
  input: StaffUpdate,
  actor?: Actor,
): Promise<StaffMember> {
  await db.transaction(async (tx) => {
    // Every active owner row first, in one order, then the person's own: two owners demoting each other at the
    // same moment then queue on the same first row. Locking one's own row first and the others' second lets
    // each transaction hold the row the other waits for, and PostgreSQL ends one of them as a deadlock (a 500).
    await tx
      .select({ id: adminUsers.admin_id })
      .from(adminUsers)
      .where(and(eq(adminUsers.role, "owner"), eq(adminUsers.is_active, true)))
      .orderBy(adminUsers.admin_id)
      .for("update");
    const [before] = await tx.select().from(adminUsers).where(eq(adminUsers.admin_id, id)).for("update");
    if (!before) throw new NotFound(M.notFound);
    const role = (input.role ?? before.role) as StaffRole;
    const isActive = input.is_active ?? before.is_active;
    const losesOwner = before.role === "owner" && before.is_active && (role !== "owner" || !isActive);
    if (losesOwner && (await activeOwnersOtherThan(tx, id)) === 0) throw new Conflict(M.lastOwner);
    await tx
      .update(adminUsers)
      .set({
        ...(input.full_name !== undefined ? { full_name: input.full_name } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        role,
        is_active: isActive,
        updated_at: sql`now()`,
      })
      .where(eq(adminUsers.admin_id, id));
    // A deactivated account is out at once: its sessions end and its links stop working.
    if (!isActive && before.is_active) {
      await tx
        .update(adminSessions)
        .set({ revoked_at: sql`now()` })
        .where(and(eq(adminSessions.admin_id, id), isNull(adminSessions.revoked_at)));
      await revokeStaffTokens(tx, id);
    }
    if (actor) {
      const after = { ...before, ...input, role, is_active: isActive };
      const changes = fieldChanges(before, after, ["full_name", "email", "role", "is_active"]);
      await recordActivity(tx, {
        actor,
        action: changes.some((change) => change.field === "role") ? "role" : "update",
        resource: "staff",
        resourceId: id,
        label: before.username,
        changes,
      });
    }
  });
  return getStaffMember(db, id);
}

/** Clears the sign-in lock of the account's username, so it can sign in again at once. */
export async function unlockStaff(db: Db, id: number): Promise<StaffMember> {
  const row = await getStaffRow(db, id);
  await db.delete(loginThrottles).where(eq(loginThrottles.username, usernameKey(row.username)));
  return getStaffMember(db, id);
}

/** The person's own name and address; either change needs the current password, checked under the lockout. */
export async function updateProfile(
  db: Db,
  admin: AuthenticatedAdmin,
  input: ProfileUpdate,
  /** The client's address: a wrong current password counts toward the sign-in lock from there. */
  address: string,
) {
  const row = await getStaffRow(db, admin.adminId).catch(() => {
    throw new Unauthenticated(AUTH_MESSAGES.unauthorized);
  });
  const valid = await checkCurrentPassword(db, row, input.currentPassword, address);
  if (!valid) throw invalidField("currentPassword", AUTH_MESSAGES.currentPasswordWrong);
  const [updated] = await db
    .update(adminUsers)
    .set({ full_name: input.full_name, email: input.email, updated_at: sql`now()` })
    .where(eq(adminUsers.admin_id, admin.adminId))
    .returning();
  if (!updated) throw new Unauthenticated(AUTH_MESSAGES.unauthorized);
  return toAdminUser(updated);
}

/** Reset links mailed within this many minutes are not followed by another: the form cannot flood an inbox. */
export const RESET_RESEND_MINUTES = 5;

/**
 * Issues a reset link for an active account that has an address, unless one was mailed a moment ago (that link
 * stays good, so repeated requests from a stranger neither flood the inbox nor void the link the person is about
 * to click). Says nothing either way: the route answers the same whatever happened here, so the form cannot be
 * used to find out which usernames exist.
 */
export async function requestPasswordReset(db: Db, username: string, mail: MailConfig): Promise<void> {
  const row = await findAdminByUsername(db, usernameKey(username));
  if (!row?.is_active || !row.email) return;
  const email = row.email;
  await db.transaction(async (tx) => {
    // The account's row is the lock: of parallel requests, one issues and the others find its fresh link.
    await tx
      .select({ id: adminUsers.admin_id })
      .from(adminUsers)
      .where(eq(adminUsers.admin_id, row.admin_id))
      .for("update");
    const [recent] = await tx
      .select({ id: staffTokens.token_id })
      .from(staffTokens)
      .where(
        and(
          eq(staffTokens.admin_id, row.admin_id),
          eq(staffTokens.purpose, "password_reset"),
          isNull(staffTokens.used_at),
          gt(staffTokens.expires_at, sql`now()`),
          gt(staffTokens.created_at, sql`now() - make_interval(mins => ${RESET_RESEND_MINUTES})`),
        ),
      )
      .limit(1);
    if (recent) return;
    const token = await issueStaffToken(tx, row.admin_id, "password_reset", RESET_VALID_MINUTES * 60_000);
    await enqueueMail(tx, {
      kind: "password-reset",
      to: email,
      ...(await passwordReset(await mailBrand(tx, mail), {
        name: row.full_name,
        username: row.username,
        resetUrl: linkTo(mail.publicUrl, RESET_PASSWORD_PATH, token),
        validMinutes: RESET_VALID_MINUTES,
      })),
    });
  });
}

/** A reset link for the command line, for servers without mail. */
export async function resetLinkFor(db: Db, username: string, publicUrl: string): Promise<string> {
  const row = await findAdminByUsername(db, usernameKey(username));
  if (!row) throw new NotFound(`There is no staff account named ${username}.`);
  if (!row.is_active)
    throw new Invalid(`The account ${row.username} is deactivated; an owner can reactivate it.`);
  const token = await issueStaffToken(db, row.admin_id, "password_reset", RESET_VALID_MINUTES * 60_000);
  return linkTo(publicUrl, RESET_PASSWORD_PATH, token);
}

/**
 * Sets the password of the account a one-time link belongs to. The link is used up, every session of the
 * account ends (whoever knew the old password is out), its other links stop working and its sign-in lock is
 * cleared. An unknown, expired or used link, or one of a deactivated account, is refused with one message.
 */
export async function setPasswordWithLink(
  db: Db,
  purpose: "invitation" | "password_reset",
  input: { token: string; newPassword: string },
): Promise<void> {
  assertAcceptablePassword(input.newPassword, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const adminId = await consumeStaffToken(tx, input.token, purpose);
    const [row] =
      adminId === undefined
        ? []
        : await tx.select().from(adminUsers).where(eq(adminUsers.admin_id, adminId)).for("update");
    if (!row?.is_active) throw invalidField("token", M.linkInvalid);
    await tx
      .update(adminUsers)
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where(eq(adminUsers.admin_id, row.admin_id));
    await tx
      .update(adminSessions)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(adminSessions.admin_id, row.admin_id), isNull(adminSessions.revoked_at)));
    await revokeStaffTokens(tx, row.admin_id);
    await tx.delete(loginThrottles).where(eq(loginThrottles.username, usernameKey(row.username)));
  });
}
