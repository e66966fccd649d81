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
import { type Column, DataTable } from "../../components/admin/data-table";
import {
  ClearFiltersButton,
  FilterSelect,
  ListPagination,
  ListToolbar,
  SearchBox,
} from "../../components/admin/list-controls";
import { PageHeader } from "../../components/admin/page-header";
import { ContactEntries } from "../../components/admin/requests/contact-entries";
import {
  InboxMessages,
  RequestDetailModal,
  RequestRowActions,
} from "../../components/admin/requests/request-inbox-view";
import { useRequestInbox } from "../../components/admin/requests/use-request-inbox";
import { statusLabel } from "../../components/admin/status-badge";
import { StatusSelect } from "../../components/admin/status-select";
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
  const { list, rows, total, isBusy } = inbox;
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
      cell: (r) => <RequestRowActions inbox={inbox} row={r} about={`the request from ${r.name}`} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={`Consultations (${total})`}
        subtitle="Requests from the consultation booking form."
      />
      <InboxMessages inbox={inbox} />
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

      <RequestDetailModal
        inbox={inbox}
        title={(request) => `Consultation request from ${request.name}`}
        emptyTitle="Consultation request"
        deleteLabel="Delete Request"
      >
        {(request) => (
          <>
            <dl className="admin-details admin-details--spaced">
              <ContactEntries email={request.email} phone={request.phone} />
              <div>
                <dt>Service</dt>
                <dd>{serviceLabel(request)}</dd>
              </div>
              <div>
                <dt>Preferred date</dt>
                <dd>{formatDay(request.preferred_date)}</dd>
              </div>
              <div>
                <dt>Location</dt>
                <dd>{request.location || EMPTY_CELL}</dd>
              </div>
              <div>
                <dt>Received</dt>
                <dd>{formatDateTime(request.created_at)}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{statusSelect(request, "Status")}</dd>
              </div>
            </dl>
            <h3 className="ui-field__label">Message</h3>
            <p className="admin-message-text">{request.message}</p>
            <NotesEditor
              key={request.request_id}
              saved={request.admin_notes ?? ""}
              busy={isBusy(request)}
              onSave={(notes) => update(request, { admin_notes: notes }, NOTES_SAVED)}
            />
          </>
        )}
      </RequestDetailModal>
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
