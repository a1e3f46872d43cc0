import type { ReactNode } from "react";
import * as styles from "./detail-list.css";

export type DetailRow = { label: string; value: ReactNode; testId?: string };

/** Label–value rows of a detail card, as a description list. */
export function DetailList({ rows }: { rows: ReadonlyArray<DetailRow> }) {
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div className={styles.row} key={row.label} data-testid={row.testId}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={styles.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A long value (hash, key, certificate) shown whole, or muted text such as N/A. */
export function LongValue({ value, fallback }: { value: string | null | undefined; fallback: string }) {
  return value ? <span className={styles.mono}>{value}</span> : <span className={styles.muted}>{fallback}</span>;
}
