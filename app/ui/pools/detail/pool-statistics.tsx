import type { StakePool } from "../../../lib/domain";
import { formatInteger, NOT_AVAILABLE } from "../../../lib/formats/format";
import type { Network } from "../../../lib/navigation/network";
import { ownersShown } from "../../../lib/pools/pool-detail";
import { stakeSnapshotText } from "../../../lib/pools/stake-pool-list";
import { Amount } from "../../values/amount";
import { Card } from "../../page/card";
import { DetailList } from "../../page/detail-list";
import { EntityLink } from "../../links/entity-link";
import { PoolStatusBadge } from "../pool-status-badge";
import * as styles from "./stakepool.css";

/** spec §2 Pool Statistics: blocks, delegators, status, owners (3 then '+N more'). */
export function PoolStatistics({ pool, network }: { pool: StakePool; network: Network }) {
  const owners = ownersShown(pool.owners);
  return (
    <Card title="Pool Statistics">
      <DetailList
        rows={[
          { label: "Blocks This Epoch", value: formatInteger(pool.blocksEpoch), testId: "pool-blocks-epoch" },
          { label: "Lifetime Blocks", value: formatInteger(pool.blocksLifetime), testId: "pool-blocks-lifetime" },
          {
            label: "Current Delegators",
            value: (
              <>
                <span data-testid="pool-delegators">{formatInteger(pool.delegatorCount)}</span>
                {pool.stakeEpoch == null ? null : <span className={styles.muted}>{` · ${stakeSnapshotText(pool.stakeEpoch)}`}</span>}
              </>
            ),
          },
          { label: "Pledge", value: <Amount dfm={pool.pledge} network={network} /> },
          { label: "Status", value: <PoolStatusBadge pool={pool} />, testId: "pool-status" },
          {
            label: "Owners",
            testId: "pool-owners",
            value:
              owners.shown.length === 0 ? (
                <span className={styles.muted}>{NOT_AVAILABLE}</span>
              ) : (
                <ul className={styles.ownerList}>
                  {owners.shown.map((owner) => (
                    <li key={owner}>
                      <EntityLink kind="address" id={owner} copy />
                    </li>
                  ))}
                  {owners.more ? <li className={styles.muted}>{owners.more}</li> : null}
                </ul>
              ),
          },
        ]}
      />
    </Card>
  );
}
