// A table of admin rows with its loading and empty states. The wrapper scrolls sideways on a tablet and is
// focusable, so keyboard users can scroll it too.
import type { ReactNode, Ref } from "react";
import { Spinner } from "#app/components/ui/spinner.tsx";

export interface Column<T> {
  /** Stable key of the column. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
}

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingLabel = "Loading...",
  empty,
  footer,
  ref,
}: {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  loading?: boolean;
  loadingLabel?: string;
  /** Shown in place of rows when there are none. */
  empty: ReactNode;
  /** A summary row (e.g. "Total: 12 courses") spanning every column. */
  footer?: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className="admin-table-wrap" aria-label={caption} tabIndex={0} ref={ref}>
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.className}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody aria-busy={loading || undefined}>
          {loading ? (
            <tr>
              <td colSpan={columns.length}>
                <Spinner label={loadingLabel} showLabel />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="admin-table__empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} className={c.className}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {footer && !loading ? (
          <tfoot>
            <tr>
              <td colSpan={columns.length}>{footer}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
