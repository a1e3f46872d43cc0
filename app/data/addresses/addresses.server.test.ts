import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_INDEX_WATCHED, directFigures, directHistory } from "../../../tests/support/address-truth";
import { openChainUnderTest, type ChainUnderTest } from "../../../tests/support/chain-under-test";
import { recordingDb, wholeReads } from "../../../tests/support/whole-reads";
import { namedDatabase } from "../../../tests/support/named-database";
import { exportAddressTransactions, getAddress, listAddressTransactions, listPaymentAddresses } from "./addresses.server";
import type { Db } from "../../db/db.server";
import { getStakePoolFigures } from "../pools/list.server";

// The address reads (ADR 006) on the generated demo chain, after the catch-up the
// server runs at start: every figure and page equals the same thing computed
// directly from tx_out/tx_in (tests/support/address-truth.ts), for the busiest
// address (the exchange), a one-transaction address and stake addresses.
const NOW = Date.parse("2026-11-22T00:00:00Z");
let chain: ChainUnderTest;
let db: Db;
let samples: { busiest: string; single: string; middle: string; busiestStake: string; rewardedStake: string };

beforeAll(async () => {
  chain = await openChainUnderTest({ network: "mainnet", now: NOW, name: "addresses" });
  db = chain.db;
  const [row] = await db.query<typeof samples>(
    `SELECT (SELECT address FROM tx_out GROUP BY address ORDER BY count(*) DESC, address LIMIT 1) AS busiest,
            (SELECT m.address FROM (
               SELECT o.address, o.tx_id FROM tx_out o
               UNION SELECT o.address, i.tx_in_id FROM tx_out o JOIN tx_in i ON i.tx_out_id = o.tx_id AND i.tx_out_index = o.index) m
             GROUP BY m.address ORDER BY count(*), m.address LIMIT 1) AS single,
            (SELECT address FROM tx_out GROUP BY address HAVING count(*) BETWEEN 3 AND 30 ORDER BY address LIMIT 1) AS middle,
            (SELECT sa.view FROM tx_out o JOIN stake_address sa ON sa.id = o.stake_address_id GROUP BY sa.view ORDER BY count(*) DESC, sa.view LIMIT 1) AS "busiestStake",
            (SELECT sa.view FROM withdrawal w JOIN stake_address sa ON sa.id = w.addr_id ORDER BY w.amount DESC, sa.view LIMIT 1) AS "rewardedStake"`,
  );
  samples = row!;
}, 240_000);

afterAll(async () => {
  await chain?.close();
});

