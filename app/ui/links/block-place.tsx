import { NOT_AVAILABLE } from "../../lib/formats/format";
import { GENESIS, GENESIS_BLOCK_TEXT, type ChainPlace } from "../../lib/chain/status";
import { EntityLink } from "./entity-link";

/**
 * A block named by its place on the chain: '#height' linking to it; 'Genesis'
 * for the genesis block (a link where its hash is known), never '#0', which is
 * another block; `none` when there is no block.
 */
export function BlockPlace({ place, genesisBlockId = null, none = NOT_AVAILABLE, className }: { place: ChainPlace; genesisBlockId?: string | null; none?: string; className?: string }) {
  if (typeof place === "number") return <EntityLink kind="block" id={place} />;
  if (place === GENESIS) {
    return genesisBlockId ? <EntityLink kind="block" id={genesisBlockId} label={GENESIS_BLOCK_TEXT} mono={false} /> : <span>{GENESIS_BLOCK_TEXT}</span>;
  }
  return <span className={className}>{none}</span>;
}
