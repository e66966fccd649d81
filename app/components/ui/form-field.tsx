// A labelled form control whose hint and error are tied to it (aria-describedby, aria-invalid), so screen readers
// read the error with the field. Works with react-hook-form's register() spread into `children` via render prop.
import { type ReactNode, useId } from "react";

export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
  "aria-required": boolean | undefined;
}

export function FormField({
  label,
  error,
  hint,
  required,
  className,
  labelsElement = true,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /**
   * false: the control is not a form element (a rich-text editor), so the label is plain text with the id
   * `${control.id}-label`, which the control names itself by (aria-labelledby).
   */
  labelsElement?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const labelText = (
    <>
      {label}
      {required ? (
        <span className="ui-field__required" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </>
  );
  return (
    <div className={`ui-field${error ? " ui-field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      {labelsElement ? (
        <label htmlFor={id} className="ui-field__label">
          {labelText}
        </label>
      ) : (
        <span id={`${id}-label`} className="ui-field__label">
          {labelText}
        </span>
      )}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
