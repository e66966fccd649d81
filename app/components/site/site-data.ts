// What the site layout's loader hands to every public page: the resolved settings and the site's origin.
import { useRouteLoaderData } from "react-router";
import { en } from "#app/lib/messages.en.ts";
import { SAMPLE_SITE_SETTINGS, type SiteSettings } from "#app/lib/site-settings.ts";

export interface SiteData {
  settings: SiteSettings;
  /** Origin for absolute links (canonical, Open Graph, structured data), without a trailing slash. */
  publicUrl: string;
  /** The footer's description (a page text). */
  footerDescription: string;
  /** Drafts are shown (a signed-in editor's Preview link): the page says so and is never indexed. */
  preview: boolean;
}

export const SITE_LAYOUT_ROUTE_ID = "routes/site/site-layout";

/** Only reached when a page renders outside the site layout (an error before its loader ran). */
const FALLBACK: SiteData = {
  settings: SAMPLE_SITE_SETTINGS,
  publicUrl: "",
  footerDescription: en.footer.description,
  preview: false,
};

export function useSiteData(): SiteData {
  return (useRouteLoaderData(SITE_LAYOUT_ROUTE_ID) as SiteData | undefined) ?? FALLBACK;
}

/** The same data for a route's `meta` function, which receives the matched routes instead of hooks. */
export function siteDataFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): SiteData {
  const match = matches.find((m) => m?.id === SITE_LAYOUT_ROUTE_ID);
  return (match?.loaderData as SiteData | undefined) ?? FALLBACK;
}
