import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  environments: {
    ssr: {
      build: {
        // The production server bundle is our own process entry, which imports the React Router build.
        rollupOptions: { input: "./server/index.ts" },
      },
    },
  },
});