describe("getAddress", () => {
  it("payment addresses: balance = unspent outputs, totals, counts and blocks equal the direct computation", async () => {
    for (const address of [samples.busiest, samples.single, samples.middle]) {
      const direct = await directFigures(db, "payment", address);
      const got = await getAddress(db, address);
      expect(got, address).toMatchObject({
        address,
        addressType: "payment",
        balance: direct.unspent,
        totalReceived: direct.received,
        totalSent: direct.sent,
        txCount: direct.txCount,
        utxoCount: direct.utxoCount,
        firstSeenBlock: direct.firstSeenBlock,
        lastActivityBlock: direct.lastActivityBlock,
        paymentAddressCount: null,
        rewardsAvailable: null,
        delegatedPool: null,
      });
    }
    // (The test-scale demo chain has no address in a single transaction: `single` is the one in the fewest.)
    expect((await directFigures(db, "payment", samples.busiest)).txCount).toBeGreaterThan(50);
  });

  it("a payment address names the stake address of its outputs", async () => {
    const [row] = await db.query<{ address: string; view: string }>(
      `SELECT o.address, sa.view FROM tx_out o JOIN stake_address sa ON sa.id = o.stake_address_id ORDER BY o.id LIMIT 1`,
    );
    expect((await getAddress(db, row!.address)).stakeAddress).toBe(row!.view);
  });

  it("stake addresses: UTxO figures plus spendable rewards and withdrawals, the current pool", async () => {
    for (const view of [samples.busiestStake, samples.rewardedStake]) {
      const direct = await directFigures(db, "stake", view);
      const [extra] = await db.query<{ rewards: string; withdrawn: string; addresses: number; pool: string | null }>(
        `WITH sa AS (SELECT id FROM stake_address WHERE view = $1),
              tip AS (SELECT max(epoch_no) AS epoch FROM block)
         SELECT ((SELECT coalesce(sum(amount), 0) FROM reward WHERE addr_id = (SELECT id FROM sa) AND spendable_epoch <= (SELECT epoch FROM tip))
               + (SELECT coalesce(sum(amount), 0) FROM reward_rest WHERE addr_id = (SELECT id FROM sa) AND spendable_epoch <= (SELECT epoch FROM tip)))::text AS rewards,
                (SELECT coalesce(sum(amount), 0) FROM withdrawal WHERE addr_id = (SELECT id FROM sa))::text AS withdrawn,
                (SELECT count(DISTINCT address)::int FROM tx_out WHERE stake_address_id = (SELECT id FROM sa)) AS addresses,
                (SELECT CASE WHEN EXISTS (SELECT 1 FROM stake_deregistration r WHERE r.addr_id = d.addr_id AND (r.tx_id > d.tx_id OR (r.tx_id = d.tx_id AND r.cert_index > d.cert_index)))
                             THEN NULL ELSE ph.view END
                 FROM delegation d JOIN pool_hash ph ON ph.id = d.pool_hash_id
                 WHERE d.addr_id = (SELECT id FROM sa) ORDER BY d.tx_id DESC, d.cert_index DESC LIMIT 1) AS pool`,
        [view],
      );
      const received = BigInt(direct.received) + BigInt(extra!.rewards);
      const sent = BigInt(direct.sent) + BigInt(extra!.withdrawn);
      const got = await getAddress(db, view);
      expect(got, view).toMatchObject({
        addressType: "stake",
        totalReceived: received.toString(),
        totalSent: sent.toString(),
        balance: (BigInt(direct.unspent) + BigInt(extra!.rewards) - BigInt(extra!.withdrawn)).toString(),
        rewardsAvailable: (BigInt(extra!.rewards) - BigInt(extra!.withdrawn)).toString(),
        txCount: direct.txCount,
        firstSeenBlock: direct.firstSeenBlock,
        lastActivityBlock: direct.lastActivityBlock,
        paymentAddressCount: extra!.addresses,
        delegatedPool: extra!.pool,
        utxoCount: null,
        stakeAddress: null,
      });
    }
  });

  it("an address the genesis funded was first seen in the genesis block (no height), never in block #0", async () => {
    const [row] = await db.query<{ address: string; stake: string | null }>(
      `SELECT o.address, sa.view AS stake FROM tx_out o JOIN tx t ON t.id = o.tx_id JOIN block b ON b.id = t.block_id
       LEFT JOIN stake_address sa ON sa.id = o.stake_address_id
       WHERE b.block_no IS NULL ORDER BY o.stake_address_id NULLS LAST, o.id LIMIT 1`,
    );
    const address = await getAddress(db, row!.address);
    expect(address.txCount).toBeGreaterThan(0);
    expect(address.firstSeenBlock).toBeNull();
    expect(address).toMatchObject(await directFigures(db, "payment", row!.address).then(({ firstSeenBlock, lastActivityBlock }) => ({ firstSeenBlock, lastActivityBlock })));
    const history = await listAddressTransactions(db, row!.address, { limit: 100, offset: 0 });
    expect(history.transactions.at(-1)!.blockHeight).toBeNull();
    if (row!.stake) {
      const entries = await listPaymentAddresses(db, row!.stake, { limit: 100, offset: 0 });
      expect(entries.find((entry) => entry.address === row!.address)!.firstSeen).toBeNull();
    }
  });

  it("a stake address delegated to a retired or retiring pool tells the pool's status and epoch, as the pool's page does", async () => {
    // Accounts whose newest delegation (not deregistered since) is to a pool with a retirement announced after its newest registration.
    const accounts = await db.query<{ view: string; pool: string; retiring: number }>(
      `SELECT DISTINCT ON (pr.retiring_epoch > (SELECT max(epoch_no) FROM block)) sa.view, ph.view AS pool, pr.retiring_epoch AS retiring
       FROM stake_address sa
       JOIN LATERAL (SELECT d.pool_hash_id, d.tx_id, d.cert_index FROM delegation d WHERE d.addr_id = sa.id
                     ORDER BY d.tx_id DESC, d.cert_index DESC LIMIT 1) d ON true
       JOIN pool_hash ph ON ph.id = d.pool_hash_id
       JOIN pool_retire pr ON pr.hash_id = ph.id
         AND pr.announced_tx_id > (SELECT max(u.registered_tx_id) FROM pool_update u WHERE u.hash_id = ph.id)
       WHERE NOT EXISTS (SELECT 1 FROM stake_deregistration r WHERE r.addr_id = sa.id AND (r.tx_id, r.cert_index) > (d.tx_id, d.cert_index))
       ORDER BY pr.retiring_epoch > (SELECT max(epoch_no) FROM block), sa.view`,
    );
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) {
      const [address, pool] = await Promise.all([getAddress(db, account.view), getStakePoolFigures(db, account.pool)]);
      expect(address.delegatedPool).toBe(account.pool);
      expect(address.delegatedPoolRetiringEpoch).toBe(account.retiring);
      expect([address.delegatedPoolStatus, address.delegatedPoolRetiringEpoch]).toEqual([pool!.pool.status, pool!.pool.retiringEpoch]);
    }
    const statuses = await Promise.all(accounts.map(async (account) => (await getAddress(db, account.view)).delegatedPoolStatus));
    expect(statuses).toContain("Retired");
  });

  it("an address the chain has never seen has zero figures and no blocks", async () => {
    for (const address of ["addr1qnever0seen0before", "stake1unever0seen"]) {
      expect(await getAddress(db, address)).toMatchObject({
        balance: "0",
        totalReceived: "0",
        totalSent: "0",
        txCount: 0,
        firstSeenBlock: null,
        lastActivityBlock: null,
      });
    }
  });
});

