// The trash screen's API: what is in the trash, restore, delete for good.
import { Hono } from "hono";
import { z } from "zod";
import { TRASH_MESSAGES } from "#contract/admin-messages";
import { TRASHABLE_RESOURCES } from "#contract/enums";
import { TrashItemSchema, TrashListQuerySchema } from "#contract/schemas/activity";
import { actorOf } from "#server/activity/activity.service";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { pageOf } from "#server/http/paging";
import { readId, readQuery } from "#server/http/request-input";
import { requireStaff } from "#server/http/require-admin";
import type { ApiOperation } from "#server/openapi/operation";
import { listTrash, purgeFromTrash, restoreFromTrash } from "./trash.service";

export function trashRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const owners = requireStaff("trash");
  return new Hono<AppEnv>()
    .get("/", owners, async (c) => {
      const query = readQuery(c, TrashListQuerySchema);
      const paging = pageOf(query);
      const { items, total } = await listTrash(db, query, paging);
      return ok(c, items, { meta: { total, ...paging } });
    })
    .post("/:resource/:id/restore", owners, async (c) => {
      const id = readId(c);
      await restoreFromTrash(db, c.req.param("resource"), id, { actor: actorOf(c, deps.env.TRUST_PROXY) });
      return ok(c, null, { message: TRASH_MESSAGES.restored });
    })
    .delete("/:resource/:id", owners, async (c) => {
      const id = readId(c);
      await purgeFromTrash(deps, c.req.param("resource"), id, { actor: actorOf(c, deps.env.TRUST_PROXY) });
      return ok(c, null, { message: TRASH_MESSAGES.purged });
    });
}

const resourceParam = { resource: z.enum(TRASHABLE_RESOURCES) };

export const TRASH_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/trash",
    tag: "Trash",
    summary: "What is in the trash, most recently deleted first",
    description:
      "Deleted courses, blog posts, products, gallery images, testimonials, inquiries and consultations stay " +
      "here for 30 days (`purge_at`), then are deleted for good with their images.",
    access: "admin",
    area: "trash",
    query: TrashListQuerySchema,
    response: {
      status: 200,
      data: { schema: TrashItemSchema, name: "TrashItem", list: true },
      meta: "always",
    },
  },
  {
    method: "post",
    path: "/api/trash/:resource/:id/restore",
    tag: "Trash",
    summary: "Restore a deleted item",
    description:
      "The item is back in lists and on the site as it was. 409 when another item took its slug while it was in " +
      "the trash: change that item's slug first.",
    access: "admin",
    area: "trash",
    params: resourceParam,
    extraErrors: [409],
    response: { status: 200, data: null },
  },
  {
    method: "delete",
    path: "/api/trash/:resource/:id",
    tag: "Trash",
    summary: "Delete an item in the trash for good",
    description: "Its images are released unless another item shows them.",
    access: "admin",
    area: "trash",
    params: resourceParam,
    response: { status: 200, data: null },
  },
];
