// The Export CSV button of a list screen: one file holding every row that matches the screen's filters and search,
// not only the page shown. The server streams it (GET <collection>/export.csv); this only fetches and saves it.
import { useState } from "react";
import { errorMessage } from "#app/admin/hooks/use-api-data.ts";
import type { ResourceList } from "#app/admin/hooks/use-resource-list.ts";
import { downloadCsvExport } from "#app/admin/models/csv-download.ts";
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
    try {
      await downloadCsvExport(
        collectionPath,
        { ...screen.list.filters, q: screen.list.q },
        fileStem,
        ADMIN_MESSAGES.exportFailed,
      );
    } catch (err) {
      screen.flash.error(errorMessage(err, ADMIN_MESSAGES.exportFailed));
    } finally {
      setExporting(false);
    }
  }
  return (
    <button
      type="button"
      className="btn btn--primary"
      onClick={() => void exportCsv()}
      disabled={exporting || screen.total === 0}
    >
      {exporting ? "Exporting..." : "Export CSV"}
    </button>
  );
}
