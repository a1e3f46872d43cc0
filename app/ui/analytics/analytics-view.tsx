import { useLocation } from "react-router";
import { Link } from "../links/page-network";
import { BAR_CHART_TOP, countryParamValue, percentText, protocolVersionCaption, protocolVersionCardHint, relayDialogKey, type RelayListing } from "../../lib/chain/analytics";
import { relayDialogSearch, type RelayDialogRequest } from "../../lib/params/relay-dialog";
import { barLinkName, type BarGeometry, type DonutGeometry } from "../../lib/charts/chart-geometry";
import { type GeographicStat, type HostingProviderStat, type ProtocolVersionStat } from "../../lib/domain";
import { formatInteger } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";
import { Card } from "../page/card";
import { BarChart } from "../charts/bar-chart";
import { ColorSwatch, DonutChart } from "../charts/donut-chart";
import { DataTable, type Column } from "../tables/data-table";
import { PageHeader } from "../page/page-header";
import { StatCard } from "../page/stat-card";
import * as styles from "./analytics.css";
import { OPENED_IN_PAGE, RelayDialog } from "./relay-dialog";

export type AnalyticsData = {
  network: Network;
  cards: { totalRelays: number; protocolVersions: number; countries: number; relayNodes: number };
  versions: ProtocolVersionStat[];
  /** The epochs the Protocol Version Usage covers (protocolVersionWindowName). */
  windowName: string;
  donut: DonutGeometry;
  countries: GeographicStat[];
  countryBars: BarGeometry;
  providers: HostingProviderStat[];
  providerBars: BarGeometry;
};

/** listing null: being read (the dialog shows placeholders until the loader answers). */
export type OpenRelayDialog = { request: RelayDialogRequest; title: string; listing: RelayListing | null };

/** spec §2 Network Analytics. */
export function AnalyticsView({ data, dialog }: { data: AnalyticsData; dialog: OpenRelayDialog | null }) {
  const { network, cards } = data;
  const location = useLocation();
  const opens = (request: RelayDialogRequest) => ({
    to: { pathname: location.pathname, search: relayDialogSearch(location.search, request) },
    state: OPENED_IN_PAGE,
    preventScrollReset: true,
    dataKey: relayDialogKey(request),
  });
  const countryRequest = (stat: GeographicStat): RelayDialogRequest => ({ kind: "country", code: countryParamValue(stat) });
  const providerRequest = (stat: HostingProviderStat): RelayDialogRequest => ({ kind: "provider", name: stat.provider });

  return (
    <>
      {/* First in the document: without JavaScript (an open, not modal, dialog) Tab reaches it before the page. */}
      {dialog ? (
        <RelayDialog
          key={relayDialogKey(dialog.request)}
          title={dialog.title}
          listing={dialog.listing}
          network={network}
          closeSearch={relayDialogSearch(location.search, null)}
          openerKey={relayDialogKey(dialog.request)}
        />
      ) : null}
      <PageHeader title="Network Analytics" network={network} />
      <section className={styles.statGrid} aria-label="Relay and protocol summary">
        <StatCard title="Total Relays" value={<span data-testid="card-total-relays">{formatInteger(cards.totalRelays)}</span>} hint="Distinct relay endpoints" />
        <StatCard title="Protocol Versions" value={<span data-testid="card-protocol-versions">{formatInteger(cards.protocolVersions)}</span>} hint={<span data-testid="card-protocol-versions-window">{protocolVersionCardHint(data.windowName)}</span>} />
        <StatCard title="Countries" value={<span data-testid="card-countries">{formatInteger(cards.countries)}</span>} hint="With relay nodes" />
        <StatCard title="Relay Nodes" value={<span data-testid="card-relay-nodes">{formatInteger(cards.relayNodes)}</span>} hint="Total registered" />
      </section>

      <div className={styles.sections}>
        <Card title="Protocol Version Usage">
          <div className={styles.chartAndTable}>
            <div className={styles.chartColumn}>
              <DonutChart
                title="Protocol Version Usage"
                description={`Donut chart of block production by protocol version. ${protocolVersionCaption(data.windowName)} ${data.versions.map((v) => `${v.version}: ${percentText(v.percentage)}`).join(", ")}`}
                geometry={data.donut}
                centerLabel={formatInteger(data.versions.length)}
                centerCaption={data.versions.length === 1 ? "version" : "versions"}
                testId="protocol-version-chart"
              />
              <p className={styles.note} data-testid="protocol-version-window">
                {protocolVersionCaption(data.windowName)}
              </p>
            </div>
            <DataTable
              caption="Block production by protocol version"
              columns={versionColumns}
              rows={data.versions.map((version) => ({ ...version, color: data.donut.slices.find((slice) => slice.key === version.version)?.color ?? null }))}
              rowKey={(row) => row.version}
              empty="No blocks in this window"
            />
          </div>
        </Card>

        <DistributionCard
          title="Geographic Distribution"
          what="country"
          caption="Top Countries by Relay Count"
          header="Country"
          empty="No relays with a known location"
          bars={data.countryBars}
          rows={data.countries.map((stat) => ({ ...stat, key: countryParamValue(stat), name: stat.country, request: countryRequest(stat) }))}
          opens={opens}
        />
        <DistributionCard
          title="Relay Hosting Provider Distribution"
          what="provider"
          caption="Provider Details"
          header="Provider"
          empty="No relays with a known provider"
          bars={data.providerBars}
          rows={data.providers.map((stat) => ({ ...stat, key: stat.provider, name: stat.provider, request: providerRequest(stat) }))}
          opens={opens}
        />
      </div>
    </>
  );
}

