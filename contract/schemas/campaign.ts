import { z } from "zod";
import { CAMPAIGN_MESSAGES } from "../admin-messages";
import { MAX_HTML_TEXT, MAX_SHORT_TEXT } from "../constants";
import { CAMPAIGN_STATES } from "../enums";
import { requiredText, text } from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { ListPagingSchema } from "./common";

export const RECIPIENT_STATES = ["pending", "queued", "sent", "failed", "unsubscribed"] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

/** A draft: the subject line and the body from the rich-text editor (sanitised before it is stored). */
export const CampaignCreateSchema = z.object(
  {
    subject: requiredText(CAMPAIGN_MESSAGES.subjectRequired, MAX_SHORT_TEXT),
    body_html: text(MAX_HTML_TEXT).default(""),
  },
  { error: V.invalidValue },
);
export type CampaignCreate = z.infer<typeof CampaignCreateSchema>;

export const CampaignUpdateSchema = z.object(
  {
    subject: requiredText(CAMPAIGN_MESSAGES.subjectRequired, MAX_SHORT_TEXT).optional(),
    body_html: text(MAX_HTML_TEXT).optional(),
  },
  { error: V.invalidValue },
);
export type CampaignUpdate = z.infer<typeof CampaignUpdateSchema>;

export const CampaignListQuerySchema = ListPagingSchema.extend({
  state: z.enum(CAMPAIGN_STATES, { error: V.invalidValue }).optional(),
});

/** How far a campaign has got: every recipient is in exactly one state. */
export const CampaignProgressSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Skipped because they unsubscribed before their turn, or unsubscribed after receiving it. */
  unsubscribed: z.number().int(),
});
export type CampaignProgress = z.infer<typeof CampaignProgressSchema>;

export const CampaignSchema = z.object({
  campaign_id: z.number(),
  subject: z.string(),
  body_html: z.string(),
  state: z.enum(CAMPAIGN_STATES),
  progress: CampaignProgressSchema,
  created_at: z.string(),
  updated_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignPreviewSchema = z.object({
  campaign_id: z.number(),
  subject: z.string(),
  html: z.string(),
});
export type CampaignPreview = z.infer<typeof CampaignPreviewSchema>;

/** The list leaves the body out. */
export const CampaignSummarySchema = CampaignSchema.omit({ body_html: true });
export type CampaignSummary = z.infer<typeof CampaignSummarySchema>;
