import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { pageServicesContext } from "#server/request-context";
import { PageError } from "../../components/site/page-error";
import type { SiteData } from "../../components/site/site-data";
import { SiteFrame } from "../../components/site/site-frame";
import { en } from "../../lib/messages.en";
import { resolveSiteSettings } from "../../lib/site-settings.server";
import type { Route } from "./+types/site-layout";

let cached: { source: Record<string, string>; data: SiteData } | undefined;

export function loader({ context }: Route.LoaderArgs): SiteData {
  const { env } = context.get(pageServicesContext);
  // The environment does not change while the process runs; resolve (and validate) it once.
  if (cached?.source !== env.site)
    cached = {
      source: env.site,
      data: { settings: resolveSiteSettings(env.site), publicUrl: env.publicUrl },
    };
  return cached.data;
}

/** Settings never change between two pages, so client navigations do not fetch them again. */
export function shouldRevalidate() {
  return false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame site={loaderData}>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main-content" className="site-main">
      <PageError
        title={notFound ? en.errors.notFoundTitle : en.errors.genericTitle}
        message={notFound ? en.errors.notFoundText : en.errors.genericText}
      >
        <Link to="/" className="btn btn--primary">
          {en.errors.home}
        </Link>
      </PageError>
    </main>
  );
}
