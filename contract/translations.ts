// Translations of content fields. Every content field is stored and served in English, as before; a Hindi version
// of any visitor-facing text field travels beside it as `translations: { hi: { field: value } }`, in one jsonb
// column per table (docs/decisions/0035-content-translations.md). A Hindi field left blank is not stored, and a
// page in Hindi shows the English field instead, marked `lang="en"`.
import { z } from "zod";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { VALIDATION_MESSAGES as V } from "./messages";

/** The languages a translation may be written in: every locale but English, which is the fields themselves. */
export const TRANSLATION_LOCALES = ["hi"] as const satisfies readonly Locale[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** A translated value: text, a list of texts (a course's highlights), or a page text's list of items. */
export type TranslatedValue = unknown;
export type Translations<F extends string = string> = Partial<
  Record<TranslationLocale, Partial<Record<F, TranslatedValue>>>
>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * Accepts an object, or JSON text of one (a multipart form sends every part as text); "" is no translation. Text
 * is parsed before the check, so an error names the very field (`translations.hi.title`), not the whole object.
 */
function objectOrJsonText<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    if (value.trim() === "") return {};
    try {
      return JSON.parse(value) as unknown;
    } catch {
      // Not JSON: left as text, which the object check refuses with its own message.
      return value;
    }
  }, schema);
}

/**
 * The `translations` a create or update body accepts: for each translation locale, any of the given fields, each
 * checked by the schema given for it (the English field's own rules without its "required"). A field the
 * resource does not translate, or a language the site does not have, is refused; blank fields are dropped.
 */
export function translationsInput<S extends Record<string, z.ZodType>>(fields: S) {
  const shape = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.optional()])) as {
    [K in keyof S]: z.ZodOptional<S[K]>;
  };
  const oneLocale = z.strictObject(shape, { error: V.invalidValue }).transform((values) => {
    const kept: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(values)) if (!isBlank(v)) kept[k] = v;
    return kept as { [K in keyof S]?: z.output<S[K]> };
  });
  const localeShape = Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, oneLocale.optional()])) as Record<
    TranslationLocale,
    z.ZodOptional<typeof oneLocale>
  >;
  return objectOrJsonText(
    z.strictObject(localeShape, { error: V.invalidValue }).transform((byLocale) => {
      const kept: Partial<Record<TranslationLocale, z.output<typeof oneLocale>>> = {};
      for (const locale of TRANSLATION_LOCALES) {
        const values = byLocale[locale];
        if (values && Object.keys(values).length > 0) kept[locale] = values;
      }
      return kept;
    }),
  );
}

type ServedShape<M extends Record<string, "text" | "list">> = {
  [K in keyof M]: z.ZodOptional<M[K] extends "list" ? z.ZodArray<z.ZodString> : z.ZodString>;
};

/** `translations` as served: the stored versions of the named fields, per translation locale. */
export function translationsItem<M extends Record<string, "text" | "list">>(fields: M) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([k, kind]) => [
      k,
      (kind === "list" ? z.array(z.string()) : z.string()).optional(),
    ]),
  ) as ServedShape<M>;
  const oneLocale = z.object(shape);
  return z.object(
    Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, oneLocale.optional()])) as Record<
      TranslationLocale,
      z.ZodOptional<typeof oneLocale>
    >,
  );
}

/** An item as a page in one language shows it, and the fields that fell back to English. */
export interface LocalizedResult<T> {
  value: T;
  /** Fields shown in English on a page in another language: their element carries `lang="en"`. */
  fallbacks: string[];
}

/**
 * The item's fields in the given language: each named field's translation where one is stored, else the English
 * field, which is then listed in `fallbacks` (a field blank in English too is simply blank, not a fallback). In
 * English the item is returned as it is.
 */
export function localizeFields<T extends object>(
  item: T & { translations?: Translations | null },
  locale: Locale,
  fields: readonly string[],
): LocalizedResult<T> {
  if (locale === DEFAULT_LOCALE) return { value: item, fallbacks: [] };
  const stored = item.translations?.[locale as TranslationLocale] ?? {};
  const value: Record<string, unknown> = { ...item };
  const fallbacks: string[] = [];
  for (const field of fields) {
    const translated = stored[field];
    if (!isBlank(translated)) value[field] = translated;
    else if (!isBlank(value[field])) fallbacks.push(field);
  }
  return { value: value as T, fallbacks };
}

/** Whether an item has its own text in a language: every one of the given fields is there, in that language. */
export function hasTranslation(
  item: { translations?: Translations | null },
  locale: Locale,
  fields: readonly string[],
): boolean {
  if (locale === DEFAULT_LOCALE) return true;
  const stored = item.translations?.[locale as TranslationLocale] ?? {};
  return fields.every((field) => !isBlank(stored[field]));
}

/**
 * An item localized for a page, with the fields that fell back to English kept on it (`fallback_fields`), so a
 * component can mark each of them with `fallbackLang(item, field)`. Its `translations` are emptied: a page
 * carries the text of its own language only, never the other language's beside it.
 */
export type Localized<T> = T & { fallback_fields?: string[] };

export function localize<T extends object>(
  item: T & { translations?: Translations | null },
  locale: Locale,
  fields: readonly string[],
): Localized<T> {
  const shipped = "translations" in item ? { translations: {} } : {};
  if (locale === DEFAULT_LOCALE) return { ...item, ...shipped };
  const { value, fallbacks } = localizeFields(item, locale, fields);
  return { ...value, ...shipped, fallback_fields: fallbacks };
}

// Pages use it without loading the validation library, so it lives with the locales.
export { fallbackLang } from "./locales";
