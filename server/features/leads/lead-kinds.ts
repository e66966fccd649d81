// The tables that hold leads, each described once: how to read a lead's name, contact and subject from it. The
// Today queue, the timeline, "one person, every touch", assignment, the digest and the report are written against
// this list: a kind of lead is one entry here, with the lead columns, indexes and status trigger on its table.
import { type SQL, sql } from "drizzle-orm";
import type { LeadKind } from "#contract/enums";
import { LEAD_STATUS_TYPE, statusesOfType } from "#contract/leads";

export interface LeadTable {
  kind: LeadKind;
  table: string;
  id: string;
  /** The person's name as one text. */
  name: SQL;
  /** What the lead is about: the course (an enquiry's subject) or the consultation's service. */
  about: SQL;
  /** The visitor's message, shown on the lead. */
  message: SQL;
  statuses: string[];
  /** Whether the outcome form may change the status: an enrolment's goes with its seat and payment, not here. */
  statusSetHere: boolean;
  /** Rows that count: out of the trash (enrolments have no trash). */
  live: SQL;
  /** New and nobody answered it yet, as the table's unanswered index says it. */
  unanswered: SQL;
}

const LEAD_TABLES: LeadTable[] = [
  {
    kind: "inquiry",
    table: "inquiries",
    id: "inquiry_id",
    name: sql`trim(first_name || ' ' || last_name)`,
    about: sql`subject`,
    message: sql`message`,
    statuses: Object.keys(LEAD_STATUS_TYPE.inquiry),
    statusSetHere: true,
    live: sql`deleted_at is null`,
    unanswered: sql`status = 'new'`,
  },
  {
    kind: "consultation",
    table: "consultation_requests",
    id: "request_id",
    name: sql`name`,
    about: sql`service_type`,
    message: sql`message`,
    statuses: Object.keys(LEAD_STATUS_TYPE.consultation),
    statusSetHere: true,
    live: sql`deleted_at is null`,
    unanswered: sql`status = 'new'`,
  },
  {
    kind: "enrolment",
    table: "enrolments",
    id: "enrolment_id",
    name: sql`name`,
    about: sql`batch_course_title(batch_id)`,
    message: sql`message`,
    statuses: Object.keys(LEAD_STATUS_TYPE.enrolment),
    statusSetHere: false,
    live: sql`true`,
    // A held seat is being paid for right now, and a paid or confirmed one needs no call: the desk answers those
    // waiting for a seat or for their UPI payment to be checked.
    unanswered: sql`first_response_at is null and status in ('pending_verification', 'waitlisted')`,
  },
];

/** The kinds of lead, each with its table. */
export const leadTables = (): readonly LeadTable[] => LEAD_TABLES;

export function leadTable(kind: LeadKind): LeadTable | undefined {
  return LEAD_TABLES.find((t) => t.kind === kind);
}

/** `status in ('new', 'in_progress')`, written as the partial indexes' predicates are, so the planner uses them. */
export function statusIn(statuses: string[]): SQL {
  return sql.raw(`status in (${statuses.map((s) => `'${s.replaceAll("'", "''")}'`).join(", ")})`);
}

export const openStatuses = (t: LeadTable) => statusIn(statusesOfType(t.kind, "open"));

/** The SQL of a status's type (open, won, lost) on a lead table. */
export function statusTypeSql(t: LeadTable): SQL {
  const cases = Object.entries(LEAD_STATUS_TYPE[t.kind]).map(
    ([status, type]) => `when '${status}' then '${type}'`,
  );
  return sql.raw(`(case status ${cases.join(" ")} else 'open' end)`);
}
