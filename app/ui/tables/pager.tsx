import { useLocation } from "react-router";
import { pathWithSearchParam } from "../../lib/navigation/hrefs";
import { lastPage, pageRangeText } from "../../lib/pages/paging";
import { InAppLink } from "../links/in-app-link";
import * as styles from "./pager.css";

export type PagerProps = {
  /** 1-based page from the URL's ?page=N. */
  page: number;
  /** Whether a next page may exist (the caller passes rows.length === pageSize). */
  hasNext: boolean;
  /** The current query string; other parameters (sort, size) are kept. */
  search: string | URLSearchParams;
  /** The query parameter of this list's page, when a screen pages several lists (default 'page'). */
  param?: string;
  /** The nav's accessible name; several pagers on one screen need their own (default 'Pagination'). */
  label?: string;
  /** Keep the scroll position (a list further down a long page); default false. */
  preventScrollReset?: boolean;
  /**
   * The list's size, where it is known: the pager then reads "1–100 of 1,250"
   * (`shown` rows of pages of `pageSize`) and links the last page.
   */
  total?: { count: number; pageSize: number; shown: number } | null;
};

/**
 * Spec paging: Previous, 'Page N', Next, as plain links that work without
 * JavaScript. Page 1 is the URL without ?page. A disabled control is inert text.
 */
export function Pager({ page, hasNext, search, param = "page", label = "Pagination", preventScrollReset = false, total = null }: PagerProps) {
  const current = Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1;
  const { pathname } = useLocation();
  const hrefFor = (n: number) => pathWithSearchParam(pathname, search, param, n <= 1 ? null : n);
  const range = total ? pageRangeText(current, total.pageSize, total.shown, total.count) : null;
  const last = total ? lastPage(total.count, total.pageSize) : null;
  return (
    <nav aria-label={label} className={styles.nav}>
      {range ? (
        <span className={styles.range} data-testid="pager-range">
          {range}
        </span>
      ) : null}
      {current > 1 ? (
        <InAppLink to={hrefFor(current - 1)} rel="prev" preventScrollReset={preventScrollReset} className={styles.link}>
          Previous
        </InAppLink>
      ) : (
        <span aria-disabled="true" className={styles.disabled}>
          Previous
        </span>
      )}
      <span className={styles.label}>{`Page ${current}`}</span>
      {hasNext ? (
        <InAppLink to={hrefFor(current + 1)} rel="next" preventScrollReset={preventScrollReset} className={styles.link}>
          Next
        </InAppLink>
      ) : (
        <span aria-disabled="true" className={styles.disabled}>
          Next
        </span>
      )}
      {last !== null && last > current ? (
        <InAppLink to={hrefFor(last)} preventScrollReset={preventScrollReset} className={styles.link}>
          Last
        </InAppLink>
      ) : null}
    </nav>
  );
}
