import type { ChainTip } from "../domain";
import { formatAgeShort, parseTimestamp, type TimestampInput } from "../formats/format";

/**
 * The tip of the chain a page's figures were read from (its own database: a
 * lagging replica shows its own). Its hash lets the page's live stream start
 * from it (`?since=height.hash`), so a block that came between the read and the
 * stream is not missed.
 */
export type DataTip = Pick<ChainTip, "height" | "hash" | "timestamp">;

const MINUTE_MS = 60_000;

/**
 * The shell's 'Data as of' age: seconds under a minute ('12 s ago'), then the
 * dashboard's short age ('3 mins ago', '2 hrs ago', '4 days ago'). A tip a
 * little ahead of the reader's clock reads '0 s ago', never a negative age.
 */
export function freshnessAge(ts: TimestampInput, now: number): string {
  const ms = parseTimestamp(ts);
  if (ms !== null && Number.isFinite(now) && now - ms < MINUTE_MS) return `${Math.max(0, Math.floor((now - ms) / 1000))} s ago`;
  return formatAgeShort(ts, now);
}

