// Inquiries in the back office (spec §2 Inquiries, §4 inquiry status, §8 messages): status and type filters,
// server-side search and paging, a table with an inline status selector, a detail modal and delete.
import { useState } from "react";
import { INQUIRY_STATUSES, INQUIRY_TYPES, type InquiryStatus } from "#contract/enums";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { Inquiry } from "#contract/schemas/inquiry";
import { EMPTY_CELL, formatDateTime } from "../../components/admin/admin-format";
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
import { StatusBadge, statusLabel } from "../../components/admin/status-badge";
import { StatusSelect } from "../../components/admin/status-select";
import { useApiData } from "../../components/admin/use-api-data";
import { Alert } from "../../components/ui/alert";
import { apiRequest } from "../../lib/api-client";
import "../../styles/admin-screens.css";
import type { Route } from "./+types/inquiries";

export const meta: Route.MetaFunction = () => adminMeta("Inquiries");

const LOAD_FAILED = "Failed to load inquiries";
const STATUS_OPTIONS = INQUIRY_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));
const TYPE_OPTIONS = INQUIRY_TYPES.map((t) => ({ value: t, label: statusLabel(t) }));

const fullName = (i: Inquiry) => `${i.first_name} ${i.last_name}`.trim();

export default function InquiriesAdmin() {
  const list = useListParams(["status", "inquiry_type"]);
  const { status, inquiry_type } = list.filters;
  const flash = useFlash();
  const [selected, setSelected] = useState<Inquiry | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [loadErrorDismissed, setLoadErrorDismissed] = useState(false);

  const inquiries = useApiData(
    async (signal) => {
      setLoadErrorDismissed(false);
      const { data, meta } = await apiRequest<Inquiry[]>(
        "/inquiries",
        { signal, query: { status, inquiry_type, q: list.q, limit: list.limit, offset: list.offset } },
        LOAD_FAILED,
      );
      return { items: data, total: meta?.total ?? data.length };
    },
    [status, inquiry_type, list.q, list.limit, list.offset],
    LOAD_FAILED,
  );
  const rows = inquiries.data?.items ?? [];
  const total = inquiries.data?.total ?? 0;

  function replaceRow(updated: Inquiry) {
    inquiries.setData((d) =>
      d ? { ...d, items: d.items.map((i) => (i.inquiry_id === updated.inquiry_id ? updated : i)) } : d,
    );
    setSelected((s) => (s?.inquiry_id === updated.inquiry_id ? updated : s));
  }

  async function changeStatus(inquiry: Inquiry, next: InquiryStatus) {
    setBusyId(inquiry.inquiry_id);
    try {
      const { data } = await apiRequest<Inquiry>(
        `/inquiries/${inquiry.inquiry_id}`,
        { method: "PUT", body: { status: next } },
        ADMIN_MESSAGES.inquiryStatusUpdateFailed,
      );
      replaceRow(data);
      flash.success(ADMIN_MESSAGES.statusUpdated);
      // Under a status filter the row may no longer belong on this page.
      if (status) await inquiries.reload();
    } catch {
      flash.error(ADMIN_MESSAGES.inquiryStatusUpdateFailed);
    } finally {
      setBusyId(null);
    }
  }

  async function remove(inquiry: Inquiry) {
    if (!confirmAction("deleteInquiry")) return;
    setBusyId(inquiry.inquiry_id);
    try {
      await apiRequest(`/inquiries/${inquiry.inquiry_id}`, { method: "DELETE" }, ADMIN_MESSAGES.deleteFailed);
      setSelected(null);
      flash.success(ADMIN_MESSAGES.inquiryDeleted);
      await inquiries.reload();
    } catch {
      flash.error(ADMIN_MESSAGES.deleteFailed);
    } finally {
      setBusyId(null);
    }
  }

  const statusSelect = (i: Inquiry, label = `Status of the inquiry from ${fullName(i)}`) => (
    <StatusSelect
      value={i.status}
      statuses={INQUIRY_STATUSES}
      onChange={(s) => void changeStatus(i, s)}
      label={label}
      disabled={busyId === i.inquiry_id}
    />
  );

  const columns: Column<Inquiry>[] = [
    { key: "created_at", header: "Received", cell: (i) => formatDateTime(i.created_at) },
    {
      key: "name",
      header: "Name",
      cell: (i) => (
        <>
          <strong>{fullName(i)}</strong>
          <span className="admin-table__sub">{i.email}</span>
        </>
      ),
    },
    { key: "phone", header: "Phone", cell: (i) => i.phone },
    {
      key: "type",
      header: "Type",
      cell: (i) => (
        <StatusBadge status={i.inquiry_type} tone={i.inquiry_type === "course" ? "info" : "neutral"} />
      ),
    },
    {
      key: "subject",
      header: "Subject",
      cell: (i) => (i.subject ? <span className="admin-table__clamp">{i.subject}</span> : EMPTY_CELL),
    },
    { key: "status", header: "Status", cell: (i) => statusSelect(i) },
    {
      key: "actions",
      header: "Actions",
      cell: (i) => (
        <div className="admin-row-actions">
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setSelected(i)}>
            View<span className="visually-hidden"> the inquiry from {fullName(i)}</span>
          </button>
          <button
            type="button"
            className="btn btn--danger btn--small"
            onClick={() => void remove(i)}
            disabled={busyId === i.inquiry_id}
          >
            Delete<span className="visually-hidden"> the inquiry from {fullName(i)}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={`Inquiries (${total})`}
        subtitle="Messages from the contact form and course enrolments."
      />
      {/* While the modal is open the page behind it is inert, so messages show inside the modal instead. */}
      {selected ? null : <FlashMessage flash={flash} />}
      {inquiries.error && !loadErrorDismissed ? (
        <Alert tone="error" onDismiss={() => setLoadErrorDismissed(true)}>
          {inquiries.error}
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
        <FilterSelect
          label="Type"
          value={inquiry_type ?? ""}
          onChange={(v) => list.setFilter("inquiry_type", v)}
          options={TYPE_OPTIONS}
          allLabel="All types"
        />
        <SearchBox
          value={list.q}
          onSearch={list.setQuery}
          label="Search inquiries"
          placeholder="Name, email, phone…"
        />
        <ClearFiltersButton list={list} />
      </ListToolbar>
      <DataTable
        caption="Inquiries"
        columns={columns}
        rows={rows}
        rowKey={(i) => i.inquiry_id}
        loading={inquiries.loading && !inquiries.data}
        loadingLabel="Loading inquiries..."
        empty={list.hasFilters ? "No inquiries match these filters." : "No inquiries yet."}
        footer={`Total: ${total} ${total === 1 ? "inquiry" : "inquiries"}`}
      />
      <ListPagination list={list} total={total} itemLabel="inquiries" />

      <AdminModal
        open={selected !== null}
        onClose={() => setSelected(null)}
        title={selected ? `Inquiry from ${fullName(selected)}` : "Inquiry"}
        footer={
          selected ? (
            <>
              <button
                type="button"
                className="btn btn--danger"
                onClick={() => void remove(selected)}
                disabled={busyId === selected.inquiry_id}
              >
                Delete Inquiry
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
                <dt>Type</dt>
                <dd>{statusLabel(selected.inquiry_type)}</dd>
              </div>
              <div>
                <dt>Received</dt>
                <dd>{formatDateTime(selected.created_at)}</dd>
              </div>
              <div>
                <dt>Subject</dt>
                <dd>{selected.subject || EMPTY_CELL}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{statusSelect(selected, "Status")}</dd>
              </div>
            </dl>
            <h3 className="ui-field__label">Message</h3>
            <p className="admin-message-text">{selected.message || EMPTY_CELL}</p>
          </>
        ) : null}
      </AdminModal>
    </>
  );
}
