// @ts-check
// The benchmark's route mix: every screen and JSON route that exists, with ids
// taken from the chain being measured. A screen that is not built yet (404) is
// left out and named, so the mix grows by itself as screens arrive.

/** @typedef {{ name: string, path: string }} BenchRoute */

const DEEP_PAGE = 5000;
const PAGE_SIZE = 20;

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
