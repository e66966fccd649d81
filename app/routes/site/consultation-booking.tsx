// The page a booked consultation's mail links to: it shows the booking and lets its visitor move it to another free
// time or cancel it. Opening it changes nothing (mail scanners open links); only its buttons' POSTs do. The id and
// token are read from the address in the browser, never while rendering on the server, so no HTML holds a token.
import { useEffect, useRef, useState } from "react";
import { groupByDay, SlotChooser, type SlotDay } from "#app/components/site/consultation/slot-chooser.tsx";
import { Link } from "#app/components/site/locale-link.tsx";
import { tokenPageMeta } from "#app/components/site/newsletter/token-action.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { useSiteData } from "#app/components/site/site-data.ts";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { useLocale } from "#app/lib/i18n/locale.ts";
import { useMessageText } from "#app/lib/i18n/validation.ts";
import { openCheckout } from "#app/lib/razorpay-checkout.ts";
import { PICKER_DAYS } from "#contract/constants";
import { formatPaise } from "#contract/i18n/format";
import { hiConsultation } from "#contract/i18n/hi/consultation";
import { hiConsultationBooking } from "#contract/i18n/hi/consultation-booking";
import { hiSlotMessages } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { SLOT_MESSAGES } from "#contract/messages";
import type { RazorpayCheckout } from "#contract/schemas/payments";
import type { Slot, VisitorBooking } from "#contract/schemas/slots";
import { istClock, istDayAndTime } from "#contract/slot-time";
import type { Route } from "./+types/consultation-booking";

export function meta({ matches }: Route.MetaArgs) {
  return tokenPageMeta(matches, en.consultationBooking, hiConsultationBooking, "/consultation/booking");
}

type State =
  | { kind: "loading" }
  | { kind: "ready"; booking: VisitorBooking; days: SlotDay[] }
  | { kind: "failed"; message: string };

/** The booking's id and token in the page's address; called only in the browser. */
function link() {
  const params = new URLSearchParams(window.location.search);
  return { id: params.get("id")?.trim() ?? "", token: params.get("token")?.trim() ?? "" };
}

