import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { clientChunks } from "./vite/client-chunks.ts";
import { precompressAssets } from "./vite/precompress-assets.ts";

export default defineConfig({
  plugins: [reactRouter(), precompressAssets()],
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: clientChunks } } },
    },
    ssr: {
      build: {
        // The production server bundle is our own process entry, which imports the React Router build.
        rollupOptions: { input: "./server/index.ts" },
      },
    },
  },
});
