import { describe, expect, it } from "vitest";
import { loaded, setUpConfiguredChains } from "../../tests/support/configured-chains";
import { apiRoute } from "../../tests/support/route-calls";
import { POOL_DELEGATIONS_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE, type PoolDelegationActivity, type StakePool } from "../lib/domain";
import { lastPage } from "../lib/pages/paging";
import { NETWORKS } from "../lib/navigation/network";
import { loader as poolPage } from "./stakepool";
import { loader as transactionsPage } from "./transactions";

// Issue 41: /transactions and the pool's Recent Delegation Activity have the
// pager total and Last link the other lists have; each total is the rows the
// list's pages hold (the last page holds the remainder, the one after it none).

setUpConfiguredChains();

const poolsApi = apiRoute("stakepools");

type TransactionsData = { total: number | null; transactions: unknown[] };
type PoolData = { pool: StakePool; delegations: PoolDelegationActivity[] };

// Several pages a test: generous on a loaded machine.
describe.each(NETWORKS)("list totals on %s", { timeout: 120_000 }, (network) => {
  it("/transactions: its total is what its pages hold", async () => {
    const first = await loaded<TransactionsData>(transactionsPage, "/transactions", {}, { network });
    expect(first.total).not.toBeNull();
    const total = first.total!;
    const last = lastPage(total, TRANSACTIONS_PAGE_SIZE);
    const lastRows = await loaded<TransactionsData>(transactionsPage, `/transactions?page=${last}`, {}, { network });
    expect(lastRows.transactions.length).toBe(total - (last - 1) * TRANSACTIONS_PAGE_SIZE);
    const beyond = await loaded<TransactionsData>(transactionsPage, `/transactions?page=${last + 1}`, {}, { network });
    expect(beyond.transactions).toHaveLength(0);
  });

  it("a pool's Recent Delegation Activity: its total is what its pages hold", async () => {
    const [pool] = await loaded<StakePool[]>(poolsApi, `/api/networks/${network}/stakepools?limit=1&sortBy=delegatorCount&sortDirection=desc`, { network });
    const page = (n: number) => loaded<PoolData>(poolPage, `/stakepools/${pool!.poolId}?delegationsPage=${n}`, { poolId: pool!.poolId }, { network });
    const total = (await page(1)).pool.delegationActivityCount!;
    expect(total).toBeGreaterThan(POOL_DELEGATIONS_PAGE_SIZE);
    const last = lastPage(total, POOL_DELEGATIONS_PAGE_SIZE);
    expect((await page(last)).delegations.length).toBe(total - (last - 1) * POOL_DELEGATIONS_PAGE_SIZE);
    expect((await page(last + 1)).delegations).toHaveLength(0);
  });
});
