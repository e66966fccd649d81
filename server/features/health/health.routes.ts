import { Hono } from "hono";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import type { Health } from "#contract/schemas/health";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { HttpError } from "#server/http/errors";

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
