// The owner's refund of an enrolment: what was paid, the cancellation policy's amount prefilled (any smaller
// amount may be given), a reason, and for money paid back by hand its reference. Asks before refunding; the
// server refunds once whatever is pressed twice.
import { type FormEvent, useEffect, useState } from "react";
import { errorMessage } from "#app/admin/hooks/use-api-data.ts";
import { useDialogPost } from "#app/admin/hooks/use-dialog-post.ts";
import { formatDay } from "#app/admin/models/admin-format.ts";
import { formatRupees, rupeesInput, rupeesToPaise } from "#app/admin/models/money.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { REFUND_ADMIN_MESSAGES as R } from "#contract/admin-messages";
import type { RefundQuote } from "#contract/schemas/refund";
import { AdminModal } from "./admin-modal.tsx";

const METHOD_LABELS: Record<string, string> = {
  razorpay: "Razorpay (back to the card, UPI account or bank it came from)",
  upi: "UPI, paid back by hand",
  cash: "Cash, paid back by hand",
  cheque: "Cheque, paid back by hand",
  bank_transfer: "Bank transfer, paid back by hand",
};

export function RefundDialog({
  enrolmentId,
  onClose,
  onDone,
}: {
  /** null: closed. */
  enrolmentId: number | null;
  onClose: () => void;
  /** After a refund was made or found: the server's words. */
  onDone: (message: string) => void;
}) {
  const [quote, setQuote] = useState<RefundQuote | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [reference, setReference] = useState("");
  const { busy, error, setError, post, fieldError } = useDialogPost();

  useEffect(() => {
    setQuote(null);
    setLoadError(null);
    setError(null);
    setReason("");
    setReference("");
    if (enrolmentId === null) return;
    const controller = new AbortController();
    apiRequest<RefundQuote>(`/enrolments/${enrolmentId}/refund`, { signal: controller.signal }, R.loadFailed)
      .then(({ data }) => {
        setQuote(data);
        setAmount(rupeesInput(data.default_paise || data.refundable_paise));
      })
      .catch((err) => {
        if (!controller.signal.aborted) setLoadError(errorMessage(err, R.loadFailed));
      });
    return () => controller.abort();
  }, [enrolmentId, setError]);

  const manual = quote?.method !== undefined && quote?.method !== null && quote.method !== "razorpay";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!quote || enrolmentId === null) return;
    const paise = rupeesToPaise(amount);
    if (paise === null || paise <= 0) {
      setError({ field: "amount_paise", message: "Enter the amount in rupees, such as 2500 or 2500.50." });
      return;
    }
    if (paise > quote.refundable_paise) {
      setError({ field: "amount_paise", message: R.tooMuch(formatRupees(quote.refundable_paise)) });
      return;
    }
    if (!window.confirm(R.confirm(formatRupees(paise), quote.name))) return;
    await post(
      `/enrolments/${enrolmentId}/refund`,
      { amount_paise: paise, reason: reason || null, reference: reference || null },
      R.loadFailed,
      R.made,
      onDone,
    );
  }

  return (
    <AdminModal
      open={enrolmentId !== null}
      onClose={onClose}
      title={quote ? `Refund ${quote.name}` : "Refund"}
      maxWidth={560}
    >
      {loadError ? <Alert tone="error">{loadError}</Alert> : null}
      {!quote && !loadError ? <Spinner label="Loading the refund details..." showLabel /> : null}
      {quote?.refund ? (
        <Alert tone="info">
          {R.already} {formatRupees(quote.refund.amount_paise)}, {quote.refund.status}.
        </Alert>
      ) : null}
      {quote && !quote.refund && quote.refundable_paise === 0 ? (
        <Alert tone="info">{R.nothingPaid}</Alert>
      ) : null}
      {quote && !quote.refund && quote.refundable_paise > 0 ? (
        <form onSubmit={submit} noValidate>
          <dl className="admin-details admin-details--spaced">
            <dt>Paid</dt>
            <dd>{formatRupees(quote.refundable_paise)}</dd>
            <dt>Refund goes by</dt>
            <dd>{METHOD_LABELS[quote.method ?? ""] ?? quote.method}</dd>
            <dt>Batch starts</dt>
            <dd>{formatDay(quote.starts_on)}</dd>
            <dt>Cancellation policy</dt>
            <dd>
              Full refund until {quote.policy.fullRefundDaysBeforeStart} days before the start, then{" "}
              {quote.policy.partialRefundPercent}% until it starts: {formatRupees(quote.default_paise)} today.
            </dd>
          </dl>
          {error && !error.field ? <Alert tone="error">{error.message}</Alert> : null}
          <FormField
            label="Amount to refund (₹)"
            required
            hint="Prefilled with the policy's amount; a smaller or larger amount, up to what was paid, may be given."
            error={fieldError("amount_paise")}
          >
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            )}
          </FormField>
          {manual ? (
            <FormField
              label="Reference of the money paid back"
              required={quote.method !== "cash"}
              hint="The UTR of the UPI transfer, the cheque number or the receipt given."
              error={fieldError("reference")}
            >
              {(control) => (
                <input
                  {...control}
                  maxLength={100}
                  value={reference}
                  onChange={(e) => setReference(e.target.value)}
                />
              )}
            </FormField>
          ) : null}
          <FormField label="Reason (optional)" error={fieldError("reason")}>
            {(control) => (
              <input
                {...control}
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </FormField>
          <div className="admin-modal__footer">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              Close
            </button>
            <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
              {busy ? "Refunding..." : "Refund"}
            </button>
          </div>
        </form>
      ) : null}
    </AdminModal>
  );
}
