import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
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
let scratch: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request("GET", "/api/openapi.json");
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDocument;
  scratch = mkdtempSync(path.join(os.tmpdir(), "academy-openapi-"));
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

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

describe("the document, as tools read it", () => {
  it("passes Redocly's lint (recommended rules, redocly.yaml) with no error and no warning", async () => {
    const file = path.join(scratch, "openapi.json");
    writeFileSync(file, JSON.stringify(doc, null, 1));
    // The pinned @redocly/cli, offline: no telemetry, no update check.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["node_modules/@redocly/cli/bin/cli.js", "lint", file, "--config", "redocly.yaml", "--format=json"],
      { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? "" }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it("covers what redocly.yaml turns off: each operation has a success or a redirect, and a 4xx when it takes input", () => {
    for (const { path: p, method, op } of operations()) {
      const statuses = Object.keys(op.responses);
      expect(
        statuses.some((s) => s.startsWith("2") || s === "303"),
        `${method} ${p}`,
      ).toBe(true);
      const takesInput =
        op.requestBody !== undefined || op.parameters.length > 0 || op["x-access"] !== "public";
      if (takesInput)
        expect(
          statuses.some((s) => s.startsWith("4")),
          `${method} ${p}`,
        ).toBe(true);
    }
    expect(doc.tags.every((tag) => tag.description)).toBe(true);
  });

  it("types a client (openapi-typescript) that real requests and answers type-check against", async () => {
    const api = path.join(scratch, "api.ts");
    // A request field with a default may be left out; openapi-typescript would otherwise make it required.
    writeFileSync(api, astToString(await openapiTS(doc as never, { defaultNonNullable: false })));

    // Real calls: the bodies sent and the answers received go into the check file as they are, so a field the
    // document lacks (an excess property), or a wrong type, is a type error.
    const token = await t.adminToken();
    const course = await t.json("POST", "/api/courses", {
      token,
      body: { title: "Typed", course_slug: `typed-${process.pid}`, description: "A course.", price: "₹1" },
    });
    expect(course.status).toBe(201);
    const calls = {
      login: await t.json("POST", "/api/auth/login", { body: { username: "admin", password: "wrong" } }),
      course: await t.json("GET", `/api/courses/typed-${process.pid}`),
      courses: await t.json("GET", "/api/courses?limit=2"),
      inquiry: await t.json("POST", "/api/inquiries", {
        body: {
          first_name: "Asha",
          last_name: "Rao",
          email: "asha@example.com",
          phone: "9876543210",
          message: "Hi",
        },
      }),
      outbox: await t.json("GET", "/api/mail/outbox?q=asha&limit=5", { token }),
    };
    const literal = (v: unknown) => JSON.stringify(v);
    const check = path.join(scratch, "calls.ts");
    writeFileSync(
      check,
      `import type { paths } from "./api";
type Json<R> = R extends { content: { "application/json": infer B } } ? B : never;
type Answer<P extends keyof paths, M extends keyof paths[P], S extends number> =
  paths[P][M] extends { responses: infer R } ? (S extends keyof R ? Json<R[S]> : never) : never;
type Body<P extends keyof paths, M extends keyof paths[P]> =
  paths[P][M] extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;

export const courseBody: Body<"/api/courses", "post"> = ${literal({ title: "Typed", course_slug: "typed", description: "A course.", price: "₹1" })};
export const created: Answer<"/api/courses", "post", 201> = ${literal(course.body)};
export const refused: Answer<"/api/auth/login", "post", ${calls.login.status}> = ${literal(calls.login.body)};
export const course: Answer<"/api/courses/{id}", "get", ${calls.course.status}> = ${literal(calls.course.body)};
export const courses: Answer<"/api/courses", "get", ${calls.courses.status}> = ${literal(calls.courses.body)};
export const inquiry: Answer<"/api/inquiries", "post", ${calls.inquiry.status}> = ${literal(calls.inquiry.body)};
export const outbox: Answer<"/api/mail/outbox", "get", ${calls.outbox.status}> = ${literal(calls.outbox.body)};
export const slug: string = course.data.course_slug;
export const total: number | undefined = outbox.meta?.total;
// @ts-expect-error A path the API does not have.
export const nowhere: Answer<"/api/nowhere", "get", 200> = {};
// @ts-expect-error A field a course does not have.
export const unknownField = course.data.youtube_url;
`,
    );
    const program = ts.createProgram([check], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(errors).toEqual([]);
    expect(calls.course.status).toBe(200);
    expect(calls.inquiry.status).toBe(201);
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
