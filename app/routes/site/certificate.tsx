// The public verification of a certificate of completion, where its QR code and printed address lead: whether it is
// genuine or was revoked, and exactly what the certificate shows, nothing more. Not for search engines; an unknown
// code is a 404 page.
import { data, isRouteErrorResponse } from "react-router";
import { Link } from "#app/components/site/locale-link.tsx";
import { PageError } from "#app/components/site/page-error.tsx";
import { siteDataFromMatches, useSiteData } from "#app/components/site/site-data.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { textFor } from "#contract/i18n/catalogue";
import { formatCalendarDate, formatDateRange } from "#contract/i18n/format";
import { hiCertificatePage } from "#contract/i18n/hi/batches";
import { hiFrame } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { localeFromPathname } from "#contract/locales";
import { NotFound } from "#server/domain-errors";
import { findCertificate, toCertificate } from "#server/features/enrolments/certificates.service";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/certificate";

const NOT_INDEXED = { "X-Robots-Tag": "noindex, nofollow" };
export const headers = () => NOT_INDEXED;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { database } = context.get(pageServicesContext);
  const locale = localeFromPathname(new URL(request.url).pathname);
  try {
    const certificate = toCertificate(await findCertificate(database.db, String(params.code)));
    return data(
      {
        certificate,
        course: (locale === "hi" && certificate.course_title_hi) || certificate.course_title,
        courseLang: locale === "hi" && !certificate.course_title_hi ? ("en" as const) : undefined,
        dates: formatDateRange(locale, certificate.starts_on, certificate.ends_on),
        issued: formatCalendarDate(locale, certificate.issued_on) ?? certificate.issued_on,
      },
      { headers: NOT_INDEXED },
    );
  } catch (err) {
    if (err instanceof NotFound) throw data(null, { status: 404, headers: NOT_INDEXED });
    throw err;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteDataFromMatches(matches);
  const t = textFor(site.locale, en.certificatePage, hiCertificatePage);
  return [
    { title: `${t.metaTitle} | ${site.settings.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  const { certificate: c, course, courseLang, dates, issued } = loaderData;
  const t = useText(en.certificatePage, hiCertificatePage);
  const { settings } = useSiteData();
  return (
    <section className="section admissions-page">
      <div className="container container--narrow">
        <h1 className="admissions-page__title">{t.heading}</h1>
        <p
          className={`certificate-verdict certificate-verdict--${c.revoked ? "revoked" : "genuine"}`}
          role="status"
        >
          {c.revoked ? t.revoked : t.genuine}
        </p>
        <dl className="admissions-facts">
          <div>
            <dt>{t.holder}</dt>
            <dd>{c.holder_name}</dd>
          </div>
          <div>
            <dt>{t.course}</dt>
            <dd lang={courseLang}>{course}</dd>
          </div>
          <div>
            <dt>{t.dates}</dt>
            <dd>{dates}</dd>
          </div>
          <div>
            <dt>{t.number}</dt>
            <dd>{c.number}</dd>
          </div>
          <div>
            <dt>{t.issued}</dt>
            <dd>{issued}</dd>
          </div>
        </dl>
        <p>{t.issuer(settings.name)}</p>
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useText(en.certificatePage, hiCertificatePage);
  const frame = useText(en.frame, hiFrame);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageError title={notFound ? t.notFoundTitle : t.heading} message={notFound ? t.notFoundText : undefined}>
      <Link to="/contact" className="btn btn--primary">
        {frame.nav.contact}
      </Link>
    </PageError>
  );
}
