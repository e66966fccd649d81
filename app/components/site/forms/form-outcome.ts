// What the visitor forms (contact, consultation, newsletter) share once they are sent: one message, success or
// error, that goes away after the spec's 5 seconds, and that takes the keyboard focus while it is shown.
import { useCallback, useRef, useState } from "react";
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

/**
 * A ref for a form's result message (give the element tabIndex -1). The submit button is disabled while the form
 * sends, which drops the focus to the page: a keyboard user would start again from the top, a screen reader may
 * not read the message, and a message above the fields of a scrolled dialog stays out of sight. So the message
 * takes the focus as it appears, and when it goes away with the focus still on it (or nowhere), the focus moves
 * to `returnTo()` (decision 46).
 */
export function useMessageFocus(returnTo: () => HTMLElement | null | undefined) {
  const latest = useRef(returnTo);
  latest.current = returnTo;
  // Stable, or React would run it again on every render and pull the focus back each time.
  return useCallback((message: HTMLElement | null) => {
    if (!message) return;
    message.focus();
    return () => {
      const active = document.activeElement;
      if (!active || active === document.body || message.contains(active)) latest.current()?.focus();
    };
  }, []);
}
