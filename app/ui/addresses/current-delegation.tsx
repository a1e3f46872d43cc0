import type { Address } from "../../lib/domain";
import { poolNameText, poolTickerText, UNKNOWN_POOL } from "../../lib/blocks";
import { NOT_AVAILABLE } from "../../lib/format";
import { Card } from "../card";
import { EntityLink } from "../entity-link";
import * as styles from "./addresses.css";

const NOT_DELEGATED = "Not delegated";

/** spec §2 Current Delegation: the pool's name (chain text, shown as text) linking to its page, its ticker and id. */
export function CurrentDelegationCard({ address }: { address: Address }) {
  const poolId = address.delegatedPool;
  const name = poolNameText(address.delegatedPoolName);
  const ticker = poolTickerText(address.delegatedPoolTicker);
  return (
    <Card title="Current Delegation">
      {poolId ? (
        <div className={styles.delegationPool} data-testid="current-delegation">
          <span className={styles.delegationName}>
            <EntityLink kind="pool" id={poolId} label={<bdi>{name === UNKNOWN_POOL && ticker !== NOT_AVAILABLE ? ticker : name}</bdi>} mono={false} />
          </span>
          {ticker !== NOT_AVAILABLE ? (
            <span className={styles.muted}>
              <bdi>{ticker}</bdi>
            </span>
          ) : null}
          <EntityLink kind="pool" id={poolId} truncate={24} link={false} copy />
        </div>
      ) : (
        <p className={styles.muted} data-testid="current-delegation">
          {NOT_DELEGATED}
        </p>
      )}
    </Card>
  );
}
