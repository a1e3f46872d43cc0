import { EntityNotFound } from "../entity-not-found";

export const EPOCH_NOT_FOUND = "Epoch not found";

/** spec §2/§8: the epoch page's not-found answer. */
export function EpochNotFound({ details }: { details: unknown }) {
  return (
    <EntityNotFound
      title={EPOCH_NOT_FOUND}
      entity="epoch"
      hint="Check the epoch number: it must be a whole number no later than the current epoch."
      backTo="/epochs"
      backLabel="Back to Epochs"
      details={details}
    />
  );
}
