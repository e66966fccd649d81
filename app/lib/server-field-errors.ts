// The API's per-field errors (the `errors` of a 400 answer) put on the matching react-hook-form fields, for every form of
// the site and the back office.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * The हिन्दी tab's field a translation's error belongs to: `translations.hi.title` to `hi_title`, and a list row's
 * `modules.0.translations.hi.module_name` to that row's `modules.0.hi_module_name` (with `list`, here `modules`).
 */
export function hindiFieldOf(field: string): { name: string; list?: string } | undefined {
  const translated = /^((\w+)\.\d+\.(?:\w+\.\d+\.)*)?translations\.hi\.(\w+)(?:\.|$)/.exec(field);
  return translated ? { name: `${translated[1] ?? ""}hi_${translated[3]}`, list: translated[2] } : undefined;
}

/**
 * Puts each error whose field is one of `fields` on that field, and the focus on the first of them, where a keyboard
 * or screen-reader user hears what is wrong. Returns whether any was placed, so the caller can still show its
 * general message for everything else.
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
    // A row's Hindi field is placed when its list is one of the form's fields.
    const translated = hindiFieldOf(named);
    const onHindi = !!translated && (known.has(translated.name) || known.has(translated.list ?? ""));
    const field = onHindi ? translated.name : named;
    if (onHindi || known.has(field)) {
      setError(field as Path<T>, { type: "server", message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}
