// The slug field of a form: filled from the title until typed in, with a button that fills it again.
import { FormField } from "./form-helpers.tsx";

export function SlugInput({
  page,
  hint,
}: {
  page: {
    registerSlug: () => object | undefined;
    generateSlug: () => void;
    slugError: string | undefined;
  };
  hint: string;
}) {
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
