// Consultation requests in the back office (spec §2 Consultations, §4 consultation status, §8 messages): the
// inquiries pattern, with the service (default 'General Consultation'), preferred date and location, and staff
// notes kept in the detail modal.
import { useEffect, useId, useState } from "react";
import { CONSULTATION_DEFAULT_SERVICE_LABEL } from "#contract/constants";
import { CONSULTATION_STATUSES, type ConsultationStatus } from "#contract/enums";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { Consultation } from "#contract/schemas/consultation";
import { EMPTY_CELL, formatDateTime, formatDay } from "../../components/admin/admin-format";
import { adminMeta } from "../../components/admin/admin-meta";
import { AdminModal } from "../../components/admin/admin-modal";
import { type Column, DataTable } from "../../components/admin/data-table";
import { FlashMessage } from "../../components/admin/flash";
import {
  ClearFiltersButton,
  FilterSelect,
  ListPagination,
  ListToolbar,
  SearchBox,
} from "../../components/admin/list-controls";
import { PageHeader } from "../../components/admin/page-header";
import { ContactEntries } from "../../components/admin/requests/contact-entries";
import { useRequestInbox } from "../../components/admin/requests/use-request-inbox";
import { statusLabel } from "../../components/admin/status-badge";
import { StatusSelect } from "../../components/admin/status-select";
import { Alert } from "../../components/ui/alert";
import "../../styles/admin-screens.css";
import type { Route } from "./+types/consultations";

export const meta: Route.MetaFunction = () => adminMeta("Consultations");

const LOAD_FAILED = "Failed to load consultation requests";
const NOTES_SAVED = "Notes saved!";
/** One field at a time: the status from the selector, or the notes from the modal. */
type RequestChange = { status: ConsultationStatus } | { admin_notes: string };

const FILTERS = ["status"] as const;
const STATUS_OPTIONS = CONSULTATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

const serviceLabel = (c: Pick<Consultation, "service_type">) =>
  c.service_type ? statusLabel(c.service_type) : CONSULTATION_DEFAULT_SERVICE_LABEL;

export default function ConsultationsAdmin() {
  const inbox = useRequestInbox<Consultation>({
    endpoint: "/consultations",
    filterNames: FILTERS,
    idOf: (r) => r.request_id,
    loadFailed: LOAD_FAILED,
    updateFailed: ADMIN_MESSAGES.consultationUpdateFailed,
    deleteConfirm: "deleteConsultation",
    deleted: ADMIN_MESSAGES.deleted,
  });
  const { list, flash, rows, total, selected, setSelected, isBusy, remove } = inbox;
  const { status } = list.filters;
  const update = (request: Consultation, change: RequestChange, success: string) =>
    inbox.update(request, change, success);

  const statusSelect = (r: Consultation, label = `Status of the request from ${r.name}`) => (
    <StatusSelect
      value={r.status}
      statuses={CONSULTATION_STATUSES}
      onChange={(s: ConsultationStatus) => void update(r, { status: s }, ADMIN_MESSAGES.statusUpdated)}
      label={label}
      disabled={isBusy(r)}
    />
  );

  const columns: Column<Consultation>[] = [
    { key: "created_at", header: "Received", cell: (r) => formatDateTime(r.created_at) },
    {
      key: "name",
      header: "Name",
      cell: (r) => (
        <>
          <strong>{r.name}</strong>
          <span className="admin-table__sub">{r.email}</span>
        </>
      ),
    },
    { key: "phone", header: "Phone", cell: (r) => r.phone },
    { key: "service", header: "Service", cell: (r) => serviceLabel(r) },
    { key: "preferred_date", header: "Preferred date", cell: (r) => formatDay(r.preferred_date) },
    { key: "location", header: "Location", cell: (r) => r.location || EMPTY_CELL },
    { key: "status", header: "Status", cell: (r) => statusSelect(r) },
    {
      key: "actions",
      header: "Actions",
      cell: (r) => (
        <div className="admin-row-actions">
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setSelected(r)}>
            View<span className="visually-hidden"> the request from {r.name}</span>
          </button>
          <button
            type="button"
            className="btn btn--danger btn--small"
            onClick={() => void remove(r)}
            disabled={isBusy(r)}
          >
            Delete<span className="visually-hidden"> the request from {r.name}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={`Consultations (${total})`}
        subtitle="Requests from the consultation booking form."
      />
      {/* While the modal is open the page behind it is inert, so messages show inside the modal instead. */}
      {selected ? null : <FlashMessage flash={flash} />}
      {inbox.loadError ? (
        <Alert tone="error" onDismiss={inbox.dismissLoadError}>
          {inbox.loadError}
        </Alert>
      ) : null}
      <ListToolbar>
        <FilterSelect
          label="Status"
          value={status ?? ""}
          onChange={(v) => list.setFilter("status", v)}
          options={STATUS_OPTIONS}
          allLabel="All statuses"
        />
        <SearchBox
          value={list.q}
          onSearch={list.setQuery}
          label="Search consultations"
          placeholder="Name, email, phone, location…"
        />
        <ClearFiltersButton list={list} />
      </ListToolbar>
      <DataTable
        caption="Consultation requests"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.request_id}
        loading={inbox.loading}
        loadingLabel="Loading consultation requests..."
        empty={list.hasFilters ? "No requests match these filters." : "No consultation requests yet."}
        footer={`Total: ${total} ${total === 1 ? "request" : "requests"}`}
      />
      <ListPagination list={list} total={total} itemLabel="requests" />

      <AdminModal
        open={selected !== null}
        onClose={() => setSelected(null)}
        title={selected ? `Consultation request from ${selected.name}` : "Consultation request"}
        footer={
          selected ? (
            <>
              <button
                type="button"
                className="btn btn--danger"
                onClick={() => void remove(selected)}
                disabled={isBusy(selected)}
              >
                Delete Request
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => setSelected(null)}>
                Close
              </button>
            </>
          ) : null
        }
      >
        {selected ? (
          <>
            <FlashMessage flash={flash} />
            <dl className="admin-details admin-details--spaced">
              <ContactEntries email={selected.email} phone={selected.phone} />
              <div>
                <dt>Service</dt>
                <dd>{serviceLabel(selected)}</dd>
              </div>
              <div>
                <dt>Preferred date</dt>
                <dd>{formatDay(selected.preferred_date)}</dd>
              </div>
              <div>
                <dt>Location</dt>
                <dd>{selected.location || EMPTY_CELL}</dd>
              </div>
              <div>
                <dt>Received</dt>
                <dd>{formatDateTime(selected.created_at)}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{statusSelect(selected, "Status")}</dd>
              </div>
            </dl>
            <h3 className="ui-field__label">Message</h3>
            <p className="admin-message-text">{selected.message}</p>
            <NotesEditor
              key={selected.request_id}
              saved={selected.admin_notes ?? ""}
              busy={isBusy(selected)}
              onSave={(notes) => update(selected, { admin_notes: notes }, NOTES_SAVED)}
            />
          </>
        ) : null}
      </AdminModal>
    </>
  );
}

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
