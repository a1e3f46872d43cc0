import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { LEGACY_LANGUAGE, LEGACY_SHAPES } from "./lib/legacy-urls";
import { NETWORKS } from "./lib/network";

// The spec's route table (spec §2), explicit. Screens arrive with their issues;
// until then their paths fall through to the not-found page.
// /{network}/… aliases reuse the same module under their own id; the loader
// reads the network from the path prefix.
const networkAliases = (path: string, file: string, id: string) =>
  NETWORKS.map((network) => route(`${network}/${path}`, file, { id: `${network}-${id}` }));

// The Cardano Foundation explorer's entity URLs, with and without /en: 301 to ours (issue 22).
const legacyRedirects = Object.keys(LEGACY_SHAPES).flatMap((shape) =>
  ["", `${LEGACY_LANGUAGE}/`].map((language) =>
    route(`${language}${shape}/:id`, "routes/legacy-redirect.ts", { id: `legacy-${language.replace("/", "-")}${shape}` }),
  ),
);

export default [
  index("routes/home.tsx"),
  route("protocol-parameters", "routes/protocol-parameters.tsx"),
  ...networkAliases("protocol-parameters", "routes/protocol-parameters.tsx", "protocol-parameters"),
  route("search", "routes/search.tsx"),
  route("blocks", "routes/blocks.tsx"),
  route("blocks/:id", "routes/block.tsx"),
  route("transactions", "routes/transactions.tsx"),
  route("transactions/:hash", "routes/transaction.tsx"),
  route("addresses", "routes/addresses.tsx"),
  route("addresses/:address", "routes/address.tsx"),
  route("stakepools", "routes/stakepools.tsx"),
  route("stakepools/:poolId", "routes/stakepool.tsx"),
  ...networkAliases("pools/:poolId", "routes/stakepool.tsx", "pool"),
  route("stakepools/:poolId/rewards", "routes/stakepool-rewards.tsx"),
  route("epochs", "routes/epochs.tsx"),
  route("epochs/:epochNumber", "routes/epoch.tsx"),
  ...networkAliases("epochs/:epochNumber", "routes/epoch.tsx", "epoch"),
  route("analytics", "routes/analytics.tsx"),
  ...networkAliases("analytics", "routes/analytics.tsx", "analytics"),

  // Address downloads (issue 13), streamed text/csv; before the address page's own route.
  route("addresses/:address/transactions.csv", "routes/csv/address-transactions.ts"),
  route("addresses/:address/rewards.csv", "routes/csv/address-rewards.ts"),
  // Stake pools (issue 14): every block of a pool, streamed as pool-{poolId}-blocks.csv.
  route("stakepools/:poolId/blocks.csv", "routes/csv/pool-blocks.ts"),

  // Preference actions: POST forms that work without JavaScript.
  route("preferences/network", "routes/network.ts"),
  route("preferences/theme", "routes/theme.ts"),

  // The JSON API of spec §7: the same contract the pages use.
  ...prefix("api/networks/:network", [
    route("stats", "routes/api/stats.ts"),
    route("epochs/current", "routes/api/current-epoch.ts"),
    route("blocks", "routes/api/blocks.ts"),
    route("blocks/:id", "routes/api/block.ts"),
    route("transactions", "routes/api/transactions.ts"),
    route("transactions/:hash", "routes/api/transaction.ts"),
    route("search", "routes/api/search.ts"),
    route("stakepools", "routes/api/stakepools.ts"),
    // Stake pools (issue 14): the pool calls of spec §7.
    route("stakepools/:poolId", "routes/api/stakepool.ts"),
    route("stakepools/:poolId/history", "routes/api/stakepool-history.ts"),
    route("stakepools/:poolId/rewards-history", "routes/api/stakepool-rewards-history.ts"),
    route("stakepools/:poolId/delegations", "routes/api/stakepool-delegations.ts"),
    route("stakepools/:poolId/blocks", "routes/api/stakepool-blocks.ts"),
    route("stakepools/:poolId/rewards", "routes/api/stakepool-rewards.ts"),
    route("protocol-parameters", "routes/api/protocol-parameters.ts"),
    // Epochs and analytics (issue 15).
    route("epochs", "routes/api/epochs.ts"),
    route("epochs/:epochNumber", "routes/api/epoch.ts"),
    route("epochs/:epochNumber/stats", "routes/api/epoch-stats.ts"),
    route("epochs/:epochNumber/blocks", "routes/api/epoch-blocks.ts"),
    route("epochs/:epochNumber/protocol-parameters", "routes/api/epoch-protocol-parameters.ts"),
    route("analytics/protocol-versions", "routes/api/protocol-versions.ts"),
    route("analytics/geographic-distribution", "routes/api/geographic-distribution.ts"),
    route("analytics/geographic-distribution/:country/relays", "routes/api/country-relays.ts"),
    route("analytics/hosting-providers", "routes/api/hosting-providers.ts"),
    route("analytics/hosting-providers/:provider/relays", "routes/api/provider-relays.ts"),
    route("analytics/relay-totals", "routes/api/relay-totals.ts"),
    // Addresses (issue 13): the address calls of spec §7 and calculate-rewards-value (POST).
    route("addresses/:address", "routes/api/address.ts"),
    route("addresses/:address/transactions", "routes/api/address-transactions.ts"),
    route("addresses/:address/utxos", "routes/api/address-utxos.ts"),
    route("addresses/:address/payment-addresses", "routes/api/address-payment-addresses.ts"),
    route("addresses/:address/rewards", "routes/api/address-rewards.ts"),
    route("addresses/:address/delegations", "routes/api/address-delegations.ts"),
    route("address-activity", "routes/api/address-activity.ts"),
    route("calculate-rewards-value", "routes/api/calculate-rewards-value.ts"),
  ]),

  ...legacyRedirects,

  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
