import type { Epoch, EpochBlock, EpochProtocolParameters, EpochStats } from "../../lib/domain";
import type { Network } from "../../lib/navigation/network";
import { epochBadgeStatus } from "../../lib/chain/status";
import { PageHeader } from "../page/page-header";
import { EpochBlocksTable } from "./epoch-blocks-table";
import { EpochParametersCard } from "./epoch-parameters-card";
import { EpochStatusBadge } from "./epoch-status-badge";
import { EpochSummaryCards } from "./epoch-summary-cards";
import * as layout from "../layout.css";
import * as styles from "./epochs.css";

export type EpochViewProps = {
  network: Network;
  epoch: Epoch;
  stats: EpochStats | null;
  parameters: EpochProtocolParameters | null;
  blocks: EpochBlock[];
  blocksPage: number;
};

/** spec §2 Epoch detail: back button, title, Completed/Active badge, network; cards, parameters, blocks. */
export function EpochView({ network, epoch, stats, parameters, blocks, blocksPage }: EpochViewProps) {
  return (
    <div className={layout.stack}>
      <PageHeader
        back={{ to: "/epochs", label: "Back to Epochs" }}
        network={network}
        title={
          <span className={styles.titleRow}>
            <span data-testid="epoch-title">{`Epoch ${epoch.epochNumber}`}</span>
            <EpochStatusBadge status={epochBadgeStatus(epoch.completed)} testId="epoch-badge" />
          </span>
        }
      />
      <EpochSummaryCards epoch={epoch} stats={stats} network={network} />
      <EpochParametersCard parameters={parameters} network={network} />
      <EpochBlocksTable blocks={blocks} page={blocksPage} total={epoch.blockCount} />
    </div>
  );
}
