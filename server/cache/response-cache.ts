// A small LRU of complete anonymous GET responses, each kept plain and gzip-compressed, dropped whenever
// public content changes. Serving a hit costs a map lookup and one write.
import { gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import type { ContentChanges } from "./content-changes";

interface Entry {
  version: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer> | undefined;
}

export interface ResponseCacheOptions {
  changes: ContentChanges;
  maxEntries?: number;
  /** Which requests may be cached; every other request passes straight through. */
  isCacheable: (url: URL, request: Request) => boolean;
  /** Query parameters that only bust browser caches and must not split ours. */
  ignoredParams?: string[];
}

export function responseCache(options: ResponseCacheOptions): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  const maxEntries = options.maxEntries ?? 500;
  const ignored = new Set(options.ignoredParams ?? []);
  options.changes.subscribe(() => entries.clear());

  return async (c, next) => {
    if (c.req.method !== "GET" || c.req.header("authorization")) return next();
    const url = new URL(c.req.url);
    if (!options.isCacheable(url, c.req.raw)) return next();
    const params = [...url.searchParams]
      .filter(([k]) => !ignored.has(k))
      .sort(([a], [b]) => a.localeCompare(b));
    const key = `${url.pathname}?${new URLSearchParams(params).toString()}`;
    const wantsGzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");

    const hit = entries.get(key);
    if (hit && hit.version === options.changes.version()) {
      entries.delete(key);
      entries.set(key, hit);
      const headers = new Headers(hit.headers);
      headers.set("X-Cache", "HIT");
      headers.set("Vary", "Accept-Encoding");
      if (wantsGzip && hit.gzipped) {
        headers.set("Content-Encoding", "gzip");
        return new Response(hit.gzipped, { status: hit.status, headers });
      }
      return new Response(hit.body, { status: hit.status, headers });
    }

    const versionAtStart = options.changes.version();
    await next();
    const res = c.res;
    if (res.status !== 200 || res.headers.has("Content-Encoding") || res.headers.has("Set-Cookie")) return;
    const body = new Uint8Array(await res.clone().arrayBuffer());
    // A change that landed while this response was being built makes it stale already.
    if (versionAtStart !== options.changes.version()) return;
    const headers = [...res.headers.entries()].filter(([k]) => k.toLowerCase() !== "content-length");
    const gzipped = body.byteLength > 1024 ? new Uint8Array(gzipSync(body)) : undefined;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, { version: versionAtStart, status: res.status, headers, body, gzipped });
    c.res.headers.set("X-Cache", "MISS");
  };
}
