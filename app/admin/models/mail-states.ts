// How campaign and mail states read in the admin: the words and the badge colour of each.

import type { BadgeTone } from "#app/admin/components/status-badge.tsx";
import type { CampaignState, MailState } from "#contract/enums";

export const CAMPAIGN_STATE_TONES: Record<CampaignState, BadgeTone> = {
  draft: "neutral",
  sending: "info",
  paused: "warning",
  sent: "success",
};

export const MAIL_STATE_TONES: Record<MailState, BadgeTone> = {
  queued: "info",
  sending: "info",
  sent: "success",
  failed: "danger",
  held: "warning",
};

/** The share of a campaign's recipients that is settled (handed to SMTP, failed or skipped), 0 to 1. */
export function settledFraction(p: { total: number; sent: number; failed: number; unsubscribed: number }) {
  return p.total === 0 ? 0 : Math.min(1, (p.sent + p.failed + p.unsubscribed) / p.total);
}
