// The हिन्दी tab of a form, shared by the models: each of its fields is `hi_` and the English field's name, blank
// where no translation is saved (the Hindi pages then fall back to English), sent to the API as
// `translations.hi`. The API's checks of `translations.hi.<field>` come back onto `hi_<field>` (field-errors.ts).

export type HindiValues<F extends string> = { [K in F as `hi_${K}`]: string };

export const hiKey = <F extends string>(field: F) => `hi_${field}` as const;

/** The tab of a form over these fields: its values from a saved record (blank for a new one), and back. */
export function hindiTab<F extends string>(fields: readonly F[]) {
  return {
    fields,
    /** The saved translation of each field, else blank (all blank without a record). */
    values: (translations?: { hi?: Partial<Record<F, string | null>> | null } | null): HindiValues<F> =>
      Object.fromEntries(fields.map((f) => [hiKey(f), translations?.hi?.[f] ?? ""])) as HindiValues<F>,
    /** The values as the API's `translations`, trimmed. */
    translations: (values: HindiValues<F>) => ({
      hi: Object.fromEntries(fields.map((f) => [f, (values[hiKey(f)] as string).trim()])) as Record<
        F,
        string
      >,
    }),
  };
}
