import { z } from "zod";
import { MAIL_STATES } from "../enums";
import { text } from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { ListPagingSchema } from "./common";

/** `GET /api/mail/status`: whether SMTP is set up, and how many mails are in each state. */
export const MailStatusSchema = z.object({
  configured: z.boolean(),
  queued: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  held: z.number().int(),
});
export type MailStatus = z.infer<typeof MailStatusSchema>;

export const OutboxListQuerySchema = ListPagingSchema.extend({
  state: z.enum(MAIL_STATES, { error: V.invalidValue }).optional(),
  kind: text(60).optional(),
});
export type OutboxListQuery = z.infer<typeof OutboxListQuerySchema>;

/** One row of the outbox list: everything but the bodies. */
export const OutboxMailSchema = z.object({
  mail_id: z.number(),
  kind: z.string(),
  state: z.enum(MAIL_STATES),
  to: z.string(),
  subject: z.string(),
  headers: z.record(z.string(), z.string()),
  attempts: z.number(),
  next_attempt_at: z.string(),
  /** The SMTP server's answer to the last failed attempt, or why the mail is held. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

/** One mail with its bodies, as sent. */
export const OutboxMailDetailSchema = OutboxMailSchema.extend({ html: z.string(), text: z.string() });
export type OutboxMailDetail = z.infer<typeof OutboxMailDetailSchema>;
