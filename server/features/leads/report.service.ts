// The owner's report over a date range (IST days): the funnel from visitors to leads and won leads by source and by
// course, leads per week, the median time to a first response, lost reasons, and each person's open, overdue and
// won leads. Every figure is one aggregate query over the leads created in the range (the lists' created_at index)
// or over the daily visit totals, so 90 days of a large site stay cheap.
import { type SQL, sql } from "drizzle-orm";
import { indiaDatePlus, indiaTime, sourceOf } from "#contract/leads";
import type { Report, ReportQuery } from "#contract/schemas/leads";
import type { Db } from "#server/db/client";
import { rowsOf } from "#server/features/campaigns/campaigns.service";
import { leadTables, openStatuses, statusTypeSql } from "./lead-kinds";
import { assignableStaff } from "./leads.service";

/** What a lead is counted under "by course": the course of an enrolment enquiry, else the kind of request. */
const COURSE_OF: Record<string, SQL> = {
  inquiry: sql`case when inquiry_type = 'course' and coalesce(subject, '') <> '' then subject else 'General enquiry' end`,
  consultation: sql`'Consultation: ' || coalesce(service_type, 'general')`,
};

/** The leads created in the range, one row each with what the report groups by. */
function leadsIn(fromAt: Date, toAt: Date): SQL {
  const parts = leadTables().map(
    (t) => sql`select ${statusTypeSql(t)} as type, created_at, first_response_at, lost_reason_id, utm_source,
        referrer, ${COURSE_OF[t.kind] ?? sql`${t.kind}`} as course
      from ${sql.identifier(t.table)}
      where deleted_at is null and created_at >= ${fromAt.toISOString()}::timestamptz
        and created_at < ${toAt.toISOString()}::timestamptz`,
  );
  return sql`(${sql.join(parts, sql` union all `)})`;
}

const num = (v: unknown) => Number(v ?? 0);

export async function leadReport(db: Db, query: ReportQuery, now: Date, ownHost: string): Promise<Report> {
  const fromAt = indiaTime(query.from, "00:00");
  const toAt = indiaTime(indiaDatePlus(indiaTime(query.to, "12:00"), 1), "00:00");
  const leads = leadsIn(fromAt, toAt);
  const [visits, visitSources, leadSources, courses, weeks, median, reasons, staffRows, staff] =
    await Promise.all([
      db.execute(sql`select coalesce(sum(views), 0)::int as views, coalesce(sum(visitors), 0)::int as visitors
      from visit_daily where page = '*' and source = '*' and day between ${query.from} and ${query.to}`),
      db.execute(sql`select source, sum(visitors)::int as visitors from visit_daily
      where page = '*' and source not in ('*', 'internal') and day between ${query.from} and ${query.to}
      group by source`),
      // The host of each referrer is taken in SQL, and sourceOf (the same rule as the visit counter's) names it.
      db.execute(sql`select lower(utm_source) as utm, substring(referrer from '^https?://([^/:?#]+)') as host,
        count(*)::int as leads, count(*) filter (where type = 'won')::int as won
      from ${leads} l group by 1, 2`),
      db.execute(sql`select course, count(*)::int as leads, count(*) filter (where type = 'won')::int as won
      from ${leads} l group by course order by leads desc, course limit 50`),
      db.execute(sql`select to_char(date_trunc('week', created_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as week,
        count(*)::int as leads
      from ${leads} l group by 1 order by 1`),
      db.execute(sql`select percentile_cont(0.5) within group (
        order by extract(epoch from (first_response_at - created_at))) as seconds
      from ${leads} l where first_response_at is not null`),
      db.execute(sql`select r.label as reason, count(*)::int as leads
      from ${leads} l join lead_lost_reasons r on r.reason_id = l.lost_reason_id
      where l.type = 'lost' group by r.label order by leads desc, r.label`),
      db.execute(
        sql`select assignee_id, sum(open)::int as open, sum(overdue)::int as overdue, sum(won)::int as won from (${sql.join(
          leadTables().map(
            (t) => sql`select assignee_id,
            count(*) filter (where ${openStatuses(t)}) as open,
            count(*) filter (where ${openStatuses(t)} and next_follow_up_at < ${now.toISOString()}::timestamptz) as overdue,
            count(*) filter (where ${statusTypeSql(t)} = 'won' and created_at >= ${fromAt.toISOString()}::timestamptz
              and created_at < ${toAt.toISOString()}::timestamptz) as won
          from ${sql.identifier(t.table)} where deleted_at is null and assignee_id is not null group by assignee_id`,
          ),
          sql` union all `,
        )}) s group by assignee_id`,
      ),
      assignableStaff(db),
    ]);

  const bySource = new Map<string, { source: string; visitors: number; leads: number; won: number }>();
  const entry = (source: string) => {
    const found = bySource.get(source);
    if (found) return found;
    const e = { source, visitors: 0, leads: 0, won: 0 };
    bySource.set(source, e);
    return e;
  };
  for (const r of rowsOf<{ source: string; visitors: number }>(visitSources))
    entry(r.source).visitors += num(r.visitors);
  for (const r of rowsOf<{ utm: string | null; host: string | null; leads: number; won: number }>(
    leadSources,
  )) {
    const source = sourceOf(r.utm, r.host ? `https://${r.host}/` : null, ownHost);
    const e = entry(source === "internal" ? "direct" : source);
    e.leads += num(r.leads);
    e.won += num(r.won);
  }
  const perStaff = new Map(
    rowsOf<{ assignee_id: number; open: number; overdue: number; won: number }>(staffRows).map((r) => [
      Number(r.assignee_id),
      r,
    ]),
  );
  const seconds = rowsOf<{ seconds: number | string | null }>(median)[0]?.seconds;
  const visitTotals = rowsOf<{ views: number; visitors: number }>(visits)[0];
  return {
    from: query.from,
    to: query.to,
    visits: { views: num(visitTotals?.views), visitors: num(visitTotals?.visitors) },
    by_source: [...bySource.values()].sort((a, b) => b.leads - a.leads || b.visitors - a.visitors),
    by_course: rowsOf<{ course: string; leads: number; won: number }>(courses).map((r) => ({
      course: r.course,
      leads: num(r.leads),
      won: num(r.won),
    })),
    leads_per_week: rowsOf<{ week: string; leads: number }>(weeks).map((r) => ({
      week: r.week,
      leads: num(r.leads),
    })),
    median_first_response_minutes:
      seconds === null || seconds === undefined ? null : Math.round(Number(seconds) / 6) / 10,
    lost_reasons: rowsOf<{ reason: string; leads: number }>(reasons).map((r) => ({
      reason: r.reason,
      leads: num(r.leads),
    })),
    staff: staff.map((s) => {
      const r = perStaff.get(s.id);
      return { id: s.id, name: s.name, open: num(r?.open), overdue: num(r?.overdue), won: num(r?.won) };
    }),
  };
}
