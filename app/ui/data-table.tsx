import { useId, type ReactNode } from "react";
import { classNames } from "./class-names";
import { SKELETON_ROWS, SkeletonRows } from "./skeleton";
import { visuallyHidden } from "./visually-hidden.css";
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
  className?: string;
};

/**
 * A semantic table in a horizontally scrolling, keyboard-focusable region
 * (named by the caption).
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
  loading = false,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
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
        <thead>
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
        <tbody aria-busy={loading ? true : undefined}>
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
              <tr key={rowKey(row)} className={styles.row}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={classNames(
                      styles.cell,
                      styles.align[column.align ?? "start"],
                      column.className,
                    )}
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
