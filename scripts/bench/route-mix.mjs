// @ts-check
// The benchmark's route mix: every screen and JSON route that exists, with ids
// taken from the chain being measured. A screen that is not built yet (404) is
// left out and named, so the mix grows by itself as screens arrive.

/** @typedef {{ name: string, path: string }} BenchRoute */

const DEEP_PAGE = 5000;
/** Issue 15's deep epoch-list page: page 7 ÷ page 1 ≤ 1.2. */
const EPOCHS_DEEP_PAGE = 7;
const PAGE_SIZE = 20;
/** The JSON API's largest page (MAX_LIST_LIMIT). */
const MAX_LIMIT = 100;
/** A token list page of the tokens' own paging (TOKENS_PAGE_SIZE). */
const TOKENS_PAGE_SIZE = 20;

/**
 * @param {string} base
 * @param {string} path
 */
async function getJson(base, path) {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/**
 * @param {string} base
 * @returns {Promise<BenchRoute[]>}
 */
export async function discoverRoutes(base) {
  const api = "/api/networks/mainnet";
  const [tip] = await getJson(base, `${api}/blocks?limit=1`);
  const pages = Math.floor(tip.height / PAGE_SIZE);
  const deepPage = Math.max(2, Math.min(DEEP_PAGE, Math.floor(pages * 0.9)));
  const recent = /** @type {{ hash: string }[]} */ (await getJson(base, `${api}/transactions?limit=100`));
  // One at a time: a burst here would only measure the queue in front of the database.
  const details = [];
  for (const tx of recent) details.push(await getJson(base, `${api}/transactions/${tx.hash}`));
  const widest = details.reduce((best, tx) => (tx.inputs.length > best.inputs.length ? tx : best));
  const address = widest.outputs[0].address;
  const blocks = /** @type {{ height: number, hash: string, poolTicker: string | null }[]} */ (await getJson(base, `${api}/blocks?limit=100`));
  const ticker = blocks.find((block) => block.poolTicker && /^[A-Za-z0-9]+$/.test(block.poolTicker))?.poolTicker ?? "POOL";
  const block = blocks[10] ?? blocks[0];
  if (!block) throw new Error("no blocks to measure");

  const addresses = await addressRoutes(base, api, details);
  const pools = await poolRoutes(base, api);
  const epochs = await epochRoutes(base, api);
  const tokens = await tokenRoutes(base, api);

  /** @type {BenchRoute[]} */
  const candidates = [
    { name: "dashboard", path: "/" },
    { name: "blocks", path: "/blocks" },
    { name: "blocks-deep", path: `/blocks?page=${deepPage}` },
    { name: "block", path: `/blocks/${block.height}` },
    { name: "transactions", path: "/transactions" },
    { name: "transactions-deep", path: `/transactions?page=${deepPage}` },
    { name: "transaction-wide", path: `/transactions/${widest.hash}` },
    { name: "search-page-ticker", path: `/search?q=${encodeURIComponent(ticker)}` },
    { name: "protocol-parameters", path: "/protocol-parameters" },
    { name: "api-stats", path: `${api}/stats` },
    { name: "api-current-epoch", path: `${api}/epochs/current` },
    { name: "api-blocks", path: `${api}/blocks?limit=20&offset=0` },
    { name: "api-blocks-deep", path: `${api}/blocks?limit=20&offset=${deepPage * PAGE_SIZE}` },
    { name: "api-block", path: `${api}/blocks/${block.hash}` },
    { name: "api-transactions", path: `${api}/transactions?limit=20&offset=0` },
    { name: "api-transactions-deep", path: `${api}/transactions?limit=20&offset=${deepPage * PAGE_SIZE}` },
    { name: "api-transaction", path: `${api}/transactions/${widest.hash}` },
    { name: "api-search-hash", path: `${api}/search?q=${widest.hash}` },
    { name: "api-search-prefix", path: `${api}/search?q=${block.hash.slice(0, 10)}` },
    { name: "api-search-ticker", path: `${api}/search?q=${encodeURIComponent(ticker)}` },
    { name: "api-search-address", path: `${api}/search?q=${encodeURIComponent(address)}` },
    { name: "api-stakepools", path: `${api}/stakepools?limit=20` },
    { name: "api-protocol-parameters", path: `${api}/protocol-parameters` },
    // The request alone (no data): the protocol-parameters calls' p50 is held to 1.2× of it.
    { name: "healthz", path: "/healthz" },
    { name: "api-epoch-protocol-parameters", path: `${api}/epochs/1/protocol-parameters` },
    ...addresses,
    ...pools,
    ...epochs,
    ...tokens,
    ...(await analyticsRoutes(base, api)),
  ];
  /** @type {BenchRoute[]} */
  const present = [];
  for (const route of candidates) {
    const response = await fetch(`${base}${route.path}`, { redirect: "manual" });
    await response.arrayBuffer();
    if (response.status === 200) present.push(route);
    else console.log(`  not in the mix (answers ${response.status}): ${route.name} ${route.path}`);
  }
  return present;
}

/**
 * The address routes (issue 13): the busiest payment address among the recent
 * transactions' outputs (on the demo chains, the exchange), its stake address, a
 * deep page of each history, and an address with a single transaction. Before the
 * address API exists this finds nothing and the mix goes without them.
 * @param {string} base
 * @param {string} api
 * @param {{ outputs: { address: string }[] }[]} details
 * @returns {Promise<BenchRoute[]>}
 */
async function addressRoutes(base, api, details) {
  const seen = [...new Set(details.flatMap((tx) => tx.outputs.map((output) => output.address)))];
  /** @type {{ address: string, txCount: number, stakeAddress: string | null }[]} */
  const found = [];
  for (const address of seen) {
    const response = await fetch(`${base}${api}/addresses/${encodeURIComponent(address)}`);
    if (!response.ok) {
      await response.arrayBuffer();
      continue;
    }
    found.push(await response.json());
  }
  if (found.length === 0) return [];
  const busiest = found.reduce((best, entry) => (entry.txCount > best.txCount ? entry : best));
  const single = found.find((entry) => entry.txCount === 1);
  const deep = (/** @type {number} */ count) => Math.max(2, Math.floor((count / PAGE_SIZE) * 0.9));
  const at = (/** @type {string} */ address) => `/addresses/${encodeURIComponent(address)}`;
  /** @type {BenchRoute[]} */
  const routes = [
    { name: "addresses", path: "/addresses" },
    { name: "address-busiest", path: at(busiest.address) },
    { name: "address-busiest-deep", path: `${at(busiest.address)}?page=${deep(busiest.txCount)}` },
    { name: "api-address-busiest", path: `${api}${at(busiest.address)}` },
    {
      name: "api-address-busiest-transactions-deep",
      path: `${api}${at(busiest.address)}/transactions?limit=${PAGE_SIZE}&offset=${(deep(busiest.txCount) - 1) * PAGE_SIZE}`,
    },
  ];
  if (single) routes.push({ name: "address-single", path: at(single.address) });
  if (busiest.stakeAddress) {
    const stake = await getJson(base, `${api}${at(busiest.stakeAddress)}`);
    routes.push(
      { name: "stake-busiest", path: at(stake.address) },
      { name: "stake-busiest-deep", path: `${at(stake.address)}?page=${deep(stake.txCount)}` },
      { name: "api-stake-busiest-rewards", path: `${api}${at(stake.address)}/rewards` },
      { name: "api-stake-busiest-delegations", path: `${api}${at(stake.address)}/delegations?limit=10` },
      { name: "api-stake-busiest-payment-addresses", path: `${api}${at(stake.address)}/payment-addresses?limit=10` },
    );
  }
  return routes;
}

/**
 * The token routes: the list by holders; the token with the most holders (its
 * page, a deep page of its holders, its JSON and its holders' JSON); a token with
 * 1–3 holders (its page and its holders' JSON: the busiest ÷ small ratio); the
 * policy with the most assets; the address holding about 1,000 distinct tokens
 * (its page with the Tokens card, and its tokens' JSON); a transaction whose
 * outputs carry at least 50 assets (a mint of the big policy). Before the token
 * API exists this finds nothing and the mix goes without them.
 * @param {string} base
 * @param {string} api
 * @returns {Promise<BenchRoute[]>}
 */
async function tokenRoutes(base, api) {
  /** @typedef {{ unit: string, policyId: string, fingerprint: string, holders: number }} TokenItem */
  /** @type {BenchRoute[]} */
  const routes = [
    { name: "tokens", path: "/tokens" },
    { name: "api-tokens", path: `${api}/tokens?order=holders&limit=${TOKENS_PAGE_SIZE}` },
  ];
  const response = await fetch(`${base}${api}/tokens?order=holders&limit=1`);
  if (!response.ok) {
    await response.arrayBuffer();
    return routes;
  }
  const first = /** @type {{ tokens: TokenItem[], total: number }} */ (await response.json());
  const busiest = first.tokens[0];
  if (!busiest) return routes;
  const deep = Math.max(2, Math.floor((busiest.holders / TOKENS_PAGE_SIZE) * 0.9));
  routes.push(
    { name: "token-busiest", path: `/tokens/${busiest.fingerprint}` },
    { name: "token-busiest-holders-deep", path: `/tokens/${busiest.fingerprint}?holdersPage=${deep}` },
    { name: "api-token-busiest", path: `${api}/tokens/${busiest.unit}` },
    { name: "api-token-busiest-holders", path: `${api}/tokens/${busiest.unit}/holders?limit=${TOKENS_PAGE_SIZE}&offset=0` },
    {
      name: "api-token-busiest-holders-deep",
      path: `${api}/tokens/${busiest.unit}/holders?limit=${TOKENS_PAGE_SIZE}&offset=${(deep - 1) * TOKENS_PAGE_SIZE}`,
    },
  );

  // The least held tokens are at the end of the list by holders (the last ones
  // may hold none: burnt); a few pages back from there, one with 1–3 holders.
  /** @type {TokenItem[]} */
  const tail = [];
  let small;
  for (let end = first.total; end > 0 && !small && tail.length < 10 * MAX_LIMIT; end -= MAX_LIMIT) {
    const offset = Math.max(0, end - MAX_LIMIT);
    const page = /** @type {{ tokens: TokenItem[] }} */ (await getJson(base, `${api}/tokens?order=holders&limit=${end - offset}&offset=${offset}`));
    tail.push(...page.tokens);
    small = page.tokens.find((token) => token.holders >= 1 && token.holders <= 3);
  }
  if (small) {
    routes.push(
      { name: "token-small", path: `/tokens/${small.fingerprint}` },
      { name: "api-token-small-holders", path: `${api}/tokens/${small.unit}/holders?limit=${TOKENS_PAGE_SIZE}&offset=0` },
    );
  }

  // The policy with the most assets among those of the least held and the most
  // recently minted tokens (a big NFT policy's assets have one holder each).
  const recent = /** @type {{ tokens: TokenItem[] }} */ (await getJson(base, `${api}/tokens?order=recent&limit=${MAX_LIMIT}`));
  const policyIds = [...new Set([busiest, ...tail, ...recent.tokens].map((token) => token.policyId))].slice(0, MAX_LIMIT);
  /** @type {{ policyId: string, assetCount: number } | undefined} */
  let biggest;
  for (const policyId of policyIds) {
    const policy = /** @type {{ policyId: string, assetCount: number }} */ (await getJson(base, `${api}/policies/${policyId}?limit=1`));
    if (!biggest || policy.assetCount > biggest.assetCount) biggest = policy;
  }
  if (!biggest) return routes;
  routes.push(
    { name: "policy-biggest", path: `/policies/${biggest.policyId}` },
    { name: "api-policy-biggest", path: `${api}/policies/${biggest.policyId}?limit=${TOKENS_PAGE_SIZE}&offset=0` },
  );

  // Its first and last assets' holders: the demo chains' collector (1,000 of its
  // assets) and vault (the rest). The address whose count is nearest 1,000.
  const ends = /** @type {TokenItem[]} */ ([
    ...(await getJson(base, `${api}/policies/${biggest.policyId}?limit=1&offset=0`)).tokens,
    ...(await getJson(base, `${api}/policies/${biggest.policyId}?limit=1&offset=${biggest.assetCount - 1}`)).tokens,
  ]);
  /** @type {{ address: string, count: number } | undefined} */
  let collector;
  for (const token of ends) {
    const holders = /** @type {{ holders: { address: string }[] }} */ (await getJson(base, `${api}/tokens/${token.unit}/holders?limit=3`));
    for (const { address } of holders.holders) {
      const held = /** @type {{ total: number }} */ (await getJson(base, `${api}/addresses/${encodeURIComponent(address)}/tokens?limit=1`));
      const distance = (/** @type {number} */ count) => Math.abs(Math.log(Math.max(1, count) / 1000));
      if (!collector || distance(held.total) < distance(collector.count)) collector = { address, count: held.total };
    }
  }
  if (collector) {
    const at = `/addresses/${encodeURIComponent(collector.address)}`;
    routes.push(
      { name: "address-many-tokens", path: at },
      { name: "api-address-many-tokens-tokens", path: `${api}${at}/tokens?limit=${TOKENS_PAGE_SIZE}&offset=0` },
    );
  }

  console.log(
    `  tokens: the most held ${busiest.holders} holders; small ${small?.holders ?? "none"}; ` +
      `policy ${biggest.assetCount} assets; address ${collector?.count ?? "none"} tokens`,
  );
  // A transaction with at least 50 assets in its outputs: one of the mints of the
  // big policy's first asset.
  const firstAsset = ends[0];
  if (firstAsset) {
    const history = /** @type {{ events: { txHash: string }[] }} */ (await getJson(base, `${api}/tokens/${firstAsset.unit}/history?limit=${TOKENS_PAGE_SIZE}`));
    for (const { txHash } of history.events) {
      const tx = /** @type {{ outputs: { assets: unknown[] }[] }} */ (await getJson(base, `${api}/transactions/${txHash}`));
      if (tx.outputs.reduce((sum, output) => sum + output.assets.length, 0) < 50) continue;
      routes.push(
        { name: "transaction-many-assets", path: `/transactions/${txHash}` },
        { name: "api-transaction-many-assets", path: `${api}/transactions/${txHash}` },
      );
      break;
    }
  }
  return routes;
}

/**
 * The stake pool routes (issue 14): the list in three orders (the default by
 * stake, by lifetime blocks, by name), and the pool that made the most blocks:
 * its page, its staking rewards page, page 1 and a deep page of its blocks (on
 * the page, ?blocksPage is 1-based; the JSON call's ?page is 0-based) and its
 * blocks CSV. The pool is found through the JSON list sorted by lifetime blocks.
 * @param {string} base
 * @param {string} api
 * @returns {Promise<BenchRoute[]>}
 */
async function poolRoutes(base, api) {
  /** @type {BenchRoute[]} */
  const routes = [
    { name: "stakepools", path: "/stakepools" },
    { name: "stakepools-by-blocks", path: "/stakepools?sortBy=blocksLifetime&sortDirection=desc" },
    { name: "stakepools-by-name", path: "/stakepools?sortBy=name&sortDirection=asc" },
  ];
  const response = await fetch(`${base}${api}/stakepools?limit=1&sortBy=blocksLifetime&sortDirection=desc`);
  if (!response.ok) {
    await response.arrayBuffer();
    return routes;
  }
  const [pool] = /** @type {{ poolId: string, blocksLifetime: number }[]} */ (await response.json());
  if (!pool) return routes;
  const at = `/stakepools/${encodeURIComponent(pool.poolId)}`;
  // A page 90 % of the way to the pool's oldest block.
  const deep = Math.max(2, Math.floor((pool.blocksLifetime / PAGE_SIZE) * 0.9));
  routes.push(
    { name: "stakepool-busiest", path: at },
    { name: "stakepool-busiest-blocks-deep", path: `${at}?blocksPage=${deep}` },
    { name: "stakepool-busiest-rewards", path: `${at}/rewards` },
    { name: "api-stakepool-busiest", path: `${api}${at}` },
    { name: "api-stakepool-busiest-history", path: `${api}${at}/history` },
    { name: "api-stakepool-busiest-rewards-history", path: `${api}${at}/rewards-history` },
    { name: "api-stakepool-busiest-rewards", path: `${api}${at}/rewards` },
    { name: "api-stakepool-busiest-blocks", path: `${api}${at}/blocks?page=0&limit=${PAGE_SIZE}` },
    { name: "api-stakepool-busiest-blocks-deep", path: `${api}${at}/blocks?page=${deep - 1}&limit=${PAGE_SIZE}` },
    // The whole file a request: it says what a download costs under load (its rows per
    // second and the memory it takes are measured on their own, scripts/bench.mjs).
    { name: "stakepool-busiest-blocks-csv", path: `${at}/blocks.csv` },
  );
  return routes;
}

/**
 * The epoch routes (issue 15): the list, page 7 of it (the oldest epochs of the
 * 3M chain's ~141), an old epoch's page (a tenth of the way into the chain,
 * so all its figures come from summaries, not the tip) and a page 90 % of the way
 * through its ~21,600 blocks, and the same through the JSON calls.
 * @param {string} base
 * @param {string} api
 * @returns {Promise<BenchRoute[]>}
 */
async function epochRoutes(base, api) {
  /** @type {BenchRoute[]} */
  const routes = [
    { name: "epochs", path: "/epochs" },
    { name: "epochs-deep", path: `/epochs?page=${EPOCHS_DEEP_PAGE}` },
    { name: "api-epochs", path: `${api}/epochs?limit=${PAGE_SIZE}&offset=0` },
    { name: "api-epochs-deep", path: `${api}/epochs?limit=${PAGE_SIZE}&offset=${(EPOCHS_DEEP_PAGE - 1) * PAGE_SIZE}` },
  ];
  const response = await fetch(`${base}${api}/epochs/current`);
  if (!response.ok) {
    await response.arrayBuffer();
    return routes;
  }
  const current = /** @type {{ epochNumber: number }} */ (await response.json());
  const old = Math.max(0, Math.floor(current.epochNumber / 10));
  const detail = await fetch(`${base}${api}/epochs/${old}`);
  if (!detail.ok) {
    await detail.arrayBuffer();
    return routes;
  }
  const epoch = /** @type {{ blockCount: number }} */ (await detail.json());
  const deep = Math.max(2, Math.floor((epoch.blockCount / PAGE_SIZE) * 0.9));
  routes.push(
    { name: "epoch-old", path: `/epochs/${old}` },
    { name: "epoch-old-blocks-deep", path: `/epochs/${old}?blocksPage=${deep}` },
    { name: "api-epoch-old", path: `${api}/epochs/${old}` },
    { name: "api-epoch-old-stats", path: `${api}/epochs/${old}/stats` },
    { name: "api-epoch-old-blocks", path: `${api}/epochs/${old}/blocks?limit=${PAGE_SIZE}&offset=0` },
    { name: "api-epoch-old-blocks-deep", path: `${api}/epochs/${old}/blocks?limit=${PAGE_SIZE}&offset=${(deep - 1) * PAGE_SIZE}` },
  );
  return routes;
}

/**
 * The analytics page (issue 15): closed, and with the relay dialog of the
 * country with the most relays open (?country=, its relays read on the request).
 * @param {string} base
 * @param {string} api
 * @returns {Promise<BenchRoute[]>}
 */
async function analyticsRoutes(base, api) {
  /** @type {BenchRoute[]} */
  const routes = [{ name: "analytics", path: "/analytics" }];
  const response = await fetch(`${base}${api}/analytics/geographic-distribution`);
  if (!response.ok) {
    await response.arrayBuffer();
    return routes;
  }
  const countries = /** @type {{ countryCode: string | null }[]} */ (await response.json());
  const top = countries.find((country) => country.countryCode);
  if (top?.countryCode) routes.push({ name: "analytics-dialog", path: `/analytics?country=${encodeURIComponent(top.countryCode)}` });
  return routes;
}
