// The current flash of useFlash, dismissable by hand.

import type { FlashControls } from "#app/admin/hooks/use-flash.ts";
import { Alert } from "#app/components/ui/alert.tsx";

export { type FlashControls, useFlash } from "#app/admin/hooks/use-flash.ts";

export function FlashMessage({ flash }: { flash: FlashControls }) {
  const current = flash.current;
  if (!current) return null;
  return (
    <Alert key={current.key} tone={current.tone} onDismiss={flash.clear}>
      {current.text}
    </Alert>
  );
}
