// The mail outbox: every mail the site has queued, sent, failed or is holding, newest first, with the SMTP
// server's answer to a failed attempt and a Retry button for failed and held mail.
import { useState } from "react";
import { type Column, DataTable } from "#app/admin/components/data-table.tsx";
import { FlashMessage, useFlash } from "#app/admin/components/flash.tsx";
import {
  ClearFiltersButton,
  FilterSelect,
  ListPagination,
  ListToolbar,
} from "#app/admin/components/list-controls.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { StatusBadge, statusLabel } from "#app/admin/components/status-badge.tsx";
import { errorMessage, useApiData } from "#app/admin/hooks/use-api-data.ts";
import { useListParams } from "#app/admin/hooks/use-list-params.ts";
import { EMPTY_CELL, formatDateTime } from "#app/admin/models/admin-format.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { MAIL_STATE_TONES } from "#app/admin/models/mail-states.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { MAIL_MESSAGES, MAIL_STATES, type OutboxMail } from "#contract/schemas/mail";
import "#app/styles/admin-screens.css";
import "#app/styles/admin-mail.css";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => adminMeta("Outbox");

const LOAD_FAILED = "Failed to load the outbox";
const RETRY_FAILED = "Failed to send the mail again";
const STATE_OPTIONS = MAIL_STATES.map((s) => ({ value: s, label: statusLabel(s) }));

export default function Outbox() {
  const flash = useFlash();
  const list = useListParams(["state"]);
  const state = list.filters.state || undefined;
  const [retrying, setRetrying] = useState<number | null>(null);
  const mails = useApiData(
    async (signal) =>
      apiRequest<OutboxMail[]>(
        "/mail/outbox",
        { signal, query: { state, limit: list.limit, offset: list.offset } },
        LOAD_FAILED,
      ),
    [state, list.limit, list.offset],
    LOAD_FAILED,
  );
  const rows = mails.data?.data ?? [];
  const total = mails.data?.meta?.total ?? rows.length;

  async function retry(mail: OutboxMail) {
    flash.clear();
    setRetrying(mail.mail_id);
    try {
      const { message } = await apiRequest<OutboxMail>(
        `/mail/outbox/${mail.mail_id}/retry`,
        { method: "POST" },
        RETRY_FAILED,
      );
      flash.success(message ?? MAIL_MESSAGES.retried);
      await mails.reload();
    } catch (err) {
      flash.error(errorMessage(err, RETRY_FAILED));
    } finally {
      setRetrying(null);
    }
  }

  const columns: Column<OutboxMail>[] = [
    { key: "created", header: "Queued", cell: (m) => formatDateTime(m.created_at) },
    { key: "to", header: "To", cell: (m) => m.to },
    { key: "subject", header: "Subject", cell: (m) => m.subject },
    { key: "kind", header: "Kind", cell: (m) => m.kind },
    {
      key: "state",
      header: "State",
      cell: (m) => <StatusBadge status={m.state} tone={MAIL_STATE_TONES[m.state]} />,
    },
    { key: "attempts", header: "Attempts", cell: (m) => m.attempts },
    {
      key: "error",
      header: "Error",
      cell: (m) => (m.last_error ? <span className="admin-mail-error">{m.last_error}</span> : EMPTY_CELL),
    },
    {
      key: "actions",
      header: "Actions",
      cell: (m) =>
        m.state === "failed" || m.state === "held" ? (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={retrying !== null}
            aria-label={`Retry the mail to ${m.to}: ${m.subject}`}
            onClick={() => void retry(m)}
          >
            {retrying === m.mail_id ? "Retrying..." : "Retry"}
          </button>
        ) : (
          EMPTY_CELL
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Outbox"
        subtitle="Every mail the site sends waits here until the mail server accepts it. Failed and held mail can be sent again."
        actions={
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => void mails.reload()}
            disabled={mails.loading}
          >
            Refresh
          </button>
        }
      />
      <FlashMessage flash={flash} />
      {mails.error ? (
        <div className="ui-alert ui-alert--error" role="alert">
          {mails.error}
        </div>
      ) : null}
      <ListToolbar>
        <FilterSelect
          label="State"
          value={state ?? ""}
          onChange={(v) => list.setFilter("state", v)}
          options={STATE_OPTIONS}
          allLabel="All states"
        />
        <ClearFiltersButton list={list} />
      </ListToolbar>
      <DataTable
        caption="Outbox"
        columns={columns}
        rows={rows}
        rowKey={(m) => m.mail_id}
        loading={mails.loading && !mails.data}
        loadingLabel="Loading the outbox..."
        empty={list.hasFilters ? "No mail matches this filter." : "No mail has been sent yet."}
      />
      <ListPagination list={list} total={total} itemLabel="mails" />
    </>
  );
}
