// Personal data and credentials are never left in a browser's or a proxy's cache.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../tests/setup/route-table";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("Cache-Control: no-store", () => {
  it("is on every GET a signed-in admin makes, whatever the route, found or not", async () => {
    const token = await t.adminToken();
    const gets = apiRoutes(t.app).filter((r) => r.method === "GET");
    expect(gets.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/api/inquiries",
        "/api/consultations",
        "/api/newsletter",
        "/api/auth/profile",
      ]),
    );
    for (const route of gets) {
      const res = await t.request("GET", route.path.replace(/:[a-zA-Z]+/g, "1"), { token });
      expect(res.headers.get("cache-control"), `${route.path} (${res.status})`).toBe("no-store");
    }
  });

  it("is on a sign-in's answer (it holds the token), refused or not", async () => {
    const ok = await t.request("POST", "/api/auth/login", {
      body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    const refused = await t.request("POST", "/api/auth/login", {
      body: { username: TEST_ADMIN.username, password: "wrong password" },
    });
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });

  it("is on the newsletter's answers, and on a request with a bad token", async () => {
    const res = await t.request("POST", "/api/newsletter/subscribe", {
      body: { email: "reader@example.com" },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bad = await t.request("GET", "/api/inquiries", { token: "not-a-real-token" });
    expect(bad.status).toBe(401);
    expect(bad.headers.get("cache-control")).toBe("no-store");
  });

  it("is not on public content read anonymously", async () => {
    const res = await t.request("GET", "/api/courses");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).not.toBe("no-store");
  });
});
