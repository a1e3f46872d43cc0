import type { Transaction } from "../../lib/domain";
import { formatInteger, NOT_AVAILABLE } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";
import { chainPlace, confirmationStatus } from "../../lib/chain/status";
import { amountSent } from "../../lib/transactions/tx-balance";
import { Card } from "../page/card";
import { EntityLink } from "../links/entity-link";
import { Amount } from "../values/amount";
import { BlockRef } from "./block-ref";
import { DetailList } from "../page/detail-list";
import { Timestamp } from "../values/timestamp";
import { ConfirmationStatusBadge } from "../values/confirmation-status";
import { TxTypeBadge } from "./tx-type-badge";
import { Badge } from "../values/badge";

const count = (value: number | null) => (value === null ? NOT_AVAILABLE : formatInteger(value));

/** The fields of spec §2 Transaction detail, in its order. */
export function TransactionOverview({
  transaction: tx,
  network,
  currentBlock,
  now,
}: {
  transaction: Transaction;
  network: Network;
  currentBlock: number | null;
  now: number;
}) {
  const sent = amountSent(tx.externalFlow);
  const failed = !tx.validContract;
  const ranScripts = failed || (tx.redeemers ?? []).length > 0;
  return (
    <Card title="Transaction Information">
      <DetailList
        rows={[
          { label: "Type", value: <TxTypeBadge type={tx.txType} />, testId: "tx-type" },
          {
            label: "Status",
            value: <ConfirmationStatusBadge status={confirmationStatus(currentBlock, chainPlace(tx))} />,
            testId: "tx-confirmations",
          },
          ...(ranScripts
            ? [
                {
                  label: "Scripts",
                  value: failed ? <Badge variant="destructive">Failed: collateral taken</Badge> : <Badge variant="success">Succeeded</Badge>,
                  testId: "tx-script-status",
                },
              ]
            : []),
          { label: "Block", value: <BlockRef blockHeight={tx.blockHeight} blockId={tx.blockId} />, testId: "tx-block" },
          {
            label: "Epoch",
            value: tx.epochNumber === null ? NOT_AVAILABLE : <EntityLink kind="epoch" id={tx.epochNumber} />,
            testId: "tx-epoch",
          },
          { label: "Absolute Slot", value: count(tx.absoluteSlot), testId: "tx-absolute-slot" },
          { label: "Slot in Epoch", value: count(tx.slotInEpoch), testId: "tx-epoch-slot" },
          { label: "Timestamp", value: <Timestamp value={tx.timestamp} now={now} />, testId: "tx-timestamp" },
          { label: "Total Output", value: <Amount dfm={tx.totalOutput} network={network} />, testId: "tx-total-output" },
          {
            label: "Amount Sent",
            value: sent === null ? NOT_AVAILABLE : <Amount dfm={sent} network={network} />,
            testId: "tx-amount-sent",
          },
          { label: failed ? "Fee (collateral taken)" : "Fee", value: <Amount dfm={tx.fee} network={network} format="fixed6" />, testId: "tx-fee" },
          { label: "Size", value: `${formatInteger(tx.size)} bytes`, testId: "tx-size" },
        ]}
      />
    </Card>
  );
}
