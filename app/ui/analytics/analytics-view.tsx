import { Link, useLocation } from "react-router";
import {
  BAR_CHART_TOP,
  countryParamValue,
  percentText,
  relayDialogKey,
  relayDialogSearch,
  type RelayDialogRequest,
} from "../../lib/analytics";
import type { BarGeometry, DonutGeometry } from "../../lib/chart-geometry";
import { PROTOCOL_VERSION_WINDOW_EPOCHS, type GeographicStat, type HostingProviderStat, type ProtocolVersionStat, type RelayNode } from "../../lib/domain";
import { formatInteger } from "../../lib/format";
import type { Network } from "../../lib/network";
import { Card } from "../card";
import { BarChart } from "../charts/bar-chart";
import { ColorSwatch, DonutChart } from "../charts/donut-chart";
import { DataTable, type Column } from "../data-table";
import { PageHeader } from "../page-header";
import { StatCard } from "../stat-card";
import * as styles from "./analytics.css";
import { OPENED_IN_PAGE, RelayDialog } from "./relay-dialog";

export type AnalyticsData = {
  network: Network;
  cards: { totalRelays: number; protocolVersions: number; countries: number; relayNodes: number };
  versions: ProtocolVersionStat[];
  windowText: string;
  donut: DonutGeometry;
  countries: GeographicStat[];
  countryBars: BarGeometry;
  providers: HostingProviderStat[];
  providerBars: BarGeometry;
};

/** relays null: being read (the dialog shows placeholders until the loader answers). */
export type OpenRelayDialog = { request: RelayDialogRequest; title: string; relays: RelayNode[] | null };

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
          relays={dialog.relays}
          network={network}
          closeSearch={relayDialogSearch(location.search, null)}
          openerKey={relayDialogKey(dialog.request)}
        />
      ) : null}
      <PageHeader title="Network Analytics" network={network} />
      <section className={styles.statGrid} aria-label="Relay and protocol summary">
        <StatCard title="Total Relays" value={<span data-testid="card-total-relays">{formatInteger(cards.totalRelays)}</span>} hint="Distinct relay endpoints" />
        <StatCard title="Protocol Versions" value={<span data-testid="card-protocol-versions">{formatInteger(cards.protocolVersions)}</span>} hint={`In the last ${PROTOCOL_VERSION_WINDOW_EPOCHS} completed epochs`} />
        <StatCard title="Countries" value={<span data-testid="card-countries">{formatInteger(cards.countries)}</span>} hint="With relay nodes" />
        <StatCard title="Relay Nodes" value={<span data-testid="card-relay-nodes">{formatInteger(cards.relayNodes)}</span>} hint="Total registered" />
      </section>

      <div className={styles.sections}>
        <Card title="Protocol Version Usage">
          <div className={styles.chartAndTable}>
            <div className={styles.chartColumn}>
              <DonutChart
                title="Protocol Version Usage"
                description={`Donut chart of block production by protocol version. ${data.windowText} ${data.versions.map((v) => `${v.version}: ${percentText(v.percentage)}`).join(", ")}`}
                geometry={data.donut}
                centerLabel={formatInteger(data.versions.length)}
                centerCaption={data.versions.length === 1 ? "version" : "versions"}
                testId="protocol-version-chart"
              />
              <p className={styles.note} data-testid="protocol-version-window">
                {data.windowText}
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

        <Card title="Geographic Distribution">
          <div className={styles.chartAndTable}>
            <div className={styles.chartColumn}>
              <BarChart
                title="Relays by country"
                description={chartDescription("country", data.countries.length)}
                geometry={data.countryBars}
                link={(bar) => {
                  const stat = data.countries.find((entry) => countryParamValue(entry) === bar.key);
                  return { ...opens({ kind: "country", code: bar.key }), label: `${bar.label}: ${formatInteger(bar.value)} relays${stat ? ` (${percentText(stat.percentage)})` : ""}` };
                }}
                testId="country-chart"
              />
            </div>
            <div data-testid="country-table">
              <DataTable
                caption="Top Countries by Relay Count"
                columns={distributionColumns<GeographicStat>(
                  "Country",
                  (stat) => stat.country,
                  (stat) => opens(countryRequest(stat)),
                )}
                rows={data.countries}
                rowKey={(row) => countryParamValue(row)}
                empty="No relays with a known location"
                className={styles.linkedTable}
              />
            </div>
          </div>
        </Card>

        <Card title="Relay Hosting Provider Distribution">
          <div className={styles.chartAndTable}>
            <div className={styles.chartColumn}>
              <BarChart
                title="Relays by hosting provider"
                description={chartDescription("provider", data.providers.length)}
                geometry={data.providerBars}
                link={(bar) => {
                  const stat = data.providers.find((entry) => entry.provider === bar.key);
                  return { ...opens({ kind: "provider", name: bar.key }), label: `${bar.label}: ${formatInteger(bar.value)} relays${stat ? ` (${percentText(stat.percentage)})` : ""}` };
                }}
                testId="provider-chart"
              />
            </div>
            <div data-testid="provider-table">
              <DataTable
                caption="Provider Details"
                columns={distributionColumns<HostingProviderStat>(
                  "Provider",
                  (stat) => stat.provider,
                  (stat) => opens(providerRequest(stat)),
                )}
                rows={data.providers}
                rowKey={(row) => `${row.id}|${row.provider}`}
                empty="No relays with a known provider"
                className={styles.linkedTable}
              />
            </div>
          </div>
        </Card>
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

function distributionColumns<Row extends { relayCount: number; percentage: string }>(
  header: string,
  name: (row: Row) => string,
  link: (row: Row) => ReturnType<OpensFn>,
): Column<Row>[] {
  return [
    {
      key: "name",
      header,
      cell: (row) => {
        const target = link(row);
        return (
          <Link
            to={target.to}
            state={target.state}
            preventScrollReset={target.preventScrollReset}
            className={styles.rowLink}
            data-dialog-link={target.dataKey}
          >
            <bdi>{name(row)}</bdi>
          </Link>
        );
      },
    },
    { key: "relays", header: "Relays", align: "end", cell: (row) => formatInteger(row.relayCount) },
    { key: "percentage", header: "Percentage", align: "end", cell: (row) => percentText(row.percentage) },
  ];
}

type OpensFn = (request: RelayDialogRequest) => {
  to: { pathname: string; search: string };
  state: typeof OPENED_IN_PAGE;
  preventScrollReset: boolean;
  dataKey: string;
};
