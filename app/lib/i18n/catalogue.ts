// The page's edition of the catalogues in contract/i18n, for components.
import { type Catalogue, textFor } from "#contract/i18n/catalogue";
import { useLocale } from "./locale";

/** The current page's edition of one part of the catalogue. */
export function useText<T>(english: T, hindi: Catalogue<T>): Catalogue<T> {
  return textFor(useLocale(), english, hindi);
}
