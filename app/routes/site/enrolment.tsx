// A person's own enrolment, reached by the private link we mailed them (and showed them after enrolling): where
// they stand, what to do next, and their own actions (take an offered seat, give up their place). Kept by no
// cache and no search engine: the address carries the person's token.
import { useState } from "react";
import { data, isRouteErrorResponse, useRevalidator } from "react-router";
import { Link } from "#app/components/site/locale-link.tsx";
import { PageError } from "#app/components/site/page-error.tsx";
import { siteDataFromMatches, useSiteData } from "#app/components/site/site-data.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { ApiError, apiRequest } from "#app/lib/api-client.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { useMessageText } from "#app/lib/i18n/validation.ts";
import { idParam } from "#contract/fields";
import { textFor } from "#contract/i18n/catalogue";
import { formatDateRange, formatIndiaTime, formatPaise } from "#contract/i18n/format";
import { hiBatches, hiCertificatePage, hiEnrolmentPage } from "#contract/i18n/hi/batches";
import { hiErrors, hiFrame } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { localeFromPathname } from "#contract/locales";
import { NotFound } from "#server/domain-errors";
import { ownEnrolment, ownRow } from "#server/features/enrolments/enrolments.service";
import { ownPayment } from "#server/features/payments/own-payment";
import { razorpayConfig } from "#server/payments/razorpay/client";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/enrolment";
import { PaymentPanel } from "./enrolment-payment";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { database, env } = context.get(pageServicesContext);
  const url = new URL(request.url);
  const locale = localeFromPathname(url.pathname);
  const id = idParam.safeParse(params.id);
  const token = url.searchParams.get("token") ?? "";
  try {
    if (!id.success || !/^[\w-]{20,100}$/.test(token)) throw new NotFound();
    const own = await ownEnrolment(database.db, id.data, token, locale);
    const razorpay = razorpayConfig(env);
    const payment = await ownPayment(database.db, await ownRow(database.db, id.data, token), token, {
      razorpay: razorpay !== null,
      checkoutUrl: razorpay?.checkoutUrl ?? null,
      qrLabel: textFor(locale, en.enrolmentPage, hiEnrolmentPage).qrLabel,
    });
    return data(
      {
        enrolment: own,
        payment,
        token,
        dates: formatDateRange(locale, own.starts_on, own.ends_on),
        fee: own.amount_paise > 0 ? formatPaise(locale, own.amount_paise) : null,
        holdUntil: own.hold_expires_at ? formatIndiaTime(locale, own.hold_expires_at) : null,
      },
      { headers: PRIVATE },
    );
  } catch (err) {
    if (err instanceof NotFound) throw data(null, { status: 404, headers: PRIVATE });
    throw err;
  }
}

