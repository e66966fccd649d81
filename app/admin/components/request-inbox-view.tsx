// The open request of an inbox screen (inquiries, consultations) in a modal: the visitor's e-mail and phone as
// links staff can use at once, the screen's details, the message, then Delete and Close at the foot.
import type { ReactNode } from "react";
import type { ResourceList } from "#app/admin/hooks/use-resource-list.ts";
import { EMPTY_CELL } from "#app/admin/models/admin-format.ts";
import { AdminModal } from "./admin-modal.tsx";
import { FlashMessage } from "./flash.tsx";

interface Request {
  email: string;
  phone: string;
  message: string;
}

export function RequestDetailModal<T extends Request>({
  screen,
  title,
  emptyTitle,
  deleteLabel,
  details,
  after,
}: {
  screen: ResourceList<T>;
  title: (row: T) => string;
  /** The title while the modal closes and no request is selected. */
  emptyTitle: string;
  deleteLabel: string;
  /** The entries after e-mail and phone: a term and its value. */
  details: (row: T) => [string, ReactNode][];
  /** What follows the message (the consultation's staff notes). */
  after?: (row: T) => ReactNode;
}) {
  const { selected, setSelected } = screen;
  const entry = (term: string, value: ReactNode) => (
    <div key={term}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <AdminModal
      open={selected !== null}
      onClose={() => setSelected(null)}
      title={selected ? title(selected) : emptyTitle}
      footer={
        selected ? (
          <>
            <button
              type="button"
              className="btn btn--danger"
              onClick={() => void screen.remove(selected)}
              disabled={screen.isBusy(selected)}
            >
              {deleteLabel}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setSelected(null)}>
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
            {details(selected).map(([term, value]) => entry(term, value))}
          </dl>
          <h3 className="ui-field__label">Message</h3>
          <p className="admin-message-text">{selected.message || EMPTY_CELL}</p>
          {after?.(selected)}
        </>
      ) : null}
    </AdminModal>
  );
}
