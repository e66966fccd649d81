import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { PageError } from "#app/components/site/page-error.tsx";
import type { SiteData } from "#app/components/site/site-data.ts";
import { SiteFrame } from "#app/components/site/site-frame.tsx";
import { en } from "#app/lib/messages.en.ts";
import { resolveSiteSettings } from "#app/lib/site-settings.server.ts";
import { pageServicesContext } from "#server/request-context";
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
