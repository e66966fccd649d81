// The columns of each CSV export. The newsletter's are the ones staff already import into mailing tools; times
// stay ISO-8601 UTC, as the API gives them: exact, sortable and read by every spreadsheet. Statuses and types are
// the API's values, so a file can be filtered and re-imported without translating labels.
import { CONSULTATION_DEFAULT_SERVICE_LABEL, subscriberSourceLabel } from "#contract/constants";
import type { Consultation } from "#contract/schemas/consultation";
import type { Enrolment } from "#contract/schemas/enrolment";
import type { Inquiry } from "#contract/schemas/inquiry";
import type { Subscriber } from "#contract/schemas/newsletter";
import type { CsvExport } from "./csv";

export const SUBSCRIBERS_EXPORT: CsvExport<Subscriber> = {
  fileStem: "newsletter_subscribers",
  columns: [
    ["Email", (s) => s.email],
    ["Name", (s) => s.name],
    ["Status", (s) => s.status],
    ["Source", (s) => subscriberSourceLabel(s.source)],
    ["Subscribed At", (s) => s.subscribed_at],
    ["Unsubscribed At", (s) => s.unsubscribed_at],
  ],
};

export const INQUIRIES_EXPORT: CsvExport<Inquiry> = {
  fileStem: "inquiries",
  columns: [
    ["Received At", (i) => i.created_at],
    ["First Name", (i) => i.first_name],
    ["Last Name", (i) => i.last_name],
    ["Email", (i) => i.email],
    ["Phone", (i) => i.phone],
    ["Type", (i) => i.inquiry_type],
    ["Subject", (i) => i.subject],
    ["Message", (i) => i.message],
    ["Status", (i) => i.status],
  ],
};

const INDIA_CLOCK = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
/** An instant as "2026-12-01 10:00" in India; null stays null. */
const indiaClock = (iso: string | null) =>
  iso ? INDIA_CLOCK.format(new Date(iso)).replace(", ", " ") : null;

export const CONSULTATIONS_EXPORT: CsvExport<Consultation> = {
  fileStem: "consultation_requests",
  columns: [
    ["Received At", (r) => r.created_at],
    ["Name", (r) => r.name],
    ["Email", (r) => r.email],
    ["Phone", (r) => r.phone],
    ["Service", (r) => r.service_type ?? CONSULTATION_DEFAULT_SERVICE_LABEL],
    ["Preferred Date", (r) => r.preferred_date],
    // The time a booking took (empty for a request without a slot), in IST as the academy reads a clock.
    ["Booked From (IST)", (r) => indiaClock(r.starts_at)],
    ["Booked Until (IST)", (r) => indiaClock(r.ends_at)],
    ["Location", (r) => r.location],
    ["Message", (r) => r.message],
    ["Status", (r) => r.status],
    ["Admin Notes", (r) => r.admin_notes],
  ],
};

/** A batch's roster: who is coming, how to reach them, where they stand, and what they paid (in rupees). */
export const ENROLMENTS_EXPORT: CsvExport<Enrolment> = {
  fileStem: "enrolments",
  columns: [
    ["Enrolled At", (e) => e.created_at],
    ["Course", (e) => e.course_title],
    ["Batch Starts", (e) => e.starts_on],
    ["Name", (e) => e.name],
    ["Email", (e) => e.email],
    ["Phone", (e) => e.phone],
    ["Status", (e) => e.status],
    ["Amount (INR)", (e) => (e.amount_paise / 100).toFixed(2)],
    ["Paid (INR)", (e) => (e.amount_paid_paise / 100).toFixed(2)],
    ["Refund Due", (e) => (e.refund_due ? "yes" : "")],
    ["Completed At", (e) => e.completed_at],
    ["Certificate", (e) => e.certificate?.number],
    ["Notes", (e) => e.notes],
  ],
};
