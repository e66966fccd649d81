// Shown above a page opened through the page-text editor's Preview link, and over a draft or inactive item that
// signed-in staff open at its public address, so nobody mistakes what visitors cannot see for the site.

import { useLocale } from "#app/lib/i18n/locale.ts";
import { HI_PREVIEW_BANNER, HI_PREVIEW_ITEM_BANNER } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";

export function PreviewBanner({ item = false }: { item?: boolean }) {
  return (
    <p className="preview-banner" role="status">
      {useLocale() === "hi"
        ? item
          ? HI_PREVIEW_ITEM_BANNER
          : HI_PREVIEW_BANNER
        : item
          ? en.about.previewItemBanner
          : en.about.previewBanner}
    </p>
  );
}

/**
 * Whether a list page shows rows visitors cannot see. Only staff previewing are ever given inactive rows (the
 * loaders read them only then), so the rows themselves say whether the banner is due, on a first visit and on a
 * client navigation alike.
 */
export function showsInactive(rows: unknown): boolean {
  return Array.isArray(rows) && rows.some((row: { is_active?: boolean }) => row.is_active === false);
}
