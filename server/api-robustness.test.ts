// Fuzz-style robustness: every route in Hono's route table under /api gets hostile path parameters, query strings
// and bodies, with a valid admin token so that nothing stops at the door. Whatever arrives, the answer must be a
// status below 500 in the contract's envelope `{success:false,message,errors?}`: no HTML page, no stack trace, no 400 without
// `errors`. A route added later is fuzzed the day it lands, because the list comes from the running app.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { JSON_BODY_MAX_BYTES } from "#contract/constants";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { API_OPERATIONS, type ApiOperation } from "#server/openapi/operations";
import {
  createOneOfEach,
  patternOf,
  type RowIds,
  realPath as realPathOf,
  VALID_BODIES,
  without,
  withParams,
} from "../tests/setup/api-fixtures";
import { apiRoutes, type RegisteredRoute, routeKey } from "../tests/setup/route-table";
import { createTestApp, TEST_ADMIN, type TestApp } from "../tests/setup/test-app";

let t: TestApp;
let token: string;
let routes: RegisteredRoute[];
/** One real row per resource, so hostile bodies reach the update code. */
let rowIds: RowIds;

/** Values of the wrong type, size or shape for any field. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  2 ** 53 + 2,
  -2_147_483_649,
  99_999_999_999,
  "1e3",
  "-0",
  "0x10",
  "NaN",
  "",
  "   ",
  "\u0000",
  "a\u0000b",
  "x".repeat(250_000),
  "[",
  "{}",
  '[{"module_name":1,"topics":"x"}]',
  "javascript:alert(1)",
  "data:image/png;base64,AAAA",
  [],
  [null, 1, {}],
  ["\u0000"],
  {},
  { a: { b: { c: [1, { d: null }] } } },
];

/** A valid value made invalid in the ways validation can miss: a NUL byte inside it, or far too much of it. */
function spoiled(valid: unknown): unknown[] {
  if (typeof valid !== "string" || valid === "") return [];
  return [`${valid}\u0000`, `\u0000${valid}`, valid.repeat(Math.ceil(300_000 / valid.length))];
}

/** What a multipart form can carry in a text field: only strings, but any string. */
const HOSTILE_FORM_VALUES = [
  "",
  "\u0000",
  "1e3",
  "-1",
  "99999999999",
  "[",
  '{"a":1}',
  "[{}]",
  "x".repeat(50_000),
];

const HOSTILE_PARAMS = [
  "0",
  "-1",
  "1e3",
  "1.5",
  "0x10",
  "01",
  "99999999999",
  "2147483648",
  "%00",
  "a%00b",
  "%2e%2e%2f",
  "%27%20or%201%3D1",
  "%F0%9F%99%8F",
  "%ZZ",
  "%",
  "__proto__",
  "constructor",
  "x".repeat(3000),
];

const HOSTILE_QUERY_VALUES = [
  "",
  "%00",
  "-1",
  "1e3",
  "99999999999999999999",
  "NaN",
  "maybe",
  "%ZZ",
  "x".repeat(5000),
];
const GENERIC_QUERY_NAMES = ["limit", "offset", "q", "status", "is_active", "is_featured", "category", "id"];

