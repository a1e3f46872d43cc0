import type { Address } from "../../lib/domain";
import { unitsFor, type Network } from "../../lib/navigation/network";
import { Amount } from "../values/amount";
import { StatCard } from "../page/stat-card";
import { InfoTip } from "./info-tip";
import * as styles from "./addresses.css";

/** spec §2, §9: what a stake address's balance counts, and the deposit it leaves out. */
function stakeBalanceTip(network: Network): string {
  return `The balance includes the UTXOs of the payment addresses and the unclaimed rewards. The staking deposit of 2 ${unitsFor(network).coin} is excluded, as it is not spendable.`;
}

/** The three cards of spec §2: Current Balance (with the stake tooltip), Total Received, Total Sent. */
export function AddressSummary({ address, network }: { address: Address; network: Network }) {
  return (
    <div className={styles.statGrid}>
      <StatCard
        title={
          address.addressType === "stake" ? (
            <span className={styles.statTitle}>
              Current Balance
              <InfoTip label="About the stake balance" text={stakeBalanceTip(network)} />
            </span>
          ) : (
            "Current Balance"
          )
        }
        value={<Amount dfm={address.balance} network={network} className={styles.statAmount} testId="address-balance" />}
      />
      <StatCard
        title="Total Received"
        value={<Amount dfm={address.totalReceived} network={network} className={styles.statAmount} testId="address-received" />}
      />
      <StatCard
        title="Total Sent"
        value={<Amount dfm={address.totalSent} network={network} className={styles.statAmount} testId="address-sent" />}
      />
    </div>
  );
}
