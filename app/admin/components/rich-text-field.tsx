// A form field holding the rich-text editor: its label, the editor (downloaded only when a form shows one), its
// hint and its error. Screens that edit one text (page texts, campaigns) use it alone, without the record form's
// file; a record's form declares it through `Rich` (record-text-fields.tsx).
import { lazy, Suspense } from "react";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import type { RichTextEditorProps } from "./rich-text-editor.tsx";

const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

export function RichTextField({
  label,
  required,
  hint,
  error,
  ...editor
}: Omit<RichTextEditorProps, "labelId" | "describedBy" | "invalid"> & {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
}) {
  return (
    <FormField label={label} required={required} hint={hint} error={error} labelsElement={false}>
      {(c) => (
        <Suspense fallback={<Spinner label="Loading editor..." showLabel />}>
          <RichTextEditor
            {...editor}
            labelId={`${c.id}-label`}
            invalid={!!c["aria-invalid"]}
            describedBy={c["aria-describedby"]}
          />
        </Suspense>
      )}
    </FormField>
  );
}
