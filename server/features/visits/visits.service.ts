// The visit counts' storage: the day's shared salt, and a batch of buffered counts written at once. Uniques are
// settled by the database (visit_seen's primary key), so servers that each saw the same visitor count them once.

import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { rowsOf } from "#server/features/campaigns/campaigns.service";

/** Rows a statement writes: enough to make a flush a few statements, small enough for any driver's limits. */
const CHUNK = 500;

/** The salt of an IST day, made by whichever server asks first; every server then reads the same one. */
export async function saltOf(db: Db, day: string): Promise<string> {
  await db.execute(
    sql`insert into visit_salts (day, salt) values (${day}, ${randomBytes(32).toString("base64")})
      on conflict (day) do nothing`,
  );
  const [row] = rowsOf<{ salt: string }>(
    await db.execute(sql`select salt from visit_salts where day = ${day}`),
  );
  if (!row) throw new Error(`no visit salt for ${day}`);
  return row.salt;
}

/**
 * Deletes the salts and visitor ids older than yesterday: without its salt nobody can tell whose a visitor id
 * was, and the ids themselves are of no use once their day's uniques are settled.
 */
export async function forgetOldVisitors(db: Db, today: string): Promise<void> {
  await db.execute(sql`delete from visit_salts where day < (${today}::date - 1)`);
  await db.execute(sql`delete from visit_seen where day < (${today}::date - 1)`);
}

export interface VisitBatch {
  /** "day|page|source" → page views. */
  views: Map<string, number>;
  /** "day|page|source" → the visitor ids seen. */
  visitors: Map<string, Set<string>>;
}

const split = (key: string) => key.split("|") as [string, string, string];

function* chunks<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}

/** Adds a batch to the daily totals in one transaction: the visitors new to the database, and every view. */
export async function writeVisitBatch(db: Db, batch: VisitBatch): Promise<void> {
  await db.transaction(async (tx) => {
    const fresh = new Map<string, number>();
    const seen = [...batch.visitors].flatMap(([key, ids]) =>
      [...ids].map((id) => [...split(key), id] as const),
    );
    for (const part of chunks(seen)) {
      const rows = rowsOf<{ day: string; page: string; source: string }>(
        await tx.execute(
          sql`insert into visit_seen (day, page, source, visitor) values ${sql.join(
            part.map(([day, page, source, id]) => sql`(${day}, ${page}, ${source}, ${id})`),
            sql`, `,
          )} on conflict do nothing returning day::text as day, page, source`,
        ),
      );
      for (const r of rows) {
        const key = `${r.day}|${r.page}|${r.source}`;
        fresh.set(key, (fresh.get(key) ?? 0) + 1);
      }
    }
    const keys = [...new Set([...batch.views.keys(), ...fresh.keys()])].sort();
    for (const part of chunks(keys))
      await tx.execute(sql`insert into visit_daily (day, page, source, views, visitors) values ${sql.join(
        part.map((key) => {
          const [day, page, source] = split(key);
          return sql`(${day}, ${page}, ${source}, ${batch.views.get(key) ?? 0}, ${fresh.get(key) ?? 0})`;
        }),
        sql`, `,
      )} on conflict (page, day, source) do update set views = visit_daily.views + excluded.views,
        visitors = visit_daily.visitors + excluded.visitors`);
  });
}
