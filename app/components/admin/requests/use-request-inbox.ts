// What the screens that receive visitors' requests (inquiries, consultations) share: a list filtered, searched and
// paged through the URL; one request open in a detail modal; changes sent one at a time with the row replaced by
// the server's answer; delete after the spec's confirmation; and the spec's messages as flashes.
import { useState } from "react";
import { ADMIN_MESSAGES } from "#contract/messages";
import { apiRequest } from "../../../lib/api-client";
import { type ConfirmKind, confirmAction } from "../confirm";
import { useFlash } from "../flash";
import { useListParams } from "../list-controls";
import { useApiData } from "../use-api-data";

export interface RequestInboxOptions<T> {
  /** The API collection, e.g. "/inquiries". */
  endpoint: string;
  /** URL list parameters sent to the API as filters. */
  filterNames: readonly string[];
  idOf: (row: T) => number;
  loadFailed: string;
  updateFailed: string;
  deleteConfirm: ConfirmKind;
  deleted: string;
}

export type RequestInbox<T> = ReturnType<typeof useRequestInbox<T>>;

export function useRequestInbox<T>(options: RequestInboxOptions<T>) {
  const { endpoint, idOf } = options;
  const list = useListParams(options.filterNames);
  const flash = useFlash();
  const [selected, setSelected] = useState<T | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [loadErrorDismissed, setLoadErrorDismissed] = useState(false);

  const requests = useApiData(
    async (signal) => {
      setLoadErrorDismissed(false);
      const { data, meta } = await apiRequest<T[]>(
        endpoint,
        { signal, query: { ...list.filters, q: list.q, limit: list.limit, offset: list.offset } },
        options.loadFailed,
      );
      return { items: data, total: meta?.total ?? data.length };
    },
    [list.filters, list.q, list.limit, list.offset],
    options.loadFailed,
  );

  function replaceRow(updated: T) {
    const id = idOf(updated);
    requests.setData((d) =>
      d ? { ...d, items: d.items.map((row) => (idOf(row) === id ? updated : row)) } : d,
    );
    setSelected((s) => (s && idOf(s) === id ? updated : s));
  }

  /** Sends one change (PUT); true when it was saved. */
  async function update(row: T, change: object, success: string): Promise<boolean> {
    setBusyId(idOf(row));
    try {
      const { data } = await apiRequest<T>(
        `${endpoint}/${idOf(row)}`,
        { method: "PUT", body: change },
        options.updateFailed,
      );
      replaceRow(data);
      flash.success(success);
      // Under a status filter the row may no longer belong on this page.
      if (list.filters.status && "status" in change) await requests.reload();
      return true;
    } catch {
      flash.error(options.updateFailed);
      return false;
    } finally {
      setBusyId(null);
    }
  }

  async function remove(row: T) {
    if (!confirmAction(options.deleteConfirm)) return;
    setBusyId(idOf(row));
    try {
      await apiRequest(`${endpoint}/${idOf(row)}`, { method: "DELETE" }, ADMIN_MESSAGES.deleteFailed);
      setSelected(null);
      flash.success(options.deleted);
      await requests.reload();
    } catch {
      flash.error(ADMIN_MESSAGES.deleteFailed);
    } finally {
      setBusyId(null);
    }
  }

  return {
    list,
    flash,
    rows: requests.data?.items ?? [],
    total: requests.data?.total ?? 0,
    /** True only for the first load; later reloads keep the rows on screen. */
    loading: requests.loading && !requests.data,
    loadError: requests.error && !loadErrorDismissed ? requests.error : null,
    dismissLoadError: () => setLoadErrorDismissed(true),
    selected,
    setSelected,
    isBusy: (row: T) => busyId === idOf(row),
    update,
    remove,
  };
}
