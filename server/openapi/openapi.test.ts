import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CourseSchema } from "#contract/schemas/course";
import { TestimonialCreateSchema } from "#contract/schemas/testimonial";
import { apiRoutes, routeKey } from "../../tests/setup/route-table";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import type { JsonSchema, OpenApiDocument } from "./document";
import { toOpenApiPath } from "./document";
import { API_OPERATIONS } from "./operations";

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request("GET", "/api/openapi.json");
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDocument;
});
afterAll(() => t.close());

const HTTP_METHODS = ["get", "post", "put", "delete", "patch"];

function operations() {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
}

/** Every `$ref` anywhere in the document, so each can be checked to point at something. */
function collectRefs(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) collectRefs(v, into);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") into.push(v);
      else collectRefs(v, into);
    }
  return into;
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document with info, paths, components and bearer security", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("describes every operation completely and consistently", () => {
    const ids = new Set<string>();
    for (const { path, method, op } of operations()) {
      const where = `${method} ${path}`;
      expect(path.startsWith("/api/"), where).toBe(true);
      expect(HTTP_METHODS, where).toContain(method);
      expect(ids.has(op.operationId), `${where} operationId`).toBe(false);
      ids.add(op.operationId);
      expect(op.summary, where).toBeTruthy();
      expect(
        // A success, or the redirect of a link opened in a browser.
        Object.keys(op.responses).some((s) => s.startsWith("2") || s === "303"),
        where,
      ).toBe(true);
      // Every {param} of the template is declared as a required path parameter, and nothing else is.
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = op.parameters.filter((p) => p.in === "path");
      expect(declared.map((p) => p.name).sort(), where).toEqual(templated);
      expect(
        declared.every((p) => p.required),
        where,
      ).toBe(true);
      if (op.requestBody) expect(Object.keys(op.requestBody.content).length, where).toBeGreaterThan(0);
      if (op["x-access"] === "admin") {
        expect(op.security, where).toEqual([{ bearerAuth: [] }]);
        expect(op.responses["401"], where).toBeDefined();
      }
      if (op["x-access"] === "public") expect(op.security, where).toEqual([]);
    }
  });

  it("resolves every $ref", () => {
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const [, section, name] = ref.match(/^#\/components\/(schemas|responses)\/(.+)$/) ?? [];
      expect(section, ref).toBeDefined();
      expect(
        (doc.components as Record<string, Record<string, unknown>>)[section as string]?.[name as string],
        ref,
      ).toBeDefined();
    }
  });

  it("takes its schemas from the contract", () => {
    const course = doc.components.schemas.Course as JsonSchema & { properties: Record<string, unknown> };
    expect(Object.keys(course.properties).sort()).toEqual(Object.keys(CourseSchema.shape).sort());
    const create = doc.components.schemas.TestimonialCreate as JsonSchema & { required: string[] };
    expect(create.required.sort()).toEqual(["name", "testimonial_text"]);
    expect(Object.keys(TestimonialCreateSchema.shape)).toContain("rating");
    const rating = (create.properties as Record<string, JsonSchema>).rating;
    expect(JSON.stringify(rating)).toContain('"maximum":5');
  });

  it("lists every route the app serves", () => {
    const documented = new Set(operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`));
    const missing = apiRoutes(t.app)
      .map((r) => `${r.method.toUpperCase()} ${toOpenApiPath(r.path)}`)
      .filter((key) => !documented.has(key));
    expect(missing, "routes served but not in server/openapi/operations.ts").toEqual([]);
  });

  it("documents no route of a mounted feature that the app does not serve", () => {
    const served = apiRoutes(t.app);
    const servedKeys = new Set(served.map(routeKey));
    // A feature (the first path segment after /api) counts once any of its routes is mounted; features still
    // being built are not held against the registry, finished ones are.
    const feature = (path: string) => path.split("/")[2];
    const mounted = new Set(served.map((r) => feature(r.path)));
    const phantom = API_OPERATIONS.filter((op) => mounted.has(feature(op.path)))
      .map((op) => `${op.method.toUpperCase()} ${op.path}`)
      .filter((key) => !servedKeys.has(key));
    expect(phantom, "in server/openapi/operations.ts but not served").toEqual([]);
  });
});

describe("GET /api/docs", () => {
  it("is a server-rendered HTML page listing every operation, with no script and nothing from elsewhere", async () => {
    const res = await t.request("GET", "/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
    for (const { path, method, op } of operations()) {
      expect(html, `${method} ${path}`).toContain(`<code>${path}</code>`);
      expect(html).toContain(`id="${op.operationId}"`);
    }
    expect(html).toContain("course_slug");
  });
});
