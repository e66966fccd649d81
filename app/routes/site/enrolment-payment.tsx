// The payment part of a person's enrolment page: Pay (Razorpay Checkout, app/lib/razorpay-checkout.ts), UPI (the
// upi://pay link for a phone, its QR code for a computer, and the form for the UTR), and the cancellation policy.
// The amount is never sent from here: the server makes the order from its own database and checks the callback
// with Razorpay.
import { useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { useMessageText } from "#app/lib/i18n/validation.ts";
import { openCheckout } from "#app/lib/razorpay-checkout.ts";
import { hiEnrolmentPage } from "#contract/i18n/hi/batches";
import { en } from "#contract/i18n/messages.en";
import type { OwnPayment, RazorpayCheckout } from "#contract/schemas/payments";

export function PaymentPanel(props: {
  enrolmentId: number;
  token: string;
  payment: OwnPayment;
  fee: string | null;
  academy: string;
  prefill: { name: string };
  onChange: () => unknown;
}) {
  const { enrolmentId, token, payment, fee } = props;
  const t = useText(en.enrolmentPage, hiEnrolmentPage);
  const v = useMessageText();
  const [busy, setBusy] = useState<"pay" | "verify" | "utr" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [utr, setUtr] = useState("");

  async function pay() {
    setBusy("pay");
    setError(null);
    try {
      const { data: order } = await apiRequest<RazorpayCheckout>(
        `/enrolments/${enrolmentId}/pay`,
        { method: "POST", body: { token } },
        t.failed,
      );
      await openCheckout({
        scriptUrl: payment.checkout_url ?? "",
        order,
        academy: props.academy,
        prefill: props.prefill,
        paid: async (response) => {
          setBusy("verify");
          try {
            await apiRequest("/payments/razorpay/verify", { method: "POST", body: response }, t.payFailed);
            await props.onChange();
          } catch (err) {
            setError(err instanceof ApiError ? v(err.message) : t.payFailed);
          } finally {
            setBusy(null);
          }
        },
        dismissed: () => setBusy(null),
        failed: () => setError(t.payFailed),
      });
    } catch (err) {
      setError(err instanceof ApiError ? v(err.message) : t.failed);
      setBusy(null);
    }
  }

  async function sendUtr(event: React.FormEvent) {
    event.preventDefault();
    setBusy("utr");
    setError(null);
    try {
      await apiRequest(
        `/enrolments/${enrolmentId}/upi-reference`,
        { method: "POST", body: { token, utr } },
        t.failed,
      );
      await props.onChange();
    } catch (err) {
      setError(err instanceof ApiError ? v(err.message) : t.failed);
    } finally {
      setBusy(null);
    }
  }

  const { fullRefundDaysBeforeStart: days, partialRefundPercent: percent } = payment.cancellation;
  return (
    <section className="payment-panel" aria-labelledby="payment-heading">
      <h2 id="payment-heading">{t.payHeading}</h2>
      <p className="payment-panel__policy">{t.cancellationPolicy(days, percent)}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {payment.razorpay && fee ? (
        <p>
          <button type="button" className="btn btn--primary" disabled={busy !== null} onClick={pay}>
            {busy === "pay" ? t.paying : busy === "verify" ? t.payChecking : t.pay(fee)}
          </button>
        </p>
      ) : null}
      {payment.upi ? (
        <div className="payment-panel__upi">
          <h3>{t.upiHeading}</h3>
          <p>{t.upiText(payment.upi.vpa, payment.upi.reference)}</p>
          <p>
            <a className="btn btn--secondary" href={payment.upi.link}>
              {t.upiOpen}
            </a>
          </p>
          <p>{t.upiQr}</p>
          <div
            className="payment-panel__qr"
            // Our own SVG, drawn on the server from the upi:// link (server/documents/qr.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: made by the server from our own data
            dangerouslySetInnerHTML={{ __html: payment.upi.qr_svg }}
          />
          <form className="payment-panel__utr" onSubmit={sendUtr}>
            <label htmlFor="utr">{t.utrLabel}</label>
            <input
              id="utr"
              name="utr"
              inputMode="numeric"
              autoComplete="off"
              pattern="[0-9 ]{12,14}"
              required
              value={utr}
              onChange={(event) => setUtr(event.target.value)}
            />
            <button type="submit" className="btn btn--secondary" disabled={busy !== null}>
              {busy === "utr" ? t.utrSending : t.utrSubmit}
            </button>
          </form>
        </div>
      ) : null}
    </section>
  );
}
