// Walks every route Hono serves under /api, as each staff role and as an anonymous caller, and checks each answer
// against the roles written out below: 401 without a token on staff routes, 403 with the one message for a role
// that may not use the route, and neither for a role that may. The table is written here from the rules, not read
// from the code that enforces them, so a route mounted in the wrong area or a new route nobody placed fails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#contract/admin-messages";
import { AREA_ROLES, STAFF_ROLES, type StaffRole } from "#contract/staff-roles";
import { API_OPERATIONS, type ApiOperation } from "#server/openapi/operations";
import { apiRoutes, callRoute, type RegisteredRoute, routeKey } from "../tests/setup/route-table";
import { createStaffMember, type StaffMember, signInAs } from "../tests/setup/staff";
import { createTestApp, TEST_ADMIN, type TestApp } from "../tests/setup/test-app";

const ALL = STAFF_ROLES;
/**
 * Who may use each "METHOD path", first match wins. Routes anyone may use are told apart by their operation's
 * access.
 */
const ROLE_RULES: [RegExp, readonly StaffRole[]][] = [
  // Requiring two-factor of everyone is part of managing the staff.
  [/^PUT \/api\/auth\/two-factor\/policy$/, ["owner"]],
  [/^\w+ \/api\/auth\//, ALL],
  // The "mail not configured" banner shows on every admin page.
  [/^GET \/api\/mail\/status$/, ALL],
  // Every signed-in person may read the site settings; only owners change them.
  [/^GET \/api\/settings$/, ALL],
  // What the academy sells and when (hours, services, fees, booking policy) is the owners'.
  [/^\w+ \/api\/consultations\/availability$/, ["owner"]],
  [
    /^\w+ \/api\/(courses|course-categories|batches|blogs|products|gallery|testimonials|upload|page-texts)(\/|$)/,
    ["owner", "editor"],
  ],
  // The leads' settings, lost reasons list and report are the owner's; the Today queue and a lead's page the desk's.
  [/^\w+ \/api\/leads\/(settings|report)$/, ["owner"]],
  [/^(POST|PUT) \/api\/leads\/lost-reasons/, ["owner"]],
  // Giving money back is the owner's decision.
  [/^\w+ \/api\/enrolments\/:id\/refund$/, ["owner"]],
  [
    /^\w+ \/api\/(inquiries|consultations|enrolments|payments|newsletter|campaigns|mail|leads)(\/|$)/,
    ["owner", "front_desk"],
  ],
  [/^\w+ \/api\/(staff|backups|settings|activity|trash|demo-content)(\/|$)/, ["owner"]],
];
/** The API's own description and health: no staff area at all. */
const OUTSIDE_ANY_AREA = new Set(["GET /api/health", "GET /api/openapi.json", "GET /api/docs"]);

function rolesFor(method: string, path: string): readonly StaffRole[] | undefined {
  const call = `${method.toUpperCase()} ${path}`;
  return ROLE_RULES.find(([pattern]) => pattern.test(call))?.[1];
}

/** These end the session they are called with, so each call gets a fresh one. */
const ENDS_SESSION = new Set(["POST /api/auth/logout", "POST /api/auth/change-password"]);

let t: TestApp;
let routes: RegisteredRoute[];
const members = new Map<StaffRole, StaffMember>();
const tokens = new Map<StaffRole, string>();
const operations = new Map<string, ApiOperation>(
  API_OPERATIONS.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op]),
);

beforeAll(async () => {
  t = await createTestApp();
  routes = apiRoutes(t.app);
  members.set("owner", { ...TEST_ADMIN, role: "owner" });
  members.set("editor", await createStaffMember(t, "editor"));
  members.set("front_desk", await createStaffMember(t, "front_desk"));
  for (const [role, member] of members) tokens.set(role, await signInAs(t, member));
});
afterAll(() => t.close());

describe("the role matrix", () => {
  it("places every operation of the API in the area the rules give its path", () => {
    const misplaced: string[] = [];
    for (const [key, op] of operations) {
      if (op.access === "public") continue;
      const expected = rolesFor(op.method, op.path);
      const declared = AREA_ROLES[op.area];
      if (!expected || [...declared].sort().join() !== [...expected].sort().join())
        misplaced.push(`${key}: area ${op.area} (${declared.join(", ")}), rules say ${expected?.join(", ")}`);
    }
    expect(misplaced).toEqual([]);
  });

  it("answers every route for every role and anonymous callers as the rules say", async () => {
    const failures: string[] = [];
    const counts = { routes: routes.length, checks: 0, allowed: 0, forbidden: 0, unauthenticated: 0 };
    for (const route of routes) {
      const key = routeKey(route);
      const op = operations.get(key);
      if (!op) {
        failures.push(`${key}: not in the OpenAPI registry`);
        continue;
      }
      const allowedRoles = rolesFor(route.method, route.path);
      if (!allowedRoles && !OUTSIDE_ANY_AREA.has(key)) {
        failures.push(`${key}: no rule says who may use it`);
        continue;
      }
      for (const role of [undefined, ...STAFF_ROLES]) {
        counts.checks++;
        let token = role ? tokens.get(role) : undefined;
        if (role && ENDS_SESSION.has(key)) token = await signInAs(t, members.get(role) as StaffMember);
        const res = await callRoute(t, route, token && `Bearer ${token}`);
        const who = role ?? "anonymous";
        const allowed =
          op.access === "public"
            ? true
            : role === undefined
              ? op.access === "public-or-admin"
              : (allowedRoles ?? []).includes(role);
        if (res.status >= 500) failures.push(`${key} as ${who}: ${res.status}`);
        else if (allowed) {
          counts.allowed++;
          if (res.status === 401 || res.status === 403)
            failures.push(`${key} as ${who}: ${res.status}, expected to be let through`);
        } else if (role === undefined) {
          counts.unauthenticated++;
          if (res.status !== 401 || res.body.message !== AUTH_MESSAGES.unauthorized)
            failures.push(`${key} as anonymous: ${res.status} ${JSON.stringify(res.body)}, expected 401`);
        } else {
          counts.forbidden++;
          if (
            res.status !== 403 ||
            res.body.success !== false ||
            res.body.message !== AUTH_MESSAGES.forbidden
          )
            failures.push(`${key} as ${who}: ${res.status} ${JSON.stringify(res.body)}, expected 403`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The figures for the record: routes × {anonymous, owner, editor, front desk}.
    console.info("role matrix", JSON.stringify(counts));
    expect(counts.checks).toBe(routes.length * 4);
    expect(counts.forbidden).toBeGreaterThan(0);
    expect(counts.unauthenticated).toBeGreaterThan(0);
  }, 120_000);

  it("refuses an editor the enquiries with exactly the envelope and message of a refusal", async () => {
    const { status, body } = await t.json("GET", "/api/inquiries", { token: tokens.get("editor") });
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, message: AUTH_MESSAGES.forbidden });
  });
});
