// What the visitor forms (contact, consultation, newsletter) share once they are sent: one message, success or
// error, that goes away after the spec's 5 seconds.
import { useCallback, useState } from "react";
import { useAutoDismiss } from "#app/lib/use-auto-dismiss.ts";
import { FORM_MESSAGE_DISMISS_MS } from "#contract/constants";

export interface FormOutcome {
  tone: "success" | "error";
  text: string;
}

/** `dismiss: "success"` keeps errors on screen until the next attempt (the newsletter's rule). */
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
