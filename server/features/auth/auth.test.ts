import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import { LOGIN_MAX_FAILED_ATTEMPTS } from "#contract/constants";
import { VALIDATION_MESSAGES } from "#contract/messages";
import { createApp } from "#server/app";
import { adminSessions, loginDelays, loginThrottles } from "#server/db/schema";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/setup/test-app";
import { hashToken } from "./auth.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Every test starts with clean failure counts; lockouts and delays would leak between tests.
beforeEach(async () => {
  await t.deps.database.db.delete(loginThrottles);
  await t.deps.database.db.delete(loginDelays);
});

const login = (username: string, password: string, headers?: Record<string, string>) =>
  t.json("POST", "/api/auth/login", { body: { username, password }, headers });

const signIn = async () => {
  const res = await login(TEST_ADMIN.username, TEST_ADMIN.password);
  expect(res.status).toBe(200);
  return res.body.data.token as string;
};

async function failTimes(n: number, username = TEST_ADMIN.username) {
  for (let i = 0; i < n; i++) expect((await login(username, "wrong password")).status).toBe(401);
}

describe("POST /api/auth/login", () => {
  it("returns a token and the admin", async () => {
    const res = await login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.admin).toEqual({
      username: TEST_ADMIN.username,
      full_name: "Staff Member",
      email: TEST_ADMIN.email,
      role: "owner",
    });
    expect(res.body.data.two_factor_setup_required).toBe(false);
  });

  it("refuses a wrong password, and an unknown user alike, with 401 Invalid credentials", async () => {
    for (const [username, password] of [
      [TEST_ADMIN.username, "not the password"],
      ["nobody-here", TEST_ADMIN.password],
    ] as const) {
      const res = await login(username, password);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });
    }
  });

  it("asks for both fields when one is missing, blank or not text", async () => {
    for (const body of [
      {},
      { username: TEST_ADMIN.username },
      { password: "x" },
      { username: "", password: "x" },
      { username: "   ", password: "x" },
      { username: 42, password: "x" },
    ]) {
      const res = await t.json("POST", "/api/auth/login", { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(AUTH_MESSAGES.bothRequired);
    }
  });

  it("refuses a NUL byte in either field with a 400, before it reaches the database", async () => {
    for (const body of [
      { username: "sta\u0000ff", password: TEST_ADMIN.password },
      { username: TEST_ADMIN.username, password: "pass\u0000word" },
    ]) {
      const res = await t.json("POST", "/api/auth/login", { body });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect(await t.deps.database.db.select().from(loginThrottles)).toEqual([]);
  });

  it("treats usernames case-insensitively, for sign-in and for the failure count", async () => {
    expect((await login(TEST_ADMIN.username.toUpperCase(), TEST_ADMIN.password)).status).toBe(200);
    await failTimes(3, "Staff");
    await failTimes(2, "STAFF");
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(429);
  });

  it("locks a username after 5 consecutive failures, even for the right password, with Retry-After", async () => {
    await failTimes(LOGIN_MAX_FAILED_ATTEMPTS);
    const res = await login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, message: AUTH_MESSAGES.lockedTryLater });
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
  });

  it("resets the count on a success", async () => {
    await failTimes(LOGIN_MAX_FAILED_ATTEMPTS - 1);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);
    await failTimes(LOGIN_MAX_FAILED_ATTEMPTS - 1);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);
  });

  it("lets at most 5 of 50 parallel wrong attempts from one address reach the password check", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => login(TEST_ADMIN.username, "parallel guess")),
    );
    const statuses = results.map((r) => r.status);
    // Only an attempt that reached the password check can answer 401; every other one was refused before it.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_MAX_FAILED_ATTEMPTS);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(429);
  });

  it("keeps the lockout across a restart (a new app on the same database)", async () => {
    await failTimes(LOGIN_MAX_FAILED_ATTEMPTS);
    const restarted = createApp(t.deps);
    const res = await restarted.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
    });
    expect(res.status).toBe(429);
  });

  it("lifts the lock after 5 minutes and starts counting afresh", async () => {
    await failTimes(LOGIN_MAX_FAILED_ATTEMPTS);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(429);
    // Five minutes pass.
    await t.deps.database.db
      .update(loginThrottles)
      .set({ locked_until: sql`now() - interval '1 second'` })
      .where(eq(loginThrottles.username, TEST_ADMIN.username));
    await failTimes(LOGIN_MAX_FAILED_ATTEMPTS - 1);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);
  });

  it("limits attempts per client address across usernames, with Retry-After", async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGINS_PER_WINDOW: "3" });
    try {
      const from = (address: string, username: string) =>
        limited.json("POST", "/api/auth/login", {
          body: { username, password: "guess" },
          headers: { "x-test-client-address": address },
        });
      for (const name of ["alice", "bob", "carol"]) expect((await from("10.0.0.1", name)).status).toBe(401);
      const res = await from("10.0.0.1", "dave");
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ success: false, message: VALIDATION_MESSAGES.tooManyRequests });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await from("10.0.0.2", "dave")).status).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it("behind a trusted proxy, limits by the address the proxy saw, not one the client made up", async () => {
    const proxied = await createTestApp({ RATE_LIMIT_LOGINS_PER_WINDOW: "3", TRUST_PROXY: "1" });
    try {
      const from = (forwardedFor: string) =>
        proxied.json("POST", "/api/auth/login", {
          body: { username: "someone", password: "guess" },
          headers: { "x-forwarded-for": forwardedFor },
        });
      for (const spoofed of ["1.1.1.1", "2.2.2.2", "3.3.3.3"])
        expect((await from(`${spoofed}, 203.0.113.7`)).status).toBe(401);
      expect((await from("4.4.4.4, 203.0.113.7")).status).toBe(429);
      expect((await from("203.0.113.8")).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it("signs in even when the browser still sends an old token", async () => {
    const token = await signIn();
    await t.json("POST", "/api/auth/logout", { token });
    const res = await login(TEST_ADMIN.username, TEST_ADMIN.password, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
  });
});

describe("tokens", () => {
  const profile = (token: string) => t.json("GET", "/api/auth/profile", { token });

  it("a valid token reads the profile", async () => {
    const res = await profile(await signIn());
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      username: TEST_ADMIN.username,
      full_name: "Staff Member",
      email: TEST_ADMIN.email,
      role: "owner",
    });
  });

  it("refuses no token, and malformed, unknown, expired and revoked tokens with 401", async () => {
    expect((await t.json("GET", "/api/auth/profile")).status).toBe(401);
    for (const header of [
      "Bearer",
      "Bearer ",
      "Basic abc",
      "Bearer a b",
      `Bearer ${"x".repeat(43)}!`,
      "token",
    ]) {
      const res = await t.json("GET", "/api/auth/profile", { headers: { authorization: header } });
      expect(res.status, header).toBe(401);
      expect(res.body).toEqual({ success: false, message: AUTH_MESSAGES.unauthorized });
    }
    expect((await profile(randomBytes(32).toString("base64url"))).status).toBe(401);

    const expired = await signIn();
    await t.deps.database.db
      .update(adminSessions)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.token_hash, hashToken(expired)));
    expect((await profile(expired)).status).toBe(401);

    const revoked = await signIn();
    expect((await t.json("POST", "/api/auth/logout", { token: revoked })).status).toBe(200);
    expect((await profile(revoked)).status).toBe(401);
  });

  it("stores only a hash of the token", async () => {
    const token = await signIn();
    const rows = await t.deps.database.db.select().from(adminSessions);
    expect(rows.some((r) => r.token_hash === hashToken(token))).toBe(true);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });
});

