import { EntityNotFound } from "../page/entity-not-found";

const EPOCH_NOT_FOUND = "Epoch not found";

/** The way back the loader chose (keeping a network the URL named), else the list. */
function backTo(details: unknown): string {
  const back = typeof details === "object" && details !== null ? (details as { backTo?: unknown }).backTo : undefined;
  return typeof back === "string" && back.startsWith("/epochs") ? back : "/epochs";
}

/** spec §2/§8: the epoch page's not-found answer. */
export function EpochNotFound({ details }: { details: unknown }) {
  return (
    <EntityNotFound
      title={EPOCH_NOT_FOUND}
      entity="epoch"
      hint="Check the epoch number: it must be a whole number no later than the current epoch."
      backTo={backTo(details)}
      backLabel="Back to Epochs"
      details={details}
    />
  );
}
