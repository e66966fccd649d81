// GET/PUT /api/settings and the page-text editor's routes. Every write here is an admin write, so api.ts bumps
// the content version after it: page caches and the in-memory settings drop, here and on the other servers.
// The preview token is the exception: fetching one changes nothing.
import { type Context, Hono } from "hono";
import { PAGE_TEXT_MESSAGES, SETTINGS_MESSAGES } from "#contract/admin-messages";
import {
  type PageText,
  type PageTextBlock,
  pageTextBlock,
  pageTextContentSchema,
} from "#contract/schemas/page-texts";
import { SiteSettingsSchema } from "#contract/schemas/site-settings";
import { actorOf, changeWithActivity, fieldChanges, flattenGroups } from "#server/activity/activity.service";
import type { Db } from "#server/db/client";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { HttpError } from "#server/http/errors";
import { parseWith, readBody, readRequestInput } from "#server/http/request-input";
import { requireStaff } from "#server/http/require-admin";
import { appSecret } from "#server/lib/app-secret";
import { releaseStoredImagesAfterSave } from "#server/media/image-references.service";
import { getPageText, listPageTexts, publishDraft, saveDraft } from "./page-texts.service";
import { previewToken } from "./preview-token";
import { readSettings, writeSettings } from "./settings.service";

export function settingsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .get("/", requireStaff("self"), async (c) => ok(c, await readSettings(db, deps.env)))
    .put("/", requireStaff("settings"), async (c) => {
      const { fields } = await readRequestInput(c);
      // The payment settings have their own screen: a save of the others that leaves them out keeps them.
      const given = fields && typeof fields === "object" ? (fields as Record<string, unknown>) : {};
      // Who changed the academy's UPI ID or GSTIN, and when, is for the owners to see: every save is logged.
      const { before, saved } = await changeWithActivity(db, actorOf(c, deps.env.TRUST_PROXY), async (tx) => {
        const before = await readSettings(tx, deps.env);
        const settings = parseWith(SiteSettingsSchema, {
          ...given,
          upiId: "upiId" in given ? given.upiId : before.upiId,
          billing: "billing" in given ? given.billing : before.billing,
        });
        const saved = await writeSettings(tx, settings);
        const changes = fieldChanges(flattenGroups(before), flattenGroups(saved));
        const activity =
          changes.length > 0 ? ({ action: "settings", resource: "settings", changes } as const) : null;
        return { value: { before, saved }, activity };
      });
      // A picture the settings no longer show is deleted, unless some other row shows it too.
      await releaseStoredImagesAfterSave(deps, [before.facilitatorPhotoUrl, before.upcomingCourse.imageUrl]);
      return ok(c, saved, { message: SETTINGS_MESSAGES.saved });
    });
}

function blockOf(key: string) {
  const block = pageTextBlock(key);
  if (!block) throw new HttpError(404, PAGE_TEXT_MESSAGES.unknownBlock);
  return block;
}

export function pageTextRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .get("/", requireStaff("pages"), async (c) => ok(c, await listPageTexts(db)))
    .post("/preview", requireStaff("pages"), (c) => {
      // Handing out a token changes nothing anyone sees: the page caches stay.
      c.set("contentUnchanged", true);
      const { token, expiresAt } = previewToken(appSecret(deps.env));
      return ok(c, { token, expires_at: expiresAt.toISOString() });
    })
    .get("/:key", requireStaff("pages"), async (c) =>
      ok(c, await getPageText(db, blockOf(c.req.param("key")))),
    )
    .put("/:key", requireStaff("pages"), async (c) => {
      const block = blockOf(c.req.param("key"));
      const content = await readBody(c, pageTextContentSchema(block));
      const saved = await logged(c, block, "update", "draft", (tx) => saveDraft(tx, block, content));
      return ok(c, saved, { message: PAGE_TEXT_MESSAGES.saved });
    })
    .post("/:key/publish", requireStaff("pages"), async (c) => {
      const block = blockOf(c.req.param("key"));
      const published = await logged(c, block, "publish", "published", (tx) => publishDraft(tx, block));
      return ok(c, published, { message: PAGE_TEXT_MESSAGES.published });
    });

  /** A change to a page text and its entry in the activity log (a save or publish that changed nothing has none). */
  function logged(
    c: Context<AppEnv>,
    block: PageTextBlock,
    action: "update" | "publish",
    version: "draft" | "published",
    change: (tx: Db) => Promise<PageText>,
  ) {
    return changeWithActivity(db, actorOf(c, deps.env.TRUST_PROXY), async (tx) => {
      const before = await getPageText(tx, block);
      const after = await change(tx);
      const changes = fieldChanges(flattenGroups(before[version]), flattenGroups(after[version]));
      const label = action === "update" ? `${block.label} (draft)` : block.label;
      const activity = changes.length > 0 ? { action, resource: "page-texts", label, changes } : null;
      return { value: after, activity };
    });
  }
}
