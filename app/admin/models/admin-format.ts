// Dates as the back office shows them: Indian English, in the browser's own time zone.
const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });
// A bare calendar day is read at UTC noon and printed in UTC, so it names the same day in every time zone.
const calendarDay = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" });
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const EMPTY_CELL = "—";

/** "12 Mar 2025, 4:05 pm"; the dash for a missing or unreadable value. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return EMPTY_CELL;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? EMPTY_CELL : dateTime.format(d);
}

/** A YYYY-MM-DD day (a consultation's preferred date) as "12 Mar 2025"; the dash when missing. */
export function formatDay(day: string | null | undefined): string {
  if (!day || !DAY.test(day)) return EMPTY_CELL;
  const d = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? EMPTY_CELL : calendarDay.format(d);
}
