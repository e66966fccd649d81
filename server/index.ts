// Production process entry. Vite bundles this file with the React Router server build (see vite.config.ts).
import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { startServer } from "./start";

await startServer({
  getBuild: async () => build as never,
  clientDir: path.resolve("build/client"),
  mode: "production",
});
