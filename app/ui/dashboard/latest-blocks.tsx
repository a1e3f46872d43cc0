import type { ShownBlockRow } from "../../lib/pages/list-rows";
import { UNKNOWN_POOL } from "../../lib/chain/blocks";
import { LookAlikeWarning } from "../pools/look-alike-warning";
import { LATEST_ITEMS } from "../../lib/chain/dashboard";
import { formatBlockHeight, formatInteger, HASH_TRUNCATION, visibleTextOrNull } from "../../lib/formats/format";
import { EntityLink } from "../links/entity-link";
import { Timestamp } from "../values/timestamp";
import * as styles from "./dashboard.css";
import { LatestList } from "./latest-list";

/** Spec §2 Latest Blocks: '#height', age, copyable 8-character hash, 'N txs', ticker or 'Unknown'. */
export function LatestBlocks({ blocks, now }: { blocks: ShownBlockRow[] | null; now: number }) {
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
            <EntityLink
              kind="block"
              id={block.hash}
              label={formatBlockHeight(block.height)}
              mono={false}
              stretched
              className={styles.rowLink}
              testId="block-link"
            />
            <EntityLink
              kind="block"
              id={block.hash}
              truncate={HASH_TRUNCATION.dashboardBlock}
              link={false}
              copy
              className={styles.hashLine}
            />
          </div>
          <div className={styles.rowEnd}>
            <span className={styles.muted}>
              <Timestamp value={block.timestamp} now={now} layout="age" />
            </span>
            <span className={styles.muted}>{`${formatInteger(block.txCount)} ${block.txCount === 1 ? "tx" : "txs"}`}</span>
            <bdi className={styles.ticker} data-testid="block-ticker">
              {visibleTextOrNull(block.poolTicker) ?? UNKNOWN_POOL}
            </bdi>
            <LookAlikeWarning warning={block.poolLookAlike} />
          </div>
        </>
      )}
    />
  );
}
