/** A spinner with a text label for screen readers (and, when `showLabel`, for everyone). */
export function Spinner({ label, showLabel = false }: { label: string; showLabel?: boolean }) {
  return (
    <div className="ui-spinner" role="status" aria-live="polite">
      <span className="ui-spinner__wheel" aria-hidden="true" />
      <span className={showLabel ? "ui-spinner__label" : "visually-hidden"}>{label}</span>
    </div>
  );
}
