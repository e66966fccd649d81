// Failure counters of names nobody has tried for a week are deleted on any sign-in attempt, failed ones
// included, so the table does not grow with every name a scanner tries. Live counters and locks stay.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottles } from "#server/db/schema";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function throttledNames(): Promise<string[]> {
  const rows = await t.deps.database.db.select({ username: loginThrottles.username }).from(loginThrottles);
  return rows.map((r) => r.username).sort();
}

async function addThrottle(username: string, updatedAgo: string, lockedUntil: string | null) {
  await t.deps.database.db.execute(sql`
    insert into login_throttles (username, failed_attempts, locked_until, updated_at)
    values (${username}, 3, ${lockedUntil === null ? null : sql.raw(`now() + interval '${lockedUntil}'`)},
            now() - ${updatedAgo}::interval)`);
}

describe("pruning login_throttles", () => {
  it("drops week-old counters on a failed attempt, keeping recent ones and live locks", async () => {
    await addThrottle("scanned-long-ago", "8 days", null);
    await addThrottle("locked-long-ago-expired", "9 days", "-1 day");
    await addThrottle("tried-yesterday", "1 day", null);
    await addThrottle("still-locked", "8 days", "1 hour");

    const res = await t.request("POST", "/api/auth/login", {
      body: { username: "someone-new", password: "wrong password" },
    });
    expect(res.status).toBe(401);
    expect(await throttledNames()).toEqual(["someone-new", "still-locked", "tried-yesterday"]);
  });

  it("still clears the signing-in name's own counter on success", async () => {
    await t.request("POST", "/api/auth/login", {
      body: { username: TEST_ADMIN.username, password: "wrong password" },
    });
    expect(await throttledNames()).toContain(TEST_ADMIN.username);
    const ok = await t.request("POST", "/api/auth/login", {
      body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    expect(ok.status).toBe(200);
    expect(await throttledNames()).not.toContain(TEST_ADMIN.username);
  });
});
