import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Browser tests build into a directory of their own, so a test run never replaces the assets a running server uses.
  // An empty BUILD_DIR counts as unset: as "" the build would empty the project folder itself.
  buildDirectory: process.env.BUILD_DIR || "build",
  future: {
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
