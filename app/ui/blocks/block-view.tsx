import type { BlockDetail } from "../../lib/domain";
import { blockTitle, transactionCountText } from "../../lib/chain/blocks";
import type { Network } from "../../lib/navigation/network";
import type { ConfirmationStatus } from "../../lib/chain/status";
import { PageHeader } from "../page/page-header";
import { BlockInformation } from "./block-information";
import { BlockTransactions } from "./block-transactions";
import { PoolInformation } from "./pool-information";
import * as styles from "./block-view.css";

export type BlockViewProps = {
  block: BlockDetail;
  network: Network;
  now: number;
  status: ConfirmationStatus;
  /** The page of the block's transactions shown (1-based) and its size. */
  page: number;
  pageSize: number;
  search: string;
};

/** spec §2 Block detail: header, Block and Pool Information, the block's transactions. */
export function BlockView({ block, network, now, status, page, pageSize, search }: BlockViewProps) {
  return (
    <>
      <PageHeader title={blockTitle(block.height)} network={network} back={{ to: "/blocks", label: "Back to Blocks" }}>
        <span data-testid="block-tx-count">{transactionCountText(block.txCount)}</span>
      </PageHeader>
      <div className={styles.cards}>
        <BlockInformation block={block} now={now} />
        <PoolInformation block={block} />
      </div>
      <BlockTransactions
        transactions={block.transactions ?? []}
        total={block.txCount}
        page={page}
        pageSize={pageSize}
        status={status}
        network={network}
        search={search}
      />
    </>
  );
}
