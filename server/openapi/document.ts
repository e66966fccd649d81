// Builds the OpenAPI 3.1 document from the API's operations (./operations.ts). OpenAPI 3.1 schemas are JSON Schema 2020-12, which
// is what zod 4's toJSONSchema writes, so the contract's schemas go in as they are.

import { z } from "zod";
import { ErrorEnvelopeSchema, ListMetaSchema } from "#contract/schemas/common";
import { AREA_ROLES } from "#contract/staff-roles";
import { type ApiOperation, errorStatuses, pathParamSchema } from "./operation";
import { TAG_DESCRIPTIONS } from "./tags";

export type JsonSchema = { [key: string]: unknown };

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  parameters: {
    name: string;
    in: "path" | "query";
    required: boolean;
    schema: JsonSchema;
    description?: string;
  }[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, JsonSchema>;
  "x-access": ApiOperation["access"];
  /** The staff roles whose token is accepted. */
  "x-roles"?: string[];
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid input; `errors` names each field and what is wrong with it.",
  401: "No token, or a malformed, unknown, expired or revoked one.",
  403: "Signed in, but the role may not do this (see `x-roles`).",
  404: "No such id or slug (or a row hidden from anonymous callers).",
  409: "Conflict: the slug is already in use.",
  413: "The body or the file is too large.",
  415: "A content type this operation does not read, or a file that is not an image.",
  429: "Too many requests from this address, or sign-in locked; see Retry-After.",
  500: "An unexpected error; the body gives no details.",
  503: "The database cannot be reached; try again shortly.",
};

/** `/api/courses/:id` (Hono) is `/api/courses/{id}` in OpenAPI. */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}");

const pathParamNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

/**
 * Drops the empty members of every `allOf` (what a check across fields, `z.intersection(fields, z.unknown())`,
 * becomes: it constrains nothing a schema can say), and an `allOf` left with one member becomes that member.
 */
function withoutEmptyAllOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyAllOf);
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value).map(([k, v]) => [k, withoutEmptyAllOf(v)] as const);
  const schema: JsonSchema = Object.fromEntries(entries);
  if (!Array.isArray(schema.allOf)) return schema;
  const members = (schema.allOf as unknown[]).filter(
    (m) => !(m && typeof m === "object" && Object.keys(m).length === 0),
  );
  const { allOf: _all, ...rest } = schema;
  if (members.length === 0) return rest;
  if (members.length === 1 && Object.keys(rest).length === 0) return members[0];
  return { ...rest, allOf: members };
}

function toJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  // Refinements and transforms have no JSON Schema form; the shape of the data is what a client needs.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
  }) as JsonSchema;
  return withoutSameAnyOf(withoutEmptyAllOf(rest)) as JsonSchema;
}

/**
 * Keeps one of each equal member of every `anyOf`, and an `anyOf` left with one member becomes that member. A form
 * number (a number, or digits turned into one) is two equal integers once read as output.
 */
function withoutSameAnyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSameAnyOf);
  if (!value || typeof value !== "object") return value;
  const schema: JsonSchema = Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, withoutSameAnyOf(v)] as const),
  );
  if (!Array.isArray(schema.anyOf)) return schema;
  const seen = new Set<string>();
  const members = (schema.anyOf as unknown[]).filter((m) => {
    const key = JSON.stringify(m);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const { anyOf: _any, ...rest } = schema;
  const [only] = members;
  if (members.length === 1 && only && typeof only === "object") return { ...rest, ...only };
  return { ...rest, anyOf: members };
}

function operationId(op: ApiOperation): string {
  const words = op.path
    .replace(/^\/api\//, "")
    .split(/[/.-]/)
    .filter(Boolean)
    .map((w) => (w.startsWith(":") ? `by ${w.slice(1)}` : w));
  return [op.method, ...words.flatMap((w) => w.split(" "))]
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join("");
}

export function buildOpenApiDocument(operations: readonly ApiOperation[]): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  const sources = new Map<string, z.ZodType>();
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  /** Registers a named contract schema once; one name for two different schemas is a registry mistake. */
  function component(name: string, schema: z.ZodType, io: "input" | "output") {
    const known = sources.get(name);
    if (known && known !== schema) throw new Error(`OpenAPI schema name ${name} is used for two schemas`);
    if (!known) {
      sources.set(name, schema);
      schemas[name] = toJsonSchema(schema, io);
    }
    return ref(name);
  }
  component("ErrorEnvelope", ErrorEnvelopeSchema, "output");
  component("ListMeta", ListMetaSchema, "output");

  const responses: Record<string, JsonSchema> = {};
  for (const [status, description] of Object.entries(ERROR_DESCRIPTIONS))
    responses[`Error${status}`] = {
      description,
      content: { "application/json": { schema: ref("ErrorEnvelope") } },
      ...(status === "429"
        ? { headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } } }
        : {}),
    };

  const paths: OpenApiDocument["paths"] = {};
  const tags: string[] = [];
  for (const op of operations) {
    if (!tags.includes(op.tag)) tags.push(op.tag);
    const parameters: OpenApiOperation["parameters"] = pathParamNames(op.path).map((name) => {
      const schema = pathParamSchema(op, name);
      return {
        name,
        in: "path",
        required: true,
        schema: toJsonSchema(schema, "input"),
        ...(schema.description ? { description: schema.description } : {}),
      };
    });
    if (op.query) {
      const query = toJsonSchema(op.query, "input");
      const required = new Set((query.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>))
        parameters.push({ name, in: "query", required: required.has(name), schema });
    }

    let requestBody: OpenApiOperation["requestBody"];
    if (op.body) {
      const content: Record<string, { schema: JsonSchema }> = {};
      const bodyRef = component(op.body.name, op.body.schema, "input");
      if (!op.body.multipartOnly) content["application/json"] = { schema: bodyRef };
      if (op.body.multipart) {
        const files = Object.fromEntries(
          (op.body.files ?? []).map((f) => [
            f,
            { type: "string", format: "binary", contentMediaType: "image/*" },
          ]),
        );
        content["multipart/form-data"] = {
          schema: {
            description:
              "Lists and objects as JSON text, booleans as true/false/1/0; image files of at most 5 MB.",
            allOf: [bodyRef, { type: "object", properties: files }],
            ...(op.body.multipartOnly ? { required: op.body.files } : {}),
          },
        };
      }
      requestBody = { required: true, content };
    }

    const data = op.response.data;
    const dataSchema: JsonSchema =
      data === null
        ? { type: "null" }
        : data.list
          ? { type: "array", items: component(data.name, data.schema, "output") }
          : component(data.name, data.schema, "output");
    const success = op.produces
      ? { [op.produces]: { schema: { type: "string" } } }
      : op.path === "/api/openapi.json"
        ? { "application/json": { schema: { type: "object" } } }
        : {
            "application/json": {
              schema: {
                type: "object",
                required: op.response.meta === "always" ? ["success", "data", "meta"] : ["success", "data"],
                properties: {
                  success: { const: true },
                  data: dataSchema,
                  message: { type: "string" },
                  ...(op.response.meta === "always" ? { meta: ref("ListMeta") } : {}),
                  ...(op.response.meta === "when-paged"
                    ? {
                        meta: {
                          ...ref("ListMeta"),
                          description: "Present when `limit`, `offset` or `q` is sent.",
                        },
                      }
                    : {}),
                },
              },
            },
          };

    const operation: OpenApiOperation = {
      operationId: operationId(op),
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      security:
        op.access === "admin"
          ? [{ bearerAuth: [] }]
          : op.access === "public-or-admin"
            ? [{}, { bearerAuth: [] }]
            : [],
      parameters,
      ...(requestBody ? { requestBody } : {}),
      responses: {
        [String(op.response.status)]:
          op.response.status === 303
            ? {
                description: op.response.description ?? "See Other",
                headers: { Location: { schema: { type: "string" } } },
              }
            : {
                description: op.response.description ?? (op.response.status === 201 ? "Created" : "OK"),
                content: success,
              },
        ...Object.fromEntries(
          errorStatuses(op).map((s) => [String(s), { $ref: `#/components/responses/Error${s}` }]),
        ),
      },
      "x-access": op.access,
      ...(op.area ? { "x-roles": [...AREA_ROLES[op.area]] } : {}),
    };
    const path = toOpenApiPath(op.path);
    paths[path] ??= {};
    if (paths[path][op.method]) throw new Error(`${op.method.toUpperCase()} ${op.path} is registered twice`);
    paths[path][op.method] = operation;
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Academy website API",
      version: "1.0.0",
      description:
        "Every response is JSON: `{success: true, data, message?, meta?}` or `{success: false, message, errors?}`. " +
        "Admin operations need `Authorization: Bearer <token>` from POST /api/auth/login. Ids are integers; times " +
        "are ISO-8601 UTC strings.",
    },
    servers: [{ url: "/" }],
    // A tag without a description fails the lint test (server/openapi/openapi.test.ts): add it to tags.ts.
    tags: tags.map((name) =>
      TAG_DESCRIPTIONS[name] ? { name, description: TAG_DESCRIPTIONS[name] } : { name },
    ),
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description:
            "The opaque token returned by POST /api/auth/login; it expires and is revoked by logout.",
        },
      },
    },
  };
}
