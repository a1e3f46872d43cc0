import type { ReactNode } from "react";
import * as styles from "./stat-card.css";

export type StatCardProps = {
  title: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  /** Decorative; hidden from assistive technology. */
  icon?: ReactNode;
  children?: ReactNode;
};

/** A dashboard figure: muted title, large value, optional hint line. */
export function StatCard({ title, value, hint, icon, children }: StatCardProps) {
  return (
    <div className={styles.card} data-testid="stat-card">
      <div className={styles.header}>
        <p className={styles.title}>{title}</p>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
      <p className={styles.value}>{value}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {children}
    </div>
  );
}
