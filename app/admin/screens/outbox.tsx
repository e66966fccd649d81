// The mail outbox: every mail the site has queued, sent, failed or is holding, newest first, with the SMTP
// server's answer to a failed attempt and a Retry button for failed and held mail.

import { RefreshButton } from "#app/admin/components/list-controls.tsx";
import { enumFilter, type ListScreenConfig } from "#app/admin/components/list-screen.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { EMPTY_CELL, formatDateTime } from "#app/admin/models/admin-format.ts";
import { MAIL_STATE_TONES } from "#app/admin/models/mail-states.ts";
import { MAIL_MESSAGES } from "#contract/admin-messages";
import { MAIL_STATES } from "#contract/enums";
import type { OutboxMail } from "#contract/schemas/mail";

const RETRY = { success: MAIL_MESSAGES.retried, failed: "Failed to send the mail again", serverText: true };

export const outboxScreen: ListScreenConfig<OutboxMail> = {
  options: {
    resource: { path: "/mail/outbox", idKey: "mail_id" },
    loadFailed: "Failed to load the outbox",
  },
  title: "Outbox",
  countInTitle: false,
  subtitle:
    "Every mail the site sends waits here until the mail server accepts it. Failed and held mail can be sent again.",
  filters: [enumFilter("state", "State", MAIL_STATES, "All states")],
  search: { label: "Search the outbox", placeholder: "Recipient or subject…" },
  loadingLabel: "Loading the outbox...",
  empty: { filtered: "No mail matches this filter.", none: "No mail has been sent yet." },
  noun: ["mail", "mails"],
  totalRow: false,
  slots: { actions: (screen) => <RefreshButton screen={screen} /> },
  columns: (screen) => [
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
            disabled={screen.busy}
            aria-label={`Retry the mail to ${m.to}: ${m.subject}`}
            onClick={() => void screen.send(m, `/mail/outbox/${m.mail_id}/retry`, "POST", RETRY)}
          >
            {screen.isBusy(m) ? "Retrying..." : "Retry"}
          </button>
        ) : (
          EMPTY_CELL
        ),
    },
  ],
};
