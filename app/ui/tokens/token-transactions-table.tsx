import type { TokenTransaction } from "../../lib/domain";
import { formatAssetChange, formatAssetQuantity } from "../../lib/assets/asset-quantity";
import { type ListPaging, PagedTable } from "../tables/paged-table";
import { placedTransactionColumns, quantityColumn } from "./token-columns";

/** The transactions that moved a token, newest first: the transaction, its block, when, what its outputs hold of the token and its net change. */
export function TokenTransactionsTable({
  transactions,
  decimals,
  paging,
}: {
  transactions: ReadonlyArray<TokenTransaction>;
  decimals: number | null;
  paging: ListPaging;
}) {
  return (
    <PagedTable
      caption="Transactions"
      testId="token-transactions-table"
      columns={[
        ...placedTransactionColumns<TokenTransaction>("token-tx"),
        quantityColumn<TokenTransaction>("outputQuantity", "In Outputs", "token-tx-output-quantity", (row) => formatAssetQuantity(row.outputQuantity, decimals)),
        quantityColumn<TokenTransaction>("quantity", "Net Change", "token-tx-quantity", (row) => formatAssetChange(row.quantity, decimals)),
      ]}
      rows={transactions}
      rowKey={(row) => row.txHash}
      empty="No transactions moved this token"
      paging={{ ...paging, label: "Transactions pages" }}
    />
  );
}
