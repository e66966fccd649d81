// Staff accounts through the real API and database: invitations, roles, deactivation, the last owner, the profile,
// password recovery by mail and by command line, and unlocking. Mails are read from the outbox as queued.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES, STAFF_MESSAGES } from "#contract/admin-messages";
import { LOGIN_MAX_FAILED_ATTEMPTS } from "#contract/constants";
import type { StaffMember } from "#contract/schemas/staff";
import { openEmbeddedDatabase } from "#server/db/client";
import { adminUsers, staffTokens } from "#server/db/schema";
import { createAdmin, hashToken } from "#server/features/auth/auth.service";
import { verifyPassword } from "#server/features/auth/password";
import { RESET_RESEND_MINUTES } from "#server/features/staff/staff.service";
import { afterAnswersSettled } from "#server/http/after-answer";
import { spawnTs } from "../../../tests/setup/child-process";
import { signInAs } from "../../../tests/setup/staff";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/setup/test-app";

const PUBLIC_URL = "https://academy.example";
let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  owner = await signInAs(t, TEST_ADMIN);
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface QueuedMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}
async function mailsTo(address: string): Promise<QueuedMail[]> {
  // Reset links are issued after the answer to forgot-password has gone out.
  await afterAnswersSettled(db());
  return rows<QueuedMail>(
    await db().execute(
      sql`select kind, "to", subject, text, html from mail_outbox where "to" = ${address} order by mail_id`,
    ),
  );
}

/** The one-time link in a mail's text, and its token. */
function linkIn(mail: QueuedMail, pagePath: string) {
  const match = mail.text.match(new RegExp(`${PUBLIC_URL}${pagePath}\\?token=([A-Za-z0-9_%-]+)`));
  expect(match, mail.text).not.toBeNull();
  return decodeURIComponent(match?.[1] ?? "");
}

let seq = 0;
async function invite(role: "owner" | "editor" | "front_desk") {
  seq++;
  const person = {
    username: `person${seq}`,
    full_name: `Person ${seq}`,
    email: `person${seq}@example.test`,
    role,
  };
  const res = await t.json("POST", "/api/staff", { token: owner, body: person });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [mail] = await mailsTo(person.email);
  if (!mail) throw new Error("no invitation queued");
  return { person, member: res.body.data as StaffMember, mail };
}

