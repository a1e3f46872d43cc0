import { useLocation } from "react-router";
import type { Transaction } from "../../lib/domain";
import { withSearchParam } from "../../lib/hrefs";
import type { Network } from "../../lib/network";
import { EntityLink } from "../entity-link";
import { PageHeader } from "../page-header";
import { BalanceCard } from "./balance-card";
import { CertificatesCard, WithdrawalsCard } from "./certificates-card";
import { InputsCard, OutputsCard } from "./io-lists";
import { MetadataCard } from "./metadata-card";
import { TransactionOverview } from "./transaction-overview";
import * as styles from "./transaction-view.css";

export type TransactionViewProps = {
  transaction: Transaction;
  network: Network;
  currentBlock: number | null;
  now: number;
  /** Render every input and output instead of the first IO_DISPLAY_LIMIT (?io=all). */
  showAllIo: boolean;
};

/** The Transaction detail screen (spec §2): title with copy, fields, balance, metadata, inputs and outputs. */
export function TransactionView({ transaction: tx, network, currentBlock, now, showAllIo }: TransactionViewProps) {
  const { search } = useLocation();
  const capping = { showAll: showAllIo, showAllHref: withSearchParam(search, "io", "all") };
  const withdrawals = tx.withdrawals ?? [];
  const certificates = tx.certificates ?? [];
  return (
    <>
      <PageHeader back={{ to: "/transactions", label: "Transactions" }} network={network} title="Transaction">
        <p className={styles.hashRow}>
          <EntityLink
            kind="transaction"
            id={tx.hash}
            truncate={false}
            link={false}
            copy
            copyToast={{ title: "Copied!", description: "Transaction hash copied to clipboard" }}
            className={styles.hash}
            testId="tx-hash"
          />
        </p>
      </PageHeader>
      <div className={styles.grid}>
        <TransactionOverview transaction={tx} network={network} currentBlock={currentBlock} now={now} />
        <BalanceCard transaction={tx} network={network} />
        {withdrawals.length > 0 ? <WithdrawalsCard withdrawals={withdrawals} network={network} /> : null}
        {certificates.length > 0 ? <CertificatesCard certificates={certificates} network={network} /> : null}
        <MetadataCard metadata={tx.metadata} fullJsonHref={`/api/networks/${network}/transactions/${tx.hash}`} />
        <div className={styles.io}>
          <InputsCard inputs={tx.inputs ?? []} network={network} {...capping} />
          <OutputsCard outputs={tx.outputs ?? []} network={network} {...capping} />
        </div>
      </div>
    </>
  );
}
