// Every destructive admin action asks first, with the spec's exact words (spec §5 "Confirmation before delete").
import { CONFIRM_MESSAGES } from "#contract/messages";

export type ConfirmKind = keyof typeof CONFIRM_MESSAGES;

/** true when the user agreed to `CONFIRM_MESSAGES[kind]`. */
export function confirmAction(kind: ConfirmKind): boolean {
  return window.confirm(CONFIRM_MESSAGES[kind]);
}

/**
 * Asks, then runs `action` only when the user agreed. Returns whether it ran, so callers can skip
 * their own success/failure handling when the user said no.
 */
export async function confirmThen(kind: ConfirmKind, action: () => Promise<unknown>): Promise<boolean> {
  if (!confirmAction(kind)) return false;
  await action();
  return true;
}
