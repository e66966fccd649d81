// The standard routes of a resource, built from its definition: list, read, create, update and delete, each only
// if the definition names it. One paging, one visibility rule and one sequence of image steps for all of them.

import type { Context } from "hono";
import { Hono, type MiddlewareHandler } from "hono";
import type { z } from "zod";
import { idParam } from "#contract/fields";
import { relativeStoredImageUrl } from "#contract/image-variants";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { actorOf, authorshipOf } from "#server/activity/activity.service";
import type { AppDeps } from "#server/deps";
import { Invalid } from "#server/domain-errors";
import { type CsvExport, streamCsv } from "#server/exports/csv";
import type { AppEnv } from "#server/http/app-env";
import { created, ok } from "#server/http/envelope";
import { listResponse } from "#server/http/paging";
import { publicWriteLimiter, readPublicWrite } from "#server/http/public-write";
import { clientAddress, clientKey, createRateLimiter } from "#server/http/rate-limit";
import { parseWith, readId, readQuery, readRequestInput } from "#server/http/request-input";
import { requireStaff, staffMayWiden } from "#server/http/require-admin";
import { mailConfig } from "#server/mail/mail-config";
import { releaseStoredImagesAfterSave } from "#server/media/image-references.service";
import { assertStoredImagePresent, type ImageMessages, withStoredImages } from "#server/media/image-store";
import { imageFormBodyLimit } from "#server/media/upload-limit.middleware";
import type { ResourceService, Row, WriteContext } from "./resource-service";

/** A reader who opens the same row again within this time is not counted again (blog views). */
const REPEAT_READ_WINDOW_MS = 60 * 60_000;

export interface ResourceRouteOptions {
  /** Image errors in the resource's own words (products use shorter ones). */
  imageMessages?: ImageMessages;
  /** Cap a multipart body at what its images may weigh, on this route (otherwise the API-wide limits apply). */
  imageBodyLimit?: boolean;
  /** Image fields a new row cannot do without, as a file or a URL. */
  requiredImages?: string[];
  /** The answer to a visitor's form (public create); nothing stored is sent back. */
  publicCreatedMessage?: (input: Row) => string;
  /**
   * A public create that is something more than a row (a consultation that books a slot): answers its own data and
   * message (or a whole response), or undefined to store the row as usual.
   */
  publicCreate?: (
    deps: AppDeps,
    input: Row,
    c: Context<AppEnv>,
  ) => Promise<{ data: unknown; message: string } | Response | undefined>;
  /** What `publicCreate` answers as `data` when it acts (null otherwise), for the API description. */
  publicCreateAnswer?: { schema: z.ZodType; name: string; description: string };
  /** Staff download every row matching the list's filters as CSV, at GET <path>/export.csv. */
  csvExport?: CsvExport;
}

/** Rows an export reads per query: large enough that 100,000 rows take a hundred queries, small in memory. */
export const EXPORT_BATCH_SIZE = 1000;
export const EXPORT_PATH = "/export.csv";

