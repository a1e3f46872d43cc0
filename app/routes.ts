import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { RESOURCES, resourcePattern } from "./api/resources";
import { LEGACY_LANGUAGE, LEGACY_QUERY_SHAPES, LEGACY_SHAPES, LEGACY_TABS } from "./lib/navigation/legacy-urls";
import { NETWORKS } from "./lib/navigation/network";

// The spec's route table (spec §2), explicit. Screens arrive with their issues;
// until then their paths fall through to the not-found page.
// /{network}/… aliases reuse the same module under their own id; the loader
// reads the network from the path prefix.
const networkAliases = (path: string, file: string, id: string) =>
  NETWORKS.map((network) => route(`${network}/${path}`, file, { id: `${network}-${id}` }));

// The incumbent explorers' entity URLs, with and without /en: 301 to ours (issue 22);
// their tabs, the classic query shapes and bare /en too (issue 41).
const legacyRedirects = [
  route(LEGACY_LANGUAGE, "routes/legacy-redirect.ts", { id: "legacy-en" }),
  ...Object.keys(LEGACY_SHAPES).flatMap((shape) =>
    ["", `${LEGACY_LANGUAGE}/`].flatMap((language) => {
      const id = `legacy-${language.replace("/", "-")}${shape}`;
      return [
        route(`${language}${shape}/:id`, "routes/legacy-redirect.ts", { id }),
        ...(Object.hasOwn(LEGACY_TABS, shape) ? [route(`${language}${shape}/:id/:tab`, "routes/legacy-redirect.ts", { id: `${id}-tab` })] : []),
        ...(Object.hasOwn(LEGACY_QUERY_SHAPES, shape) ? [route(`${language}${shape}`, "routes/legacy-redirect.ts", { id: `${id}-query` })] : []),
      ];
    }),
  ),
];

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
  route("tokens", "routes/tokens.tsx"),
  route("tokens/:id", "routes/token.tsx"),
  route("policies/:policyId", "routes/policy.tsx"),
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
  // Tokens (issue 43): every holder of a token; every token of an address.
  route("tokens/:id/holders.csv", "routes/csv/token-holders.ts"),
  route("addresses/:address/tokens.csv", "routes/csv/address-tokens.ts"),

  // Preference actions: POST forms that work without JavaScript.
  route("preferences/network", "routes/network.ts"),
  route("preferences/theme", "routes/theme.ts"),

  // The JSON API of spec §7 (app/api/resources.ts): the same contract the pages use.
  ...RESOURCES.map((resource) => route(resourcePattern(resource).slice(1), "routes/api/resource.ts", { id: `api-${resource.id}` })),
  route("api/openapi.json", "routes/api/openapi.ts"),
  route("api", "routes/api-reference.tsx"),

  ...legacyRedirects,

  route("readyz", "routes/readyz.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
