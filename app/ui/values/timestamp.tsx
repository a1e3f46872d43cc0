import { formatAgeLong, formatAgeShort, formatUtcDate, formatUtcDateTime, formatUtcTime } from "../../lib/formats/format";
import * as styles from "./timestamp.css";

export type TimestampProps = {
  /** ISO 8601 (UTC). */
  value: string;
  /**
   * "inline": the date-time, with its long age beside it when `now` is given
   * (detail pages: '… UTC (8 hours ago)');
   * "stacked": the date-time over its short age (lists: '8 hrs ago');
   * "split": the date over the time (narrow table columns, no age);
   * "age": only the short age, the date-time in its tooltip (dashboard lists).
   */
  layout?: "inline" | "stacked" | "split" | "age";
  /** The loader's 'now' (epoch ms), so the server and the hydrating browser write the same age. */
  now?: number;
};

/** The one way to show a time: always UTC, in a <time> element, with its age where asked. */
export function Timestamp({ value, layout = "inline", now }: TimestampProps) {
  switch (layout) {
    case "age":
      return (
        <time dateTime={value} title={formatUtcDateTime(value)} className={styles.age}>
          {now === undefined ? formatUtcDateTime(value) : formatAgeShort(value, now)}
        </time>
      );
    case "split":
      return (
        <time dateTime={value} className={styles.split}>
          <span>{formatUtcDate(value)}</span> <span className={styles.secondary}>{`${formatUtcTime(value)} UTC`}</span>
        </time>
      );
    case "stacked":
      return (
        <span className={styles.stacked}>
          <time dateTime={value}>{formatUtcDateTime(value)}</time>
          {now === undefined ? null : <span className={styles.secondary}>{formatAgeShort(value, now)}</span>}
        </span>
      );
    case "inline":
      return (
        <span className={styles.timestamp}>
          <time dateTime={value}>{formatUtcDateTime(value)}</time>
          {now === undefined ? null : <span className={styles.age}>{` (${formatAgeLong(value, now)})`}</span>}
        </span>
      );
  }
}
