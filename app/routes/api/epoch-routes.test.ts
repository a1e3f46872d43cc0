import { describe, it } from "vitest";
import { callRoute as call, expectJsonError, apiRoute } from "../../../tests/support/route-calls";

const epochLoader = apiRoute("epoch");
const blocksLoader = apiRoute("epoch-blocks");
const statsLoader = apiRoute("epoch-stats");
const epochsLoader = apiRoute("epochs");

// Bad input on the epoch routes is answered before any query runs (these tests
// have no database: a query would fail them with a 503).
const ONE_EPOCH = [epochLoader, statsLoader, blocksLoader];

describe("the epoch routes' input", () => {
  it("an unknown network is 404 JSON", async () => {
    for (const loader of [...ONE_EPOCH, epochsLoader]) await expectJsonError(await call(loader, { network: "preprod", epochNumber: "1" }), 404);
  });

  it("an epoch number that names nothing is 404 JSON", async () => {
    for (const epochNumber of ["-1", "abc", "1.5", "2147483648", "99999999999999999999", "<script>", ""]) {
      for (const loader of ONE_EPOCH) await expectJsonError(await call(loader, { network: "mainnet", epochNumber }), 404);
    }
  });

  it("bad ?limit&offset is 400 JSON", async () => {
    for (const query of ["?offset=-1", "?offset=x", "?limit=0", "?limit=101", "?limit=2.5"]) {
      await expectJsonError(await call(epochsLoader, { network: "mainnet" }, query), 400);
      await expectJsonError(await call(blocksLoader, { network: "testnet", epochNumber: "3" }, query), 400);
    }
  });
});
