// The admin's view of the outbox: is mail configured, how many mails wait or failed, the list, one mail, retry.
import { type Context, Hono } from "hono";
import { MAIL_MESSAGES } from "#contract/admin-messages";
import { OutboxListQuerySchema } from "#contract/schemas/mail";
import { canUse } from "#contract/staff-roles";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { HttpError, notFound } from "../http/errors";
import { pageOf } from "../http/paging";
import { readId, readQuery } from "../http/request-input";
import { adminOf, requireStaff } from "../http/require-admin";
import { mailConfig } from "./mail-config";
import { countOutbox, getMail, listOutbox, type OutboxRow, outboxCounts, retryMail } from "./outbox";

/** A mail as the admin sees it: the worker's lease is its own business. */
function shown(mail: OutboxRow) {
  const { locked_by: _worker, locked_until: _lease, ...rest } = mail;
  return rest;
}

/** The value of `token=` in a link, in text, in HTML (where `&` is written `&amp;`) and in headers. */
const LINK_TOKEN = /([?&](?:amp;)?token=)[^&"'\s<>]+/g;
const hideTokens = (text: string) => text.replace(LINK_TOKEN, "$1hidden");

/**
 * The outbox holds mails whose links open an account (password reset, invitation) or act on a subscription
 * (confirm, unsubscribe). The front desk reads the outbox, and anyone can have a reset mailed to an owner: shown
 * as sent, the link would let the front desk set the owner's password. Only those who manage the staff (owners)
 * see the links; for everyone else each link's token reads "hidden". The mail itself is sent unchanged.
 */
function forViewer<M extends { headers?: Record<string, string>; html?: string; text?: string }>(
  c: Context<AppEnv>,
  mail: M,
): M {
  if (canUse(adminOf(c).role, "staff")) return mail;
  const out = { ...mail };
  if (out.html !== undefined) out.html = hideTokens(out.html);
  if (out.text !== undefined) out.text = hideTokens(out.text);
  if (out.headers)
    out.headers = Object.fromEntries(Object.entries(out.headers).map(([k, v]) => [k, hideTokens(v)]));
  return out;
}

export function mailRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const configured = Boolean(mailConfig(deps.env).smtpUrl);
  return new Hono<AppEnv>()
    .get("/status", requireStaff("dashboard"), async (c) =>
      ok(c, { configured, ...(await outboxCounts(db)) }),
    )
    .get("/outbox", requireStaff("mail"), async (c) => {
      const query = readQuery(c, OutboxListQuerySchema);
      const paging = pageOf(query);
      const filter = { state: query.state, kind: query.kind, q: query.q };
      const [items, total] = await Promise.all([listOutbox(db, filter, paging), countOutbox(db, filter)]);
      return ok(
        c,
        items.map((item) => forViewer(c, item)),
        { meta: { total, ...paging } },
      );
    })
    .get("/outbox/:id", requireStaff("mail"), async (c) => {
      const mail = await getMail(db, readId(c));
      if (!mail) throw notFound();
      return ok(c, forViewer(c, shown(mail)));
    })
    .post("/outbox/:id/retry", requireStaff("mail"), async (c) => {
      const id = readId(c);
      const mail = await retryMail(db, id);
      if (mail) return ok(c, forViewer(c, shown(mail)), { message: MAIL_MESSAGES.retried });
      if (!(await getMail(db, id))) throw notFound();
      throw new HttpError(409, MAIL_MESSAGES.notRetriable);
    });
}
