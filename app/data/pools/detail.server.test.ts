import { bech32 } from "bech32";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openChainUnderTest, type ChainUnderTest } from "../../../tests/support/chain-under-test";
import { CHAIN_TABLES, recordingDb, wholeReads } from "../../../tests/support/whole-reads";
import { DEMO_HOUSE_POOL_ID } from "../../lib/pools/house-pool";
import type { PoolDelegationActivity } from "../../lib/domain";
import type { Db } from "../../db/db.server";
import { listStakePoolDelegations } from "./delegations.server";
import { getStakePool } from "./detail.server";
import { listStakePools } from "./list.server";

// One pool's detail and its delegation activity on the generated mainnet demo
// chain, against the pool list and against direct SQL over db-sync's tables
// (never the functions under test). Runs on the embedded database and, in the
// vitest project "postgres", on PostgreSQL.
const NOW = Date.parse("2026-11-22T00:00:00Z");
let chain: ChainUnderTest;
let db: Db;

beforeAll(async () => {
  chain = await openChainUnderTest({ network: "mainnet", now: NOW, name: "stake_pool_detail" });
  db = chain.db;
}, 180_000);

afterAll(async () => {
  await chain?.close();
});

const UNKNOWN_POOL = bech32.encode("pool", bech32.toWords(new Uint8Array(28).fill(9)));

/** The sample pools: the house pool, a retired one, a hostile one (markup in its name), the largest. */
async function samplePools(): Promise<Record<"house" | "retired" | "hostile" | "largest", string>> {
  const [row] = await db.query<{ retired: string; hostile: string; largest: string }>(
    `SELECT (SELECT ph.view FROM pool_retire r JOIN pool_hash ph ON ph.id = r.hash_id
             WHERE r.retiring_epoch <= (SELECT max(epoch_no) FROM block) ORDER BY ph.view LIMIT 1) AS retired,
            (SELECT ph.view FROM off_chain_pool_data d JOIN pool_hash ph ON ph.id = d.pool_id
             WHERE d.json ->> 'name' LIKE '%<script%' ORDER BY ph.view LIMIT 1) AS hostile,
            (SELECT ph.view FROM epoch_stake es JOIN pool_hash ph ON ph.id = es.pool_id
             WHERE es.epoch_no = (SELECT max(epoch_no) FROM epoch_stake_progress WHERE completed)
             GROUP BY ph.view ORDER BY sum(es.amount) DESC LIMIT 1) AS largest`,
  );
  expect(row!.retired && row!.hostile && row!.largest).toBeTruthy();
  return { house: DEMO_HOUSE_POOL_ID, ...row! };
}

/** A pool's stake, delegators and blocks counted straight from db-sync's tables. */
async function directFigures(poolId: string) {
  const [row] = await db.query<{ stake: string; delegators: number; lifetime: number; epoch: number; retired: boolean }>(
    `WITH ph AS (SELECT id FROM pool_hash WHERE view = $1),
          snapshot AS (SELECT max(epoch_no) AS e FROM epoch_stake_progress WHERE completed),
          cur AS (SELECT max(epoch_no) AS e FROM block)
     SELECT coalesce((SELECT sum(amount) FROM epoch_stake WHERE pool_id = (SELECT id FROM ph) AND epoch_no = (SELECT e FROM snapshot)), 0)::text AS stake,
            (SELECT count(*) FROM epoch_stake WHERE pool_id = (SELECT id FROM ph) AND epoch_no = (SELECT e FROM snapshot))::int AS delegators,
            (SELECT count(*) FROM block b JOIN slot_leader sl ON sl.id = b.slot_leader_id WHERE sl.pool_hash_id = (SELECT id FROM ph))::int AS lifetime,
            (SELECT count(*) FROM block b JOIN slot_leader sl ON sl.id = b.slot_leader_id
             WHERE sl.pool_hash_id = (SELECT id FROM ph) AND b.epoch_no = (SELECT e FROM cur))::int AS epoch,
            EXISTS (SELECT 1 FROM pool_retire r WHERE r.hash_id = (SELECT id FROM ph) AND r.retiring_epoch <= (SELECT e FROM cur)
                    AND r.announced_tx_id > (SELECT max(u.registered_tx_id) FROM pool_update u WHERE u.hash_id = (SELECT id FROM ph))) AS retired`,
    [poolId],
  );
  return row!;
}

