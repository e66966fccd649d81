// The one list screen of the back office: heading with the count, messages, toolbar (filters, search, clear),
// the rows (a table, or the screen's own layout), loading, error and empty states, and pagination. A screen is
// its config (app/admin/screens/) plus slots for what only it has.
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import {
  type ResourceList,
  type ResourceListOptions,
  useResourceList,
} from "#app/admin/hooks/use-resource-list.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { type Column, DataTable } from "./data-table.tsx";
import { FlashMessage, focusPastMessage } from "./flash.tsx";
import {
  type FilterControl,
  ListPagination,
  ListToolbar,
  type SearchControl,
  totalLabel,
} from "./list-controls.tsx";
import { PageHeader } from "./page-header.tsx";
import { statusLabel } from "./status-badge.tsx";

export type { FilterControl };

/** A select filter over every value of an enum, each by its status label. */
export const enumFilter = (
  name: string,
  label: string,
  values: readonly string[],
  allLabel: string,
  labelOf: (value: string) => string = statusLabel,
): FilterControl => ({
  name,
  label,
  options: values.map((v) => ({ value: v, label: labelOf(v) })),
  allLabel,
});

/** The status filter of an inbox: every status by its label. */
export const statusFilter = (statuses: readonly string[]): FilterControl =>
  enumFilter("status", "Status", statuses, "All statuses");

export interface ListScreenConfig<T> {
  /** What the screen loads and how it deletes. */
  options: ResourceListOptions;
  /** The heading; the count of matching rows follows it unless `countInTitle` is false. */
  title: string;
  countInTitle?: boolean;
  subtitle: string;
  add?: { to: string; label: string };
  /** With a search or filters, a toolbar shows them. */
  filters?: readonly FilterControl[];
  search?: SearchControl;
  /** Names the table for screen readers; the title unless it says otherwise. */
  caption?: string;
  /** "Loading courses..." (the plural noun) unless it says otherwise. */
  loadingLabel?: string;
  /** What an empty list says, with filters on and without; one text for both. */
  empty: string | { filtered: string; none: string };
  /** Singular and plural, for "Total: 3 courses" and "Showing 1–3 of 3 courses". */
  noun: readonly [string, string];
  /** false: no "Total: …" row under the table (the pagination says it). */
  totalRow?: boolean;
  columns: (screen: ResourceList<T>) => Column<T>[];
  /** The selected row opens in a modal (which then shows the messages), not in an editor on the page. */
  selectOpensModal?: boolean;
  /** "flash": a load error fades like every other message of the screen. */
  loadErrorAs?: "alert" | "flash";
  /** What only this screen has, around the standard parts. */
  slots?: ListSlots<T>;
}

export interface ListSlots<T> {
  /** Beside the heading, after the Add link. */
  actions?: (screen: ResourceList<T>) => ReactNode;
  /** Between the messages and the toolbar (an editor panel, counts). */
  top?: (screen: ResourceList<T>) => ReactNode;
  /** After the pagination (tips, a detail modal). */
  bottom?: (screen: ResourceList<T>) => ReactNode;
  /** The screen's own layout of the rows, in place of the table. */
  rows?: (screen: ResourceList<T>, rows: T[]) => ReactNode;
}

/**
 * `?view=ID` (the link in a staff notification mail) opens that row in the screen's modal, whichever page of the
 * list it is on. The parameter is then dropped, so closing the modal and reloading shows the plain list.
 */
function useOpenFromUrl<T>(config: ListScreenConfig<T>, screen: ResourceList<T>) {
  const [params, setParams] = useSearchParams();
  const view = config.selectOpensModal ? params.get("view") : null;
  const { path } = config.options.resource;
  const { setSelected, flash } = screen;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one fetch per ID in the URL; the setters and the message never change what is fetched.
  useEffect(() => {
    if (!view || !/^\d{1,9}$/.test(view)) return;
    const controller = new AbortController();
    apiRequest<T>(`${path}/${view}`, { signal: controller.signal }, config.options.loadFailed).then(
      ({ data }) => {
        setSelected(data);
        setParams(
          (p) => {
            p.delete("view");
            return p;
          },
          { replace: true },
        );
      },
      (err: unknown) => {
        if (!controller.signal.aborted) flash.error(err instanceof Error ? err.message : String(err));
      },
    );
    return () => controller.abort();
  }, [view, path]);
}

export function ListScreen<T>({ config }: { config: ListScreenConfig<T> }) {
  // The filters shown are the ones sent: one list of names, from the controls.
  const screen = useResourceList<T>({ ...config.options, filterNames: config.filters?.map((f) => f.name) });
  useOpenFromUrl(config, screen);
  // A row's Delete or Restore takes its button away with the row: the focus goes to the table (or the cards) it
  // was in rather than to the top of the page.
  const table = useRef<HTMLElement>(null);
  useEffect(() => {
    if (screen.version && document.activeElement === document.body) table.current?.focus();
  }, [screen.version]);
  const slots = config.slots ?? {};
  const actions = slots.actions?.(screen);
  const { list, total, totalIsEstimate } = screen;
  const shownTotal = totalLabel(total, totalIsEstimate);
  const [one, many] = config.noun;
  const empty =
    typeof config.empty === "string" ? config.empty : config.empty[list.hasFilters ? "filtered" : "none"];
  const loadingLabel = config.loadingLabel ?? `Loading ${many}...`;
  const loadError =
    screen.loadError && config.loadErrorAs !== "flash" ? (
      <Alert
        tone="error"
        onDismiss={(event) => {
          focusPastMessage(event.currentTarget);
          screen.dismissLoadError();
        }}
      >
        {screen.loadError}
      </Alert>
    ) : null;
  return (
    <>
      <PageHeader
        title={config.countInTitle === false ? config.title : `${config.title} (${shownTotal})`}
        subtitle={config.subtitle}
        actions={
          config.add || actions ? (
            <>
              {config.add ? (
                <Link className="btn btn--primary" to={config.add.to}>
                  {config.add.label}
                </Link>
              ) : null}
              {actions}
            </>
          ) : undefined
        }
      />
      {/* While a detail modal is open the page behind it is inert, so messages show inside the modal instead. */}
      {screen.selected && config.selectOpensModal ? null : <FlashMessage flash={screen.flash} />}
      {loadError}
      {slots.top?.(screen)}
      {config.search || config.filters ? (
        <ListToolbar list={list} filters={config.filters} search={config.search} />
      ) : null}
      {slots.rows ? (
        <section ref={table} tabIndex={-1} aria-label={config.caption ?? config.title}>
          {screen.loading ? (
            <Spinner label={loadingLabel} showLabel />
          ) : screen.rows.length === 0 ? (
            <p className="admin-panel admin-table__empty">{empty}</p>
          ) : (
            slots.rows(screen, screen.rows)
          )}
        </section>
      ) : (
        <DataTable
          ref={table}
          caption={config.caption ?? config.title}
          columns={config.columns(screen)}
          rows={screen.rows}
          rowKey={screen.keyOf}
          loading={screen.loading}
          loadingLabel={loadingLabel}
          empty={empty}
          footer={config.totalRow === false ? undefined : `Total: ${shownTotal} ${total === 1 ? one : many}`}
        />
      )}
      {config.options.paged !== false ? (
        <ListPagination list={list} total={total} totalIsEstimate={totalIsEstimate} itemLabel={many} />
      ) : null}
      {slots.bottom?.(screen)}
    </>
  );
}
