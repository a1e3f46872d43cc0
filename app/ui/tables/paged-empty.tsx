import type { ReactNode } from "react";
import { Link } from "../links/page-network";
import { withSearchParam } from "../../lib/navigation/hrefs";
import { isPastEnd, lastPage, pastEndText } from "../../lib/pages/paging";
import * as styles from "./pager.css";

export type PagedEmptyProps = {
  page: number;
  /** The rows the list holds, when known: the link then goes to its last page. */
  total?: number | null;
  pageSize: number;
  /** The spec's text for an empty list ('No blocks to display'). */
  empty: ReactNode;
  search: string | URLSearchParams;
  /** The list's page parameter (default 'page'). */
  param?: string;
};

/**
 * What an empty page of a list shows: the spec's empty text when the list has
 * no rows; past the end of a list with rows, says so and links to its last
 * page (page 1 when the total is unknown). Plain links: no JavaScript needed.
 */
export function PagedEmpty({ page, total = null, pageSize, empty, search, param = "page" }: PagedEmptyProps) {
  if (!isPastEnd(page, 0, total)) return <>{empty}</>;
  const last = total === null ? 1 : lastPage(total, pageSize);
  return (
    <span data-testid="past-end">
      {`${pastEndText(page)} `}
      <Link to={withSearchParam(search, param, last <= 1 ? null : last)} className={styles.inlineLink}>
        {total === null ? "Go to page 1" : `Go to the last page (${last})`}
      </Link>
    </span>
  );
}
