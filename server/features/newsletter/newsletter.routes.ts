import type { Context } from "hono";
import { Hono } from "hono";
import {
  NEWSLETTER_MESSAGES,
  SubscribeSchema,
  UnsubscribeLinkQuerySchema,
  UnsubscribeSchema,
} from "#contract/schemas/newsletter";
import type { AppDeps } from "#server/deps";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { HttpError } from "#server/http/errors";
import { publicWriteLimiter, readPublicWrite } from "#server/http/public-write";
import { readQuery } from "#server/http/request-input";
import { appSecret } from "#server/lib/app-secret";
import type { ApiOperation } from "#server/openapi/operation";
import { subscribe, unsubscribe } from "./newsletter.service";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

/** Subscribing and unsubscribing; staff list and delete subscribers through the standard routes. */
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
  );
}

/** How the routes above are described in the API's OpenAPI document. */
export const NEWSLETTER_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/newsletter/subscribe",
    tag: "Newsletter",
    summary: "Subscribe",
    description:
      "201 for a new address; 200 with a message for one already on the list (never a duplicate); an " +
      "unsubscribed address is made active again.",
    access: "public",
    rateLimited: true,
    body: { schema: SubscribeSchema, name: "Subscribe" },
    response: { status: 201, data: null },
  },
  {
    method: "post",
    path: "/api/newsletter/unsubscribe",
    tag: "Newsletter",
    summary: "Unsubscribe by address or by the token of an unsubscribe link",
    description: "The same answer whether or not the address was on the list.",
    access: "public",
    rateLimited: true,
    body: { schema: UnsubscribeSchema, name: "Unsubscribe" },
    response: { status: 200, data: null },
  },
  {
    method: "get",
    path: "/api/newsletter/unsubscribe",
    tag: "Newsletter",
    summary: "Unsubscribe through the link in a newsletter",
    access: "public",
    rateLimited: true,
    query: UnsubscribeLinkQuerySchema,
    response: { status: 200, data: null },
  },
];
