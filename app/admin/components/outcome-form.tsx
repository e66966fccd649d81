// The front desk's one step: what was done (call, WhatsApp, e-mail, visit, note), a note, the next follow-up and
// the status, saved together. It opens on a call and "tomorrow 11:00", so "called, no answer, try again tomorrow
// 11:00" is No answer, then Save. A lead that stays open must keep a next follow-up; a lost one needs its reason.
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "#app/admin/hooks/use-api-data.ts";
import { followUpChoices, OUTCOME_LABELS, typedIndiaTime } from "#app/admin/models/lead-model.ts";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { LEAD_MESSAGES } from "#contract/admin-messages";
import { LEAD_OUTCOMES, type LeadKind, type LeadOutcome } from "#contract/enums";
import { LEAD_STATUS_TYPE, statusType } from "#contract/leads";
import type { LeadDetail, LostReason } from "#contract/schemas/leads";
import { statusLabel } from "./status-badge.tsx";

export interface OutcomeTarget {
  kind: LeadKind;
  id: number;
  name: string;
  status: string;
}

export function OutcomeForm({
  lead,
  reasons,
  onSaved,
  onCancel,
}: {
  lead: OutcomeTarget;
  reasons: LostReason[];
  onSaved: (detail: LeadDetail, message: string) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const choices = followUpChoices();
  const [outcome, setOutcome] = useState<LeadOutcome>("call");
  const [note, setNote] = useState("");
  const [status, setStatus] = useState(lead.status);
  const [followUp, setFollowUp] = useState<string>(choices[0]?.key ?? "other");
  const [day, setDay] = useState("");
  const [time, setTime] = useState("11:00");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const type = statusType(lead.kind, status);
  const statuses = Object.keys(LEAD_STATUS_TYPE[lead.kind]);

  function followUpAt(): Date | null {
    if (followUp === "other") return typedIndiaTime(day, time);
    return choices.find((c) => c.key === followUp)?.at ?? null;
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setFieldErrors({});
    const at = type === "open" ? followUpAt() : null;
    try {
      const { data, message } = await apiRequest<LeadDetail>(
        `/leads/${lead.kind}/${lead.id}/outcome`,
        {
          method: "POST",
          body: {
            outcome,
            note: note.trim() || null,
            status,
            ...(type === "open" ? { next_follow_up_at: at ? at.toISOString() : null } : {}),
            ...(type === "lost" ? { lost_reason_id: reason ? Number(reason) : null } : {}),
          },
        },
        LEAD_MESSAGES.saveFailed,
      );
      onSaved(data, message ?? LEAD_MESSAGES.outcomeSaved);
    } catch (err) {
      setError(errorMessage(err, LEAD_MESSAGES.saveFailed));
      if (err instanceof ApiError)
        setFieldErrors(Object.fromEntries(err.errors.map((f) => [f.field, f.message])));
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: string) =>
    fieldErrors[field] ? (
      <p className="ui-field__error" id={`${id}-${field}-error`}>
        {fieldErrors[field]}
      </p>
    ) : null;

  return (
    <form className="lead-outcome" onSubmit={save} aria-label={`Outcome for ${lead.name}`}>
      <fieldset className="lead-outcome__choices">
        <legend className="ui-field__label">What did you do?</legend>
        {LEAD_OUTCOMES.map((o) => (
          <label key={o} className="lead-chip">
            <input
              type="radio"
              name={`${id}-outcome`}
              value={o}
              checked={outcome === o}
              onChange={() => setOutcome(o)}
            />
            {OUTCOME_LABELS[o]}
          </label>
        ))}
      </fieldset>
      <div className="lead-outcome__quick">
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => setNote("No answer")}>
          No answer
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={() => setNote("Busy, call back")}
        >
          Busy, call back
        </button>
      </div>
      <label className="ui-field__label" htmlFor={`${id}-note`}>
        Note
      </label>
      <textarea
        id={`${id}-note`}
        className="ui-input"
        rows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {lead.kind === "enrolment" ? (
        // An enrolment's status goes with its seat and payment (the batch's roster), so it is shown, not chosen.
        <p className="ui-field__hint">
          Status: {statusLabel(status)} ({type}), changed from the batch's roster or by its payment.
        </p>
      ) : (
        <>
          <label className="ui-field__label" htmlFor={`${id}-status`}>
            Status
          </label>
          <select
            id={`${id}-status`}
            className="ui-input"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)} ({statusType(lead.kind, s)})
              </option>
            ))}
          </select>
        </>
      )}
      {fieldError("status")}
      {type === "open" ? (
        <fieldset
          className="lead-outcome__choices"
          aria-describedby={fieldErrors.next_follow_up_at ? `${id}-next_follow_up_at-error` : undefined}
        >
          <legend className="ui-field__label">Next follow-up</legend>
          {choices.map((c) => (
            <label key={c.key} className="lead-chip">
              <input
                type="radio"
                name={`${id}-follow-up`}
                value={c.key}
                checked={followUp === c.key}
                onChange={() => setFollowUp(c.key)}
              />
              {c.label}
            </label>
          ))}
          <label className="lead-chip">
            <input
              type="radio"
              name={`${id}-follow-up`}
              value="other"
              checked={followUp === "other"}
              onChange={() => setFollowUp("other")}
            />
            Other
          </label>
          {followUp === "other" ? (
            <span className="lead-outcome__when">
              <input
                type="date"
                className="ui-input"
                aria-label="Follow-up date (India)"
                value={day}
                onChange={(e) => setDay(e.target.value)}
              />
              <input
                type="time"
                className="ui-input"
                aria-label="Follow-up time (India)"
                value={time}
                onChange={(e) => setTime(e.target.value)}
              />
            </span>
          ) : null}
          {fieldError("next_follow_up_at")}
        </fieldset>
      ) : null}
      {type === "lost" ? (
        <>
          <label className="ui-field__label" htmlFor={`${id}-reason`}>
            Why was it lost?
          </label>
          <select
            id={`${id}-reason`}
            className="ui-input"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          >
            <option value="">Choose a reason</option>
            {reasons
              .filter((r) => r.is_active)
              .map((r) => (
                <option key={r.reason_id} value={r.reason_id}>
                  {r.label}
                </option>
              ))}
          </select>
          {fieldError("lost_reason_id")}
        </>
      ) : null}
      {error ? (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-form-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
