// One service for every resource, driven by its definition (contract/resources) and its table: filters, text
// search, default order, visibility for anonymous callers, read by id or slug, create, update and delete. What a
// resource does beyond that is a hook, never a copy of this file.
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { TRASH_MESSAGES } from "#contract/admin-messages";
import { MAX_SHORT_TEXT } from "#contract/constants";
import { SLUG_PATTERN } from "#contract/fields";
import type { AnyResource, ItemOf } from "#contract/resources/define-resource";
import { recordLabel } from "#contract/schemas/activity";
import { type Actor, fieldChanges, recordActivity } from "#server/activity/activity.service";
import { apiRow, columnsOf } from "#server/db/api-row";
import { type BoundedCount, boundedCount } from "#server/db/bounded-count";
import type { Db } from "#server/db/client";
import { matchesAny } from "#server/db/text-search";
import { Conflict, NotFound } from "#server/domain-errors";
import type { Paging } from "#server/http/paging";
import type { MailConfig } from "#server/mail/mail-config";

export type Row = Record<string, unknown>;

/** Names the extra select fields that carry a batch's cursor; no column starts with it. */
const KEY_PREFIX = "__keyset_";
export type WriteMode = "create" | "update";

/**
 * What a write knows about the request that caused it, for hooks whose effects reach outside the row (mail). A
 * write without it (seeding, scripts) has no such effects: nobody is told about demo content.
 */
export interface WriteContext {
  mail?: MailConfig;
  /** The admin making the change: recorded as its author and in the activity log, in the write's transaction. */
  actor?: Actor;
}

/** Who wrote a row and whether it is in the trash: kept in the table, never part of the item as served. */
const AUTHORSHIP_COLUMNS = ["created_by", "updated_by", "deleted_at", "deleted_by"] as const;

function withoutAuthorship(row: Row): Row {
  const out = { ...row };
  for (const key of AUTHORSHIP_COLUMNS) delete out[key];
  return out;
}

export interface ResourceHooks<Item = Row> {
  /** Rows as served, a whole list at once (children are loaded with one query per table, never per row). */
  toItems?: (db: Db, rows: Row[]) => Promise<Item[]> | Item[];
  /** Column values that replace the input's own before a write (cleaned HTML, say); may refuse with Invalid. */
  prepareWrite?: (db: Db, input: Row, mode: WriteMode) => Promise<Row> | Row;
  /** After the row is written, in the same transaction: the rows that hang off it. */
  afterWrite?: (db: Db, row: Row, input: Row, mode: WriteMode, context: WriteContext) => Promise<void>;
  /** Reads one row by id instead of a plain select (a blog post counts a view when anonymous reads it). */
  readById?: (db: Db, id: number, reader: Reader) => Promise<Row | undefined>;
  /** What `q` matches, where the definition's search fields are not enough (a full name over two columns). */
  searchColumns?: (columns: Record<string, PgColumn>) => (PgColumn | SQL)[];
  /** Conditions of a list beyond the definition's filters (a blog list in one language). */
  listWhere?: (request: ListRequest, columns: Record<string, PgColumn>) => SQL | undefined;
  /** Stored images a row shows besides its image fields (pictures inside a post's HTML), to release with it. */
  extraImagesOf?: (row: Row) => (string | null | undefined)[];
  /** Before a delete, in its transaction with the row locked: may refuse it (Conflict) while others still use it. */
  beforeRemove?: (db: Db, row: Row) => Promise<void>;
}

/** Who reads: anonymous callers see only what the definition's publicVisibility lets them. */
export interface Reader {
  admin: boolean;
  /**
   * Whether this is the reader's first read of that row in a while: a read hook that counts (blog views) counts
   * only those, so reloading or calling the API in a loop cannot inflate the count.
   */
  isFirstRead?: (id: number) => boolean;
}

export interface ListRequest extends Reader {
  /** The list query: the definition's filters are applied, q searches; other keys are ignored. */
  query: Row & { q?: string };
}

