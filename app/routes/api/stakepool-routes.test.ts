import { describe, it } from "vitest";
import { DEMO_HOUSE_POOL_ID } from "../../lib/pools/house-pool";
import { callRoute as call, expectJsonError, apiRoute } from "../../../tests/support/route-calls";

const poolLoader = apiRoute("stakepool");
const blocksLoader = apiRoute("stakepool-blocks");
const delegationsLoader = apiRoute("stakepool-delegations");
const historyLoader = apiRoute("stakepool-history");
const rewardsLoader = apiRoute("stakepool-rewards");
const rewardsHistoryLoader = apiRoute("stakepool-rewards-history");

// Bad input on the six pool routes is answered before any query runs (these
// tests have no database: a query would fail them with a 503).
const ALL = [poolLoader, historyLoader, rewardsHistoryLoader, delegationsLoader, blocksLoader, rewardsLoader];
const PAGED = [delegationsLoader, blocksLoader];

describe("the pool routes' input", () => {
  it("an unknown network is 404 JSON", async () => {
    for (const network of ["evil", "Mainnet", "", "preprod"]) {
      for (const loader of ALL) await expectJsonError(await call(loader, { network, poolId: DEMO_HOUSE_POOL_ID }), 404);
    }
  });

  it("a pool id that names nothing is 404 JSON", async () => {
    const ids = [
      "../../etc/passwd",
      "<script>alert(1)</script>",
      "' OR 1=1 --",
      "\u0000",
      "\u202e" + DEMO_HOUSE_POOL_ID,
      DEMO_HOUSE_POOL_ID.slice(0, -1) + "q", // checksum broken
      "a".repeat(55),
      "g".repeat(56),
      "x".repeat(10_000),
      "",
    ];
    for (const poolId of ids) {
      for (const loader of ALL) await expectJsonError(await call(loader, { network: "mainnet", poolId }), 404);
    }
  });

  it("bad ?page&limit is 400 JSON", async () => {
    for (const query of ["?page=-1", "?page=x", "?limit=0", "?limit=101", "?limit=2.5"]) {
      for (const loader of PAGED) await expectJsonError(await call(loader, { network: "mainnet", poolId: DEMO_HOUSE_POOL_ID }, query), 400);
    }
  });
});
