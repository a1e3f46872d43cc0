// The words of a paged list around its rows: which rows a page holds, where
// the list ends, and what a page past that end says. One rule for every list.

import { formatInteger } from "../formats/format";

/** The first item of a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/**
 * Whether a page of `pageSize` holding `shown` rows is followed by more: known
 * from the total where the list is counted, else guessed from a full page.
 */
export function hasNextPage(page: number, pageSize: number, shown: number, total: number | null): boolean {
  return total === null ? shown === pageSize : pageOffset(page, pageSize) + shown < total;
}

/** The last page of a list of `total` rows (page 1 for an empty list). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "1–100 of 1,250": the rows a page holds of a known total; null when the page holds none. */
export function pageRangeText(page: number, pageSize: number, shown: number, total: number): string | null {
  if (shown <= 0) return null;
  const first = pageOffset(page, pageSize) + 1;
  return `${formatInteger(first)}–${formatInteger(first + shown - 1)} of ${formatInteger(total)}`;
}

/** What a page past the end of a non-empty list says, instead of the list's empty text. */
export function pastEndText(page: number): string {
  // Digits as the pager's 'Page N' label shows them.
  return `Page ${page} is past the end of this list.`;
}

/**
 * Whether an empty page is past the end of a list that has rows (page 1 of a
 * list is never past its end; a known total of 0 is an empty list).
 */
export function isPastEnd(page: number, shown: number, total: number | null): boolean {
  return shown === 0 && page > 1 && total !== 0;
}
