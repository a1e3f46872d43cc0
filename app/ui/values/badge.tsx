import type { ReactNode } from "react";
import * as styles from "./badge.css";
import { classNames } from "../class-names";

export type BadgeVariant = "default" | "success" | "warning" | "destructive" | "info" | "outline";

/** A status pill. */
export function Badge({
  variant = "default",
  className,
  children,
}: {
  variant?: BadgeVariant;
  className?: string;
  children: ReactNode;
}) {
  const classes = classNames(styles.badge[variant], className);
  return <span className={classes}>{children}</span>;
}
