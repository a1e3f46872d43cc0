import { Link } from "react-router";
import type { Block } from "../../lib/domain";
import { LATEST_ITEMS } from "../../lib/dashboard";
import { formatAgeShort, formatInteger, HASH_TRUNCATION, truncateHash, visibleText } from "../../lib/format";
import { entityHref } from "../../lib/hrefs";
import { CopyButton } from "../copy-button";
import * as styles from "./dashboard.css";
import { LatestList } from "./latest-list";

/** Spec §2 Latest Blocks: '#height', age, copyable 8-character hash, 'N txs', ticker or 'Unknown'. */
export function LatestBlocks({ blocks, now }: { blocks: Block[] | null; now: number }) {
  return (
    <LatestList
      title="Latest Blocks"
      viewAllTo="/blocks"
      items={blocks?.slice(0, LATEST_ITEMS) ?? null}
      itemKey={(block) => block.hash}
      empty="No blocks yet"
      failed="Failed to load latest blocks"
      testId="latest-blocks"
      renderItem={(block) => (
        <>
          <div className={styles.rowStart}>
            <Link to={entityHref("block", block.hash)} className={styles.rowLink} data-testid="block-link">
              {`#${formatInteger(block.height)}`}
            </Link>
            <span className={styles.hashLine}>
              <span className={styles.mono} title={block.hash}>
                {truncateHash(block.hash, HASH_TRUNCATION.dashboardBlock)}
              </span>
              <CopyButton value={block.hash} label="Copy block hash" className={styles.aboveLink} />
            </span>
          </div>
          <div className={styles.rowEnd}>
            <span className={styles.muted}>{formatAgeShort(block.timestamp, now)}</span>
            <span className={styles.muted}>{`${formatInteger(block.txCount)} ${block.txCount === 1 ? "tx" : "txs"}`}</span>
            <bdi className={styles.ticker} data-testid="block-ticker">
              {block.poolTicker === null ? "Unknown" : visibleText(block.poolTicker)}
            </bdi>
          </div>
        </>
      )}
    />
  );
}
