import type { Address } from "../../lib/domain";
import { formatInteger } from "../../lib/formats/format";
import { activityPlace } from "../../lib/chain/status";
import type { Network } from "../../lib/navigation/network";
import { Amount } from "../values/amount";
import { BlockPlace } from "../links/block-place";
import { Card } from "../page/card";
import { DetailList, type DetailRow } from "../page/detail-list";
import { EntityLink } from "../links/entity-link";
import * as styles from "./addresses.css";


/** spec §2 Address Information: type, transaction count, linked stake address, first-seen and last-activity blocks. */
export function AddressInformation({ address, network }: { address: Address; network: Network }) {
  const isStake = address.addressType === "stake";
  const rows: DetailRow[] = [
    { label: "Type", testId: "address-type", value: isStake ? "Stake address" : "Payment address" },
    { label: "Transactions", testId: "address-tx-count", value: formatInteger(address.txCount) },
  ];
  if (isStake) {
    if (address.paymentAddressCount !== null) {
      rows.push({ label: "Payment Addresses", testId: "address-payment-count", value: formatInteger(address.paymentAddressCount) });
    }
    if (address.rewardsAvailable !== null) {
      rows.push({ label: "Unclaimed Rewards", testId: "address-rewards-available", value: <Amount dfm={address.rewardsAvailable} network={network} /> });
    }
  } else {
    rows.push({
      label: "Stake Address",
      testId: "address-stake-address",
      value: address.stakeAddress ? (
        <EntityLink kind="address" id={address.stakeAddress} truncate={false} copy />
      ) : (
        <span className={styles.muted}>None (not delegable)</span>
      ),
    });
    if (address.utxoCount !== null) rows.push({ label: "Unspent Outputs", testId: "address-utxo-count", value: formatInteger(address.utxoCount) });
  }
  rows.push(
    {
      label: "First Seen",
      testId: "address-first-seen",
      value: <BlockPlace place={activityPlace(address.firstSeenBlock, address.txCount)} className={styles.muted} />,
    },
    {
      label: "Last Activity",
      testId: "address-last-activity",
      value: <BlockPlace place={activityPlace(address.lastActivityBlock, address.txCount)} className={styles.muted} />,
    },
  );
  return (
    <Card title="Address Information">
      <DetailList rows={rows} />
    </Card>
  );
}
