// The owner's lead settings: the WhatsApp message in English and Hindi ({name}, {course}, {academy} are filled
// in), who new leads go to in turn, and the reasons a lead can be lost for (renamed or retired, never deleted, since
// lost leads keep theirs).
import { type FormEvent, useEffect, useState } from "react";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { errorMessage, useApiData } from "#app/admin/hooks/use-api-data.ts";
import { useFlash } from "#app/admin/hooks/use-flash.ts";
import { useAssignableStaff, useLostReasons } from "#app/admin/hooks/use-lead-lists.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { LEAD_MESSAGES } from "#contract/admin-messages";
import { WHATSAPP_PLACEHOLDERS } from "#contract/leads";
import type { LeadSettings } from "#contract/schemas/leads";
import "#app/styles/admin-leads.css";
import type { Route } from "./+types/lead-settings";

export const meta: Route.MetaFunction = () => adminMeta("Lead settings");

export default function LeadSettingsScreen() {
  const flash = useFlash();
  const settings = useApiData(
    async (signal) => (await apiRequest<LeadSettings>("/leads/settings", { signal })).data,
    [],
    LEAD_MESSAGES.loadFailed,
  );
  const staff = useAssignableStaff();
  const reasons = useLostReasons();
  const [form, setForm] = useState<LeadSettings | null>(null);
  const [newReason, setNewReason] = useState("");
  useEffect(() => {
    if (settings.data) setForm(settings.data);
  }, [settings.data]);

  async function act(action: () => Promise<string | undefined>) {
    try {
      const message = await action();
      if (message) flash.success(message);
    } catch (err) {
      flash.error(errorMessage(err, LEAD_MESSAGES.saveFailed));
    }
  }

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    void act(async () => {
      const res = await apiRequest<LeadSettings>("/leads/settings", { method: "PUT", body: form });
      setForm(res.data);
      return res.message;
    });
  };

  return (
    <>
      <PageHeader
        title="Lead settings"
        subtitle="The WhatsApp message, who new leads go to, and why leads are lost."
      />
      <FlashMessage flash={flash} />
      {settings.error ? <Alert tone="error">{settings.error}</Alert> : null}
      {form ? (
        <form className="admin-panel admin-form" onSubmit={save}>
          <h2>WhatsApp message</h2>
          <p className="admin-muted">Filled in for each lead: {WHATSAPP_PLACEHOLDERS.join(", ")}.</p>
          <label className="ui-field__label" htmlFor="wa-en">
            English
          </label>
          <textarea
            id="wa-en"
            className="ui-input"
            rows={3}
            value={form.whatsapp_template_en}
            onChange={(e) => setForm({ ...form, whatsapp_template_en: e.target.value })}
          />
          <label className="ui-field__label" htmlFor="wa-hi">
            हिन्दी (Hindi)
          </label>
          <textarea
            id="wa-hi"
            className="ui-input"
            rows={3}
            lang="hi"
            value={form.whatsapp_template_hi}
            onChange={(e) => setForm({ ...form, whatsapp_template_hi: e.target.value })}
          />
          <fieldset className="lead-outcome__choices">
            <legend className="ui-field__label">New leads go in turn to (round robin)</legend>
            {(staff.data ?? []).map((s) => (
              <label key={s.id} className="lead-chip">
                <input
                  type="checkbox"
                  checked={form.assignees.includes(s.id)}
                  onChange={(e) =>
                    setForm({
                      ...form,
                      assignees: e.target.checked
                        ? [...form.assignees, s.id]
                        : form.assignees.filter((id) => id !== s.id),
                    })
                  }
                />
                {s.name}
              </label>
            ))}
          </fieldset>
          <p className="admin-muted">
            Nobody ticked: new leads stay unassigned. Each person is mailed their new leads.
          </p>
          <div className="admin-form-actions">
            <button type="submit" className="btn btn--primary">
              Save settings
            </button>
          </div>
        </form>
      ) : null}
      <section className="admin-panel" aria-labelledby="lost-reasons">
        <h2 id="lost-reasons">Lost reasons</h2>
        <ul className="admin-recent-list">
          {(reasons.data ?? []).map((r) => (
            <li key={r.reason_id}>
              <span className={r.is_active ? undefined : "admin-muted"}>
                {r.label}
                {r.is_active ? "" : " (retired)"}
              </span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() =>
                  void act(async () => {
                    const res = await apiRequest(`/leads/lost-reasons/${r.reason_id}`, {
                      method: "PUT",
                      body: { is_active: !r.is_active },
                    });
                    await reasons.reload();
                    return res.message;
                  })
                }
              >
                {r.is_active ? `Retire ${r.label}` : `Offer ${r.label} again`}
              </button>
            </li>
          ))}
        </ul>
        <form
          className="lead-outcome__when"
          onSubmit={(e) => {
            e.preventDefault();
            void act(async () => {
              const res = await apiRequest("/leads/lost-reasons", {
                method: "POST",
                body: { label: newReason },
              });
              setNewReason("");
              await reasons.reload();
              return res.message;
            });
          }}
        >
          <label className="visually-hidden" htmlFor="new-reason">
            New reason
          </label>
          <input
            id="new-reason"
            className="ui-input"
            value={newReason}
            placeholder="A new reason"
            onChange={(e) => setNewReason(e.target.value)}
          />
          <button type="submit" className="btn btn--secondary">
            Add reason
          </button>
        </form>
      </section>
    </>
  );
}
