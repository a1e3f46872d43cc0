import { TOKENS_PAGE_SIZE, type AddressTokenSort, type AddressTokensPage, type AssetAmount } from "../../lib/domain";
import { formatAssetQuantity } from "../../lib/assets/asset-quantity";
import { formatInteger } from "../../lib/formats/format";
import { withSearchParam } from "../../lib/navigation/hrefs";
import type { Network } from "../../lib/navigation/network";
import { ADDRESS_TOKENS_PAGE_PARAM, nextAddressTokenSort, type AddressTokensOrder } from "../../lib/params/token-pages";
import { addressTokensCsvHref } from "../../lib/tokens/token-links";
import { EntityLink } from "../links/entity-link";
import { Link } from "../links/page-network";
import { Card } from "../page/card";
import { PagedTable } from "../tables/paged-table";
import { TokenNameLink } from "../tokens/token-name";
import * as tokenStyles from "../tokens/tokens.css";
import * as styles from "./addresses.css";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/**
 * The native tokens a payment or stake address holds (a stake address: summed
 * over its payment addresses), paged and sortable by quantity or name. The sort
 * controls are links keeping the page's other lists where they are, so they
 * work without JavaScript.
 */
export function AddressTokensCard({
  address,
  network,
  tokens,
  query,
  search,
}: {
  address: string;
  network: Network;
  tokens: AddressTokensPage;
  query: AddressTokensOrder & { page: number };
  search: string;
}) {
  const sortHeader = (label: string, column: AddressTokenSort) => {
    const next = nextAddressTokenSort(query, column);
    let href = withSearchParam(search, "sort", next.sort);
    href = withSearchParam(href, "direction", next.direction);
    href = withSearchParam(href, ADDRESS_TOKENS_PAGE_PARAM, null);
    const active = query.sort === column;
    return (
      <Link to={href} preventScrollReset className={tokenStyles.sortLink} data-testid={`tokens-sort-${column}`}>
        {label}
        {active ? <span aria-hidden="true">{query.direction === "asc" ? " ↑" : " ↓"}</span> : null}
      </Link>
    );
  };
  const ariaSort = (column: AddressTokenSort) => (query.sort === column ? ARIA_SORT[query.direction] : "none");
  return (
    <Card
      title={`Tokens (${formatInteger(tokens.total)})`}
      actions={
        tokens.total > 0 ? (
          <a href={addressTokensCsvHref(address, network)} download className={styles.secondaryButton} data-testid="tokens-export">
            Export CSV
          </a>
        ) : null
      }
    >
      <PagedTable<AssetAmount>
        caption="Tokens"
        testId="address-tokens"
        columns={[
          { key: "token", header: sortHeader("Token", "name"), label: "Token", sort: ariaSort("name"), cell: (asset) => <TokenNameLink token={asset} testId="address-token" /> },
          { key: "fingerprint", header: "Fingerprint", cell: (asset) => <EntityLink kind="token" id={asset.fingerprint} truncate={14} className={styles.nowrap} /> },
          { key: "policy", header: "Policy", cell: (asset) => <EntityLink kind="policy" id={asset.policyId} truncate={12} className={styles.nowrap} /> },
          {
            key: "quantity",
            header: sortHeader("Quantity", "quantity"),
            label: "Quantity",
            sort: ariaSort("quantity"),
            align: "end",
            cell: (asset) => (
              <span className={styles.nowrap} data-testid="address-token-quantity">
                {formatAssetQuantity(asset.quantity, asset.decimals)}
              </span>
            ),
          },
        ]}
        rows={tokens.tokens}
        rowKey={(asset) => asset.unit}
        empty="This address holds no tokens"
        paging={{ page: query.page, pageSize: TOKENS_PAGE_SIZE, total: tokens.total, search, param: ADDRESS_TOKENS_PAGE_PARAM, label: "Tokens pages" }}
      />
    </Card>
  );
}
