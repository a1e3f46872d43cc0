import { describe, expect, it } from "vitest";
import { getDb } from "../db/db.server";
import { loader as poolBlocksCsv } from "../routes/csv/pool-blocks";
import { apiFetch } from "../../tests/support/route-calls";
import { setUpConfiguredChains } from "../../tests/support/configured-chains";

// The caching policy of each kind of answer (app/lib/http-cache.ts) on the test
// chain, as a browser or a CDN sees it: its Cache-Control, a strong ETag, and a
// 304 without a body (and without a CSP) when it is asked again with that tag.
// Depths are read from db-sync's own tables, not from the API. Pages are the
// e2e suite's (tests/e2e/http-caching.server.spec.ts): only the server has them.

setUpConfiguredChains(["mainnet"]);

const API = "http://explorer.test/api/networks/mainnet";
const SETTLED = /^public, max-age=\d{8,}, immutable$/;
const NEAR_TIP = /^public, max-age=\d+, stale-while-revalidate=\d+$/;

async function chainTruth() {
  const [row] = await getDb("mainnet").query<{ tip: number; epoch: number; old_tx: string; pool: string }>(
    `SELECT (SELECT max(block_no) FROM block)::int AS tip, (SELECT max(epoch_no) FROM block)::int AS epoch,
            (SELECT encode(tx.hash, 'hex') FROM tx JOIN block b ON b.id = tx.block_id WHERE b.block_no = 1 LIMIT 1) AS old_tx,
            (SELECT ph.view FROM slot_leader sl JOIN pool_hash ph ON ph.id = sl.pool_hash_id JOIN block b ON b.slot_leader_id = sl.id
              GROUP BY ph.view ORDER BY count(*) DESC LIMIT 1) AS pool`,
  );
  return row!;
}

/** The answer's policy and tag, and that asking again with the tag is a bare 304 with the same policy. */
async function expectRevalidates(fetchIt: (headers: HeadersInit) => Promise<Response>, cacheControl: RegExp): Promise<void> {
  const first = await fetchIt({});
  expect(first.status).toBe(200);
  await first.arrayBuffer();
  expect(first.headers.get("Cache-Control")).toMatch(cacheControl);
  const etag = first.headers.get("ETag");
  expect(etag, "a strong validator").toMatch(/^"[\w-]+"$/);
  const again = await fetchIt({ "If-None-Match": etag! });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");
  expect(again.headers.get("ETag")).toBe(etag);
  expect(again.headers.get("Cache-Control")).toBe(first.headers.get("Cache-Control"));
  expect(again.headers.get("Content-Security-Policy")).toBeNull();
  const other = await fetchIt({ "If-None-Match": '"another"' });
  expect(other.status, "another tag is answered in full").toBe(200);
}

const json = (path: string) => (headers: HeadersInit) => apiFetch(`${API}/${path}`, { headers });

describe("JSON answers by depth", () => {
  it("a block k blocks below the tip, and its transaction, are kept for good; the tip block for seconds", async () => {
    const { tip, old_tx } = await chainTruth();
    expect(tip).toBeGreaterThan(2160);
    await expectRevalidates(json("blocks/1"), SETTLED);
    await expectRevalidates(json(`transactions/${old_tx}`), SETTLED);
    await expectRevalidates(json(`blocks/${tip}`), NEAR_TIP);
    await expectRevalidates(json(`blocks/${tip - 2159}`), NEAR_TIP);
  });

  it("the first page of a list that grows at the tip is kept for seconds; a later page of a closed epoch's blocks for good", async () => {
    await expectRevalidates(json("blocks?limit=5"), NEAR_TIP);
    await expectRevalidates(json("epochs/0/blocks?limit=5&offset=20"), SETTLED);
  });

  it("the current epoch and the one before it are kept for seconds; one two epochs back for good", async () => {
    const { epoch } = await chainTruth();
    await expectRevalidates(json(`epochs/${epoch}`), NEAR_TIP);
    await expectRevalidates(json(`epochs/${epoch - 1}/stats`), NEAR_TIP);
    await expectRevalidates(json(`epochs/${epoch - 2}`), SETTLED);
    await expectRevalidates(json(`epochs/${epoch - 2}/stats`), SETTLED);
  });

  it("the same call answers the same tag, and the tag follows the answer's bytes", async () => {
    const [a, b, c] = await Promise.all([json("blocks/1")({}), json("blocks/1")({}), json("blocks/2")({})]);
    expect(a.headers.get("ETag")).toBe(b.headers.get("ETag"));
    expect(c.headers.get("ETag")).not.toBe(a.headers.get("ETag"));
  });
});

describe("CSV downloads", () => {
  it("a pool's blocks file is kept for seconds (it grows at the tip), named by a strong tag, and revalidated", async () => {
    const { pool } = await chainTruth();
    await expectRevalidates(
      (headers) =>
        Promise.resolve(
          poolBlocksCsv({
            params: { poolId: pool },
            request: new Request(`http://explorer.test/stakepools/${pool}/blocks.csv`, { headers }),
          } as unknown as Parameters<typeof poolBlocksCsv>[0]),
        ),
      NEAR_TIP,
    );
  });
});
