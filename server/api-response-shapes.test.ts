// Every answer of the API in the envelope it promises ({success, data, message?, meta?}), checked for every operation the registry documents
// against rows that really exist: `data` parses with the operation's contract schema, ids are integers named as
// in the spec, flags are JSON booleans, times are ISO-8601 UTC strings, lists are arrays, and paged lists carry
// meta {total, limit, offset}. Reads are checked as the admin and as a visitor.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { API_OPERATIONS, type ApiOperation } from "#server/openapi/operations";
import { createOneOfEach, type RowIds, realPath, VALID_BODIES } from "../tests/setup/api-fixtures";
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

/** Where a value breaks the naming conventions of the contract, walking objects and arrays. */
function conventionBreaches(value: unknown, where: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => conventionBreaches(item, `${where}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const breaches: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    const at = `${where}.${key}`;
    if (key.endsWith("_at") && field !== null && !(typeof field === "string" && ISO_UTC.test(field)))
      breaches.push(`${at} is not an ISO-8601 UTC time: ${JSON.stringify(field)}`);
    if (key.startsWith("is_") && typeof field !== "boolean")
      breaches.push(`${at} is not a JSON boolean: ${JSON.stringify(field)}`);
    if ((key === "id" || key.endsWith("_id")) && field !== null && !Number.isSafeInteger(field))
      breaches.push(`${at} is not an integer: ${JSON.stringify(field)}`);
    if (LIST_FIELDS.has(key) && !Array.isArray(field))
      breaches.push(`${at} is not an array: ${JSON.stringify(field)}`);
    breaches.push(...conventionBreaches(field, at));
  }
  return breaches;
}

const resourceOf = (op: ApiOperation) => op.path.split("/")[2] ?? "";
const key = (op: ApiOperation) => `${op.method.toUpperCase()} ${op.path}`;

let t: TestApp;
let token: string;
let ids: RowIds;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
  ids = await createOneOfEach(t, token);
});
afterAll(() => t.close());

/** Checks one answer against its operation's documented success: status, envelope, schema and conventions. */
function breachesOf(op: ApiOperation, res: { status: number; body: Record<string, unknown> }, label: string) {
  const breaches: string[] = [];
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
    // A course category and a record's authorship live under a resource's path without being its items.
    if (idField && documented.name !== "CourseCategory" && documented.name !== "Authorship")
      for (const item of items)
        if (!Number.isSafeInteger((item as Record<string, unknown> | null)?.[idField]))
          breaches.push(`${label}: item without an integer ${idField}`);
  } else if (res.body.data !== null) breaches.push(`${label}: data should be null`);
  breaches.push(...conventionBreaches(res.body, label));
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
      const path = realPath(op.path, ids);
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
      if (!body || op.path.startsWith("/api/auth/")) continue;
      const res = await t.json(op.method.toUpperCase(), realPath(op.path, ids), { token, body: body() });
      breaches.push(...breachesOf(op, res, key(op)));
      checked++;
    }
    expect(checked).toBeGreaterThan(12);
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