describe("getStakePool", () => {
  it("gives each sample pool the list's figures, and both equal the chain's counts", async () => {
    const samples = await samplePools();
    const list = await listStakePools(db, { limit: 100, offset: 0, sortBy: "totalStake", sortDirection: "desc" });
    for (const [kind, poolId] of Object.entries(samples)) {
      const detail = await getStakePool(db, poolId);
      const listed = list.find((p) => p.poolId === poolId);
      const direct = await directFigures(poolId);
      const expected = {
        poolId,
        totalStake: direct.stake,
        delegatorCount: direct.delegators,
        blocksLifetime: direct.lifetime,
        blocksEpoch: direct.epoch,
        retired: direct.retired,
      };
      expect(listed, kind).toMatchObject(expected);
      expect(detail, kind).toMatchObject(expected);
      // Every figure the list has, the detail has the same.
      const { name, ticker, metadataUrl, totalStake, activeStake, roa, saturation, margin, fixedCost, pledge, blocksEpoch, blocksLifetime, delegatorCount, active, retired } =
        listed!;
      const { status, retiringEpoch, saturationThreshold } = listed!;
      expect(detail, kind).toMatchObject({
        name, ticker, metadataUrl, totalStake, activeStake, roa, saturation, margin, fixedCost, pledge, blocksEpoch, blocksLifetime, delegatorCount, active, retired,
        status, retiringEpoch, saturationThreshold,
      });
    }
    expect((await getStakePool(db, samples.largest))!.blocksLifetime).toBeGreaterThan(0);
    // Every sample pool read three ways (the list, the detail, the chain's rows): 1.6 s alone,
    // past the default 5 s beside the other test files on a loaded 2-core machine.
  }, 20_000);

  it("status: Retired, Active, and Inactive before the first registration takes effect", async () => {
    const samples = await samplePools();
    const [pending] = await db.query<{ view: string }>(
      `SELECT ph.view FROM pool_hash ph JOIN pool_update u ON u.hash_id = ph.id
       GROUP BY ph.view HAVING min(u.active_epoch_no) > (SELECT max(epoch_no) FROM block)
       ORDER BY ph.view LIMIT 1`,
    );
    expect(pending).toBeDefined();
    expect((await getStakePool(db, samples.retired))!.status).toBe("Retired");
    expect((await getStakePool(db, samples.house))!.status).toBe("Active");
    const inactive = (await getStakePool(db, pending!.view))!;
    expect(inactive).toMatchObject({ status: "Inactive", active: false, retired: false });
  });

  it("carries the newest metadata's text fields as stored, social handles only when strings, no icons", async () => {
    const samples = await samplePools();
    for (const poolId of Object.values(samples)) {
      const [meta] = await db.query<{ json: string | null; url: string | null }>(
        `SELECT (SELECT d.json::text FROM off_chain_pool_data d WHERE d.pool_id = ph.id ORDER BY d.pmr_id DESC LIMIT 1) AS json,
                (SELECT r.url FROM pool_update u LEFT JOIN pool_metadata_ref r ON r.id = u.meta_id
                 WHERE u.hash_id = ph.id ORDER BY u.registered_tx_id DESC, u.cert_index DESC LIMIT 1) AS url
         FROM pool_hash ph WHERE ph.view = $1`,
        [poolId],
      );
      const json = (meta!.json ? JSON.parse(meta!.json) : {}) as Record<string, unknown>;
      const text = (key: string) => (typeof json[key] === "string" ? json[key] : null);
      const social = Object.fromEntries(
        ["twitter_handle", "github_handle", "youtube_handle", "facebook_handle", "discord_handle", "telegram_handle", "twitch_handle"]
          .filter((key) => typeof json[key] === "string")
          .map((key) => [key, json[key]]),
      );
      const pool = (await getStakePool(db, poolId))!;
      expect(pool, poolId).toMatchObject({
        name: text("name"),
        description: text("description"),
        homepage: text("homepage"),
        extendedMetadataUrl: text("extended"),
        metadataUrl: meta!.url,
        poolIconUrl: null,
        extendedIconUrl: null,
      });
      expect(pool.socialMedia).toEqual(social);
    }
    const hostile = (await getStakePool(db, samples.hostile))!;
    expect(hostile.name).toContain("<script");
    expect(Object.keys((await getStakePool(db, samples.house))!.socialMedia).length).toBeGreaterThan(0);
  });

  it("owners and relays of the newest certificate, relay places from explorer.relay_geo", async () => {
    const geo = new Map(
      (await db.query<{ relay: string; country: string; isp: string }>("SELECT relay, country, isp FROM explorer.relay_geo")).map((g) => [g.relay, g]),
    );
    const pools = await db.query<{ view: string; update: number }>(
      `SELECT ph.view, (SELECT u.id FROM pool_update u JOIN tx t ON t.id = u.registered_tx_id
                        WHERE u.hash_id = ph.id ORDER BY t.id DESC, u.cert_index DESC LIMIT 1) AS update
       FROM pool_hash ph ORDER BY ph.view`,
    );
    let located = 0;
    let unknown = 0;
    for (const { view, update } of pools) {
      const owners = await db.query<{ view: string }>(
        "SELECT sa.view FROM pool_owner o JOIN stake_address sa ON sa.id = o.addr_id WHERE o.pool_update_id = $1 ORDER BY o.id",
        [update],
      );
      const relays = await db.query<{ ipv4: string | null; ipv6: string | null; dns_name: string | null; dns_srv_name: string | null; port: number | null }>(
        "SELECT ipv4, ipv6, dns_name, dns_srv_name, port FROM pool_relay WHERE update_id = $1 ORDER BY id",
        [update],
      );
      const pool = (await getStakePool(db, view))!;
      expect(pool.owners, view).toEqual(owners.map((o) => o.view));
      expect(pool.relayNodes, view).toEqual(
        relays.map((r) => {
          const place = geo.get(r.ipv4 ?? r.ipv6 ?? r.dns_name ?? r.dns_srv_name ?? "");
          if (place) located += 1;
          else unknown += 1;
          return { dns: r.dns_name ?? r.dns_srv_name, ipv4: r.ipv4, ipv6: r.ipv6, port: r.port, location: place?.country ?? null, isp: place?.isp ?? null };
        }),
      );
    }
    expect(located).toBeGreaterThan(0);
    expect(unknown).toBeGreaterThan(0);
  });

  it("parameter history: a registration in the genesis block has no height, never block 0's", async () => {
    const [genesis] = await db.query<{ view: string; hash: string }>(
      `SELECT ph.view, encode(t.hash, 'hex') AS hash FROM pool_update u JOIN pool_hash ph ON ph.id = u.hash_id
       JOIN tx t ON t.id = u.registered_tx_id JOIN block b ON b.id = t.block_id
       WHERE b.block_no IS NULL ORDER BY u.id LIMIT 1`,
    );
    const history = (await getStakePool(db, genesis!.view))!.parameterHistory!;
    expect(history.find((update) => update.txHash === genesis!.hash)!.blockHeight).toBeNull();
  });

  it("parameter history: every certificate, newest first, named by tx hash and certificate index", async () => {
    const [pool] = await db.query<{ view: string }>(
      "SELECT ph.view FROM pool_update u JOIN pool_hash ph ON ph.id = u.hash_id GROUP BY ph.view ORDER BY count(*) DESC, ph.view LIMIT 1",
    );
    const updates = await db.query<{ hash: string; cert: number; time: string; height: number | null; pledge: string; margin: number; cost: string }>(
      `SELECT encode(t.hash, 'hex') AS hash, u.cert_index AS cert, b.time, b.block_no AS height,
              u.pledge::text AS pledge, u.margin, u.fixed_cost::text AS cost
       FROM pool_update u JOIN tx t ON t.id = u.registered_tx_id JOIN block b ON b.id = t.block_id
       WHERE u.hash_id = (SELECT id FROM pool_hash WHERE view = $1)
       ORDER BY b.block_no DESC NULLS LAST, t.block_index DESC, u.cert_index DESC`,
      [pool!.view],
    );
    expect(updates.length).toBeGreaterThan(1);
    const history = (await getStakePool(db, pool!.view))!.parameterHistory!;
    expect(history).toEqual(
      updates.map((u) => ({
        updateId: `${u.hash}:${u.cert}`,
        updateTime: u.time,
        blockHeight: u.height,
        pledge: u.pledge,
        margin: u.margin,
        fixedCost: u.cost,
        txHash: u.hash,
      })),
    );
    const latest = (await getStakePool(db, pool!.view))!;
    expect({ pledge: latest.pledge, margin: latest.margin, fixedCost: latest.fixedCost }).toEqual({
      pledge: history[0]!.pledge,
      margin: history[0]!.margin,
      fixedCost: history[0]!.fixedCost,
    });
  });

  it("answers null for a pool id no pool has", async () => {
    expect(await getStakePool(db, UNKNOWN_POOL)).toBeNull();
  });
});

