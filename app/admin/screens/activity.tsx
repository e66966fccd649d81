// The activity log: who changed what, when and from where, newest first, filtered by person, resource and day.
// The people to filter by are the staff the log names, loaded once beside the list.

import { RefreshButton } from "#app/admin/components/list-controls.tsx";
import type { ListScreenConfig } from "#app/admin/components/list-screen.tsx";
import { actionLabel, changeText, RESOURCE_LABELS, subjectText } from "#app/admin/models/activity-model.ts";
import { EMPTY_CELL, formatDateTime } from "#app/admin/models/admin-format.ts";
import type { ActivityEntry, StaffRef } from "#contract/schemas/activity";

const RESOURCE_OPTIONS = Object.entries(RESOURCE_LABELS).map(([value, label]) => ({ value, label }));

export function activityScreen(actors: readonly StaffRef[]): ListScreenConfig<ActivityEntry> {
  const people = new Map(actors.map((a) => [a.admin_id, a.full_name || a.username]));
  const personOptions = actors.map((a) => ({
    value: String(a.admin_id),
    label: a.full_name ? `${a.full_name} (${a.username})` : a.username,
  }));
  return {
    options: {
      resource: { path: "/activity", idKey: "activity_id" },
      loadFailed: "Failed to load the activity log",
    },
    title: "Activity",
    countInTitle: false,
    subtitle: "Who changed what and when, from which address. Entries are kept for one year.",
    filters: [
      { name: "actor", label: "Person", options: personOptions, allLabel: "Everyone" },
      { name: "resource", label: "Resource", options: RESOURCE_OPTIONS, allLabel: "Everything" },
      { name: "from", label: "From", type: "date" },
      { name: "to", label: "To", type: "date" },
    ],
    loadingLabel: "Loading the activity log...",
    empty: { filtered: "Nothing matches these filters.", none: "Nothing has been recorded yet." },
    noun: ["entry", "entries"],
    totalRow: false,
    slots: { actions: (screen) => <RefreshButton screen={screen} /> },
    columns: () => [
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
    ],
  };
}
