import type { ReactNode } from "react";
import { visuallyHidden } from "./visually-hidden.css";

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