type Certificate = { addr: number; view: string; tx: number; cert: number; pool: string | null; active: number | null; dereg: boolean };

/**
 * spec §3 delegation activity of one pool, newest first, from every account's certificates in chain order:
 * the epoch the delegation takes effect in, the account's stake in that epoch's snapshot for this pool,
 * the type by the delegation in force before it (spec §4).
 */
async function expectedActivity(poolId: string): Promise<PoolDelegationActivity[]> {
  const certificates = await db.query<Certificate>(
    `SELECT d.addr_id AS addr, sa.view, d.tx_id AS tx, d.cert_index AS cert, ph.view AS pool, d.active_epoch_no::int AS active, false AS dereg
     FROM delegation d JOIN stake_address sa ON sa.id = d.addr_id JOIN pool_hash ph ON ph.id = d.pool_hash_id
     UNION ALL
     SELECT s.addr_id, sa.view, s.tx_id, s.cert_index, NULL, NULL, true
     FROM stake_deregistration s JOIN stake_address sa ON sa.id = s.addr_id`,
  );
  certificates.sort((a, b) => a.tx - b.tx || a.cert - b.cert);
  const [tip] = await db.query<{ epoch: number }>("SELECT max(epoch_no)::int AS epoch FROM block");
  const stakes = new Map(
    (
      await db.query<{ addr: number; epoch: number; amount: string }>(
        "SELECT es.addr_id AS addr, es.epoch_no::int AS epoch, es.amount::text AS amount FROM epoch_stake es JOIN pool_hash ph ON ph.id = es.pool_id WHERE ph.view = $1",
        [poolId],
      )
    ).map((s) => [`${s.addr}:${s.epoch}`, s.amount]),
  );
  const [label] = await db.query<{ ticker: string | null }>(
    `SELECT (SELECT d.ticker_name FROM off_chain_pool_data d WHERE d.pool_id = ph.id ORDER BY d.pmr_id DESC LIMIT 1) AS ticker
     FROM pool_hash ph WHERE ph.view = $1`,
    [poolId],
  );
  const tickers = new Map(
    (
      await db.query<{ view: string; ticker: string | null }>(
        `SELECT ph.view, (SELECT d.ticker_name FROM off_chain_pool_data d WHERE d.pool_id = ph.id ORDER BY d.pmr_id DESC LIMIT 1) AS ticker FROM pool_hash ph`,
      )
    ).map((row) => [row.view, row.ticker]),
  );
  const current = new Map<number, string | null>();
  const activity: PoolDelegationActivity[] = [];
  for (const c of certificates) {
    const before = current.get(c.addr) ?? null;
    current.set(c.addr, c.dereg ? null : c.pool);
    if (c.dereg || c.pool !== poolId) continue;
    const epoch = c.active ?? 0;
    activity.push({
      stakeAddress: c.view,
      epochNumber: epoch,
      upcoming: epoch > tip!.epoch,
      amount: stakes.get(`${c.addr}:${epoch}`) ?? null,
      delegationType: before === null ? "delegation" : before === poolId ? "redelegate" : "switched_to",
      fromPoolId: before !== null && before !== poolId ? before : null,
      fromPoolTicker: before !== null && before !== poolId ? (tickers.get(before) ?? null) : null,
      toPoolId: poolId,
      toPoolTicker: label!.ticker,
      poolId,
    });
  }
  return activity.reverse();
}

