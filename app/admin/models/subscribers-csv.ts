// The newsletter CSV export, built in the browser: RFC 4180 text (papaparse quotes commas, quotes and
// line breaks, lines end in CRLF) with the columns the spec names. A cell a spreadsheet would run as a formula
// (=, +, -, @, tab or CR first) gets a ' in front, since names and e-mail addresses are typed by visitors.
import Papa from "papaparse";
import { NEWSLETTER_SOURCE_FALLBACK_LABEL } from "#contract/constants";
import type { Subscriber } from "#contract/schemas/newsletter";

export const SUBSCRIBER_CSV_COLUMNS = [
  "Email",
  "Name",
  "Status",
  "Source",
  "Subscribed At",
  "Unsubscribed At",
] as const;

/**
 * papaparse's own `escapeFormulae: true` pattern ends in `.*$` without the s flag, so a cell such as "=HYPERLINK(…)"
 * followed by a line break slips through; testing only the first character catches every such cell.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** The source as the admin list shows it: 'website' when none was recorded. */
export function sourceLabel(source: string | null | undefined): string {
  return source?.trim() || NEWSLETTER_SOURCE_FALLBACK_LABEL;
}

/** Times stay ISO-8601 UTC, as the API gives them: exact, sortable and read by every spreadsheet. */
export function subscriberCsvRow(s: Subscriber): string[] {
  return [s.email, s.name ?? "", s.status, sourceLabel(s.source), s.subscribed_at, s.unsubscribed_at ?? ""];
}

export function subscribersToCsv(subscribers: readonly Subscriber[]): string {
  // The header goes in as the first row: given as `fields` with no data, papaparse adds a stray line break.
  return Papa.unparse([[...SUBSCRIBER_CSV_COLUMNS], ...subscribers.map(subscriberCsvRow)], {
    escapeFormulae: FORMULA_START,
    newline: "\r\n",
    quotes: false,
  });
}

/** newsletter_subscribers_YYYY-MM-DD.csv, dated with the day on the admin's own calendar. */
export function subscribersCsvFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `newsletter_subscribers_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/**
 * Hands the CSV to the browser as a download. The byte-order mark lets Excel read UTF-8, so names written in
 * Devanagari survive a double-click.
 */
export function downloadCsv(csv: string, fileName: string): void {
  const blob = new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" });
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
