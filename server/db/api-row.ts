// Tables name their keys as the API names its fields, so a row is served as it is. Two things still differ between
// a row and the API: timestamps are Date objects in the row and ISO 8601 text on the wire, and a write may carry
// fields that are not columns (a course's modules, the honeypot), which must never reach the table.
import { getTableColumns, type Table } from "drizzle-orm";

type Iso<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** The row with every Date as ISO 8601 text, as the API serves it. */
export function apiRow<T extends Record<string, unknown>>(row: T): Iso<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Iso<T>;
}

/** The input's values for the table's own columns; other keys are dropped, absent ones stay absent. */
export function columnsOf<T extends Table>(table: T, input: object): Partial<T["$inferInsert"]> {
  const columns = getTableColumns(table);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input))
    if (key in columns && value !== undefined) out[key] = value;
  return out as Partial<T["$inferInsert"]>;
}
