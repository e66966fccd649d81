// Case-insensitive "contains" search over several columns. The user's text is a literal: % and _ (and the
// escape character itself) are escaped, so "100%" finds "100%" and not every row.
import { type Column, ilike, or, type SQL } from "drizzle-orm";

export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** undefined when there is nothing to search for, so it drops out of `and(...)`. */
export function matchesAny(columns: (Column | SQL)[], text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = likeContains(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}
