// A coloured pill for a status value. Colour is never the only signal: the badge always shows the words.

export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger";

const TONES: Record<string, BadgeTone> = {
  // inquiries
  new: "info",
  in_progress: "warning",
  resolved: "success",
  closed: "neutral",
  // consultations
  contacted: "warning",
  scheduled: "info",
  completed: "success",
  cancelled: "danger",
  // blogs
  draft: "neutral",
  published: "success",
  archived: "warning",
  // subscribers, courses, gallery, testimonials
  active: "success",
  unsubscribed: "neutral",
  // subscribers who have not yet confirmed by the mailed link
  pending: "warning",
  inactive: "neutral",
};

/** The badge colour of a status value; unknown values are neutral. */
export function statusTone(status: string): BadgeTone {
  return TONES[status] ?? "neutral";
}

/** "in_progress" → "In Progress". */
export function statusLabel(status: string): string {
  return status
    .split("_")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

export function StatusBadge({ status, label, tone }: { status: string; label?: string; tone?: BadgeTone }) {
  return (
    <span className={`admin-badge admin-badge--${tone ?? statusTone(status)}`} data-status={status}>
      {label ?? statusLabel(status)}
    </span>
  );
}
