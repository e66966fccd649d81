// Admin list search on 10,000 rows: the real API answers exactly (rows, and totals up to EXACT_COUNT_LIMIT; above
// that an estimate labelled as one), and the statements it sends are planned on the trigram indexes of migration
// 0003, never as a sequential scan of the table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXACT_COUNT_LIMIT } from "#contract/constants";
import {
  type Captured,
  captureStatements,
  planOf,
  type RawClient,
  rawClientOf,
} from "../../tests/setup/sql-statements";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

const ROWS = 10_000;

/** The statements of a call that search (the page, the capped count and the planner's estimate). */
async function capture(raw: RawClient, run: () => Promise<void>): Promise<Captured[]> {
  return (await captureStatements(raw, run)).filter((q) => /ilike/i.test(q.text));
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
  meta: { total: number; total_is_estimate?: boolean };
}

async function search(list: string, q: string, paging = "limit=20") {
  let response: { status: number; body: ListBody } | undefined;
  const statements = await capture(raw, async () => {
    response = await t.json<ListBody>("GET", `${list}?q=${encodeURIComponent(q)}&${paging}`, { token });
  });
  if (!response) throw new Error("no response");
  expect(response.status).toBe(200);
  return { body: response.body, statements };
}

/**
 * The statements of a list call that read rows are answered from the table's trigram indexes. A search whose page
 * is not full reads only that page (the page gives the total); a full page adds the capped count and, before it,
 * the planner's estimate (see server/db/bounded-count.ts).
 */
async function expectIndexed(
  statements: Captured[],
  table: string,
  options: { plannerChoice: boolean; counted: boolean },
) {
  const reading = statements.filter((q) => !/^explain /i.test(q.text));
  expect(statements.length - reading.length).toBe(options.counted ? 1 : 0);
  expect(reading.length).toBe(options.counted ? 2 : 1);
  for (const statement of reading) {
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
    await expectIndexed(statements, "inquiries", { plannerChoice: true, counted: false });
  });

  it("finds an enquiry by its full name (the expression index)", async () => {
    const { body, statements } = await search("/api/inquiries", "given777 family777");
    expect(body.meta.total).toBe(1);
    expect(body.data[0]?.email).toBe("person777@example.test");
    await expectIndexed(statements, "inquiries", { plannerChoice: false, counted: false });
  });

  it("labels the total as an estimate for a word all of them share, and counts the last page exactly", async () => {
    const { body } = await search("/api/inquiries", "vastu");
    expect(body.meta.total_is_estimate).toBe(true);
    // The planner's estimate from the statistics: of the right size, and more than the exact-count limit.
    expect(body.meta.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(body.meta.total).toBeGreaterThan(ROWS / 2);
    expect(body.meta.total).toBeLessThan(ROWS * 2);
    expect(body.data).toHaveLength(20);
    // Newest first, as without a search.
    expect(body.data[0]?.email).toBe("person1@example.test");

    // A page that is not full ends the list, so its total is exact.
    const { body: last } = await search("/api/inquiries", "vastu", `limit=20&offset=${ROWS - 5}`);
    expect(last.data).toHaveLength(5);
    expect(last.meta).toMatchObject({ total: ROWS, total_is_estimate: false });
    expect(last.data.at(-1)?.email).toBe(`person${ROWS}@example.test`);
  });

  it("counts exactly up to the limit, and labels the unfiltered list of 10,000 as an estimate", async () => {
    const { body } = await search("/api/inquiries", "plot 1");
    // "plot 1" followed by up to 4 more digits: 1 + 10 + 100 + 1000 + 1 (10000) = 1112 rows, above the limit.
    expect(body.meta.total_is_estimate).toBe(true);
    expect(body.meta.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const exact = await t.json<ListBody>("GET", "/api/inquiries?q=plot%2099&limit=20", { token });
    // 99, 990..999, 9900..9999: 1 + 10 + 100 rows.
    expect(exact.body.meta).toMatchObject({ total: 111, total_is_estimate: false });
    const all = await t.json<ListBody>("GET", "/api/inquiries?limit=20", { token });
    expect(all.body.meta.total_is_estimate).toBe(true);
    expect(all.body.meta.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
  });

  it("counts a partial match exactly: every number containing 999", async () => {
    const expected = Array.from({ length: ROWS }, (_, i) => i + 1).filter((i) =>
      String(i).includes("999"),
    ).length;
    // A page of 5 of the 11 rows, so the capped count runs too (and must use the indexes as well).
    const { body, statements } = await search("/api/inquiries", "plot 999", "limit=5");
    // "plot 999" is followed by the rest of the number: 999, 9990..9999.
    expect(body.meta).toMatchObject({ total: 11, total_is_estimate: false });
    const { body: wide } = await search("/api/newsletter", "999");
    expect(wide.meta.total).toBe(expected);
    await expectIndexed(statements, "inquiries", { plannerChoice: false, counted: true });
  });

  it("keeps % and _ literal", async () => {
    const { body } = await search("/api/inquiries", "100%");
    expect(body.meta.total).toBe(0);
  });

  it("searches subscribers through their indexes", async () => {
    const { body, statements } = await search("/api/newsletter", "reader4242@");
    expect(body.meta.total).toBe(1);
    expect(body.data[0]?.email).toBe("reader4242@example.test");
    await expectIndexed(statements, "newsletter_subscribers", { plannerChoice: true, counted: false });
  });

  it("searches consultations through their indexes", async () => {
    const { body, statements } = await search("/api/consultations", "client4242@");
    expect(body.meta.total).toBe(1);
    expect(body.data[0]?.email).toBe("client4242@example.test");
    await expectIndexed(statements, "consultation_requests", { plannerChoice: false, counted: false });
  });
});
