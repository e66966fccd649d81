// The inline status selector of the inquiry and consultation tables: choosing a value saves it at once.
// Its label stays for screen readers only, and names the row, since a table holds one selector per row.
import { useId } from "react";
import type { ResourceList } from "#app/admin/hooks/use-resource-list.ts";
import { ADMIN_MESSAGES } from "#contract/messages";
import { statusLabel, statusTone } from "./status-badge";

/** The status selector of a row of a list screen: saves at once; under a status filter the page reloads. */
export function RowStatusSelect<S extends string, T extends { status: S }>({
  screen,
  row,
  statuses,
  label,
  failed,
}: {
  screen: ResourceList<T>;
  row: T;
  statuses: readonly S[];
  /** e.g. "Status of Asha Verma's inquiry". */
  label: string;
  failed: string;
}) {
  const id = useId();
  const busy = screen.isBusy(row);
  const save = (status: S) =>
    void screen.update(
      row,
      { status },
      { success: ADMIN_MESSAGES.statusUpdated, failed, reload: screen.list.filters.status !== "" },
    );
  return (
    <span className="admin-status-select">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className={`admin-status-select__control admin-badge--${statusTone(row.status)}`}
        value={row.status}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(e) => save(e.target.value as S)}
      >
        {statuses.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * The status selector of an inbox screen, bound to its statuses and message: called with the row for the table
 * (labelled by `labelOf`) or with a label of its own for the open request.
 */
export const rowStatusSelect =
  <S extends string, T extends { status: S }>(
    statuses: readonly S[],
    failed: string,
    labelOf: (row: T) => string,
  ) =>
  (screen: ResourceList<T>, row: T, label = labelOf(row)) => (
    <RowStatusSelect screen={screen} row={row} statuses={statuses} label={label} failed={failed} />
  );
