import { Link } from "react-router";
import type { Transaction } from "../../lib/domain";
import { LATEST_ITEMS, showsStakingReward } from "../../lib/dashboard";
import { formatAgeShort, formatAp3x, formatFee, HASH_TRUNCATION, truncateHash } from "../../lib/format";
import { entityHref } from "../../lib/hrefs";
import { unitsFor, type Network } from "../../lib/network";
import { CopyButton } from "../copy-button";
import * as styles from "./dashboard.css";
import { LatestList } from "./latest-list";

/**
 * Spec §2 Latest Transactions: copyable 12-character hash, age, amount with its
 * unit, and 'Fee: x.xx' — or 'Staking Reward' when the transaction withdraws rewards.
 */
export function LatestTransactions({
  transactions,
  network,
  now,
}: {
  transactions: Transaction[] | null;
  network: Network;
  now: number;
}) {
  const { coin } = unitsFor(network);
  return (
    <LatestList
      title="Latest Transactions"
      viewAllTo="/transactions"
      items={transactions?.slice(0, LATEST_ITEMS) ?? null}
      itemKey={(tx) => tx.hash}
      empty="No transactions yet"
      failed="Failed to load latest transactions"
      testId="latest-transactions"
      renderItem={(tx) => (
        <>
          <div className={styles.rowStart}>
            <span className={styles.hashLine}>
              <Link
                to={entityHref("transaction", tx.hash)}
                className={`${styles.rowLink} ${styles.mono}`}
                title={tx.hash}
                data-testid="transaction-link"
              >
                {truncateHash(tx.hash, HASH_TRUNCATION.dashboardTx)}
              </Link>
              <CopyButton value={tx.hash} label="Copy transaction hash" className={styles.aboveLink} />
            </span>
            <span className={styles.muted}>{formatAgeShort(tx.timestamp, now)}</span>
          </div>
          <div className={styles.rowEnd}>
            <span className={styles.amount} data-testid="transaction-amount">{`${formatAp3x(tx.amount, { decimals: 2, minDecimals: 2 })} ${coin}`}</span>
            {showsStakingReward(tx.txType) ? (
              <span className={styles.reward}>Staking Reward</span>
            ) : (
              <span className={styles.muted} data-testid="transaction-fee">{`Fee: ${formatFee(tx.fee, 2)}`}</span>
            )}
          </div>
        </>
      )}
    />
  );
}
