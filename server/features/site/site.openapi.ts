// The settings and page-text operations, for the OpenAPI document (server/openapi/operations.ts joins them).
import { z } from "zod";
import {
  PAGE_TEXT_KEYS,
  PageTextContentSchema,
  PageTextSchema,
  PreviewLinkSchema,
} from "#contract/schemas/page-texts";
import { SiteSettingsSchema } from "#contract/schemas/site-settings";
import type { ApiOperation } from "#server/openapi/operation";
import { operationGroup } from "#server/openapi/operation-group";

const settings = { schema: SiteSettingsSchema, name: "SiteSettings" };
const pageText = { schema: PageTextSchema, name: "PageText" };
const keyParam = { key: z.enum(PAGE_TEXT_KEYS as [string, ...string[]]) };

export const SITE_OPERATIONS: ApiOperation[] = [
  ...operationGroup({ tag: "Settings", access: "admin" }, [
    {
      method: "get",
      path: "/api/settings",
      summary: "Read the site settings",
      description:
        "The academy's details every public page shows: name, `phones` (two), `email`, `address`, links…",
      area: "self",
      response: { status: 200, data: settings },
    },
    {
      method: "put",
      path: "/api/settings",
      summary: "Replace the site settings",
      description:
        "The whole object, checked field by field (400 names each wrong field). Every app server shows the new values from the next page view.",
      area: "settings",
      body: { schema: SiteSettingsSchema, name: "SiteSettingsInput" },
      response: { status: 200, data: settings },
    },
  ]),
  ...operationGroup({ tag: "Page texts", access: "admin", area: "pages" }, [
    {
      method: "get",
      path: "/api/page-texts",
      summary: "List the editable page texts, each with its draft and published version",
      response: { status: 200, data: { ...pageText, list: true } },
    },
    {
      method: "post",
      path: "/api/page-texts/preview",
      summary: "A short-lived token that shows drafts on the public pages",
      description:
        "Open a public page with `?preview=<token>` to see every draft in place; such a page is never cached or indexed.",
      response: { status: 200, data: { schema: PreviewLinkSchema, name: "PreviewToken" } },
    },
    {
      method: "get",
      path: "/api/page-texts/:key",
      summary: "Read one page text",
      params: keyParam,
      response: { status: 200, data: pageText },
    },
    {
      method: "put",
      path: "/api/page-texts/:key",
      summary: "Save a page text's draft",
      description:
        "Visitors keep seeing the published version until the draft is published. Rich bodies are sanitised.",
      params: keyParam,
      body: { schema: PageTextContentSchema, name: "PageTextContent" },
      response: { status: 200, data: pageText },
    },
    {
      method: "post",
      path: "/api/page-texts/:key/publish",
      summary: "Publish a page text's draft",
      params: keyParam,
      response: { status: 200, data: pageText },
    },
  ]),
];
