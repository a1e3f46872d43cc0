import { describe, expect, it } from "vitest";
import { getDb } from "../db/db.server";
import { loader as poolBlocksCsv } from "../routes/csv/pool-blocks";
import { apiFetch } from "../../tests/support/route-calls";
import { setUpConfiguredChains } from "../../tests/support/configured-chains";

// The caching policy of each kind of answer (app/lib/http/http-cache.ts) on the test
// chain, as a browser or a CDN sees it: its Cache-Control, a strong ETag, and a
// 304 without a body (and without a CSP) when it is asked again with that tag.
// Depths are read from db-sync's own tables, not from the API. Pages are the
// e2e suite's (tests/e2e/http-caching.server.spec.ts): only the server has them.

setUpConfiguredChains(["mainnet"]);

const API = "http://explorer.test/api/networks/mainnet";
const SETTLED = /^public, max-age=\d{8,}, immutable$/;
const NEAR_TIP = /^public, max-age=\d+, stale-while-revalidate=\d+$/;

async function chainTruth() {
  const [row] = await getDb("mainnet").query<{ tip: number; epoch: number; old_tx: string; pool: string; deep_empty: number }>(
    `SELECT (SELECT max(block_no) FROM block)::int AS tip, (SELECT max(epoch_no) FROM block)::int AS epoch,
            (SELECT min(block_no) FROM block WHERE tx_count = 0 AND block_no IS NOT NULL)::int AS deep_empty,
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
    const { tip, old_tx, deep_empty } = await chainTruth();
    expect(tip).toBeGreaterThan(2160);
    await expectRevalidates(json(`blocks/${deep_empty}`), SETTLED);
    // Its transactions carry their confirmations (spec §3), which grow with every block.
    await expectRevalidates(json("blocks/1"), NEAR_TIP);
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

describe("an answer kept for good", () => {
  it("reads the same at the next tip: no figure in it moves with the tip", { timeout: 120_000 }, async () => {
    const { tip, old_tx, epoch, deep_empty } = await chainTruth();
    const paths = ["blocks/1", `blocks/${deep_empty}`, `transactions/${old_tx}`, `epochs/${epoch - 2}`, `epochs/0/blocks?limit=5&offset=20`];
    const read = async () =>
      Promise.all(paths.map(async (path) => {
        const answer = await apiFetch(`${API}/${path}`);
        return { path, cacheControl: answer.headers.get("Cache-Control")!, text: await answer.text() };
      }));
    const before = await read();
    const kept = before.filter((answer) => SETTLED.test(answer.cacheControl));
    // A new block on top of the tip, as db-sync would add it.
    await getDb("mainnet").exec(`
      CREATE TEMP TABLE next_block AS SELECT * FROM block WHERE block_no = ${tip};
      UPDATE next_block SET previous_id = id, id = id + 1000000, hash = sha256(hash), block_no = block_no + 1,
                            slot_no = slot_no + 20, epoch_slot_no = epoch_slot_no + 20, time = time + interval '20 seconds', tx_count = 0;
      INSERT INTO block SELECT * FROM next_block;`);
    // Past the tip caches' few seconds, so the next tip is what the answers are read against.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const after = await read();
    expect(after.find((answer) => answer.path === "blocks/1")!.text, "the deep block's confirmations moved").not.toBe(before[0]!.text);
    for (const answer of kept) expect(after.find((again) => again.path === answer.path)!.text, answer.path).toBe(answer.text);
    // Everything else is kept for good: the test is not passed by keeping nothing.
    expect(kept.map((answer) => answer.path)).toEqual(paths.slice(1));
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
