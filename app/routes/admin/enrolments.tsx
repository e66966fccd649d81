// The front desk's rosters: pick a batch, see who is coming (status, phone to call, what they paid, notes), and
// act on each person: confirm, cancel, move to another batch of the course, mark completed (which issues the
// certificate) or revoke a certificate. Export CSV downloads the roster as the server streams it.
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { DataTable } from "#app/admin/components/data-table.tsx";
import { FlashMessage } from "#app/admin/components/flash.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { RecordPaymentDialog } from "#app/admin/components/record-payment-dialog.tsx";
import { RefundDialog } from "#app/admin/components/refund-dialog.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { errorMessage, useApiData } from "#app/admin/hooks/use-api-data.ts";
import { flashAction, useFlash } from "#app/admin/hooks/use-flash.ts";
import { formatDateTime, formatDay } from "#app/admin/models/admin-format.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { useAdminUser } from "#app/admin/models/admin-user.ts";
import { csvFileName, saveFile } from "#app/admin/models/csv-download.ts";
import { formatRupees } from "#app/admin/models/money.ts";
import { METHOD_LABELS } from "#app/admin/screens/payments.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { apiRequest, apiUrl, buildHeaders, toResult } from "#app/lib/api-client.ts";
import { ADMIN_MESSAGES, ENROLMENT_ADMIN_MESSAGES as M } from "#contract/admin-messages";
import { takesSeat } from "#contract/enums";
import type { Enrolment, RosterBatch } from "#contract/schemas/enrolment";
import type { StaffPayment } from "#contract/schemas/payment-list";
import { canUse } from "#contract/staff-roles";
import type { Route } from "./+types/enrolments";
import "#app/styles/admin-screens.css";

export const meta: Route.MetaFunction = () => adminMeta("Enrolments");

const batchLabel = (b: RosterBatch) =>
  `${b.course_title} – ${formatDay(b.starts_on)} (${b.seats_left} of ${b.seats_total} seats left${
    b.waitlist_count ? `, ${b.waitlist_count} waiting` : ""
  })`;

/** What the roster says of someone's money: fee and paid, how, and any refund given, pending or due. */
function PaymentState({ e, paid }: { e: Enrolment; paid: StaffPayment[] }) {
  if (e.amount_paise === 0) return <>Free</>;
  const methods = [
    ...new Set(paid.filter((p) => p.status !== "failed" && p.status !== "created").map((p) => p.method)),
  ];
  const refunded = paid.reduce((sum, p) => sum + p.refunded_paise, 0);
  const pending = paid.find((p) => p.refund?.status === "pending")?.refund;
  const waiting = paid.find((p) => p.method === "upi" && p.status === "created");
  return (
    <>
      {formatRupees(e.amount_paise)} / {formatRupees(e.amount_paid_paise)}
      {methods.length ? (
        <span className="admin-muted"> · {methods.map((m) => METHOD_LABELS[m] ?? m).join(", ")}</span>
      ) : null}
      {refunded > 0 ? (
        <>
          <br />
          <span className="admin-muted">{formatRupees(refunded)} refunded</span>
        </>
      ) : null}
      {pending ? (
        <>
          <br />
          <StatusBadge
            status="refund_pending"
            label={`Refund of ${formatRupees(pending.amount_paise)} pending`}
            tone="warning"
          />
        </>
      ) : null}
      {waiting ? (
        <>
          <br />
          <span className="admin-muted">UPI {waiting.utr} to check</span>
        </>
      ) : null}
    </>
  );
}

async function downloadCsv(batchId: string | null) {
  const res = await fetch(apiUrl("/enrolments/export.csv", batchId ? { batch_id: batchId } : undefined), {
    headers: { ...buildHeaders(undefined), Accept: "text/csv, application/json" },
    cache: "no-store",
  });
  if (!res.ok) toResult(res.status, await res.text(), ADMIN_MESSAGES.exportFailed);
  saveFile(await res.blob(), csvFileName("enrolments"));
}

function NotesField({ row, save }: { row: Enrolment; save: (notes: string) => Promise<void> }) {
  const [value, setValue] = useState(row.notes ?? "");
  return (
    <input
      className="admin-notes"
      aria-label={`Notes on ${row.name}`}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => {
        if (value !== (row.notes ?? "")) void save(value);
      }}
    />
  );
}

