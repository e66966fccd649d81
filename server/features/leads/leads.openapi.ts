// The leads API's operations, for the OpenAPI document (server/openapi/operations.ts joins them).
import {
  AssignableSchema,
  LeadDetailSchema,
  LeadKindParam,
  LeadSettingsSchema,
  LeadSettingsUpdateSchema,
  LostReasonCreateSchema,
  LostReasonSchema,
  LostReasonUpdateSchema,
  OutcomeSchema,
  ReportQueryInputSchema,
  ReportSchema,
  TodayCountSchema,
  TodaySchema,
  WhatsAppOpenedSchema,
} from "#contract/schemas/leads";
import type { ApiOperation } from "#server/openapi/operation";
import { operationGroup } from "#server/openapi/operation-group";

const TAG = "Leads";
const detail = { schema: LeadDetailSchema, name: "LeadDetail" };
const reason = { schema: LostReasonSchema, name: "LostReason" };
const settings = { schema: LeadSettingsSchema, name: "LeadSettings" };
const leadParams = { kind: LeadKindParam };

export const LEAD_OPERATIONS: ApiOperation[] = [
  ...operationGroup({ tag: TAG, access: "admin", area: "leads" }, [
    {
      method: "get",
      path: "/api/leads/today",
      summary:
        "The Today queue: overdue follow-ups, those due later today (IST), then new leads nobody answered",
      description:
        "Each list oldest first, each lead in the first list that applies, whoever it is assigned to; at most 100 a list, `counts` counts them all.",
      response: { status: 200, data: { schema: TodaySchema, name: "Today" } },
    },
    {
      method: "get",
      path: "/api/leads/today/count",
      summary: "How many leads each list of the Today queue holds (the navigation's count)",
      response: { status: 200, data: { schema: TodayCountSchema, name: "TodayCount" } },
    },
    {
      method: "get",
      path: "/api/leads/assignable",
      summary: "Active staff a lead can be assigned to, and whether each is on the round robin",
      response: { status: 200, data: { schema: AssignableSchema, name: "Assignable", list: true } },
    },
    {
      method: "get",
      path: "/api/leads/lost-reasons",
      summary: "The reasons a lead can be lost for",
      response: { status: 200, data: { ...reason, list: true } },
    },
    {
      method: "get",
      path: "/api/leads/:kind/:id",
      summary:
        "One lead: its fields, attribution, timeline, tel: and WhatsApp links, and the same person's other touches",
      params: leadParams,
      response: { status: 200, data: detail },
    },
    {
      method: "post",
      path: "/api/leads/:kind/:id/outcome",
      summary: "Record an outcome, set the next follow-up and change the status in one step",
      description:
        "A lead left open needs `next_follow_up_at` in the future; a lost one needs `lost_reason_id`. 400 names the field.",
      params: leadParams,
      body: { schema: OutcomeSchema, name: "Outcome" },
      response: { status: 200, data: detail },
    },
    {
      method: "post",
      path: "/api/leads/:kind/:id/whatsapp-opened",
      summary: 'Add "WhatsApp opened" to the lead\'s timeline',
      params: leadParams,
      body: { schema: WhatsAppOpenedSchema, name: "WhatsAppOpened" },
      response: { status: 201, data: null },
    },
  ]),
  ...operationGroup({ tag: TAG, access: "admin", area: "settings" }, [
    {
      method: "post",
      path: "/api/leads/lost-reasons",
      summary: "Add a lost reason",
      body: { schema: LostReasonCreateSchema, name: "LostReasonCreate" },
      extraErrors: [409],
      response: { status: 201, data: reason },
    },
    {
      method: "put",
      path: "/api/leads/lost-reasons/:id",
      summary: "Rename a lost reason, or retire it (is_active false) so it is no longer offered",
      body: { schema: LostReasonUpdateSchema, name: "LostReasonUpdate" },
      extraErrors: [409],
      response: { status: 200, data: reason },
    },
    {
      method: "get",
      path: "/api/leads/settings",
      summary: "The WhatsApp message templates (English, Hindi) and who new leads go to",
      response: { status: 200, data: settings },
    },
    {
      method: "put",
      path: "/api/leads/settings",
      summary: "Replace the WhatsApp templates and the round robin's people",
      description:
        "`{name}`, `{course}` and `{academy}` are filled in. Every assignee must be active staff who works on enquiries.",
      body: { schema: LeadSettingsUpdateSchema, name: "LeadSettingsInput" },
      response: { status: 200, data: settings },
    },
  ]),
  ...operationGroup({ tag: TAG, access: "admin", area: "reports" }, [
    {
      method: "get",
      path: "/api/leads/report",
      summary: "The owner's report over IST dates `from`..`to` (at most a year)",
      description:
        "Visitors to leads to won by source and by course, leads per week, median minutes to a first response, lost reasons, and each person's open, overdue and won leads.",
      query: ReportQueryInputSchema,
      response: { status: 200, data: { schema: ReportSchema, name: "LeadReport" } },
    },
  ]),
];
