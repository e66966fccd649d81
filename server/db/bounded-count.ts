// Counts for paged lists that stay cheap on large tables: exact up to EXACT_COUNT_LIMIT matching rows, above that
// the planner's estimate, labelled as one. An exact count(*) reads every matching row: on 100,000 enquiries it
// cost more than the page itself many times over, and a search for a common word rechecked a quarter of them.
import { count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { EXACT_COUNT_LIMIT } from "#contract/constants";
import type { Db } from "./client";

export interface BoundedCount {
  total: number;
  /** True when `total` is the planner's estimate (more than EXACT_COUNT_LIMIT rows match). */
  estimate: boolean;
}

/**
 * Above this many estimated rows a search's count is not even tried: far more than EXACT_COUNT_LIMIT rows match,
 * and finding the first EXACT_COUNT_LIMIT of them can mean building the whole index bitmap of a common word, or
 * rechecking the pattern on row after row. Below it the capped count runs, so a planner that guesses high on a small
 * table never turns an exact count into an estimate.
 */
const TRUST_ESTIMATE_ABOVE = 10 * EXACT_COUNT_LIMIT;

type Plan = [{ Plan: { "Plan Rows": number } }];

async function plannerEstimate(db: Db, matching: SQL): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${matching}`)) as unknown as {
    rows: { "QUERY PLAN": Plan | string }[];
  };
  const cell = result.rows[0]?.["QUERY PLAN"];
  const plan = typeof cell === "string" ? (JSON.parse(cell) as Plan) : cell;
  return Math.round(plan?.[0]?.Plan["Plan Rows"] ?? 0);
}

export interface CountOptions {
  /**
   * Whether the condition matches text by pattern (an admin search). Such a condition is costly per row, and for a
   * common word even the capped count may read a large part of the table before it finds EXACT_COUNT_LIMIT rows
   * (matches bunched at one end of it, say): the planner is asked first. Any other condition compares a row's own
   * columns, so the capped count stops after EXACT_COUNT_LIMIT + 1 cheap matches whatever the table's size, and
   * runs first: on every list of up to that many rows it is the only statement.
   */
  search: boolean;
}

export async function boundedCount(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  { search }: CountOptions,
): Promise<BoundedCount> {
  const matching = () => db.select({ one: sql`1` }).from(table).where(where);
  const cappedCount = async () => {
    const capped = matching()
      .limit(EXACT_COUNT_LIMIT + 1)
      .as("capped");
    const [row] = await db.select({ n: count() }).from(capped);
    return Number(row?.n ?? 0);
  };
  // More than the limit is known for certain; the planner may guess lower.
  const aboveLimit = (estimated: number): BoundedCount => ({
    total: Math.max(estimated, EXACT_COUNT_LIMIT + 1),
    estimate: true,
  });

  if (search) {
    const estimated = await plannerEstimate(db, matching().getSQL());
    if (estimated > TRUST_ESTIMATE_ABOVE) return { total: estimated, estimate: true };
    const exact = await cappedCount();
    return exact <= EXACT_COUNT_LIMIT ? { total: exact, estimate: false } : aboveLimit(estimated);
  }
  const exact = await cappedCount();
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimate: false };
  return aboveLimit(await plannerEstimate(db, matching().getSQL()));
}
