import type { ReactNode } from "react";
import type { Epoch, EpochStats } from "../../lib/domain";
import { formatBillionsAp3x, formatInteger, NOT_AVAILABLE } from "../../lib/formats/format";
import { unitsFor, type Network } from "../../lib/navigation/network";
import { Amount } from "../values/amount";
import { EntityLink } from "../links/entity-link";
import { StatCard } from "../page/stat-card";
import * as layout from "../layout.css";
import * as styles from "./epochs.css";

const NO_TRANSACTIONS = "No transactions";

/** A transaction figure (spec §2): its hash link or 'No transactions', the amount, its block link or N/A. */
function TransactionCard({
  title,
  tx,
  amountLabel,
  amount,
  testId,
}: {
  title: string;
  tx: { hash: string; blockHeight: number } | null;
  amountLabel: string;
  amount: ReactNode;
  testId: string;
}) {
  return (
    <StatCard
      title={title}
      value={
        <span className={styles.txHash} data-testid={`${testId}-hash`}>
          {tx ? <EntityLink kind="transaction" id={tx.hash} /> : NO_TRANSACTIONS}
        </span>
      }
    >
      <dl className={styles.txLines}>
        <div className={styles.timelineItem}>
          <dt className={styles.muted}>{amountLabel}</dt>
          <dd className={styles.strong} data-testid={`${testId}-amount`}>
            {tx ? amount : NOT_AVAILABLE}
          </dd>
        </div>
        <div className={styles.timelineItem}>
          <dt className={styles.muted}>Block</dt>
          <dd className={styles.strong} data-testid={`${testId}-block`}>
            {tx ? <EntityLink kind="block" id={tx.blockHeight} /> : NOT_AVAILABLE}
          </dd>
        </div>
      </dl>
    </StatCard>
  );
}

/**
 * spec §2 Epoch detail cards: Total Volume (billions, 1 decimal), Network Fees,
 * Blocks, Transactions, Largest and Most Expensive Transaction.
 */
export function EpochSummaryCards({
  epoch,
  stats,
  network,
}: {
  epoch: Epoch;
  stats: EpochStats | null;
  network: Network;
}) {
  const coin = unitsFor(network).coin;
  return (
    <div className={layout.statGrid}>
      <StatCard
        title="Total Volume"
        value={<span data-testid="epoch-volume">{stats ? `${formatBillionsAp3x(stats.totalVolume)} ${coin}` : NOT_AVAILABLE}</span>}
      />
      <StatCard
        title="Network Fees"
        value={stats ? <Amount dfm={stats.totalFees} network={network} format="fixed6" className={styles.wrapValue} testId="epoch-fees" /> : NOT_AVAILABLE}
      />
      <StatCard title="Blocks" value={<span data-testid="epoch-blocks">{formatInteger(epoch.blockCount)}</span>} />
      <StatCard title="Transactions" value={<span data-testid="epoch-transactions">{formatInteger(epoch.txCount)}</span>} />
      <TransactionCard
        title="Largest Transaction"
        tx={stats?.largestTx ?? null}
        amountLabel="Amount"
        amount={stats?.largestTx ? <Amount dfm={stats.largestTx.amount} network={network} /> : null}
        testId="epoch-largest-tx"
      />
      <TransactionCard
        title="Most Expensive Transaction"
        tx={stats?.mostExpensiveTx ?? null}
        amountLabel="Fee"
        amount={stats?.mostExpensiveTx ? <Amount dfm={stats.mostExpensiveTx.fee} network={network} format="fixed6" /> : null}
        testId="epoch-most-expensive-tx"
      />
    </div>
  );
}