/** For this person only: no shared cache keeps it, no search engine lists it. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
export const headers = () => PRIVATE;

export function meta({ matches }: Route.MetaArgs) {
  const site = siteDataFromMatches(matches);
  const t = textFor(site.locale, en.enrolmentPage, hiEnrolmentPage);
  return [
    { title: `${t.metaTitle} | ${site.settings.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function EnrolmentPage({ loaderData }: Route.ComponentProps) {
  const { enrolment: e, payment, token, dates, fee, holdUntil } = loaderData;
  const t = useText(en.enrolmentPage, hiEnrolmentPage);
  const b = useText(en.batches, hiBatches);
  const c = useText(en.certificatePage, hiCertificatePage);
  const v = useMessageText();
  const { settings } = useSiteData();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<"accept" | "cancel" | null>(null);
  const [error, setError] = useState<string | null>(null);
  // An offered seat in a batch with nothing to pay online is taken with one press.
  const canAccept = e.status === "held" && !e.batch_cancelled && (e.amount_paise === 0 || e.pay_at_academy);
  const canCancel =
    !e.batch_cancelled && ["held", "pending_verification", "confirmed", "waitlisted"].includes(e.status);

  async function act(action: "accept" | "cancel") {
    if (action === "cancel" && !window.confirm(t.cancelConfirm)) return;
    setBusy(action);
    setError(null);
    try {
      await apiRequest(
        `/enrolments/${e.enrolment_id}/${action}`,
        { method: "POST", body: { token } },
        t.failed,
      );
      await revalidator.revalidate();
    } catch (err) {
      setError(err instanceof ApiError ? v(err.message) : t.failed);
    } finally {
      setBusy(null);
    }
  }

  const next: string[] = [];
  if (e.batch_cancelled) next.push(t.batchCancelled);
  else if (e.status === "held") {
    if (holdUntil) next.push(t.heldUntil(holdUntil));
    if (canAccept) next.push(t.offerText);
    else if (fee && !payment.razorpay && !payment.upi)
      next.push(t.howToPay(fee, settings.phones[0], settings.email));
  } else if (e.status === "confirmed") {
    next.push(t.confirmedText);
    if (e.pay_at_academy && fee) next.push(t.payAtAcademy(fee));
  } else if (e.status === "paid") next.push(t.paidText);
  else if (e.status === "pending_verification" && payment.utr_pending)
    next.push(t.utrPending(payment.utr_pending));
  else if (e.status === "waitlisted") next.push(t.waitlistedText(e.waitlist_position ?? 1));
  else if (e.status === "expired") next.push(t.expiredText);
  else next.push(t.cancelledText);

  return (
    <section className="section admissions-page">
      <div className="container container--narrow">
        <h1 className="admissions-page__title">{t.heading}</h1>
        <p>{t.greeting(e.name)}</p>
        <p className={`enrolment-status enrolment-status--${e.status}`} role="status">
          <span className="enrolment-status__label">{t.statusLabel}:</span> {t.status[e.status]}
        </p>
        {next.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <dl className="admissions-facts">
          <div>
            <dt>{c.course}</dt>
            <dd>{e.course_title}</dd>
          </div>
          <div>
            <dt>{b.dates}</dt>
            <dd>
              <time dateTime={e.starts_on}>{dates}</time>
            </dd>
          </div>
          {e.schedule ? (
            <div>
              <dt>{b.schedule}</dt>
              <dd>{e.schedule}</dd>
            </div>
          ) : null}
          {e.venue ? (
            <div>
              <dt>{b.venue}</dt>
              <dd>{e.venue}</dd>
            </div>
          ) : null}
          <div>
            <dt>{b.fee}</dt>
            <dd>{fee ?? b.free}</dd>
          </div>
        </dl>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {!e.batch_cancelled && (payment.razorpay || payment.upi) ? (
          <PaymentPanel
            enrolmentId={e.enrolment_id}
            token={token}
            payment={payment}
            fee={fee}
            academy={settings.name}
            prefill={{ name: e.name }}
            onChange={() => revalidator.revalidate()}
          />
        ) : null}
        <div className="admissions-actions">
          {payment.receipt_url ? (
            <a href={payment.receipt_url} className="btn btn--primary" download>
              {t.receipt}
            </a>
          ) : null}
          {canAccept ? (
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy !== null}
              onClick={() => act("accept")}
            >
              {busy === "accept" ? t.accepting : t.accept}
            </button>
          ) : null}
          {e.certificate_code ? (
            <>
              <Link to={`/certificate/${e.certificate_code}`} className="btn btn--primary">
                {t.certificate}
              </Link>
              <a
                href={`/api/enrolments/${e.enrolment_id}/certificate.pdf?token=${token}`}
                className="btn btn--secondary"
                download
              >
                {t.certificatePdf}
              </a>
            </>
          ) : null}
          <Link to={`/course/${e.course_slug}`} className="btn btn--secondary">
            {t.coursePage}
          </Link>
          {canCancel ? (
            <button
              type="button"
              className="btn btn--ghost"
              disabled={busy !== null}
              onClick={() => act("cancel")}
            >
              {busy === "cancel" ? t.cancelling : t.cancel}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useText(en.enrolmentPage, hiEnrolmentPage);
  const e = useText(en.errors, hiErrors);
  const frame = useText(en.frame, hiFrame);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageError
      title={notFound ? t.invalidTitle : e.genericTitle}
      message={notFound ? t.invalidText : e.genericText}
    >
      <Link to="/contact" className="btn btn--primary">
        {frame.nav.contact}
      </Link>
    </PageError>
  );
}
