// Every answer of the API in the envelope it promises ({success, data, message?, meta?}), checked for every operation the registry documents
// against rows that really exist: `data` parses with the operation's contract schema, ids are integers named as
// in the spec, flags are JSON booleans, times are ISO-8601 UTC strings, lists are arrays, and paged lists carry
// meta {total, limit, offset}. Reads are checked as the admin and as a visitor. Every answer, errors included, is
// also checked against the document the API serves (/api/openapi.json): its status is one the operation lists and
// its body matches that answer's JSON Schema, with no field the schema does not name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { API_OPERATIONS, type ApiOperation } from "#server/openapi/operations";
import {
  createOneOfEach,
  type RowIds,
  realPath,
  SUCCEEDS_ONLY_WITH_PAYMENTS,
  VALID_BODIES,
  VALID_QUERIES,
} from "../tests/setup/api-fixtures";
import { type DocumentChecker, documentChecker } from "../tests/setup/openapi-answers";
import { apiRoutes, callRoute, concretePath } from "../tests/setup/route-table";
import { createTestApp, type TestApp } from "../tests/setup/test-app";

/** The id field of each resource's items, named as the API names it: `<resource>_id`, or `id` for products. */
const ID_FIELDS: Record<string, string> = {
  courses: "course_id",
  blogs: "post_id",
  products: "id",
  gallery: "image_id",
  testimonials: "testimonial_id",
  inquiries: "inquiry_id",
  consultations: "request_id",
  newsletter: "subscriber_id",
  campaigns: "campaign_id",
};

/** Fields that are lists whatever they hold: an empty list, never null or JSON text. */
const LIST_FIELDS = new Set([
  "highlights",
  "requirements",
  "outcomes",
  "modules",
  "topics",
  "features",
  "video_urls",
  "youtube_links",
]);

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
/** Consultation slots are named in India's time with its offset, as the contract (§7.3) fixes for them. */
const ISO_IST = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/;
const IST_TIMES = new Set(["Slot", "VisitorBooking", "BookingMoved", "BookingCreated"]);

/** Where a value breaks the naming conventions of the contract, walking objects and arrays. */
function conventionBreaches(value: unknown, where: string, times = ISO_UTC): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => conventionBreaches(item, `${where}[${i}]`, times));
  if (!value || typeof value !== "object") return [];
  const breaches: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    const at = `${where}.${key}`;
    if (key.endsWith("_at") && field !== null && !(typeof field === "string" && times.test(field)))
      breaches.push(`${at} is not an ISO-8601 UTC time: ${JSON.stringify(field)}`);
    if (key.startsWith("is_") && typeof field !== "boolean")
      breaches.push(`${at} is not a JSON boolean: ${JSON.stringify(field)}`);
    if ((key === "id" || key.endsWith("_id")) && field !== null && !Number.isSafeInteger(field))
      breaches.push(`${at} is not an integer: ${JSON.stringify(field)}`);
    if (LIST_FIELDS.has(key) && !Array.isArray(field))
      breaches.push(`${at} is not an array: ${JSON.stringify(field)}`);
    breaches.push(...conventionBreaches(field, at, times));
  }
  return breaches;
}

/** A body that came as JSON, or undefined for a file or a page (only its status is then checked). */
const json = (body: { raw?: string }) => ("raw" in body ? undefined : body);

const resourceOf = (op: ApiOperation) => op.path.split("/")[2] ?? "";
const key = (op: ApiOperation) => `${op.method.toUpperCase()} ${op.path}`;

let t: TestApp;
let token: string;
let ids: RowIds;
let apiDocument: DocumentChecker;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
  ids = await createOneOfEach(t, token);
  apiDocument = documentChecker((await t.json("GET", "/api/openapi.json")).body);
});
afterAll(() => t.close());

/** Checks one answer against its operation's documented success: status, envelope, schema and conventions. */
function breachesOf(op: ApiOperation, res: { status: number; body: Record<string, unknown> }, label: string) {
  const breaches: string[] = apiDocument.breaches(op.method, op.path, res.status, res.body, label);
  if (res.status !== op.response.status) return [`${label}: ${res.status} ${JSON.stringify(res.body)}`];
  if (res.body.success !== true || !("data" in res.body)) return [`${label}: no success envelope`];
  const documented = op.response.data;
  if (documented) {
    const schema = documented.list ? z.array(documented.schema) : documented.schema;
    const parsed = schema.safeParse(res.body.data);
    if (!parsed.success)
      breaches.push(`${label}: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.message}`);
    const items = documented.list ? (res.body.data as unknown[]) : [res.body.data];
    const idField = ID_FIELDS[resourceOf(op)];
    // A course category and a record's authorship live under a resource's path without being its items, and so
    // do a consultation's slots, availability and agenda: only items whose schema names the id are checked.
    const shape = (documented.schema as { shape?: Record<string, unknown> }).shape;
    if (
      idField &&
      documented.name !== "CourseCategory" &&
      documented.name !== "Authorship" &&
      (!shape || idField in shape)
    )
      // A documented null (nothing set yet) is checked by the schema alone.
      for (const item of items)
        if (item !== null && !Number.isSafeInteger((item as Record<string, unknown>)[idField]))
          breaches.push(`${label}: item without an integer ${idField}`);
  } else if (res.body.data !== null) breaches.push(`${label}: data should be null`);
  breaches.push(
    ...conventionBreaches(res.body, label, documented && IST_TIMES.has(documented.name) ? ISO_IST : ISO_UTC),
  );
  return breaches;
}

