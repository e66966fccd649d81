// Backups: the list of backup files the server keeps in DATA_DIR/backups (daily, automatic), "Back up now", and
// the download of the newest one. The file comes through fetch with the bearer token (the session lives in
// localStorage, so a plain link could not carry it) and is handed to the browser as a download.
import { useState } from "react";
import { DataTable } from "#app/admin/components/data-table.tsx";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { flashAction, useFlash } from "#app/admin/hooks/use-flash.ts";
import { formatDateTime } from "#app/admin/models/admin-format.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { saveFile } from "#app/admin/models/csv-download.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { getAdminToken } from "#app/lib/admin-session.ts";
import { ApiError, apiRequest, apiUrl } from "#app/lib/api-client.ts";
import type { BackupFile, OffsiteStatus } from "#contract/schemas/backup";
import type { Route } from "./+types/backups";

export const meta: Route.MetaFunction = () => adminMeta("Backups");

const LOAD_FAILED = "Failed to load backups";
const BACKUP_FAILED = "Failed to create a backup";
const DOWNLOAD_FAILED = "Failed to download the backup";

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function downloadLatest(): Promise<void> {
  const token = getAdminToken();
  const res = await fetch(apiUrl("/backups/latest"), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: "no-store",
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(body.message ?? DOWNLOAD_FAILED, res.status);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1];
  saveFile(await res.blob(), name ?? "backup.tar.gz");
}

export default function Backups() {
  const flash = useFlash();
  const [busy, setBusy] = useState<"backup" | "download" | null>(null);
  const list = useApiData(
    async (signal) => (await apiRequest<BackupFile[]>("/backups", { signal }, LOAD_FAILED)).data,
    [],
    LOAD_FAILED,
  );
  const backups = list.data ?? [];
  const offsite = useApiData(
    async (signal) => (await apiRequest<OffsiteStatus>("/backups/offsite", { signal }, LOAD_FAILED)).data,
    [],
    LOAD_FAILED,
  );

  async function act(kind: "backup" | "download", failed: string, action: () => Promise<void>) {
    setBusy(kind);
    await flashAction(flash, failed, action);
    setBusy(null);
  }
  const backUpNow = () =>
    act("backup", BACKUP_FAILED, async () => {
      const { data, message } = await apiRequest<BackupFile>("/backups", { method: "POST" }, BACKUP_FAILED);
      // The server says whether the offsite copy worked too; its failure is also shown below.
      if (message?.includes("offsite copy failed")) flash.error(message);
      else flash.success(`Backup created: ${data.file_name}`);
      await Promise.all([list.reload(), offsite.reload()]);
    });

  return (
    <>
      <PageHeader
        title="Backups"
        subtitle="The server backs up the database and the uploaded images every day and keeps the recent ones. A backup holds personal data: store it safely."
        actions={
          <>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void backUpNow()}
              disabled={busy !== null}
            >
              {busy === "backup" ? "Backing up..." : "Back up now"}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => void act("download", DOWNLOAD_FAILED, downloadLatest)}
              disabled={busy !== null || backups.length === 0}
            >
              {busy === "download" ? "Downloading..." : "Download latest backup"}
            </button>
          </>
        }
      />
      <FlashMessage flash={flash} />
      {list.error ? <Alert tone="error">{list.error}</Alert> : null}
      {offsite.data ? <OffsiteCopies status={offsite.data} /> : null}
      <DataTable
        caption="Backups"
        loading={list.loading && !list.data}
        rows={backups}
        rowKey={(b) => b.file_name}
        empty="No backup has been made yet."
        columns={[
          { key: "created", header: "Made", cell: (b) => formatDateTime(b.created_at) },
          { key: "file", header: "File", cell: (b) => b.file_name },
          { key: "size", header: "Size", cell: (b) => formatSize(b.size) },
        ]}
      />
    </>
  );
}

/** Where the encrypted copies go, the newest one there, and a failure since. */
function OffsiteCopies({ status }: { status: OffsiteStatus }) {
  if (!status.configured)
    return (
      <p className="admin-muted">
        Backups stay on this server only. To keep an encrypted copy in a storage bucket elsewhere as well,
        whoever runs the server sets BACKUP_S3_BUCKET and its companions (see docs/going-live.md).
      </p>
    );
  const copy = status.last_copy;
  const failure = status.last_failure;
  return (
    <section aria-labelledby="offsite-heading" className="admin-offsite">
      <h2 id="offsite-heading">Offsite copies</h2>
      <p>
        Each backup is also encrypted and copied to the bucket <strong>{status.bucket}</strong>
        {status.prefix ? ` (under ${status.prefix})` : ""}.{" "}
        {copy
          ? `Last copy: ${copy.object_key}, ${formatSize(copy.size)}, ${formatDateTime(copy.finished_at)}.`
          : "No copy has been made yet."}
      </p>
      {failure ? (
        <Alert tone="error">
          The offsite copy of {failure.file_name} failed ({formatDateTime(failure.finished_at)}):{" "}
          {failure.error}
        </Alert>
      ) : null}
    </section>
  );
}
