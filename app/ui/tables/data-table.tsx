import { useId, type MouseEvent, type ReactNode } from "react";
import { commonAlignment } from "../../lib/formats/table-alignment";
import { classNames } from "../class-names";
import { SKELETON_ROWS, SkeletonRows } from "../page/skeleton";
import { visuallyHidden } from "../page/visually-hidden.css";
import * as styles from "./data-table.css";

export type Column<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** "end" for numbers: right-aligned (in LTR) with tabular figures. */
  align?: "start" | "end";
  className?: string;
  /** A sortable column's state (the header is its sort control). */
  sort?: "ascending" | "descending" | "none";
  /** The cell's label where rows stack on a phone; default: the header when it is text. */
  label?: string;
};

export type DataTableProps<Row> = {
  caption: ReactNode;
  /** Hide the caption visually (it still names the table) when a Card shows the title. */
  captionHidden?: boolean;
  columns: ReadonlyArray<Column<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => string;
  /** Shown in one full-width cell when there are no rows. */
  empty: ReactNode;
  /** Shows SKELETON_ROWS placeholder rows instead of the rows. */
  loading?: boolean;
  /**
   * A click anywhere on a row follows the link in its first cell (spec §2: Epoch
   * History, Blocks in Epoch). That link stays the one target for the keyboard and
   * screen readers, and without JavaScript it is what works.
   */
  rowLink?: boolean;
  className?: string;
};

// Clicks on these do their own thing (inner links, copy buttons, forms).
const INTERACTIVE = "a, button, input, select, textarea, label, summary, [role='button']";

/** A row click → its first cell's link: in place, or in a new tab with Ctrl/Cmd/Shift or the middle button. */
function followRowLink(event: MouseEvent<HTMLTableSectionElement>) {
  if (event.defaultPrevented || event.button > 1 || !(event.target instanceof Element)) return;
  if (event.target.closest(INTERACTIVE)) return;
  // A drag that selected text is reading, not opening.
  if (window.getSelection()?.isCollapsed === false) return;
  const link = event.target.closest("tr")?.cells[0]?.querySelector<HTMLAnchorElement>("a[href]");
  if (!link) return;
  if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) window.open(link.href, "_blank", "noopener");
  else link.click();
}

const cellLabel = <Row,>(column: Column<Row>) => column.label ?? (typeof column.header === "string" ? column.header : undefined);

/**
 * A semantic table in a horizontally scrolling, keyboard-focusable region
 * (named by the caption). A region that scrolls shows a shadow at the edge with
 * more to see; on a phone each row stacks as 'label: value' lines (CSS only).
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
  loading = false,
  rowLink = false,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  // The body aligns every cell this way; only the other columns' cells name theirs.
  const bodyAlign = commonAlignment(columns.map((column) => column.align));
  const showsRows = !loading && rows.length > 0;
  return (
    <div
      className={classNames(styles.scroller, className)}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId} className={captionHidden ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead className={columns.some((column) => column.sort) ? undefined : styles.headHidden}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sort}
                className={classNames(
                  styles.headerCell,
                  styles.align[column.align ?? "start"],
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          aria-busy={loading ? true : undefined}
          className={classNames(showsRows && styles.rowsBody[bodyAlign], rowLink && styles.linkedRows) || undefined}
          onClick={rowLink ? followRowLink : undefined}
          onAuxClick={rowLink ? followRowLink : undefined}
        >
          {loading ? (
            <SkeletonRows rows={SKELETON_ROWS} columns={columns.length} />
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={Math.max(1, columns.length)} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={cellLabel(column)}
                    className={classNames(
                      (column.align ?? "start") !== bodyAlign && styles.cellAlign[column.align ?? "start"],
                      column.className,
                    ) || undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
