// The operations the running app really serves, read from Hono's route table at run time, so tests that walk
// them pick up routes added later without being edited.
import type { Hono } from "hono";

export interface RegisteredRoute {
  method: string;
  path: string;
}

/** Every method + path under /api, once each; middleware (method ALL) and the 404 fallback are left out. */
export function apiRoutes(app: Pick<Hono, "routes">): RegisteredRoute[] {
  const seen = new Map<string, RegisteredRoute>();
  for (const { method, path } of app.routes) {
    if (method === "ALL" || !path.startsWith("/api/") || path.endsWith("*")) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

export const routeKey = (r: RegisteredRoute) => `${r.method.toUpperCase()} ${r.path}`;
