// Warns before leaving a form with unsaved edits: in-app navigation through React Router's blocker, and
// reload/close/external links through the browser's beforeunload prompt.
import { useCallback, useEffect, useRef } from "react";
import { type BlockerFunction, useBlocker } from "react-router";
import { getAdminToken } from "#app/lib/admin-session.ts";
import { CONFIRM_MESSAGES } from "#contract/admin-messages";

/**
 * `dirty`: whether the form has unsaved changes. Call the returned `release()` just before navigating away
 * on purpose (after a successful save), so the guard lets that navigation through.
 */
export function useUnsavedChangesGuard(dirty: boolean): { release: () => void } {
  const dirtyRef = useRef(dirty);
  const released = useRef(false);
  dirtyRef.current = dirty;

  const shouldBlock = useCallback<BlockerFunction>(
    // The search counts too: Page texts picks its section there, and another section replaces the edited one.
    ({ currentLocation: from, nextLocation: to }) =>
      dirtyRef.current && !released.current && (from.pathname !== to.pathname || from.search !== to.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(CONFIRM_MESSAGES.unsavedChanges)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      // Without a session the page is on its way to sign-in, and the form has kept its values.
      if (!dirtyRef.current || released.current || !getAdminToken()) return;
      e.preventDefault();
      // Older browsers only show the prompt when returnValue is set.
      e.returnValue = CONFIRM_MESSAGES.unsavedChanges;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);

  return {
    release: useCallback(() => {
      released.current = true;
    }, []),
  };
}
