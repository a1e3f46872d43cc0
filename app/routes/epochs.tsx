import { useLocation, useNavigation } from "react-router";
import { explorerApi } from "../api/explorer-api.server";
import { EPOCHS_PAGE_SIZE } from "../lib/domain";
import { entityHref } from "../lib/navigation/hrefs";
import { requestedPage } from "../lib/params/paging";
import { resolveNetwork } from "../session.server";
import { Card } from "../ui/page/card";
import { CurrentEpochCard } from "../ui/epochs/current-epoch-card";
import { EPOCH_HISTORY, EpochHistoryTable } from "../ui/epochs/epoch-history-table";
import * as layout from "../ui/layout.css";
import { PageHeader } from "../ui/page/page-header";
import { PagedEmpty } from "../ui/tables/paged-empty";
import { Pager } from "../ui/tables/pager";
import { ErrorPage } from "../ui/shell/error-page";
import type { Route } from "./+types/epochs";
import { serverNow } from "../clock.server";
import { epochsListPreview, errorPageMeta, linkPreviewTags } from "../lib/navigation/link-preview";

export async function loader({ request }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  const { page, offset } = requestedPage(request, EPOCHS_PAGE_SIZE);
  const api = explorerApi(network);
  const [current, epochs] = await Promise.all([api.getCurrentEpoch(), api.listEpochs({ limit: EPOCHS_PAGE_SIZE, offset })]);
  // Page 1 already holds the current epoch's row; a deeper page asks for it.
  const currentRow = current ? (epochs.find((e) => e.epochNumber === current.epochNumber) ?? (await api.getEpoch(current.epochNumber))) : null;
  // One 'now' for the server render and hydration, so the clock agrees.
  // Epochs run from 0 to the current one.
  const total = current ? current.epochNumber + 1 : null;
  return { network, page, current, currentRow, epochs, total, now: serverNow() };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, "Epochs · Prime Explorer");
  return linkPreviewTags(epochsListPreview(loaderData.network, loaderData.page, loaderData.current));
}

export default function Epochs({ loaderData }: Route.ComponentProps) {
  const { network, page, current, currentRow, epochs, total, now } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  // With JavaScript, moving to another page shows the skeleton until its epochs arrive.
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div className={layout.stack}>
      <PageHeader title="Epochs" network={network} />
      {current ? <CurrentEpochCard key={`${network}-${current.epochNumber}`} current={current} epoch={currentRow} network={network} href={entityHref("epoch", current.epochNumber)} serverNow={now} /> : null}
      <Card title={EPOCH_HISTORY}>
        <EpochHistoryTable
          epochs={epochs}
          currentEpoch={current?.epochNumber ?? null}
          loading={loading}
          empty={<PagedEmpty page={page} total={total} pageSize={EPOCHS_PAGE_SIZE} empty="No epochs to display" search={location.search} />}
        />
        <Pager
          page={page}
          hasNext={epochs.length === EPOCHS_PAGE_SIZE}
          search={location.search}
          label="Epoch History pages"
          total={total === null ? null : { count: total, pageSize: EPOCHS_PAGE_SIZE, shown: epochs.length }}
        />
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
