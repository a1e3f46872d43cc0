import { EntityNotFound } from "../page/entity-not-found";

const TRANSACTION_NOT_FOUND = "Transaction Not Found";

/** spec §8: the transaction page's not-found answer. */
export function TransactionNotFound({ details }: { details: unknown }) {
  return (
    <EntityNotFound
      title={TRANSACTION_NOT_FOUND}
      entity="transaction"
      hint="Check the hash, or switch network."
      backTo="/transactions"
      backLabel="Back to Transactions"
      details={details}
    />
  );
}
