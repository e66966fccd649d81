// The current flash of useFlash, dismissable by hand, and where the focus goes when a message's × is pressed.

import type { FlashControls } from "#app/admin/hooks/use-flash.ts";
import { Alert } from "#app/components/ui/alert.tsx";

export { type FlashControls, useFlash } from "#app/admin/hooks/use-flash.ts";

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex='0']";

/**
 * The × takes itself away with its message, and the focus would fall to the top of the document: it goes on to
 * what follows the message (in its dialog, or the page's content), where Tab from the × would have gone.
 */
export function focusPastMessage(dismiss: HTMLElement) {
  const message = dismiss.closest(".ui-alert");
  const scope = dismiss.closest<HTMLElement>("dialog, #admin-main");
  if (!message || !scope) return;
  for (const element of scope.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const follows = message.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (!follows || message.contains(element)) continue;
    // Hidden, disabled or inert elements refuse the focus: the next one is tried.
    element.focus({ preventScroll: true });
    if (document.activeElement === element) return;
  }
  scope.focus({ preventScroll: true });
}

/** `fixed`: no close button (a card whose message is the only thing beside the form). */
export function FlashMessage({ flash, fixed }: { flash: FlashControls; fixed?: boolean }) {
  const current = flash.current;
  if (!current) return null;
  const dismiss = (event: { currentTarget: HTMLElement }) => {
    focusPastMessage(event.currentTarget);
    flash.clear();
  };
  return (
    <Alert key={current.key} tone={current.tone} onDismiss={fixed ? undefined : dismiss}>
      {current.text}
    </Alert>
  );
}
