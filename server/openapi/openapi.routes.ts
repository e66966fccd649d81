import { Hono } from "hono";
import type { AppEnv } from "#server/http/app-env";
import { renderDocsPage } from "./docs-page";
import { buildOpenApiDocument, type OpenApiDocument } from "./document";
import type { ApiOperation } from "./operation";

/** The document only changes with the code, so it is built once per process, on first request. */
export function openapiRoutes(operations: readonly ApiOperation[]) {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const getDocument = () => {
    document ??= buildOpenApiDocument(operations);
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

/** How the routes above are described in the document they serve. */
export const OPENAPI_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/openapi.json",
    tag: "Operations",
    summary: "This API as an OpenAPI 3.1 document",
    description: "The document itself, not wrapped in the envelope.",
    access: "public",
    response: { status: 200, data: null, description: "An OpenAPI 3.1 document." },
  },
  {
    method: "get",
    path: "/api/docs",
    tag: "Operations",
    summary: "This API as a readable page",
    access: "public",
    produces: "text/html",
    response: { status: 200, data: null, description: "An HTML page listing every operation." },
  },
];
