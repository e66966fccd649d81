// The owner's leads dashboard over a date range: visitors to leads, enrolments and paid by source and by course,
// leads per week, the median time to a first response, lost reasons and each person's open, overdue and won leads.
// Every chart is
// plain SVG with its numbers in a table (bar-chart.tsx).
import { useState } from "react";
import { BarChart } from "#app/admin/components/bar-chart.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { LEAD_MESSAGES } from "#contract/admin-messages";
import { indiaDate, indiaDatePlus } from "#contract/leads";
import type { Report } from "#contract/schemas/leads";
import "#app/styles/admin-leads.css";
import type { Route } from "./+types/leads-report";

export const meta: Route.MetaFunction = () => adminMeta("Leads report");

const percent = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : "—";

export default function LeadsReport() {
  const [from, setFrom] = useState(() => indiaDatePlus(new Date(), -89));
  const [to, setTo] = useState(() => indiaDate(new Date()));
  const report = useApiData(
    async (signal) =>
      (await apiRequest<Report>("/leads/report", { signal, query: { from, to } }, LEAD_MESSAGES.loadFailed))
        .data,
    [from, to],
    LEAD_MESSAGES.loadFailed,
  );
  const r = report.data;
  const leads = r?.by_source.reduce((n, s) => n + s.leads, 0) ?? 0;
  const won = r?.by_source.reduce((n, s) => n + s.won, 0) ?? 0;
  const enrolled = r?.by_source.reduce((n, s) => n + s.enrolments, 0) ?? 0;
  const paid = r?.by_source.reduce((n, s) => n + s.paid, 0) ?? 0;

  return (
    <>
      <PageHeader
        title="Leads report"
        subtitle="Where students come from, and how quickly the front desk answers."
      />
      <form className="lead-report-range" onSubmit={(e) => e.preventDefault()}>
        <label>
          <span className="ui-field__label">From</span>
          <input
            className="ui-input"
            type="date"
            value={from}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label>
          <span className="ui-field__label">To</span>
          <input
            className="ui-input"
            type="date"
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
      </form>
      {report.error ? <Alert tone="error">{report.error}</Alert> : null}
      {!r ? (
        <Spinner label="Loading..." showLabel />
      ) : (
        <>
          <div className="admin-stat-grid">
            <div className="admin-stat-card admin-stat-card--static">
              <span className="admin-stat-card__label">Visitors (daily uniques)</span>
              <span className="admin-stat-card__value">{r.visits.visitors}</span>
            </div>
            <div className="admin-stat-card admin-stat-card--static">
              <span className="admin-stat-card__label">Leads</span>
              <span className="admin-stat-card__value">{leads}</span>
            </div>
            <div className="admin-stat-card admin-stat-card--static">
              <span className="admin-stat-card__label">Enrolments</span>
              <span className="admin-stat-card__value">{enrolled}</span>
            </div>
            <div className="admin-stat-card admin-stat-card--static">
              <span className="admin-stat-card__label">Paid</span>
              <span className="admin-stat-card__value">
                {paid} ({percent(paid, enrolled)})
              </span>
            </div>
            <div className="admin-stat-card admin-stat-card--static">
              <span className="admin-stat-card__label">Won</span>
              <span className="admin-stat-card__value">
                {won} ({percent(won, leads)})
              </span>
            </div>
            <div className="admin-stat-card admin-stat-card--static">
              <span className="admin-stat-card__label">Median first response</span>
              <span className="admin-stat-card__value">
                {r.median_first_response_minutes === null ? "—" : `${r.median_first_response_minutes} min`}
              </span>
            </div>
          </div>
          <div className="lead-report-grid">
            <section className="admin-panel" aria-labelledby="report-sources">
              <h2 id="report-sources">Funnel by source</h2>
              <BarChart
                caption="Visitors, leads, enrolments and paid by source"
                series={["Visitors", "Leads", "Enrolments", "Paid"]}
                rows={r.by_source.map((s) => ({
                  label: s.source,
                  values: [s.visitors, s.leads, s.enrolments, s.paid],
                }))}
              />
            </section>
            <section className="admin-panel" aria-labelledby="report-courses">
              <h2 id="report-courses">Funnel by course</h2>
              <BarChart
                caption="Leads, enrolments and paid by course"
                series={["Leads", "Enrolments", "Paid"]}
                rows={r.by_course.map((c) => ({ label: c.course, values: [c.leads, c.enrolments, c.paid] }))}
              />
            </section>
            <section className="admin-panel" aria-labelledby="report-weeks">
              <h2 id="report-weeks">Leads per week</h2>
              <BarChart
                caption="Leads by week starting"
                series={["Leads"]}
                rows={r.leads_per_week.map((w) => ({ label: w.week, values: [w.leads] }))}
              />
            </section>
            <section className="admin-panel" aria-labelledby="report-lost">
              <h2 id="report-lost">Lost reasons</h2>
              <BarChart
                caption="Lost leads by reason"
                series={["Leads"]}
                rows={r.lost_reasons.map((x) => ({ label: x.reason, values: [x.leads] }))}
              />
            </section>
            <section className="admin-panel" aria-labelledby="report-staff">
              <h2 id="report-staff">Front desk</h2>
              <BarChart
                caption="Open, overdue and won leads by person"
                series={["Open", "Overdue", "Won"]}
                rows={r.staff.map((s) => ({ label: s.name, values: [s.open, s.overdue, s.won] }))}
              />
            </section>
          </div>
        </>
      )}
    </>
  );
}
