// A small LRU of complete anonymous GET responses, each kept plain and gzip-compressed, dropped whenever
// public content changes. Serving a hit costs a map lookup and one write.
//
// A rendered page carries its request's CSP nonce, and a nonce must never be shared by two responses. So a stored
// page remembers where its token sits, and each hit gets its own request's token written into a copy. The gzip
// form stays precompressed: the text between tokens is deflated in pieces that end on a byte boundary, and each
// token sits in an uncompressed block between them, so a hit copies the template, writes the token into its slots
// and fills in the checksum. Each piece is deflated with the text before it as its dictionary, tokens replaced by
// 0xFF bytes (never part of UTF-8): no match can reach into a token, every distance stays right once a token of
// the same length is in place, and the page compresses nearly as well as in one go.
import { randomBytes } from "node:crypto";
import { constants, crc32, deflateRawSync, gunzipSync, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentChanges } from "./content-changes";

interface Entry {
  version: number;
  status: number;
  headers: [string, string][];
  /** The body as rendered. */
  plain: Buffer;
  /** The gzip body (for bodies worth compressing); with a token, a template completed on every hit. */
  gzipped: Buffer | undefined;
  /** Where the render's token sits in `plain` and where a hit's token goes in `gzipped` (empty: no token). */
  plainSlots: number[];
  gzipSlots: number[];
  /** A hit's own token must have this length for the slots to fit. */
  tokenLength: number;
}

export interface ResponseCacheOptions {
  changes: ContentChanges;
  maxEntries?: number;
  /** Which requests may be cached; every other request passes straight through. */
  isCacheable: (url: URL, request: Request) => boolean;
  /** Query parameters that only bust browser caches and must not split ours. */
  ignoredParams?: string[];
  /**
   * The only query parameters that may split the cache for this URL (the ones its response depends on); every
   * other one is left out of the key. Without it, every parameter not in ignoredParams counts.
   */
  keyParams?: (url: URL) => readonly string[];
  /**
   * A value unique to each request that the handler writes into the body (a page's CSP nonce). A hit gets its
   * own request's value wherever the stored render had its own.
   */
  bodyToken?: (c: Context) => string | undefined;
}

const GZIP_MIN_BYTES = 1024;
/** gzip header: deflate, no flags, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last block of a deflate stream: empty and stored. */
const FINAL_EMPTY_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
/** A stored block holds at most this many bytes; a token must fit in one. */
const STORED_BLOCK_MAX = 0xffff;
/** deflate's window: a dictionary longer than this is never used. */
const DEFLATE_WINDOW = 32 * 1024;
/** Never part of UTF-8 text. */
const NOT_UTF8 = 0xff;

function offsetsOf(body: Buffer, token: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = body.indexOf(token); at !== -1; at = body.indexOf(token, at + token.length)) offsets.push(at);
  return offsets;
}

/** A copy of `template` with `token` written at every slot. */
function fill(template: Buffer, slots: number[], token: Buffer): Buffer {
  const out = Buffer.allocUnsafe(template.length);
  template.copy(out);
  for (const at of slots) token.copy(out, at);
  return out;
}

/** `n` (at most 255) different bytes, none of them 0xFF, in random order. */
function distinctBytes(n: number): Buffer {
  const bytes = Buffer.from(Array.from({ length: NOT_UTF8 }, (_, i) => i));
  const order = randomBytes(bytes.length);
  for (let i = bytes.length - 1; i > 0; i--) {
    const j = (order[i] as number) % (i + 1);
    [bytes[i], bytes[j]] = [bytes[j] as number, bytes[i] as number];
  }
  return bytes.subarray(0, n);
}

/**
 * A gzip body of `plain` with an uncompressed slot for the token at each of `slotOffsets` (a subset of the token's
 * `offsets`). Between slots the text is deflated with everything before it as dictionary, every token replaced by
 * 0xFF bytes; with `share` false each stretch is deflated on its own.
 */
