import { useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { explorerApi } from "../api/explorer-api.server";
import { section } from "../api/section.server";
import { BAR_CHART_TOP, countriesWithRelays, countryParamValue, protocolVersionWindowName, relayDialogKey, relayDialogTitle, relayListing, readDialogRelays, resolveRelayDialog, onlyClosesDialog } from "../lib/chain/analytics";
import { parseRelayDialog, parseRelayDialogPage, relayDialogOrNull } from "../lib/params/relay-dialog";
import { barGeometry, donutGeometry } from "../lib/charts/chart-geometry";
import { parsedOr } from "../lib/params/param-error";
import { resolveNetwork } from "../session.server";
import { AnalyticsView, type AnalyticsData, type OpenRelayDialog } from "../ui/analytics/analytics-view";
import { ErrorPage } from "../ui/shell/error-page";
import type { Route } from "./+types/analytics";
import { analyticsPreview, errorPageMeta, linkPreviewTags } from "../lib/navigation/link-preview";

export async function loader({ request }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  // A malformed ?country= is the visitor's typo: 400 before any query.
  const params = new URL(request.url).searchParams;
  const dialogRequest = parsedOr(() => parseRelayDialog(params));
  const dialogPage = parsedOr(() => parseRelayDialogPage(params));
  const api = explorerApi(network);
  const [versions, countries, providers, totals, currentEpoch] = await Promise.all([
    api.listProtocolVersions(),
    api.listGeographicDistribution(),
    api.listHostingProviders(),
    api.getRelayTotals(),
    // The window's epoch numbers; without them the page names the window by its length.
    section(network, (source) => source.getCurrentEpoch()),
  ]);

  // The relays only while the dialog is open (spec §4).
  let dialog: OpenRelayDialog | null = null;
  if (dialogRequest) {
    const target = resolveRelayDialog(dialogRequest, countries, providers);
    // spec §8: the relays are read twice before the dialog says it found none.
    const relays = await section(network, (source) => readDialogRelays(source, target), { unavailable: [], attempts: 2 });
    // Only the page's cards travel to the browser; the subtitle counts them all.
    dialog = { request: dialogRequest, title: relayDialogTitle(target), listing: relayListing(relays, dialogPage) };
  }

  // The charts' geometry is computed here, so the browser needs no chart code.
  const data: AnalyticsData = {
    network,
    cards: {
      totalRelays: totals.relays,
      protocolVersions: versions.length,
      countries: countriesWithRelays(countries),
      relayNodes: totals.relayNodes,
    },
    versions,
    // One name for the window, which the card and the donut's caption both say.
    windowName: protocolVersionWindowName(currentEpoch?.epochNumber ?? null),
    donut: donutGeometry(versions.map((entry) => ({ key: entry.version, label: entry.version, value: Number(entry.percentage) }))),
    countries,
    countryBars: barGeometry(
      countries.slice(0, BAR_CHART_TOP).map((entry) => ({ key: countryParamValue(entry), label: entry.country, value: entry.relayCount })),
    ),
    providers,
    providerBars: barGeometry(
      providers.slice(0, BAR_CHART_TOP).map((entry) => ({ key: entry.provider, label: entry.provider, value: entry.relayCount })),
    ),
  };
  return { data, dialog };
}

/**
 * Closing the dialog changes only the URL's dialog part: the page keeps its data
 * and no request is made. Opening one asks the loader for its relays.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (onlyClosesDialog(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, "Network Analytics · Prime Explorer");
  return linkPreviewTags(analyticsPreview(loaderData.data.network, loaderData.data.cards));
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { data } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  // The dialog the URL names now: closing it needs no new data (shouldRevalidate);
  // while another of its pages is read, the current one stays.
  const open = relayDialogOrNull(new URLSearchParams(location.search));
  let dialog = open && loaderData.dialog && relayDialogKey(open) === relayDialogKey(loaderData.dialog.request) ? loaderData.dialog : null;
  // A dialog being opened shows at once, with placeholders until its relays arrive.
  const next = navigation.location?.pathname === location.pathname ? relayDialogOrNull(new URLSearchParams(navigation.location.search)) : null;
  if (next && (!dialog || relayDialogKey(next) !== relayDialogKey(dialog.request))) {
    dialog = { request: next, title: relayDialogTitle(resolveRelayDialog(next, data.countries, data.providers)), listing: null };
  }
  return <AnalyticsView data={data} dialog={dialog} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
