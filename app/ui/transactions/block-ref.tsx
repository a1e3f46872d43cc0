import { chainPlace } from "../../lib/chain/status";
import { BlockPlace } from "../links/block-place";

const PENDING_BLOCK = "Pending";

/**
 * The block a transaction is in: '#height' linking to /blocks/{height}; a
 * block without a height (the genesis distribution) by its hash; 'Pending'
 * when there is no block yet.
 */
export function BlockRef({ blockHeight, blockId }: { blockHeight: number | null; blockId: string | null }) {
  return <BlockPlace place={chainPlace({ blockHeight, blockId })} genesisBlockId={blockId} none={PENDING_BLOCK} />;
}