/** The operations that answer the envelope with rows; the API's own description has a shape of its own. */
const enveloped = (op: ApiOperation) => !op.produces && op.path !== "/api/openapi.json";

describe("response shapes", () => {
  it("reads: every GET, as the admin and as a visitor, whole and paged", async () => {
    const breaches: string[] = [];
    let checked = 0;
    const reads = API_OPERATIONS.filter(
      (op) =>
        op.method === "get" &&
        enveloped(op) &&
        // Both need a token in their query, from a mailed link.
        op.path !== "/api/newsletter/unsubscribe" &&
        op.path !== "/api/enrolments/:id/view",
    );
    for (const op of reads) {
      const query = VALID_QUERIES[key(op)]?.();
      const path = `${realPath(op.path, ids)}${query ? `?${query}` : ""}`;
      const callers: [string, string | undefined][] = [["admin", token]];
      if (op.access !== "admin") callers.push(["visitor", undefined]);
      for (const [who, bearer] of callers) {
        const res = await t.json("GET", path, { token: bearer });
        breaches.push(...breachesOf(op, res, `${key(op)} as ${who}`));
        checked++;
        if (op.response.data?.list && op.query?.shape.limit) {
          const paged = await t.json("GET", `${path}?limit=1&offset=0`, { token: bearer });
          breaches.push(...breachesOf(op, paged, `${key(op)} paged as ${who}`));
          const meta = z.object({
            total: z.number().int().min(1),
            limit: z.literal(1),
            offset: z.literal(0),
          });
          if (!meta.safeParse(paged.body.meta).success)
            breaches.push(`${key(op)} paged as ${who}: meta ${JSON.stringify(paged.body.meta)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(15);
    expect(breaches).toEqual([]);
  });

  it("writes: every create and update with a valid body", async () => {
    const breaches: string[] = [];
    const writes = API_OPERATIONS.filter((op) => (op.method === "post" || op.method === "put") && op.body);
    let checked = 0;
    for (const op of writes) {
      const body = VALID_BODIES[key(op)];
      // Sign-in, password change and upload are exercised with real credentials and files in their own tests.
      if (!body || op.path.startsWith("/api/auth/") || SUCCEEDS_ONLY_WITH_PAYMENTS.has(key(op))) continue;
      const res = await t.json(op.method.toUpperCase(), realPath(op.path, ids), { token, body: body() });
      breaches.push(...breachesOf(op, res, key(op)));
      checked++;
    }
    expect(checked).toBeGreaterThan(12);
    expect(breaches).toEqual([]);
  });

  it("errors: every route the app serves answers a visitor, and an unknown id, as its document says", async () => {
    const breaches: string[] = [];
    const routes = apiRoutes(t.app);
    for (const route of routes) {
      // Without a token: 401 for staff routes, the public answer (or its 400 for an empty body) for the others.
      const res = await callRoute(t, route);
      breaches.push(
        ...apiDocument.breaches(
          route.method,
          route.path,
          res.status,
          json(res.body),
          `${route.method} anonymous`,
        ),
      );
      // An id that names nothing, as the admin: the read of an unknown row.
      if (route.method === "GET" && /:\w+/.test(route.path)) {
        const path = concretePath(route.path).replace(/\/1(?=\/|$)/g, "/999999");
        const missing = await t.json("GET", path, { token });
        breaches.push(
          ...apiDocument.breaches("get", route.path, missing.status, missing.body, `GET ${path}`),
        );
      }
    }
    expect(routes.length).toBeGreaterThan(40);
    expect(breaches).toEqual([]);
  });

  it("a slug reads the same row as its id", async () => {
    for (const [resource, slugField] of [
      ["courses", "course_slug"],
      ["blogs", "slug"],
    ] as const) {
      const byId = await t.json("GET", `/api/${resource}/${ids[resource]}`, { token });
      const bySlug = await t.json("GET", `/api/${resource}/${byId.body.data[slugField]}`, { token });
      expect(bySlug.body.data).toEqual(byId.body.data);
    }
  });
});
