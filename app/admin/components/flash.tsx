// The current flash of useFlash, dismissable by hand.

import type { FlashControls } from "#app/admin/hooks/use-flash.ts";
import { Alert } from "#app/components/ui/alert.tsx";

export { type FlashControls, useFlash } from "#app/admin/hooks/use-flash.ts";

/** `fixed`: no close button (a card whose message is the only thing beside the form). */
export function FlashMessage({ flash, fixed }: { flash: FlashControls; fixed?: boolean }) {
  const current = flash.current;
  if (!current) return null;
  return (
    <Alert key={current.key} tone={current.tone} onDismiss={fixed ? undefined : flash.clear}>
      {current.text}
    </Alert>
  );
}
