import { formatAgeLong, formatUtcDate, formatUtcDateTime, formatUtcTime } from "../../lib/format";
import * as styles from "./timestamp.css";

/**
 * A UTC date-time, optionally with its age; "stacked" puts the time under
 * the date (narrow table columns). `now` comes from the loader, so the server
 * and the hydrating browser write the same age.
 */
export function Timestamp({ value, now, layout = "inline" }: { value: string; now?: number; layout?: "inline" | "stacked" }) {
  return (
    <span className={styles.timestamp}>
      {layout === "stacked" ? (
        <time dateTime={value} className={styles.stacked}>
          <span>{formatUtcDate(value)}</span> <span className={styles.time}>{`${formatUtcTime(value)} UTC`}</span>
        </time>
      ) : (
        <time dateTime={value}>{formatUtcDateTime(value)}</time>
      )}
      {now === undefined ? null : <span className={styles.age}>{` (${formatAgeLong(value, now)})`}</span>}
    </span>
  );
}
