// Newsletter campaigns: every campaign with its state and how many recipients it was sent to, failed for and lost
// to unsubscribing; "New campaign" opens the composer.
import { Link } from "react-router";
import { type Column, DataTable } from "#app/admin/components/data-table.tsx";
import {
  ClearFiltersButton,
  FilterSelect,
  ListPagination,
  ListToolbar,
} from "#app/admin/components/list-controls.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { StatusBadge, statusLabel } from "#app/admin/components/status-badge.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { useListParams } from "#app/admin/hooks/use-list-params.ts";
import { formatDateTime } from "#app/admin/models/admin-format.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { CAMPAIGN_STATE_TONES } from "#app/admin/models/mail-states.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { CAMPAIGN_STATES, type CampaignSummary } from "#contract/schemas/campaign";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/campaigns-list";

export const meta: Route.MetaFunction = () => adminMeta("Campaigns");

const LOAD_FAILED = "Failed to load campaigns";
const STATE_OPTIONS = CAMPAIGN_STATES.map((s) => ({ value: s, label: statusLabel(s) }));

export default function CampaignsList() {
  const list = useListParams(["state"]);
  const state = list.filters.state || undefined;
  const campaigns = useApiData(
    async (signal) =>
      apiRequest<CampaignSummary[]>(
        "/campaigns",
        { signal, query: { state, limit: list.limit, offset: list.offset } },
        LOAD_FAILED,
      ),
    [state, list.limit, list.offset],
    LOAD_FAILED,
  );
  const rows = campaigns.data?.data ?? [];
  const total = campaigns.data?.meta?.total ?? rows.length;

  const columns: Column<CampaignSummary>[] = [
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
    {
      key: "when",
      header: "Started",
      cell: (c) => formatDateTime(c.started_at),
    },
  ];

  return (
    <>
      <PageHeader
        title="Newsletter campaigns"
        subtitle="Write a newsletter, try it on yourself, then send it to every active subscriber."
        actions={
          <Link className="btn btn--primary" to="/admin/campaigns/new">
            New campaign
          </Link>
        }
      />
      {campaigns.error ? (
        <div className="ui-alert ui-alert--error" role="alert">
          {campaigns.error}
        </div>
      ) : null}
      <ListToolbar>
        <FilterSelect
          label="State"
          value={state ?? ""}
          onChange={(v) => list.setFilter("state", v)}
          options={STATE_OPTIONS}
          allLabel="All states"
        />
        <ClearFiltersButton list={list} />
      </ListToolbar>
      <DataTable
        caption="Newsletter campaigns"
        columns={columns}
        rows={rows}
        rowKey={(c) => c.campaign_id}
        loading={campaigns.loading && !campaigns.data}
        loadingLabel="Loading campaigns..."
        empty={list.hasFilters ? "No campaigns match this filter." : "No campaign has been written yet."}
      />
      <ListPagination list={list} total={total} itemLabel="campaigns" />
    </>
  );
}
