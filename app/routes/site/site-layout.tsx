import { isRouteErrorResponse, Outlet } from "react-router";
import { Link } from "#app/components/site/locale-link.tsx";
import { PageError } from "#app/components/site/page-error.tsx";
import { PreviewBanner } from "#app/components/site/preview-banner.tsx";
import type { SiteData } from "#app/components/site/site-data.ts";
import { SiteFrame } from "#app/components/site/site-frame.tsx";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { hiErrors } from "#contract/i18n/hi/shared";
import { en } from "#contract/i18n/messages.en";
import { localeFromPathname } from "#contract/locales";
import { localizePageText } from "#contract/localize-content";
import { localizeSettings } from "#contract/schemas/site-settings";
import { pageTextsFor } from "#server/features/site/page-view";
import { siteContent } from "#server/features/site/site-content";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/site-layout";

export async function loader({ context, request }: Route.LoaderArgs): Promise<SiteData> {
  const services = context.get(pageServicesContext);
  // Both come from memory (site-content.ts), dropped and read again after any change by staff.
  const [settings, { texts, preview }, topCourseSlugs] = await Promise.all([
    siteContent(services).settings(),
    pageTextsFor(services, request),
    siteContent(services).topCourseSlugs(),
  ]);
  const locale = localeFromPathname(new URL(request.url).pathname);
  return {
    // In the page's language, without the other language's text beside it.
    settings: { ...localizeSettings(settings, locale), translations: {} },
    publicUrl: services.env.publicUrl,
    footerDescription: localizePageText(texts["footer-description"], locale).lead,
    topCourseSlugs,
    locale,
    preview,
  };
}

/** Settings rarely change between two pages, so client navigations do not fetch them again. */
export function shouldRevalidate() {
  return false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame site={loaderData}>
      {loaderData.preview ? <PreviewBanner /> : null}
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const E = useText(en.errors, hiErrors);
  return (
    <main id="main-content" className="site-main">
      <PageError
        title={notFound ? E.notFoundTitle : E.genericTitle}
        message={notFound ? E.notFoundText : E.genericText}
      >
        <Link to="/" className="btn btn--primary">
          {E.home}
        </Link>
      </PageError>
    </main>
  );
}
