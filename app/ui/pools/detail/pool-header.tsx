import type { ReactNode } from "react";
import type { StakePool } from "../../../lib/domain";
import { visibleTextOrNull } from "../../../lib/formats/format";
import type { Network } from "../../../lib/navigation/network";
import { descriptionPreview } from "../../../lib/pools/pool-detail";
import { poolDisplayName } from "../../../lib/chain/blocks";
import { EntityLink } from "../../links/entity-link";
import { PageHeader } from "../../page/page-header";
import { PoolAvatar } from "../pool-avatar";
import * as styles from "./stakepool.css";


/**
 * The operator's text is shown as text only: the name and ticker in <bdi> (a
 * right-to-left override inside cannot reorder the page), a long description
 * cut with the rest behind a <details> (no JavaScript needed).
 */
function Description({ text }: { text: string }) {
  const preview = descriptionPreview(text);
  if (preview === null) {
    return (
      <p className={styles.description} data-testid="pool-description">
        <bdi>{text}</bdi>
      </p>
    );
  }
  return (
    <div className={styles.descriptionBox} data-testid="pool-description">
      <details className={styles.more}>
        <summary className={styles.moreSummary}>Show full description</summary>
        <p className={styles.description}>
          <bdi>{text}</bdi>
        </p>
      </details>
      <p className={styles.descriptionPreview}>
        <bdi>{preview}</bdi>
      </p>
    </div>
  );
}

/** spec §2 header: icon, name, ticker beside the pool id (with copy), the look-alike warning, description. */
export function PoolHeader({ pool, network, warning }: { pool: StakePool; network: Network; warning: ReactNode }) {
  const ticker = visibleTextOrNull(pool.ticker);
  const description = visibleTextOrNull(pool.description);
  return (
    <PageHeader
      back={{ to: "/stakepools", label: "Stake Pools" }}
      network={network}
      title={
        <span className={styles.titleRow}>
          <PoolAvatar poolId={pool.poolId} ticker={pool.ticker} name={pool.name} iconUrl={pool.poolIconUrl ?? pool.extendedIconUrl} />
          <bdi className={styles.titleText} data-testid="pool-name">
            {poolDisplayName(pool)}
          </bdi>
        </span>
      }
    >
      {warning}
      <p className={styles.idRow}>
        {ticker ? (
          <bdi className={styles.ticker} data-testid="pool-ticker">
            {ticker}
          </bdi>
        ) : null}
        <EntityLink kind="pool" id={pool.poolId} truncate={false} link={false} copy className={styles.poolId} testId="pool-id" />
      </p>
      {description ? <Description text={description} /> : null}
    </PageHeader>
  );
}
