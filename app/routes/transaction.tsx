import { data, isRouteErrorResponse } from "react-router";
import { explorerApi } from "../api/explorer-api.server";
import { parseHash32 } from "../lib/params/hash";
import { parsedOr } from "../lib/params/param-error";
import { resolveNetwork } from "../session.server";
import { ErrorPage } from "../ui/shell/error-page";
import { TransactionNotFound } from "../ui/transactions/transaction-not-found";
import { TransactionView } from "../ui/transactions/transaction-view";
import { useLiveRevalidation } from "../ui/live/use-live-revalidation";
import type { Route } from "./+types/transaction";
import { errorPageMeta, linkPreviewTags, transactionPreview } from "../lib/navigation/link-preview";
import { serverNow } from "../clock.server";
import { parseShowAllIo } from "../lib/params/transaction-page";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  const notFound = () => data({ network, hash: params.hash }, { status: 404 });
  // A malformed hash names no transaction: the same 404 as an unknown one, before any query.
  const hash = parsedOr(() => parseHash32(params.hash), notFound);
  const api = explorerApi(network);
  const [transaction, stats] = await Promise.all([api.getTransaction(hash), api.getNetworkStats()]);
  if (!transaction) throw notFound();
  return {
    network,
    transaction,
    currentBlock: stats?.currentBlock ?? null,
    // One 'now' for the server render and hydration, so ages agree.
    now: serverNow(),
    showAllIo: parseShowAllIo(new URL(request.url).searchParams),
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, "Transaction Not Found · Prime Explorer");
  const { transaction, network } = loaderData;
  return linkPreviewTags(transactionPreview(transaction, network));
}

export default function TransactionDetail({ loaderData }: Route.ComponentProps) {
  const { network, transaction, currentBlock, now, showAllIo } = loaderData;
  // Confirmations follow the tip: the stats are read again every 30 s (spec §4).
  useLiveRevalidation();
  return <TransactionView transaction={transaction} network={network} currentBlock={currentBlock} now={now} showAllIo={showAllIo} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <TransactionNotFound details={error.data} />;
  return <ErrorPage error={error} />;
}
