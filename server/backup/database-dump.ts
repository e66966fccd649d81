// A logical dump of the database: every table's rows as NDJSON (one `to_jsonb` object per line), written in
// foreign-key order, plus every sequence's value. It is read back with `jsonb_populate_recordset`, so the same file
// loads into PGlite or PostgreSQL whichever of the two wrote it: PostgreSQL itself turns each value into text and
// back, with no driver-specific type mapping in between.
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";

/**
 * Tables whose rows describe this installation, not the site: they do not move with a backup. media_files holds
 * the uploaded images, which the backup carries as files; a server on PostgreSQL puts them back at start-up. The
 * visit counter's salts and visitor ids are deliberately never copied anywhere: they are deleted after 2 days.
 */
export const NOT_BACKED_UP = new Set([
  "backup_runs",
  "offsite_uploads",
  "media_files",
  "visit_salts",
  "visit_seen",
]);

/** Rows read (and inserted) per statement: large enough to be quick, small enough to keep memory flat. */
const BATCH_ROWS = 2000;

export interface TableDump {
  name: string;
  rows: number;
  file: string;
}

export interface SequenceValue {
  name: string;
  /** Null when the sequence was never used. */
  last_value: string | null;
}

export interface SchemaVersion {
  /** The tag of the last migration applied (its file name), or null if the code does not know it. */
  migration: string | null;
  /** drizzle's record of that migration: the journal's `when`, in milliseconds. */
  migrated_at: number;
  /** How many migrations were applied. */
  count: number;
}

type Runner = Pick<Db, "execute">;

async function rows<T>(db: Runner, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers (pg and PGlite) answer raw SQL with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const quoted = (name: string) => sql.identifier(name);

/** The public tables, parents before children, so that rows can be inserted in this order. */
export async function tablesInDependencyOrder(db: Runner): Promise<{ name: string; key: string[] }[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
  );
  const links = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const keys = await rows<{ name: string; column: string }>(
    db,
    sql`select c.relname as name, a.attname as column from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indisprimary and c.relnamespace = 'public'::regnamespace order by c.relname, a.attnum`,
  );
  const parents = new Map<string, Set<string>>();
  for (const { name } of tables) parents.set(name, new Set());
  for (const { child, parent } of links) if (child !== parent) parents.get(child)?.add(parent);

  const ordered: string[] = [];
  const done = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables
      .map((t) => t.name)
      .filter((n) => !done.has(n) && [...(parents.get(n) ?? [])].every((p) => done.has(p)));
    if (ready.length === 0) throw new Error("The tables' foreign keys form a cycle; they cannot be ordered.");
    for (const name of ready) {
      ordered.push(name);
      done.add(name);
    }
  }
  return ordered
    .filter((name) => !NOT_BACKED_UP.has(name))
    .map((name) => ({ name, key: keys.filter((k) => k.name === name).map((k) => k.column) }));
}

export async function readSchemaVersion(db: Runner, journal: Journal): Promise<SchemaVersion> {
  const applied = await rows<{ created_at: string; count: string }>(
    db,
    sql`select max(created_at)::text as created_at, count(*)::text as count from drizzle.__drizzle_migrations`,
  ).catch(() => {
    throw new Error("This database has never been migrated: it holds no academy site to back up.");
  });
  const migratedAt = Number(applied[0]?.created_at ?? 0);
  return {
    migration: journal.entries.find((e) => e.when === migratedAt)?.tag ?? null,
    migrated_at: migratedAt,
    count: Number(applied[0]?.count ?? 0),
  };
}

export interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

export async function readJournal(migrationsDir: string): Promise<Journal> {
  return JSON.parse(await readFile(path.join(migrationsDir, "meta", "_journal.json"), "utf8")) as Journal;
}

/**
 * Writes `<dir>/<table>.ndjson` for every table and `<dir>/sequences.json`, all from one read-only snapshot
 * (repeatable read), so a backup taken while the site takes enquiries is consistent across tables.
 */
export async function dumpDatabase(
  db: Db,
  dir: string,
  journal: Journal,
): Promise<{ tables: TableDump[]; sequences: SequenceValue[]; schema: SchemaVersion }> {
  await mkdir(dir, { recursive: true });
  return db.transaction(
    async (tx) => {
      const schema = await readSchemaVersion(tx, journal);
      const tables: TableDump[] = [];
      for (const { name, key } of await tablesInDependencyOrder(tx)) {
        const file = `${name}.ndjson`;
        const out = createWriteStream(path.join(dir, file));
        const order = key.length > 0 ? sql.join(key.map(quoted), sql`, `) : sql.raw("1");
        let count = 0;
        for (;;) {
          const batch = await rows<{ r: string }>(
            tx,
            sql`select to_jsonb(t)::text as r from ${quoted(name)} t order by ${order} limit ${BATCH_ROWS} offset ${count}`,
          );
          for (const { r } of batch) if (!out.write(`${r}\n`)) await once(out, "drain");
          count += batch.length;
          if (batch.length < BATCH_ROWS) break;
        }
        out.end();
        await once(out, "close");
        tables.push({ name, rows: count, file });
      }
      // Sequences are not transactional: read after the rows, each is at least the highest id dumped.
      const sequences = await rows<SequenceValue>(
        tx,
        sql`select sequencename as name, last_value::text as last_value from pg_sequences where schemaname = 'public' order by sequencename`,
      );
      await writeFile(path.join(dir, "sequences.json"), `${JSON.stringify(sequences, null, 1)}\n`);
      return { tables, sequences, schema };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Inserts every dumped table's rows and sets the sequences, in one transaction: all of it or nothing. */
export async function loadDatabase(
  db: Db,
  dir: string,
  tables: TableDump[],
  sequences: SequenceValue[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of tables) {
      const lines = createInterface({
        input: createReadStream(path.join(dir, table.file)),
        crlfDelay: Infinity,
      });
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const json = `[${batch.join(",")}]`;
        await tx.execute(
          sql`insert into ${quoted(table.name)} select * from jsonb_populate_recordset(null::${quoted(table.name)}, ${json}::jsonb)`,
        );
        batch = [];
      };
      for await (const line of lines) {
        if (line === "") continue;
        batch.push(line);
        if (batch.length >= BATCH_ROWS) await flush();
      }
      await flush();
    }
    // The dumped value wins, but never below the highest id present: the next row must get a fresh id.
    const owned = await rows<{ sequence: string; table: string; column: string }>(
      tx,
      sql`select s.relname as sequence, t.relname as table, a.attname as column from pg_class s
          join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
          join pg_class t on t.oid = d.refobjid
          join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
          where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace`,
    );
    for (const seq of sequences) {
      const owner = owned.find((o) => o.sequence === seq.name);
      const highest = owner
        ? sql`(select max(${quoted(owner.column)})::bigint from ${quoted(owner.table)})`
        : sql`null::bigint`;
      const dumped = seq.last_value === null ? sql`null::bigint` : sql`${seq.last_value}::bigint`;
      await tx.execute(
        sql`select setval(format('public.%I', ${seq.name}::text)::regclass, coalesce(greatest(${dumped}, ${highest}), 1), greatest(${dumped}, ${highest}) is not null)`,
      );
    }
  });
}
