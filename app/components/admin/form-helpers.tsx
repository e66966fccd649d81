// Building blocks of the admin forms, next to the shared FormField (app/components/ui/form-field.tsx).
import type { InputHTMLAttributes, ReactNode } from "react";

export { FormField } from "../ui/form-field";

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
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="admin-form-actions">{children}</div>;
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
