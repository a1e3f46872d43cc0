import { EntityNotFound } from "../../page/entity-not-found";

const POOL_NOT_FOUND = "Stake Pool Not Found";

/** spec §2/§8: the pool pages' not-found answer. */
export function PoolNotFound({ details }: { details: unknown }) {
  return (
    <EntityNotFound
      title={POOL_NOT_FOUND}
      entity="stake pool"
      hint="Check the pool id, or switch network."
      backTo="/stakepools"
      backLabel="Back to Stake Pools"
      details={details}
    />
  );
}