export type ResourceService<D extends AnyResource = AnyResource> = ReturnType<typeof resourceService<D>>;

/**
 * Columns a database trigger keeps (a lead's first response, set when it first leaves "new"): consequences of what
 * staff changed, so not listed as their changes in the activity log.
 */
const KEPT_BY_DATABASE = new Set(["first_response_at"]);

export function resourceService<D extends AnyResource>(
  definition: D,
  table: PgTable,
  hooks: ResourceHooks<ItemOf<D>> = {},
) {
  type Item = ItemOf<D>;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const column = (field: string) => {
    const found = columns[field];
    if (!found) throw new Error(`${definition.name}: no column for "${field}"`);
    return found;
  };
  const idColumn = column(definition.idKey);
  const visibility = definition.publicVisibility;
  const searchColumns = hooks.searchColumns?.(columns) ?? definition.searchFields.map(column);
  const order = definition.defaultSort.map(({ field, direction, nullsLast }) => {
    const col = column(field);
    if (nullsLast) return direction === "asc" ? sql`${col} asc nulls last` : sql`${col} desc nulls last`;
    return direction === "asc" ? asc(col) : desc(col);
  });
  const hasUpdatedAt = "updated_at" in columns;
  const sortColumns = definition.defaultSort.map(({ field }) => column(field));
  const columnNames = Object.keys(columns);

  /**
   * Rows after the given sort values: one row-value comparison, `(a, b) < (x, y)`, which an index on (a, b) answers
   * directly. It needs one direction for every sort column and no NULLs among them.
   */
  function keysetAfter(values: string[]): SQL {
    const [first] = definition.defaultSort;
    if (definition.defaultSort.some((s) => s.direction !== first?.direction || s.nullsLast))
      throw new Error(`${definition.name}: keyset paging needs one sort direction without nulls last`);
    const typed = values.map((value, i) => {
      const type = (sortColumns[i] as PgColumn)
        .getSQLType()
        .replace(/^(big)?serial$/, (_, big) => (big ? "bigint" : "integer"));
      return sql`cast(${value} as ${sql.raw(type)})`;
    });
    const operator = first?.direction === "asc" ? sql.raw(">") : sql.raw("<");
    return sql`(${sql.join(sortColumns, sql`, `)}) ${operator} (${sql.join(typed, sql`, `)})`;
  }
  const hasAuthorship = "created_by" in columns && "updated_by" in columns;
  const trash = !!definition.trash;
  const deletedAt = trash ? column("deleted_at") : undefined;
  /** Rows out of the trash: the only ones any list, read or write sees. */
  const live = deletedAt ? isNull(deletedAt) : undefined;
  /**
   * What the activity log compares: the row's columns and the fields a write may send (a course's lists and
   * curriculum), not fields derived from them (its category's name).
   */
  const updateShape = (definition.schemas.update as { shape?: Record<string, unknown> }).shape ?? {};
  const comparedKeys = [...new Set([...Object.keys(columns), ...Object.keys(updateShape)])].filter(
    (key) =>
      key !== definition.idKey && !(key in (definition.inputAliases ?? {})) && !KEPT_BY_DATABASE.has(key),
  );

  const toItems = async (db: Db, rows: Row[]): Promise<Item[]> => {
    const served = rows.map(withoutAuthorship);
    return hooks.toItems ? hooks.toItems(db, served) : (served.map(apiRow) as Item[]);
  };

  const isVisible = (row: Row | undefined, reader: Reader): row is Row =>
    !!row &&
    !(trash && row.deleted_at) &&
    (reader.admin ||
      visibility === "all" ||
      (typeof visibility === "object" && row[visibility.field] === visibility.equals));

  function whereOf({ query, admin }: ListRequest): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    // Anonymous callers see only visible rows, whatever filter they send: the visibility field is theirs to
    // see, not to choose.
    const forced = !admin && typeof visibility === "object" ? visibility : undefined;
    for (const field of definition.filters)
      if (query[field] !== undefined && field !== forced?.field)
        conditions.push(eq(column(field), query[field]));
    if (forced) conditions.push(eq(column(forced.field), forced.equals));
    conditions.push(matchesAny(searchColumns, query.q));
    conditions.push(hooks.listWhere?.({ query, admin }, columns));
    conditions.push(live);
    return and(...conditions);
  }

  async function rowById(db: Db, id: number): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(idColumn, id), live))
      .limit(1);
    return row;
  }

  async function rowBySlug(db: Db, slug: string): Promise<Row | undefined> {
    if (!definition.slugField) return undefined;
    // Text that could never be a stored slug (a NUL byte, say, which PostgreSQL refuses) is simply not found.
    if (!(slug.length <= MAX_SHORT_TEXT && SLUG_PATTERN.test(slug))) return undefined;
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(column(definition.slugField), slug), live))
      .limit(1);
    return row;
  }

  /** The row as stored (no fallbacks), whoever may see it; NotFound when there is none. */
  async function getRow(db: Db, id: number): Promise<Row> {
    const row = await rowById(db, id);
    if (!row) throw new NotFound();
    return row;
  }

  async function oneItem(db: Db, row: Row): Promise<Item> {
    const [item] = await toItems(db, [row]);
    if (!item) throw new NotFound();
    return item;
  }

  return {
    definition,
    table,
    getRow,
    /** Whether reading one row does more than read (so that read must never be answered from a cache). */
    hasReadHook: !!hooks.readById,

    /**
     * Every matching row in the default order; one page of them with `paging`. A page after the first is found by
     * its ids alone, then read whole ("late row lookup"): the rows the offset skips are read from the index that
     * matches the order and the filter (the lists' live indexes, migration 0016) without visiting the table, where
     * selecting whole rows would fetch every skipped one. At offset 90,000 of 100,000 enquiries that took the page
     * from ~35 ms to ~13 ms. The first page gains nothing from it: it reads only its own rows either way.
     */
    async list(db: Db, request: ListRequest, paging?: Paging): Promise<Item[]> {
      const where = whereOf(request);
      const query = db
        .select()
        .from(table)
        .where(where)
        .orderBy(...order)
        .$dynamic();
      if (!paging) return toItems(db, await query);
      if (paging.offset === 0) return toItems(db, await query.limit(paging.limit));
      const pageIds = db
        .select({ id: idColumn })
        .from(table)
        .where(where)
        .orderBy(...order)
        .limit(paging.limit)
        .offset(paging.offset);
      const rows = await db
        .select()
        .from(table)
        .where(inArray(idColumn, pageIds))
        .orderBy(...order);
      return toItems(db, rows);
    },

    /**
     * Every matching row in the default order, `size` at a time, for exports: each batch starts after the last
     * row of the one before (keyset paging on the sort columns), so a batch costs the same at the end of a large
     * table as at its start, and only one batch is held at a time. The cursor is kept as the database's own text
     * of each sort value: a timestamp read into a JS Date loses its microseconds, which would skip or repeat rows.
     */
    async *batches(db: Db, request: ListRequest, size: number): AsyncGenerator<Item[]> {
      const where = whereOf(request);
      const keys = Object.fromEntries(
        sortColumns.map((col, i) => [`${KEY_PREFIX}${i}`, sql<string>`${col}::text`]),
      );
      let after: string[] | undefined;
      for (;;) {
        const rows = (await db
          .select({ ...columns, ...keys })
          .from(table)
          .where(and(where, after ? keysetAfter(after) : undefined))
          .orderBy(...order)
          .limit(size)) as Row[];
        const last = rows.at(-1);
        if (!last) return;
        after = sortColumns.map((_, i) => String(last[`${KEY_PREFIX}${i}`]));
        // Rows without the cursor fields, copied rather than `delete`d: deleting turns every row into a slow
        // dictionary object, which tripled the cost of serving them.
        yield await toItems(
          db,
          rows.map((row) => {
            const plain: Row = {};
            for (const name of columnNames) plain[name] = row[name];
            return plain;
          }),
        );
        if (rows.length < size) return;
      }
    },

    /** Exact up to EXACT_COUNT_LIMIT matching rows, an estimate labelled as one above (see bounded-count.ts). */
    count(db: Db, request: ListRequest): Promise<BoundedCount> {
      return boundedCount(db, table, whereOf(request), { search: !!request.query.q });
    },

    /**
     * One row by id, or (readBy "idOrSlug") by slug. A number that matches no visible row is tried as a slug too,
     * so a slug made only of digits stays reachable and an id always wins. Hidden rows are NotFound to
     * anonymous readers, as if they did not exist.
     */
    async get(db: Db, idOrSlug: number | string, reader: Reader): Promise<Item> {
      let row: Row | undefined;
      if (typeof idOrSlug === "number")
        row = hooks.readById ? await hooks.readById(db, idOrSlug, reader) : await rowById(db, idOrSlug);
      if (!isVisible(row, reader) && definition.readBy === "idOrSlug")
        row = await rowBySlug(db, String(idOrSlug));
      if (!isVisible(row, reader)) throw new NotFound();
      return oneItem(db, row);
    },

    async create(db: Db, input: Row, context: WriteContext = {}): Promise<Item> {
      return db.transaction(async (tx) => {
        const values = { ...input, ...(await hooks.prepareWrite?.(tx, input, "create")) };
        const { actor } = context;
        const author = actor && hasAuthorship ? { created_by: actor.adminId, updated_by: actor.adminId } : {};
        const [row] = await tx
          .insert(table)
          .values({ ...columnsOf(table, values), ...author } as never)
          .returning();
        if (!row) throw new Error(`${definition.name}: insert returned nothing`);
        await hooks.afterWrite?.(tx, row, input, "create", context);
        const item = await oneItem(tx, row);
        if (actor)
          await recordActivity(tx, {
            actor,
            action: "create",
            resource: definition.name,
            resourceId: row[definition.idKey] as number,
            label: recordLabel(row),
            changes: fieldChanges(undefined, item as Row, comparedKeys),
          });
        return item;
      });
    },

    /** Merges the given fields over the row; returns the row as it was, so its dropped images can be released. */
    async update(
      db: Db,
      id: number,
      input: Row,
      context: WriteContext = {},
    ): Promise<{ item: Item; before: Row }> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(table)
          .where(and(eq(idColumn, id), live))
          .for("update");
        if (!before) throw new NotFound();
        const { actor } = context;
        // The item as it was, to compare with the item as saved: children (a course's lists) included.
        const beforeItem = actor ? await oneItem(tx, before) : undefined;
        const values = { ...input, ...(await hooks.prepareWrite?.(tx, input, "update")) };
        const set = {
          ...columnsOf(table, values),
          ...(hasUpdatedAt ? { updated_at: sql`now()` } : {}),
          ...(actor && hasAuthorship ? { updated_by: actor.adminId } : {}),
        };
        const [row] =
          Object.keys(set).length > 0
            ? await tx
                .update(table)
                .set(set as never)
                .where(eq(idColumn, id))
                .returning()
            : [before];
        if (!row) throw new NotFound();
        await hooks.afterWrite?.(tx, row, input, "update", context);
        const item = await oneItem(tx, row);
        if (actor) {
          const changes = fieldChanges(beforeItem as Row, item as Row, comparedKeys);
          const keys = changes.map((change) => change.field);
          await recordActivity(tx, {
            actor,
            // An enquiry moved from "new" to "resolved" is a status change, whichever route sent it.
            action: keys.length === 1 && keys[0] === "status" ? "status" : "update",
            resource: definition.name,
            resourceId: id,
            label: recordLabel(row),
            changes,
          });
        }
        return { item, before };
      });
    },

    /** Whether a delete moves rows to the trash rather than deleting them. */
    trash,

    /**
     * Deletes the row: to the trash, where the resource has one (its images stay: the row still shows them when
     * restored, and they are released when it is purged), else for good. Returns the row as it was, and whether it
     * is gone for good, so the caller releases its images only then.
     */
    async remove(db: Db, id: number, context: WriteContext = {}): Promise<{ row: Row; final: boolean }> {
      return db.transaction(async (tx) => {
        const { actor } = context;
        if (hooks.beforeRemove) {
          const [locked] = await tx
            .select()
            .from(table)
            .where(and(eq(idColumn, id), live))
            .for("update");
          if (!locked) throw new NotFound();
          await hooks.beforeRemove(tx, locked);
        }
        const [row] = deletedAt
          ? await tx
              .update(table)
              .set({ deleted_at: sql`now()`, deleted_by: actor?.adminId ?? null } as never)
              .where(and(eq(idColumn, id), live))
              .returning()
          : await tx.delete(table).where(eq(idColumn, id)).returning();
        if (!row) throw new NotFound();
        if (actor)
          await recordActivity(tx, {
            actor,
            action: "delete",
            resource: definition.name,
            resourceId: id,
            label: recordLabel(row),
          });
        return { row, final: !deletedAt };
      });
    },

    /** Trashed rows, most recently deleted first. */
    async trashed(db: Db): Promise<Row[]> {
      if (!deletedAt) return [];
      return db.select().from(table).where(isNotNull(deletedAt)).orderBy(desc(deletedAt), desc(idColumn));
    },

    /**
     * Brings a trashed row back. A row whose slug was taken by another while it was in the trash cannot come
     * back under it: Conflict, and the other row keeps its address.
     */
    async restore(db: Db, id: number, context: WriteContext = {}): Promise<Row> {
      if (!deletedAt) throw new NotFound();
      return db.transaction(async (tx) => {
        const [trashed] = await tx
          .select()
          .from(table)
          .where(and(eq(idColumn, id), isNotNull(deletedAt)))
          .for("update");
        if (!trashed) throw new NotFound();
        const slugField = definition.slugField;
        if (slugField && (await rowBySlug(tx, String(trashed[slugField]))))
          throw new Conflict(TRASH_MESSAGES.slugTaken(String(trashed[slugField])));
        const { actor } = context;
        const [row] = await tx
          .update(table)
          .set({
            deleted_at: null,
            deleted_by: null,
            ...(hasUpdatedAt ? { updated_at: sql`now()` } : {}),
            ...(actor && hasAuthorship ? { updated_by: actor.adminId } : {}),
          } as never)
          .where(eq(idColumn, id))
          .returning();
        if (!row) throw new NotFound();
        if (actor)
          await recordActivity(tx, {
            actor,
            action: "restore",
            resource: definition.name,
            resourceId: id,
            label: recordLabel(row),
          });
        return row;
      });
    },

    /**
     * Deletes trashed rows for good: one (`id`), or every one deleted before `before` (the daily purge). Returns
     * them, so their images can be released.
     */
    async purge(
      db: Db,
      which: { id: number } | { before: Date },
      context: WriteContext = {},
    ): Promise<Row[]> {
      if (!deletedAt) return [];
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(table)
          .where(
            "id" in which
              ? and(eq(idColumn, which.id), isNotNull(deletedAt))
              : sql`${deletedAt} < ${which.before.toISOString()}::timestamptz`,
          )
          .returning();
        const { actor } = context;
        if (actor)
          for (const row of rows)
            await recordActivity(tx, {
              actor,
              action: "purge",
              resource: definition.name,
              resourceId: row[definition.idKey] as number,
              label: recordLabel(row),
            });
        return rows;
      });
    },

    /** The stored row, trashed or not, for who wrote it (authorship); NotFound when there is none. */
    async storedRow(db: Db, id: number): Promise<Row> {
      const [row] = await db.select().from(table).where(eq(idColumn, id)).limit(1);
      if (!row) throw new NotFound();
      return row;
    },

    /** Every image URL a row holds, stored or not: what to release once the row no longer shows them. */
    imagesOf(row: Row): (string | null | undefined)[] {
      const urls = definition.imageFields.map((field) => row[field] as string | null | undefined);
      return [...urls, ...(hooks.extraImagesOf?.(row) ?? [])];
    },
  };
}
