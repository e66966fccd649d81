// A form field holding the rich-text editor: its label, the editor (downloaded only when a form shows one), its
// hint and its error. `Rich` declares that field in a record's form (form-page.tsx), with its हिन्दी twin, and `Slug`
// the slug of a record with a page of its own (blog post, course); they are apart from the other declared fields so
// that a form with neither (the product's) does not download them.
import { lazy, Suspense } from "react";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { asHtml } from "#contract/rich-text";
import { type Twin, useFormPage, useTwin } from "./form-page.tsx";
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

/** The rich-text editor over a field, opened on the saved text (older plain text shown as paragraphs). */
export function Rich({ videos, pictures, ...twin }: Twin & Pick<RichTextEditorProps, "videos" | "pictures">) {
  const f = useTwin(twin);
  if (!f) return null;
  const { page, en, field, ...props } = f;
  const item = page.item as { translations?: { hi?: Record<string, unknown> } } | null;
  const saved = (en ? (item as Record<string, unknown> | null) : item?.translations?.hi)?.[twin.name];
  return (
    <RichTextField
      {...props}
      error={page.error(field)}
      initialHtml={asHtml(typeof saved === "string" ? saved : "")}
      onChange={(html) => page.form.setValue(field, html, { shouldDirty: true })}
      onError={(m) => page.flash.error(m)}
      pictures={pictures}
      videos={videos}
    />
  );
}

/** The slug: filled from the title until typed in, with a button that fills it again. */
export function Slug({ hint }: { hint: string }) {
  const { page, lang } = useFormPage();
  if (lang === "hi") return null;
  return (
    <FormField label="Slug" required error={page.slugError} hint={hint}>
      {(c) => (
        <div style={{ display: "flex", gap: "var(--space-2)" }}>
          <input {...c} type="text" {...page.registerSlug()} />
          <button type="button" className="btn btn--ghost btn--small" onClick={page.generateSlug}>
            Generate
          </button>
        </div>
      )}
    </FormField>
  );
}
