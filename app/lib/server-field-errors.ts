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
    // A translation's error (translations.hi.title) belongs to the हिन्दी tab's field of that name (hi_title).
    const translated = /^translations\.hi\.(\w+)(?:\.|$)/.exec(named);
    const field = translated && known.has(`hi_${translated[1]}`) ? `hi_${translated[1]}` : named;
    if (known.has(field)) {
      setError(field as Path<T>, { type: "server", message });
      placed = true;
    }
  }
  return placed;
}
