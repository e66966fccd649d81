// The admin's newsletter campaigns: drafts, a test to oneself, sending to every active subscriber, pause, resume.

import type { Context } from "hono";
import { Hono } from "hono";
import { CAMPAIGN_MESSAGES } from "#contract/admin-messages";
import type { ActivityAction } from "#contract/schemas/activity";
import {
  CampaignCreateSchema,
  CampaignListQuerySchema,
  CampaignUpdateSchema,
} from "#contract/schemas/campaign";
import { actorOf, type FieldChanges, fieldChanges, recordActivity } from "#server/activity/activity.service";
import type { Db } from "#server/db/client";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { HttpError, notFound } from "#server/http/errors";
import { pageOf } from "#server/http/paging";
import { readBody, readId, readQuery } from "#server/http/request-input";
import { adminOf, requireStaff } from "#server/http/require-admin";
import { appSecret } from "#server/lib/app-secret";
import { enqueueMail, mailBrand } from "#server/mail/mail";
import { mailConfig } from "#server/mail/mail-config";
import { campaignMailTemplate, fillToken, personalise } from "./campaign-runner";
import {
  countCampaigns,
  createCampaign,
  findCampaignRow,
  getCampaign,
  listCampaigns,
  moveState,
  startSending,
  updateDraft,
} from "./campaigns.service";

export function campaignsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const mail = mailConfig(deps.env);
  const brand = () => mailBrand(db, mail);

  async function current(id: number) {
    const campaign = await getCampaign(db, id);
    if (!campaign) throw notFound();
    return campaign;
  }

  /**
   * Runs a change and records it in the activity log in the same transaction; `work` returns the campaign's id
   * and subject, or undefined when it changed nothing (its refusal is thrown after the rollback).
   */
  async function audited(
    c: Context<AppEnv>,
    action: ActivityAction,
    work: (tx: Db) => Promise<{ id: number; subject: string; changes?: FieldChanges } | undefined>,
  ) {
    const actor = actorOf(c, deps.env.TRUST_PROXY);
    return db.transaction(async (tx) => {
      const done = await work(tx);
      if (done && actor)
        await recordActivity(tx, {
          actor,
          action,
          resource: "campaigns",
          resourceId: done.id,
          label: done.subject,
          changes: done.changes,
        });
      return done;
    });
  }

  /** A move the campaign's state does not allow: 404 if there is no such campaign, else 409 with `message`. */
  async function refuse(id: number, message: string): Promise<never> {
    if (!(await findCampaignRow(db, id))) throw notFound();
    throw new HttpError(409, message);
  }

  const staff = requireStaff("campaigns");
  return (
    new Hono<AppEnv>()
      .get("/", staff, async (c) => {
        const query = readQuery(c, CampaignListQuerySchema);
        const paging = pageOf(query);
        const filter = { state: query.state };
        const [items, total] = await Promise.all([
          listCampaigns(db, filter, paging),
          countCampaigns(db, filter),
        ]);
        return ok(c, items, { meta: { total, ...paging } });
      })
      .post("/", staff, async (c) => {
        const input = await readBody(c, CampaignCreateSchema);
        const done = await audited(c, "create", async (tx) => {
          const id = await createCampaign(tx, input);
          return { id, subject: input.subject, changes: fieldChanges(undefined, input) };
        });
        const id = done?.id ?? 0;
        return ok(c, await current(id), { status: 201, message: CAMPAIGN_MESSAGES.created });
      })
      .get("/:id", staff, async (c) => ok(c, await current(readId(c))))
      // The mail as subscribers will see it, in the newsletter frame, with a stand-in unsubscribe link.
      .get("/:id/preview", staff, async (c) => {
        const campaign = await findCampaignRow(db, readId(c));
        if (!campaign) throw notFound();
        const mail = await campaignMailTemplate(await brand(), campaign);
        return ok(c, {
          campaign_id: campaign.campaign_id,
          subject: mail.subject,
          html: fillToken(mail.html, "preview"),
        });
      })
      .put("/:id", staff, async (c) => {
        const id = readId(c);
        const input = await readBody(c, CampaignUpdateSchema);
        const done = await audited(c, "update", async (tx) => {
          const before = await findCampaignRow(tx, id);
          if (!before || !(await updateDraft(tx, id, input))) return undefined;
          const after = await findCampaignRow(tx, id);
          return (
            after && { id, subject: after.subject, changes: fieldChanges(before, after, Object.keys(input)) }
          );
        });
        if (!done) await refuse(id, CAMPAIGN_MESSAGES.notDraft);
        return ok(c, await current(id), { message: CAMPAIGN_MESSAGES.updated });
      })
      .post("/:id/test", staff, async (c) => {
        const id = readId(c);
        const campaign = await findCampaignRow(db, id);
        if (!campaign) throw notFound();
        const address = adminOf(c).email?.trim();
        if (!address) throw new HttpError(409, CAMPAIGN_MESSAGES.noAdminEmail);
        // The same mail a subscriber gets, with the admin's own unsubscribe link, so every link can be tried.
        const mail = personalise(
          await campaignMailTemplate(await brand(), campaign),
          address,
          appSecret(deps.env),
        );
        await enqueueMail(db, {
          kind: "newsletter-test",
          to: address,
          ...mail,
          subject: `[Test] ${mail.subject}`,
        });
        return ok(c, await current(id), { message: CAMPAIGN_MESSAGES.testQueued });
      })
      .post("/:id/send", staff, async (c) => {
        const id = readId(c);
        const row = await findCampaignRow(db, id);
        if (!row) throw notFound();
        if (row.state === "draft" && !row.body_html.trim())
          throw new HttpError(409, CAMPAIGN_MESSAGES.emptyBody);
        let outcome: Awaited<ReturnType<typeof startSending>> = "not_draft";
        await audited(c, "send", async (tx) => {
          outcome = await startSending(tx, id);
          return outcome === "not_draft" || outcome === "no_subscribers"
            ? undefined
            : { id, subject: row.subject };
        });
        if (outcome === "not_draft") throw new HttpError(409, CAMPAIGN_MESSAGES.notDraft);
        if (outcome === "no_subscribers") throw new HttpError(409, CAMPAIGN_MESSAGES.noSubscribers);
        return ok(c, await current(id), { message: CAMPAIGN_MESSAGES.sending });
      })
      .post("/:id/pause", staff, async (c) => {
        const id = readId(c);
        const done = await audited(c, "pause", async (tx) => {
          const row = await findCampaignRow(tx, id);
          return row && (await moveState(tx, id, "sending", "paused"))
            ? { id, subject: row.subject }
            : undefined;
        });
        if (!done) await refuse(id, CAMPAIGN_MESSAGES.notSending);
        return ok(c, await current(id), { message: CAMPAIGN_MESSAGES.paused });
      })
      .post("/:id/resume", staff, async (c) => {
        const id = readId(c);
        const done = await audited(c, "resume", async (tx) => {
          const row = await findCampaignRow(tx, id);
          return row && (await moveState(tx, id, "paused", "sending"))
            ? { id, subject: row.subject }
            : undefined;
        });
        if (!done) await refuse(id, CAMPAIGN_MESSAGES.notPaused);
        return ok(c, await current(id), { message: CAMPAIGN_MESSAGES.resumed });
      })
  );
}
