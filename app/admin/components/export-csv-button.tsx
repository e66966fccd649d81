// The Export CSV button of a list screen: one file holding every row that matches the screen's filters and search,
// not only the page shown. The server streams it (GET <collection>/export.csv); this only fetches and saves it.
import { useState } from "react";
import { errorMessage } from "#app/admin/hooks/use-api-data.ts";
import type { ResourceList } from "#app/admin/hooks/use-resource-list.ts";
import { csvFileName, saveFile } from "#app/admin/models/csv-download.ts";
import { apiUrl, buildHeaders, toResult } from "#app/lib/api-client.ts";
import { ADMIN_MESSAGES } from "#contract/admin-messages";

export function ExportCsvButton<T>({
  screen,
  collectionPath,
  fileStem,
}: {
  screen: ResourceList<T>;
  /** The list's API path: "/newsletter". */
  collectionPath: string;
  /** The file's name before its date: "newsletter_subscribers". */
  fileStem: string;
}) {
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    const failed = ADMIN_MESSAGES.exportFailed;
    try {
      const res = await fetch(
        apiUrl(`${collectionPath}/export.csv`, { ...screen.list.filters, q: screen.list.q }),
        {
          headers: { ...buildHeaders(undefined), Accept: "text/csv, application/json" },
          cache: "no-store",
        },
      );
      // An answer that is not ok is the API's JSON envelope: toResult throws its message (and a 401 ends the session).
      if (!res.ok) toResult(res.status, await res.text(), failed);
      // A stream that broke off after it began (the server aborts it on a failure) throws here: no partial file.
      saveFile(await res.blob(), csvFileName(fileStem));
    } catch (err) {
      // A network failure or a broken stream says the screen's message; the API's refusal says its own.
      screen.flash.error(errorMessage(err, failed));
    } finally {
      setExporting(false);
    }
  }
  return (
    <button
      type="button"
      className="btn btn--primary"
      // Busy, it stays focusable (aria-disabled): a disabled button would drop the focus to the top of the page.
      onClick={() => {
        if (!exporting) void exportCsv();
      }}
      aria-disabled={exporting || undefined}
      disabled={screen.total === 0}
    >
      {exporting ? "Exporting..." : "Export CSV"}
    </button>
  );
}
