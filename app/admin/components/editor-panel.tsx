// The add/edit panel above a list (gallery, testimonials, categories): Edit on a row fills it in place, scrolls it
// into view and focuses its first field; Cancel Edit goes back to adding, and the focus back to that Edit button.
import { type ReactNode, useEffect, useRef } from "react";
import type { FieldValues, Path } from "react-hook-form";
import type { useResourceForm } from "#app/admin/hooks/use-resource-form.ts";
import type { ResourceList } from "#app/admin/hooks/use-resource-list.ts";
import { SubmitActions } from "./form-helpers";
import { ViewOnSiteLink } from "./view-on-site.tsx";

export function EditorPanel<V extends FieldValues, T>({
  id,
  noun,
  screen,
  page,
  focus,
  note,
  sitePath,
  children,
}: {
  id: string;
  /** "Image": the panel reads "Add Image", "Edit Image", "Update Image". */
  noun: string;
  screen: ResourceList<T>;
  page: ReturnType<typeof useResourceForm<V, T>>;
  focus: Path<V>;
  /** What is being edited, shown under the title while editing. */
  note: (editing: T) => ReactNode;
  /** The public page that shows the records, for "View on site" while editing one. */
  sitePath?: string;
  children: ReactNode;
}) {
  const editing = screen.selected;
  const panel = useRef<HTMLElement>(null);
  const { setFocus, formState } = page.form;
  // The Edit button that opened the editor. Cancel Edit removes itself from the page, and the focus would fall to
  // the top of the document: it goes back where the staff member was, as a dialog's does when it closes.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!editing) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !panel.current?.contains(active))
      opener.current = active;
    panel.current?.scrollIntoView({ block: "start" });
    setFocus(focus);
  }, [editing, setFocus, focus]);
  const cancelEdit = () => {
    screen.setSelected(null);
    if (opener.current?.isConnected) opener.current.focus();
    else setFocus(focus);
    opener.current = null;
  };
  return (
    <section
      ref={panel}
      className={`admin-panel admin-editor${editing ? " admin-editor--editing" : ""}`}
      aria-labelledby={id}
    >
      <h2 id={id}>{editing ? `Edit ${noun}` : `Add ${noun}`}</h2>
      {editing ? <p className="admin-muted">{note(editing)}</p> : null}
      {editing && sitePath ? <ViewOnSiteLink path={sitePath} /> : null}
      <form onSubmit={page.submit} noValidate aria-labelledby={id}>
        {children}
        <SubmitActions
          form={formState}
          label={editing ? `Update ${noun}` : `Add ${noun}`}
          cancel={editing ? { onClick: cancelEdit, label: "Cancel Edit" } : undefined}
        />
      </form>
    </section>
  );
}
