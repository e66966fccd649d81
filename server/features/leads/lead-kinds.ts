// The tables that hold leads, each described once: how to read a lead's name, contact and subject from it. The
// Today queue, the timeline, "one person, every touch", assignment, the digest and the report are written against
// this list, so enrolments join them by adding one entry (and the status trigger on their table).
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
  },
  {
    kind: "consultation",
    table: "consultation_requests",
    id: "request_id",
    name: sql`name`,
    about: sql`service_type`,
    message: sql`message`,
    statuses: Object.keys(LEAD_STATUS_TYPE.consultation),
  },
];

/** The kinds of lead this database has tables for (enrolments once the batches feature adds theirs). */
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
