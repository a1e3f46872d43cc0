import type { ReactNode } from "react";
import { hasNextPage } from "../../lib/pages/paging";
import { DataTable, type DataTableProps } from "./data-table";
import { PagedEmpty } from "./paged-empty";
import { Pager } from "./pager";

/** Where a list further down a detail page stands: its page in the URL, its size and its length. */
export type ListPaging = {
  page: number;
  pageSize: number;
  /** The rows the list holds, when known: the pager then shows the range and the last page. */
  total: number | null;
  search: string | URLSearchParams;
  /** The list's own page parameter (a detail page pages several lists). */
  param: string;
};

/** The same with the pager's accessible name ('Rewards History pages'), which each table gives its own. */
type TablePaging = ListPaging & { label: string };

export type PagedTableProps<Row> = Omit<DataTableProps<Row>, "empty" | "captionHidden"> & {
  /** The spec's text for a list without rows. */
  empty: ReactNode;
  paging: TablePaging;
  /** Between the table and its pager (a footnote). */
  note?: ReactNode;
  testId?: string;
};

/**
 * A paged list inside a card of a detail page: the table, what an empty or
 * past-the-end page says, and the pager, which keeps the reader's scroll
 * position. One rule for when a next page exists (the total where known).
 */
export function PagedTable<Row>({ paging, empty, note = null, testId, ...table }: PagedTableProps<Row>) {
  const { page, pageSize, total, search, param, label } = paging;
  const shown = table.rows.length;
  const body = (
    <DataTable {...table} captionHidden empty={<PagedEmpty page={page} total={total} pageSize={pageSize} empty={empty} search={search} param={param} />} />
  );
  return (
    <>
      {testId ? <div data-testid={testId}>{body}</div> : body}
      {note}
      <Pager
        page={page}
        hasNext={hasNextPage(page, pageSize, shown, total)}
        search={search}
        param={param}
        label={label}
        preventScrollReset
        total={total === null ? null : { count: total, pageSize, shown }}
      />
    </>
  );
}
