// The Today queue, the front desk's home screen: overdue follow-ups, then those due later today, then new leads
// nobody has answered, oldest first. Each row opens the outcome form in place, so a call is logged without leaving
// the queue; the lead's name opens its page (timeline, WhatsApp, the person's other touches).
import { Fragment, useState } from "react";
import { Link } from "react-router";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { OutcomeForm } from "#app/admin/components/outcome-form.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { useFlash } from "#app/admin/hooks/use-flash.ts";
import { useLostReasons } from "#app/admin/hooks/use-lead-lists.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { formatIndia, KIND_LABELS } from "#app/admin/models/lead-model.ts";
import { TODAY_CHANGED } from "#app/admin/models/today-changed.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { LEAD_MESSAGES } from "#contract/admin-messages";
import { telLink } from "#contract/leads";
import type { Lead, Today } from "#contract/schemas/leads";
import "#app/styles/admin-leads.css";
import type { Route } from "./+types/today";

export const meta: Route.MetaFunction = () => adminMeta("Today");

const SECTIONS = [
  { key: "overdue", title: "Overdue", empty: "No overdue follow-ups.", when: "Follow-up" },
  { key: "due_today", title: "Due today", empty: "Nothing else is due today.", when: "Follow-up" },
  {
    key: "unanswered",
    title: "New, not yet answered",
    empty: "Every new lead has been answered.",
    when: "Received",
  },
] as const;

export default function TodayQueue() {
  const flash = useFlash();
  const [open, setOpen] = useState<string | null>(null);
  const queue = useApiData(
    async (signal) => (await apiRequest<Today>("/leads/today", { signal }, LEAD_MESSAGES.loadFailed)).data,
    [],
    LEAD_MESSAGES.loadFailed,
  );
  const reasons = useLostReasons();
  const keyOf = (l: Lead) => `${l.kind}-${l.id}`;

  return (
    <>
      <PageHeader
        title="Today"
        subtitle="Who to call back now: overdue first, then today's follow-ups, then new leads nobody has answered."
      />
      <FlashMessage flash={flash} />
      {queue.error ? <Alert tone="error">{queue.error}</Alert> : null}
      {queue.loading && !queue.data ? <Spinner label="Loading..." showLabel /> : null}
      {queue.data
        ? SECTIONS.map((section) => {
            const leads = queue.data?.[section.key] ?? [];
            const total = queue.data?.counts?.[section.key] ?? leads.length;
            return (
              <section key={section.key} className="admin-panel" aria-labelledby={`today-${section.key}`}>
                <h2 id={`today-${section.key}`}>
                  {section.title} <span className="admin-muted">({total})</span>
                </h2>
                {leads.length === 0 ? (
                  <p className="admin-muted">{section.empty}</p>
                ) : (
                  <div className="admin-table-wrap">
                    <table className="admin-table">
                      <thead>
                        <tr>
                          <th scope="col">Name</th>
                          <th scope="col">About</th>
                          <th scope="col">Phone</th>
                          <th scope="col">{section.when}</th>
                          <th scope="col">Status</th>
                          <th scope="col">
                            <span className="visually-hidden">Actions</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {leads.map((l) => {
                          const key = keyOf(l);
                          const tel = telLink(l.phone);
                          return (
                            <Fragment key={key}>
                              <tr>
                                <td>
                                  <Link to={`/admin/leads/${l.kind}/${l.id}`}>{l.name}</Link>
                                  <span className="admin-table__sub">{KIND_LABELS[l.kind]}</span>
                                </td>
                                <td>{l.about ?? "—"}</td>
                                <td>{tel ? <a href={tel}>{l.phone}</a> : l.phone}</td>
                                <td>
                                  {formatIndia(
                                    section.key === "unanswered" ? l.created_at : l.next_follow_up_at,
                                  )}
                                </td>
                                <td>
                                  <StatusBadge status={l.status} />
                                </td>
                                <td>
                                  <button
                                    type="button"
                                    className="btn btn--secondary btn--sm"
                                    aria-expanded={open === key}
                                    aria-label={`Log outcome for ${l.name}`}
                                    onClick={() => setOpen(open === key ? null : key)}
                                  >
                                    Log outcome
                                  </button>
                                </td>
                              </tr>
                              {open === key ? (
                                <tr className="lead-outcome-row">
                                  <td colSpan={6}>
                                    <OutcomeForm
                                      lead={l}
                                      reasons={reasons.data ?? []}
                                      onCancel={() => setOpen(null)}
                                      onSaved={(_detail, message) => {
                                        setOpen(null);
                                        flash.success(`${l.name}: ${message}`);
                                        window.dispatchEvent(new Event(TODAY_CHANGED));
                                        void queue.reload();
                                      }}
                                    />
                                  </td>
                                </tr>
                              ) : null}
                            </Fragment>
                          );
                        })}
                      </tbody>
                    </table>
                  </div>
                )}
              </section>
            );
          })
        : null}
    </>
  );
}
