// The inline status selector of the inquiry and consultation tables (spec §2): choosing a value saves it at once.
// Its label stays for screen readers only, and names the row, since a table holds one selector per row.
import { useId } from "react";
import { statusLabel, statusTone } from "./status-badge";

export function StatusSelect<S extends string>({
  value,
  statuses,
  onChange,
  label,
  visibleLabel = false,
  disabled,
}: {
  value: S;
  statuses: readonly S[];
  onChange: (status: S) => void;
  /** e.g. "Status of Asha Verma's inquiry". */
  label: string;
  visibleLabel?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <span className="admin-status-select">
      <label htmlFor={id} className={visibleLabel ? "ui-field__label" : "visually-hidden"}>
        {label}
      </label>
      <select
        id={id}
        className={`admin-status-select__control admin-badge--${statusTone(value)}`}
        value={value}
        disabled={disabled}
        aria-busy={disabled || undefined}
        onChange={(e) => onChange(e.target.value as S)}
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
