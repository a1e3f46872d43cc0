import { useLocation } from "react-router";
import { explorerApi } from "../api/explorer-api.server";
import { TRANSACTIONS_PAGE_SIZE } from "../lib/domain";
import { requestedPage } from "../lib/params/paging";
import { resolveNetwork } from "../session.server";
import { Card } from "../ui/page/card";
import { PageHeader } from "../ui/page/page-header";
import { PagedEmpty } from "../ui/tables/paged-empty";
import { Pager } from "../ui/tables/pager";
import { ErrorPage } from "../ui/shell/error-page";
import { NO_TRANSACTIONS, TransactionsTable } from "../ui/transactions/transactions-table";
import { useLiveRevalidation } from "../ui/live/use-live-revalidation";
import { transactionListRow } from "../lib/pages/list-rows";
import type { Route } from "./+types/transactions";
import { errorPageMeta, linkPreviewTags, transactionsListPreview } from "../lib/navigation/link-preview";

export async function loader({ request }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  const { page, offset } = requestedPage(request, TRANSACTIONS_PAGE_SIZE);
  const api = explorerApi(network);
  const [transactions, stats] = await Promise.all([
    api.listTransactions({ limit: TRANSACTIONS_PAGE_SIZE, offset }),
    api.getNetworkStats(),
  ]);
  // The list pages through every transaction newest first: the stats count them (unknown from an upstream without it).
  const total = stats?.transactionCount ?? null;
  return { network, page, transactions: transactions.map(transactionListRow), currentBlock: stats?.currentBlock ?? null, total };
}


export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, "Transactions · Prime Explorer");
  return linkPreviewTags(transactionsListPreview(loaderData.network, loaderData.page, loaderData.transactions[0]));
}

export default function Transactions({ loaderData }: Route.ComponentProps) {
  const { network, page, transactions, currentBlock, total } = loaderData;
  const { search } = useLocation();
  // Confirmations follow the tip: the stats are read again every 30 s (spec §4).
  useLiveRevalidation();
  return (
    <>
      <PageHeader title="Transactions" network={network} />
      <Card title="Recent Transactions">
        <TransactionsTable
          transactions={transactions}
          network={network}
          currentBlock={currentBlock}
          empty={<PagedEmpty page={page} total={total} pageSize={TRANSACTIONS_PAGE_SIZE} empty={NO_TRANSACTIONS} search={search} />}
        />
        <Pager
          page={page}
          hasNext={transactions.length === TRANSACTIONS_PAGE_SIZE}
          search={search}
          total={total === null ? null : { count: total, pageSize: TRANSACTIONS_PAGE_SIZE, shown: transactions.length }}
        />
      </Card>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
