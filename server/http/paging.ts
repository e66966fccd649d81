import type { ListMeta, ListPaging } from "#contract/schemas/common";
import { DEFAULT_PAGING } from "#contract/schemas/common";

/** limit and offset of an admin list, with the contract's defaults. */
export function pageOf(paging: ListPaging): { limit: number; offset: number } {
  return { limit: paging.limit ?? DEFAULT_PAGING.limit, offset: paging.offset ?? DEFAULT_PAGING.offset };
}

export interface Page<T> {
  items: T[];
  meta: ListMeta;
}
