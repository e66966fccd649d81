import type { MouseEvent, ReactNode, Ref } from "react";

export type AlertTone = "success" | "error" | "info";

/**
 * A message box. Errors are announced assertively (role="alert"), others politely (role="status").
 * With `onDismiss` it gets a close button.
 */
export function Alert({
  tone,
  title,
  children,
  onDismiss,
  dismissLabel = "Dismiss",
  focusRef,
}: {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  onDismiss?: (event: MouseEvent<HTMLButtonElement>) => void;
  dismissLabel?: string;
  /** Makes the box focusable from script (not by Tab) and hands it to this ref. */
  focusRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      className={`ui-alert ui-alert--${tone}`}
      role={tone === "error" ? "alert" : "status"}
    >
      <div className="ui-alert__body">
        {title ? <p className="ui-alert__title">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {onDismiss ? (
        <button type="button" className="ui-alert__dismiss" onClick={onDismiss} aria-label={dismissLabel}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
