import type { ReactNode } from "react";
import type { EpochProtocolParameters } from "../../lib/domain";
import { formatDecentralization, formatInteger, formatRhoTau } from "../../lib/formats/format";
import { unitsFor, type Network } from "../../lib/navigation/network";
import { Amount } from "../values/amount";
import { Card } from "../page/card";
import { DetailList, type DetailRow } from "../page/detail-list";
import * as styles from "./epochs.css";

const NO_EPOCH_PARAMETERS = "No protocol parameters available";

function Group({ title, rows }: { title: string; rows: DetailRow[] }) {
  return (
    <section aria-label={`${title} parameters`}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <DetailList rows={rows} />
    </section>
  );
}

/**
 * spec §2 Epoch detail 'Protocol Parameters': the epoch's own parameters in
 * three groups (economic, network, staking), formatted per spec §9 (minimum
 * fee 6 decimals, rho and tau 8, decentralization 1).
 */
export function EpochParametersCard({ parameters, network }: { parameters: EpochProtocolParameters | null; network: Network }) {
  let body: ReactNode;
  if (!parameters) {
    body = <p className={styles.muted}>{NO_EPOCH_PARAMETERS}</p>;
  } else {
    const { smallUnit } = unitsFor(network);
    body = (
      <div className={styles.groups} data-testid="epoch-parameters">
        <Group
          title="Economic"
          rows={[
            { label: "Min Fee A", value: `${formatInteger(parameters.minFeeA)} ${smallUnit}/byte`, testId: "param-min-fee-a" },
            { label: "Min Fee B", value: <Amount dfm={String(parameters.minFeeB)} network={network} format="fixed6" />, testId: "param-min-fee-b" },
            { label: "Monetary Expansion (rho)", value: formatRhoTau(parameters.monetaryExpansion), testId: "param-rho" },
            { label: "Treasury Growth (tau)", value: formatRhoTau(parameters.treasuryGrowth), testId: "param-tau" },
          ]}
        />
        <Group
          title="Network"
          rows={[
            { label: "Max Block Size", value: `${formatInteger(parameters.maxBlockSize)} bytes`, testId: "param-max-block-size" },
            { label: "Max Transaction Size", value: `${formatInteger(parameters.maxTxSize)} bytes`, testId: "param-max-tx-size" },
            { label: "Epoch Length", value: `${formatInteger(parameters.epochLength)} slots`, testId: "param-epoch-length" },
            { label: "Slot Duration", value: `${formatInteger(parameters.slotDuration)} s`, testId: "param-slot-duration" },
          ]}
        />
        <Group
          title="Staking"
          rows={[
            { label: "Key Deposit", value: <Amount dfm={parameters.keyDeposit} network={network} format="fixed2" />, testId: "param-key-deposit" },
            { label: "Pool Deposit", value: <Amount dfm={parameters.poolDeposit} network={network} format="fixed2" />, testId: "param-pool-deposit" },
            { label: "Pool Influence (a0)", value: String(parameters.poolInfluence), testId: "param-pool-influence" },
            { label: "Decentralization", value: formatDecentralization(parameters.decentralization), testId: "param-decentralization" },
          ]}
        />
      </div>
    );
  }
  return <Card title="Protocol Parameters">{body}</Card>;
}
