import { expect, test } from "@playwright/test";
import { DEMO_HOUSE_POOL_HASH, DEMO_HOUSE_POOL_ID } from "../../app/lib/pools/house-pool";

// The pool blocks download (spec §9) as the server answers it: a streamed
// attachment under the spec's name, one row per block newest first, and a 404
// in a sentence for an id that is not a pool id (before any query) or names no
// pool (the first batch's answer). The rows themselves are checked against the chain by
// app/data/pools/blocks.server.test.ts, their format by app/lib/csv/pool-blocks-csv.test.ts.

const csv = (id: string) => `/stakepools/${id}/blocks.csv?network=mainnet`;

test("the house pool's blocks, newest first, named pool-{poolId}-blocks.csv, also when asked by its hex id", async ({ request }) => {
  for (const id of [DEMO_HOUSE_POOL_ID, DEMO_HOUSE_POOL_HASH]) {
    const response = await request.get(csv(id));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="pool-${DEMO_HOUSE_POOL_ID}-blocks.csv"`);
    const [header, ...rows] = (await response.text()).replace(/^\uFEFF/, "").split("\r\n").filter(Boolean);
    expect(header).toBe("Block Height,Epoch,Size (KB),Transactions,Total Output (AP3X),Protocol Version,Op Certificate,Timestamp");
    expect(rows.length).toBeGreaterThan(20);
    const heights = rows.map((row) => Number(row.split(",")[0]));
    expect(heights).toEqual([...heights].sort((a, b) => b - a));
    expect(new Set(heights).size).toBe(heights.length);
  }
});

test("a malformed pool id and an unknown pool answer 404 saying what is missing", async ({ request }) => {
  const malformed = await request.get(csv("pool1notapool"));
  expect(malformed.status()).toBe(404);
  expect(malformed.headers()["content-type"]).toContain("text/plain");
  expect(await malformed.text()).toBe("No stake pool pool1notapool on Mainnet.");
  const unknown = await request.get(csv("00".repeat(28)));
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["content-type"]).toContain("text/plain");
  expect(await unknown.text()).toMatch(/^No stake pool pool1[a-z0-9]+ on Mainnet\.$/);
});
