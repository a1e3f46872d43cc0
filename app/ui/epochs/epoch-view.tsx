import type { Epoch, EpochBlock, EpochProtocolParameters, EpochStats } from "../../lib/domain";
import { epochsListHref } from "../../lib/hrefs";
import type { Network } from "../../lib/network";
import { epochBadgeStatus } from "../../lib/status";
import { PageHeader } from "../page-header";
import { EpochBlocksTable } from "./epoch-blocks-table";
import { EpochParametersCard } from "./epoch-parameters-card";
import { EpochStatusBadge } from "./epoch-status-badge";
import { EpochSummaryCards } from "./epoch-summary-cards";
import * as layout from "../layout.css";
import * as styles from "./epochs.css";

export type EpochViewProps = {
  network: Network;
  /** The network the page's URL named: the back link keeps it. */
  pinnedNetwork: Network | null;
  epoch: Epoch;
  stats: EpochStats | null;
  parameters: EpochProtocolParameters | null;
  blocks: EpochBlock[];
  blocksPage: number;
};

/** spec §2 Epoch detail: back button, title, Completed/Active badge, network; cards, parameters, blocks. */
export function EpochView({ network, pinnedNetwork, epoch, stats, parameters, blocks, blocksPage }: EpochViewProps) {
  return (
    <div className={layout.stack}>
      <PageHeader
        back={{ to: epochsListHref(pinnedNetwork), label: "Back to Epochs" }}
        network={network}
        title={
          <span className={styles.titleRow}>
            <span data-testid="epoch-title">{`Epoch ${epoch.epochNumber}`}</span>
            <EpochStatusBadge status={epochBadgeStatus(epoch.completed)} testId="epoch-badge" />
          </span>
        }
      />
      <EpochSummaryCards epoch={epoch} stats={stats} network={network} pinnedNetwork={pinnedNetwork} />
      <EpochParametersCard parameters={parameters} network={network} />
      <EpochBlocksTable blocks={blocks} page={blocksPage} total={epoch.blockCount} pinnedNetwork={pinnedNetwork} />
    </div>
  );
}
