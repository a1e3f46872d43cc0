import type { ReactNode } from "react";
import type { TokenListItem } from "../../lib/domain";
import { formatAssetQuantity } from "../../lib/assets/asset-quantity";
import { formatInteger } from "../../lib/formats/format";
import { EntityLink } from "../links/entity-link";
import type { Column } from "../tables/data-table";
import { PagedTable } from "../tables/paged-table";
import { Timestamp } from "../values/timestamp";
import { TokenLookAlikeBadge } from "./token-look-alike";
import { TokenNameLink } from "./token-name";
import * as styles from "./tokens.css";
import { quantityColumn } from "./token-columns";

export const NO_TOKENS = "No tokens found";

/**
 * A list of tokens (/tokens, a policy's assets): name and ticker, fingerprint,
 * policy, supply with the token's decimals, holders and the last mint.
 */
export function TokensTable({
  tokens,
  caption,
  empty,
  showPolicy = true,
  paging,
}: {
  tokens: ReadonlyArray<TokenListItem>;
  caption: string;
  empty: ReactNode;
  showPolicy?: boolean;
  paging: { page: number; pageSize: number; total: number | null; search: string };
}) {
  const columns: Array<Column<TokenListItem>> = [
    {
      key: "token",
      header: "Token",
      cell: (token) => (
        <>
          <TokenNameLink token={token} testId="token-name" /> <TokenLookAlikeBadge warning={token.lookAlike} />
        </>
      ),
    },
    { key: "fingerprint", header: "Fingerprint", cell: (token) => <EntityLink kind="token" id={token.fingerprint} truncate={14} testId="token-fingerprint" className={styles.nowrap} /> },
    ...(showPolicy
      ? [{ key: "policy", header: "Policy", cell: (token: TokenListItem) => <EntityLink kind="policy" id={token.policyId} truncate={12} className={styles.nowrap} /> }]
      : []),
    quantityColumn("supply", "Supply", "token-supply", (token) => formatAssetQuantity(token.supply, token.decimals)),
    { key: "holders", header: "Holders", align: "end", cell: (token) => <span data-testid="token-holders">{formatInteger(token.holders)}</span> },
    {
      key: "minted",
      header: "Last Minted",
      cell: (token) => (token.lastMintTime === null ? <span className={styles.muted}>Not on record</span> : <Timestamp value={token.lastMintTime} layout="split" />),
    },
  ];
  return (
    <PagedTable
      caption={caption}
      testId="tokens-table"
      columns={columns}
      rows={tokens}
      rowKey={(token) => token.unit}
      empty={empty}
      paging={{ ...paging, param: "page", label: `${caption} pages` }}
    />
  );
}
