// Newsletter subscribers in the back office (spec §2 Newsletter, §4 subscriber status, §7 CSV export, §8 messages):
// counts, status filter, search and paging, a table with delete, the CSV export and a tips box. Messages fade
// after 3 s (success) and 5 s (errors), the spec's timings for this screen.
import { type ReactNode, useEffect, useState } from "react";
import { ADMIN_LIST_MAX_LIMIT } from "#contract/constants";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "#contract/enums";
import { ADMIN_MESSAGES } from "#contract/messages";
import type { Subscriber } from "#contract/schemas/newsletter";
import { EMPTY_CELL, formatDateTime } from "../../components/admin/admin-format";
import { NewsletterIcon } from "../../components/admin/admin-icons";
import { adminMeta } from "../../components/admin/admin-meta";
import { confirmAction } from "../../components/admin/confirm";
import { type Column, DataTable } from "../../components/admin/data-table";
import { FlashMessage, useFlash } from "../../components/admin/flash";
import {
  ClearFiltersButton,
  FilterSelect,
  ListPagination,
  ListToolbar,
  SearchBox,
  useListParams,
} from "../../components/admin/list-controls";
import {
  downloadCsv,
  sourceLabel,
  subscribersCsvFileName,
  subscribersToCsv,
} from "../../components/admin/newsletter/subscribers-csv";
import { PageHeader } from "../../components/admin/page-header";
import { StatusBadge, statusLabel } from "../../components/admin/status-badge";
import { errorMessage, useApiData } from "../../components/admin/use-api-data";
import { apiRequest } from "../../lib/api-client";
import "../../styles/admin-screens.css";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = () => adminMeta("Newsletter");

const STATUS_OPTIONS = SUBSCRIBER_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

/** How many subscribers match `status` (all when undefined): one row asked for, the total read from meta. */
async function countOf(status: SubscriberStatus | undefined, signal: AbortSignal): Promise<number> {
  const { data, meta } = await apiRequest<Subscriber[]>(
    "/newsletter",
    { signal, query: { status, limit: 1 } },
    ADMIN_MESSAGES.subscribersLoadFailed,
  );
  return meta?.total ?? data.length;
}

/** Every subscriber matching the filter, page by page, each subscriber once even if the list moves meanwhile. */
async function fetchAllSubscribers(filter: { status: string; q: string }): Promise<Subscriber[]> {
  const byId = new Map<number, Subscriber>();
  for (let offset = 0; ; ) {
    const { data, meta } = await apiRequest<Subscriber[]>(
      "/newsletter",
      { query: { status: filter.status, q: filter.q, limit: ADMIN_LIST_MAX_LIMIT, offset } },
      ADMIN_MESSAGES.subscribersLoadFailed,
    );
    for (const s of data) byId.set(s.subscriber_id, s);
    offset += data.length;
    if (data.length === 0 || !meta || offset >= meta.total) break;
  }
  return [...byId.values()];
}

