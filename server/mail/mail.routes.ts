// The admin's view of the outbox: is mail configured, how many mails wait or failed, the list, one mail, retry.
import { Hono } from "hono";
import { MAIL_MESSAGES, OutboxListQuerySchema } from "#contract/schemas/mail";
import type { AppDeps } from "../deps";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { HttpError, notFound } from "../http/errors";
import { pageOf } from "../http/paging";
import { readId, readQuery } from "../http/request-input";
import { requireStaff } from "../http/require-admin";
import { mailConfig } from "./mail-config";
import { countOutbox, getMail, listOutbox, type OutboxRow, outboxCounts, retryMail } from "./outbox";

/** A mail as the admin sees it: the worker's lease is its own business. */
function shown(mail: OutboxRow) {
  const { locked_by: _worker, locked_until: _lease, ...rest } = mail;
  return rest;
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
      const filter = { state: query.state, kind: query.kind };
      const [items, total] = await Promise.all([listOutbox(db, filter, paging), countOutbox(db, filter)]);
      return ok(c, items, { meta: { total, ...paging } });
    })
    .get("/outbox/:id", requireStaff("mail"), async (c) => {
      const mail = await getMail(db, readId(c));
      if (!mail) throw notFound();
      return ok(c, shown(mail));
    })
    .post("/outbox/:id/retry", requireStaff("mail"), async (c) => {
      const id = readId(c);
      const mail = await retryMail(db, id);
      if (mail) return ok(c, shown(mail), { message: MAIL_MESSAGES.retried });
      if (!(await getMail(db, id))) throw notFound();
      throw new HttpError(409, MAIL_MESSAGES.notRetriable);
    });
}