export default function Enrolments() {
  const [params, setParams] = useSearchParams();
  const batchId = params.get("batch_id");
  const flash = useFlash();
  const [busy, setBusy] = useState<number | null>(null);
  const [moving, setMoving] = useState<Record<number, string>>({});
  const [refunding, setRefunding] = useState<number | null>(null);
  const [recording, setRecording] = useState<Enrolment | null>(null);
  const mayRefund = canUse(useAdminUser()?.role, "refunds");
  const batches = useApiData(
    async (signal) => (await apiRequest<RosterBatch[]>("/enrolments/batches", { signal }, M.loadFailed)).data,
    [],
    M.loadFailed,
  );
  const roster = useApiData(
    async (signal) =>
      (
        await apiRequest<Enrolment[]>(
          "/enrolments",
          { signal, query: { limit: 500, ...(batchId ? { batch_id: batchId } : {}) } },
          M.loadFailed,
        )
      ).data,
    [batchId],
    M.loadFailed,
  );
  // The ledger's rows of the same people, for each one's payment state; the roster shows without them if they fail.
  const ledger = useApiData(
    async (signal) =>
      (
        await apiRequest<StaffPayment[]>(
          "/payments",
          { signal, query: { limit: 500, ...(batchId ? { batch_id: batchId } : {}) } },
          M.loadFailed,
        )
      ).data,
    [batchId],
    M.loadFailed,
  );
  const paymentsOf = (e: Enrolment) => (ledger.data ?? []).filter((p) => p.enrolment_id === e.enrolment_id);
  const reloadAll = () => Promise.all([roster.reload(), batches.reload(), ledger.reload()]);
  const batch = batches.data?.find((b) => String(b.batch_id) === batchId);
  const others = (batches.data ?? []).filter(
    (b) =>
      batch && b.course_id === batch.course_id && b.batch_id !== batch.batch_id && b.status !== "cancelled",
  );

  async function act(row: Enrolment, path: string, method: "POST" | "PUT", body?: unknown) {
    setBusy(row.enrolment_id);
    await flashAction(flash, ADMIN_MESSAGES.saveFailed, async () => {
      const { message } = await apiRequest(
        `/enrolments/${row.enrolment_id}${path}`,
        { method, body },
        ADMIN_MESSAGES.saveFailed,
      );
      await reloadAll();
      return message;
    });
    setBusy(null);
  }

  const button = (row: Enrolment, label: string, onClick: () => void) => (
    <button
      type="button"
      className="btn btn--secondary btn--small"
      disabled={busy === row.enrolment_id}
      aria-label={`${label}: ${row.name}`}
      onClick={onClick}
    >
      {label}
    </button>
  );

  return (
    <>
      <PageHeader
        title="Enrolments"
        subtitle="Who enrolled in which batch. Pick a batch to see its roster."
        actions={
          <button
            type="button"
            className="btn btn--primary"
            onClick={() =>
              void downloadCsv(batchId).catch((err) =>
                flash.error(errorMessage(err, ADMIN_MESSAGES.exportFailed)),
              )
            }
          >
            Export CSV
          </button>
        }
      />
      <FlashMessage flash={flash} />
      {batches.error ? <Alert tone="error">{batches.error}</Alert> : null}
      {roster.error ? <Alert tone="error">{roster.error}</Alert> : null}
      <div className="admin-toolbar">
        <FormField label="Batch">
          {(control) => (
            <select
              {...control}
              value={batchId ?? ""}
              onChange={(e) =>
                setParams((p) => {
                  if (e.target.value) p.set("batch_id", e.target.value);
                  else p.delete("batch_id");
                  return p;
                })
              }
            >
              <option value="">All batches (newest enrolments first)</option>
              {(batches.data ?? []).map((b) => (
                <option key={b.batch_id} value={b.batch_id}>
                  {batchLabel(b)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {batch ? (
        <p className="admin-roster-summary">
          {batch.course_title}: {formatDay(batch.starts_on)}
          {batch.ends_on !== batch.starts_on ? ` – ${formatDay(batch.ends_on)}` : ""}
          {batch.schedule ? `, ${batch.schedule}` : ""}. {batch.seats_total - batch.seats_left} of{" "}
          {batch.seats_total} seats taken, {batch.waitlist_count} waiting.{" "}
          <StatusBadge status={batch.status} />
        </p>
      ) : null}
      <DataTable
        caption={batch ? `Roster of ${batchLabel(batch)}` : "Enrolments"}
        loading={roster.loading && !roster.data}
        rows={roster.data ?? []}
        rowKey={(e) => String(e.enrolment_id)}
        empty="Nobody has enrolled yet."
        columns={[
          {
            key: "name",
            header: "Name",
            cell: (e) => (
              <>
                <strong>{e.name}</strong>
                <br />
                <a href={`mailto:${e.email}`}>{e.email}</a>
                {batch ? null : (
                  <>
                    <br />
                    <span className="admin-muted">
                      {e.course_title}, {formatDay(e.starts_on)}
                    </span>
                  </>
                )}
              </>
            ),
          },
          {
            key: "phone",
            header: "Phone",
            cell: (e) => <a href={`tel:${e.phone.replace(/[^\d+]/g, "")}`}>{e.phone}</a>,
          },
          {
            key: "status",
            header: "Status",
            cell: (e) => (
              <>
                <StatusBadge status={e.status} />
                {e.status === "held" && e.hold_expires_at ? (
                  <span className="admin-muted"> until {formatDateTime(e.hold_expires_at)}</span>
                ) : null}
                {e.refund_due ? <StatusBadge status="refund_due" label="Refund due" tone="danger" /> : null}
              </>
            ),
          },
          {
            key: "payment",
            header: "Fee / paid",
            cell: (e) => <PaymentState e={e} paid={paymentsOf(e)} />,
          },
          {
            key: "notes",
            header: "Notes",
            cell: (e) => (
              <NotesField
                key={`${e.enrolment_id}:${e.notes ?? ""}`}
                row={e}
                save={(notes) => act(e, "", "PUT", { notes })}
              />
            ),
          },
          {
            key: "certificate",
            header: "Certificate",
            cell: (e) =>
              e.certificate ? (
                <>
                  <a href={`/certificate/${e.certificate.code}`} target="_blank" rel="noreferrer">
                    {e.certificate.number}
                  </a>
                  {e.certificate.revoked_at ? <span className="admin-muted"> (revoked)</span> : null}
                </>
              ) : (
                <span className="admin-muted">—</span>
              ),
          },
          {
            key: "actions",
            header: "Actions",
            cell: (e) => (
              <span className="admin-row-actions">
                {e.status !== "confirmed" && e.status !== "paid" && e.status !== "refunded"
                  ? button(e, "Confirm", () => void act(e, "", "PUT", { status: "confirmed" }))
                  : null}
                {takesSeat(e.status) || e.status === "waitlisted"
                  ? button(e, "Cancel", () => {
                      if (window.confirm(M.cancelConfirm)) void act(e, "", "PUT", { status: "cancelled" });
                    })
                  : null}
                {e.amount_paise > e.amount_paid_paise &&
                ["held", "pending_verification", "expired", "waitlisted", "confirmed"].includes(e.status)
                  ? button(e, "Record payment", () => setRecording(e))
                  : null}
                {mayRefund && e.amount_paid_paise > 0 && (e.status === "paid" || e.refund_due)
                  ? button(e, "Refund", () => setRefunding(e.enrolment_id))
                  : null}
                {(e.status === "confirmed" || e.status === "paid") &&
                (!e.certificate || e.certificate.revoked_at)
                  ? button(e, "Mark completed", () => void act(e, "/complete", "POST"))
                  : null}
                {e.certificate && !e.certificate.revoked_at
                  ? button(e, "Revoke certificate", () => {
                      const reason = window.prompt("Why is the certificate revoked? (optional)");
                      if (reason !== null) void act(e, "/revoke-certificate", "POST", { reason });
                    })
                  : null}
                {batch && others.length > 0 && (takesSeat(e.status) || e.status === "waitlisted") ? (
                  <span className="admin-move">
                    <select
                      aria-label={`Move ${e.name} to`}
                      value={moving[e.enrolment_id] ?? ""}
                      onChange={(event) => setMoving((m) => ({ ...m, [e.enrolment_id]: event.target.value }))}
                    >
                      <option value="">Move to…</option>
                      {others.map((b) => (
                        <option key={b.batch_id} value={b.batch_id}>
                          {formatDay(b.starts_on)} ({b.seats_left} left)
                        </option>
                      ))}
                    </select>
                    {moving[e.enrolment_id]
                      ? button(
                          e,
                          "Move",
                          () => void act(e, "/move", "POST", { batch_id: Number(moving[e.enrolment_id]) }),
                        )
                      : null}
                  </span>
                ) : null}
              </span>
            ),
          },
        ]}
      />
      <RefundDialog
        enrolmentId={refunding}
        onClose={() => setRefunding(null)}
        onDone={(message) => {
          setRefunding(null);
          flash.success(message);
          void reloadAll();
        }}
      />
      <RecordPaymentDialog
        enrolment={recording}
        onClose={() => setRecording(null)}
        onDone={(message) => {
          setRecording(null);
          flash.success(message);
          void reloadAll();
        }}
      />
      <p className="admin-muted">
        Batches are added and changed under <Link to="/admin/courses">Courses</Link> (Batches on each course).
      </p>
    </>
  );
}
