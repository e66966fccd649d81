// Every destructive admin action asks first, in the exact words of CONFIRM_MESSAGES.
import { CONFIRM_MESSAGES } from "#contract/admin-messages";

export type ConfirmKind = keyof typeof CONFIRM_MESSAGES;

/** true when the user agreed to `CONFIRM_MESSAGES[kind]`. */
export function confirmAction(kind: ConfirmKind): boolean {
  return window.confirm(CONFIRM_MESSAGES[kind]);
}
