import type { Transaction } from "../../lib/domain";
import { LATEST_ITEMS, latestTransactionFigure } from "../../lib/chain/dashboard";
import { HASH_TRUNCATION } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";
import { Amount } from "../values/amount";
import { EntityLink } from "../links/entity-link";
import { Timestamp } from "../values/timestamp";
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
  return (
    <LatestList
      title="Latest Transactions"
      viewAllTo="/transactions"
      items={transactions?.slice(0, LATEST_ITEMS) ?? null}
      itemKey={(tx) => tx.hash}
      empty="No transactions yet"
      failed="Failed to load latest transactions"
      testId="latest-transactions"
      renderItem={(tx) => {
        const figure = latestTransactionFigure(tx);
        return (
          <>
            <div className={styles.rowStart}>
              <EntityLink
                kind="transaction"
                id={tx.hash}
                truncate={HASH_TRUNCATION.dashboardTx}
                copy
                stretched
                className={`${styles.hashLine} ${styles.rowLink}`}
                testId="transaction-link"
              />
              <span className={styles.muted}>
                <Timestamp value={tx.timestamp} now={now} layout="age" />
              </span>
            </div>
            <div className={styles.rowEnd}>
              <Amount dfm={figure.dfm} network={network} format="fixed2" className={styles.amount} testId="transaction-amount" />
              {figure.stakingReward ? (
                <span className={styles.reward}>Staking Reward</span>
              ) : (
                <span className={styles.muted} data-testid="transaction-fee">
                  Fee: <Amount dfm={tx.fee} network={network} format="fixed2" unit={false} />
                </span>
              )}
            </div>
          </>
        );
      }}
    />
  );
}