describe("listStakePoolDelegations", () => {
  it("pages the busiest pool's certificates newest first, without overlap, typed by the account's previous pool", async () => {
    const [busiest] = await db.query<{ view: string; count: number }>(
      "SELECT ph.view, count(*)::int AS count FROM delegation d JOIN pool_hash ph ON ph.id = d.pool_hash_id GROUP BY ph.view ORDER BY count DESC, ph.view LIMIT 1",
    );
    expect(busiest!.count).toBeGreaterThan(20);
    const expected = await expectedActivity(busiest!.view);
    expect(expected).toHaveLength(busiest!.count);
    expect(expected.some((a) => a.amount !== null) && expected.some((a) => a.epochNumber > 2)).toBe(true);
    const first = (await listStakePoolDelegations(db, busiest!.view, { page: 0, limit: 20 }))!;
    const second = (await listStakePoolDelegations(db, busiest!.view, { page: 1, limit: 20 }))!;
    expect(first).toEqual(expected.slice(0, 20));
    expect(second).toEqual(expected.slice(20, 40));
    const beyond = Math.ceil(busiest!.count / 7);
    expect(await listStakePoolDelegations(db, busiest!.view, { page: beyond, limit: 7 })).toEqual([]);
    // The pool page's pager counts what the pages hold.
    expect((await getStakePool(db, busiest!.view))!.delegationActivityCount).toBe(expected.length);
  });

  it("a pool that accounts moved to: 'switched_to' rows name the pool they left", async () => {
    const pools = await db.query<{ view: string }>("SELECT view FROM pool_hash ORDER BY view");
    let moved = 0;
    for (const { view } of pools) {
      const expected = await expectedActivity(view);
      const all = (await listStakePoolDelegations(db, view, { page: 0, limit: 100 }))!;
      expect(all, view).toEqual(expected.slice(0, 100));
      moved += all.filter((a) => a.delegationType === "switched_to" && a.fromPoolId !== null && a.fromPoolTicker !== null).length;
    }
    expect(moved).toBeGreaterThan(0);
  });

  it("a delegation after the account deregistered is a fresh 'delegation', not a move", async () => {
    // The demo chain has no such account: deregister one that moved, between its two certificates.
    const [move] = await db.query<{ pool: string; stake: string; addr: number; tx: number; cert: number }>(
      `SELECT ph.view AS pool, (SELECT view FROM stake_address WHERE id = d.addr_id) AS stake, d.addr_id AS addr, prev.tx_id AS tx, prev.cert_index AS cert
       FROM delegation d JOIN pool_hash ph ON ph.id = d.pool_hash_id
       JOIN LATERAL (SELECT p.tx_id, p.cert_index, p.pool_hash_id FROM delegation p
                     WHERE p.addr_id = d.addr_id AND p.tx_id < d.tx_id ORDER BY p.tx_id DESC LIMIT 1) prev ON true
       WHERE prev.pool_hash_id <> d.pool_hash_id
       ORDER BY d.tx_id DESC LIMIT 1`,
    );
    expect(move).toBeDefined();
    const [inserted] = await db.query<{ id: number }>(
      "INSERT INTO stake_deregistration (addr_id, cert_index, epoch_no, tx_id) VALUES ($1, $2, 0, $3) RETURNING id",
      [move!.addr, move!.cert + 1000, move!.tx],
    );
    try {
      const expected = await expectedActivity(move!.pool);
      const all = (await listStakePoolDelegations(db, move!.pool, { page: 0, limit: 100 }))!;
      expect(all).toEqual(expected.slice(0, 100));
      expect(all.some((a) => a.delegationType === "delegation" && a.fromPoolId === null && a.stakeAddress === move!.stake)).toBe(true);
    } finally {
      await db.query("DELETE FROM stake_deregistration WHERE id = $1", [inserted!.id]);
    }
  });

  it("answers null for a pool id no pool has", async () => {
    expect(await listStakePoolDelegations(db, UNKNOWN_POOL, { page: 0, limit: 20 })).toBeNull();
  });
});

