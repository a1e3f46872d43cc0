import type { Address } from "../../lib/domain";
import { poolDisplayName, poolTickerText } from "../../lib/chain/blocks";
import { NOT_AVAILABLE } from "../../lib/formats/format";
import { retirementWarning } from "../../lib/chain/status";
import { PoolStatusBadge } from "../pools/pool-status-badge";
import { Card } from "../page/card";
import { EntityLink } from "../links/entity-link";
import * as styles from "./addresses.css";

const NOT_DELEGATED = "Not delegated";

/**
 * spec §2 Current Delegation: the pool's name (chain text, shown as text) linking
 * to its page, its ticker and id; its status as its page shows it, and a warning
 * when its retirement is announced or has taken effect.
 */
export function CurrentDelegationCard({ address }: { address: Address }) {
  const poolId = address.delegatedPool;
  const name = poolDisplayName({ poolId, name: address.delegatedPoolName, ticker: address.delegatedPoolTicker });
  const ticker = poolTickerText(address.delegatedPoolTicker);
  const status = address.delegatedPoolStatus ?? null;
  const retiringEpoch = address.delegatedPoolRetiringEpoch ?? null;
  const warning = status === null ? null : retirementWarning({ status, retiringEpoch });
  return (
    <Card title="Current Delegation">
      {poolId ? (
        <div className={styles.delegationPool} data-testid="current-delegation">
          <span className={styles.delegationName}>
            <EntityLink kind="pool" id={poolId} label={<bdi>{name}</bdi>} mono={false} />
          </span>
          {ticker !== NOT_AVAILABLE ? (
            <span className={styles.muted}>
              <bdi>{ticker}</bdi>
            </span>
          ) : null}
          <EntityLink kind="pool" id={poolId} truncate={24} link={false} copy />
          {status === null ? null : (
            <span data-testid="current-delegation-status">
              <PoolStatusBadge pool={{ status, retired: status === "Retired", retiringEpoch }} />
            </span>
          )}
          {warning ? (
            <p className={styles.warning} role="note" data-testid="current-delegation-warning">
              {warning}
            </p>
          ) : null}
        </div>
      ) : (
        <p className={styles.muted} data-testid="current-delegation">
          {NOT_DELEGATED}
        </p>
      )}
    </Card>
  );
}
