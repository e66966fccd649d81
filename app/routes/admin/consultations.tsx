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
import { confirmAction } from "../../components/admin/confirm";
import { type Column, DataTable } from "../../components/admin/data-table";
import { FlashMessage, useFlash } from "../../components/admin/flash";
import {
  ClearFiltersButton,
  FilterSelect,
  ListPagination,
  ListToolbar,
  SearchBox,
  useListParams,
} from "../../components/admin/list-controls";
import { PageHeader } from "../../components/admin/page-header";
import { statusLabel } from "../../components/admin/status-badge";
import { StatusSelect } from "../../components/admin/status-select";
import { useApiData } from "../../components/admin/use-api-data";
import { Alert } from "../../components/ui/alert";
import { apiRequest } from "../../lib/api-client";
import "../../styles/admin-screens.css";
import type { Route } from "./+types/consultations";

export const meta: Route.MetaFunction = () => adminMeta("Consultations");

const LOAD_FAILED = "Failed to load consultation requests";
const NOTES_SAVED = "Notes saved!";
/** One field at a time: the status from the selector, or the notes from the modal. */
type RequestChange = { status: ConsultationStatus } | { admin_notes: string };

const STATUS_OPTIONS = CONSULTATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

const serviceLabel = (c: Pick<Consultation, "service_type">) =>
  c.service_type ? statusLabel(c.service_type) : CONSULTATION_DEFAULT_SERVICE_LABEL;

export default function ConsultationsAdmin() {
  const list = useListParams(["status"]);
  const { status } = list.filters;
  const flash = useFlash();
  const [selected, setSelected] = useState<Consultation | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [loadErrorDismissed, setLoadErrorDismissed] = useState(false);

  const requests = useApiData(
    async (signal) => {
      setLoadErrorDismissed(false);
      const { data, meta } = await apiRequest<Consultation[]>(
        "/consultations",
        { signal, query: { status, q: list.q, limit: list.limit, offset: list.offset } },
        LOAD_FAILED,
      );
      return { items: data, total: meta?.total ?? data.length };
    },
    [status, list.q, list.limit, list.offset],
    LOAD_FAILED,
  );
  const rows = requests.data?.items ?? [];
  const total = requests.data?.total ?? 0;

  function replaceRow(updated: Consultation) {
    requests.setData((d) =>
      d ? { ...d, items: d.items.map((r) => (r.request_id === updated.request_id ? updated : r)) } : d,
    );
    setSelected((s) => (s?.request_id === updated.request_id ? updated : s));
  }

  /** Sends one change; true when it was saved. */
  async function update(request: Consultation, change: RequestChange, success: string): Promise<boolean> {
    setBusyId(request.request_id);
    try {
      const { data } = await apiRequest<Consultation>(
        `/consultations/${request.request_id}`,
        { method: "PUT", body: change },
        ADMIN_MESSAGES.consultationUpdateFailed,
      );
      replaceRow(data);
      flash.success(success);
      // Under a status filter the row may no longer belong on this page.
      if (status && "status" in change) await requests.reload();
      return true;
    } catch {
      flash.error(ADMIN_MESSAGES.consultationUpdateFailed);
      return false;
    } finally {
      setBusyId(null);
    }
  }

  async function remove(request: Consultation) {
    if (!confirmAction("deleteConsultation")) return;
    setBusyId(request.request_id);
    try {
      await apiRequest(
        `/consultations/${request.request_id}`,
        { method: "DELETE" },
        ADMIN_MESSAGES.deleteFailed,
      );
      setSelected(null);
      flash.success(ADMIN_MESSAGES.deleted);
      await requests.reload();
    } catch {
      flash.error(ADMIN_MESSAGES.deleteFailed);
    } finally {
      setBusyId(null);
    }
  }

  const statusSelect = (r: Consultation, label = `Status of the request from ${r.name}`) => (
    <StatusSelect
      value={r.status}
      statuses={CONSULTATION_STATUSES}
      onChange={(s: ConsultationStatus) => void update(r, { status: s }, ADMIN_MESSAGES.statusUpdated)}
      label={label}
      disabled={busyId === r.request_id}
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
            disabled={busyId === r.request_id}
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
      {requests.error && !loadErrorDismissed ? (
        <Alert tone="error" onDismiss={() => setLoadErrorDismissed(true)}>
          {requests.error}
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
        loading={requests.loading && !requests.data}
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
                disabled={busyId === selected.request_id}
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
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${selected.email}`}>{selected.email}</a>
                </dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${selected.phone.replace(/[^\d+]/g, "")}`}>{selected.phone}</a>
                </dd>
              </div>
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
              busy={busyId === selected.request_id}
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
