// The fields of a record's form (form-page.tsx) that only records with a page of their own need (blog post,
// course): `Rich`, the rich-text editor over a field with its हिन्दी twin, and `Slug`. They are apart from the
// other declared fields so that a form with neither (the product's) does not download them.
import { FormField } from "#app/components/ui/form-field.tsx";
import { asHtml } from "#contract/rich-text";
import { type Twin, useFormPage, useTwin } from "./form-page.tsx";
import type { RichTextEditorProps } from "./rich-text-editor.tsx";
import { RichTextField } from "./rich-text-field.tsx";

/** The rich-text editor over a field, opened on the form's text (older plain text shown as paragraphs). */
export function Rich({ videos, pictures, ...twin }: Twin & Pick<RichTextEditorProps, "videos" | "pictures">) {
  const f = useTwin(twin);
  if (!f) return null;
  const { page, en, field, ...props } = f;
  const value = page.form.getValues(field);
  return (
    <RichTextField
      {...props}
      error={page.error(field)}
      initialHtml={asHtml(typeof value === "string" ? value : "")}
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
        <div className="admin-slug-row">
          <input {...c} type="text" {...page.registerSlug()} />
          <button type="button" className="btn btn--ghost btn--small" onClick={page.generateSlug}>
            Generate
          </button>
        </div>
      )}
    </FormField>
  );
}
