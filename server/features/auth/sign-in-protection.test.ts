// Sign-in protection: the lock per username and client address, the growing delay per username across
// addresses, the password rules and hash upgrade, and the mail for a sign-in from a new browser.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import { LOGIN_MAX_FAILED_ATTEMPTS } from "#contract/constants";
import { adminUsers, loginDelays, loginThrottles, mailOutbox } from "#server/db/schema";
import { loadEnv } from "#server/env";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/setup/test-app";
import { DEVICE_COOKIE } from "./auth.routes";
import { hashPassword, PASSWORD_HASH_PARAMS, setPasswordHashCost } from "./password";
import { isCommonPassword } from "./password-policy";
import {
  SIGN_IN_FIRST_DELAY_SECONDS,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_MAX_DELAY_SECONDS,
} from "./sign-in-limits";

// The production-cost test hashes at scrypt N=2^17 (about 0.4 s of CPU, several seconds on a busy machine).
vi.setConfig({ testTimeout: 180_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.database.db.delete(loginThrottles);
  await t.deps.database.db.delete(loginDelays);
});

const loginFrom = (address: string, password: string, headers: Record<string, string> = {}) =>
  t.json("POST", "/api/auth/login", {
    body: { username: TEST_ADMIN.username, password },
    headers: { "x-test-client-address": address, ...headers },
  });

describe("the lock per username and client address", () => {
  it("locks the address that failed five times, not the person elsewhere", async () => {
    for (let i = 0; i < LOGIN_MAX_FAILED_ATTEMPTS; i++)
      expect((await loginFrom("198.51.100.1", "wrong password")).status).toBe(401);
    const locked = await loginFrom("198.51.100.1", TEST_ADMIN.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ success: false, message: AUTH_MESSAGES.lockedTryLater });
    expect((await loginFrom("198.51.100.2", TEST_ADMIN.password)).status).toBe(200);
    // The lock at the first address holds after the success elsewhere.
    expect((await loginFrom("198.51.100.1", TEST_ADMIN.password)).status).toBe(429);
  });

  it("counts an IPv6 client by its /64", async () => {
    for (let i = 0; i < LOGIN_MAX_FAILED_ATTEMPTS; i++)
      expect((await loginFrom(`2001:db8:1:2::${i + 1}`, "wrong password")).status).toBe(401);
    expect((await loginFrom("2001:db8:1:2::99", TEST_ADMIN.password)).status).toBe(429);
    expect((await loginFrom("2001:db8:1:3::1", TEST_ADMIN.password)).status).toBe(200);
  });

  it("behind TRUST_PROXY=1, over HTTP: 20 wrong passwords from address A, then the right one from B signs in", {
    timeout: 180_000,
  }, async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "1" });
    const server = serve({ fetch: proxied.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const attempt = async (forwardedFor: string, password: string) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
          body: JSON.stringify({ username: TEST_ADMIN.username, password }),
        });
        return { status: res.status, body: await res.json() };
      };
      const statuses: number[] = [];
      // The client invents earlier entries; the proxy appends the address it saw (A) last.
      for (let i = 0; i < 20; i++)
        statuses.push((await attempt(`10.9.9.${i}, 203.0.113.10`, "wrong")).status);
      expect(statuses.slice(0, LOGIN_MAX_FAILED_ATTEMPTS).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(LOGIN_MAX_FAILED_ATTEMPTS).every((s) => s === 429)).toBe(true);
      const fromB = await attempt("203.0.113.20", TEST_ADMIN.password);
      expect(fromB.status).toBe(200);
      expect(fromB.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await attempt("203.0.113.10", TEST_ADMIN.password)).status).toBe(429);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await proxied.close();
    }
  });
});

