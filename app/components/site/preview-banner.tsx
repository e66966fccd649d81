// Shown above a page opened through the page-text editor's Preview link, so nobody mistakes drafts for the site.

import { HI_PREVIEW_BANNER } from "#app/lib/i18n/hi/shared.ts";
import { useLocale } from "#app/lib/i18n/locale.ts";
import { en } from "#app/lib/messages.en.ts";

export function PreviewBanner() {
  return (
    <p className="preview-banner" role="status">
      {useLocale() === "hi" ? HI_PREVIEW_BANNER : en.about.previewBanner}
    </p>
  );
}
