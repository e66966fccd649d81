// The trash: rows of the resources whose delete is soft (definition.trash), across resources. A trashed row is
// hidden by the resource service from every list, read and public page; here it can be restored or deleted for
// good, and the daily purge deletes rows trashed more than TRASH_RETENTION_DAYS ago. Images are released only
// when a row is gone for good: a restored row still shows them.

import { TRASH_MESSAGES } from "#contract/admin-messages";
import type { TrashableResource } from "#contract/enums";
import {
  recordLabel,
  TRASH_RETENTION_DAYS,
  type TrashItem,
  type TrashListQuery,
} from "#contract/schemas/activity";
import { purgeOldActivity, staffRefs } from "#server/activity/activity.service";
import type { Database, Db } from "#server/db/client";
import { NotFound } from "#server/domain-errors";
import type { Logger } from "#server/http/logger";
import type { Paging } from "#server/http/paging";
import { runOnce } from "#server/jobs/run-once";
import { scheduleJob } from "#server/jobs/schedule";
import { releaseStoredImagesAfterSave } from "#server/media/image-references.service";
import type { ResourceService, Row, WriteContext } from "#server/resources/resource-service";
import { RESOURCE_SERVICES } from "#server/resources/served";

const DAY_MS = 24 * 60 * 60_000;

/** The services whose delete goes to the trash, by resource name. */
const TRASH_SERVICES = new Map<string, ResourceService>(
  Object.entries(RESOURCE_SERVICES).filter(([, service]) => service.trash),
);

export function trashServiceOf(resource: string): ResourceService {
  const service = TRASH_SERVICES.get(resource);
  if (!service) throw new NotFound(TRASH_MESSAGES.unknownResource);
  return service;
}

interface TrashDeps {
  database: Database;
  uploadsDir: string;
  logger: Logger;
}

/** Trashed rows of every resource (or one), most recently deleted first, one page of them. */
export async function listTrash(
  db: Db,
  query: TrashListQuery,
  paging: Paging,
): Promise<{ items: TrashItem[]; total: number }> {
  const entries: { resource: TrashableResource; service: ResourceService; row: Row }[] = [];
  // The trash holds at most 30 days of deletes, so reading all of it and paging here stays small.
  for (const [resource, service] of TRASH_SERVICES) {
    if (query.resource && query.resource !== resource) continue;
    for (const row of await service.trashed(db))
      entries.push({ resource: resource as TrashableResource, service, row });
  }
  entries.sort((a, b) => (b.row.deleted_at as Date).getTime() - (a.row.deleted_at as Date).getTime());
  const page = entries.slice(paging.offset, paging.offset + paging.limit);
  const refs = await staffRefs(
    db,
    page.map(({ row }) => row.deleted_by as number | null),
  );
  const items = page.map(({ resource, service, row }) => {
    const deletedAt = row.deleted_at as Date;
    return {
      resource,
      id: row[service.definition.idKey] as number,
      label: recordLabel(row),
      deleted_at: deletedAt.toISOString(),
      deleted_by: refs.get(row.deleted_by as number) ?? null,
      purge_at: new Date(deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS).toISOString(),
    };
  });
  return { items, total: entries.length };
}

export async function restoreFromTrash(db: Db, resource: string, id: number, context: WriteContext) {
  await trashServiceOf(resource).restore(db, id, context);
}

/** Deletes one trashed row for good and releases the images no other row shows. */
export async function purgeFromTrash(deps: TrashDeps, resource: string, id: number, context: WriteContext) {
  const service = trashServiceOf(resource);
  const [row] = await service.purge(deps.database.db, { id }, context);
  if (!row) throw new NotFound();
  await releaseStoredImagesAfterSave(deps, service.imagesOf(row));
}

export interface PurgeOutcome {
  /** False when another server was purging at that moment (it does the same work). */
  ran: boolean;
  trash: number;
  activity: number;
}

/**
 * The daily purge: rows trashed more than TRASH_RETENTION_DAYS before `now` (their images are released once the
 * deletes are committed) and activity entries past their year. Of several servers sharing one PostgreSQL only one
 * purges at a time (runOnce); the others skip that round.
 */
export async function runDailyPurge(deps: TrashDeps, now = new Date()): Promise<PurgeOutcome> {
  const before = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  const purged = await runOnce(deps.database, "daily-purge", () =>
    deps.database.db.transaction(async (tx) => {
      const images: (string | null | undefined)[] = [];
      let trash = 0;
      for (const service of TRASH_SERVICES.values()) {
        const rows = await service.purge(tx, { before });
        images.push(...rows.flatMap((row) => service.imagesOf(row)));
        trash += rows.length;
      }
      return { images, trash, activity: await purgeOldActivity(tx, now) };
    }),
  );
  if (!purged.ran) return { ran: false, trash: 0, activity: 0 };
  const done = purged.value;
  await releaseStoredImagesAfterSave(deps, done.images);
  return { ran: true, trash: done.trash, activity: done.activity };
}

const FIRST_RUN_AFTER_MS = 2 * 60_000;
const RUN_EVERY_MS = DAY_MS;

/** Runs the purge a little after start-up, then once a day. */
export function startDailyPurge(deps: TrashDeps): { stop(): Promise<void> } {
  return scheduleJob({
    name: "daily purge",
    firstAfterMs: FIRST_RUN_AFTER_MS,
    everyMs: RUN_EVERY_MS,
    run: async () => {
      const outcome = await runDailyPurge(deps);
      if (outcome.trash + outcome.activity > 0) deps.logger.info("purged", { ...outcome });
    },
    logger: deps.logger,
  });
}
