// The inbox screens (inquiries, consultations): requests visitors sent, each with a status staff change in place
// (in the table or in the open request), an Export CSV of every request matching the filters, and the open request
// in a modal: the visitor's e-mail and phone as links staff can use at once, the screen's details, the message, then
// Delete and Close at the foot.
import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { Link } from "react-router";
import type { ResourceList } from "#app/admin/hooks/use-resource-list.ts";
import { EMPTY_CELL, formatDateTime } from "#app/admin/models/admin-format.ts";
import { confirmAction } from "#app/admin/models/confirm.ts";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { AdminModal } from "./admin-modal.tsx";
import type { Column } from "./data-table.tsx";
import { ExportCsvButton } from "./export-csv-button.tsx";
import { FlashMessage } from "./flash.tsx";
import { actionsColumn, headedColumn } from "./list-columns.tsx";
import { type ListScreenConfig, statusFilter } from "./list-screen.tsx";
import { statusLabel, statusTone } from "./status-badge.tsx";

interface Request<S extends string> {
  email: string;
  phone: string;
  message: string;
  status: S;
  created_at: string;
}

export interface Inbox<S extends string, T extends Request<S>>
  extends Omit<ListScreenConfig<T>, "columns" | "filters" | "slots" | "selectOpensModal"> {
  statuses: readonly S[];
  /** The filters after Status. */
  moreFilters?: ListScreenConfig<T>["filters"];
  /** The failed status change's message. */
  statusFailed: string;
  /** The sender's name, and the request named in a sentence: "the request from Ravi Sharma". */
  name: (row: T) => string;
  about: (row: T) => string;
  /** The export file's name before its date. */
  fileStem: string;
  /** The columns between Phone and Status. */
  columns: Column<T>[];
  modal: {
    title: (row: T) => string;
    /** The title while the modal closes and no request is selected. */
    emptyTitle: string;
    deleteLabel: string;
    /** The entries after e-mail and phone and before Status: a term and its value. */
    details: (row: T) => [string, ReactNode][];
    /** The request's page among the leads (/admin/leads/{kind}/{id}): its calls, outcomes and history. */
    leadPage: (row: T) => string;
    /** What follows the message (the consultation's staff notes); it sets `unsaved` while it holds typed text. */
    after?: (screen: ResourceList<T>, row: T, unsaved: RefObject<boolean>) => ReactNode;
  };
}

/** The list screen of an inbox: Received, Name, Phone, the inbox's own columns, Status and View/Delete. */
export function inboxScreen<S extends string, T extends Request<S>>(inbox: Inbox<S, T>): ListScreenConfig<T> {
  const {
    statuses,
    moreFilters = [],
    statusFailed,
    name,
    about,
    fileStem,
    columns,
    modal,
    ...config
  } = inbox;
  const statusSelect = (screen: ResourceList<T>, row: T, label = `Status of ${about(row)}`) => (
    <StatusSelect screen={screen} row={row} statuses={statuses} label={label} failed={statusFailed} />
  );
  return {
    ...config,
    filters: [statusFilter(statuses), ...moreFilters],
    selectOpensModal: true,
    slots: {
      actions: (screen) => (
        <ExportCsvButton screen={screen} collectionPath={config.options.resource.path} fileStem={fileStem} />
      ),
      bottom: (screen) => <RequestModal screen={screen} modal={modal} status={statusSelect} />,
    },
    columns: (screen) => [
      { key: "created_at", header: "Received", cell: (r) => formatDateTime(r.created_at) },
      headedColumn("name", "Name", (r: T) => [name(r), r.email]),
      { key: "phone", header: "Phone", cell: (r) => r.phone },
      ...columns,
      { key: "status", header: "Status", cell: (r) => statusSelect(screen, r) },
      actionsColumn(screen, (r) => ({ about: about(r), view: true })),
    ],
  };
}

function RequestModal<S extends string, T extends Request<S>>({
  screen,
  modal,
  status,
}: {
  screen: ResourceList<T>;
  modal: Inbox<S, T>["modal"];
  status: (screen: ResourceList<T>, row: T, label: string) => ReactNode;
}) {
  const { selected, setSelected } = screen;
  // The window shows the list's messages: one left from an earlier action would read as news of this request.
  const open = selected !== null;
  const { clear } = screen.flash;
  useEffect(() => {
    if (open) clear();
  }, [open, clear]);
  // Escape, the backdrop, × and Close ask before typed notes are thrown away; a delete closes without asking.
  const unsaved = useRef(false);
  const close = () => (!unsaved.current || confirmAction("unsavedNotes")) && setSelected(null);
  const entry = (term: string, value: ReactNode) => (
    <div key={term}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <AdminModal
      open={open}
      onClose={close}
      title={selected ? modal.title(selected) : modal.emptyTitle}
      footer={
        selected ? (
          <>
            <button
              type="button"
              className="btn btn--danger"
              onClick={() => void screen.remove(selected)}
              disabled={screen.isBusy(selected)}
            >
              {modal.deleteLabel}
            </button>
            <button type="button" className="btn btn--ghost" onClick={close}>
              Close
            </button>
          </>
        ) : null
      }
    >
      {selected ? (
        <>
          <FlashMessage flash={screen.flash} />
          <dl className="admin-details admin-details--spaced">
            {entry("Email", <a href={`mailto:${selected.email}`}>{selected.email}</a>)}
            {entry("Phone", <a href={`tel:${selected.phone.replace(/[^\d+]/g, "")}`}>{selected.phone}</a>)}
            {modal.details(selected).map(([term, value]) => entry(term, value))}
            {entry("Status", status(screen, selected, "Status"))}
          </dl>
          <h3 className="ui-field__label">Message</h3>
          <p className="admin-message-text">{selected.message || EMPTY_CELL}</p>
          <p>
            <Link
              to={modal.leadPage(selected)}
              onClick={(event) => {
                if (unsaved.current && !confirmAction("unsavedNotes")) event.preventDefault();
              }}
            >
              Open the lead page: calls, follow-ups and history
            </Link>
          </p>
          {modal.after?.(screen, selected, unsaved)}
        </>
      ) : null}
    </AdminModal>
  );
}

/**
 * A request's status selector: choosing a value saves it at once, and under a status filter the page reloads. Its
 * name is for screen readers only and, in the table, names the row, since the table holds one selector per row.
 */
function StatusSelect<S extends string, T extends { status: S }>({
  screen,
  row,
  statuses,
  label,
  failed,
}: {
  screen: ResourceList<T>;
  row: T;
  statuses: readonly S[];
  label: string;
  failed: string;
}) {
  const busy = screen.isBusy(row);
  return (
    <span className="admin-status-select">
      <select
        aria-label={label}
        className={`admin-status-select__control admin-badge--${statusTone(row.status)}`}
        value={row.status}
        // Not disabled while saving: that drops the focus, and a keyboard user moving down the statuses loses it.
        aria-disabled={busy}
        aria-busy={busy || undefined}
        onChange={(e) =>
          busy ||
          void screen.update(
            row,
            { status: e.target.value },
            { success: ADMIN_MESSAGES.statusUpdated, failed, reload: screen.list.filters.status !== "" },
          )
        }
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
