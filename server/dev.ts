// Development entry: Vite in middleware mode serves the pages with hot reload; tsx restarts this file when
// server code changes.
import { createServer } from "vite";
import { startServer } from "./start";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
await startServer({
  mode: "development",
  getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
  beforeApp: (req, res, next) => vite.middlewares(req, res, next),
});
