// The consultation requests inbox: the inquiries pattern, with the service (the default service's label when
// none was chosen), preferred date and location, and staff notes kept in the detail modal.

import { useEffect, useId, useState } from "react";
import { ExportCsvButton } from "#app/admin/components/export-csv-button.tsx";
import { actionsColumn, headedColumn } from "#app/admin/components/list-columns.tsx";
import { type ListScreenConfig, statusFilter } from "#app/admin/components/list-screen.tsx";
import { RequestDetailModal } from "#app/admin/components/request-inbox-view.tsx";
import { statusLabel } from "#app/admin/components/status-badge.tsx";
import { rowStatusSelect } from "#app/admin/components/status-select.tsx";
import { EMPTY_CELL, formatDateTime, formatDay } from "#app/admin/models/admin-format.ts";
import { CONSULTATION_DEFAULT_SERVICE_LABEL } from "#contract/constants";
import { CONSULTATION_STATUSES } from "#contract/enums";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { Consultation } from "#contract/schemas/consultation";
import { ENDPOINTS } from "./endpoints.ts";

const NOTES_SAVED = "Notes saved!";

const serviceLabel = (c: Pick<Consultation, "service_type">) =>
  c.service_type ? statusLabel(c.service_type) : CONSULTATION_DEFAULT_SERVICE_LABEL;

const statusSelect = rowStatusSelect(
  CONSULTATION_STATUSES,
  ADMIN_MESSAGES.consultationUpdateFailed,
  (r: Consultation) => `Status of the request from ${r.name}`,
);

export const consultationsScreen: ListScreenConfig<Consultation> = {
  options: {
    resource: ENDPOINTS.consultations,
    loadFailed: "Failed to load consultation requests",
    deleteConfirm: "deleteConsultation",
    deleted: ADMIN_MESSAGES.deleted,
    deleteFailed: ADMIN_MESSAGES.deleteFailed,
  },
  title: "Consultations",
  subtitle: "Requests from the consultation booking form.",
  filters: [statusFilter(CONSULTATION_STATUSES)],
  search: { label: "Search consultations", placeholder: "Name, email, phone, location…" },
  caption: "Consultation requests",
  loadingLabel: "Loading consultation requests...",
  empty: { filtered: "No requests match these filters.", none: "No consultation requests yet." },
  selectOpensModal: true,
  noun: ["request", "requests"],
  slots: {
    actions: (screen) => (
      <ExportCsvButton
        screen={screen}
        collectionPath={ENDPOINTS.consultations.path}
        fileStem="consultation_requests"
      />
    ),
    bottom: (screen) => (
      <RequestDetailModal
        screen={screen}
        title={(request) => `Consultation request from ${request.name}`}
        emptyTitle="Consultation request"
        deleteLabel="Delete Request"
        details={(request) => [
          ["Service", serviceLabel(request)],
          ["Preferred date", formatDay(request.preferred_date)],
          ["Location", request.location || EMPTY_CELL],
          ["Received", formatDateTime(request.created_at)],
          ["Status", statusSelect(screen, request, "Status")],
        ]}
        after={(request) => (
          <NotesEditor
            key={request.request_id}
            saved={request.admin_notes ?? ""}
            busy={screen.isBusy(request)}
            onSave={(notes) =>
              screen.update(
                request,
                { admin_notes: notes },
                { success: NOTES_SAVED, failed: ADMIN_MESSAGES.consultationUpdateFailed },
              )
            }
          />
        )}
      />
    ),
  },
  columns: (screen) => [
    { key: "created_at", header: "Received", cell: (r) => formatDateTime(r.created_at) },
    headedColumn("name", "Name", (r: Consultation) => [r.name, r.email]),
    { key: "phone", header: "Phone", cell: (r) => r.phone },
    { key: "service", header: "Service", cell: (r) => serviceLabel(r) },
    { key: "preferred_date", header: "Preferred date", cell: (r) => formatDay(r.preferred_date) },
    { key: "location", header: "Location", cell: (r) => r.location || EMPTY_CELL },
    { key: "status", header: "Status", cell: (r) => statusSelect(screen, r) },
    actionsColumn(screen, (r) => ({ about: `the request from ${r.name}`, view: true })),
  ],
};

/** Staff notes on a request: edited freely, saved on demand (PUT {admin_notes}). */
function NotesEditor({
  saved,
  busy,
  onSave,
}: {
  saved: string;
  busy: boolean;
  onSave: (notes: string) => Promise<boolean>;
}) {
  const id = useId();
  const [draft, setDraft] = useState(saved);
  // A save elsewhere (or the server trimming) brings the stored text back in.
  useEffect(() => setDraft(saved), [saved]);
  const changed = draft.trim() !== saved.trim();
  return (
    <form
      className="admin-notes"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave(draft.trim());
      }}
    >
      <div className="ui-field">
        <label htmlFor={id} className="ui-field__label">
          Admin notes
        </label>
        <textarea
          id={id}
          rows={4}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Call outcomes, site details, follow-ups… Only staff see these."
        />
      </div>
      <button type="submit" className="btn btn--secondary btn--small" disabled={busy || !changed}>
        {busy ? "Saving..." : "Save Notes"}
      </button>
    </form>
  );
}