function chartDescription(what: "country" | "provider", count: number): string {
  const shown = Math.min(count, BAR_CHART_TOP);
  const top = count > BAR_CHART_TOP ? `the top ${shown} of ${formatInteger(count)}` : `all ${formatInteger(count)}`;
  return `Bar chart of relay nodes per ${what}, ${top}; the table beside it lists every ${what}. Each bar opens the list of its relays.`;
}

// Each row carries its slice's colour as the chart's key.
const versionColumns: Column<ProtocolVersionStat & { color: number | null }>[] = [
  {
    key: "version",
    header: "Protocol version",
    cell: (row) => (
      <span className={styles.nameCell}>
        {row.color === null ? null : <ColorSwatch color={row.color} />}
        {row.version}
      </span>
    ),
  },
  { key: "percentage", header: "Share of blocks", align: "end", cell: (row) => percentText(row.percentage) },
];

/** One distribution (countries or hosting providers): its top bars and a table of every entry, each opening its relays. */
type DistributionRow = { key: string; name: string; relayCount: number; percentage: string; request: RelayDialogRequest };

function DistributionCard({
  title,
  what,
  caption,
  header,
  empty,
  bars,
  rows,
  opens,
}: {
  title: string;
  what: "country" | "provider";
  caption: string;
  header: string;
  empty: string;
  bars: BarGeometry;
  rows: DistributionRow[];
  opens: OpensFn;
}) {
  const columns: Column<DistributionRow>[] = [
    {
      key: "name",
      header,
      cell: (row) => {
        const target = opens(row.request);
        return (
          <Link to={target.to} state={target.state} preventScrollReset={target.preventScrollReset} className={styles.rowLink} data-dialog-link={target.dataKey}>
            <bdi>{row.name}</bdi>
          </Link>
        );
      },
    },
    { key: "relays", header: "Relays", align: "end", cell: (row) => formatInteger(row.relayCount) },
    { key: "percentage", header: "Percentage", align: "end", cell: (row) => percentText(row.percentage) },
  ];
  return (
    <Card title={title}>
      <div className={styles.chartAndTable}>
        <div className={styles.chartColumn}>
          <BarChart
            title={`Relays by ${what === "country" ? "country" : "hosting provider"}`}
            description={chartDescription(what, rows.length)}
            geometry={bars}
            link={(bar) => {
              const row = rows.find((entry) => entry.key === bar.key);
              const share = row ? ` (${percentText(row.percentage)})` : "";
              return { ...opens(row?.request ?? (what === "country" ? { kind: "country", code: bar.key } : { kind: "provider", name: bar.key })), label: barLinkName(bar, "relays", share) };
            }}
            testId={`${what}-chart`}
          />
        </div>
        <div data-testid={`${what}-table`}>
          <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.key} empty={empty} rowLink />
        </div>
      </div>
    </Card>
  );
}

type OpensFn = (request: RelayDialogRequest) => {
  to: { pathname: string; search: string };
  state: typeof OPENED_IN_PAGE;
  preventScrollReset: boolean;
  dataKey: string;
};
