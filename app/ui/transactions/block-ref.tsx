import { EntityLink } from "../entity-link";

const PENDING_BLOCK = "Pending";

/**
 * The block a transaction is in: '#height' linking to /blocks/{height}; a
 * block without a height (the genesis distribution) by its hash; 'Pending'
 * when there is no block yet.
 */
export function BlockRef({ blockHeight, blockId }: { blockHeight: number | null; blockId: string | null }) {
  if (blockHeight !== null) {
    return <EntityLink kind="block" id={blockHeight} />;
  }
  if (blockId !== null) return <EntityLink kind="block" id={blockId} label="Genesis" mono={false} />;
  return <span>{PENDING_BLOCK}</span>;
}
