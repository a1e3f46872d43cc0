import { VisuallyHidden } from "./visually-hidden";
import * as styles from "./skeleton.css";
import { classNames } from "../class-names";

/** Placeholder rows shown while a table loads (spec §9). */
export const SKELETON_ROWS = 10;

export type SkeletonWidth = "sm" | "md" | "lg" | "full";

/** A pulsing placeholder bar; decorative, so hidden from assistive technology. */
export function Skeleton({
  width = "full",
  className,
}: {
  width?: SkeletonWidth;
  className?: string;
}) {
  const classes = classNames(styles.skeleton[width], className);
  return <span aria-hidden="true" className={classes} />;
}

const WIDTHS: SkeletonWidth[] = ["lg", "md", "full", "sm"];

/**
 * `rows` table rows of `columns` skeleton cells, for a <tbody>. Screen readers
 * hear a single 'Loading...'.
 */
export function SkeletonRows({
  rows = SKELETON_ROWS,
  columns,
}: {
  rows?: number;
  columns: number;
}) {
  const cellCount = Math.max(1, columns);
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} data-testid="skeleton-row">
          {Array.from({ length: cellCount }, (_, column) => (
            <td key={column} className={styles.cell}>
              {row === 0 && column === 0 ? <VisuallyHidden>Loading...</VisuallyHidden> : null}
              <Skeleton width={WIDTHS[(row + column) % WIDTHS.length]} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
