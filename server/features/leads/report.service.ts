// The owner's report over a date range (IST days): the funnel from visitors to leads, enrolments and paid ones (and
// won leads) by source and by course, leads per week, the median time to a first response, lost reasons, and each person's open, overdue and
// won leads. The range's leads are read once (the lists' created_at index) and grouped every way the report needs
// with GROUPING SETS; open and overdue leads per person come from the assignee index; visits from the daily totals.
import { type SQL, sql } from "drizzle-orm";
import { indiaDatePlus, indiaTime, sourceOf } from "#contract/leads";
import type { Report, ReportQuery } from "#contract/schemas/leads";
import type { Db } from "#server/db/client";
import { rowsOf } from "#server/features/campaigns/campaigns.service";
import { type LeadTable, leadTables, openStatuses, statusTypeSql } from "./lead-kinds";
import { assignableStaff } from "./leads.service";

/** What a lead is counted under "by course": the course enquired about or enrolled in, else the kind of request. */
const COURSE_OF: Record<string, SQL> = {
  inquiry: sql`case when inquiry_type = 'course' and coalesce(subject, '') <> '' then subject else 'General enquiry' end`,
  consultation: sql`'Consultation: ' || coalesce(service_type, 'general')`,
  enrolment: sql`coalesce(batch_course_title(batch_id), 'Enrolment')`,
};

/** The funnel's last step: an enrolment whose fee is paid (a refunded one no longer counts). */
const PAID_OF: Record<string, SQL> = { enrolment: sql`status = 'paid'` };

/** The leads created in the range, one row each with what the report groups by. */
function leadsIn(fromAt: Date, toAt: Date): SQL {
  const parts = leadTables().map(
    (t) => sql`select ${statusTypeSql(t)} as type, created_at, first_response_at, lost_reason_id, assignee_id,
        lower(utm_source) as utm, substring(referrer from '^https?://([^/:?#]+)') as host,
        ${COURSE_OF[t.kind] ?? sql`${t.kind}`} as course, ${t.kind}::text as kind, ${PAID_OF[t.kind] ?? sql`false`} as paid
      from ${sql.identifier(t.table)}
      where ${t.live} and created_at >= ${fromAt.toISOString()}::timestamptz
        and created_at < ${toAt.toISOString()}::timestamptz`,
  );
  return sql`(${sql.join(parts, sql` union all `)})`;
}

const num = (v: unknown) => Number(v ?? 0);

/** Which grouping a row of the one pass over the range's leads belongs to. */
type RangeRow = {
  set: "source" | "course" | "week" | "reason" | "person" | "all";
  utm: string | null;
  host: string | null;
  course: string | null;
  week: string | null;
  lost_reason_id: number | null;
  assignee_id: number | null;
  leads: number;
  enrolments: number;
  paid: number;
  won: number;
  lost: number;
};

