// The settings and page-text operations, for the OpenAPI document (server/openapi/operations.ts joins them).
import { z } from "zod";
import {
  PAGE_TEXT_KEYS,
  PageTextContentSchema,
  PageTextSchema,
  PreviewLinkSchema,
} from "#contract/schemas/page-texts";
import { SiteSettingsSchema } from "#contract/schemas/site-settings";
import type { ApiOperation } from "../../openapi/operation";

const settings = { schema: SiteSettingsSchema, name: "SiteSettings" };
const pageText = { schema: PageTextSchema, name: "PageText" };
const keyParam = { key: z.enum(PAGE_TEXT_KEYS as [string, ...string[]]) };

export const SITE_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/settings",
    tag: "Settings",
    summary: "Read the site settings",
    description:
      "The academy's details every public page shows: name, `phones` (two), `email`, `address`, links…",
    access: "admin",
    area: "self",
    response: { status: 200, data: settings },
  },
  {
    method: "put",
    path: "/api/settings",
    tag: "Settings",
    summary: "Replace the site settings",
    description:
      "The whole object, checked field by field (400 names each wrong field). Every app server shows the new values from the next page view.",
    access: "admin",
    area: "settings",
    body: { schema: SiteSettingsSchema, name: "SiteSettingsInput" },
    response: { status: 200, data: settings },
  },
  {
    method: "get",
    path: "/api/page-texts",
    tag: "Page texts",
    summary: "List the editable page texts, each with its draft and published version",
    access: "admin",
    area: "pages",
    response: { status: 200, data: { ...pageText, list: true } },
  },
  {
    method: "post",
    path: "/api/page-texts/preview",
    tag: "Page texts",
    summary: "A short-lived token that shows drafts on the public pages",
    description:
      "Open a public page with `?preview=<token>` to see every draft in place; such a page is never cached or indexed.",
    access: "admin",
    area: "pages",
    response: { status: 200, data: { schema: PreviewLinkSchema, name: "PreviewToken" } },
  },
  {
    method: "get",
    path: "/api/page-texts/:key",
    tag: "Page texts",
    summary: "Read one page text",
    access: "admin",
    area: "pages",
    params: keyParam,
    response: { status: 200, data: pageText },
  },
  {
    method: "put",
    path: "/api/page-texts/:key",
    tag: "Page texts",
    summary: "Save a page text's draft",
    description:
      "Visitors keep seeing the published version until the draft is published. Rich bodies are sanitised.",
    access: "admin",
    area: "pages",
    params: keyParam,
    body: { schema: PageTextContentSchema, name: "PageTextContent" },
    response: { status: 200, data: pageText },
  },
  {
    method: "post",
    path: "/api/page-texts/:key/publish",
    tag: "Page texts",
    summary: "Publish a page text's draft",
    access: "admin",
    area: "pages",
    params: keyParam,
    response: { status: 200, data: pageText },
  },
];
