// The activity log as the owners' screen reads it, and who wrote a record (for its edit form).
import { Hono } from "hono";
import { z } from "zod";
import {
  ActivityEntrySchema,
  ActivityListQuerySchema,
  AuthorshipSchema,
  StaffRefSchema,
  TRASHABLE_RESOURCES,
} from "#contract/schemas/activity";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { notFound } from "#server/http/errors";
import { pageOf } from "#server/http/paging";
import { readId, readQuery } from "#server/http/request-input";
import { requireAdmin } from "#server/http/require-admin";
import type { ApiOperation } from "#server/openapi/operation";
import { RESOURCE_SERVICES } from "#server/resources/served";
import { activityActors, authorshipOf, countActivity, listActivity } from "./activity.service";

const AuthoredResourceSchema = z.enum(TRASHABLE_RESOURCES);

export function activityRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return (
    new Hono<AppEnv>()
      // TODO(roles): owners only once contract/staff-roles.ts lands; until then every signed-in admin.
      .get("/", requireAdmin, async (c) => {
        const query = readQuery(c, ActivityListQuerySchema);
        const paging = pageOf(query);
        const [items, total] = await Promise.all([listActivity(db, query, paging), countActivity(db, query)]);
        return ok(c, items, { meta: { total, ...paging } });
      })
      .get("/actors", requireAdmin, async (c) => ok(c, await activityActors(db)))
      .get("/authorship/:resource/:id", requireAdmin, async (c) => {
        const resource = AuthoredResourceSchema.safeParse(c.req.param("resource"));
        if (!resource.success) throw notFound();
        const row = await RESOURCE_SERVICES[resource.data].storedRow(db, readId(c));
        return ok(c, await authorshipOf(db, row));
      })
  );
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
    response: { status: 200, data: { schema: StaffRefSchema, name: "StaffRef", list: true } },
  },
  {
    method: "get",
    path: "/api/activity/authorship/:resource/:id",
    tag: "Activity",
    summary: "Who created a record and who changed it last",
    description:
      "Also for a record in the trash. `created_by`/`updated_by` are null for rows written by visitors.",
    access: "admin",
    params: { resource: AuthoredResourceSchema },
    response: { status: 200, data: { schema: AuthorshipSchema, name: "Authorship" } },
  },
];
