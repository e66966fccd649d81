// The activity log as the owners' screen reads it. Who wrote a record is served beside the record
// (GET /api/<resource>/{id}/authorship, resource-routes.ts), to whoever may edit it.
import { Hono } from "hono";
import { ActivityEntrySchema, ActivityListQuerySchema, StaffRefSchema } from "#contract/schemas/activity";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { pageOf } from "#server/http/paging";
import { readQuery } from "#server/http/request-input";
import { requireStaff } from "#server/http/require-admin";
import type { ApiOperation } from "#server/openapi/operation";
import { activityActors, countActivity, listActivity } from "./activity.service";

export function activityRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const owners = requireStaff("activity");
  return new Hono<AppEnv>()
    .get("/", owners, async (c) => {
      const query = readQuery(c, ActivityListQuerySchema);
      const paging = pageOf(query);
      const [items, total] = await Promise.all([listActivity(db, query, paging), countActivity(db, query)]);
      return ok(c, items, { meta: { total, ...paging } });
    })
    .get("/actors", owners, async (c) => ok(c, await activityActors(db)));
}

export const ACTIVITY_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/activity",
    tag: "Activity",
    summary: "The activity log, newest first",
    description:
      "Every staff create, update, status change, delete, restore and purge, sign-in and sign-out: who (admin id " +
      "and username), when, from which client address, the resource and its id, and the changed fields with " +
      "before and after (a long text or rich-text body is only marked as changed; secrets never appear). " +
      "Filters: `resource`, `actor` (admin id), `from` and `to` (days, UTC, both included). Kept for one year.",
    access: "admin",
    area: "activity",
    query: ActivityListQuerySchema,
    response: {
      status: 200,
      data: { schema: ActivityEntrySchema, name: "ActivityEntry", list: true },
      meta: "always",
    },
  },
  {
    method: "get",
    path: "/api/activity/actors",
    tag: "Activity",
    summary: "Everyone who appears in the activity log",
    description: "For the log's person filter (`actor`).",
    access: "admin",
    area: "activity",
    response: { status: 200, data: { schema: StaffRefSchema, name: "StaffRef", list: true } },
  },
];