describe("listAddressTransactions", () => {
  it("pages equal the same slice of the direct newest-first list, deep pages included", async () => {
    for (const [kind, address] of [
      ["payment", samples.busiest],
      ["stake", samples.busiestStake],
      ["payment", samples.single],
    ] as const) {
      const direct = await directHistory(db, kind, address);
      const limit = 20;
      const offsets = [0, limit, Math.floor(direct.length / 2), Math.max(0, direct.length - 7), direct.length + 5];
      for (const offset of offsets) {
        const page = await listAddressTransactions(db, address, { limit, offset });
        const expected = direct.slice(offset, offset + limit);
        expect(
          page.transactions.map(({ hash, blockHeight, netAmount, fee }) => ({ hash, blockHeight, netAmount, fee })),
          `${address} at ${offset}`,
        ).toEqual(expected);
        expect(page.pagination).toEqual({ limit, offset, total: direct.length, hasMore: offset + expected.length < direct.length });
        for (const row of page.transactions) {
          expect(row.type).toBe(BigInt(row.netAmount) >= 0n ? "received" : "sent");
          expect(row.txType).toBe(row.type);
          expect(row.amount).toBe(row.netAmount.replace("-", ""));
          expect(row.id).toBe(row.hash);
          expect(row.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
        }
      }
    }
  });
});

describe("exportAddressTransactions", () => {
  it("yields every transaction oldest first, in batches", async () => {
    for (const [kind, address] of [
      ["payment", samples.busiest],
      ["stake", samples.busiestStake],
    ] as const) {
      const rows = [];
      for await (const batch of exportAddressTransactions(db, address)) {
        expect(batch.length).toBeGreaterThan(0);
        expect(batch.length).toBeLessThanOrEqual(2_000);
        rows.push(...batch);
      }
      const direct = await directHistory(db, kind, address);
      expect(rows.map((r) => r.hash)).toEqual(direct.map((r) => r.hash).reverse());
      expect(rows.map((r) => r.netAmount)).toEqual(direct.map((r) => r.netAmount).reverse());
    }
  });
});

describe("listPaymentAddresses", () => {
  it("lists every payment address of the stake address, most recently active first, with its figures", async () => {
    const direct = await db.query<{ address: string }>(
      `SELECT DISTINCT o.address FROM tx_out o JOIN stake_address sa ON sa.id = o.stake_address_id WHERE sa.view = $1 ORDER BY o.address`,
      [samples.busiestStake],
    );
    const all = await listPaymentAddresses(db, samples.busiestStake, { limit: 10_000, offset: 0 });
    expect(all.map((e) => e.address).sort()).toEqual(direct.map((d) => d.address));
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.lastActivity!).toBeGreaterThanOrEqual(all[i]!.lastActivity!);
    for (const entry of all.slice(0, 3)) {
      const figures = await directFigures(db, "payment", entry.address);
      expect(entry).toEqual({
        address: entry.address,
        balance: figures.unspent,
        txCount: figures.txCount,
        firstSeen: figures.firstSeenBlock,
        lastActivity: figures.lastActivityBlock,
      });
    }
    const second = await listPaymentAddresses(db, samples.busiestStake, { limit: 2, offset: 2 });
    expect(second).toEqual(all.slice(2, 4));
  });
});

