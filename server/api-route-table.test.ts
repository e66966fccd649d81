// Walks every route Hono serves under /api at run time: whatever is not on the public list below must refuse
// a missing, malformed, unknown, expired or revoked token with 401. A route added later is checked the day it
// lands; making one public means adding it here, on purpose.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import { adminSessions } from "#server/db/schema";
import { hashToken } from "#server/features/auth/auth.service";
import { API_OPERATIONS } from "#server/openapi/operations";
import { apiRoutes, callRoute, type RegisteredRoute, routeKey } from "../tests/setup/route-table";
import { createTestApp, TEST_ADMIN, type TestApp } from "../tests/setup/test-app";

/** Reads of public content, the public forms, sign-in, health and the API's own description. */
const PUBLIC_ROUTES = new Set([
  "GET /api/health",
  "GET /api/openapi.json",
  "GET /api/docs",
  "POST /api/auth/login",
  "POST /api/auth/forgot-password",
  "POST /api/auth/reset-password",
  "POST /api/auth/accept-invitation",
  "POST /api/auth/login/two-factor",
  "GET /api/courses",
  "GET /api/courses/categories",
  "GET /api/courses/:id",
  "GET /api/blogs",
  "GET /api/blogs/:id",
  "GET /api/products",
  "GET /api/products/:id",
  "GET /api/gallery",
  "GET /api/gallery/:id",
  "GET /api/testimonials",
  "GET /api/testimonials/:id",
  "POST /api/inquiries",
  "POST /api/consultations",
  // Consultation slots: the free slots, and the visitor's booking link (its token is the proof, not a staff token).
  "GET /api/consultations/slots",
  "GET /api/consultations/:id/booking",
  "POST /api/consultations/:id/cancel",
  "POST /api/consultations/:id/reschedule",
  "POST /api/newsletter/subscribe",
  "POST /api/newsletter/confirm",
  "POST /api/newsletter/unsubscribe",
  "GET /api/newsletter/unsubscribe",
  // Upcoming batches with their seats left; enrolling, and the person's own page and actions by their link.
  "GET /api/batches",
  "GET /api/batches/:id",
  "POST /api/enrolments",
  "GET /api/enrolments/:id/view",
  "GET /api/enrolments/:id/certificate.pdf",
  "POST /api/enrolments/:id/accept",
  "POST /api/enrolments/:id/cancel",
  // Paying: Checkout's callback and Razorpay's webhook (their signatures are the proof), and the person's own
  // payment actions and receipt by their link.
  "POST /api/payments/razorpay/verify",
  "POST /api/payments/razorpay/webhook",
  "POST /api/enrolments/:id/pay",
  "POST /api/consultations/:id/pay",
  "POST /api/enrolments/:id/upi-reference",
  "POST /api/enrolments/:id/billing",
  "GET /api/enrolments/:id/receipt.pdf",
  "GET /api/consultations/:id/receipt.pdf",
]);

let t: TestApp;
let adminRoutes: RegisteredRoute[];
beforeAll(async () => {
  t = await createTestApp();
  adminRoutes = apiRoutes(t.app).filter((r) => !PUBLIC_ROUTES.has(routeKey(r)));
});
afterAll(() => t.close());

async function signIn(): Promise<string> {
  const res = await t.json("POST", "/api/auth/login", {
    body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
  });
  expect(res.status).toBe(200);
  return res.body.data.token;
}

describe("the API route table", () => {
  it("has admin routes to check, and every public route on the list is served", () => {
    expect(adminRoutes.length).toBeGreaterThan(10);
    const served = new Set(apiRoutes(t.app).map(routeKey));
    for (const key of ["GET /api/health", "POST /api/auth/login", "GET /api/testimonials"])
      expect(served.has(key), key).toBe(true);
  });

  it("agrees with the OpenAPI registry on which operations are public", () => {
    for (const op of API_OPERATIONS) {
      const key = `${op.method.toUpperCase()} ${op.path}`;
      expect(op.access === "admin", key).toBe(!PUBLIC_ROUTES.has(key));
    }
  });

  it("refuses every admin route without a token, and with a malformed, unknown, expired or revoked one", async () => {
    const expired = await signIn();
    await t.deps.database.db
      .update(adminSessions)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.token_hash, hashToken(expired)));
    const revoked = await signIn();
    expect((await t.json("POST", "/api/auth/logout", { token: revoked })).status).toBe(200);

    const variants: [string, string | undefined][] = [
      ["no token", undefined],
      ["malformed token", "Bearer not-a-real-token"],
      ["not a bearer token", `Basic ${Buffer.from("staff:x").toString("base64")}`],
      ["unknown token", `Bearer ${randomBytes(32).toString("base64url")}`],
      ["expired token", `Bearer ${expired}`],
      ["revoked token", `Bearer ${revoked}`],
    ];
    const failures: string[] = [];
    for (const route of adminRoutes)
      for (const [label, authorization] of variants) {
        const res = await callRoute(t, route, authorization);
        if (
          res.status !== 401 ||
          res.body.message !== AUTH_MESSAGES.unauthorized ||
          res.body.success !== false
        )
          failures.push(`${routeKey(route)} with ${label}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    expect(failures).toEqual([]);
  });

  it("answers hostile input on every route, anonymous or admin, with a 4xx and never a 5xx", {
    timeout: 300_000,
  }, async () => {
    const token = await signIn();
    const params = ["%00", "1'", "x".repeat(3000), "..%2F..%2Fetc%2Fpasswd", "%F0%9F%99%8F"];
    const queries = [
      "",
      "?q=%00&limit=-1&offset=abc",
      "?status=zzz&is_active=maybe&category=%00&category_id=1'",
    ];
    const nul = "\u0000";
    const bodies = [
      {},
      { title: nul, name: nul, email: `${nul}@x.y`, slug: nul, course_slug: nul, message: nul, status: nul },
    ];
    const failures: string[] = [];
    for (const route of apiRoutes(t.app)) {
      // These two end the session that the rest of the walk uses.
      if (route.path === "/api/auth/logout" || route.path === "/api/auth/change-password") continue;
      const withBody = route.method === "POST" || route.method === "PUT" || route.method === "PATCH";
      for (const param of params)
        for (const query of queries)
          for (const body of withBody ? bodies : [undefined])
            for (const auth of [undefined, token]) {
              const url = route.path.replace(/:(\w+)(\{[^}]*\})?/g, param) + query;
              const res = await t.request(route.method, url, { token: auth, body });
              if (res.status >= 500)
                failures.push(
                  `${route.method} ${url.slice(0, 100)} ${auth ? "admin" : "anonymous"}: ${res.status}`,
                );
            }
    }
    expect(failures).toEqual([]);
  });
  // Which roles a valid token lets through each route: api-role-matrix.test.ts.
});
