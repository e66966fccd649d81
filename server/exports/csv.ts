// CSV exports streamed from the database: a staff member downloads every row matching the list's filters as one
// file, while the server holds one batch of rows at a time, whatever the table's size (decision 0025).
//
// The text is RFC 4180 (papaparse quotes commas, quotes and line breaks; lines end in CRLF, with no line break
// after the last row) behind a UTF-8 byte-order mark, which lets Excel read names written in Devanagari. A cell a
// spreadsheet would run as a formula (=, +, -, @, tab or CR first) gets a ' in front, since names, e-mail
// addresses and messages are typed by visitors.
import type { Context } from "hono";
import Papa from "papaparse";
import type { Logger } from "#server/http/logger";

/**
 * papaparse's own `escapeFormulae: true` pattern ends in `.*$` without the s flag, so a cell such as "=HYPERLINK(…)"
 * followed by a line break slips through; testing only the first character catches every such cell.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

export const BYTE_ORDER_MARK = "\uFEFF";
const NEWLINE = "\r\n";

/** One column of an export: its header and its cell of an item as the API serves it. */
export type CsvColumn<Item> = readonly [header: string, cell: (item: Item) => string | null | undefined];

/** The default `never` item accepts an export of any item type where the item is not known (the route table). */
export interface CsvExport<Item = never> {
  /** The file's name before its date: "newsletter_subscribers" → newsletter_subscribers_2025-01-05.csv. */
  fileStem: string;
  columns: readonly CsvColumn<Item>[];
}

/** Rows as CSV lines joined by CRLF, without a final line break. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return Papa.unparse(rows as string[][], { escapeFormulae: FORMULA_START, newline: NEWLINE, quotes: false });
}

/** The cells of one item, in the export's column order; absent values are empty cells. */
export function csvRow<Item>(spec: CsvExport<Item>, item: Item): string[] {
  return spec.columns.map(([, cell]) => cell(item) ?? "");
}

/** stem_YYYY-MM-DD.csv, dated in UTC (the admin's browser names its copy by its own calendar). */
export function csvFileName(stem: string, now: Date = new Date()): string {
  return `${stem}_${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * The whole file as a stream: the mark and the header first, then each batch as it is read. Batches are read
 * as the response takes them (pull), one ahead at most, so a slow client never makes the server buffer rows. A failure after the first bytes cannot become an error status any more: the stream is aborted, so the
 * download fails visibly instead of ending as a file that looks complete.
 */
export function streamCsv<Item>(
  c: Context,
  spec: CsvExport<Item>,
  batches: AsyncIterable<Item[]>,
  logger: Logger,
): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  // One batch is read ahead while the previous one is encoded and sent, so the database and this process work at
  // the same time; at most two batches are held.
  let ahead: Promise<IteratorResult<Item[]>> | undefined;
  const readAhead = () => {
    ahead = iterator.next();
    // Handled where it is awaited; a client that left first must not leave an unhandled rejection behind.
    ahead.catch(() => {});
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(BYTE_ORDER_MARK + csvLines([spec.columns.map(([header]) => header)])),
      );
      readAhead();
    },
    async pull(controller) {
      try {
        for (;;) {
          const next = await (ahead as Promise<IteratorResult<Item[]>>);
          if (next.done) {
            controller.close();
            return;
          }
          readAhead();
          if (next.value.length === 0) continue;
          const lines = csvLines(next.value.map((item) => csvRow(spec, item)));
          controller.enqueue(encoder.encode(NEWLINE + lines));
          return;
        }
      } catch (err) {
        logger.error("CSV export failed", {
          export: spec.fileStem,
          error: err instanceof Error ? err.message : String(err),
        });
        controller.error(err);
      }
    },
    async cancel() {
      // The client went away: stop reading the table once the batch under way is in.
      await iterator.return?.(undefined);
    },
  });
  return c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${csvFileName(spec.fileStem)}"`,
    "X-Content-Type-Options": "nosniff",
  });
}
