// The CSV exports as the admin saves them. The server builds and streams the file (byte-order mark, quoting,
// formula safety: server/exports/csv.ts); export-csv-button.tsx fetches it with the staff token, and it is saved
// under a name dated by the admin's own calendar.
/** stem_YYYY-MM-DD.csv, dated with the day on the admin's own calendar. */
export function csvFileName(stem: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${stem}_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** newsletter_subscribers_YYYY-MM-DD.csv */
export const subscribersCsvFileName = (now: Date = new Date()) => csvFileName("newsletter_subscribers", now);

/** Hands a fetched file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: Chromium starts reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
