// The columns and filters that several list screens show alike, so a screen's config names what it shows
// rather than spelling out the cell again: a name with a line under it, a status that toggles on a click, the
// row's View/Edit/Delete.
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import type { ResourceList } from "#app/admin/hooks/use-resource-list.ts";
import type { Column } from "./data-table.tsx";
import type { FilterControl } from "./list-controls.tsx";

/** A yes/no filter sent as "true" or "false": Status (Active Only, Inactive Only), Featured and the like. */
export const booleanFilter = (
  name: string,
  label: string,
  [yes, no]: readonly [string, string],
): FilterControl => ({
  name,
  label,
  options: [
    { value: "true", label: yes },
    { value: "false", label: no },
  ],
});

/** The row's name in bold with a smaller line under it (a slug, an email). */
export const headedColumn = <T,>(
  key: string,
  header: string,
  parts: (row: T) => readonly [ReactNode, ReactNode],
): Column<T> => ({
  key,
  header,
  cell: (row) => {
    const [main, sub] = parts(row);
    return (
      <>
        <strong>{main}</strong>
        <span className="admin-table__sub">{sub}</span>
      </>
    );
  },
});

/**
 * A yes/no state shown as a badge that flips it on a click. The visible word starts the accessible name
 * (WCAG 2.5.3); the rest says what a click does: "Active, deactivate Vastu Basics".
 */
export const toggleColumn = <T,>(
  screen: ResourceList<T>,
  toggle: {
    on: (row: T) => boolean;
    /** The word shown and what a click does: when on, then when off. */
    labels: { on: readonly [string, string]; off: readonly [string, string] };
    about: (row: T) => string;
    flip: (row: T) => Promise<unknown>;
  },
): Column<T> => ({
  key: "status",
  header: "Status",
  cell: (row) => {
    const [word, verb] = toggle.labels[toggle.on(row) ? "on" : "off"];
    return (
      <button
        type="button"
        className={`admin-badge admin-badge--toggle admin-badge--${toggle.on(row) ? "success" : "neutral"}`}
        // aria-disabled, not disabled: the focus stays on the badge, which then says the new state.
        onClick={() => screen.isBusy(row) || void toggle.flip(row)}
        aria-disabled={screen.isBusy(row)}
        aria-label={`${word}, ${verb} ${toggle.about(row)}`}
      >
        {word}
      </button>
    );
  },
});

/** View, Edit and Delete of a row; `about` names the row after each word for screen readers. */
export function RowActions<T>({
  screen,
  row,
  about,
  view,
  edit,
  onEdit,
  editDisabled,
}: {
  screen: ResourceList<T>;
  row: T;
  about: string;
  /** A page (link) or the detail modal (true). */
  view?: string | true;
  edit?: string;
  onEdit?: () => void;
  editDisabled?: boolean;
}) {
  const hidden = <span className="visually-hidden"> {about}</span>;
  const link = (label: string, tone: string, to: string) => (
    <Link className={`btn btn--${tone} btn--small`} to={to}>
      {label}
      {hidden}
    </Link>
  );
  const button = (label: string, tone: string, onClick: () => void, disabled?: boolean) => (
    <button type="button" className={`btn btn--${tone} btn--small`} onClick={onClick} disabled={disabled}>
      {label}
      {hidden}
    </button>
  );
  return (
    <div className="admin-row-actions">
      {typeof view === "string"
        ? link("View", "ghost", view)
        : view
          ? button("View", "ghost", () => screen.setSelected(row))
          : null}
      {edit
        ? link("Edit", "secondary", edit)
        : onEdit
          ? button("Edit", "secondary", onEdit, editDisabled)
          : null}
      {button("Delete", "danger", () => void screen.remove(row), screen.isBusy(row))}
    </div>
  );
}

type RowActionProps<T> = Omit<ComponentProps<typeof RowActions<T>>, "screen" | "row">;

/** View, Edit and Delete of each row. */
export const actionsColumn = <T,>(
  screen: ResourceList<T>,
  actions: (row: T) => RowActionProps<T>,
): Column<T> => ({
  key: "actions",
  header: "Actions",
  cell: (row) => <RowActions screen={screen} row={row} {...actions(row)} />,
});

/** Actions of an editor beside its list: Edit opens the row in the editor. */
export const editInPlaceColumn = <T,>(screen: ResourceList<T>, about: (row: T) => string): Column<T> =>
  actionsColumn(screen, (row) => ({ about: about(row), onEdit: () => screen.setSelected(row) }));
