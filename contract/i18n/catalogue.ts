// The typed shape every Hindi catalogue takes: the English catalogue's keys, with any wording. A Hindi file that
// leaves out a key, or a function that takes other values, fails the typecheck; messages.unit.test.ts also checks
// that lists have as many entries in both languages and that no Hindi string is empty.
import type { Locale } from "../locales";

export type Catalogue<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Catalogue<R>
      : T extends readonly (infer U)[]
        ? readonly Catalogue<U>[]
        : { readonly [K in keyof T]: Catalogue<T[K]> };

/** The text of `locale` among the two editions of one part of the catalogue. */
export function textFor<T>(locale: Locale, english: T, hindi: Catalogue<T>): Catalogue<T> {
  return locale === "hi" ? hindi : (english as unknown as Catalogue<T>);
}
