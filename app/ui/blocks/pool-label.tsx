import { poolDisplayName, poolTickerText, UNKNOWN_POOL } from "../../lib/chain/blocks";
import { entityHref } from "../../lib/navigation/hrefs";
import { NOT_AVAILABLE } from "../../lib/formats/format";
import type { ProducerLookAlike } from "../../lib/domain";
import { InAppLink } from "../links/in-app-link";
import { LookAlikeWarning } from "../pools/look-alike-warning";
import * as styles from "./pool-label.css";

/**
 * The block producer as the blocks list shows it: name and ticker, linking to
 * the pool. Both are the pool operator's own text, so each sits in a <bdi>: a
 * right-to-left override inside cannot reorder the rest of the row.
 */
export function PoolLabel({
  name,
  ticker,
  poolId,
  lookAlike = null,
}: {
  name: string | null;
  ticker: string | null;
  poolId: string | null;
  /** The pool's look-alike warning, where the row carries it. */
  lookAlike?: ProducerLookAlike | null;
}) {
  const nameText = poolDisplayName({ poolId, name, ticker });
  const tickerText = poolTickerText(ticker);
  const nameNode = (
    <bdi className={styles.name} title={nameText}>
      {nameText}
    </bdi>
  );
  return (
    <span className={styles.label} data-testid="pool-label">
      {poolId ? (
        <InAppLink to={entityHref("pool", poolId)} title={poolId}>
          {nameNode}
        </InAppLink>
      ) : (
        nameNode
      )}
      {tickerText === NOT_AVAILABLE && nameText === UNKNOWN_POOL ? null : (
        <bdi className={styles.ticker} title={tickerText} data-testid="pool-ticker">
          {tickerText}
        </bdi>
      )}
      <LookAlikeWarning warning={lookAlike} />
    </span>
  );
}
