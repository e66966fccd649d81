// A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert and traps focus,
// Escape closes it, and focus goes back to whatever opened it. Body scroll is locked while it is open.
import { type ReactNode, useEffect, useId, useRef } from "react";

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Visible title; also names the dialog for screen readers. */
  title: ReactNode;
  /** Hide the title visually while keeping it as the accessible name. */
  hideTitle?: boolean;
  children: ReactNode;
  /** Maximum width in px (default 640). */
  maxWidth?: number;
  className?: string;
  closeLabel?: string;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
}

export function Dialog({
  open,
  onClose,
  title,
  hideTitle,
  children,
  maxWidth = 640,
  className,
  closeLabel = "Close",
  closeOnBackdrop = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // Where the last press began: a drag that selects text in the dialog and is let go over the backdrop ends in a
  // click on the <dialog> element too, and must not close it.
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      document.body.classList.add("ui-scroll-locked");
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) {
      document.body.classList.remove("ui-scroll-locked");
      returnFocusTo.current?.focus?.();
      returnFocusTo.current = null;
    }
  }, [open]);

  useEffect(() => () => document.body.classList.remove("ui-scroll-locked"), []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard equivalent of a backdrop click is Escape (onCancel).
    <dialog
      ref={ref}
      className={`ui-dialog${className ? ` ${className}` : ""}`}
      style={{ maxWidth: `min(${maxWidth}px, calc(100vw - 2rem))` }}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onPointerDown={(e) => {
        pressedBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        // A click on the <dialog> element itself (not its content) is a click on the backdrop.
        if (closeOnBackdrop && e.target === e.currentTarget && pressedBackdrop.current) onClose();
      }}
    >
      <div className="ui-dialog__content">
        <div className="ui-dialog__header">
          <h2 id={titleId} className={hideTitle ? "visually-hidden" : "ui-dialog__title"}>
            {title}
          </h2>
          <button type="button" className="ui-dialog__close" onClick={onClose} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}
