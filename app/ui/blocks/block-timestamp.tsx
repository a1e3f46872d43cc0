import { formatAgeLong, formatAgeShort, formatUtcDateTime } from "../../lib/format";
import * as styles from "./block-timestamp.css";

/**
 * A UTC date-time with its relative age: short ('8 hrs ago') stacked under it in
 * lists, long ('8 hours ago') beside it on the detail page. `now` comes from the
 * loader, so the server and the hydrating browser write the same age.
 */
export function BlockTimestamp({ value, now, layout }: { value: string; now: number; layout: "list" | "detail" }) {
  const age = layout === "list" ? formatAgeShort(value, now) : `(${formatAgeLong(value, now)})`;
  return (
    <span className={layout === "list" ? styles.stacked : styles.inline}>
      <time dateTime={value}>{formatUtcDateTime(value)}</time>
      <span className={styles.age}>{age}</span>
    </span>
  );
}
