import { NOT_AVAILABLE } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";
import { SATURATION_THRESHOLD_FORMULA } from "../../lib/chain/supply";
import { Amount } from "../values/amount";
import * as styles from "./saturation-threshold.css";

/**
 * The network's saturation threshold with its formula as a tooltip (a title, as
 * Min UTXO's: no JavaScript needed), on Protocol Parameters and the pool page.
 */
export function SaturationThreshold({ dfm, network, testId }: { dfm: string | null; network: Network; testId: string }) {
  if (dfm === null) return <span data-testid={testId}>{NOT_AVAILABLE}</span>;
  return (
    <span className={styles.threshold} title={SATURATION_THRESHOLD_FORMULA} data-testid={`${testId}-rule`}>
      <Amount dfm={dfm} network={network} format="compact" testId={testId} />
    </span>
  );
}