export default function ConsultationBooking() {
  const T = useText(en.consultationBooking, hiConsultationBooking);
  const P = useText(en.consultation, hiConsultation).picker;
  const M = useText(SLOT_MESSAGES, hiSlotMessages);
  const locale = useLocale();
  const { settings: site } = useSiteData();
  const v = useMessageText();
  const [state, setState] = useState<State>({ kind: "loading" });
  const [slot, setSlot] = useState("");
  const [busy, setBusy] = useState<"" | "move" | "cancel" | "pay" | "verify">("");
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  async function load() {
    const { id, token } = link();
    if (!/^\d+$/.test(id) || !token) {
      setState({ kind: "failed", message: M.badToken });
      return;
    }
    try {
      const booking = (await apiRequest<VisitorBooking>(`/consultations/${id}/booking`, { query: { token } }))
        .data;
      let days: SlotDay[] = [];
      if (booking.changeable) {
        const slots = await apiRequest<Slot[]>("/consultations/slots", {
          query: booking.service_type ? { service_type: booking.service_type } : {},
        });
        days = groupByDay(
          slots.data.filter((s) => s.starts_at !== booking.starts_at),
          PICKER_DAYS,
        );
      }
      setState({ kind: "ready", booking, days });
    } catch (err) {
      setState({ kind: "failed", message: err instanceof ApiError ? v(err.message) : M.badToken });
    }
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, from the address, when the page opens
  useEffect(() => {
    void load();
  }, []);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function act(kind: "move" | "cancel") {
    const { id, token } = link();
    setBusy(kind);
    setOutcome(null);
    try {
      const result =
        kind === "move"
          ? await apiRequest(`/consultations/${id}/reschedule`, {
              method: "POST",
              body: { token, slot_starts_at: slot },
            })
          : await apiRequest(`/consultations/${id}/cancel`, { method: "POST", body: { token } });
      setOutcome({ tone: "success", text: v(result.message ?? "") });
      setSlot("");
      await load();
    } catch (err) {
      setOutcome({ tone: "error", text: err instanceof ApiError ? v(err.message) : M.badToken });
      if (err instanceof ApiError && err.status === 409) await load();
    } finally {
      setBusy("");
    }
  }

  /** A paid session held for its fee: the order is made by our server, paid in Checkout, verified by our server. */
  async function pay(booking: VisitorBooking) {
    const { id, token } = link();
    setBusy("pay");
    setOutcome(null);
    const failed = (err?: unknown) =>
      setOutcome({ tone: "error", text: err instanceof ApiError ? v(err.message) : T.payFailed });
    try {
      const { data: order } = await apiRequest<RazorpayCheckout>(`/consultations/${id}/pay`, {
        method: "POST",
        body: { token },
      });
      await openCheckout({
        scriptUrl: booking.payment?.checkout_url ?? "",
        order,
        academy: site.name,
        prefill: { name: booking.name },
        paid: async (response) => {
          setBusy("verify");
          try {
            const { data: verified } = await apiRequest<{ status: string }>("/payments/razorpay/verify", {
              method: "POST",
              body: response,
            });
            const fee = formatPaise(locale, booking.payment?.amount_paise ?? 0);
            // Paid after the hold ran out and the time went to someone else: the server refunds it in full.
            setOutcome(
              verified.status === "refund_due"
                ? { tone: "error", text: T.paidTooLate(fee) }
                : { tone: "success", text: T.paid(fee) },
            );
            await load();
          } catch (err) {
            failed(err);
          } finally {
            setBusy("");
          }
        },
        dismissed: () => setBusy(""),
        failed: () => failed(),
      });
    } catch (err) {
      failed(err);
      setBusy("");
    }
  }

  const when = (b: VisitorBooking) => `${istDayAndTime(b.starts_at, locale)}–${istClock(b.ends_at)} ${P.ist}`;

  return (
    <>
      <PageHero title={T.heading} lead={T.lead} />
      <div className="section">
        <div className="container booking-manage">
          <div role={outcome?.tone === "error" ? "alert" : "status"}>
            {outcome ? (
              <p
                ref={outcomeRef}
                tabIndex={-1}
                className={`form-message form-message--${outcome.tone === "error" ? "error" : "success"}`}
              >
                {outcome.text}
              </p>
            ) : null}
          </div>
          {state.kind === "loading" ? <p>{T.loading}</p> : null}
          {state.kind === "failed" ? (
            <p className="form-message form-message--error" role="alert">
              {state.message}
            </p>
          ) : null}
          {state.kind === "ready" ? (
            <>
              <dl>
                <dt>{T.when}</dt>
                <dd>{when(state.booking)}</dd>
                <dt>{T.status}</dt>
                <dd>{T.statuses[state.booking.status]}</dd>
              </dl>
              {state.booking.payment && !state.booking.cancelled ? (
                <section className="slot-booking" aria-labelledby="pay-title">
                  <h2 id="pay-title">{T.payTitle}</h2>
                  {state.booking.payment.paid ? (
                    <>
                      <p>{T.paid(formatPaise(locale, state.booking.payment.amount_paise))}</p>
                      {state.booking.payment.receipt_url ? (
                        <p>
                          <a href={state.booking.payment.receipt_url} className="btn btn--secondary" download>
                            {T.receipt}
                          </a>
                        </p>
                      ) : null}
                    </>
                  ) : state.booking.payment.checkout_url ? (
                    <>
                      {state.booking.payment.hold_expires_at ? (
                        <p>
                          {T.payHeld(
                            formatPaise(locale, state.booking.payment.amount_paise),
                            `${istClock(state.booking.payment.hold_expires_at)} ${P.ist}`,
                          )}
                        </p>
                      ) : null}
                      <button
                        type="button"
                        className="btn btn--primary"
                        disabled={busy !== ""}
                        onClick={() => void pay(state.booking)}
                      >
                        {busy === "pay"
                          ? T.paying
                          : busy === "verify"
                            ? T.payChecking
                            : T.pay(formatPaise(locale, state.booking.payment.amount_paise))}
                      </button>
                    </>
                  ) : (
                    <p>{T.payOffline(formatPaise(locale, state.booking.payment.amount_paise))}</p>
                  )}
                </section>
              ) : null}
              {state.booking.changeable ? (
                <>
                  <p>{T.changeUntil(`${istDayAndTime(state.booking.changeable_until, locale)} ${P.ist}`)}</p>
                  <section className="slot-booking" aria-labelledby="reschedule-title">
                    <h2 id="reschedule-title">{T.rescheduleTitle}</h2>
                    {state.days.length > 0 ? (
                      <form
                        onSubmit={(e) => {
                          e.preventDefault();
                          if (slot) void act("move");
                        }}
                      >
                        <SlotChooser days={state.days} value={slot} onChange={setSlot} />
                        <button type="submit" className="btn btn--primary" disabled={!slot || busy !== ""}>
                          {busy === "move" ? T.rescheduling : T.reschedule}
                        </button>
                      </form>
                    ) : (
                      <p>{P.noSlots}</p>
                    )}
                  </section>
                  <section className="slot-booking" aria-labelledby="cancel-title">
                    <h2 id="cancel-title">{T.cancelTitle}</h2>
                    <p>
                      {T.cancelText}
                      {state.booking.payment?.paid
                        ? ` ${T.cancelRefund(formatPaise(locale, state.booking.payment.amount_paise))}`
                        : null}
                    </p>
                    <button
                      type="button"
                      className="btn btn--secondary"
                      disabled={busy !== ""}
                      onClick={() => void act("cancel")}
                    >
                      {busy === "cancel" ? T.cancelling : T.cancel}
                    </button>
                  </section>
                </>
              ) : state.booking.cancelled ? null : (
                <p>{T.tooLate}</p>
              )}
            </>
          ) : null}
          <p>
            <Link to="/">{T.home}</Link>
          </p>
        </div>
      </div>
    </>
  );
}
