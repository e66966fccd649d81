// The campaigns API's operations, for the OpenAPI document (server/openapi/operations.ts joins them).
import {
  CampaignCreateSchema,
  CampaignListQuerySchema,
  CampaignPreviewSchema,
  CampaignSchema,
  CampaignSummarySchema,
  CampaignUpdateSchema,
} from "#contract/schemas/campaign";
import type { ApiOperation } from "#server/openapi/operation";
import { operationGroup } from "#server/openapi/operation-group";

const campaign = { schema: CampaignSchema, name: "Campaign" };
const TAG = "Newsletter campaigns";

export const CAMPAIGN_API_OPERATIONS: ApiOperation[] = [
  ...operationGroup({ tag: TAG, access: "admin", area: "campaigns" }, [
    {
      method: "get",
      path: "/api/campaigns",
      summary: "List campaigns, newest first, with how many recipients are sent, failed and unsubscribed",
      query: CampaignListQuerySchema,
      response: {
        status: 200,
        data: { schema: CampaignSummarySchema, name: "CampaignSummary", list: true },
        meta: "always",
      },
    },
    {
      method: "post",
      path: "/api/campaigns",
      summary: "Save a new draft",
      description: "The body is HTML from the rich-text editor; it is sanitised before it is stored.",
      body: { schema: CampaignCreateSchema, name: "CampaignCreate" },
      response: { status: 201, data: campaign },
    },
    {
      method: "get",
      path: "/api/campaigns/:id",
      summary: "Read one campaign with its body and progress",
      response: { status: 200, data: campaign },
    },
    {
      method: "get",
      path: "/api/campaigns/:id/preview",
      summary: "The campaign's mail as subscribers will see it (HTML in the newsletter frame)",
      response: { status: 200, data: { schema: CampaignPreviewSchema, name: "CampaignPreview" } },
    },
    {
      method: "put",
      path: "/api/campaigns/:id",
      summary: "Change a draft's subject or body",
      description: "409 once the campaign has been sent.",
      body: { schema: CampaignUpdateSchema, name: "CampaignUpdate" },
      extraErrors: [409],
      response: { status: 200, data: campaign },
    },
    {
      method: "post",
      path: "/api/campaigns/:id/test",
      summary: "Send the campaign as it stands to the signed-in admin's own e-mail address",
      description: "409 when the admin's account has no e-mail address.",
      extraErrors: [409],
      response: { status: 200, data: campaign },
    },
    {
      method: "post",
      path: "/api/campaigns/:id/send",
      summary: "Send a draft to every subscriber active now",
      description:
        "The recipients are fixed at this moment; the mails are queued in batches at CAMPAIGN_RATE_PER_MINUTE. " +
        "409 for a campaign that is not a draft, has no body, or when nobody is subscribed.",
      extraErrors: [409],
      response: { status: 200, data: campaign },
    },
    {
      method: "post",
      path: "/api/campaigns/:id/pause",
      summary: "Stop queueing a sending campaign's mails",
      description: "Mails already queued still go out. 409 for a campaign that is not being sent.",
      extraErrors: [409],
      response: { status: 200, data: campaign },
    },
    {
      method: "post",
      path: "/api/campaigns/:id/resume",
      summary: "Carry on with a paused campaign from the recipients not yet queued",
      extraErrors: [409],
      response: { status: 200, data: campaign },
    },
  ]),
];
