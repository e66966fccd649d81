// The operations the running app really serves, read from Hono's route table at run time, so tests that walk
// them pick up routes added later without being edited.
import type { Hono } from "hono";
import type { TestApp } from "./test-app";

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

/** A value for each path parameter that would name something real, so only the token can be what is wrong. */
const PARAM_VALUES: Record<string, string> = { folder: "courses" };
/**
 * Session 1 is the signed-in caller's own (or another role's): ending it would sign someone out for the rest of a
 * walk over the route table, so that route is called with a session that does not exist.
 */
const NO_SUCH_SESSION = "/api/auth/sessions/999999";
export const concretePath = (path: string) =>
  path === "/api/auth/sessions/:id"
    ? NO_SUCH_SESSION
    : path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name) => PARAM_VALUES[name] ?? "1");

/** Calls a route with an empty body where it takes one, and reads the answer's envelope if it has one. */
export async function callRoute(t: TestApp, route: RegisteredRoute, authorization?: string) {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  const withBody = route.method === "POST" || route.method === "PUT" || route.method === "PATCH";
  const res = await t.request(
    route.method,
    concretePath(route.path),
    withBody ? { body: {}, headers } : { headers },
  );
  // A download (the backup file) answers with its own bytes, not the envelope; only its status matters here.
  const text = await res.text();
  let body: { success?: unknown; message?: unknown; raw?: string };
  try {
    body = JSON.parse(text);
  } catch {
    body = { raw: text.slice(0, 100) };
  }
  return { status: res.status, body };
}
