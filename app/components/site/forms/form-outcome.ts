// What the visitor forms (contact, consultation, newsletter) share once they are sent: one message, success or
// error, that goes away after the spec's 5 seconds, and the server's field errors shown beside their fields.
import { useCallback, useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { FORM_MESSAGE_DISMISS_MS } from "#contract/constants";
import { ApiError } from "../../../lib/api-client";
import { useAutoDismiss } from "../../../lib/use-auto-dismiss";

export interface FormOutcome {
  tone: "success" | "error";
  text: string;
}

/** `dismiss: "success"` keeps errors on screen until the next attempt (the newsletter's rule, spec §4). */
export function useFormOutcome({ dismiss = "all" }: { dismiss?: "all" | "success" } = {}) {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const clear = useCallback(() => setOutcome(null), []);
  useAutoDismiss(
    dismiss === "all" || outcome?.tone === "success" ? outcome : null,
    clear,
    FORM_MESSAGE_DISMISS_MS,
  );
  return { outcome, setOutcome, clear };
}

/**
 * Puts the API's per-field errors (400 `errors`) on the matching inputs. Returns whether any was placed, so the
 * caller can still show its general message for everything else.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const { field, message } of error.errors) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: "server", message });
      placed = true;
    }
  }
  return placed;
}
