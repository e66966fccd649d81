// Newsletter campaigns: every campaign with its state and how many recipients it was sent to, failed for and lost
// to unsubscribing; "New campaign" opens the composer.
import { Link } from "react-router";
import { enumFilter, type ListScreenConfig } from "#app/admin/components/list-screen.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { formatDateTime } from "#app/admin/models/admin-format.ts";
import { CAMPAIGN_STATE_TONES } from "#app/admin/models/mail-states.ts";
import { CAMPAIGN_STATES } from "#contract/enums";
import type { CampaignSummary } from "#contract/schemas/campaign";

export const campaignsScreen: ListScreenConfig<CampaignSummary> = {
  options: {
    resource: { path: "/campaigns", idKey: "campaign_id" },
    loadFailed: "Failed to load campaigns",
  },
  title: "Newsletter campaigns",
  countInTitle: false,
  subtitle: "Write a newsletter, try it on yourself, then send it to every active subscriber.",
  add: { to: "/admin/campaigns/new", label: "New campaign" },
  filters: [enumFilter("state", "State", CAMPAIGN_STATES, "All states")],
  empty: {
    filtered: "No campaigns match this filter.",
    none: "No campaign has been written yet. Start one with New campaign.",
  },
  noun: ["campaign", "campaigns"],
  totalRow: false,
  columns: () => [
    {
      key: "subject",
      header: "Subject",
      cell: (c) => <Link to={`/admin/campaigns/${c.campaign_id}`}>{c.subject}</Link>,
    },
    {
      key: "state",
      header: "State",
      cell: (c) => <StatusBadge status={c.state} tone={CAMPAIGN_STATE_TONES[c.state]} />,
    },
    { key: "recipients", header: "Recipients", cell: (c) => c.progress.total },
    { key: "sent", header: "Sent", cell: (c) => c.progress.sent },
    { key: "failed", header: "Failed", cell: (c) => c.progress.failed },
    { key: "unsubscribed", header: "Unsubscribed", cell: (c) => c.progress.unsubscribed },
    { key: "when", header: "Started", cell: (c) => formatDateTime(c.started_at) },
  ],
};
