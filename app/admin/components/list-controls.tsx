// The toolbar (filters, search, Clear Filters) and the pagination of an admin list, both over the list's parameters
// kept in the URL (use-list-params.ts), so a reload or the back button returns to the same view.
import { type ChangeEvent, useEffect, useId, useState } from "react";
import type { ListParams } from "#app/admin/hooks/use-list-params.ts";
import { FormField } from "#app/components/ui/form-field.tsx";

export const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface FilterControl {
  name: string;
  label: string;
  /** A day picker in place of the select. */
  type?: "date";
  options?: readonly { value: string; label: string }[];
  allLabel?: string;
}

export interface SearchControl {
  label: string;
  placeholder?: string;
  clearLabel?: string;
}

/** A search box that applies on submit (Enter or the button), not on every key, to spare the server. */
function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: SearchControl & { value: string; onSearch: (q: string) => void }) {
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

/** Filters (a labelled select whose "" is the "All" option, or a day picker), the search, and Clear Filters. */
export function ListToolbar({
  list,
  filters = [],
  search,
}: {
  list: ListParams;
  filters?: readonly FilterControl[];
  search?: SearchControl;
}) {
  return (
    <div className="admin-toolbar">
      {filters.map((f) => (
        <FormField key={f.name} label={f.label}>
          {(control) => {
            const props = {
              ...control,
              value: list.filters[f.name] ?? "",
              onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
                list.setFilter(f.name, e.target.value),
            };
            return f.type === "date" ? (
              <input {...props} type="date" />
            ) : (
              <select {...props}>
                <option value="">{f.allLabel ?? "All"}</option>
                {f.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            );
          }}
        </FormField>
      ))}
      {search ? <SearchBox {...search} value={list.q} onSearch={list.setQuery} /> : null}
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={list.clearFilters}
        disabled={!list.hasFilters}
      >
        {search?.clearLabel ?? "Clear Filters"}
      </button>
    </div>
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

/** A list's total as shown: "about 24273" when the server labelled it as an estimate. */
export const totalLabel = (total: number, estimate = false) => (estimate ? `about ${total}` : String(total));

export function ListPagination({
  list: { limit, offset, setOffset, setLimit },
  total,
  totalIsEstimate,
  itemLabel,
}: {
  list: Pick<ListParams, "limit" | "offset" | "setOffset" | "setLimit">;
  total: number;
  totalIsEstimate?: boolean;
  itemLabel: string;
}) {
  const sizeId = useId();
  const first = total === 0 ? 0 : offset + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  const pageButton = (label: string, to: number, disabled: boolean) => (
    <button
      type="button"
      className="btn btn--ghost btn--small"
      onClick={() => setOffset(to)}
      disabled={disabled}
    >
      {label}
    </button>
  );
  return (
    <nav className="admin-pagination" aria-label="Pagination">
      <p aria-live="polite">
        Showing {first}–{Math.min(offset + limit, total)} of {totalLabel(total, totalIsEstimate)} {itemLabel}
      </p>
      <div className="admin-pagination__buttons">
        <label htmlFor={sizeId}>Per page</label>
        <select id={sizeId} value={limit} onChange={(e) => setLimit(Number(e.target.value))}>
          {[...new Set([...PAGE_SIZES, limit])]
            .sort((a, b) => a - b)
            .map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
        </select>
        {pageButton("Previous", Math.max(0, offset - limit), offset === 0)}
        <span>
          Page {Math.floor(offset / limit) + 1} of {pages}
        </span>
        {pageButton("Next", offset + limit, offset + limit >= total)}
      </div>
    </nav>
  );
}
