// The statements an API call sends and the plans PostgreSQL makes of them: for tests about how a list reads its
// table (through which index, in how many statements), beside what it answers.
import type { TestApp } from "./test-app";

export interface Captured {
  text: string;
  values: unknown[];
}

export interface RawClient {
  query(textOrConfig: unknown, values?: unknown, ...rest: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The driver object drizzle sends every statement to: PostgreSQL's pool or the PGlite instance. */
export function rawClientOf(t: TestApp): RawClient {
  const database = t.deps.database as unknown as { pool?: RawClient; client?: RawClient };
  const raw = database.pool ?? database.client;
  if (!raw) throw new Error("no raw client on the database");
  return raw;
}

/** Records the statements drizzle sends while `run` runs, so a test can explain exactly what the API executed. */
export async function captureStatements(raw: RawClient, run: () => Promise<void>): Promise<Captured[]> {
  const seen: Captured[] = [];
  const original = raw.query;
  raw.query = function (this: unknown, textOrConfig: unknown, values?: unknown, ...rest: unknown[]) {
    if (typeof textOrConfig === "string")
      seen.push({ text: textOrConfig, values: (values as unknown[]) ?? [] });
    else if (textOrConfig && typeof textOrConfig === "object" && "text" in textOrConfig) {
      const config = textOrConfig as { text: string; values?: unknown[] };
      // drizzle's pg session passes the values beside the config, not in it.
      seen.push({ text: config.text, values: config.values ?? (values as unknown[]) ?? [] });
    }
    return original.call(this, textOrConfig, values, ...rest);
  } as RawClient["query"];
  try {
    await run();
  } finally {
    raw.query = original;
  }
  return seen;
}

export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/**
 * Every node of the plan of a captured statement. With `seqScanOff`, a sequential scan is priced out: what remains
 * shows whether the statement's shape can use the indexes at all (an expression that differs from the index's by a
 * cast or a parenthesis cannot, and still gets a sequential scan). Without it, it is the planner's own choice,
 * which on a small table may rightly be a scan.
 */
export async function planOf(raw: RawClient, q: Captured, seqScanOff: boolean): Promise<PlanNode[]> {
  const pool = raw as RawClient & { connect?: () => Promise<RawClient & { release(): void }> };
  const connection = pool.connect ? await pool.connect() : undefined;
  const on = connection ?? raw;
  try {
    if (seqScanOff) await on.query("set enable_seqscan = off");
    const result = await on.query(`explain (format json) ${q.text}`, q.values);
    const row = result.rows[0] as { "QUERY PLAN": unknown };
    const json = typeof row["QUERY PLAN"] === "string" ? JSON.parse(row["QUERY PLAN"]) : row["QUERY PLAN"];
    return nodesOf((json as { Plan: PlanNode }[])[0]?.Plan as PlanNode);
  } finally {
    if (seqScanOff) await on.query("reset enable_seqscan");
    connection?.release();
  }
}
