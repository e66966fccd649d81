// Batches: anyone reads the published upcoming ones (with seats left); staff of the courses area add, change,
// duplicate, cancel and delete them. Every change is in the activity log, in the transaction that makes it.
import type { Context } from "hono";
import { Hono } from "hono";
import { BATCH_MESSAGES as M } from "#contract/admin-messages";
import type { ActivityAction } from "#contract/schemas/activity";
import {
  BatchCancelSchema,
  BatchCreateSchema,
  BatchListQuerySchema,
  BatchUpdateSchema,
} from "#contract/schemas/batch";
import {
  actorOf,
  changeWithActivity,
  type FieldChanges,
  fieldChanges,
} from "#server/activity/activity.service";
import type { Db } from "#server/db/client";
import type { AppDeps } from "#server/deps";
import { enrolmentMailer } from "#server/features/enrolments/enrolment-mailer";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { readBody, readId, readQuery } from "#server/http/request-input";
import { requireStaff, staffMayWiden } from "#server/http/require-admin";
import { mailPerson, seatNotifier } from "../enrolments/enrolments.service";
import {
  type BatchWithCourse,
  cancelBatch,
  createBatch,
  deleteBatch,
  duplicateBatch,
  getBatch,
  listBatches,
  updateBatch,
} from "./batches.service";

/** The API's item: the course's Hindi title is the pages' business. */
const item = ({ course_translations: _t, ...batch }: BatchWithCourse) => batch;

export function batchesRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const mailer = () => enrolmentMailer(deps.env);
  const staff = requireStaff("batches");
  const widen = staffMayWiden("batches");

  /** A staff change to a batch and its activity entry, in one transaction. */
  const audited = <T>(
    c: Context<AppEnv>,
    action: ActivityAction,
    work: (tx: Db) => Promise<{ id: number; label: string; changes?: FieldChanges; value: T }>,
  ): Promise<T> =>
    changeWithActivity(db, actorOf(c, deps.env.TRUST_PROXY), async (tx) => {
      const { id, label, changes, value } = await work(tx);
      return { value, activity: { action, resource: "batches", resourceId: id, label, changes } };
    });
  const label = (b: { starts_on: string; course_id: number }) => `Course ${b.course_id}, ${b.starts_on}`;
  const read = async (id: number) => item(await getBatch(db, id, { includeHidden: true }, new Date()));

  return new Hono<AppEnv>()
    .get("/", widen, async (c) => {
      const query = readQuery(c, BatchListQuerySchema);
      const includeAll = !!c.get("admin") && !!query.include_past;
      const list = await listBatches(db, { courseId: query.course_id, includeAll }, new Date());
      return ok(c, list.map(item));
    })
    .get("/:id", widen, async (c) =>
      ok(c, item(await getBatch(db, readId(c), { includeHidden: !!c.get("admin") }, new Date()))),
    )
    .post("/", staff, async (c) => {
      const input = await readBody(c, BatchCreateSchema);
      const id = await audited(c, "create", async (tx) => {
        const id = await createBatch(tx, input);
        return { id, label: label(input), changes: fieldChanges(undefined, input), value: id };
      });
      return created(c, await read(id), M.created);
    })
    .put("/:id", staff, async (c) => {
      const id = readId(c);
      const input = await readBody(c, BatchUpdateSchema);
      await audited(c, "update", async (tx) => {
        const { before, after } = await updateBatch(tx, id, input, new Date(), seatNotifier(mailer()));
        return {
          id,
          label: label(after),
          changes: fieldChanges(before, after, Object.keys(input)),
          value: null,
        };
      });
      return ok(c, await read(id), { message: M.updated });
    })
    .delete("/:id", staff, async (c) => {
      const id = readId(c);
      await audited(c, "delete", async (tx) => {
        const batch = await deleteBatch(tx, id);
        return { id, label: label(batch), value: null };
      });
      return ok(c, null, { message: M.deleted });
    })
    .post("/:id/cancel", staff, async (c) => {
      const id = readId(c);
      const { reason } = await readBody(c, BatchCancelSchema);
      const people = mailer();
      await audited(c, "cancel", async (tx) => {
        const { batch, cancelled } = await cancelBatch(tx, id, new Date());
        for (const enrolment of cancelled)
          await mailPerson(tx, people, "cancelled", enrolment, batch, { reason });
        return { id, label: label(batch), value: null };
      });
      return ok(c, await read(id), { message: M.cancelled });
    })
    .post("/:id/duplicate", staff, async (c) => {
      const source = readId(c);
      const id = await audited(c, "duplicate", async (tx) => {
        const id = await duplicateBatch(tx, source);
        return { id, label: `Copy of batch ${source}`, value: id };
      });
      return created(c, await read(id), M.duplicated);
    });
}