describe("the delay per username across addresses", () => {
  /** Fails once from each of `n` addresses, so no address is locked. */
  async function failFromMany(n: number, first = 0) {
    const statuses: number[] = [];
    for (let i = first; i < first + n; i++)
      statuses.push((await loginFrom(`192.0.2.${i}`, "wrong password")).status);
    return statuses;
  }

  it("lets the first failures through, then makes unknown browsers wait, with Retry-After", {
    timeout: 180_000,
  }, async () => {
    expect(await failFromMany(SIGN_IN_FREE_FAILURES + 1)).toEqual(Array(SIGN_IN_FREE_FAILURES + 1).fill(401));
    const delayed = await loginFrom("192.0.2.200", TEST_ADMIN.password);
    expect(delayed.status).toBe(429);
    const wait = Number(delayed.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_FIRST_DELAY_SECONDS);
    expect(delayed.body).toEqual({ success: false, message: AUTH_MESSAGES.signInDelayed(wait) });
    // A refused attempt never reached the password check, so it does not count towards that address's lock.
    const [row] = await t.deps.database.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.address, "192.0.2.200"));
    expect(row?.failed_attempts ?? 0).toBe(0);

    // The wait passes: the right password signs in.
    await t.deps.database.db.update(loginDelays).set({ next_attempt_at: sql`now() - interval '1 second'` });
    expect((await loginFrom("192.0.2.201", TEST_ADMIN.password)).status).toBe(200);
  });

  it("doubles the wait with each failure, up to half an hour", async () => {
    const waits: number[] = [];
    await t.deps.database.db
      .insert(loginDelays)
      .values({ username: TEST_ADMIN.username, failures: SIGN_IN_FREE_FAILURES });
    for (let i = 0; i < 8; i++) {
      expect((await loginFrom(`192.0.2.${i}`, "wrong password")).status).toBe(401);
      const res = await loginFrom("192.0.2.250", "wrong password");
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      // The wait as set, from the same clock reading as the failure that set it.
      const [row] = await t.deps.database.db
        .select({ wait: sql<number>`extract(epoch from next_attempt_at - updated_at)::int` })
        .from(loginDelays);
      waits.push(Number(row?.wait));
      await t.deps.database.db.update(loginDelays).set({ next_attempt_at: sql`now()` });
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1800, 1800]);
    // Under 100 guesses a day: the free ones, the ramp, then one per half hour.
    expect(SIGN_IN_FREE_FAILURES + 6 + (24 * 3600) / SIGN_IN_MAX_DELAY_SECONDS).toBeLessThan(100);
  });

  it("does not delay a browser that has signed in to the account before", async () => {
    const first = await t.request("POST", "/api/auth/login", {
      body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    expect(first.status).toBe(200);
    const cookie = first.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`${DEVICE_COOKIE}=`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const device = cookie.split(";")[0] ?? "";

    await t.deps.database.db.delete(loginDelays);
    await t.deps.database.db.insert(loginDelays).values({
      username: TEST_ADMIN.username,
      failures: 40,
      next_attempt_at: sql`now() + interval '30 minutes'`,
    });
    expect((await loginFrom("192.0.2.77", TEST_ADMIN.password)).status).toBe(429);
    expect((await loginFrom("192.0.2.77", TEST_ADMIN.password, { cookie: device })).status).toBe(200);
    expect(
      (await loginFrom("192.0.2.77", TEST_ADMIN.password, { cookie: `${DEVICE_COOKIE}=forged` })).status,
    ).toBe(429);
  });

  it("forgets the failures of a username nobody has tried for a day", async () => {
    await t.deps.database.db.insert(loginDelays).values({
      username: TEST_ADMIN.username,
      failures: 40,
      next_attempt_at: sql`now() + interval '30 minutes'`,
      updated_at: sql`now() - interval '25 hours'`,
    });
    expect((await loginFrom("192.0.2.78", TEST_ADMIN.password)).status).toBe(200);
  });
});

