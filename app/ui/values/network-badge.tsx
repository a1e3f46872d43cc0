import { networkLabel, type Network } from "../../lib/navigation/network";
import * as styles from "./network-badge.css";
import { classNames } from "../class-names";

/** The current network's name with its colour dot (blue mainnet, orange testnet). */
export function NetworkBadge({ network, className }: { network: Network; className?: string }) {
  return (
    <span
      className={classNames(styles.badge, className)}
      data-testid="network-badge"
      data-network={network}
    >
      <span aria-hidden="true" className={styles.dot[network]} />
      {networkLabel(network)}
    </span>
  );
}
