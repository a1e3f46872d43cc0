import { networkLabel, type Network } from "../lib/network";
import * as styles from "./network-badge.css";

/** The current network's name with its colour dot (blue mainnet, orange testnet). */
export function NetworkBadge({ network, className }: { network: Network; className?: string }) {
  return (
    <span
      className={className ? `${styles.badge} ${className}` : styles.badge}
      data-testid="network-badge"
      data-network={network}
    >
      <span aria-hidden="true" className={styles.dot[network]} />
      {networkLabel(network)}
    </span>
  );
}