describe("address reads are index-backed", () => {
  it("read no whole table or index of block, tx, tx_in, tx_out or the index's tables (enable_seqscan off)", async () => {
    const { db: recording, seen } = recordingDb(db);
    for (const address of [samples.busiest, samples.busiestStake]) {
      await getAddress(recording, address);
      await listAddressTransactions(recording, address, { limit: 20, offset: 40 });
      for await (const batch of exportAddressTransactions(recording, address)) expect(batch.length).toBeGreaterThan(0);
    }
    await listPaymentAddresses(recording, samples.busiestStake, { limit: 20, offset: 0 });
    const control = { text: "SELECT count(*) FROM tx_out o WHERE o.value > $1", params: ["0"] };
    expect(await wholeReads(db, control, ADDRESS_INDEX_WATCHED)).toEqual(["tx_out"]);
    expect(seen.length).toBeGreaterThan(8);
    for (const statement of seen) expect(await wholeReads(db, statement, ADDRESS_INDEX_WATCHED), statement.text).toEqual([]);
  });

  it("with the index at the tip, no read has a live tail (no range whose bound makes PostgreSQL plan each call again)", async () => {
    const { db: recording, seen } = recordingDb(db);
    for (const address of [samples.middle, samples.busiestStake]) {
      await getAddress(recording, address);
      await listAddressTransactions(recording, address, { limit: 20, offset: 0 });
    }
    const figures = seen.filter(({ text }) => text.includes("tail_moves"));
    expect(figures.length).toBeGreaterThanOrEqual(4);
    for (const { text } of figures) expect(text).not.toMatch(/\btx_(in|out)\b/);
  });

  it("reads a page of history in one statement once the index state is known (the statement reads it too)", async () => {
    const { db: unnamed, seen } = recordingDb(db);
    // The guess is kept per database source (app/db/queryable.server.ts): the server's databases name theirs.
    const recording = namedDatabase(unnamed);
    await listAddressTransactions(recording, samples.middle, { limit: 20, offset: 0 });
    seen.length = 0;
    const page = await listAddressTransactions(recording, samples.middle, { limit: 20, offset: 0 });
    expect(page.transactions.length).toBeGreaterThan(0);
    expect(seen).toHaveLength(1);
  });
});
