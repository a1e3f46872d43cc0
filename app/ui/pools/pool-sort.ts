import type { PoolSortKey, SortDirection } from "../../lib/domain";

export type PoolSort = { sortBy: PoolSortKey; sortDirection: SortDirection };

/** spec §4: the list opens sorted by stake, largest first. */
export const DEFAULT_POOL_SORT: PoolSort = { sortBy: "totalStake", sortDirection: "desc" };

/** spec §4: the active column toggles its direction; another column starts descending. */
export function nextPoolSort(current: PoolSort, column: PoolSortKey): PoolSort {
  if (current.sortBy !== column) return { sortBy: column, sortDirection: "desc" };
  return { sortBy: column, sortDirection: current.sortDirection === "desc" ? "asc" : "desc" };
}

/** The header's aria-sort: only the active column is sorted. */
export function ariaSortOf(current: PoolSort, column: PoolSortKey): "ascending" | "descending" | "none" {
  if (current.sortBy !== column) return "none";
  return current.sortDirection === "asc" ? "ascending" : "descending";
}
