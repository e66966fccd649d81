// A form checked by the API's own schema: its issues become one message per form field (a Hindi field's on its
// `hi_` field), through a resolver schema that react-hook-form's zodResolver runs. Kept apart from hindi-fields.ts
// so that the lists, which only convert records, do not download the validation library.
import { z } from "zod";
import { hindiFieldOf } from "#app/lib/server-field-errors.ts";

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
