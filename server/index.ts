// Production process entry. Vite bundles this file with the React Router server build (see vite.config.ts).
import { fileURLToPath } from "node:url";
import * as build from "virtual:react-router/server-build";
import { startServer } from "./start";

await startServer({
  getBuild: async () => build as never,
  clientDir: fileURLToPath(new URL("../client", import.meta.url)),
  mode: "production",
});
