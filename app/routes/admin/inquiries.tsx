// Inquiries in the back office (spec §2 Inquiries, §4 inquiry status, §8 messages): status and type filters,
// server-side search and paging, a table with an inline status selector, a detail modal and delete.
import { INQUIRY_STATUSES, INQUIRY_TYPES, type InquiryStatus } from "#contract/enums";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { Inquiry } from "#contract/schemas/inquiry";
import { EMPTY_CELL, formatDateTime } from "../../components/admin/admin-format";
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
import { StatusBadge, statusLabel } from "../../components/admin/status-badge";
import { StatusSelect } from "../../components/admin/status-select";
import "../../styles/admin-screens.css";
import type { Route } from "./+types/inquiries";

export const meta: Route.MetaFunction = () => adminMeta("Inquiries");

const LOAD_FAILED = "Failed to load inquiries";
const STATUS_OPTIONS = INQUIRY_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));
const TYPE_OPTIONS = INQUIRY_TYPES.map((t) => ({ value: t, label: statusLabel(t) }));

const FILTERS = ["status", "inquiry_type"] as const;

const fullName = (i: Inquiry) => `${i.first_name} ${i.last_name}`.trim();

export default function InquiriesAdmin() {
  const inbox = useRequestInbox<Inquiry>({
    endpoint: "/inquiries",
    filterNames: FILTERS,
    idOf: (i) => i.inquiry_id,
    loadFailed: LOAD_FAILED,
    updateFailed: ADMIN_MESSAGES.inquiryStatusUpdateFailed,
    deleteConfirm: "deleteInquiry",
    deleted: ADMIN_MESSAGES.inquiryDeleted,
  });
  const { list, rows, total, isBusy } = inbox;
  const { status, inquiry_type } = list.filters;

  const statusSelect = (i: Inquiry, label = `Status of the inquiry from ${fullName(i)}`) => (
    <StatusSelect
      value={i.status}
      statuses={INQUIRY_STATUSES}
      onChange={(s: InquiryStatus) => void inbox.update(i, { status: s }, ADMIN_MESSAGES.statusUpdated)}
      label={label}
      disabled={isBusy(i)}
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
      cell: (i) => <RequestRowActions inbox={inbox} row={i} about={`the inquiry from ${fullName(i)}`} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={`Inquiries (${total})`}
        subtitle="Messages from the contact form and course enrolments."
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
        loading={inbox.loading}
        loadingLabel="Loading inquiries..."
        empty={list.hasFilters ? "No inquiries match these filters." : "No inquiries yet."}
        footer={`Total: ${total} ${total === 1 ? "inquiry" : "inquiries"}`}
      />
      <ListPagination list={list} total={total} itemLabel="inquiries" />

      <RequestDetailModal
        inbox={inbox}
        title={(request) => `Inquiry from ${fullName(request)}`}
        emptyTitle="Inquiry"
        deleteLabel="Delete Inquiry"
      >
        {(request) => (
          <>
            <dl className="admin-details admin-details--spaced">
              <ContactEntries email={request.email} phone={request.phone} />
              <div>
                <dt>Type</dt>
                <dd>{statusLabel(request.inquiry_type)}</dd>
              </div>
              <div>
                <dt>Received</dt>
                <dd>{formatDateTime(request.created_at)}</dd>
              </div>
              <div>
                <dt>Subject</dt>
                <dd>{request.subject || EMPTY_CELL}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{statusSelect(request, "Status")}</dd>
              </div>
            </dl>
            <h3 className="ui-field__label">Message</h3>
            <p className="admin-message-text">{request.message || EMPTY_CELL}</p>
          </>
        )}
      </RequestDetailModal>
    </>
  );
}
