// Which language a public page is in, and the paths of the same page in either language. The path decides
// (contract/locales.ts): `/hi/…` is Hindi, every other path English, so a cached page never varies by header.
import { useLocation } from "react-router";
import { type Locale, localeFromPathname } from "#contract/locales";

export type { Locale };

/** The `Intl` locale of each language: Indian English and Hindi as written in India. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
/** Open Graph's spelling of the same. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_IN", hi: "hi_IN" };
/** The switch's label is written in the language it leads to, so a reader of that language recognises it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

/** Hindi routes are the English route modules again under `/hi`; their ids are the English ids with this prefix. */
export const HINDI_ROUTE_ID_PREFIX = "hi/";

/** The English route id of a route in either language. */
export function baseRouteId(id: string): string {
  return id.startsWith(HINDI_ROUTE_ID_PREFIX) ? id.slice(HINDI_ROUTE_ID_PREFIX.length) : id;
}

/** The English path of a page given in either language: `/hi` is `/`, `/hi/about` is `/about`. */
export function englishPath(path: string): string {
  if (path === "/hi" || path.startsWith("/hi?") || path.startsWith("/hi#")) return `/${path.slice(3)}`;
  return path.startsWith("/hi/") ? path.slice(3) : path;
}

/**
 * The same page in `locale`: `/about` becomes `/hi/about` in Hindi, and back. Anything not a site path
 * (`https://…`, `#id`, `mailto:`, `/api/…`, `/uploads/…`) is returned as it is.
 */
export function localePath(locale: Locale, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//") || /^\/(api|uploads|admin|images)(\/|$)/.test(path)) {
    return path;
  }
  const english = englishPath(path);
  if (locale === "en") return english;
  return english === "/" || /^\/[?#]/.test(english) ? `/hi${english.slice(1)}` : `/hi${english}`;
}

/** The language of the page being shown. */
export function useLocale(): Locale {
  return localeFromPathname(useLocation().pathname);
}