function buildGzip(
  plain: Buffer,
  offsets: number[],
  slotOffsets: number[],
  tokenLength: number,
  share: boolean,
) {
  const stand = fill(plain, offsets, Buffer.alloc(tokenLength, NOT_UTF8));
  const bounds = [0, ...slotOffsets.flatMap((at) => [at, at + tokenLength]), plain.length];
  const parts: Buffer[] = [GZIP_HEADER];
  const slots: number[] = [];
  let length = GZIP_HEADER.length;
  for (let i = 0; i < bounds.length; i += 2) {
    const [from, to] = [bounds[i] as number, bounds[i + 1] as number];
    if (i > 0) {
      const n = tokenLength;
      const header = Buffer.from([0, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]);
      parts.push(header, Buffer.alloc(n));
      slots.push(length + header.length);
      length += header.length + n;
    }
    const dictionary =
      share && from > 0 ? stand.subarray(Math.max(0, from - DEFLATE_WINDOW), from) : undefined;
    // A sync flush ends the stretch on a byte boundary without ending the stream.
    const deflated = deflateRawSync(stand.subarray(from, to), {
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(dictionary ? { dictionary } : {}),
    });
    parts.push(deflated);
    length += deflated.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(plain.length % 2 ** 32, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return { gzipped: Buffer.concat(parts), gzipSlots: slots };
}

/**
 * Whether `gzipped` decodes to `plain` with any token in every place of the render's. Text other than tokens
 * cannot depend on the slots (it holds no 0xFF byte), so it is enough that every token byte comes from the same
 * position of a slot: the probe's bytes are all different and none is 0xFF, so a byte taken from the wrong
 * position, or left as a stand-in, shows.
 */
function decodesRight(
  gz: { gzipped: Buffer; gzipSlots: number[] },
  plain: Buffer,
  offsets: number[],
  n: number,
) {
  const probe = distinctBytes(n);
  const expected = fill(plain, offsets, probe);
  const body = fill(gz.gzipped, gz.gzipSlots, probe);
  body.writeUInt32LE(crc32(expected) >>> 0, body.length - 8);
  try {
    return gunzipSync(body).equals(expected);
  } catch {
    return false;
  }
}

/**
 * The gzip template of a body whose token sits at `offsets`, and where a hit's token goes in it. Repeats of the
 * token usually compress to references to an earlier one, so only a token with no earlier one in deflate's
 * window gets its own uncompressed slot; a trial decode with a probe token proves the result, and anything
 * short of exact falls back to a slot for every token.
 */
function gzipTemplate(plain: Buffer, offsets: number[], tokenLength: number) {
  // A body that is not text could match the stand-in bytes; its stretches are then compressed independently.
  const share = !plain.includes(NOT_UTF8);
  if (share && tokenLength < NOT_UTF8) {
    const slotOffsets = offsets.filter(
      (at, i) => i === 0 || at - (offsets[i - 1] as number) > DEFLATE_WINDOW - 262,
    );
    const compact = buildGzip(plain, offsets, slotOffsets, tokenLength, true);
    if (decodesRight(compact, plain, offsets, tokenLength)) return compact;
  }
  return buildGzip(plain, offsets, offsets, tokenLength, share);
}

function store(
  base: Pick<Entry, "version" | "status" | "headers">,
  plain: Buffer,
  token: Buffer,
): Entry | undefined {
  const plainSlots = token.length > 0 ? offsetsOf(plain, token) : [];
  const tokenLength = plainSlots.length > 0 ? token.length : 0;
  if (tokenLength > STORED_BLOCK_MAX) return undefined;
  if (plain.length <= GZIP_MIN_BYTES)
    return { ...base, plain, gzipped: undefined, plainSlots, gzipSlots: [], tokenLength };
  if (tokenLength === 0)
    return { ...base, plain, gzipped: gzipSync(plain), plainSlots, gzipSlots: [], tokenLength };
  return { ...base, plain, plainSlots, tokenLength, ...gzipTemplate(plain, plainSlots, tokenLength) };
}

/** The bytes as a body, without copying them. */
const bodyOf = (b: Buffer) => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength);

export function responseCache(options: ResponseCacheOptions): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  const maxEntries = options.maxEntries ?? 500;
  const ignored = new Set(options.ignoredParams ?? []);
  options.changes.subscribe(() => entries.clear());

  return async (c, next) => {
    if (c.req.method !== "GET" || c.req.header("authorization")) return next();
    const url = new URL(c.req.url);
    if (!options.isCacheable(url, c.req.raw)) return next();
    const kept = options.keyParams ? new Set(options.keyParams(url)) : undefined;
    const params = [...url.searchParams]
      .filter(([k]) => !ignored.has(k) && (!kept || kept.has(k)))
      .sort(([a], [b]) => a.localeCompare(b));
    const key = `${url.pathname}?${new URLSearchParams(params).toString()}`;
    const wantsGzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    const token = Buffer.from(options.bodyToken?.(c) ?? "");

    const hit = entries.get(key);
    // A token of another length would not fit the slots: render afresh rather than guess.
    if (
      hit &&
      hit.version === options.changes.version() &&
      (hit.tokenLength === 0 || hit.tokenLength === token.length)
    ) {
      entries.delete(key);
      entries.set(key, hit);
      const headers = new Headers(hit.headers);
      headers.set("X-Cache", "HIT");
      headers.set("Vary", "Accept-Encoding");
      const plain = hit.tokenLength ? fill(hit.plain, hit.plainSlots, token) : hit.plain;
      if (wantsGzip && hit.gzipped) {
        headers.set("Content-Encoding", "gzip");
        let body = hit.gzipped;
        if (hit.tokenLength) {
          body = fill(hit.gzipped, hit.gzipSlots, token);
          body.writeUInt32LE(crc32(plain) >>> 0, body.length - 8);
        }
        return new Response(bodyOf(body), { status: hit.status, headers });
      }
      return new Response(bodyOf(plain), { status: hit.status, headers });
    }

    const versionAtStart = options.changes.version();
    await next();
    const res = c.res;
    if (res.status !== 200 || res.headers.has("Content-Encoding") || res.headers.has("Set-Cookie")) return;
    const body = Buffer.from(await res.clone().arrayBuffer());
    // A change that landed while this response was being built makes it stale already.
    if (versionAtStart !== options.changes.version()) return;
    const headers = [...res.headers.entries()].filter(([k]) => k.toLowerCase() !== "content-length");
    const entry = store({ version: versionAtStart, status: res.status, headers }, body, token);
    if (!entry) return;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, entry);
    c.res.headers.set("X-Cache", "MISS");
  };
}
