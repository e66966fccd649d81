// The API's per-field errors (the `errors` of a 400 answer) put on the matching react-hook-form fields, for every form of
// the site and the back office.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Puts each error whose field is one of `fields` on that field. Returns whether any was placed, so the caller can
 * still show its general message for everything else.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Iterable<Path<T>>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = new Set<string>(fields);
  let placed = false;
  for (const { field: named, message } of error.errors) {
    // A translation's error (translations.hi.title) belongs to the हिन्दी tab's field of that name (hi_title); one
    // of a list's row (modules.0.translations.hi.module_name) to that row's Hindi field (modules.0.hi_module_name),
    // when the list is one of the form's fields.
    const translated = /^((\w+)\.\d+\.(?:\w+\.\d+\.)*)?translations\.hi\.(\w+)(?:\.|$)/.exec(named);
    const hindi = translated ? `${translated[1] ?? ""}hi_${translated[3]}` : "";
    const onHindi = !!translated && (known.has(hindi) || known.has(translated[2] ?? ""));
    const field = onHindi ? hindi : named;
    if (onHindi || known.has(field)) {
      setError(field as Path<T>, { type: "server", message });
      placed = true;
    }
  }
  return placed;
}
