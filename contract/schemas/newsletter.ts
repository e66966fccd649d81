import { z } from "zod";
import { NEWSLETTER_DEFAULT_SOURCE } from "../constants";
import { NEWSLETTER_SOURCES, SUBSCRIBER_STATUSES } from "../enums";
import { email, optionalText } from "../fields";
import { PUBLIC_MESSAGES, VALIDATION_MESSAGES as V } from "../messages";
import { ListPagingSchema } from "./common";
import { HONEYPOT_FIELD } from "./inquiry";

/** Answers of the newsletter endpoints. The spec words only the success; the others are ours. */
export const NEWSLETTER_MESSAGES = {
  subscribed: PUBLIC_MESSAGES.newsletterSuccess,
  alreadySubscribed: "You are already subscribed to our newsletter.",
  /** The same answer whether or not the address was on the list, so it reveals nothing. */
  unsubscribed: "This address is now unsubscribed from our newsletter.",
  invalidUnsubscribeLink: "This unsubscribe link is not valid.",
} as const;

export const SubscribeSchema = z.object({
  email: email(V.invalidEmail),
  name: optionalText(),
  source: z
    .union([z.enum(NEWSLETTER_SOURCES), z.literal(""), z.null()], { error: V.invalidValue })
    .optional()
    .transform((s) => s || NEWSLETTER_DEFAULT_SOURCE),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type Subscribe = z.infer<typeof SubscribeSchema>;

const unsubscribeToken = z
  .string({ error: NEWSLETTER_MESSAGES.invalidUnsubscribeLink })
  .trim()
  .min(1, { message: NEWSLETTER_MESSAGES.invalidUnsubscribeLink })
  .max(500, { message: NEWSLETTER_MESSAGES.invalidUnsubscribeLink });

/** Unsubscribe by address, or by the signed token carried in a newsletter's unsubscribe link (the token wins). */
export const UnsubscribeSchema = z
  .object({
    email: email(V.invalidEmail).optional(),
    token: unsubscribeToken.optional(),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.email === undefined && value.token === undefined)
      ctx.addIssue({ code: "custom", path: ["email"], message: V.invalidEmail });
  });
export type Unsubscribe = z.infer<typeof UnsubscribeSchema>;

/** GET /api/newsletter/unsubscribe?token=…, the link in every newsletter. */
export const UnsubscribeLinkQuerySchema = z.object({ token: unsubscribeToken });

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
