import { formatInteger, formatUtcDateTime } from "../../lib/formats/format";
import { freshnessAge, type DataTip } from "../../lib/chain/freshness";
import { useNow } from "../dashboard/use-now";
import { EntityLink } from "../links/entity-link";
import * as css from "./shell.css";

/**
 * 'Data as of block #N · 12 s ago': the tip the page's figures were read from.
 * The server writes the age at its `serverNow`; with JavaScript it ticks every
 * second, and the tip itself is read again with the page's data.
 */
export function DataFreshness({ tip, serverNow }: { tip: DataTip; serverNow: number }) {
  const now = useNow(serverNow);
  return (
    <p className={css.freshness} data-testid="data-freshness">
      Data as of block <EntityLink kind="block" id={tip.height} label={`#${formatInteger(tip.height)}`} testId="data-freshness-block" />
      {" · "}
      <time dateTime={tip.timestamp} title={formatUtcDateTime(tip.timestamp)} data-testid="data-freshness-age">
        {freshnessAge(tip.timestamp, now)}
      </time>
    </p>
  );
}