describe("passwords", () => {
  it("refuses a new password that is short or common, with the field named", async () => {
    const token = await t.adminToken();
    expect(isCommonPassword("password1234")).toBe(true);
    for (const [newPassword, message] of [
      ["short", AUTH_MESSAGES.passwordTooShort(10)],
      ["123456789", AUTH_MESSAGES.passwordTooShort(10)],
      ["password1234", AUTH_MESSAGES.passwordTooCommon],
      ["QWERTYUIOP", AUTH_MESSAGES.passwordTooCommon],
    ] as const) {
      const res = await t.json("POST", "/api/auth/change-password", {
        token,
        body: { currentPassword: TEST_ADMIN.password, newPassword },
      });
      expect(res.status, newPassword).toBe(400);
      expect(res.body.errors).toEqual([{ field: "newPassword", message }]);
    }
  });

  it("refuses a short or common ADMIN_PASSWORD at start-up", () => {
    expect(() => loadEnv({ ADMIN_PASSWORD: "short" })).toThrow(/at least 10 characters/);
    expect(() => loadEnv({ ADMIN_PASSWORD: "1234567890" })).toThrow(/too common/);
    expect(loadEnv({ ADMIN_PASSWORD: "a long enough password" }).ADMIN_PASSWORD).toBe(
      "a long enough password",
    );
  });

  it("hashes with scrypt N=2^17, r=8, p=1, and upgrades an older hash at the next sign-in", async () => {
    // An app configured as production is: without TEST_PASSWORD_HASH_COST, which the other tests set.
    const prod = await createTestApp({ TEST_PASSWORD_HASH_COST: "" });
    try {
      expect(prod.deps.env.TEST_PASSWORD_HASH_COST).toBeUndefined();
      const db = prod.deps.database.db;
      const stored = async () =>
        (await db.select().from(adminUsers).where(eq(adminUsers.username, TEST_ADMIN.username)))[0]
          ?.password_hash ?? "";
      const login = (password: string) =>
        prod.json("POST", "/api/auth/login", {
          body: { username: TEST_ADMIN.username, password },
          headers: { "x-test-client-address": "192.0.2.90" },
        });
      expect(PASSWORD_HASH_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
      expect(await stored()).toMatch(/^scrypt\$131072\$8\$1\$/);

      const old = await hashPassword(TEST_ADMIN.password, { N: 16384, r: 8, p: 1 });
      await db
        .update(adminUsers)
        .set({ password_hash: old })
        .where(eq(adminUsers.username, TEST_ADMIN.username));
      expect((await login("wrong password")).status).toBe(401);
      expect(await stored()).toBe(old);
      expect((await login(TEST_ADMIN.password)).status).toBe(200);
      expect(await stored()).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect((await login(TEST_ADMIN.password)).status).toBe(200);
    } finally {
      await prod.close();
      // The cost is per process: back to the test cost for the rest of this file.
      setPasswordHashCost(t.deps.env.TEST_PASSWORD_HASH_COST);
    }
  });

  it("takes a lower hash cost only in tests", () => {
    expect(loadEnv({ NODE_ENV: "test", TEST_PASSWORD_HASH_COST: "10" }).TEST_PASSWORD_HASH_COST).toBe(10);
    expect(() => loadEnv({ TEST_PASSWORD_HASH_COST: "10" })).toThrow(/only for tests/);
    expect(() => loadEnv({ NODE_ENV: "test", TEST_PASSWORD_HASH_COST: "4" })).toThrow(
      /TEST_PASSWORD_HASH_COST/,
    );
  });
});

describe("a sign-in from a new browser", () => {
  const newBrowserMails = async () =>
    t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "new-browser-sign-in"));

  it("mails the person once per browser, naming the browser and address", async () => {
    const before = (await newBrowserMails()).length;
    const userAgent =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
    const first = await t.request("POST", "/api/auth/login", {
      body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      headers: { "user-agent": userAgent, "x-test-client-address": "203.0.113.55" },
    });
    expect(first.status).toBe(200);
    const mails = await newBrowserMails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail?.to).toBe(TEST_ADMIN.email);
    expect(mail?.text).toContain("Chrome on Windows");
    expect(mail?.text).toContain("203.0.113.55");

    const device = (first.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const again = await t.request("POST", "/api/auth/login", {
      body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      headers: { "user-agent": userAgent, cookie: device },
    });
    expect(again.status).toBe(200);
    expect(await newBrowserMails()).toHaveLength(before + 1);
  });
});
