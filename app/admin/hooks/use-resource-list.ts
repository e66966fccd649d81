// The state of one admin list screen, for any resource: the URL-kept search, filters and page; the rows of the API's
// list; one row open in a detail view; changes sent one at a time; delete after the confirmation; and the
// messages as flashes. A form that saves and navigates back hands its success message over in the navigation
// state, so it shows once and not again on reload.
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { type ConfirmKind, confirmAction } from "#app/admin/models/confirm.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { errorMessage, useApiData } from "./use-api-data.ts";
import { useFlash } from "./use-flash.ts";
import { useListParams } from "./use-list-params.ts";

/** What a form hands over when it navigates back to its list after a save. */
export interface ListHandover {
  flash?: string;
}

export interface ResourceListOptions {
  /** The API collection and the item's id key, from the resource definition. */
  resource: { path: string; idKey: string };
  /** URL list parameters sent to the API as filters (ListScreen takes them from its filter controls). */
  filterNames?: readonly string[];
  /** false: the whole collection in one request, without search or pages. */
  paged?: boolean;
  /** Asks the API past any cache (the course list changes under the staff's eyes after a toggle). */
  bypassCache?: boolean;
  loadFailed: string;
  /** A failed load always says `loadFailed`, even when the server gave its own words. */
  loadFailedAlways?: boolean;
  /** A failed write shows the server's own words when it gave some; otherwise always the screen's message. */
  serverErrorText?: boolean;
  /** How rows delete; a screen without Delete leaves these out. */
  deleteConfirm?: ConfirmKind;
  deleted?: string;
  deleteFailed?: string;
  /** The row's key when the id key alone is not unique (the trash holds rows of several resources). */
  rowKey?: (row: never) => string | number;
}

export type ResourceList<T> = ReturnType<typeof useResourceList<T>>;

export function useResourceList<T>(options: ResourceListOptions) {
  const { path, idKey } = options.resource;
  const idOf = (row: T) => (row as Record<string, unknown>)[idKey] as number;
  const keyOf = (options.rowKey as ((row: T) => string | number) | undefined) ?? idOf;
  const list = useListParams(options.filterNames);
  const flash = useFlash();
  const location = useLocation();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<T | null>(null);
  const [busyId, setBusyId] = useState<string | number | null>(null);
  const [loadErrorDismissed, setLoadErrorDismissed] = useState(false);
  // Counts the changes saved here, so the parts beside the list (counts, say) can load again after each.
  const [version, setVersion] = useState(0);
  const paged = options.paged !== false;

  const handedOver = (location.state as ListHandover | null)?.flash;
  useEffect(() => {
    if (!handedOver) return;
    flash.success(handedOver);
    // Drop the state, so a reload or the back button does not announce the save again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handedOver, flash.success, navigate, location.pathname, location.search]);

  const query = paged ? { ...list.filters, q: list.q, limit: list.limit, offset: list.offset } : {};
  const rows = useApiData(
    async (signal) => {
      setLoadErrorDismissed(false);
      const { data, meta } = await apiRequest<T[]>(
        path,
        { signal, query: options.bypassCache ? { ...query, _t: Date.now() } : query },
        options.loadFailed,
      );
      return { items: data, total: meta?.total ?? data.length, totalIsEstimate: !!meta?.total_is_estimate };
    },
    [query],
    options.loadFailed,
  );

  /**
   * Sends one change (PUT, JSON or multipart) and puts the server's row in place; true when it was saved.
   * `reload` fetches the page again, for a change that may move the row off it.
   */
  async function update(
    row: T,
    body: object | FormData,
    messages: { success?: string; failed: string; reload?: boolean },
  ): Promise<boolean> {
    return busyWith(row, messages.failed, async () => {
      const { data } = await apiRequest<T>(`${path}/${idOf(row)}`, { method: "PUT", body }, messages.failed);
      if (data) {
        const replace = (r: T) => (idOf(r) === idOf(data) ? data : r);
        rows.setData((d) => d && { ...d, items: d.items.map(replace) });
        setSelected((s) => s && replace(s));
      }
      if (messages.success) flash.success(messages.success);
      if (messages.reload) await rows.reload();
    });
  }

  async function remove(row: T): Promise<boolean> {
    const { deleteConfirm, deleted = "", deleteFailed = options.loadFailed } = options;
    if (!deleteConfirm || !confirmAction(deleteConfirm)) return false;
    return send(row, `${path}/${idOf(row)}`, "DELETE", { success: deleted, failed: deleteFailed });
  }

  /**
   * Sends one action on a row (retry, restore, delete) with no body, closes the open row, then loads the page
   * again. The flash is `success`, or with `serverText` the server's own message when it gave one.
   */
  async function send(
    row: T,
    url: string,
    method: "POST" | "DELETE",
    messages: { success: string; failed: string; serverText?: boolean },
  ): Promise<boolean> {
    flash.clear();
    return busyWith(row, messages.failed, async () => {
      const { message } = await apiRequest<unknown>(url, { method }, messages.failed);
      setSelected(null);
      flash.success((messages.serverText && message) || messages.success);
      await rows.reload();
    });
  }

  /** Runs one change of a row, the row marked busy meanwhile; a failure goes to the flash. True when it worked. */
  async function busyWith(row: T, failed: string, work: () => Promise<void>): Promise<boolean> {
    setBusyId(keyOf(row));
    try {
      await work();
      setVersion((v) => v + 1);
      return true;
    } catch (err) {
      flash.error(options.serverErrorText ? errorMessage(err, failed) : failed);
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return {
    list,
    flash,
    rows: rows.data?.items ?? [],
    total: rows.data?.total ?? 0,
    /** The server counted only up to EXACT_COUNT_LIMIT rows and `total` is its estimate: shown as "about N". */
    totalIsEstimate: rows.data?.totalIsEstimate ?? false,
    /** True only for the first load; later reloads keep the rows on screen. */
    loading: rows.loading && !rows.data,
    reloading: rows.loading,
    loadError:
      rows.error && !loadErrorDismissed ? (options.loadFailedAlways ? options.loadFailed : rows.error) : null,
    dismissLoadError: () => setLoadErrorDismissed(true),
    reload: rows.reload,
    version,
    selected,
    setSelected,
    keyOf,
    isBusy: (row: T) => busyId === keyOf(row),
    /** True while any row's change is on its way. */
    busy: busyId !== null,
    update,
    remove,
    send,
  };
}
