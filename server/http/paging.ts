// Lists answer with every matching row unless the caller pages or searches (limit, offset or q); then they
// answer one page and add meta {total, limit, offset}. The site's own screens call the lists bare and expect
// everything; larger clients page.
import type { Context } from "hono";
import type { ListMeta, ListPaging } from "#contract/schemas/common";
import { DEFAULT_PAGING } from "#contract/schemas/common";
import type { BoundedCount } from "#server/db/bounded-count";
import { ok } from "./envelope";

export interface Paging {
  limit: number;
  offset: number;
}

export function pagingOf(query: ListPaging): Paging | undefined {
  if (query.limit === undefined && query.offset === undefined && query.q === undefined) return undefined;
  return pageOf(query);
}

/** Answers a list request: the whole list, or one page with its meta. */
export async function listResponse<T>(
  c: Context,
  query: ListPaging,
  list: (paging?: Paging) => Promise<T[]>,
  count: () => Promise<BoundedCount>,
) {
  const paging = pagingOf(query);
  if (!paging) return ok(c, await list());
  const items = await list(paging);
  // A page that is not full ends the list: the total is then known without counting. That saves the count on every
  // short list, and on a search that finds a few rows it saves the planner's estimate and a second index scan.
  if (items.length < paging.limit && (items.length > 0 || paging.offset === 0))
    return ok(c, items, {
      meta: { total: paging.offset + items.length, ...paging, total_is_estimate: false },
    });
  const counted = await count();
  // Nor is an estimate ever below what this page proves exists.
  const total = counted.estimate ? Math.max(counted.total, paging.offset + items.length) : counted.total;
  return ok(c, items, { meta: { total, ...paging, total_is_estimate: counted.estimate } });
}

/** limit and offset with the contract's defaults, for a caller that always pages. */
export function pageOf(paging: Pick<ListPaging, "limit" | "offset">): Paging {
  return { limit: paging.limit ?? DEFAULT_PAGING.limit, offset: paging.offset ?? DEFAULT_PAGING.offset };
}

export interface Page<T> {
  items: T[];
  meta: ListMeta;
}