export async function leadReport(db: Db, query: ReportQuery, now: Date, ownHost: string): Promise<Report> {
  const fromAt = indiaTime(query.from, "00:00");
  const toAt = indiaTime(indiaDatePlus(indiaTime(query.to, "12:00"), 1), "00:00");
  const eachTable = (build: (t: LeadTable) => SQL) => sql.join(leadTables().map(build), sql` union all `);
  const [range, median, visits, perPerson, reasonLabels, staff] = await Promise.all([
    // One pass over the range's leads, grouped every way the report needs (GROUPING SETS).
    db.execute(sql`select
        case grouping(utm, host, course, week, lost_reason_id, assignee_id)
          when ${0b001111} then 'source' when ${0b110111} then 'course' when ${0b111011} then 'week'
          when ${0b111101} then 'reason' when ${0b111110} then 'person' else 'all' end as set,
        utm, host, course, week, lost_reason_id, assignee_id, count(*)::int as leads,
        count(*) filter (where kind = 'enrolment')::int as enrolments, count(*) filter (where paid)::int as paid,
        count(*) filter (where type = 'won')::int as won, count(*) filter (where type = 'lost')::int as lost
      from (select *, to_char(date_trunc('week', created_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as week
        from ${leadsIn(fromAt, toAt)} l) l
      group by grouping sets ((utm, host), (course), (week), (lost_reason_id), (assignee_id), ())`),
    // Apart: an ordered-set aggregate in the query above would force every grouping to sort instead of hash.
    db.execute(sql`select percentile_cont(0.5) within group (
        order by extract(epoch from (first_response_at - created_at))) as seconds
      from ${leadsIn(fromAt, toAt)} l where first_response_at is not null`),
    db.execute(sql`select source, sum(views)::int as views, sum(visitors)::int as visitors from visit_daily
      where page = '*' and source <> 'internal' and day between ${query.from} and ${query.to} group by source`),
    // Open and overdue now, whenever the lead came: open ones counted from the assignee index alone, overdue ones
    // from the follow-up index (reading the follow-up of every open lead would visit each row).
    db.execute(
      sql`select assignee_id, sum(open)::int as open, sum(overdue)::int as overdue from (${eachTable(
        (t) => sql`select assignee_id, count(*) as open, 0 as overdue from ${sql.identifier(t.table)}
          where ${t.live} and assignee_id is not null and ${openStatuses(t)} group by assignee_id
          union all
          select assignee_id, 0, count(*) from ${sql.identifier(t.table)}
          where ${t.live} and next_follow_up_at is not null and ${openStatuses(t)}
            and next_follow_up_at < ${now.toISOString()}::timestamptz and assignee_id is not null
          group by assignee_id`,
      )}) s group by assignee_id`,
    ),
    db.execute(sql`select reason_id, label from lead_lost_reasons`),
    assignableStaff(db),
  ]);
  const rows = rowsOf<RangeRow>(range);
  const of = (set: RangeRow["set"]) => rows.filter((r) => r.set === set);
  const bySource = new Map<
    string,
    { source: string; visitors: number; leads: number; enrolments: number; paid: number; won: number }
  >();
  const entry = (source: string) => {
    const found = bySource.get(source);
    if (found) return found;
    const e = { source, visitors: 0, leads: 0, enrolments: 0, paid: 0, won: 0 };
    bySource.set(source, e);
    return e;
  };
  let visitTotals = { views: 0, visitors: 0 };
  for (const r of rowsOf<{ source: string; views: number; visitors: number }>(visits)) {
    if (r.source === "*") visitTotals = { views: num(r.views), visitors: num(r.visitors) };
    else entry(r.source).visitors += num(r.visitors);
  }
  for (const r of of("source")) {
    // The host of each referrer is taken in SQL, and sourceOf (the same rule as the visit counter's) names it.
    const source = sourceOf(r.utm, r.host ? `https://${r.host}/` : null, ownHost);
    const e = entry(source === "internal" ? "direct" : source);
    e.leads += num(r.leads);
    e.enrolments += num(r.enrolments);
    e.paid += num(r.paid);
    e.won += num(r.won);
  }
  const labels = new Map(
    rowsOf<{ reason_id: number; label: string }>(reasonLabels).map((r) => [Number(r.reason_id), r.label]),
  );
  const openNow = new Map(
    rowsOf<{ assignee_id: number; open: number; overdue: number }>(perPerson).map((r) => [
      Number(r.assignee_id),
      r,
    ]),
  );
  const wonBy = new Map(of("person").map((r) => [Number(r.assignee_id), num(r.won)]));
  const seconds = rowsOf<{ seconds: number | string | null }>(median)[0]?.seconds;
  return {
    from: query.from,
    to: query.to,
    visits: visitTotals,
    by_source: [...bySource.values()].sort((a, b) => b.leads - a.leads || b.visitors - a.visitors),
    by_course: of("course")
      .map((r) => ({
        course: r.course ?? "",
        leads: num(r.leads),
        enrolments: num(r.enrolments),
        paid: num(r.paid),
        won: num(r.won),
      }))
      .sort((a, b) => b.leads - a.leads || a.course.localeCompare(b.course))
      .slice(0, 50),
    leads_per_week: of("week")
      .map((r) => ({ week: r.week ?? "", leads: num(r.leads) }))
      .sort((a, b) => a.week.localeCompare(b.week)),
    median_first_response_minutes:
      seconds === null || seconds === undefined ? null : Math.round(Number(seconds) / 6) / 10,
    lost_reasons: of("reason")
      .filter((r) => r.lost_reason_id !== null && num(r.lost) > 0)
      .map((r) => ({ reason: labels.get(Number(r.lost_reason_id)) ?? "", leads: num(r.lost) }))
      .sort((a, b) => b.leads - a.leads || a.reason.localeCompare(b.reason)),
    staff: staff.map((s) => {
      const r = openNow.get(s.id);
      return {
        id: s.id,
        name: s.name,
        open: num(r?.open),
        overdue: num(r?.overdue),
        won: wonBy.get(s.id) ?? 0,
      };
    }),
  };
}
