import { useId, type ReactNode } from "react";
import * as styles from "./card.css";
import { classNames } from "../class-names";

export type CardProps = {
  /** The section's h2. */
  title?: ReactNode;
  /** Controls at the end of the title row (CSV link, page size, sort). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A page section: a titled (h2) panel. Labelled by its title when it has one. */
export function Card({ title, actions, className, children }: CardProps) {
  const titleId = useId();
  const classes = classNames(styles.card, className);
  const hasHeader = title != null || actions != null;
  return (
    <section className={classes} aria-labelledby={title != null ? titleId : undefined}>
      {hasHeader ? (
        <div className={styles.header}>
          {title != null ? (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          ) : (
            <span />
          )}
          {actions != null ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
