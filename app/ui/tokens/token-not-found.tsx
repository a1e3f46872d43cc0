import { EntityNotFound } from "../page/entity-not-found";

/** spec §8's not-found answer for a token or a policy. */
export function TokenNotFound({ details, policy = false }: { details: unknown; policy?: boolean }) {
  return (
    <EntityNotFound
      title={policy ? "Policy Not Found" : "Token Not Found"}
      entity={policy ? "policy" : "token"}
      hint={policy ? "Check the policy id (56 hex characters), or switch network." : "Check the fingerprint (asset1…) or the policy id and asset name, or switch network."}
      backTo="/tokens"
      backLabel="Back to Tokens"
      details={details}
    />
  );
}
