import type { TokenHolder } from "../../lib/domain";
import { formatAssetQuantity } from "../../lib/assets/asset-quantity";
import { formatInteger } from "../../lib/formats/format";
import { shareText } from "../../lib/tokens/token-text";
import { EntityLink } from "../links/entity-link";
import { type ListPaging, PagedTable } from "../tables/paged-table";
import * as styles from "./tokens.css";
import { quantityColumn } from "./token-columns";

type Ranked = TokenHolder & { rank: number };

/** A token's holders, largest first, each with its share of the supply (paged; the CSV has them all). */
export function TokenHoldersTable({
  holders,
  decimals,
  paging,
}: {
  holders: ReadonlyArray<TokenHolder>;
  decimals: number | null;
  paging: ListPaging;
}) {
  const first = (paging.page - 1) * paging.pageSize + 1;
  const rows: Ranked[] = holders.map((holder, index) => ({ ...holder, rank: first + index }));
  return (
    <PagedTable
      caption="Holders"
      testId="token-holders-table"
      columns={[
        { key: "rank", header: "Rank", align: "end", cell: (row) => formatInteger(row.rank) },
        { key: "address", header: "Address", cell: (row) => <EntityLink kind="address" id={row.address} truncate={20} testId="holder-address" /> },
        {
          key: "stake",
          header: "Stake Address",
          cell: (row) => (row.stakeAddress ? <EntityLink kind="address" id={row.stakeAddress} truncate={16} /> : <span className={styles.muted}>None</span>),
        },
        quantityColumn<Ranked>("quantity", "Quantity", "holder-quantity", (row) => formatAssetQuantity(row.quantity, decimals)),
        { key: "share", header: "Share", align: "end", cell: (row) => shareText(row.sharePercent) },
      ]}
      rows={rows}
      rowKey={(row) => row.address}
      empty="No one holds this token"
      paging={{ ...paging, label: "Holders pages" }}
    />
  );
}
