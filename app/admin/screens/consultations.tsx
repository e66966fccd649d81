// The consultation requests inbox: the inquiries pattern, with the service (the default service's label when
// none was chosen), preferred date and location, and staff notes kept in the detail modal.
import { type RefObject, useEffect, useState } from "react";
import { inboxScreen } from "#app/admin/components/request-inbox-view.tsx";
import { statusLabel } from "#app/admin/components/status-badge.tsx";
import type { ResourceList } from "#app/admin/hooks/use-resource-list.ts";
import { EMPTY_CELL, formatDateTime, formatDay } from "#app/admin/models/admin-format.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { CONSULTATION_DEFAULT_SERVICE_LABEL } from "#contract/constants";
import { CONSULTATION_STATUSES } from "#contract/enums";
import type { Consultation } from "#contract/schemas/consultation";
import { ENDPOINTS } from "./endpoints.ts";

const serviceLabel = (c: Pick<Consultation, "service_type">) =>
  c.service_type ? statusLabel(c.service_type) : CONSULTATION_DEFAULT_SERVICE_LABEL;

/** The request's own columns; its window lists the same, then when it arrived. */
const columns: [string, string, (r: Consultation) => string][] = [
  ["service", "Service", serviceLabel],
  ["preferred_date", "Preferred date", (r) => formatDay(r.preferred_date)],
  ["location", "Location", (r) => r.location || EMPTY_CELL],
];

export const consultationsScreen = inboxScreen({
  options: {
    resource: ENDPOINTS.consultations,
    loadFailed: "Failed to load consultation requests",
    deleteConfirm: "deleteConsultation",
    deleted: ADMIN_MESSAGES.deleted,
    deleteFailed: ADMIN_MESSAGES.deleteFailed,
  },
  title: "Consultations",
  subtitle: "Requests from the consultation booking form.",
  statuses: CONSULTATION_STATUSES,
  search: { label: "Search consultations", placeholder: "Name, email, phone, location…" },
  caption: "Consultation requests",
  loadingLabel: "Loading consultation requests...",
  empty: {
    filtered: "No requests match these filters.",
    none: "No consultation requests yet. They arrive here from the booking form on the Consultation page.",
  },
  noun: ["request", "requests"],
  statusFailed: ADMIN_MESSAGES.consultationUpdateFailed,
  name: (r: Consultation) => r.name,
  about: (r: Consultation) => `the request from ${r.name}`,
  fileStem: "consultation_requests",
  columns: columns.map(([key, header, cell]) => ({ key, header, cell })),
  modal: {
    title: (r) => `Consultation request from ${r.name}`,
    emptyTitle: "Consultation request",
    deleteLabel: "Delete Request",
    details: (r) => [
      ...columns.map(([, term, value]) => [term, value(r)] as [string, string]),
      ["Received", formatDateTime(r.created_at)],
    ],
    leadPage: (r) => `/admin/leads/consultation/${r.request_id}`,
    after: (screen, r, unsaved) => (
      <NotesEditor key={r.request_id} screen={screen} request={r} unsaved={unsaved} />
    ),
  },
});

/** Staff notes on a request: edited freely, saved on demand (PUT {admin_notes}). */
function NotesEditor({
  screen,
  request,
  unsaved,
}: {
  screen: ResourceList<Consultation>;
  request: Consultation;
  unsaved: RefObject<boolean>;
}) {
  const saved = request.admin_notes ?? "";
  const busy = screen.isBusy(request);
  const [draft, setDraft] = useState(saved);
  unsaved.current = draft.trim() !== saved.trim();
  // A save elsewhere (or the server trimming) brings the stored text back in.
  useEffect(() => setDraft(saved), [saved]);
  return (
    <form
      className="admin-notes"
      onSubmit={(e) => {
        e.preventDefault();
        void screen.update(
          request,
          { admin_notes: draft.trim() },
          { success: "Notes saved!", failed: ADMIN_MESSAGES.consultationUpdateFailed },
        );
      }}
    >
      <FormField label="Admin notes">
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Call outcomes, site details, follow-ups… Only staff see these."
          />
        )}
      </FormField>
      <button type="submit" className="btn btn--secondary btn--small" disabled={busy || !unsaved.current}>
        {busy ? "Saving..." : "Save Notes"}
      </button>
    </form>
  );
}
