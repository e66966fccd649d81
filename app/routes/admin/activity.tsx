// The activity log: who changed what, when and from where, newest first, filtered by person, resource and day.
import { type Column, DataTable } from "#app/admin/components/data-table.tsx";
import {
  ClearFiltersButton,
  FilterSelect,
  ListPagination,
  ListToolbar,
} from "#app/admin/components/list-controls.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import { useListParams } from "#app/admin/hooks/use-list-params.ts";
import { actionLabel, changeText, RESOURCE_LABELS, subjectText } from "#app/admin/models/activity-model.ts";
import { EMPTY_CELL, formatDateTime } from "#app/admin/models/admin-format.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import type { ActivityEntry, StaffRef } from "#contract/schemas/activity";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/activity";

export const meta: Route.MetaFunction = () => adminMeta("Activity");

const LOAD_FAILED = "Failed to load the activity log";
const RESOURCE_OPTIONS = Object.entries(RESOURCE_LABELS).map(([value, label]) => ({ value, label }));

function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <input {...control} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </FormField>
  );
}

export default function Activity() {
  const list = useListParams(["actor", "resource", "from", "to"]);
  const { actor, resource, from, to } = list.filters;
  const actors = useApiData(
    async (signal) => (await apiRequest<StaffRef[]>("/activity/actors", { signal })).data,
    [],
    "",
  );
  const entries = useApiData(
    async (signal) =>
      apiRequest<ActivityEntry[]>(
        "/activity",
        {
          signal,
          query: {
            actor: actor || undefined,
            resource: resource || undefined,
            from: from || undefined,
            to: to || undefined,
            limit: list.limit,
            offset: list.offset,
          },
        },
        LOAD_FAILED,
      ),
    [actor, resource, from, to, list.limit, list.offset],
    LOAD_FAILED,
  );
  const rows = entries.data?.data ?? [];
  const total = entries.data?.meta?.total ?? rows.length;
  const people = new Map((actors.data ?? []).map((a) => [a.admin_id, a.full_name || a.username]));
  const personOptions = (actors.data ?? []).map((a) => ({
    value: String(a.admin_id),
    label: a.full_name ? `${a.full_name} (${a.username})` : a.username,
  }));

  const columns: Column<ActivityEntry>[] = [
    { key: "at", header: "When", cell: (e) => formatDateTime(e.at) },
    {
      key: "who",
      header: "Who",
      cell: (e) => (e.actor_id !== null ? (people.get(e.actor_id) ?? e.actor_username) : e.actor_username),
    },
    {
      key: "what",
      header: "What",
      cell: (e) => (
        <>
          {actionLabel(e.action)} {subjectText(e)}
        </>
      ),
    },
    {
      key: "changes",
      header: "Changes",
      cell: (e) =>
        e.changes?.length ? (
          <ul className="admin-activity-changes">
            {e.changes.map((c) => (
              <li key={c.field}>{changeText(c)}</li>
            ))}
          </ul>
        ) : (
          EMPTY_CELL
        ),
    },
    { key: "address", header: "Address", cell: (e) => e.client_address ?? EMPTY_CELL },
  ];

  return (
    <>
      <PageHeader
        title="Activity"
        subtitle="Who changed what and when, from which address. Entries are kept for one year."
        actions={
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => void entries.reload()}
            disabled={entries.loading}
          >
            Refresh
          </button>
        }
      />
      {entries.error ? (
        <div className="ui-alert ui-alert--error" role="alert">
          {entries.error}
        </div>
      ) : null}
      <ListToolbar>
        <FilterSelect
          label="Person"
          value={actor ?? ""}
          onChange={(v) => list.setFilter("actor", v)}
          options={personOptions}
          allLabel="Everyone"
        />
        <FilterSelect
          label="Resource"
          value={resource ?? ""}
          onChange={(v) => list.setFilter("resource", v)}
          options={RESOURCE_OPTIONS}
          allLabel="Everything"
        />
        <DayFilter label="From" value={from ?? ""} onChange={(v) => list.setFilter("from", v)} />
        <DayFilter label="To" value={to ?? ""} onChange={(v) => list.setFilter("to", v)} />
        <ClearFiltersButton list={list} />
      </ListToolbar>
      <DataTable
        caption="Activity"
        columns={columns}
        rows={rows}
        rowKey={(e) => e.activity_id}
        loading={entries.loading && !entries.data}
        loadingLabel="Loading the activity log..."
        empty={list.hasFilters ? "Nothing matches these filters." : "Nothing has been recorded yet."}
      />
      <ListPagination list={list} total={total} itemLabel="entries" />
    </>
  );
}