describe("pool detail reads are index-backed", () => {
  const WATCHED = new Set<string>([...CHAIN_TABLES, "epoch_stake", "reward", "delegation", "stake_deregistration", "stake_address", "pool_update", "pool_owner", "pool_relay"]);

  it("no statement of getStakePool or listStakePoolDelegations reads a watched table whole (enable_seqscan off)", async () => {
    const samples = await samplePools();
    const { db: recording, seen } = recordingDb(db);
    for (const poolId of Object.values(samples)) {
      await getStakePool(recording, poolId);
      await listStakePoolDelegations(recording, poolId, { page: 1, limit: 5 });
    }
    // A control the check must catch: nothing indexes delegation.slot_no.
    expect(await wholeReads(db, { text: "SELECT count(*) FROM delegation WHERE slot_no > $1", params: [0] }, WATCHED)).toEqual(["delegation"]);
    expect(seen.length).toBeGreaterThan(0);
    for (const statement of seen) expect(await wholeReads(db, statement, WATCHED), statement.text).toEqual([]);
    // Under its LIMIT a backward walk of idx_delegation_tx_id would pass the check
    // above, yet read every later certificate of every pool: the page takes the pool's own range.
    const page = seen.find(({ text }) => /WHERE d\.pool_hash_id = \$1\s+ORDER BY/.test(text))!;
    const [plan] = await db.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (FORMAT JSON) ${page.text}`, page.params);
    expect(JSON.stringify(plan)).toMatch(/"Index Name":\s*"explorer_delegation_pool_hash_id_tx_id"/);
  });
});
