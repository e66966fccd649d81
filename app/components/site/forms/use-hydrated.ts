// A visitor's form works through the page's scripts only. Sent before they run (the first second or two on a slow
// line), the browser would submit it as a plain GET: the page reloads empty, and what was typed (name, phone,
// e-mail) lands in the address bar, the history and any proxy's log. So the send button stays disabled until the
// page is hydrated; a disabled default button also stops Enter from submitting.
import { useSyncExternalStore } from "react";

const nothingToWatch = () => () => {};

/** False in the server's HTML and while the page hydrates; true from the render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
