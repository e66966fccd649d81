// What one operation of the HTTP API is, for its OpenAPI description: the standard operations of each resource
// are derived from its definition (server/resources/resource-operations.ts), and every other route declares its
// own next to it. The OpenAPI document and the docs page are generated from that one list (./operations.ts).
import { z } from "zod";
import { idParam } from "#contract/fields";
import { AREA_ROLES, STAFF_ROLES, type StaffArea } from "#contract/staff-roles";

/**
 * public: anyone. admin: a valid bearer token, else 401. public-or-admin: anyone, and a valid admin token widens
 * what is shown (hidden rows, every filter as sent).
 */
export type Access = "public" | "admin" | "public-or-admin";
export type HttpMethod = "get" | "post" | "put" | "delete";

/** Who may call it: anyone, or staff whose role may use `area` (a public-or-admin route: anyone, or such staff). */
export type OperationAccess =
  | { access: "public"; area?: undefined }
  | { access: "admin" | "public-or-admin"; area: StaffArea };

export type ApiOperation = OperationAccess & OperationShape;

interface OperationShape {
  method: HttpMethod;
  /** The path exactly as Hono registers it, `:name` for parameters. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Schemas of the path parameters; `:id` defaults to the contract's strict id. */
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  /** The request body, accepted as JSON and, where `multipart` is set, as multipart/form-data too. */
  body?: { schema: z.ZodType; name: string; multipart?: boolean; files?: string[]; multipartOnly?: boolean };
  response: {
    /** 303: a redirect, described by `Location` rather than a body. */
    status: 200 | 201 | 303;
    /** The `data` member, named for the components section; null means `data: null`. */
    data: { schema: z.ZodType; name: string; list?: boolean } | null;
    /**
     * Lists add `meta: {total, limit, offset}`: admin lists always, public lists when `limit`, `offset` or `q` is
     * sent (and otherwise return every visible row).
     */
    meta?: "always" | "when-paged";
    description?: string;
  };
  /** Statuses beyond the ones every operation of its kind can give (see errorStatuses). */
  extraErrors?: number[];
  /** Counted per client address: 429 with Retry-After when over the limit. */
  rateLimited?: boolean;
  /** Responds with something other than the JSON envelope (the docs page). */
  produces?: "text/html" | "application/gzip" | "text/csv" | "application/pdf";
}

/** The default schema of a path parameter: ids are whole numbers from 1, as the routes parse them. */
export function pathParamSchema(operation: ApiOperation, name: string): z.ZodType {
  return operation.params?.[name] ?? (name === "id" ? idParam : z.string().min(1));
}

/** The error statuses an operation can answer with, from what it is: its access, its input, its limits. */
export function errorStatuses(operation: ApiOperation): number[] {
  const statuses = new Set<number>(operation.extraErrors ?? []);
  if (operation.body || operation.query) statuses.add(400);
  if (operation.access !== "public") statuses.add(401);
  if (operation.area && AREA_ROLES[operation.area].length < STAFF_ROLES.length) statuses.add(403);
  if (/:\w+/.test(operation.path)) statuses.add(404);
  if (operation.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (operation.rateLimited) statuses.add(429);
  if (operation.path !== "/api/docs" && operation.path !== "/api/openapi.json") statuses.add(503);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}
