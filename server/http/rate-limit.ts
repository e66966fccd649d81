// A fixed-window counter per client address and bucket, held in memory: enough for one process, and the
// database-backed login lockout covers the case that must survive restarts.
//
// Memory is bounded: past `maxKeys` tracked clients, the windows that have ended go first and then the oldest
// window, one at a time, so a flood of new addresses can never reset the counter of the client being limited.
// An IPv6 client is counted by its /64: one subscriber or host is routinely handed a whole /64, so counting
// full addresses would give it 2^64 separate allowances.
import { isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { VALIDATION_MESSAGES as V } from "#contract/messages";
import { HttpError } from "./errors";

export interface RateLimitOptions {
  bucket: string;
  limit: number;
  windowMs: number;
  trustProxy: boolean;
  /** How many clients are tracked at once at most (default 50,000). */
  maxKeys?: number;
}

const DEFAULT_MAX_TRACKED_KEYS = 50_000;

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

/** The eight 16-bit groups of an IPv6 address, or undefined if it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!isIPv6(bare)) return undefined;
  let text = bare;
  // A trailing dotted IPv4 part (::ffff:192.0.2.1) stands for the last two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What one client is counted as: an IPv4 address as it is, an IPv4 address written in IPv6 (::ffff:a.b.c.d) as
 * that IPv4 address, and any other IPv6 address by its /64 prefix.
 */
export function clientKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const isMappedV4 = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMappedV4) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

export function createRateLimiter(options: RateLimitOptions) {
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_TRACKED_KEYS;
  // A Map iterates in insertion order, and every window lasts windowMs and is (re)inserted when it starts, so
  // the first entries are always the windows that end first.
  const windows = new Map<string, { count: number; resetAt: number }>();

  function makeRoom() {
    // Oldest first: the windows that have ended, then the live one nearest to its end.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) return;
      windows.delete(key);
    }
  }

  function hit(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      windows.delete(key);
      makeRoom();
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
    const result = hit(`${options.bucket}:${clientKey(clientAddress(c, options.trustProxy))}`);
    if (!result.allowed)
      throw new HttpError(429, V.tooManyRequests, undefined, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    await next();
  };

  return { middleware, hit, size: () => windows.size, reset: () => windows.clear() };
}
