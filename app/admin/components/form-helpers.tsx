// Building blocks of the admin forms, next to the shared FormField (app/components/ui/form-field.tsx).
import { type InputHTMLAttributes, type ReactNode, type Ref, useEffect, useRef } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Link } from "react-router";
import { FormField } from "#app/components/ui/form-field.tsx";

export { FormField };

/** A titled group of fields (a <fieldset>, so the title is read with every field in it). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="admin-form-section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/** Lays fields out in responsive columns. */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className="admin-form-grid">{children}</div>;
}

/** A checkbox with its label on the right; every other input attribute (register(), checked…) passes through. */
export function CheckboxField({
  label,
  ...input
}: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <label className="admin-checkbox">
      <input type="checkbox" {...input} />
      {label}
    </label>
  );
}

/** The submit/cancel row at the bottom of a form; stays in view while a long form scrolls. */
export function FormActions({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div className="admin-form-actions" ref={ref}>
      {children}
    </div>
  );
}

/** Shows how far a multipart upload has got (0..1). */
export function UploadProgress({ fraction, label = "Uploading" }: { fraction: number; label?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="admin-progress">
      <progress max={100} value={percent} aria-label={label} />
      <span aria-live="polite">
        {label}… {percent}%
      </span>
    </div>
  );
}

/** A registered field and its error, as useResourceForm's `field(name)` gives them. */
interface FieldProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  field: UseFormRegisterReturn;
}

/** A labelled text input, or a textarea when `rows` is given; other attributes go to the control. */
export function TextField({
  label,
  required,
  hint,
  error,
  field,
  rows,
  ...control
}: FieldProps & { rows?: number } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "name" | "onChange" | "onBlur" | "ref" | keyof FieldProps
  >) {
  return (
    <FormField label={label} required={required} hint={hint} error={error}>
      {(c) => (rows ? <textarea {...c} rows={rows} {...field} /> : <input {...c} {...control} {...field} />)}
    </FormField>
  );
}

/** A labelled select of `options` (a value that is its own label, or a value and a label). */
export function SelectField({
  label,
  required,
  hint,
  error,
  field,
  options,
  children,
}: FieldProps & { options: readonly (string | { value: string; label: string })[]; children?: ReactNode }) {
  return (
    <FormField label={label} required={required} hint={hint} error={error}>
      {(c) => (
        <select {...c} {...field}>
          {children}
          {options.map((o) =>
            typeof o === "string" ? (
              <option key={o} value={o}>
                {o}
              </option>
            ) : (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ),
          )}
        </select>
      )}
    </FormField>
  );
}

/** The display order of a record: a whole number from 0, lower first. */
export function DisplayOrderField(props: Omit<FieldProps, "label">) {
  return (
    <TextField
      label="Display order"
      hint="Lower numbers come first."
      type="number"
      min={0}
      step={1}
      inputMode="numeric"
      {...props}
    />
  );
}

/**
 * Submit (and Cancel, a link or a button) at the foot of a form. Given the form's state, after a refused save it
 * puts the focus on the first field marked invalid, in the order staff see them: also a picture's link or file,
 * which react-hook-form does not hold and cannot focus.
 */
export function SubmitActions({
  saving = false,
  form,
  label,
  cancel,
}: {
  saving?: boolean;
  form?: { isSubmitting: boolean; submitCount: number };
  label: string;
  cancel?: { to: string } | { onClick: () => void; label: string };
}) {
  const actions = useRef<HTMLDivElement>(null);
  const refused = form?.submitCount;
  useEffect(() => {
    if (refused)
      actions.current?.closest("form")?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  const busy = form ? form.isSubmitting : saving;
  return (
    <FormActions ref={actions}>
      {/* aria-disabled, not disabled: a disabled button drops the focus, and after a failed save it is lost. */}
      <button
        type="submit"
        className="btn btn--primary"
        aria-disabled={busy}
        onClick={(e) => busy && e.preventDefault()}
      >
        {busy ? "Saving..." : label}
      </button>
      {cancel && "to" in cancel ? (
        <Link className="btn btn--ghost" to={cancel.to}>
          Cancel
        </Link>
      ) : cancel ? (
        <button type="button" className="btn btn--ghost" onClick={cancel.onClick} disabled={busy}>
          {cancel.label}
        </button>
      ) : null}
    </FormActions>
  );
}
