// Paged admin lists deep into a table: a page after the first finds its ids in the list's own index (an index-only
// scan of the rows out of the trash) and then reads those rows, and answers the very slice of the very order the
// whole list has. Counting a list of up to EXACT_COUNT_LIMIT rows takes one statement; the planner is asked for an
// estimate only when more rows match.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_LIST_MAX_LIMIT, EXACT_COUNT_LIMIT } from "#contract/constants";
import { captureStatements, planOf, type RawClient, rawClientOf } from "../../tests/setup/sql-statements";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

const ROWS = 3_000;
/** Rows share their creation time in threes, so the id alone decides their order within a list. */
const SAME_TIME = 3;

let t: TestApp;
let token: string;
let raw: RawClient;
let trashed: Set<number>;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
  raw = rawClientOf(t);
  await raw.query(
    `insert into inquiries (first_name, last_name, email, phone, message, status, created_at)
     select 'Given' || i, 'Family' || i, 'person' || i || '@example.test', '+91 98' || lpad(i::text, 8, '0'),
            'About ' || (array['vastu', 'aroma'])[i % 2 + 1] || ' ' || i,
            (array['new', 'in_progress', 'resolved', 'closed'])[i % 4 + 1],
            timestamp with time zone '2026-01-01 00:00:00+00' - (i / ${SAME_TIME}) * interval '1 minute'
     from generate_series(1, ${ROWS}) as i`,
  );
  const { rows } = await raw.query(
    "update inquiries set deleted_at = now() where inquiry_id % 7 = 0 returning inquiry_id",
  );
  trashed = new Set((rows as { inquiry_id: number }[]).map((r) => r.inquiry_id));
  // Statistics and the visibility map, as autovacuum leaves them: an index-only scan relies on the latter.
  await raw.query("vacuum analyze inquiries");
});

afterAll(async () => {
  await t?.close();
});

interface ListBody {
  data: { inquiry_id: number; created_at: string }[];
  meta?: { total: number; total_is_estimate: boolean };
}

async function ids(query: string): Promise<number[]> {
  const res = await t.json<ListBody>("GET", `/api/inquiries?${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data.map((row) => row.inquiry_id);
}

describe("pages deep into the enquiries", () => {
  it("answers every page with the same slice of the whole list's order, trashed rows left out", async () => {
    const join = (...parts: string[]) => parts.filter(Boolean).join("&");
    for (const filter of ["", "status=resolved", "q=vastu"]) {
      // The whole list, or for a search (which always pages) its longest first page: read without an offset,
      // so the rows the deep pages should be come from the plain query.
      const searching = filter.startsWith("q=");
      const whole = await ids(searching ? join(filter, `limit=${ADMIN_LIST_MAX_LIMIT}`) : filter);
      expect(whole.length).toBeGreaterThan(100);
      expect(whole.filter((id) => trashed.has(id))).toEqual([]);
      const offsets = [1, 2, 50, whole.length - 8, whole.length - 1, whole.length, whole.length + 5];
      for (const offset of offsets.filter((o) => !searching || o + 7 <= whole.length))
        expect(await ids(join(filter, `limit=7&offset=${offset}`)), `${filter} offset=${offset}`).toEqual(
          whole.slice(offset, offset + 7),
        );
    }
    // Newest first, and among rows created at the same moment the higher id first.
    const { body } = await t.json<ListBody>("GET", "/api/inquiries?limit=6&offset=30", { token });
    const rows = body.data;
    for (let i = 1; i < rows.length; i++) {
      const [before, after] = [rows[i - 1], rows[i]] as [ListBody["data"][0], ListBody["data"][0]];
      expect(before.created_at >= after.created_at).toBe(true);
      if (before.created_at === after.created_at) expect(before.inquiry_id).toBeGreaterThan(after.inquiry_id);
    }
    expect(new Set(rows.map((row) => row.created_at)).size).toBeLessThan(rows.length);
  });

  it("finds a deep page's ids by an index-only scan of the live rows, with and without a status", async () => {
    for (const [query, index] of [
      ["offset=2000&limit=20", "inquiries_live_created_idx"],
      ["status=closed&offset=500&limit=20", "inquiries_live_status_created_idx"],
    ] as const) {
      const statements = await captureStatements(raw, async () => {
        await ids(query);
      });
      const page = statements.filter((q) => /\boffset\b/i.test(q.text));
      expect(page, JSON.stringify(statements.map((q) => q.text))).toHaveLength(1);
      const nodes = await planOf(raw, page[0] as (typeof page)[0], true);
      const scans = nodes.filter((n) => n["Relation Name"] === "inquiries");
      expect(
        scans.map((n) => [n["Node Type"], n["Index Name"]]),
        JSON.stringify(nodes),
      ).toContainEqual(["Index Only Scan", index]);
      // The table itself is read only for the page's own rows, by their primary key.
      for (const scan of scans.filter((n) => n["Node Type"] !== "Index Only Scan"))
        expect(scan["Index Name"], JSON.stringify(nodes)).toBe("inquiries_pkey");
    }
  });
});

describe("counting a paged list", () => {
  it("counts up to the limit in one statement, and asks the planner only when more rows match", async () => {
    const countingStatements = async (query: string) => {
      let body: ListBody | undefined;
      const statements = await captureStatements(raw, async () => {
        body = (await t.json<ListBody>("GET", `/api/inquiries?${query}`, { token })).body;
      });
      const onInquiries = statements.filter(
        (q) => /from "inquiries"/.test(q.text) && !/\boffset\b/i.test(q.text),
      );
      return { meta: body?.meta, texts: onInquiries.map((q) => q.text) };
    };

    // A quarter of the live rows, fewer than the limit: the capped count alone, exact.
    const closed = await countingStatements("status=closed&limit=5");
    const closedRows = (await ids("status=closed")).length;
    expect(closedRows).toBeLessThanOrEqual(EXACT_COUNT_LIMIT);
    expect(closed.meta).toEqual({ total: closedRows, limit: 5, offset: 0, total_is_estimate: false });
    expect(closed.texts.filter((text) => /count\(\*\)/.test(text))).toHaveLength(1);
    expect(closed.texts.filter((text) => /^explain/i.test(text))).toEqual([]);

    // Every live row, more than the limit: the capped count reaches it, then the planner's estimate.
    const all = await countingStatements("limit=5");
    expect(all.meta?.total_is_estimate).toBe(true);
    expect(all.meta?.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(all.texts.filter((text) => /count\(\*\)/.test(text))).toHaveLength(1);
    expect(all.texts.filter((text) => /^explain/i.test(text))).toHaveLength(1);
  });
});
