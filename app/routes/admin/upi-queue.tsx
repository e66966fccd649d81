// The UPI verification queue: the references people sent from their payment page, oldest first, to be checked
// against the bank statement. Mark paid takes the money into the ledger (the receipt is numbered and mailed);
// Reject tells the person, who may send another reference.
import { useState } from "react";
import { Link } from "react-router";
import { DataTable } from "#app/admin/components/data-table.tsx";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { RefreshButton } from "#app/admin/components/list-controls.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { flashAction, useFlash } from "#app/admin/hooks/use-flash.ts";
import { formatDateTime, formatDay } from "#app/admin/models/admin-format.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { formatRupees } from "#app/admin/models/money.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { UPI_QUEUE_MESSAGES as Q } from "#contract/admin-messages";
import type { StaffPayment } from "#contract/schemas/payment-list";
import type { Route } from "./+types/upi-queue";
import "#app/styles/admin-screens.css";

export const meta: Route.MetaFunction = () => adminMeta("UPI queue");

export default function UpiQueue() {
  const flash = useFlash();
  const [busy, setBusy] = useState<number | null>(null);
  const queue = useApiData(
    async (signal) =>
      (
        await apiRequest<StaffPayment[]>(
          "/payments",
          { signal, query: { method: "upi", status: "created", limit: 200 } },
          Q.loadFailed,
        )
      ).data
        // Oldest first: the first sent is the first checked.
        .slice()
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.payment_id - b.payment_id),
    [],
    Q.loadFailed,
  );

  async function act(p: StaffPayment, action: "verify" | "reject", body?: unknown) {
    setBusy(p.payment_id);
    await flashAction(flash, Q.actionFailed, async () => {
      const { message } = await apiRequest(
        `/payments/${p.payment_id}/${action}`,
        { method: "POST", body: body ?? {} },
        Q.actionFailed,
      );
      await queue.reload();
      return message ?? (action === "verify" ? Q.markedPaid : Q.rejected);
    });
    setBusy(null);
  }

  const rows = queue.data ?? [];
  return (
    <>
      <PageHeader
        title={`UPI queue (${rows.length})`}
        subtitle="UPI references people sent after paying. Find each UTR on the bank statement, for the same amount, before marking it paid."
        actions={<RefreshButton screen={{ reload: queue.reload, reloading: queue.loading }} />}
      />
      <FlashMessage flash={flash} />
      {queue.error ? <Alert tone="error">{queue.error}</Alert> : null}
      <DataTable
        caption="UPI references waiting to be checked"
        loading={queue.loading && !queue.data}
        loadingLabel="Loading the UPI references..."
        rows={rows}
        rowKey={(p) => p.payment_id}
        empty="No UPI reference is waiting to be checked."
        columns={[
          { key: "sent", header: "Sent", cell: (p) => formatDateTime(p.created_at) },
          {
            key: "name",
            header: "Name",
            cell: (p) => (
              <>
                <strong>{p.name}</strong>
                {p.course_title ? (
                  <>
                    <br />
                    <span className="admin-muted">
                      {p.course_title}, {formatDay(p.starts_on)}
                    </span>
                  </>
                ) : null}
              </>
            ),
          },
          { key: "amount", header: "Amount", cell: (p) => formatRupees(p.amount_paise) },
          { key: "utr", header: "UTR", cell: (p) => <code>{p.utr}</code> },
          {
            key: "actions",
            header: "Actions",
            cell: (p) => (
              <span className="admin-row-actions">
                <button
                  type="button"
                  className="btn btn--primary btn--small"
                  disabled={busy === p.payment_id}
                  aria-label={`Mark paid: ${p.name}, UTR ${p.utr}`}
                  onClick={() => {
                    if (window.confirm(Q.markPaidConfirm(formatRupees(p.amount_paise), p.utr ?? "", p.name)))
                      void act(p, "verify");
                  }}
                >
                  Mark paid
                </button>
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  disabled={busy === p.payment_id}
                  aria-label={`Reject: ${p.name}, UTR ${p.utr}`}
                  onClick={() => {
                    const reason = window.prompt(Q.rejectPrompt);
                    if (reason !== null) void act(p, "reject", { reason });
                  }}
                >
                  Reject
                </button>
              </span>
            ),
          },
        ]}
      />
      <p className="admin-muted">
        Fees paid at the academy (cash, cheque, bank transfer) are recorded on the{" "}
        <Link to="/admin/enrolments">roster</Link>. Every payment is listed under{" "}
        <Link to="/admin/payments">Payments</Link>.
      </p>
    </>
  );
}
