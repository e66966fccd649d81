// What the loader of a public list page (gallery, products) reads: the list's rows in the page's language.
import { type Locale, localeFromPathname } from "#contract/locales";
import type { PageServices } from "#server/request-context";

type Db = PageServices["database"]["db"];

/**
 * The rows a public list page shows, in the page's language: the active ones, and for staff previewing the
 * inactive ones too (the page then shows the preview banner above them).
 */
export async function publicRows<Row, Shown>(
  { database, staffPreview }: PageServices,
  request: Request,
  list: (db: Db, admin: boolean) => Promise<Row[]>,
  localize: (row: Row, locale: Locale) => Shown,
): Promise<Shown[]> {
  const locale = localeFromPathname(new URL(request.url).pathname);
  return (await list(database.db, staffPreview)).map((row) => localize(row, locale));
}
