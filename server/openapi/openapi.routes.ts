import { Hono } from "hono";
import type { AppEnv } from "#server/http/app-env";
import { renderDocsPage } from "./docs-page";
import { buildOpenApiDocument, type OpenApiDocument } from "./document";

/** The document only changes with the code, so it is built once per process, on first request. */
export function openapiRoutes() {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const getDocument = () => {
    document ??= buildOpenApiDocument();
    return document;
  };
  return new Hono<AppEnv>()
    .get("/openapi.json", (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return c.json(getDocument());
    })
    .get("/docs", (c) => {
      page ??= renderDocsPage(getDocument());
      c.header("Cache-Control", "public, max-age=300");
      return c.html(page);
    });
}
