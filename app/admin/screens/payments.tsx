// The payments list: every payment of the ledger, newest first, filtered by days (in India), method, status and
// batch, with the totals of the chosen days (today by default) above it, the accountant's GST register to
// download, each payment's receipt, and the owner's Refund.
import { useEffect, useState } from "react";
import { RefreshButton } from "#app/admin/components/list-controls.tsx";
import { enumFilter, type ListScreenConfig } from "#app/admin/components/list-screen.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { errorMessage } from "#app/admin/hooks/use-api-data.ts";
import type { ResourceList } from "#app/admin/hooks/use-resource-list.ts";
import { EMPTY_CELL, formatDateTime, formatDay } from "#app/admin/models/admin-format.ts";
import { csvFileName, saveFile } from "#app/admin/models/csv-download.ts";
import { formatRupees } from "#app/admin/models/money.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { apiRequest, apiUrl, buildHeaders, toResult } from "#app/lib/api-client.ts";
import { ADMIN_MESSAGES, PAYMENT_LIST_MESSAGES as P } from "#contract/admin-messages";
import type { RosterBatch } from "#contract/schemas/enrolment";
import { PAYMENT_STATUSES, type PaymentTotals, type StaffPayment } from "#contract/schemas/payment-list";
import { PAYMENT_METHODS } from "#contract/schemas/refund";

export const METHOD_LABELS: Record<string, string> = {
  razorpay: "Razorpay",
  upi: "UPI",
  cash: "Cash",
  cheque: "Cheque",
  bank_transfer: "Bank transfer",
};
const STATUS_LABELS: Record<string, string> = {
  created: "Awaiting payment",
  authorized: "Authorised",
  captured: "Paid",
  failed: "Failed",
  refunded: "Refunded",
};
const STATUS_TONES = {
  created: "warning",
  authorized: "info",
  captured: "success",
  failed: "danger",
  refunded: "neutral",
} as const;

/** Downloads a file the API streams to signed-in staff (the GST register, a receipt). */
export async function downloadFromApi(path: string, query: Record<string, string>, fileName: string) {
  const res = await fetch(apiUrl(path, query), {
    headers: { ...buildHeaders(undefined), Accept: "text/csv, application/pdf, application/json" },
    cache: "no-store",
  });
  if (!res.ok) toResult(res.status, await res.text(), ADMIN_MESSAGES.exportFailed);
  saveFile(await res.blob(), fileName);
}

const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** The totals of the days the filters choose (today when none), loaded again after every change on the screen. */
export function PaymentTotalsStrip({ from, to, version }: { from: string; to: string; version: number }) {
  const [totals, setTotals] = useState<PaymentTotals | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void version;
    const controller = new AbortController();
    const query: Record<string, string> = {};
    if (from) query.from = from;
    if (to) query.to = to;
    apiRequest<PaymentTotals>("/payments/totals", { signal: controller.signal, query }, P.totalsFailed)
      .then(({ data }) => {
        setTotals(data);
        setError(null);
      })
      .catch((err) => {
        if (!controller.signal.aborted) setError(errorMessage(err, P.totalsFailed));
      });
    return () => controller.abort();
  }, [from, to, version]);
  if (error) return <Alert tone="error">{error}</Alert>;
  const days = totals
    ? totals.from === totals.to
      ? totals.from === todayInIndia()
        ? "Today"
        : formatDay(totals.from)
      : `${formatDay(totals.from)} – ${formatDay(totals.to)}`
    : "Today";
  const card = (label: string, value: string) => (
    <div className="admin-stat-card admin-stat-card--static admin-stat-card--small" key={label}>
      <span>
        <span className="admin-stat-card__value">{value}</span>
        <span className="admin-stat-card__label">{label}</span>
      </span>
    </div>
  );
  const used = totals?.by_method.filter((m) => m.count > 0 || m.refunded_paise > 0) ?? [];
  return (
    <section className="admin-stat-grid" aria-label={`Totals: ${days}`} aria-busy={!totals || undefined}>
      {card(
        `Received (${days.toLowerCase() === "today" ? "today" : days})`,
        totals ? formatRupees(totals.captured_paise) : "…",
      )}
      {card("Refunded", totals ? formatRupees(totals.refunded_paise) : "…")}
      {card("Net", totals ? formatRupees(totals.net_paise) : "…")}
      {used.map((m) =>
        card(`${METHOD_LABELS[m.method]} (${m.count})`, formatRupees(m.captured_paise - m.refunded_paise)),
      )}
    </section>
  );
}

