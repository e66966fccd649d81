// A fixed-window counter per client address and bucket, held in memory: enough for one process, and the
// database-backed login lockout covers the case that must survive restarts.

import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { HttpError } from "./errors";

export interface RateLimitOptions {
  bucket: string;
  limit: number;
  windowMs: number;
  trustProxy: boolean;
}

const MAX_TRACKED_KEYS = 50_000;

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // The last entry is the one our own proxy appended; anything before it came from the client and could be
    // made up to dodge the limit.
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return c.req.header("x-test-client-address") ?? "local";
  }
}

export function createRateLimiter(options: RateLimitOptions) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function hit(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (windows.size >= MAX_TRACKED_KEYS) {
        for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
        if (windows.size >= MAX_TRACKED_KEYS) windows.clear();
      }
      entry = { count: 0, resetAt: now + options.windowMs };
      windows.set(key, entry);
    }
    entry.count++;
    return {
      allowed: entry.count <= options.limit,
      retryAfterSeconds: Math.ceil((entry.resetAt - now) / 1000),
    };
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const result = hit(`${options.bucket}:${clientAddress(c, options.trustProxy)}`);
    if (!result.allowed)
      throw new HttpError(429, V.tooManyRequests, undefined, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    await next();
  };

  return { middleware, hit, reset: () => windows.clear() };
}
