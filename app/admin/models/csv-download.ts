// The CSV exports as the admin downloads them. The server builds and streams the file (byte-order mark, quoting,
// formula safety: server/exports/csv.ts); the browser fetches it with the staff token and saves it under a name
// dated by the admin's own calendar.
import { apiDownload } from "#app/lib/api-client.ts";

/** stem_YYYY-MM-DD.csv, dated with the day on the admin's own calendar. */
export function csvFileName(stem: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${stem}_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** newsletter_subscribers_YYYY-MM-DD.csv */
export const subscribersCsvFileName = (now: Date = new Date()) => csvFileName("newsletter_subscribers", now);

/**
 * Fetches `<collection>/export.csv` with the list's filters and search, and hands it to the browser as a download
 * named stem_YYYY-MM-DD.csv.
 */
export async function downloadCsvExport(
  collectionPath: string,
  query: Record<string, string>,
  fileStem: string,
  failed: string,
): Promise<void> {
  saveFile(await apiDownload(`${collectionPath}/export.csv`, { query }, failed), csvFileName(fileStem));
}

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
