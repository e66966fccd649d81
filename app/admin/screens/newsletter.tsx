// Newsletter subscribers: counts, status filter, search and paging, a table with delete, the CSV export (every
// subscriber matching the filter and search, not only the page, streamed by the server) and a tips box. Messages fade after 3 s (success)
// and 5 s (errors), load failures included.
import { useEffect } from "react";
import { NewsletterIcon } from "#app/admin/components/admin-icons.tsx";
import { ExportCsvButton } from "#app/admin/components/export-csv-button.tsx";
import { actionsColumn } from "#app/admin/components/list-columns.tsx";
import { type ListScreenConfig, statusFilter } from "#app/admin/components/list-screen.tsx";
import { StatCard } from "#app/admin/components/stat-card.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { useApiData } from "#app/admin/hooks/use-api-data.ts";
import type { ResourceList } from "#app/admin/hooks/use-resource-list.ts";
import { EMPTY_CELL, formatDateTime } from "#app/admin/models/admin-format.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { ADMIN_MESSAGES } from "#contract/admin-messages";
import { subscriberSourceLabel } from "#contract/constants";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "#contract/enums";
import type { Subscriber } from "#contract/schemas/newsletter";
import { ENDPOINTS } from "./endpoints.ts";

const LOAD_FAILED = ADMIN_MESSAGES.subscribersLoadFailed;
const resource = ENDPOINTS.subscribers;

export const newsletterScreen: ListScreenConfig<Subscriber> = {
  options: {
    resource,
    loadFailed: LOAD_FAILED,
    serverErrorText: true,
    deleteConfirm: "deleteSubscriber",
    deleted: ADMIN_MESSAGES.subscriberDeleted,
    deleteFailed: ADMIN_MESSAGES.subscriberDeleteFailed,
  },
  title: "Newsletter Subscribers",
  countInTitle: false,
  subtitle: "People who signed up in the footer or on the blog.",
  filters: [statusFilter(SUBSCRIBER_STATUSES)],
  search: { label: "Search subscribers", placeholder: "Email or name…" },
  caption: "Newsletter subscribers",
  empty: {
    filtered: "No subscribers match these filters.",
    none: "No subscribers yet. Visitors join from the newsletter form on the site.",
  },
  noun: ["subscriber", "subscribers"],
  loadErrorAs: "flash",
  slots: {
    actions: (screen) => (
      <ExportCsvButton screen={screen} collectionPath={resource.path} fileStem="newsletter_subscribers" />
    ),
    top: (screen) => <SubscriberCounts screen={screen} />,
    bottom: () => <NewsletterTips />,
  },
  columns: (screen) => [
    { key: "email", header: "Email", cell: (s) => <strong>{s.email}</strong> },
    { key: "name", header: "Name", cell: (s) => s.name || EMPTY_CELL },
    { key: "status", header: "Status", cell: (s) => <StatusBadge status={s.status} /> },
    { key: "source", header: "Source", cell: (s) => subscriberSourceLabel(s.source) },
    { key: "subscribed_at", header: "Subscribed", cell: (s) => formatDateTime(s.subscribed_at) },
    { key: "unsubscribed_at", header: "Unsubscribed", cell: (s) => formatDateTime(s.unsubscribed_at) },
    actionsColumn(screen, (s) => ({ about: s.email })),
  ],
};

/** How many subscribers match `status` (all when undefined): one row asked for, the total read from meta. */
async function countOf(status: SubscriberStatus | undefined, signal: AbortSignal): Promise<number> {
  const { data, meta } = await apiRequest<Subscriber[]>(
    resource.path,
    { signal, query: { status, limit: 1 } },
    LOAD_FAILED,
  );
  return meta?.total ?? data.length;
}

/** The three counts above the list, loaded again after every change; load failures fade like other messages. */
export function SubscriberCounts({ screen }: { screen: ResourceList<Subscriber> }) {
  const stats = useApiData(
    async (signal) => {
      const [total, active, unsubscribed] = await Promise.all([
        countOf(undefined, signal),
        countOf("active", signal),
        countOf("unsubscribed", signal),
      ]);
      return { total, active, unsubscribed };
    },
    [screen.version],
    LOAD_FAILED,
  );
  const loadError = screen.loadError ?? stats.error;
  const showError = screen.flash.error;
  useEffect(() => {
    if (loadError) showError(loadError);
  }, [loadError, showError]);
  return (
    <section className="admin-stat-grid" aria-label="Subscriber counts">
      <StatCard label="Total Subscribers" value={stats.data?.total} icon={<NewsletterIcon />} />
      <StatCard label="Active" value={stats.data?.active} icon={<NewsletterIcon />} />
      <StatCard label="Unsubscribed" value={stats.data?.unsubscribed} icon={<NewsletterIcon />} />
    </section>
  );
}

export function NewsletterTips() {
  return (
    <aside className="admin-panel admin-tips" aria-labelledby="newsletter-tips-title">
      <h2 id="newsletter-tips-title">Tips</h2>
      <ul>
        <li>
          Export CSV saves every subscriber matching the status filter and search, not only this page, as
          newsletter_subscribers_YYYY-MM-DD.csv.
        </li>
        <li>
          Write only to active subscribers. Unsubscribed addresses stay listed as a record of their choice.
        </li>
        <li>
          The file opens in Excel, Google Sheets and mailing tools. A cell that a spreadsheet could run as a
          formula starts with an apostrophe, so nothing a visitor typed can run on your computer.
        </li>
        <li>
          Deleting a subscriber cannot be undone: delete only when someone asks for their data to be erased.
        </li>
      </ul>
    </aside>
  );
}
