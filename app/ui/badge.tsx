import type { ReactNode } from "react";
import * as styles from "./badge.css";

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
  const classes = className ? `${styles.badge[variant]} ${className}` : styles.badge[variant];
  return <span className={classes}>{children}</span>;
}
