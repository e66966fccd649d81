// The mail API's operations, for the OpenAPI document (server/openapi/operations.ts joins them).
import {
  MailStatusSchema,
  OutboxListQuerySchema,
  OutboxMailDetailSchema,
  OutboxMailSchema,
} from "#contract/schemas/mail";
import type { ApiOperation } from "../openapi/operation";
import { operationGroup } from "../openapi/operation-group";

const mail = { schema: OutboxMailDetailSchema, name: "OutboxMailDetail" };

export const MAIL_API_OPERATIONS: ApiOperation[] = [
  ...operationGroup({ tag: "Mail", access: "admin", area: "mail" }, [
    {
      method: "get",
      path: "/api/mail/status",
      summary: "Whether e-mail is configured, and how many mails are in each state",
      description:
        "`configured` is false without SMTP_URL: mail is then kept as `held` and sent once it is set.",
      area: "dashboard",
      response: { status: 200, data: { schema: MailStatusSchema, name: "MailStatus" } },
    },
    {
      method: "get",
      path: "/api/mail/outbox",
      summary: "List the outbox, newest first",
      description:
        "Without the bodies; `last_error` holds the SMTP server's answer to the last failed attempt. `q` finds " +
        "its text in the recipients or the subject.",
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
      summary: "Read one mail with its HTML and text bodies",
      response: { status: 200, data: mail },
    },
    {
      method: "post",
      path: "/api/mail/outbox/:id/retry",
      summary: "Send a failed or held mail again",
      description:
        "The mail is queued with a fresh set of attempts; 409 for a mail that is not failed or held.",
      extraErrors: [409],
      response: { status: 200, data: mail },
    },
  ]),
];
