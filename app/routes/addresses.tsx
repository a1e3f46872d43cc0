import { redirect } from "react-router";
import { explorerApi } from "../api/explorer-api.server";
import { RECENT_ADDRESS_ACTIVITY_LIMIT } from "../lib/domain";
import { entityHref } from "../lib/navigation/hrefs";
import { type Network } from "../lib/navigation/network";
import { resolveNetwork } from "../session.server";
import { AddressSearchForm } from "../ui/addresses/address-search-form";
import { readAddressSearch } from "../lib/params/address-search";
import { RecentAddressActivityCard } from "../ui/addresses/recent-address-activity";
import { PageHeader } from "../ui/page/page-header";
import { ErrorPage } from "../ui/shell/error-page";
import type { Route } from "./+types/addresses";
import { serverNow } from "../clock.server";
import { linkPreviewTags, STATIC_PREVIEWS } from "../lib/navigation/link-preview";

// Address search (spec §2, §5): the form is a GET to this page, so without
// JavaScript its answer is a redirect to the address's page (lib/params/address-search.ts).
export async function loader({ request }: Route.LoaderArgs) {
  const { network, source } = resolveNetwork(request);
  // A network chosen in the URL travels on to the address page.
  const urlNetwork: Network | null = source === "query" ? network : null;
  const keepNetwork = urlNetwork ? `?network=${urlNetwork}` : "";
  const address = readAddressSearch(new URL(request.url).searchParams);
  if (address !== null) {
    // An empty search is ignored: back to the bare search page.
    throw redirect(address === "" ? `/addresses${keepNetwork}` : `${entityHref("address", address)}${keepNetwork}`, 302);
  }
  const activity = await explorerApi(network).listRecentAddressActivity(RECENT_ADDRESS_ACTIVITY_LIMIT);
  return { network, activity, now: serverNow() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Address Search · Prime Explorer" }];
  return linkPreviewTags(STATIC_PREVIEWS.addresses(loaderData.network));
}

export default function Addresses({ loaderData }: Route.ComponentProps) {
  const { network, activity, now } = loaderData;
  return (
    <>
      <PageHeader title="Address Search" network={network} />
      <AddressSearchForm network={network} />
      <RecentAddressActivityCard activity={activity} now={now} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
