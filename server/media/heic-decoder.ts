// Decodes phone photos in HEIC/HEIF (HEVC inside) to RGBA pixels, which sharp then re-encodes like any upload.
// The prebuilt sharp reads HEIF containers but ships no HEVC decoder (patent licensing), so the pixels come from
// libheif compiled to WebAssembly (`heic-decode` on `libheif-js`, with libde265; docs/decisions/0076).
//
// The decode is synchronous WebAssembly work of about a second for a 12-megapixel photo, so it runs in a worker
// thread: the server keeps answering meanwhile. One worker, one photo at a time (a decode holds some 150 MB of
// WebAssembly memory, which never shrinks), started on the first HEIC and ended after a minute without one.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

export interface DecodedImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Uint8Array;
}

/** The photo claims more pixels than the caller allows: refused before any pixel is decoded. */
export class HeicTooLargeError extends Error {}
/** Not a HEIC/HEIF libheif can decode (damaged, or a codec it lacks). */
export class HeicUnreadableError extends Error {}

const IDLE_MS = 60_000;

// Plain CommonJS run as the worker's script (eval), so the same code works under tsx and in the built server,
// which bundles this module into one file. It checks the size from the header before decoding the pixels.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const decode = require(workerData.decoder);
parentPort.on("message", async ({ id, bytes, maxPixels }) => {
  let images;
  try {
    images = await decode.all({ buffer: bytes });
    const first = images[0];
    if (!first) throw new Error("no image in the file");
    if (first.width * first.height > maxPixels) {
      parentPort.postMessage({ id, tooLarge: true, width: first.width, height: first.height });
      return;
    }
    const { width, height, data } = await first.decode();
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ id, width, height, data: pixels }, [pixels.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message ? err.message : err) });
  } finally {
    if (images) images.dispose();
  }
});
`;

interface Pending {
  resolve: (image: DecodedImage) => void;
  reject: (err: Error) => void;
}

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();
/** Photos wait their turn: two decodes side by side would double the memory for no gain on two cores. */
let queue: Promise<unknown> = Promise.resolve();

function failAll(err: Error) {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
}

function startWorker(): Worker {
  const decoder = createRequire(import.meta.url).resolve("heic-decode");
  const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { decoder } });
  w.on("message", (m: { id: number; error?: string; tooLarge?: boolean } & Partial<DecodedImage>) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.tooLarge) p.reject(new HeicTooLargeError(`${m.width} x ${m.height} pixels`));
    else if (m.error !== undefined || !m.data || !m.width || !m.height)
      p.reject(new HeicUnreadableError(m.error ?? "no pixels"));
    else p.resolve({ width: m.width, height: m.height, data: m.data });
  });
  w.on("error", (err) => failAll(new HeicUnreadableError(err.message)));
  w.on("exit", () => {
    if (worker === w) worker = undefined;
    failAll(new HeicUnreadableError("the HEIC decoder stopped"));
  });
  return w;
}

function decodeNow(bytes: Uint8Array, maxPixels: number): Promise<DecodedImage> {
  clearTimeout(idleTimer);
  worker ??= startWorker();
  const w = worker;
  const id = nextId++;
  // A decode under way keeps the process alive; an idle worker never does (tests, a CLI, a server stopping).
  w.ref();
  return new Promise<DecodedImage>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // A copy goes over: the caller keeps its bytes (sharp may still be reading them).
    w.postMessage({ id, bytes: Uint8Array.from(bytes), maxPixels });
  }).finally(() => {
    if (pending.size === 0) w.unref();
    idleTimer = setTimeout(() => {
      if (pending.size === 0) void worker?.terminate();
    }, IDLE_MS);
    idleTimer.unref();
  });
}

/**
 * The first image of a HEIC/HEIF file as RGBA pixels, its rotation and mirroring applied (as libheif does by
 * default). HeicTooLargeError when it claims more than `maxPixels`, HeicUnreadableError when it cannot be decoded.
 */
export function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<DecodedImage> {
  const turn = queue.then(() => decodeNow(bytes, maxPixels));
  queue = turn.catch(() => {});
  return turn;
}
