// The public site's languages. English keeps the original paths, so no existing link breaks; Hindi lives at the same
// path under /hi (/hi, /hi/about, /hi/course/{slug}…). Content fields are English; a Hindi version, where staff wrote
// one, travels beside it as `translations.hi`, and a missing Hindi field falls back to the English one.
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The language a public page is in, from its path: `/hi` and `/hi/…` are Hindi, every other path English. */
export function localeFromPathname(pathname: string): Locale {
  return pathname === "/hi" || pathname.startsWith("/hi/") ? "hi" : "en";
}

/** `"en"` for a field a page in another language shows in English, else undefined (no attribute). */
export function fallbackLang(item: { fallback_fields?: string[] }, field: string): "en" | undefined {
  return item.fallback_fields?.includes(field) ? "en" : undefined;
}

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
