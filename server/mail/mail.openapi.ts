// The mail API's operations, for the OpenAPI document (server/openapi/operations.ts joins them).
import {
  MailStatusSchema,
  OutboxListQuerySchema,
  OutboxMailDetailSchema,
  OutboxMailSchema,
} from "#contract/schemas/mail";
import type { ApiOperation } from "../openapi/operation";

const mail = { schema: OutboxMailDetailSchema, name: "OutboxMailDetail" };

export const MAIL_API_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/mail/status",
    tag: "Mail",
    summary: "Whether e-mail is configured, and how many mails are in each state",
    description:
      "`configured` is false without SMTP_URL: mail is then kept as `held` and sent once it is set.",
    access: "admin",
    area: "dashboard",
    response: { status: 200, data: { schema: MailStatusSchema, name: "MailStatus" } },
  },
  {
    method: "get",
    path: "/api/mail/outbox",
    tag: "Mail",
    summary: "List the outbox, newest first",
    description:
      "Without the bodies; `last_error` holds the SMTP server's answer to the last failed attempt.",
    access: "admin",
    area: "mail",
    query: OutboxListQuerySchema,
    response: {
      status: 200,
      data: { schema: OutboxMailSchema, name: "OutboxMail", list: true },
      meta: "always",
    },
  },
  {
    method: "get",
    path: "/api/mail/outbox/:id",
    tag: "Mail",
    summary: "Read one mail with its HTML and text bodies",
    access: "admin",
    area: "mail",
    response: { status: 200, data: mail },
  },
  {
    method: "post",
    path: "/api/mail/outbox/:id/retry",
    tag: "Mail",
    summary: "Send a failed or held mail again",
    description:
      "The mail is queued with a fresh set of attempts; 409 for a mail that is not failed or held.",
    access: "admin",
    area: "mail",
    extraErrors: [409],
    response: { status: 200, data: mail },
  },
];
