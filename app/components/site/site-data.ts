// What the site layout's loader hands to every public page: the resolved settings and the site's origin.
import { useRouteLoaderData } from "react-router";
import { en } from "#contract/i18n/messages.en";
import { baseRouteId, HINDI_ROUTE_ID_PREFIX, type Locale } from "#contract/locales";
import { SAMPLE_SITE_SETTINGS, type SiteSettings } from "#contract/site-settings";

export interface SiteData {
  settings: SiteSettings;
  /** Origin for absolute links (canonical, Open Graph, structured data), without a trailing slash. */
  publicUrl: string;
  /** The footer's description (a page text). */
  footerDescription: string;
  /** The footer's top courses, in the catalogue's order: the course's slug while it is public, else null. */
  topCourseSlugs: (string | null)[];
  /** The language of the page, from its path (`/hi/…` is Hindi). */
  locale: Locale;
  /** Drafts are shown (a signed-in editor's Preview link): the page says so and is never indexed. */
  preview: boolean;
}

export const SITE_LAYOUT_ROUTE_ID = "routes/site/site-layout";

/** Only reached when a page renders outside the site layout (an error before its loader ran). */
const FALLBACK: SiteData = {
  settings: SAMPLE_SITE_SETTINGS,
  publicUrl: "",
  footerDescription: en.footer.description,
  topCourseSlugs: [],
  locale: "en",
  preview: false,
};

export function useSiteData(): SiteData {
  const english = useRouteLoaderData(SITE_LAYOUT_ROUTE_ID) as SiteData | undefined;
  const hindi = useRouteLoaderData(`${HINDI_ROUTE_ID_PREFIX}${SITE_LAYOUT_ROUTE_ID}`) as SiteData | undefined;
  return english ?? hindi ?? FALLBACK;
}

/** The same data for a route's `meta` function, which receives the matched routes instead of hooks. */
export function siteDataFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): SiteData {
  // The layout of either language: "routes/site/site-layout" or "hi/routes/site/site-layout".
  const match = matches.find((m) => m && baseRouteId(m.id) === SITE_LAYOUT_ROUTE_ID);
  return (match?.loaderData as SiteData | undefined) ?? FALLBACK;
}
