// The sessions screen: each person sees their own active sessions and can end any of them; an owner sees and
// ends anyone's.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import type { AdminSession } from "#contract/schemas/auth";
import type { Db } from "#server/db/client";
import { adminSessions, adminUsers } from "#server/db/schema";
import { NotFound } from "#server/domain-errors";
import type { AuthenticatedAdmin } from "#server/http/app-env";
import { isOwner } from "./two-factor.service";
import { browserLabel } from "./user-agent";

const active = and(isNull(adminSessions.revoked_at), gt(adminSessions.expires_at, sql`now()`));

export async function listSessions(
  db: Db,
  admin: AuthenticatedAdmin,
  scope: "mine" | "all",
): Promise<AdminSession[]> {
  const rows = await db
    .select({ session: adminSessions, username: adminUsers.username })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.admin_id, adminSessions.admin_id))
    .where(scope === "all" ? active : and(active, eq(adminSessions.admin_id, admin.adminId)))
    .orderBy(desc(adminSessions.last_seen_at), desc(adminSessions.session_id));
  return rows.map(({ session, username }) => ({
    id: session.session_id,
    username,
    browser: browserLabel(session.user_agent),
    address: session.address,
    created_at: session.created_at.toISOString(),
    last_seen_at: session.last_seen_at.toISOString(),
    expires_at: session.expires_at.toISOString(),
    current: session.session_id === admin.sessionId,
  }));
}

/**
 * Ends one active session: the caller's own, or anyone's for an owner. Someone else's session answers 404 to a
 * non-owner, so its existence is not told.
 */
export async function endSession(db: Db, admin: AuthenticatedAdmin, sessionId: number) {
  const ended = await db
    .update(adminSessions)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(adminSessions.session_id, sessionId),
        active,
        isOwner(admin) ? undefined : eq(adminSessions.admin_id, admin.adminId),
      ),
    )
    .returning({ id: adminSessions.session_id });
  if (ended.length === 0) throw new NotFound(AUTH_MESSAGES.sessionNotFound);
}
