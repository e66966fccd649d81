// The pieces of an inbox screen (inquiries, consultations) around its own table columns and detail fields.
import type { ReactNode } from "react";
import { Alert } from "../../ui/alert";
import { AdminModal } from "../admin-modal";
import { FlashMessage } from "../flash";
import type { RequestInbox } from "./use-request-inbox";

/** The flash and the load error above the list. */
export function InboxMessages<T>({ inbox }: { inbox: RequestInbox<T> }) {
  return (
    <>
      {/* While the modal is open the page behind it is inert, so messages show inside the modal instead. */}
      {inbox.selected ? null : <FlashMessage flash={inbox.flash} />}
      {inbox.loadError ? (
        <Alert tone="error" onDismiss={inbox.dismissLoadError}>
          {inbox.loadError}
        </Alert>
      ) : null}
    </>
  );
}

/** View and Delete in a row; `about` ("the inquiry from …") completes both names for screen readers. */
export function RequestRowActions<T>({
  inbox,
  row,
  about,
}: {
  inbox: RequestInbox<T>;
  row: T;
  about: string;
}) {
  return (
    <div className="admin-row-actions">
      <button type="button" className="btn btn--ghost btn--small" onClick={() => inbox.setSelected(row)}>
        View<span className="visually-hidden"> {about}</span>
      </button>
      <button
        type="button"
        className="btn btn--danger btn--small"
        onClick={() => void inbox.remove(row)}
        disabled={inbox.isBusy(row)}
      >
        Delete<span className="visually-hidden"> {about}</span>
      </button>
    </div>
  );
}

/** The selected request in a modal, with its messages, and Delete and Close at the foot. */
export function RequestDetailModal<T>({
  inbox,
  title,
  emptyTitle,
  deleteLabel,
  children,
}: {
  inbox: RequestInbox<T>;
  title: (row: T) => string;
  /** The title while the modal closes and no request is selected. */
  emptyTitle: string;
  deleteLabel: string;
  children: (row: T) => ReactNode;
}) {
  const { selected, setSelected } = inbox;
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
              onClick={() => void inbox.remove(selected)}
              disabled={inbox.isBusy(selected)}
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
          <FlashMessage flash={inbox.flash} />
          {children(selected)}
        </>
      ) : null}
    </AdminModal>
  );
}
