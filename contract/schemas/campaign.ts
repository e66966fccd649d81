import { z } from "zod";
import { MAX_HTML_TEXT, MAX_SHORT_TEXT } from "../constants";
import { requiredText, text } from "../fields";
import { VALIDATION_MESSAGES as V } from "../messages";
import { ListPagingSchema } from "./common";

export const CAMPAIGN_STATES = ["draft", "sending", "paused", "sent"] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const RECIPIENT_STATES = ["pending", "queued", "sent", "failed", "unsubscribed"] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

export const CAMPAIGN_MESSAGES = {
  subjectRequired: "Subject is required",
  created: "Campaign saved as a draft.",
  updated: "Campaign saved.",
  testQueued: "A test is on its way to your e-mail address.",
  noAdminEmail: "Your account has no e-mail address to send a test to.",
  sending: "The campaign is being sent to every active subscriber.",
  noSubscribers: "There are no active subscribers to send to.",
  paused: "The campaign is paused.",
  resumed: "The campaign is being sent again.",
  notDraft: "Only a draft can be changed or sent.",
  notSending: "Only a campaign that is being sent can be paused.",
  notPaused: "Only a paused campaign can be resumed.",
  emptyBody: "Write the newsletter before sending it.",
  confirmSend: "Send this newsletter to every active subscriber now? This cannot be undone.",
  saveBeforeSending: "Save the draft first, then it can be sent.",
} as const;

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
