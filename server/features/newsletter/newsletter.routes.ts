import type { Context } from "hono";
import { Hono } from "hono";
import { ADMIN_MESSAGES } from "#contract/messages";
import {
  NEWSLETTER_MESSAGES,
  SubscriberListQuerySchema,
  SubscribeSchema,
  UnsubscribeLinkQuerySchema,
  UnsubscribeSchema,
} from "#contract/schemas/newsletter";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { HttpError } from "#server/http/errors";
import { listResponse } from "#server/http/paging";
import { publicWriteLimiter, readPublicWrite } from "#server/http/public-write";
import { readId, readQuery } from "#server/http/request-input";
import { requireAdmin } from "#server/http/require-admin";
import { appSecret } from "#server/lib/app-secret";
import {
  countSubscribers,
  deleteSubscriber,
  listSubscribers,
  subscribe,
  unsubscribe,
} from "./newsletter.service";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

export function newsletterRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const limiter = publicWriteLimiter(deps.env, "newsletter");

  function addressOf(token: string): string {
    const email = verifyUnsubscribeToken(token, appSecret(deps.env));
    if (!email)
      throw new HttpError(400, NEWSLETTER_MESSAGES.invalidUnsubscribeLink, [
        { field: "token", message: NEWSLETTER_MESSAGES.invalidUnsubscribeLink },
      ]);
    return email;
  }

  // Every unsubscribe gets the same answer whether or not the address was on the list.
  const unsubscribed = (c: Context) => ok(c, null, { message: NEWSLETTER_MESSAGES.unsubscribed });

  return (
    new Hono<AppEnv>()
      .post("/subscribe", limiter.middleware, async (c) => {
        const { input, fromBot } = await readPublicWrite(c, SubscribeSchema);
        const outcome = fromBot ? "created" : await subscribe(db, input);
        if (outcome === "already_active")
          return ok(c, null, { message: NEWSLETTER_MESSAGES.alreadySubscribed });
        return ok(c, null, {
          status: outcome === "created" ? 201 : 200,
          message: NEWSLETTER_MESSAGES.subscribed,
        });
      })
      .post("/unsubscribe", limiter.middleware, async (c) => {
        const { input, fromBot } = await readPublicWrite(c, UnsubscribeSchema);
        const email = input.token !== undefined ? addressOf(input.token) : input.email;
        if (email && !fromBot) await unsubscribe(db, email);
        return unsubscribed(c);
      })
      // The link in every newsletter: opening it is enough.
      .get("/unsubscribe", limiter.middleware, async (c) => {
        const { token } = readQuery(c, UnsubscribeLinkQuerySchema);
        await unsubscribe(db, addressOf(token));
        return unsubscribed(c);
      })
      .get("/", requireAdmin, async (c) => {
        const query = readQuery(c, SubscriberListQuerySchema);
        return listResponse(
          c,
          query,
          (paging) => listSubscribers(db, query, paging),
          () => countSubscribers(db, query),
        );
      })
      .delete("/:id", requireAdmin, async (c) => {
        await deleteSubscriber(db, readId(c));
        return ok(c, null, { message: ADMIN_MESSAGES.subscriberDeleted });
      })
  );
}