function ExportGstButton({ screen }: { screen: ResourceList<StaffPayment> }) {
  const [busy, setBusy] = useState(false);
  const { from, to } = screen.list.filters;
  return (
    <button
      type="button"
      className="btn btn--primary"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        const query: Record<string, string> = {};
        if (from) query.from = from;
        if (to) query.to = to;
        downloadFromApi("/payments/gst.csv", query, csvFileName("gst_register"))
          .catch((err) => screen.flash.error(errorMessage(err, ADMIN_MESSAGES.exportFailed)))
          .finally(() => setBusy(false));
      }}
    >
      {busy ? "Exporting..." : "GST register (CSV)"}
    </button>
  );
}

export function paymentsScreen(options: {
  batches: readonly RosterBatch[];
  mayRefund: boolean;
  onRefund: (payment: StaffPayment) => void;
}): ListScreenConfig<StaffPayment> {
  return {
    options: {
      resource: { path: "/payments", idKey: "payment_id" },
      loadFailed: P.loadFailed,
      serverErrorText: true,
    },
    title: "Payments",
    subtitle:
      "Every payment received or attempted, newest first. Days are days in India; the totals are of the days chosen (today when none).",
    filters: [
      { name: "from", label: "From", type: "date" },
      { name: "to", label: "To", type: "date" },
      enumFilter("method", "Method", PAYMENT_METHODS, "All methods", (m) => METHOD_LABELS[m] ?? m),
      enumFilter(
        "status",
        "Status",
        PAYMENT_STATUSES,
        "Received, failed and refunded",
        (s) => STATUS_LABELS[s] ?? s,
      ),
      {
        name: "batch_id",
        label: "Batch",
        allLabel: "All batches",
        options: options.batches.map((b) => ({
          value: String(b.batch_id),
          label: `${b.course_title} – ${formatDay(b.starts_on)}`,
        })),
      },
    ],
    search: { label: "Search", placeholder: "Name, e-mail, UTR, reference or Razorpay id" },
    loadingLabel: "Loading payments...",
    empty: { filtered: "No payment matches these filters.", none: "No payment has been received yet." },
    noun: ["payment", "payments"],
    totalRow: false,
    slots: {
      actions: (screen) => (
        <>
          <RefreshButton screen={screen} />
          <ExportGstButton screen={screen} />
        </>
      ),
      top: (screen) => (
        <PaymentTotalsStrip
          from={screen.list.filters.from ?? ""}
          to={screen.list.filters.to ?? ""}
          version={screen.version}
        />
      ),
    },
    columns: () => [
      { key: "when", header: "When", cell: (p) => formatDateTime(p.captured_at ?? p.created_at) },
      {
        key: "who",
        header: "Paid by",
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
      {
        key: "method",
        header: "Method",
        cell: (p) => (
          <>
            {METHOD_LABELS[p.method] ?? p.method}
            {p.utr ? <span className="admin-muted"> · UTR {p.utr}</span> : null}
            {p.reference ? <span className="admin-muted"> · {p.reference}</span> : null}
            {p.razorpay_payment_id ? <span className="admin-muted"> · {p.razorpay_payment_id}</span> : null}
            {p.recorded_by ? <span className="admin-muted"> · by {p.recorded_by}</span> : null}
          </>
        ),
      },
      {
        key: "amount",
        header: "Amount",
        cell: (p) => (
          <>
            {formatRupees(p.amount_paise)}
            {p.refunded_paise > 0 ? (
              <span className="admin-muted"> ({formatRupees(p.refunded_paise)} refunded)</span>
            ) : null}
          </>
        ),
      },
      {
        key: "status",
        header: "Status",
        cell: (p) => (
          <>
            <StatusBadge status={p.status} label={STATUS_LABELS[p.status]} tone={STATUS_TONES[p.status]} />
            {p.refund && p.refund.status === "pending" ? (
              <StatusBadge status="refund_pending" label="Refund pending" tone="warning" />
            ) : null}
            {p.failure_reason ? <span className="admin-muted"> {p.failure_reason}</span> : null}
          </>
        ),
      },
      {
        key: "receipt",
        header: "Receipt",
        cell: (p) =>
          p.receipt_number && (p.enrolment_id || p.request_id) ? (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-label={`Download receipt ${p.receipt_number}`}
              onClick={() =>
                void downloadFromApi(
                  p.enrolment_id
                    ? `/enrolments/${p.enrolment_id}/receipt.pdf`
                    : `/consultations/${p.request_id}/receipt.pdf`,
                  {},
                  `${p.receipt_number?.replace(/\//g, "-")}.pdf`,
                ).catch(() => undefined)
              }
            >
              {p.receipt_number}
            </button>
          ) : (
            EMPTY_CELL
          ),
      },
      {
        key: "actions",
        header: "Actions",
        cell: (p) =>
          options.mayRefund && p.enrolment_id && p.status === "captured" && !p.refund ? (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-label={`Refund ${p.name}`}
              onClick={() => options.onRefund(p)}
            >
              Refund
            </button>
          ) : (
            EMPTY_CELL
          ),
      },
    ],
  };
}
