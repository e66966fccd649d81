// One lead: who and what about, where the visit came from, the tel: and WhatsApp links (opening WhatsApp goes on
// the timeline), the outcome form, the timeline, and the same person's other enquiries, consultations and
// newsletter status.
import { useState } from "react";
import { Link, useParams } from "react-router";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { OutcomeForm } from "#app/admin/components/outcome-form.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { useFlash } from "#app/admin/hooks/use-flash.ts";
import { useAssignableStaff, useLostReasons } from "#app/admin/hooks/use-lead-lists.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { describeEvent, formatIndia, KIND_LABELS } from "#app/admin/models/lead-model.ts";
import { TODAY_CHANGED } from "#app/admin/models/today-changed.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { LEAD_MESSAGES } from "#contract/admin-messages";
import type { LeadKind } from "#contract/enums";
import type { LeadDetail } from "#contract/schemas/leads";
import "#app/styles/admin-leads.css";
import type { Route } from "./+types/lead";

export const meta: Route.MetaFunction = () => adminMeta("Lead");

export default function LeadPage() {
  const { kind, id } = useParams() as { kind: LeadKind; id: string };
  const flash = useFlash();
  const [saved, setSaved] = useState<LeadDetail | null>(null);
  const lead = useApiData(
    async (signal) =>
      (await apiRequest<LeadDetail>(`/leads/${kind}/${id}`, { signal }, LEAD_MESSAGES.loadFailed)).data,
    [kind, id],
    LEAD_MESSAGES.loadFailed,
  );
  const reasons = useLostReasons();
  const staff = useAssignableStaff();
  const detail = saved && String(saved.id) === id && saved.kind === kind ? saved : lead.data;
  const staffName = (who: number | null) =>
    staff.data?.find((s) => s.id === who)?.name ?? (who ? `#${who}` : "—");

  function whatsAppOpened(locale: "en" | "hi") {
    // Told without waiting: the link opens WhatsApp in a new tab whatever the answer.
    void apiRequest(`/leads/${kind}/${id}/whatsapp-opened`, { method: "POST", body: { locale } })
      .then(() => lead.reload())
      .catch(() => undefined);
  }

  if (lead.error) return <Alert tone="error">{lead.error}</Alert>;
  if (!detail) return <Spinner label="Loading..." showLabel />;
  const attribution = [
    ["Source", detail.utm_source],
    ["Medium", detail.utm_medium],
    ["Campaign", detail.utm_campaign],
    ["Referrer", detail.referrer],
    ["Landing page", detail.landing_page],
  ] as const;

  return (
    <>
      <PageHeader
        title={detail.name}
        subtitle={`${KIND_LABELS[detail.kind]}${detail.about ? ` · ${detail.about}` : ""} · received ${formatIndia(detail.created_at)}`}
        actions={
          <Link className="btn btn--ghost" to="/admin/today">
            Back to Today
          </Link>
        }
      />
      <FlashMessage flash={flash} />
      <div className="lead-page">
        <section className="admin-panel" aria-labelledby="lead-contact">
          <h2 id="lead-contact">Contact</h2>
          <dl className="admin-details">
            <div>
              <dt>Phone</dt>
              <dd>{detail.links.tel ? <a href={detail.links.tel}>{detail.phone}</a> : detail.phone}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${detail.email}`}>{detail.email}</a>
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={detail.status} /> {detail.status_type}
                {detail.lost_reason ? ` · ${detail.lost_reason}` : ""}
              </dd>
            </div>
            <div>
              <dt>Assigned to</dt>
              <dd>{staffName(detail.assignee_id)}</dd>
            </div>
            <div>
              <dt>Next follow-up</dt>
              <dd>{formatIndia(detail.next_follow_up_at)}</dd>
            </div>
            <div>
              <dt>First response</dt>
              <dd>{formatIndia(detail.first_response_at)}</dd>
            </div>
          </dl>
          <div className="lead-page__links">
            {detail.links.whatsapp_en ? (
              <a
                className="btn btn--primary"
                href={detail.links.whatsapp_en}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => whatsAppOpened("en")}
              >
                WhatsApp (English)
              </a>
            ) : null}
            {detail.links.whatsapp_hi ? (
              <a
                className="btn btn--secondary"
                href={detail.links.whatsapp_hi}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => whatsAppOpened("hi")}
              >
                WhatsApp (हिन्दी)
              </a>
            ) : null}
          </div>
          {detail.message ? <p className="admin-message-text">{detail.message}</p> : null}
        </section>

        <section className="admin-panel" aria-labelledby="lead-outcome">
          <h2 id="lead-outcome">Log an outcome</h2>
          <OutcomeForm
            key={`${detail.status}-${detail.timeline.length}`}
            lead={detail}
            reasons={reasons.data ?? []}
            onSaved={(next, message) => {
              setSaved(next);
              flash.success(message);
              window.dispatchEvent(new Event(TODAY_CHANGED));
            }}
          />
        </section>

        <section className="admin-panel" aria-labelledby="lead-timeline">
          <h2 id="lead-timeline">Timeline</h2>
          {detail.timeline.length === 0 ? (
            <p className="admin-muted">Nothing yet.</p>
          ) : (
            <ol className="lead-timeline">
              {detail.timeline.map((e) => (
                <li key={e.event_id}>
                  <time dateTime={e.created_at}>{formatIndia(e.created_at)}</time>{" "}
                  <span>{describeEvent(e, staffName)}</span>
                  <span className="admin-muted"> · {e.actor_name ?? "the site"}</span>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section className="admin-panel" aria-labelledby="lead-touches">
          <h2 id="lead-touches">Every touch with this person</h2>
          {detail.touches.length === 0 ? (
            <p className="admin-muted">
              No other enquiry, consultation or enrolment from this e-mail or phone.
            </p>
          ) : (
            <ul className="admin-recent-list">
              {detail.touches.map((x) => (
                <li key={`${x.kind}-${x.id}`}>
                  <Link to={`/admin/leads/${x.kind}/${x.id}`}>
                    {KIND_LABELS[x.kind]}
                    {x.about ? `: ${x.about}` : ""}
                  </Link>
                  <span className="admin-recent-list__meta">
                    <StatusBadge status={x.status} /> {formatIndia(x.created_at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p>
            Newsletter:{" "}
            {detail.newsletter
              ? `${detail.newsletter.status} since ${formatIndia(detail.newsletter.subscribed_at)}`
              : "not subscribed"}
          </p>
        </section>

        <section className="admin-panel" aria-labelledby="lead-source">
          <h2 id="lead-source">Where they came from</h2>
          <dl className="admin-details">
            {attribution.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value ?? "—"}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
