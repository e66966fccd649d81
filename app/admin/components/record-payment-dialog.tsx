// The front desk records a fee paid at the academy: cash, a cheque or a bank transfer, with its reference. The
// amount left to pay is prefilled; the server numbers the receipt once the fee is covered.
import { type FormEvent, useEffect, useState } from "react";
import { useDialogPost } from "#app/admin/hooks/use-dialog-post.ts";
import { formatRupees, rupeesInput, rupeesToPaise } from "#app/admin/models/money.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { UPI_QUEUE_MESSAGES as Q } from "#contract/admin-messages";
import { AdminModal } from "./admin-modal.tsx";

export interface PayingEnrolment {
  enrolment_id: number;
  name: string;
  amount_paise: number;
  amount_paid_paise: number;
}

const METHODS = [
  ["cash", "Cash"],
  ["cheque", "Cheque"],
  ["bank_transfer", "Bank transfer"],
] as const;

export function RecordPaymentDialog({
  enrolment,
  onClose,
  onDone,
}: {
  /** null: closed. */
  enrolment: PayingEnrolment | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [method, setMethod] = useState<string>("cash");
  const [amount, setAmount] = useState("");
  const [reference, setReference] = useState("");
  const { busy, error, setError, post, fieldError } = useDialogPost();

  useEffect(() => {
    setError(null);
    setReference("");
    setMethod("cash");
    if (enrolment) setAmount(rupeesInput(Math.max(0, enrolment.amount_paise - enrolment.amount_paid_paise)));
  }, [enrolment, setError]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!enrolment) return;
    const paise = rupeesToPaise(amount);
    if (paise === null || paise <= 0) {
      setError({ field: "amount_paise", message: Q.amountInvalid });
      return;
    }
    if (method !== "cash" && !reference.trim()) {
      setError({ field: "reference", message: Q.referenceRequired });
      return;
    }
    await post(
      `/enrolments/${enrolment.enrolment_id}/payments`,
      { method, amount_paise: paise, reference: reference.trim() || undefined },
      Q.recordFailed,
      Q.recorded,
      onDone,
    );
  }

  return (
    <AdminModal
      open={enrolment !== null}
      onClose={onClose}
      title={enrolment ? `Record a payment by ${enrolment.name}` : "Record a payment"}
      maxWidth={520}
    >
      {enrolment ? (
        <form onSubmit={submit} noValidate>
          <p className="admin-muted">
            Fee {formatRupees(enrolment.amount_paise)}, paid so far{" "}
            {formatRupees(enrolment.amount_paid_paise)}.
          </p>
          {error && !error.field ? <Alert tone="error">{error.message}</Alert> : null}
          <FormField label="Paid by" required error={fieldError("method")}>
            {(control) => (
              <select {...control} value={method} onChange={(e) => setMethod(e.target.value)}>
                {METHODS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Amount (₹)" required error={fieldError("amount_paise")}>
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            )}
          </FormField>
          <FormField
            label="Reference"
            required={method !== "cash"}
            hint="The cheque number, the bank transfer's reference, or the number of the paper receipt given."
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
          <div className="admin-modal__footer">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              Close
            </button>
            <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
              {busy ? "Recording..." : "Record payment"}
            </button>
          </div>
        </form>
      ) : null}
    </AdminModal>
  );
}
