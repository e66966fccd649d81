// Search, filters and pagination of admin lists, kept in the URL (?q=&limit=&offset=&…) so a reload or the back
// button returns to the same view. The API takes the same names.
import { type ReactNode, useEffect, useId, useState } from "react";
import type { ListParams } from "#app/admin/hooks/use-list-params.ts";

import { FormField } from "#app/components/ui/form-field.tsx";

export const PAGE_SIZES = [10, 25, 50, 100] as const;
/** A search box that applies on submit (Enter or the button), not on every key, to spare the server. */
export function SearchBox({
  value,
  onSearch,
  label = "Search",
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  label?: string;
  placeholder?: string;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <search>
      <form
        className="admin-search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(draft);
        }}
      >
        <FormField label={label}>
          {(control) => (
            <input
              {...control}
              type="search"
              value={draft}
              placeholder={placeholder}
              onChange={(e) => setDraft(e.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn--secondary btn--small">
          Search
        </button>
      </form>
    </search>
  );
}

/** A labelled <select> for a list filter; "" is the "All" option. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel = "All",
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  allLabel?: string;
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{allLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A labelled day picker for a list filter; "" is no day. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <input {...control} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </FormField>
  );
}

/** Loads the list again (a log or a queue that changes without the staff's doing). */
export function RefreshButton({ screen }: { screen: { reload: () => Promise<void>; reloading: boolean } }) {
  return (
    <button
      type="button"
      className="btn btn--ghost"
      onClick={() => void screen.reload()}
      disabled={screen.reloading}
    >
      Refresh
    </button>
  );
}

/** Filters, search and buttons in one wrapping row. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="admin-toolbar">{children}</div>;
}

/** A list's total as shown: "about 24273" when the server labelled it as an estimate. */
export const totalLabel = (total: number, estimate = false) => (estimate ? `about ${total}` : String(total));

export function Pagination({
  total,
  totalIsEstimate = false,
  limit,
  offset,
  onOffsetChange,
  onLimitChange,
  itemLabel = "items",
}: {
  total: number;
  totalIsEstimate?: boolean;
  limit: number;
  offset: number;
  onOffsetChange: (offset: number) => void;
  onLimitChange?: (limit: number) => void;
  itemLabel?: string;
}) {
  const sizeId = useId();
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav className="admin-pagination" aria-label="Pagination">
      <p aria-live="polite" style={{ margin: 0 }}>
        Showing {first}–{last} of {totalLabel(total, totalIsEstimate)} {itemLabel}
      </p>
      <div className="admin-pagination__buttons">
        {onLimitChange ? (
          <>
            <label htmlFor={sizeId}>Per page</label>
            <select id={sizeId} value={limit} onChange={(e) => onLimitChange(Number(e.target.value))}>
              {[...new Set([...PAGE_SIZES, limit])]
                .sort((a, b) => a - b)
                .map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
            </select>
          </>
        ) : null}
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => onOffsetChange(Math.max(0, offset - limit))}
          disabled={offset === 0}
        >
          Previous
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => onOffsetChange(offset + limit)}
          disabled={offset + limit >= total}
        >
          Next
        </button>
      </div>
    </nav>
  );
}

/** The toolbar's Clear Filters button: clears every filter and the search, disabled when there is nothing to clear. */
export function ClearFiltersButton({
  list,
  label = "Clear Filters",
}: {
  list: Pick<ListParams, "clearFilters" | "hasFilters">;
  label?: string;
}) {
  return (
    <button
      type="button"
      className="btn btn--ghost btn--small"
      onClick={list.clearFilters}
      disabled={!list.hasFilters}
    >
      {label}
    </button>
  );
}

/** Pagination driven by the URL-kept list parameters of useListParams. */
export function ListPagination({
  list,
  total,
  totalIsEstimate,
  itemLabel,
}: {
  list: Pick<ListParams, "limit" | "offset" | "setOffset" | "setLimit">;
  total: number;
  totalIsEstimate?: boolean;
  itemLabel: string;
}) {
  return (
    <Pagination
      total={total}
      totalIsEstimate={totalIsEstimate}
      limit={list.limit}
      offset={list.offset}
      onOffsetChange={list.setOffset}
      onLimitChange={list.setLimit}
      itemLabel={itemLabel}
    />
  );
}