/** Raw bodies with the content type they claim to be. */
const HOSTILE_RAW_BODIES: Array<[label: string, contentType: string | undefined, body: BodyInit]> = [
  ["JSON null", "application/json", "null"],
  ["JSON array", "application/json", "[1,2]"],
  ["JSON string", "application/json", '"text"'],
  ["JSON huge number", "application/json", "1e999"],
  ["truncated JSON", "application/json", '{"a":'],
  ["duplicate keys", "application/json", '{"a":1,"a":2}'],
  ["__proto__ key", "application/json", '{"__proto__":{"polluted":true}}'],
  ["deep nesting", "application/json", `{"a":${"[".repeat(50_000)}${"]".repeat(50_000)}}`],
  ["NUL in JSON", "application/json", '{"a":"\\u0000"}'],
  ["not UTF-8", "application/json", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
  ["byte order mark", "application/json", "\uFEFF{}"],
  ["odd charset", "application/json; charset=utf-16", "{}"],
  ["no content type", undefined, '{"a":1}'],
  ["text/plain", "text/plain", "hello"],
  ["xml", "application/xml", "<a/>"],
  ["multipart without boundary", "multipart/form-data", "--x\r\n"],
  ["multipart with another boundary", "multipart/form-data; boundary=abc", "--xyz\r\n\r\n--xyz--"],
  [
    "multipart cut short",
    "multipart/form-data; boundary=abc",
    '--abc\r\nContent-Disposition: form-data; name="a"\r\n',
  ],
  ["urlencoded arrays", "application/x-www-form-urlencoded", "a[]=1&a[]=2&b[c]=3"],
  ["urlencoded bad escape", "application/x-www-form-urlencoded", "a=%ZZ&b=%"],
  ["JSON over 1 MB", "application/json", JSON.stringify({ a: "x".repeat(JSON_BODY_MAX_BYTES) })],
];

const operationOf = (route: RegisteredRoute): ApiOperation | undefined =>
  API_OPERATIONS.find((op) => op.method.toUpperCase() === route.method && op.path === route.path);

const realPath = (route: RegisteredRoute) => realPathOf(route.path, rowIds);

/** The field names a route's body schema knows, looking through preprocess and refine wrappers. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    if (current instanceof z.ZodPipe) current = current.out instanceof z.ZodObject ? current.out : current.in;
    else return [];
  }
  return [];
}

const ASKS_FOR_THE_PASSWORD = new Set(["POST /api/auth/change-password", "PUT /api/auth/profile"]);
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];
const hasBody = (route: RegisteredRoute) => route.method === "POST" || route.method === "PUT";

async function signIn(): Promise<string> {
  const res = await t.json("POST", "/api/auth/login", {
    body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
  });
  expect(res.status).toBe(200);
  return res.body.data.token;
}

/** Logout ends the session it is sent with, so it always gets one of its own. */
const tokenFor = async (route: RegisteredRoute) => (route.path.endsWith("/logout") ? signIn() : token);

/** Why a response breaks the contract, or undefined when it keeps it. */
/**
 * A stack frame: "at" and then a source file with its line and column ("at fn (/app/server/x.ts:12:5)", "at
 * file:///app/build/index.js:1:2"). Text that merely says "at" before a time ("29 December 2026 at 9:00 am", as
 * the activity log's entries do) is not one.
 */
const STACK_FRAME = /\bat (?:\S.*? \()?(?:file:\/\/)?[^\s()"]+\.(?:[cm]?[jt]sx?):\d+:\d+\)?/;

async function contractBreach(res: Response, route?: RegisteredRoute): Promise<string | undefined> {
  const text = await res.text();
  if (res.status >= 500) return `${res.status}: ${text.slice(0, 300)}`;
  if (STACK_FRAME.test(text)) return `stack trace in the body: ${text.slice(0, 300)}`;
  // The API's description answers in its own format, on purpose.
  if (route && operationOf(route)?.produces) return undefined;
  if (route?.path === "/api/openapi.json" && res.status === 200) return undefined;
  // A documented redirect (a mailed link opened in a browser) leads to a page of this site, nowhere else.
  if (route && res.status === 303 && operationOf(route)?.response.status === 303) {
    const location = res.headers.get("location") ?? "";
    return /^\/(?!\/)/.test(location) ? undefined : `303 to ${location}`;
  }
  if (!(res.headers.get("content-type") ?? "").startsWith("application/json"))
    return `${res.status} ${res.headers.get("content-type")}: ${text.slice(0, 200)}`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text);
  } catch {
    return `${res.status} not JSON: ${text.slice(0, 200)}`;
  }
  if (res.status < 400)
    return body.success === true && "data" in body
      ? undefined
      : `${res.status} without success envelope: ${text}`;
  if (body.success !== false || typeof body.message !== "string" || body.message === "")
    return `${res.status} without error envelope: ${text.slice(0, 200)}`;
  const errors = body.errors;
  if (errors !== undefined) {
    const wellFormed =
      Array.isArray(errors) &&
      errors.length > 0 &&
      errors.every(
        (e) => e && typeof e === "object" && typeof e.field === "string" && typeof e.message === "string",
      );
    if (!wellFormed) return `${res.status} with malformed errors: ${text.slice(0, 200)}`;
  }
  if (res.status === 400 && errors === undefined) return `400 without errors[]: ${text.slice(0, 200)}`;
  return undefined;
}

/** Runs every case and reports all breaches at once, each with what was sent. */
async function expectNoBreaches(
  cases: AsyncIterable<[label: string, res: Response, route?: RegisteredRoute]>,
) {
  const breaches: string[] = [];
  let count = 0;
  for await (const [label, res, route] of cases) {
    count++;
    const breach = await contractBreach(res, route);
    if (breach) breaches.push(`${label} -> ${breach}`);
  }
  expect(count).toBeGreaterThan(0);
  expect(breaches).toEqual([]);
}

function send(
  route: RegisteredRoute,
  path: string,
  /** undefined: a visitor, with no Authorization header at all. */
  authToken: string | undefined,
  options: { body?: BodyInit; contentType?: string } = {},
) {
  const headers: Record<string, string> = authToken ? { authorization: `Bearer ${authToken}` } : {};
  if (options.contentType) headers["content-type"] = options.contentType;
  return t.app.request(path, { method: route.method, headers, body: options.body });
}

const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: "application/json" });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
  routes = apiRoutes(t.app);
  rowIds = await createOneOfEach(t, token);
});
afterAll(() => t.close());

