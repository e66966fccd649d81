// GET /api/demo-content tells the dashboard whether demo rows are left; DELETE removes them (owners only).
import { Hono } from "hono";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { DemoContentCountsSchema, DemoContentSchema } from "#contract/schemas/demo-content";
import { actorOf } from "#server/activity/activity.service";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { requireStaff } from "#server/http/require-admin";
import type { ApiOperation } from "#server/openapi/operation";
import { demoContentStatus, removeDemoContent } from "./demo-removal";

/** Removing the samples is part of setting the site up, which is the owners' (like its settings). */
const AREA = "settings";

export function demoContentRoutes(deps: AppDeps) {
  const owners = requireStaff(AREA);
  return new Hono<AppEnv>()
    .get("/", owners, async (c) => ok(c, await demoContentStatus(deps.database.db)))
    .delete("/", owners, async (c) => {
      const actor = actorOf(c, deps.env.TRUST_PROXY);
      if (!actor) throw new Error("requireStaff let an anonymous caller through");
      const removed = await removeDemoContent(deps, actor);
      return ok(c, removed, { message: ADMIN_MESSAGES.demoContentRemoved });
    });
}

export const DEMO_CONTENT_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/demo-content",
    tag: "Demo content",
    summary: "How much of the demo content is left",
    description:
      "Counts, per kind, of the rows the demo content loaded on the first start that still exist (trashed or not).",
    access: "admin",
    area: AREA,
    response: { status: 200, data: { schema: DemoContentSchema, name: "DemoContent" } },
  },
  {
    method: "delete",
    path: "/api/demo-content",
    tag: "Demo content",
    summary: "Remove the demo content",
    description:
      "Deletes for good exactly the rows the demo content loaded (edited or in the trash too), the demo categories " +
      "no remaining course uses, and the pictures no remaining row shows. Rows staff created stay. Recorded in " +
      "the activity log; answers how many rows of each kind went.",
    access: "admin",
    area: AREA,
    response: { status: 200, data: { schema: DemoContentCountsSchema, name: "DemoContentRemoved" } },
  },
];
