import type { TokenEvent } from "../../lib/domain";
import { formatAssetQuantity } from "../../lib/assets/asset-quantity";
import { type ListPaging, PagedTable } from "../tables/paged-table";
import { placedTransactionColumns, quantityColumn } from "./token-columns";
import * as styles from "./tokens.css";

/** Whether a signed quantity ('-5') is a burn. */
const isBurn = (quantity: string) => quantity.startsWith("-");

/** A token's mints and burns, newest first: the transaction, its block, when, and how much. */
export function TokenHistoryTable({
  events,
  decimals,
  paging,
}: {
  events: ReadonlyArray<TokenEvent>;
  decimals: number | null;
  paging: ListPaging;
}) {
  return (
    <PagedTable
      caption="Mint and Burn History"
      testId="token-history-table"
      columns={[
        ...placedTransactionColumns<TokenEvent>("history-tx"),
        {
          key: "action",
          header: "Action",
          cell: (event) => <span className={isBurn(event.quantity) ? styles.burn : styles.mint}>{isBurn(event.quantity) ? "Burn" : "Mint"}</span>,
        },
        quantityColumn<TokenEvent>("quantity", "Quantity", "history-quantity", (event) =>
          formatAssetQuantity(isBurn(event.quantity) ? event.quantity.slice(1) : event.quantity, decimals),
        ),
      ]}
      rows={events}
      rowKey={(event) => `${event.txHash}:${event.quantity}`}
      empty="No mints or burns"
      paging={{ ...paging, label: "Mint and Burn History pages" }}
    />
  );
}
