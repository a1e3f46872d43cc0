import { useLocation } from "react-router";
import type { Transaction } from "../../lib/domain";
import { withSearchParam } from "../../lib/navigation/hrefs";
import type { Network } from "../../lib/navigation/network";
import { SHOW_ALL_IO } from "../../lib/params/transaction-page";
import { PageHeader } from "../page/page-header";
import { PageId } from "../values/page-id";
import { BalanceCard } from "./balance-card";
import { CertificatesCard, WithdrawalsCard } from "./certificates-card";
import { InputsCard, OutputsCard } from "./io-lists";
import { CollateralCards, FailedScriptNotice, MintCard, ScriptsCard } from "./eutxo-cards";
import { MetadataCard } from "./metadata-card";
import { TransactionOverview } from "./transaction-overview";
import * as layout from "../layout.css";

export type TransactionViewProps = {
  transaction: Transaction;
  network: Network;
  currentBlock: number | null;
  now: number;
  /** Render every input and output instead of the first IO_DISPLAY_LIMIT (?io=all). */
  showAllIo: boolean;
};

/**
 * The Transaction detail screen (spec §2): title with copy, fields, balance,
 * metadata, inputs and outputs with their assets; then what a script
 * transaction adds (mint and burn, collateral, reference inputs, redeemers,
 * datums, signers). A failed script transaction says so first.
 */
export function TransactionView({ transaction: tx, network, currentBlock, now, showAllIo }: TransactionViewProps) {
  const { search } = useLocation();
  const capping = { showAll: showAllIo, showAllHref: withSearchParam(search, SHOW_ALL_IO.param, SHOW_ALL_IO.value) };
  const withdrawals = tx.withdrawals ?? [];
  const certificates = tx.certificates ?? [];
  const mint = tx.mint ?? [];
  const referenceInputs = tx.referenceInputs ?? [];
  const failed = !tx.validContract;
  return (
    <>
      <PageHeader back={{ to: "/transactions", label: "Transactions" }} network={network} title="Transaction">
        <PageId kind="transaction" id={tx.hash} copyToast={{ title: "Copied!", description: "Transaction hash copied to clipboard" }} testId="tx-hash" />
      </PageHeader>
      <div className={layout.stack}>
        {failed ? <FailedScriptNotice /> : null}
        <TransactionOverview transaction={tx} network={network} currentBlock={currentBlock} now={now} />
        <BalanceCard transaction={tx} network={network} />
        {withdrawals.length > 0 ? <WithdrawalsCard withdrawals={withdrawals} network={network} /> : null}
        {certificates.length > 0 ? <CertificatesCard certificates={certificates} network={network} /> : null}
        {mint.length > 0 ? <MintCard mint={mint} /> : null}
        <MetadataCard metadata={tx.metadata} fullJsonHref={`/api/networks/${network}/transactions/${tx.hash}`} />
        <div className={layout.twoColumns}>
          <InputsCard
            inputs={tx.inputs ?? []}
            network={network}
            empty={failed ? "Not spent: db-sync does not record the regular inputs of a failed transaction" : undefined}
            {...capping}
          />
          <OutputsCard outputs={tx.outputs ?? []} network={network} note={failed ? "None: a failed transaction creates only its collateral return." : undefined} {...capping} />
        </div>
        <CollateralCards transaction={tx} network={network} capping={capping} />
        {referenceInputs.length > 0 ? (
          <InputsCard
            inputs={referenceInputs}
            network={network}
            title="Reference inputs"
            noun="reference inputs"
            testId="tx-reference-input"
            note="Read, not spent: their scripts and datums serve this transaction."
            {...capping}
          />
        ) : null}
        <ScriptsCard redeemers={tx.redeemers ?? []} datums={tx.datums ?? []} requiredSigners={tx.requiredSigners ?? []} network={network} />
      </div>
    </>
  );
}
