// Writes a brotli (.br) and a gzip (.gz) twin next to each compressible file of the build's assets/ folder (the
// hashed scripts, styles and pictures), at the highest levels, once at build time. The server hands them out as they are (serveStatic `precompressed`), so a phone gets the
// smallest bytes and no request pays for compression.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html)$/;
/** Below this, the response headers outweigh any saving. */
const MIN_BYTES = 256;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

export function precompressAssets(): Plugin {
  return {
    name: "academy:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      if (!options.dir) return;
      for (const file of filesUnder(path.join(options.dir, "assets"))) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const source = readFileSync(file);
        const br = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gz = gzipSync(source, { level: 9 });
        if (br.length < source.length) writeFileSync(`${file}.br`, br);
        if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
