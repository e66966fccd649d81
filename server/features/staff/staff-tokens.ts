// One-time links for staff: a random token goes into the mailed link, only its SHA-256 is stored, so a copy of the
// database hands out no working links. A token is used up by one atomic update, so two clicks cannot both use it.
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { staffTokens } from "#server/db/schema";
import { hashToken } from "../auth/auth.service";

export type StaffTokenPurpose = "invitation" | "password_reset";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh token for the account; its earlier unused tokens of the same purpose stop working. */
export async function issueStaffToken(
  db: Db,
  adminId: number,
  purpose: StaffTokenPurpose,
  validMs: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .update(staffTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(eq(staffTokens.admin_id, adminId), eq(staffTokens.purpose, purpose), isNull(staffTokens.used_at)),
    );
  // Old rows are of no use once used or expired; each issue tidies its own account's.
  await db
    .delete(staffTokens)
    .where(
      and(eq(staffTokens.admin_id, adminId), sql`${staffTokens.expires_at} < now() - interval '7 days'`),
    );
  await db.insert(staffTokens).values({
    admin_id: adminId,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + validMs),
  });
  return token;
}

/** Uses the token up and names its account, or undefined for an unknown, expired, used or mistyped one. */
export async function consumeStaffToken(
  db: Db,
  token: string,
  purpose: StaffTokenPurpose,
): Promise<number | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .update(staffTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(staffTokens.token_hash, hashToken(token)),
        eq(staffTokens.purpose, purpose),
        isNull(staffTokens.used_at),
        gt(staffTokens.expires_at, sql`now()`),
      ),
    )
    .returning({ adminId: staffTokens.admin_id });
  return row?.adminId;
}

/** Every unused link of the account stops working (deactivated, or a password was just set). */
export async function revokeStaffTokens(db: Db, adminId: number) {
  await db
    .update(staffTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(staffTokens.admin_id, adminId), isNull(staffTokens.used_at)));
}
