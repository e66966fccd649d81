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
