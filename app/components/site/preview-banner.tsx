// Shown above a page opened through the page-text editor's Preview link, so nobody mistakes drafts for the site.
import { en } from "#app/lib/messages.en.ts";

export function PreviewBanner() {
  return (
    <p className="preview-banner" role="status">
      {en.about.previewBanner}
    </p>
  );
}
