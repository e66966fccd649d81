// What the Today queue and a lead's page show: times in India, the follow-up quick picks, and words for the
// outcomes and timeline entries.
import { statusLabel } from "#app/admin/components/status-badge.tsx";
import type { LeadKind, LeadOutcome } from "#contract/enums";
import { indiaDate, indiaDatePlus, indiaTime } from "#contract/leads";
import type { LeadEventItem } from "#contract/schemas/leads";

export const OUTCOME_LABELS: Record<LeadOutcome, string> = {
  call: "Call",
  whatsapp: "WhatsApp",
  email: "E-mail",
  visit: "Visit",
  note: "Note",
};

export const KIND_LABELS: Record<LeadKind, string> = {
  inquiry: "Enquiry",
  consultation: "Consultation",
  enrolment: "Enrolment",
};

const IST = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** "Thu, 12 Jun, 11:00", in India whatever the browser's zone. */
export const formatIndia = (iso: string | null | undefined) => (iso ? IST.format(new Date(iso)) : "—");

/** The follow-up picks the form offers, as instants: tomorrow 11:00 is the desk's usual "try again". */
export function followUpChoices(now = new Date()) {
  return [
    { key: "tomorrow", label: "Tomorrow 11:00", at: indiaTime(indiaDatePlus(now, 1), "11:00") },
    { key: "today", label: "Today 17:00", at: indiaTime(indiaDate(now), "17:00") },
    { key: "three-days", label: "In 3 days, 11:00", at: indiaTime(indiaDatePlus(now, 3), "11:00") },
    { key: "week", label: "Next week, 11:00", at: indiaTime(indiaDatePlus(now, 7), "11:00") },
  ].filter((c) => c.at.getTime() > now.getTime());
}

/** An IST date and time typed in the form ("2031-06-12", "11:00") as an instant; null when incomplete. */
export function typedIndiaTime(day: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = indiaTime(day, time);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** One line of the timeline, in words. */
export function describeEvent(e: LeadEventItem, staffName: (id: number | null) => string): string {
  switch (e.event) {
    case "status":
      return `Status ${statusLabel(e.from_status ?? "")} → ${statusLabel(e.to_status ?? "")}`;
    case "outcome":
      return `${OUTCOME_LABELS[e.outcome ?? "note"]}${e.note ? `: ${e.note}` : ""}${
        e.next_follow_up_at ? ` · next follow-up ${formatIndia(e.next_follow_up_at)}` : ""
      }`;
    case "whatsapp_opened":
      return `WhatsApp opened${e.note === "hi" ? " (Hindi message)" : ""}`;
    case "assigned":
      return e.assignee_id ? `Assigned to ${staffName(e.assignee_id)}` : "Unassigned";
    case "follow_up":
      return e.next_follow_up_at
        ? `Next follow-up set: ${formatIndia(e.next_follow_up_at)}`
        : "Follow-up cleared";
  }
}
