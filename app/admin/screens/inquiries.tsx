// The inquiries inbox: status and type filters, search and paging on the server, a table with an inline status
// selector that saves at once, and a detail modal with delete.

import { ExportCsvButton } from "#app/admin/components/export-csv-button.tsx";
import { actionsColumn, headedColumn } from "#app/admin/components/list-columns.tsx";
import { enumFilter, type ListScreenConfig, statusFilter } from "#app/admin/components/list-screen.tsx";
import { RequestDetailModal } from "#app/admin/components/request-inbox-view.tsx";
import { StatusBadge, statusLabel } from "#app/admin/components/status-badge.tsx";
import { rowStatusSelect } from "#app/admin/components/status-select.tsx";
import { EMPTY_CELL, formatDateTime } from "#app/admin/models/admin-format.ts";
import { INQUIRY_STATUSES, INQUIRY_TYPES } from "#contract/enums";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { Inquiry } from "#contract/schemas/inquiry";
import { ENDPOINTS } from "./endpoints.ts";

export const fullName = (i: Inquiry) => `${i.first_name} ${i.last_name}`.trim();

const statusSelect = rowStatusSelect(
  INQUIRY_STATUSES,
  ADMIN_MESSAGES.inquiryStatusUpdateFailed,
  (i: Inquiry) => `Status of the inquiry from ${fullName(i)}`,
);

export const inquiriesScreen: ListScreenConfig<Inquiry> = {
  options: {
    resource: ENDPOINTS.inquiries,
    loadFailed: "Failed to load inquiries",
    deleteConfirm: "deleteInquiry",
    deleted: ADMIN_MESSAGES.inquiryDeleted,
    deleteFailed: ADMIN_MESSAGES.deleteFailed,
  },
  title: "Inquiries",
  subtitle: "Messages from the contact form and course enrolments.",
  filters: [statusFilter(INQUIRY_STATUSES), enumFilter("inquiry_type", "Type", INQUIRY_TYPES, "All types")],
  search: { label: "Search inquiries", placeholder: "Name, email, phone…" },
  empty: { filtered: "No inquiries match these filters.", none: "No inquiries yet." },
  selectOpensModal: true,
  noun: ["inquiry", "inquiries"],
  slots: {
    actions: (screen) => (
      <ExportCsvButton screen={screen} collectionPath={ENDPOINTS.inquiries.path} fileStem="inquiries" />
    ),
    bottom: (screen) => (
      <RequestDetailModal
        screen={screen}
        title={(request) => `Inquiry from ${fullName(request)}`}
        emptyTitle="Inquiry"
        deleteLabel="Delete Inquiry"
        details={(request) => [
          ["Type", statusLabel(request.inquiry_type)],
          ["Received", formatDateTime(request.created_at)],
          ["Subject", request.subject || EMPTY_CELL],
          ["Status", statusSelect(screen, request, "Status")],
        ]}
      />
    ),
  },
  columns: (screen) => [
    { key: "created_at", header: "Received", cell: (i) => formatDateTime(i.created_at) },
    headedColumn("name", "Name", (i: Inquiry) => [fullName(i), i.email]),
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
    { key: "status", header: "Status", cell: (i) => statusSelect(screen, i) },
    actionsColumn(screen, (i) => ({ about: `the inquiry from ${fullName(i)}`, view: true })),
  ],
};