async function join(role: "owner" | "editor" | "front_desk") {
  const { person, member, mail } = await invite(role);
  const password = `secret for ${person.username}`;
  const res = await t.json("POST", "/api/auth/accept-invitation", {
    body: { token: linkIn(mail, "/admin/accept-invitation"), newPassword: password },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...person, id: member.id, password };
}

describe("invitations", () => {
  it("creates an invited account, mails a one-time link valid for 72 hours, and stores only its hash", async () => {
    const { person, member, mail } = await invite("editor");
    expect(member).toMatchObject({
      username: person.username,
      full_name: person.full_name,
      email: person.email,
      role: "editor",
      is_active: true,
      status: "invited",
      locked: false,
    });
    expect(mail.kind).toBe("staff-invitation");
    expect(mail.subject).toContain("invited");
    expect(mail.text).toContain("Editor");
    expect(mail.text).toContain(person.username);
    expect(mail.text).toContain("3 days");
    const token = linkIn(mail, "/admin/accept-invitation");
    const [stored] = await db().select().from(staffTokens).where(eq(staffTokens.admin_id, member.id));
    expect(stored?.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const hours = ((stored?.expires_at.getTime() ?? 0) - (stored?.created_at.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBeCloseTo(72, 1);

    // No password yet: nothing signs in, not even an empty one.
    const before = await t.json("POST", "/api/auth/login", {
      body: { username: person.username, password: "x" },
    });
    expect(before.status).toBe(401);

    const short = await t.json("POST", "/api/auth/accept-invitation", {
      body: { token, newPassword: "short" },
    });
    expect(short.status).toBe(400);
    const accepted = await t.json("POST", "/api/auth/accept-invitation", {
      body: { token, newPassword: "a good long password" },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(STAFF_MESSAGES.passwordSet);
    const again = await t.json("POST", "/api/auth/accept-invitation", {
      body: { token, newPassword: "another long password" },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(STAFF_MESSAGES.linkInvalid);

    const editor = await signInAs(t, { username: person.username, password: "a good long password" });
    const profile = await t.json("GET", "/api/auth/profile", { token: editor });
    expect(profile.body.data).toEqual({
      id: expect.any(Number),
      username: person.username,
      full_name: person.full_name,
      email: person.email,
      role: "editor",
    });
    expect((await t.json("GET", "/api/staff", { token: editor })).status).toBe(403);
    expect((await t.json("GET", "/api/inquiries", { token: editor })).status).toBe(403);
    expect((await t.json("GET", "/api/courses?limit=1", { token: editor })).status).toBe(200);
  });

  it("refuses an expired invitation link, and a reset link offered as an invitation", async () => {
    const { member, mail } = await invite("front_desk");
    const token = linkIn(mail, "/admin/accept-invitation");
    await db()
      .update(staffTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(staffTokens.admin_id, member.id));
    const res = await t.json("POST", "/api/auth/reset-password", {
      body: { token, newPassword: "a good long password" },
    });
    expect(res.status).toBe(400);
    const expired = await t.json("POST", "/api/auth/accept-invitation", {
      body: { token, newPassword: "a good long password" },
    });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(STAFF_MESSAGES.linkInvalid);
  });

  it("refuses a taken username (ignoring case), an unknown role and a bad address", async () => {
    const base = { full_name: "Someone", email: "someone@example.test", role: "editor" };
    const taken = await t.json("POST", "/api/staff", {
      token: owner,
      body: { ...base, username: TEST_ADMIN.username.toUpperCase() },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(STAFF_MESSAGES.usernameTaken);
    const role = await t.json("POST", "/api/staff", {
      token: owner,
      body: { ...base, username: "someone", role: "admin" },
    });
    expect(role.status).toBe(400);
    const email = await t.json("POST", "/api/staff", {
      token: owner,
      body: { ...base, username: "someone", email: "not an address" },
    });
    expect(email.status).toBe(400);
    const name = await t.json("POST", "/api/staff", {
      token: owner,
      body: { ...base, username: "a b" },
    });
    expect(name.status).toBe(400);
  });
});

describe("roles and deactivation", () => {
  it("a role change applies to the person's next request", async () => {
    const person = await join("editor");
    const token = await signInAs(t, person);
    expect((await t.json("GET", "/api/courses?limit=1", { token })).status).toBe(200);
    const res = await t.json("PUT", `/api/staff/${person.id}`, {
      token: owner,
      body: { role: "front_desk" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.role).toBe("front_desk");
    const refused = await t.json("GET", "/api/courses?limit=1", { token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(AUTH_MESSAGES.forbidden);
    expect((await t.json("GET", "/api/inquiries", { token })).status).toBe(200);
  });

  it("deactivating ends the sessions at once and stops sign-in; reactivating lets the person back", async () => {
    const person = await join("front_desk");
    const token = await signInAs(t, person);
    const off = await t.json("PUT", `/api/staff/${person.id}`, { token: owner, body: { is_active: false } });
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe("inactive");
    expect((await t.json("GET", "/api/auth/profile", { token })).status).toBe(401);
    const [live] = rows<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from admin_sessions where admin_id = ${person.id} and revoked_at is null`,
      ),
    );
    expect(live?.n).toBe(0);
    const login = await t.json("POST", "/api/auth/login", {
      body: { username: person.username, password: person.password },
    });
    expect(login.status).toBe(401);
    // Nor can a deactivated person get back in through a reset link.
    await t.json("POST", "/api/auth/forgot-password", { body: { username: person.username } });
    expect((await mailsTo(person.email)).filter((m) => m.kind === "password-reset")).toEqual([]);

    const on = await t.json("PUT", `/api/staff/${person.id}`, { token: owner, body: { is_active: true } });
    expect(on.body.data.status).toBe("active");
    await signInAs(t, person);
  });

  it("never leaves the site without an active owner", async () => {
    const me = await t.json("GET", "/api/staff", { token: owner });
    const self = (me.body.data as StaffMember[]).find((m) => m.username === TEST_ADMIN.username);
    if (!self) throw new Error("the owner is not listed");
    const demote = await t.json("PUT", `/api/staff/${self.id}`, { token: owner, body: { role: "editor" } });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(STAFF_MESSAGES.lastOwner);
    const off = await t.json("PUT", `/api/staff/${self.id}`, { token: owner, body: { is_active: false } });
    expect(off.status).toBe(409);

    // Two owners demoting each other at the same moment: one of them stays owner.
    const second = await join("owner");
    const secondToken = await signInAs(t, second);
    const results = await Promise.all([
      t.json("PUT", `/api/staff/${self.id}`, { token: secondToken, body: { role: "editor" } }),
      t.json("PUT", `/api/staff/${second.id}`, { token: owner, body: { role: "editor" } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const owners = rows<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from admin_users where role = 'owner' and is_active`),
    );
    expect(owners[0]?.n).toBe(1);
    // Put the test owner back, whichever way the race went.
    const stillOwner = results[0]?.status === 200 ? secondToken : owner;
    await t.json("PUT", `/api/staff/${self.id}`, { token: stillOwner, body: { role: "owner" } });
    owner = await signInAs(t, TEST_ADMIN);
  });

  it("answers 404 for an unknown account and 400 for an empty change", async () => {
    expect((await t.json("PUT", "/api/staff/99999", { token: owner, body: { role: "editor" } })).status).toBe(
      404,
    );
    expect((await t.json("PUT", "/api/staff/1", { token: owner, body: {} })).status).toBe(400);
    expect((await t.json("POST", "/api/staff/99999/unlock", { token: owner })).status).toBe(404);
  });
});

describe("profile", () => {
  it("changes one's own name and address only with the current password", async () => {
    const person = await join("editor");
    const token = await signInAs(t, person);
    const change = { full_name: "New Name", email: "new.name@example.test" };
    const missing = await t.json("PUT", "/api/auth/profile", { token, body: change });
    expect(missing.status).toBe(400);
    const wrong = await t.json("PUT", "/api/auth/profile", {
      token,
      body: { ...change, currentPassword: "not it at all" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { field: "currentPassword", message: AUTH_MESSAGES.currentPasswordWrong },
    ]);
    const right = await t.json("PUT", "/api/auth/profile", {
      token,
      body: { ...change, currentPassword: person.password },
    });
    expect(right.status).toBe(200);
    expect(right.body.data).toEqual({ username: person.username, ...change, role: "editor" });
    expect((await t.json("GET", "/api/auth/profile", { token })).body.data.email).toBe(change.email);
  });
});

describe("password recovery", () => {
  it("answers the same for a known and an unknown username, and mails a 30-minute link only to the known one", async () => {
    const person = await join("editor");
    const session = await signInAs(t, person);
    const known = await t.json("POST", "/api/auth/forgot-password", { body: { username: person.username } });
    const unknown = await t.json("POST", "/api/auth/forgot-password", {
      body: { username: "nobody-at-all" },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(STAFF_MESSAGES.forgotPasswordSent);
    const count = rows<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from mail_outbox where "to" like '%nobody-at-all%'`),
    );
    expect(count[0]?.n).toBe(0);

    const mail = (await mailsTo(person.email)).find((m) => m.kind === "password-reset");
    if (!mail) throw new Error("no reset mail queued");
    expect(mail.text).toContain("30 minutes");
    const token = linkIn(mail, "/admin/reset-password");
    const [stored] = await db()
      .select()
      .from(staffTokens)
      .where(eq(staffTokens.token_hash, hashToken(token)));
    const minutes = ((stored?.expires_at.getTime() ?? 0) - (stored?.created_at.getTime() ?? 0)) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);

    const reset = await t.json("POST", "/api/auth/reset-password", {
      body: { token, newPassword: "the brand new password" },
    });
    expect(reset.status).toBe(200);
    // Whoever held a session with the old password is out.
    expect((await t.json("GET", "/api/auth/profile", { token: session })).status).toBe(401);
    const old = await t.json("POST", "/api/auth/login", {
      body: { username: person.username, password: person.password },
    });
    expect(old.status).toBe(401);
    await signInAs(t, { username: person.username, password: "the brand new password" });
    const reused = await t.json("POST", "/api/auth/reset-password", {
      body: { token, newPassword: "yet another password" },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(STAFF_MESSAGES.linkInvalid);
  });

  it("answers forgot-password before looking at the account, so the answer's delay tells nothing", async () => {
    const person = await join("editor");
    // While the account's row is held, anything that reads or writes it waits. The answer must not: the
    // username is looked up, and the link issued, only after the answer is out.
    await db().transaction(async (tx) => {
      await tx.select().from(adminUsers).where(eq(adminUsers.username, person.username)).for("update");
      const res = await t.json("POST", "/api/auth/forgot-password", { body: { username: person.username } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(STAFF_MESSAGES.forgotPasswordSent);
    });
    const mails = (await mailsTo(person.email)).filter((m) => m.kind === "password-reset");
    expect(mails).toHaveLength(1);
  });

  it(`mails one reset link per ${RESET_RESEND_MINUTES} minutes, and repeated requests leave that link working`, async () => {
    const person = await join("editor");
    for (let i = 0; i < 5; i++)
      await t.json("POST", "/api/auth/forgot-password", { body: { username: person.username } });
    const mails = (await mailsTo(person.email)).filter((m) => m.kind === "password-reset");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) throw new Error("no reset mail queued");
    const reset = await t.json("POST", "/api/auth/reset-password", {
      body: { token: linkIn(mail, "/admin/reset-password"), newPassword: "a freshly chosen password" },
    });
    expect(reset.status).toBe(200);

    // Once the link is used, or the interval has passed, a new request mails a new link.
    await t.json("POST", "/api/auth/forgot-password", { body: { username: person.username } });
    expect((await mailsTo(person.email)).filter((m) => m.kind === "password-reset")).toHaveLength(2);
    await db()
      .update(staffTokens)
      .set({ created_at: sql`now() - make_interval(mins => ${RESET_RESEND_MINUTES + 1})` });
    await t.json("POST", "/api/auth/forgot-password", { body: { username: person.username } });
    expect((await mailsTo(person.email)).filter((m) => m.kind === "password-reset")).toHaveLength(3);
  });

  it("refuses an expired, unknown or malformed reset token with 400", async () => {
    const person = await join("front_desk");
    await t.json("POST", "/api/auth/forgot-password", { body: { username: person.username.toUpperCase() } });
    const mail = (await mailsTo(person.email)).find((m) => m.kind === "password-reset");
    if (!mail) throw new Error("no reset mail queued");
    const token = linkIn(mail, "/admin/reset-password");
    await db()
      .update(staffTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(staffTokens.token_hash, hashToken(token)));
    for (const bad of [token, "A".repeat(43), "nope", "x".repeat(5000)]) {
      const res = await t.json("POST", "/api/auth/reset-password", {
        body: { token: bad, newPassword: "a good long password" },
      });
      expect(res.status, bad.slice(0, 10)).toBe(400);
    }
  });

  it("ignores a stale token sent along, so a signed-out browser can still reset", async () => {
    const res = await t.json("POST", "/api/auth/forgot-password", {
      body: { username: "whoever" },
      headers: { authorization: "Bearer stale" },
    });
    expect(res.status).toBe(200);
  });
});

describe("unlocking", () => {
  it("an owner sees a locked account and unlocks it", async () => {
    const person = await join("editor");
    for (let i = 0; i < LOGIN_MAX_FAILED_ATTEMPTS; i++)
      await t.json("POST", "/api/auth/login", {
        body: { username: person.username, password: "wrong guess" },
      });
    const locked = await t.json("POST", "/api/auth/login", {
      body: { username: person.username, password: person.password },
    });
    expect(locked.status).toBe(429);
    const list = await t.json("GET", "/api/staff", { token: owner });
    expect((list.body.data as StaffMember[]).find((m) => m.id === person.id)?.locked).toBe(true);

    const unlocked = await t.json("POST", `/api/staff/${person.id}/unlock`, { token: owner });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data.locked).toBe(false);
    await signInAs(t, person);
  });
});

describe("npm run staff -- reset-password", () => {
  it("prints a one-time link on PUBLIC_URL that sets a new password", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "academy-staff-cli-"));
    try {
      const seeded = await openEmbeddedDatabase({ dataDir: path.join(dataDir, "db") });
      await createAdmin(seeded.db, { username: "chief", password: "the old password" });
      await seeded.close();

      const env = {
        DATA_DIR: dataDir,
        PUBLIC_URL: "https://cli.example",
        DATABASE_URL: "",
        LOG_LEVEL: "silent",
      };
      const child = spawnTs("server/features/staff/cli.ts", ["reset-password", "chief"], env);
      expect(await child.exited).toBe(0);
      const link = child.stdout.filter(Boolean).at(-1) ?? "";
      expect(link).toMatch(/^https:\/\/cli\.example\/admin\/reset-password\?token=[A-Za-z0-9_-]{43}$/);

      const unknown = spawnTs("server/features/staff/cli.ts", ["reset-password", "nobody"], env);
      expect(await unknown.exited).toBe(1);
      expect(unknown.stderr.join("\n")).toContain("no staff account named nobody");

      const database = await openEmbeddedDatabase({ dataDir: path.join(dataDir, "db") });
      try {
        const { setPasswordWithLink } = await import("./staff.service");
        const token = new URL(link).searchParams.get("token") ?? "";
        await setPasswordWithLink(database.db, "password_reset", { token, newPassword: "the new password" });
        await expect(
          setPasswordWithLink(database.db, "password_reset", { token, newPassword: "the new password" }),
        ).rejects.toThrow(STAFF_MESSAGES.linkInvalid);
        const [chief] = await database.db.select().from(adminUsers).where(eq(adminUsers.username, "chief"));
        expect(chief?.role).toBe("owner");
        expect(await verifyPassword("the new password", chief?.password_hash ?? "")).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
