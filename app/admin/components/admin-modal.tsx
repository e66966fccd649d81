import type { ReactNode } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";

/** A back-office modal on the shared native <dialog>: a body, and an optional footer row of actions. */
export function AdminModal({
  open,
  onClose,
  title,
  children,
  footer,
  maxWidth = 720,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  maxWidth?: number;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} maxWidth={maxWidth} className="admin-modal">
      <div className="admin-modal__body">{children}</div>
      {footer ? <div className="admin-modal__footer">{footer}</div> : null}
    </Dialog>
  );
}
