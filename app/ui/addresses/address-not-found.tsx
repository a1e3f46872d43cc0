import { Link } from "../links/page-network";
import { entityHref } from "../../lib/navigation/hrefs";
import { parseNetwork } from "../../lib/navigation/network";
import { openOnNetworkText } from "../../lib/search/search";
import { EntityNotFound } from "../page/entity-not-found";
import * as css from "../shell/error-page.css";

const ADDRESS_NOT_FOUND = "Address Not Found";

/**
 * spec §8: the address page's not-found answer (malformed, or of the other
 * network), back to the search. An address of the other network gets a plain
 * link there (?network= picks it, no JavaScript needed).
 */
export function AddressNotFound({ details }: { details: unknown }) {
  const other = otherNetworkOf(details);
  return (
    <EntityNotFound
      title={ADDRESS_NOT_FOUND}
      entity="address"
      hint="Check the address (addr1… or stake1… on Mainnet, addr_test1… or stake_test1… on Testnet), or switch network."
      backTo="/addresses"
      backLabel="Back to Address Search"
      details={details}
      action={
        other ? (
          <Link to={`${entityHref("address", other.id)}?network=${other.network}`} className={css.button} data-testid="open-on-other-network">
            {openOnNetworkText(other.network)}
          </Link>
        ) : null
      }
    />
  );
}

function otherNetworkOf(details: unknown) {
  if (typeof details !== "object" || details === null) return null;
  const { otherNetwork, id } = details as { otherNetwork?: unknown; id?: unknown };
  const network = parseNetwork(otherNetwork);
  return network && typeof id === "string" ? { network, id: id.trim() } : null;
}
