import { EntityNotFound } from "../page/entity-not-found";

const BLOCK_NOT_FOUND = "Block Not Found";

/** spec §2/§8: the block page's not-found answer. */
export function BlockNotFound({ details }: { details: unknown }) {
  return (
    <EntityNotFound
      title={BLOCK_NOT_FOUND}
      entity="block"
      hint="Check the height or hash, or switch network."
      backTo="/blocks"
      backLabel="Back to Blocks"
      details={details}
    />
  );
}