export function resourceRoutes(deps: AppDeps, service: ResourceService, options: ResourceRouteOptions = {}) {
  const { definition } = service;
  const { uploadsDir } = deps;
  const db = deps.database.db;
  const mail = mailConfig(deps.env);
  /** A staff write names its author, for the row's authorship and the activity log. */
  const contextOf = (c: Context<AppEnv>): WriteContext => ({ mail, actor: actorOf(c, deps.env.TRUST_PROXY) });
  const ops = new Set(definition.operations);
  const staffOnlyReads = definition.publicVisibility === "none";
  const pass: MiddlewareHandler<AppEnv> = (_c, next) => next();
  const staff = requireStaff(definition.area);
  const readGuard = staffOnlyReads ? staff : staffMayWiden(definition.area);
  const imageFields = definition.imageFields as readonly string[];
  const partOf = (field: string) =>
    (definition.imageParts as Record<string, string> | undefined)?.[field] ?? field;
  const parts = imageFields.map(partOf);
  const bodyLimit =
    options.imageBodyLimit && imageFields.length > 0
      ? imageFormBodyLimit({ images: imageFields.length })
      : pass;

  /**
   * Check, store, write, release. Input is validated before anything is stored, so a refused form never leaves a
   * file behind; a URL sent as text must name a file that exists, so a row never points at one that is gone
   * (only URLs that change are checked, so re-sending a row unchanged still saves); files are stored, then the
   * row is written with their URLs, and a failed write removes them again.
   */
  async function writeWithImages<T>(
    input: Row,
    files: Record<string, File>,
    before: Row | undefined,
    write: (values: Row) => Promise<T>,
  ): Promise<T> {
    for (const field of imageFields) {
      const part = partOf(field);
      if (files[part]) continue;
      // An absolute URL of a stored image (the course form adds the origin) is kept as its path alone.
      if (typeof input[field] === "string") input[field] = relativeStoredImageUrl(input[field]);
      if (!before && options.requiredImages?.includes(field) && !input[field])
        throw new Invalid(V.imageUrlOrFile, [{ field: part, message: V.imageUrlOrFile }]);
      const url = input[field] as string | null | undefined;
      if (url !== before?.[field]) await assertStoredImagePresent(uploadsDir, url, field);
    }
    const folder = definition.uploadFolder;
    if (!folder) return write(input);
    return withStoredImages(
      uploadsDir,
      folder,
      files,
      parts,
      (urls) => {
        const values = { ...input };
        for (const field of imageFields) {
          const url = urls[partOf(field)];
          if (url) values[field] = url;
        }
        return write(values);
      },
      { messages: options.imageMessages },
    );
  }

  const release = (urls: (string | null | undefined)[]) => releaseStoredImagesAfterSave(deps, urls);
  const schemas = definition.schemas as { create: z.ZodType; update: z.ZodType; listQuery: z.ZodType };
  const routes = new Hono<AppEnv>();

  if (ops.has("list"))
    routes.get("/", readGuard, async (c) => {
      const query = readQuery(c, schemas.listQuery) as Row & { q?: string };
      const request = { query, admin: !!c.get("admin") };
      return listResponse(
        c,
        query,
        (paging) => service.list(db, request, paging),
        () => service.count(db, request),
      );
    });

  // Before the read route, whose /:id would take this path.
  const csvExport = options.csvExport;
  if (csvExport)
    routes.get(EXPORT_PATH, staff, async (c) => {
      const query = readQuery(c, schemas.listQuery) as Row & { q?: string };
      const request = { query, admin: true };
      // The export's columns read the items this resource's service serves.
      const batches = service.batches(db, request, EXPORT_BATCH_SIZE) as AsyncIterable<never[]>;
      return streamCsv(c, csvExport, batches, deps.logger);
    });

  if (ops.has("read")) {
    // At most one first read per reader (address, IPv6 by /64) and row per window, bounded in memory like any
    // rate limiter: a limit of one.
    const firstReads = createRateLimiter({
      bucket: `${definition.name}-reads`,
      limit: 1,
      windowMs: REPEAT_READ_WINDOW_MS,
      trustProxy: deps.env.TRUST_PROXY,
    });
    // One path for the read and the writes (`/:id`), so that the API document has one path with one parameter;
    // where the resource is read by slug too, the read takes either in it.
    routes.get("/:id", readGuard, async (c) => {
      let key: number | string;
      if (definition.readBy === "id") key = readId(c);
      else {
        const raw = c.req.param("id") ?? "";
        const id = idParam.safeParse(raw);
        key = id.success ? id.data : raw;
      }
      const reader = clientKey(clientAddress(c, deps.env.TRUST_PROXY));
      const isFirstRead = (id: number) => firstReads.hit(`${reader}:${id}`).allowed;
      return ok(c, await service.get(db, key, { admin: !!c.get("admin"), isFirstRead }));
    });
  }

  if (ops.has("create")) {
    if (definition.createAccess === "public") {
      const limiter = publicWriteLimiter(deps.env, definition.name);
      routes.post("/", limiter.middleware, async (c) => {
        const { input, fromBot } = await readPublicWrite(c, schemas.create);
        // A bot that filled the hidden field gets the very answer a person would, and nothing is stored.
        if (!fromBot) {
          const special = await options.publicCreate?.(deps, input as Row, c);
          if (special instanceof Response) return special;
          if (special) return created(c, special.data, special.message);
          await service.create(db, input as Row, contextOf(c));
        }
        return created(c, null, options.publicCreatedMessage?.(input as Row) ?? definition.messages.created);
      });
    } else
      routes.post("/", staff, bodyLimit, async (c) => {
        const { fields, files } = await readRequestInput(c);
        const input = parseWith(schemas.create, fields) as Row;
        const item = await writeWithImages(input, files, undefined, (values) =>
          service.create(db, values, contextOf(c)),
        );
        return created(c, item, definition.messages.created);
      });
  }

  if (ops.has("update"))
    routes.put("/:id", staff, bodyLimit, async (c) => {
      const id = readId(c);
      const { fields, files } = await readRequestInput(c);
      const input = parseWith(schemas.update, fields) as Row;
      const before = imageFields.length > 0 ? await service.getRow(db, id) : undefined;
      const { item, before: saved } = await writeWithImages(input, files, before, (values) =>
        service.update(db, id, values, contextOf(c)),
      );
      await release(service.imagesOf(saved));
      return ok(c, item, { message: definition.messages.updated });
    });

  // Who wrote the row first and last, for the line above its edit form; the trashable tables keep it.
  if (service.trash)
    routes.get("/:id/authorship", staff, async (c) =>
      ok(c, await authorshipOf(db, await service.storedRow(db, readId(c)))),
    );

  if (ops.has("delete"))
    routes.delete("/:id", staff, async (c) => {
      // To the trash where the resource has one: its images stay until the row is purged.
      const { row, final } = await service.remove(db, readId(c), contextOf(c));
      if (final) await release(service.imagesOf(row));
      return ok(c, null, { message: definition.messages.deleted });
    });

  return routes;
}
