// The search, filters and page of an admin list, kept in the URL (?q=&limit=&offset=&…) so a reload or the back
// button returns to the same view. The API takes the same names.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { ADMIN_LIST_DEFAULT_LIMIT } from "#contract/constants";

function toInt(raw: string | null, fallback: number, min: number): number {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return fallback;
  const n = Number(raw);
  return n < min ? fallback : n;
}

export type ListParams = ReturnType<typeof useListParams>;

export function useListParams(filterNames: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const limit = toInt(params.get("limit"), ADMIN_LIST_DEFAULT_LIMIT, 1);
  const offset = toInt(params.get("offset"), 0, 0);
  const filterKey = filterNames.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for filterNames.
  const filters = useMemo(
    () => Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ""])),
    [params, filterKey],
  );

  const update = useCallback(
    (changes: Record<string, string | number | null>, resetOffset: boolean) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === "") next.delete(k);
            else next.set(k, String(v));
          }
          if (resetOffset) next.delete("offset");
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    q,
    limit,
    offset,
    /** The filters' values, "" when absent. */
    filters,
    setQuery: (value: string) => update({ q: value.trim() }, true),
    setOffset: (value: number) => update({ offset: value > 0 ? value : null }, false),
    setLimit: (value: number) => update({ limit: value === ADMIN_LIST_DEFAULT_LIMIT ? null : value }, true),
    /** Sets one filter ("" removes it) and goes back to the first page. */
    setFilter: (name: string, value: string) => update({ [name]: value }, true),
    /** Clears every filter and the search. */
    clearFilters: () => update(Object.fromEntries([...filterNames, "q"].map((n) => [n, null])), true),
    hasFilters: q !== "" || filterNames.some((n) => (params.get(n) ?? "") !== ""),
  };
}
