// The admin session lives in the browser's local storage under the keys ADMIN_TOKEN_KEY and ADMIN_USER_KEY.
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from "#contract/constants";
import type { AdminUser } from "#contract/schemas/auth";

const hasStorage = () => typeof window !== "undefined" && !!window.localStorage;

export function getAdminToken(): string | null {
  return hasStorage() ? window.localStorage.getItem(ADMIN_TOKEN_KEY) : null;
}

export function getAdminUser(): AdminUser | null {
  if (!hasStorage()) return null;
  const raw = window.localStorage.getItem(ADMIN_USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as AdminUser;
  } catch {
    return null;
  }
}

const SESSION_ENDED_KEY = "adminSessionEnded";

export function saveAdminSession(token: string, admin: AdminUser) {
  window.sessionStorage.removeItem(SESSION_ENDED_KEY);
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  window.localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(admin));
}

export function clearAdminSession() {
  if (!hasStorage()) return;
  window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  window.localStorage.removeItem(ADMIN_USER_KEY);
}

/** Whether the last page's session ended on a 401, so that the sign-in page can say why it is shown. */
export const sessionEndedMidway = () => hasStorage() && !!window.sessionStorage.getItem(SESSION_ENDED_KEY);

export function markSessionEnded() {
  if (hasStorage()) window.sessionStorage.setItem(SESSION_ENDED_KEY, "1");
}
