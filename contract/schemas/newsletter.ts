import { z } from "zod";
import { NEWSLETTER_DEFAULT_SOURCE } from "../constants";
import { NEWSLETTER_SOURCES, SUBSCRIBER_STATUSES } from "../enums";
import { email, optionalText, pageLocale } from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { AttributionInputShape, AttributionShape } from "./attribution";
import { ListPagingSchema } from "./common";
import { HONEYPOT_FIELD } from "./inquiry";

// Plain strings, kept with the other messages so that the site's footer form can show them without loading Zod.
export { HI_NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_TEXT, NEWSLETTER_MESSAGES } from "../messages";

import { HI_NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_TEXT, NEWSLETTER_MESSAGES } from "../messages";

/** The consent text each language's form shows, and so what a subscriber from that page agreed to. */
export const NEWSLETTER_CONSENT_TEXTS = {
  en: NEWSLETTER_CONSENT_TEXT,
  hi: HI_NEWSLETTER_CONSENT_TEXT,
} as const;

export const SubscribeSchema = z.object({
  email: email(V.invalidEmail),
  name: optionalText(),
  source: z
    .union([z.enum(NEWSLETTER_SOURCES), z.literal(""), z.null()], { error: V.invalidValue })
    .optional()
    .transform((s) => s || NEWSLETTER_DEFAULT_SOURCE),
  /** Also picks the consent text stored: the one the visitor saw on that page. */
  locale: pageLocale(),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  ...AttributionInputShape,
});
export type Subscribe = z.infer<typeof SubscribeSchema>;

const signedToken = (message: string) =>
  z.string({ error: message }).trim().min(1, { message }).max(500, { message });

/** POST /api/newsletter/confirm: the token of the link in the confirmation mail. */
export const ConfirmSchema = z.object({ token: signedToken(NEWSLETTER_MESSAGES.invalidConfirmLink) });

/** The signed token of an unsubscribe link: in the query of the one-click address, or in a JSON body. */
export const UnsubscribeLinkQuerySchema = z.object({
  token: signedToken(NEWSLETTER_MESSAGES.invalidUnsubscribeLink).optional(),
});

/**
 * POST /api/newsletter/unsubscribe: `{token}` (the site's unsubscribe page), or the RFC 8058 one-click form body
 * `List-Unsubscribe=One-Click` with the token in the address's query. An address alone is no proof and is refused.
 */
export const UnsubscribeSchema = z.object({
  token: signedToken(NEWSLETTER_MESSAGES.invalidUnsubscribeLink).optional(),
  "List-Unsubscribe": z.literal("One-Click", { error: V.invalidValue }).optional(),
});
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
  /** The consent record: the words agreed to on the form named by `source`, and when the link confirmed them. */
  consent_text: z.string().nullable(),
  consented_at: z.string().nullable(),
  /** When the last confirmation link was mailed (a new one is mailed at most every few minutes); null: none. */
  confirmation_sent_at: z.string().nullable(),
  ...AttributionShape,
});
export type Subscriber = z.infer<typeof SubscriberSchema>;
