import { z } from "zod";
import { NEWSLETTER_DEFAULT_SOURCE } from "../constants";
import { NEWSLETTER_SOURCES, SUBSCRIBER_STATUSES } from "../enums";
import { email, optionalText, text } from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { ListPagingSchema } from "./common";
import { HONEYPOT_FIELD } from "./inquiry";

export const SubscribeSchema = z.object({
  email: email(V.invalidEmail),
  name: optionalText(),
  source: z
    .union([z.enum(NEWSLETTER_SOURCES, { error: V.invalidValue }), z.null()])
    .optional()
    .transform((s) => s ?? NEWSLETTER_DEFAULT_SOURCE),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type Subscribe = z.infer<typeof SubscribeSchema>;

/** Unsubscribe by address, or by the signed token carried in a newsletter's unsubscribe link. */
export const UnsubscribeSchema = z.union([
  z.object({ email: email(V.invalidEmail), [HONEYPOT_FIELD]: z.string().max(500).optional() }),
  z.object({ token: text(500).pipe(z.string().min(1, { message: V.invalidValue })) }),
]);
export type Unsubscribe = z.infer<typeof UnsubscribeSchema>;

export const SubscriberListQuerySchema = ListPagingSchema.extend({
  status: z.enum(SUBSCRIBER_STATUSES, { error: V.invalidValue }).optional(),
});

export const SubscriberSchema = z.object({
  subscriber_id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.string(),
  subscribed_at: z.string(),
  unsubscribed_at: z.string().nullable(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;