describe("every /api route, fuzzed with an admin token", () => {
  it("has the whole route table to work on", () => {
    expect(routes.length).toBeGreaterThan(40);
    // Every write with a body of its own has a valid base, so its hostile fields reach the database.
    const writes = routes.filter((r) => hasBody(r) && fieldsOf(operationOf(r)?.body?.schema).length > 0);
    const missing = writes
      .map(routeKey)
      // Both check the current password of the account these tests sign in with: hostile values there are wrong
      // passwords, and five of them lock that account.
      .filter((key) => !VALID_BODIES[key] && !ASKS_FOR_THE_PASSWORD.has(key));
    expect(missing).toEqual([]);
  });

  it("answers unknown paths with a 404 envelope, whatever the method", async () => {
    async function* cases(): AsyncGenerator<[string, Response]> {
      for (const path of [
        "/api",
        "/api/",
        "/api/nope",
        "/api/courses/1/extra",
        "/api/%ZZ",
        "/api/..%2f..%2fetc",
      ])
        for (const method of METHODS) {
          const res = await t.app.request(path, { method, headers: { authorization: `Bearer ${token}` } });
          expect(res.status, `${method} ${path}`).toBe(404);
          yield [`${method} ${path}`, res];
        }
    }
    await expectNoBreaches(cases());
  });

  it("answers a method a known path does not serve with 405 and the methods it does serve", async () => {
    const allowOf = async (method: string, path: string) => {
      const res = await t.app.request(path, { method, headers: { authorization: `Bearer ${token}` } });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(await res.json()).toStrictEqual({ success: false, message: V.methodNotAllowed });
      return res.headers.get("allow");
    };
    expect(await allowOf("PATCH", `/api/courses/${rowIds.courses}`)).toBe("GET, PUT, DELETE, HEAD");
    expect(await allowOf("POST", "/api/health")).toBe("GET, HEAD");
    expect(await allowOf("GET", "/api/upload/courses")).toBe("POST");
    expect(await allowOf("DELETE", "/api/auth/login")).toBe("POST");
    expect(await allowOf("OPTIONS", "/api/testimonials")).toBe("GET, POST, HEAD");

    // Every path of the route table, with every method it is not served with.
    const patterns = routes.map((r) => ({ method: r.method, pattern: patternOf(r.path) }));
    async function* cases(): AsyncGenerator<[string, Response]> {
      for (const path of new Set(routes.map(realPath))) {
        const served = new Set(patterns.filter((p) => p.pattern.test(path)).map((p) => p.method));
        for (const method of METHODS.filter((m) => !served.has(m))) {
          const res = await t.app.request(path, { method, headers: { authorization: `Bearer ${token}` } });
          expect(res.status, `${method} ${path}`).toBe(405);
          expect(res.headers.get("allow")?.split(", ").sort(), `${method} ${path}`).toEqual(
            [...served, ...(served.has("GET") ? ["HEAD"] : [])].sort(),
          );
          yield [`${method} ${path}`, res];
        }
      }
    }
    await expectNoBreaches(cases());
  }, 120_000);

  it("survives hostile path parameters, from the admin and from a visitor", async () => {
    async function* cases(): AsyncGenerator<[string, Response, RegisteredRoute]> {
      for (const route of routes.filter((r) => r.path.includes(":")))
        for (const value of HOSTILE_PARAMS) {
          const path = withParams(route.path, value);
          const body: Parameters<typeof send>[3] = hasBody(route)
            ? json(VALID_BODIES[routeKey(route)]?.() ?? {})
            : {};
          yield [`${route.method} ${path.slice(0, 80)}`, await send(route, path, token, body), route];
          // A visitor's reads take other paths (a blog read counts a view); their writes stop at the door.
          yield [
            `anonymous ${route.method} ${path.slice(0, 80)}`,
            await send(route, path, undefined, body),
            route,
          ];
        }
    }
    await expectNoBreaches(cases());
  }, 120_000);

  it("survives hostile query strings", async () => {
    async function* cases(): AsyncGenerator<[string, Response, RegisteredRoute]> {
      for (const route of routes.filter((r) => r.method === "GET")) {
        const names = new Set([
          ...Object.keys(operationOf(route)?.query?.shape ?? {}),
          ...GENERIC_QUERY_NAMES,
        ]);
        const queries = [
          "__proto__=1",
          "constructor=x",
          "limit=1&limit=2",
          "status[]=new",
          "q[a]=1",
          "&&&==&",
          ...[...names].flatMap((name) => HOSTILE_QUERY_VALUES.map((value) => `${name}=${value}`)),
        ];
        for (const query of queries) {
          const path = `${realPath(route)}?${query}`;
          yield [`GET ${path.slice(0, 100)}`, await send(route, path, token), route];
        }
      }
    }
    await expectNoBreaches(cases());
  }, 240_000);

  it("survives hostile raw bodies and content types", async () => {
    async function* cases(): AsyncGenerator<[string, Response, RegisteredRoute]> {
      for (const route of routes.filter(hasBody))
        for (const [label, contentType, body] of HOSTILE_RAW_BODIES) {
          const res = await send(route, realPath(route), await tokenFor(route), { body, contentType });
          yield [`${routeKey(route)} with ${label}`, res, route];
        }
    }
    await expectNoBreaches(cases());
  }, 180_000);

  it("survives a hostile value in each JSON field, and unknown fields", async () => {
    async function* cases(): AsyncGenerator<[string, Response, RegisteredRoute]> {
      for (const route of routes.filter(hasBody)) {
        const key = routeKey(route);
        const base: () => Record<string, unknown> = VALID_BODIES[key] ?? (() => ({}));
        const authToken = await tokenFor(route);
        const unknown = { ...base(), unknown_field: { a: 1 }, is_admin: true, role: "owner" };
        yield [
          `${key} with unknown fields`,
          await send(route, realPath(route), authToken, json(unknown)),
          route,
        ];
        for (const field of fieldsOf(operationOf(route)?.body?.schema))
          for (const value of [...HOSTILE_VALUES, ...spoiled(base()[field])]) {
            const body = json({ ...base(), [field]: value });
            const label = `${key} with ${field}=${JSON.stringify(value)?.slice(0, 40)}`;
            yield [label, await send(route, realPath(route), authToken, body), route];
          }
      }
    }
    await expectNoBreaches(cases());
  }, 300_000);

  it("survives empty and hostile multipart forms", async () => {
    const form = (fields: Record<string, unknown>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields))
        data.append(name, typeof value === "string" ? value : JSON.stringify(value));
      return data;
    };
    async function* cases(): AsyncGenerator<[string, Response, RegisteredRoute]> {
      for (const route of routes.filter(hasBody)) {
        const key = routeKey(route);
        const base: () => Record<string, unknown> = VALID_BODIES[key] ?? (() => ({}));
        const path = realPath(route);
        const authToken = await tokenFor(route);
        yield [
          `${key} with an empty form`,
          await send(route, path, authToken, { body: new FormData() }),
          route,
        ];
        const emptyFile = new FormData();
        emptyFile.append("image", new File([], "empty.png", { type: "image/png" }));
        yield [`${key} with an empty file`, await send(route, path, authToken, { body: emptyFile }), route];
        const notImage = form(base());
        notImage.append("image", new File(["<?php echo 1; ?>"], "x.png", { type: "image/png" }));
        yield [
          `${key} with a file that is no image`,
          await send(route, path, authToken, { body: notImage }),
          route,
        ];
        for (const field of fieldsOf(operationOf(route)?.body?.schema)) {
          for (const value of HOSTILE_FORM_VALUES) {
            const body = form({ ...base(), [field]: value });
            yield [
              `${key} form ${field}=${value.slice(0, 20)}`,
              await send(route, path, authToken, { body }),
              route,
            ];
          }
          // A file where text is expected.
          const asFile = form(without(base(), field));
          asFile.append(field, new File(["text"], "a.txt", { type: "text/plain" }));
          yield [
            `${key} form ${field} as a file`,
            await send(route, path, authToken, { body: asFile }),
            route,
          ];
        }
      }
    }
    await expectNoBreaches(cases());
  }, 300_000);

  it("survives hostile bodies sent with deletes (last: the first one removes the row)", async () => {
    async function* cases(): AsyncGenerator<[string, Response, RegisteredRoute]> {
      for (const route of routes.filter((r) => r.method === "DELETE"))
        for (const [label, contentType, body] of HOSTILE_RAW_BODIES.slice(0, 5)) {
          const res = await send(route, realPath(route), token, { body, contentType });
          yield [`${routeKey(route)} with ${label}`, res, route];
        }
    }
    await expectNoBreaches(cases());
  }, 120_000);
});
