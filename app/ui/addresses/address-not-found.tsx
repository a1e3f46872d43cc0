import { EntityNotFound } from "../entity-not-found";

const ADDRESS_NOT_FOUND = "Address Not Found";

/** spec §8: the address page's not-found answer (malformed, or of the other network), back to the search. */
export function AddressNotFound({ details }: { details: unknown }) {
  return (
    <EntityNotFound
      title={ADDRESS_NOT_FOUND}
      entity="address"
      hint="Check the address (addr1… or stake1… on Mainnet, addr_test1… or stake_test1… on Testnet), or switch network."
      backTo="/addresses"
      backLabel="Back to Address Search"
      details={details}
    />
  );
}
