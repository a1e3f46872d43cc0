import { Link, useLocation, useNavigation } from "react-router";
import { explorerApi } from "../api/explorer-api.server";
import { BLOCKS_PAGE_SIZE } from "../lib/domain";
import { requestedPage } from "../lib/page-request";
import { withSearchParam } from "../lib/hrefs";
import { networkLabel } from "../lib/network";
import { resolveNetwork } from "../session.server";
import { BlocksTable, RECENT_BLOCKS } from "../ui/blocks/blocks-table";
import { inlineLink } from "../ui/blocks/blocks-table.css";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import { Pager } from "../ui/pager";
import { ErrorPage } from "../ui/shell/error-page";
import { errorPageTitle } from "../lib/error-kind";
import type { Route } from "./+types/blocks";

export async function loader({ request }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  const { page, offset } = requestedPage(request, BLOCKS_PAGE_SIZE);
  // The data layer maps the offset to a height range: page 5,000 costs what page 1 costs.
  const blocks = await explorerApi(network).listBlocks({ limit: BLOCKS_PAGE_SIZE, offset });
  // One 'now' for the server render and hydration, so ages agree.
  return { network, page, blocks, now: Date.now() };
}


export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: errorPageTitle(error, "Blocks · Prime Explorer") }];
  const page = loaderData.page > 1 ? `, page ${loaderData.page}` : "";
  return [{ title: `Blocks (${networkLabel(loaderData.network)}${page}) · Prime Explorer` }];
}

export default function Blocks({ loaderData }: Route.ComponentProps) {
  const { network, page, blocks, now } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  // With JavaScript, moving to another page shows the skeleton until its blocks arrive.
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <>
      <PageHeader title="Blocks" network={network} />
      <Card title={RECENT_BLOCKS}>
        <BlocksTable
          blocks={blocks}
          now={now}
          loading={loading}
          empty={
            page > 1 ? (
              <>
                {`No blocks on page ${page}: the chain is not that long yet. `}
                <Link to={`${location.pathname}${withSearchParam(location.search, "page", null)}`} className={inlineLink}>Go to the latest blocks</Link>
              </>
            ) : (
              "No blocks to display"
            )
          }
        />
        <Pager page={page} hasNext={blocks.length === BLOCKS_PAGE_SIZE} search={location.search} />
      </Card>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
