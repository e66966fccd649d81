// Case-insensitive "contains" search over several columns. The user's text is a literal: % and _ (and the
// escape character itself) are escaped, so "100%" finds "100%" and not every row.
import { type Column, ilike, or, type SQL } from "drizzle-orm";

export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * undefined when there is nothing to search for, so it drops out of `and(...)`.
 *
 * Each `column ILIKE pattern` is answered by a trigram (pg_trgm) GIN index on exactly that column or expression
 * (migration 0003), and PostgreSQL ORs the bitmaps. That holds only if every column given here has such an index:
 * one without sends the whole search back to a sequential scan. An expression must be written as it is indexed.
 * Counts stay exact: they run the same condition on the same indexes.
 */
export function matchesAny(columns: (Column | SQL)[], text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = likeContains(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}