function StatCard({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
  return (
    <div className="admin-stat-card admin-stat-card--static">
      <span className="admin-stat-card__icon">{icon}</span>
      <span>
        <span className="admin-stat-card__value">{value ?? "…"}</span>
        <span className="admin-stat-card__label">{label}</span>
      </span>
    </div>
  );
}

export default function NewsletterAdmin() {
  const list = useListParams(["status"]);
  const { status } = list.filters;
  const flash = useFlash();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);

  const subscribers = useApiData(
    async (signal) => {
      const { data, meta } = await apiRequest<Subscriber[]>(
        "/newsletter",
        { signal, query: { status, q: list.q, limit: list.limit, offset: list.offset } },
        ADMIN_MESSAGES.subscribersLoadFailed,
      );
      return { items: data, total: meta?.total ?? data.length };
    },
    [status, list.q, list.limit, list.offset],
    ADMIN_MESSAGES.subscribersLoadFailed,
  );
  const stats = useApiData(
    async (signal) => {
      const [total, active, unsubscribed] = await Promise.all([
        countOf(undefined, signal),
        countOf("active", signal),
        countOf("unsubscribed", signal),
      ]);
      return { total, active, unsubscribed };
    },
    [],
    ADMIN_MESSAGES.subscribersLoadFailed,
  );
  const rows = subscribers.data?.items ?? [];
  const total = subscribers.data?.total ?? 0;

  // Load failures use the same fading message as everything else on this screen.
  const loadError = subscribers.error ?? stats.error;
  useEffect(() => {
    if (loadError) flash.error(loadError);
  }, [loadError, flash.error]);

  async function remove(subscriber: Subscriber) {
    if (!confirmAction("deleteSubscriber")) return;
    setBusyId(subscriber.subscriber_id);
    try {
      await apiRequest(
        `/newsletter/${subscriber.subscriber_id}`,
        { method: "DELETE" },
        ADMIN_MESSAGES.subscriberDeleteFailed,
      );
      flash.success(ADMIN_MESSAGES.subscriberDeleted);
      await Promise.all([subscribers.reload(), stats.reload()]);
    } catch (err) {
      flash.error(errorMessage(err, ADMIN_MESSAGES.subscriberDeleteFailed));
    } finally {
      setBusyId(null);
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const all = await fetchAllSubscribers({ status: status ?? "", q: list.q });
      downloadCsv(subscribersToCsv(all), subscribersCsvFileName());
    } catch (err) {
      flash.error(errorMessage(err, ADMIN_MESSAGES.subscribersLoadFailed));
    } finally {
      setExporting(false);
    }
  }

  const columns: Column<Subscriber>[] = [
    { key: "email", header: "Email", cell: (s) => <strong>{s.email}</strong> },
    { key: "name", header: "Name", cell: (s) => s.name || EMPTY_CELL },
    { key: "status", header: "Status", cell: (s) => <StatusBadge status={s.status} /> },
    { key: "source", header: "Source", cell: (s) => sourceLabel(s.source) },
    { key: "subscribed_at", header: "Subscribed", cell: (s) => formatDateTime(s.subscribed_at) },
    { key: "unsubscribed_at", header: "Unsubscribed", cell: (s) => formatDateTime(s.unsubscribed_at) },
    {
      key: "actions",
      header: "Actions",
      cell: (s) => (
        <button
          type="button"
          className="btn btn--danger btn--small"
          onClick={() => void remove(s)}
          disabled={busyId === s.subscriber_id}
        >
          Delete<span className="visually-hidden"> {s.email}</span>
        </button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Newsletter Subscribers"
        subtitle="People who signed up in the footer or on the blog."
        actions={
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void exportCsv()}
            disabled={exporting || total === 0}
          >
            {exporting ? "Exporting..." : "Export CSV"}
          </button>
        }
      />
      <FlashMessage flash={flash} />

      <section className="admin-stat-grid" aria-label="Subscriber counts">
        <StatCard label="Total Subscribers" value={stats.data?.total} icon={<NewsletterIcon />} />
        <StatCard label="Active" value={stats.data?.active} icon={<NewsletterIcon />} />
        <StatCard label="Unsubscribed" value={stats.data?.unsubscribed} icon={<NewsletterIcon />} />
      </section>

      <ListToolbar>
        <FilterSelect
          label="Status"
          value={status ?? ""}
          onChange={(v) => list.setFilter("status", v)}
          options={STATUS_OPTIONS}
          allLabel="All statuses"
        />
        <SearchBox
          value={list.q}
          onSearch={list.setQuery}
          label="Search subscribers"
          placeholder="Email or name…"
        />
        <ClearFiltersButton list={list} />
      </ListToolbar>
      <DataTable
        caption="Newsletter subscribers"
        columns={columns}
        rows={rows}
        rowKey={(s) => s.subscriber_id}
        loading={subscribers.loading && !subscribers.data}
        loadingLabel="Loading subscribers..."
        empty={list.hasFilters ? "No subscribers match these filters." : "No subscribers yet."}
        footer={`Total: ${total} ${total === 1 ? "subscriber" : "subscribers"}`}
      />
      <ListPagination list={list} total={total} itemLabel="subscribers" />

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
    </>
  );
}
