// The trash: deleted courses, posts, products, gallery images, testimonials, enquiries and consultations, for 30
// days. Restore puts one back as it was; Delete for good removes it and its images now.
import { useState } from "react";
import { type Column, DataTable } from "#app/admin/components/data-table.tsx";
import { FlashMessage, useFlash } from "#app/admin/components/flash.tsx";
import {
  ClearFiltersButton,
  FilterSelect,
  ListPagination,
  ListToolbar,
} from "#app/admin/components/list-controls.tsx";
import { PageHeader } from "#app/admin/components/page-header.tsx";
import { errorMessage, useApiData } from "#app/admin/hooks/use-api-data.ts";
import { useListParams } from "#app/admin/hooks/use-list-params.ts";
import { resourceLabel } from "#app/admin/models/activity-model.ts";
import { formatDateTime } from "#app/admin/models/admin-format.ts";
import { adminMeta } from "#app/admin/models/admin-meta.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { TRASH_MESSAGES, TRASHABLE_RESOURCES, type TrashItem } from "#contract/schemas/activity";
import "#app/styles/admin-screens.css";
import type { Route } from "./+types/trash";

export const meta: Route.MetaFunction = () => adminMeta("Trash");

const LOAD_FAILED = "Failed to load the trash";
const RESTORE_FAILED = "Failed to restore";
const PURGE_FAILED = "Failed to delete";
const RESOURCE_OPTIONS = TRASHABLE_RESOURCES.map((value) => ({ value, label: resourceLabel(value) }));
const keyOf = (item: TrashItem) => `${item.resource}:${item.id}`;

export default function Trash() {
  const flash = useFlash();
  const list = useListParams(["resource"]);
  const resource = list.filters.resource || undefined;
  const [busy, setBusy] = useState<string | null>(null);
  const items = useApiData(
    async (signal) =>
      apiRequest<TrashItem[]>(
        "/trash",
        { signal, query: { resource, limit: list.limit, offset: list.offset } },
        LOAD_FAILED,
      ),
    [resource, list.limit, list.offset],
    LOAD_FAILED,
  );
  const rows = items.data?.data ?? [];
  const total = items.data?.meta?.total ?? rows.length;

  async function act(item: TrashItem, purge: boolean) {
    if (purge && !window.confirm(TRASH_MESSAGES.confirmPurge)) return;
    flash.clear();
    setBusy(keyOf(item));
    const failed = purge ? PURGE_FAILED : RESTORE_FAILED;
    try {
      const path = `/trash/${item.resource}/${item.id}`;
      const { message } = await apiRequest<null>(
        purge ? path : `${path}/restore`,
        { method: purge ? "DELETE" : "POST" },
        failed,
      );
      flash.success(message ?? (purge ? TRASH_MESSAGES.purged : TRASH_MESSAGES.restored));
      await items.reload();
    } catch (err) {
      flash.error(errorMessage(err, failed));
    } finally {
      setBusy(null);
    }
  }

  const columns: Column<TrashItem>[] = [
    { key: "label", header: "Item", cell: (i) => i.label },
    { key: "resource", header: "Kind", cell: (i) => resourceLabel(i.resource) },
    {
      key: "deleted",
      header: "Deleted",
      cell: (i) =>
        `${formatDateTime(i.deleted_at)}${i.deleted_by ? ` by ${i.deleted_by.full_name || i.deleted_by.username}` : ""}`,
    },
    { key: "purge", header: "Deleted for good on", cell: (i) => formatDateTime(i.purge_at) },
    {
      key: "actions",
      header: "Actions",
      cell: (i) => (
        <div className="admin-row-actions">
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={busy !== null}
            aria-label={`Restore ${i.label}`}
            onClick={() => void act(i, false)}
          >
            Restore
          </button>
          <button
            type="button"
            className="btn btn--danger btn--small"
            disabled={busy !== null}
            aria-label={`Delete ${i.label} for good`}
            onClick={() => void act(i, true)}
          >
            Delete for good
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Trash"
        subtitle="Deleted items stay here for 30 days, then they and their images are deleted for good."
      />
      <FlashMessage flash={flash} />
      {items.error ? (
        <div className="ui-alert ui-alert--error" role="alert">
          {items.error}
        </div>
      ) : null}
      <ListToolbar>
        <FilterSelect
          label="Kind"
          value={resource ?? ""}
          onChange={(v) => list.setFilter("resource", v)}
          options={RESOURCE_OPTIONS}
          allLabel="Everything"
        />
        <ClearFiltersButton list={list} />
      </ListToolbar>
      <DataTable
        caption="Trash"
        columns={columns}
        rows={rows}
        rowKey={keyOf}
        loading={items.loading && !items.data}
        loadingLabel="Loading the trash..."
        empty={list.hasFilters ? "Nothing of this kind is in the trash." : "The trash is empty."}
      />
      <ListPagination list={list} total={total} itemLabel="items" />
    </>
  );
}
