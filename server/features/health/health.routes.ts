import { Hono } from "hono";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { type Health, HealthSchema } from "#contract/schemas/health";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { HttpError } from "#server/http/errors";
import type { ApiOperation } from "#server/openapi/operation";

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    try {
      await deps.database.ping();
    } catch {
      throw new HttpError(503, V.databaseUnavailable);
    }
    return ok<Health>(c, { status: "ok", database: deps.database.kind });
  });
}

/** How the route above is described in the API's OpenAPI document. */
export const HEALTH_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/health",
    tag: "Operations",
    summary: "Health check",
    description: "200 when the process and its database answer; 503 when the database cannot be reached.",
    access: "public",
    response: { status: 200, data: { schema: HealthSchema, name: "Health" } },
  },
];
