// The trash: deleted courses, posts, products, gallery images, testimonials, enquiries and consultations, for 30
// days. Restore puts one back as it was; Delete for good removes it and its images now.
import { enumFilter, type ListScreenConfig } from "#app/admin/components/list-screen.tsx";
import { resourceLabel } from "#app/admin/models/activity-model.ts";
import { formatDateTime } from "#app/admin/models/admin-format.ts";
import { TRASH_MESSAGES } from "#contract/admin-messages";
import { TRASHABLE_RESOURCES } from "#contract/enums";
import type { TrashItem } from "#contract/schemas/activity";

const RESTORE = { success: TRASH_MESSAGES.restored, failed: "Failed to restore", serverText: true };
const PURGE = { success: TRASH_MESSAGES.purged, failed: "Failed to delete", serverText: true };

export const trashScreen: ListScreenConfig<TrashItem> = {
  options: {
    resource: { path: "/trash", idKey: "id" },
    loadFailed: "Failed to load the trash",
    rowKey: (item: TrashItem) => `${item.resource}:${item.id}`,
  },
  title: "Trash",
  countInTitle: false,
  subtitle: "Deleted items stay here for 30 days, then they and their images are deleted for good.",
  filters: [enumFilter("resource", "Kind", TRASHABLE_RESOURCES, "Everything", resourceLabel)],
  loadingLabel: "Loading the trash...",
  empty: { filtered: "Nothing of this kind is in the trash.", none: "The trash is empty." },
  noun: ["item", "items"],
  totalRow: false,
  columns: (screen) => [
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
      cell: (i) => {
        const path = `/trash/${i.resource}/${i.id}`;
        return (
          <div className="admin-row-actions">
            <button
              type="button"
              className="btn btn--secondary btn--small"
              disabled={screen.busy}
              aria-label={`Restore ${i.label}`}
              onClick={() => void screen.send(i, `${path}/restore`, "POST", RESTORE)}
            >
              Restore
            </button>
            <button
              type="button"
              className="btn btn--danger btn--small"
              disabled={screen.busy}
              aria-label={`Delete ${i.label} for good`}
              onClick={() => {
                if (window.confirm(TRASH_MESSAGES.confirmPurge)) void screen.send(i, path, "DELETE", PURGE);
              }}
            >
              Delete for good
            </button>
          </div>
        );
      },
    },
  ],
};
