// Which language the page being shown is in. The path decides (contract/locales.ts, which also holds the paths of
// the same page in either language): `/hi/…` is Hindi, every other path English, so a cached page never varies by
// header.
import { useLocation } from "react-router";
import { type Locale, localeFromPathname } from "#contract/locales";

/** The language of the page being shown. */
export function useLocale(): Locale {
  return localeFromPathname(useLocation().pathname);
}
