// Admin list search on 10,000 rows: the real API answers exactly (rows and totals), and the statements it sends
// are planned on the trigram indexes of migration 0003, never as a sequential scan of the table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

const ROWS = 10_000;

interface Captured {
  text: string;
  values: unknown[];
}

interface RawClient {
  query(textOrConfig: unknown, values?: unknown, ...rest: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The driver object drizzle sends every statement to: PostgreSQL's pool or the PGlite instance. */
function rawClientOf(t: TestApp): RawClient {
  const database = t.deps.database as unknown as { pool?: RawClient; client?: RawClient };
  const raw = database.pool ?? database.client;
  if (!raw) throw new Error("no raw client on the database");
  return raw;
}

/** Records the statements drizzle sends while `run` runs, so the test explains exactly what the API executed. */
async function capture(raw: RawClient, run: () => Promise<void>): Promise<Captured[]> {
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
  return seen.filter((q) => /ilike/i.test(q.text));
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/**
 * The plan of a captured statement. With `seqScanOff`, a sequential scan is priced out: what remains shows
 * whether the statement's shape can use the indexes at all (an expression that differs from the index's by a
 * cast or a parenthesis cannot, and still gets a sequential scan). Without it, it is the planner's own choice,
 * which on a small table may rightly be a scan.
 */
async function planOf(raw: RawClient, q: Captured, seqScanOff: boolean): Promise<PlanNode[]> {
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

let t: TestApp;
let token: string;
let raw: RawClient;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
  raw = rawClientOf(t);
  await raw.query(
    `insert into inquiries (first_name, last_name, email, phone, subject, message, created_at)
     select 'Given' || i, 'Family' || i, 'person' || i || '@example.test', '+91 98' || lpad(i::text, 8, '0'),
            'Subject ' || i, 'A question about vastu for plot ' || i, now() - i * interval '1 minute'
     from generate_series(1, ${ROWS}) as i`,
  );
  await raw.query(
    `insert into newsletter_subscribers (email, name, subscribed_at)
     select 'reader' || i || '@example.test', 'Reader ' || i, now() - i * interval '1 minute'
     from generate_series(1, ${ROWS}) as i`,
  );
  await raw.query(
    `insert into consultation_requests (name, email, phone, location, message, created_at)
     select 'Client ' || i, 'client' || i || '@example.test', '+91 97' || lpad(i::text, 8, '0'), 'Varanasi',
            'Please visit my house ' || i, now() - i * interval '1 minute'
     from generate_series(1, ${ROWS}) as i`,
  );
  // What autovacuum does after a bulk load: statistics for the planner, and the GIN indexes' pending lists
  // (where fast-update parks new entries) merged into the indexes. Until then the planner rightly prefers a scan.
  for (const table of ["inquiries", "newsletter_subscribers", "consultation_requests"])
    await raw.query(`vacuum analyze ${table}`);
});

afterAll(async () => {
  await t?.close();
});

interface ListBody {
  data: { email: string }[];
  meta: { total: number };
}

async function search(list: string, q: string) {
  let response: { status: number; body: ListBody } | undefined;
  const statements = await capture(raw, async () => {
    response = await t.json<ListBody>("GET", `${list}?q=${encodeURIComponent(q)}&limit=20`, { token });
  });
  if (!response) throw new Error("no response");
  expect(response.status).toBe(200);
  return { body: response.body, statements };
}

/** Both statements of a list call (the page and the count) are answered from the table's trigram indexes. */
async function expectIndexed(statements: Captured[], table: string, options: { plannerChoice: boolean }) {
  expect(statements.length).toBe(2);
  for (const statement of statements) {
    const nodes = await planOf(raw, statement, !options.plannerChoice);
    const scans = nodes.filter((n) => n["Relation Name"] === table);
    expect(
      scans.map((n) => n["Node Type"]),
      JSON.stringify(nodes),
    ).toEqual(["Bitmap Heap Scan"]);
    const indexes = nodes.filter((n) => n["Node Type"] === "Bitmap Index Scan").map((n) => n["Index Name"]);
    // One per searched column: a column left out of the OR would have forced the scan above.
    expect(indexes.length, statement.text).toBeGreaterThan(1);
    for (const name of indexes) expect(name).toMatch(new RegExp(`^${table}_.*_trgm_idx$`));
  }
}

describe("admin list search on 10,000 rows", () => {
  it("finds one enquiry by e-mail, exactly, through the trigram indexes", async () => {
    const { body, statements } = await search("/api/inquiries", "person4242");
    expect(body.meta.total).toBe(1);
    expect(body.data.map((row) => row.email)).toEqual(["person4242@example.test"]);
    await expectIndexed(statements, "inquiries", { plannerChoice: true });
  });

  it("finds an enquiry by its full name (the expression index)", async () => {
    const { body, statements } = await search("/api/inquiries", "given777 family777");
    expect(body.meta.total).toBe(1);
    expect(body.data[0]?.email).toBe("person777@example.test");
    await expectIndexed(statements, "inquiries", { plannerChoice: false });
  });

  it("counts every row for a word all of them share", async () => {
    const { body } = await search("/api/inquiries", "vastu");
    expect(body.meta.total).toBe(ROWS);
    expect(body.data).toHaveLength(20);
    // Newest first, as without a search.
    expect(body.data[0]?.email).toBe("person1@example.test");
  });

  it("counts a partial match exactly: every number containing 999", async () => {
    const expected = Array.from({ length: ROWS }, (_, i) => i + 1).filter((i) =>
      String(i).includes("999"),
    ).length;
    const { body, statements } = await search("/api/inquiries", "plot 999");
    // "plot 999" is followed by the rest of the number: 999, 9990..9999.
    expect(body.meta.total).toBe(11);
    const { body: wide } = await search("/api/newsletter", "999");
    expect(wide.meta.total).toBe(expected);
    await expectIndexed(statements, "inquiries", { plannerChoice: false });
  });

  it("keeps % and _ literal", async () => {
    const { body } = await search("/api/inquiries", "100%");
    expect(body.meta.total).toBe(0);
  });

  it("searches subscribers through their indexes", async () => {
    const { body, statements } = await search("/api/newsletter", "reader4242@");
    expect(body.meta.total).toBe(1);
    expect(body.data[0]?.email).toBe("reader4242@example.test");
    await expectIndexed(statements, "newsletter_subscribers", { plannerChoice: true });
  });

  it("searches consultations through their indexes", async () => {
    const { body, statements } = await search("/api/consultations", "client4242@");
    expect(body.meta.total).toBe(1);
    expect(body.data[0]?.email).toBe("client4242@example.test");
    await expectIndexed(statements, "consultation_requests", { plannerChoice: false });
  });
});