describe("POST /api/auth/change-password", () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    t.json("POST", "/api/auth/change-password", { token, body: { currentPassword, newPassword } });

  it("needs the current password, then revokes every other session", async () => {
    const mine = await signIn();
    const other = await signIn();

    const wrong = await change(mine, "not my password", "a brand new passphrase");
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(AUTH_MESSAGES.currentPasswordWrong);
    expect((await t.json("GET", "/api/auth/profile", { token: other })).status).toBe(200);

    const short = await change(mine, TEST_ADMIN.password, "short");
    expect(short.status).toBe(400);

    const newPassword = "a brand new passphrase";
    const res = await change(mine, TEST_ADMIN.password, newPassword);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(AUTH_MESSAGES.passwordChanged);
    expect((await t.json("GET", "/api/auth/profile", { token: other })).status).toBe(401);
    expect((await t.json("GET", "/api/auth/profile", { token: mine })).status).toBe(200);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(401);
    expect((await login(TEST_ADMIN.username, newPassword)).status).toBe(200);

    // Put the shared admin back for the other tests.
    expect((await change(mine, newPassword, TEST_ADMIN.password)).status).toBe(200);
  });

  it("counts wrong current passwords towards the lockout", async () => {
    const token = await signIn();
    for (let i = 0; i < LOGIN_MAX_FAILED_ATTEMPTS; i++)
      expect((await change(token, "guess", "another new passphrase")).status).toBe(400);
    expect((await change(token, TEST_ADMIN.password, "another new passphrase")).status).toBe(429);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(429);
  });

  it("needs a token", async () => {
    const res = await t.json("POST", "/api/auth/change-password", {
      body: { currentPassword: TEST_ADMIN.password, newPassword: "whatever new one" },
    });
    expect(res.status).toBe(401);
  });
});
