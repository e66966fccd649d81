import { useEffect, useRef } from "react";

/**
 * Calls `dismiss` `ms` after `value` became truthy. A new value restarts the wait, so a second message is shown
 * for its full time rather than whatever was left of the first one's.
 */
export function useAutoDismiss(value: unknown, dismiss: () => void, ms: number) {
  // Callers pass inline arrows; holding the latest one in a ref keeps a re-render from restarting the timer.
  const latest = useRef(dismiss);
  latest.current = dismiss;
  useEffect(() => {
    if (!value) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
}
