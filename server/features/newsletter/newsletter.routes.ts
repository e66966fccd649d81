import type { Context } from "hono";
import { Hono, type MiddlewareHandler } from "hono";
import {
  ConfirmSchema,
  NEWSLETTER_MESSAGES,
  SubscribeSchema,
  UnsubscribeLinkQuerySchema,
  UnsubscribeSchema,
} from "#contract/schemas/newsletter";
import type { AppDeps } from "#server/deps";
import { afterAnswer } from "#server/http/after-answer";
import type { AppEnv } from "#server/http/app-env";
import { ok } from "#server/http/envelope";
import { HttpError } from "#server/http/errors";
import { publicWriteLimiter, readPublicWrite } from "#server/http/public-write";
import { readBody, readQuery } from "#server/http/request-input";
import { appSecret } from "#server/lib/app-secret";
import { mailConfig } from "#server/mail/mail-config";
import type { ApiOperation } from "#server/openapi/operation";
import { operationGroup, PUBLIC_FORM } from "#server/openapi/operation-group";
import { confirm, mailConfirmation, recordSubscription, unsubscribe } from "./newsletter.service";
import { verifyConfirmToken, verifyUnsubscribeToken } from "./unsubscribe-token";

/** The site page an unsubscribe link leads a person to; its button makes the POST. */
export const UNSUBSCRIBE_PAGE = "/newsletter/unsubscribe";

const refused = (message: string) => new HttpError(400, message, [{ field: "token", message }]);

/**
 * Subscribing (double opt-in), confirming and unsubscribing; staff list and delete subscribers through the
 * standard routes. Only a POST with a signed token changes anything: mail scanners fetch every link in a mail.
 */
export function newsletterRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const limiter = publicWriteLimiter(deps.env, "newsletter");
  const secret = () => appSecret(deps.env);
  const mail = mailConfig(deps.env);

  function addressOf(token: string | undefined): string {
    const email = token === undefined ? undefined : verifyUnsubscribeToken(token, secret());
    if (!email) throw refused(NEWSLETTER_MESSAGES.invalidUnsubscribeLink);
    return email;
  }

  // Mail providers send the one-click POSTs of many of their users from a few addresses: a per-address limit
  // would refuse people. The signed token in the link is the gate instead (forging one is not a matter of tries).
  const oneClickUnlimited: MiddlewareHandler<AppEnv> = (c, next) =>
    c.req.query("token") !== undefined ? next() : limiter.middleware(c, next);

  // Every unsubscribe gets the same answer whether or not the address was on the list.
  const unsubscribed = (c: Context) => ok(c, null, { message: NEWSLETTER_MESSAGES.unsubscribed });

  return (
    new Hono<AppEnv>()
      // One answer for every valid address (new, pending, active, unsubscribed) and for a bot alike.
      .post("/subscribe", limiter.middleware, async (c) => {
        const { input, fromBot } = await readPublicWrite(c, SubscribeSchema);
        const due = fromBot ? undefined : await recordSubscription(db, input);
        // The mail is made and queued after the answer: it is most of what a subscription costs, so making it
        // first would let the answer's delay tell whether an address is already on the list.
        if (due)
          afterAnswer(c, deps, "newsletter confirmation mail", () =>
            mailConfirmation(db, due, input.locale, { mail, secret: secret() }),
          );
        return ok(c, null, { message: NEWSLETTER_MESSAGES.subscribed });
      })
      .post("/confirm", limiter.middleware, async (c) => {
        const { token } = await readBody(c, ConfirmSchema);
        const claim = verifyConfirmToken(token, secret());
        if (!claim || !(await confirm(db, claim))) throw refused(NEWSLETTER_MESSAGES.invalidConfirmLink);
        return ok(c, null, { message: NEWSLETTER_MESSAGES.confirmed });
      })
      // `{token}` from the unsubscribe page, or RFC 8058 one-click: the token in the query (the address of the
      // List-Unsubscribe header) and the form body List-Unsubscribe=One-Click, posted by the mail provider or
      // from another site; the signed token is the proof, so no same-site check applies (see api.ts).
      .post("/unsubscribe", oneClickUnlimited, async (c) => {
        const query = readQuery(c, UnsubscribeLinkQuerySchema);
        const body = await readBody(c, UnsubscribeSchema);
        if (query.token !== undefined && body["List-Unsubscribe"] !== "One-Click")
          throw new HttpError(400, NEWSLETTER_MESSAGES.invalidUnsubscribeLink, [
            { field: "List-Unsubscribe", message: "Expected List-Unsubscribe=One-Click" },
          ]);
        await unsubscribe(db, addressOf(query.token ?? body.token));
        return unsubscribed(c);
      })
      // Opening the one-click address in a browser (some mail apps do) changes nothing: it leads to the page.
      .get("/unsubscribe", (c) => {
        const { token } = readQuery(c, UnsubscribeLinkQuerySchema);
        const query = token === undefined ? "" : `?token=${encodeURIComponent(token)}`;
        return c.redirect(`${UNSUBSCRIBE_PAGE}${query}`, 303);
      })
  );
}

/** How the routes above are described in the API's OpenAPI document. */
export const NEWSLETTER_OPERATIONS: ApiOperation[] = [
  ...operationGroup({ ...PUBLIC_FORM, tag: "Newsletter" }, [
    {
      path: "/api/newsletter/subscribe",
      summary: "Subscribe (double opt-in)",
      description:
        "The same status and body for every valid address, whatever its state, so the answer reveals nothing. A " +
        "new, pending or unsubscribed address becomes `pending` and is mailed a link to /newsletter/confirm?token=… " +
        "(valid 7 days; at most one mail per address every 10 minutes). An active address stays as it is.",
      body: { schema: SubscribeSchema, name: "Subscribe" },
    },
    {
      path: "/api/newsletter/confirm",
      summary: "Confirm a subscription with the token of the mailed link",
      description:
        "The subscriber becomes `active`. An expired, unknown or malformed token is refused with 400.",
      body: { schema: ConfirmSchema, name: "ConfirmSubscription" },
    },
    {
      path: "/api/newsletter/unsubscribe",
      summary: "Unsubscribe with a signed token",
      description:
        "JSON `{token}`, or (RFC 8058 one-click) `?token=…` in the address with the form body " +
        "`List-Unsubscribe=One-Click`, which works from another site too and is not rate limited (mail providers " +
        "post for many users from few addresses; the signature is the gate). The same answer whether or not the " +
        "address was on the list; an address alone is refused with 400.",
      query: UnsubscribeLinkQuerySchema,
      body: { schema: UnsubscribeSchema, name: "Unsubscribe" },
    },
  ]),
  {
    method: "get",
    path: "/api/newsletter/unsubscribe",
    tag: "Newsletter",
    summary: "The one-click address opened in a browser",
    description: "Changes nothing: redirects (303) to the site's unsubscribe page with the same query.",
    access: "public",
    query: UnsubscribeLinkQuerySchema,
    response: {
      status: 303,
      data: null,
      description: "See Other: `Location` is /newsletter/unsubscribe?token=…",
    },
  },
];
