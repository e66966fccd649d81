// The हिन्दी tab of a form, shared by the models: each of its fields is `hi_` and the English field's name, blank
// where no translation is saved (the Hindi pages then fall back to English), sent to the API as
// `translations.hi`, and the API's checks of `translations.hi.<field>` come back onto `hi_<field>`.
import { z } from "zod";
import { hindiFieldOf } from "#app/lib/server-field-errors.ts";

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

/** The first message per field of a failed check of the API's schema; a Hindi field's goes on its `hi_` field. */
export function firstErrorPerField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const field = hindiFieldOf(path.join("."))?.name ?? path[0] ?? "";
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A form's resolver schema from its check: each message on its own field. */
export const fieldErrorsSchema = <V>(errorsOf: (values: V) => Record<string, string | undefined>) =>
  z.custom<V>().superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(errorsOf(values)))
      if (message) ctx.addIssue({ code: "custom", path: [field], message });
  });
