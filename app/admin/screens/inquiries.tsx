// The inquiries inbox: status and type filters, search and paging on the server, a table with an inline status
// selector that saves at once, and a detail modal with delete.
import { enumFilter } from "#app/admin/components/list-screen.tsx";
import { inboxScreen } from "#app/admin/components/request-inbox-view.tsx";
import { StatusBadge, statusLabel } from "#app/admin/components/status-badge.tsx";
import { EMPTY_CELL, formatDateTime } from "#app/admin/models/admin-format.ts";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { INQUIRY_STATUSES, INQUIRY_TYPES } from "#contract/enums";
import type { Inquiry } from "#contract/schemas/inquiry";
import { ENDPOINTS } from "./endpoints.ts";

const fullName = (i: Inquiry) => `${i.first_name} ${i.last_name}`.trim();

export const inquiriesScreen = inboxScreen({
  options: {
    resource: ENDPOINTS.inquiries,
    loadFailed: "Failed to load inquiries",
    deleteConfirm: "deleteInquiry",
    deleted: ADMIN_MESSAGES.inquiryDeleted,
    deleteFailed: ADMIN_MESSAGES.deleteFailed,
  },
  title: "Inquiries",
  subtitle: "Messages from the contact form and course enrolments.",
  statuses: INQUIRY_STATUSES,
  moreFilters: [enumFilter("inquiry_type", "Type", INQUIRY_TYPES, "All types")],
  search: { label: "Search inquiries", placeholder: "Name, email, phone…" },
  empty: {
    filtered: "No inquiries match these filters.",
    none: "No inquiries yet. They arrive here from the contact form and the course enrolment form on the site.",
  },
  noun: ["inquiry", "inquiries"],
  statusFailed: ADMIN_MESSAGES.inquiryStatusUpdateFailed,
  name: fullName,
  about: (i: Inquiry) => `the inquiry from ${fullName(i)}`,
  fileStem: "inquiries",
  columns: [
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
  ],
  modal: {
    title: (i) => `Inquiry from ${fullName(i)}`,
    emptyTitle: "Inquiry",
    deleteLabel: "Delete Inquiry",
    details: (i) => [
      ["Type", statusLabel(i.inquiry_type)],
      ["Received", formatDateTime(i.created_at)],
      ["Subject", i.subject || EMPTY_CELL],
    ],
    leadPage: (i) => `/admin/leads/inquiry/${i.inquiry_id}`,
  },
});
