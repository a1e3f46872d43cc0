import { describe, expect, it } from "vitest";
import {
  directHolders,
  directHoldings,
  directTokenTransactions,
  SEED,
  SEED_FAILED_SCRIPT_TX,
  SEED_POLICY,
  seedAndReindex,
  seedFingerprint,
} from "../../../tests/support/asset-truth";
import { chainForSuite } from "../../../tests/support/chain-under-test";
import { CHAIN_TABLES, recordingDb, wholeReads } from "../../../tests/support/whole-reads";
import type { Db } from "../../db/db.server";
import { readAssetLabels } from "./asset-labels.server";
import { notableAssets } from "../../../demo/generator/notable-assets.mjs";
import type { AssetId } from "../../lib/params/asset-id";
import { getPolicy, getToken, listAddressTokens, listTokenHistory, listTokenHolders, listTokens, listTokenTransactions, searchTokens } from "./tokens.server";

// Every token read on the test chain (its own assets and the seed of
// tests/support/asset-truth.ts), against figures taken directly from ma_tx_mint
// and the unspent outputs' ma_tx_out; and the reads walk indexes only.
const NOW = Date.parse("2026-11-22T00:00:00Z");
const WATCHED = new Set<string>([...CHAIN_TABLES, "ma_tx_out", "ma_tx_mint", "asset", "asset_holding", "asset_stake_holding", "asset_mint", "asset_tx"]);
let db: Db;
const prime = { kind: "unit" as const, policyId: SEED.prime.policy, nameHex: SEED.prime.name };
const primeUnit = `${SEED.prime.policy}${SEED.prime.name}`;
const page = (limit: number, offset = 0) => ({ limit, offset });

chainForSuite({ network: "mainnet", now: NOW, name: "tokens" }, async (opened) => {
  db = opened;
  await seedAndReindex(db);
}, 240_000);

describe("token reads", () => {
  it("a token by fingerprint or unit: supply from its mints, holders from its unspent outputs", async () => {
    const holders = await directHolders(db, primeUnit);
    const token = await getToken(db, prime);
    expect(token).toMatchObject({ unit: primeUnit, displayName: "Prime Token", ticker: "PRIME", decimals: 6, supply: "1000500", holders: holders.length, mintTransactions: 2, burnTransactions: 0 });
    expect(await getToken(db, { kind: "fingerprint", fingerprint: seedFingerprint(SEED.prime.policy, SEED.prime.name) })).toEqual(token);
    expect(await getToken(db, { kind: "unit", policyId: SEED_POLICY, nameHex: "ff" })).toBeNull();
  });

  it("its holders, largest first, with their share, paged; its history newest first", async () => {
    const direct = await directHolders(db, primeUnit);
    const first = await listTokenHolders(db, prime, page(2));
    const second = await listTokenHolders(db, prime, page(2, 2));
    expect([...first!.holders, ...second!.holders].map((h) => [h.address, h.quantity])).toEqual(direct.slice(0, 4).map((h) => [h.address, h.quantity]));
    expect(first!.total).toBe(direct.length);
    const share = (Number(first!.holders[0]!.quantity) * 100) / 1_000_500;
    expect(Number(first!.holders[0]!.sharePercent)).toBeCloseTo(share, 5);

    const history = await listTokenHistory(db, { kind: "unit", policyId: SEED.burnt.policy, nameHex: SEED.burnt.name }, page(10));
    expect(history).toMatchObject({ total: 2, events: [{ quantity: "-40" }, { quantity: "100" }] });
    expect(history!.events[0]!.txHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("its transactions newest first, each with its outputs' quantity minus its inputs', paged: the chain's own rows", async () => {
    const notable = notableAssets("mainnet");
    const [busiest] = await db.query<{ unit: string }>(
      `SELECT encode(policy, 'hex') || encode(name, 'hex') AS unit FROM explorer.asset ORDER BY transactions DESC, id LIMIT 1`,
    );
    const tokens: Array<[string, string]> = [
      ["the seed's PRIME (minted twice, carried, spent)", primeUnit],
      ["the seed's partly burnt token", `${SEED.burnt.policy}${SEED.burnt.name}`],
      ["the chain's partly burnt token", notable.partlyBurnt.unit],
      ["the chain's most moved token", busiest!.unit],
    ];
    for (const [what, unit] of tokens) {
      const id: AssetId = { kind: "unit", policyId: unit.slice(0, 56), nameHex: unit.slice(56) };
      const direct = await directTokenTransactions(db, unit);
      expect(direct.length, what).toBeGreaterThan(2);
      // Pages of 7 read back to back: each transaction once, in the chain's order, newest first.
      const listed = [];
      for (let offset = 0; offset < direct.length + 7; offset += 7) {
        const page7 = await listTokenTransactions(db, id, page(7, offset));
        expect(page7!.total, what).toBe(direct.length);
        listed.push(...page7!.transactions);
      }
      const figures = (row: { txHash: string; blockHeight: number | null; outputQuantity: string; quantity: string }) => [row.txHash, row.blockHeight, row.outputQuantity, row.quantity];
      expect(listed.map(figures), what).toEqual(direct.map(figures));
      expect(listed.every((row) => !Number.isNaN(Date.parse(row.timestamp))), what).toBe(true);
    }
    // The chain's own ledger conserves every token: the changes of all its transactions add up to its supply.
    const ticket = { kind: "unit" as const, policyId: notable.partlyBurnt.policyId, nameHex: notable.partlyBurnt.assetNameHex };
    const all = await listTokenTransactions(db, ticket, page(1000));
    expect(all!.transactions.reduce((sum, row) => sum + BigInt(row.quantity), 0n).toString()).toBe((await getToken(db, ticket))!.supply);
    expect(await listTokenTransactions(db, { kind: "unit", policyId: SEED_POLICY, nameHex: "ff" }, page(5))).toBeNull();
  });

  it("a failed script transaction is listed as it moved the token: its collateral taken, its collateral return given", async () => {
    const unit = `${SEED.collateral.policy}${SEED.collateral.name}`;
    const [failed] = await db.query<{ hash: string }>(SEED_FAILED_SCRIPT_TX);
    const listed = await listTokenTransactions(db, { kind: "unit", policyId: SEED.collateral.policy, nameHex: SEED.collateral.name }, page(20));
    const direct = await directTokenTransactions(db, unit);
    expect(listed!.transactions.map((row) => [row.txHash, row.quantity])).toEqual(direct.map((row) => [row.txHash, row.quantity]));
    // The 3 COLL its collateral held came back in its return: a change of 0; the oldest row is their mint.
    expect(listed!.transactions.find((row) => row.txHash === failed!.hash)?.quantity).toBe("0");
    expect(listed!.transactions.at(-1)!.quantity).toBe("3");
  });

  it("a policy: its tokens by name, their holders together (a one-token policy's too; none past the bound)", async () => {
    const direct = async (policyId: string) =>
      (
        await db.query<{ assets: number; holders: number }>(
          `SELECT (SELECT count(*)::int FROM multi_asset WHERE policy = decode($1, 'hex')) AS assets,
                  (SELECT count(DISTINCT o.address)::int FROM multi_asset ma JOIN ma_tx_out mo ON mo.ident = ma.id JOIN tx_out o ON o.id = mo.tx_out_id
                   WHERE ma.policy = decode($1, 'hex') AND NOT EXISTS (SELECT 1 FROM tx_in i WHERE i.tx_out_id = o.tx_id AND i.tx_out_index = o.index)) AS holders`,
          [policyId],
        )
      )[0]!;
    const seed = await direct(SEED_POLICY);
    const policy = await getPolicy(db, SEED_POLICY, page(3));
    expect(policy).toMatchObject({ policyId: SEED_POLICY, assetCount: seed.assets, total: seed.assets, holders: seed.holders });
    const names = policy!.tokens.map((token) => token.assetName);
    expect(names).toEqual([...names].sort());
    expect(await getPolicy(db, "ee".repeat(28), page(3))).toBeNull();

    const [single] = await db.query<{ policyId: string }>(
      `SELECT encode(policy, 'hex') AS "policyId" FROM multi_asset GROUP BY policy HAVING count(*) = 1 ORDER BY policy LIMIT 1`,
    );
    const one = await direct(single!.policyId);
    expect(one.holders).toBeGreaterThan(0);
    expect(await getPolicy(db, single!.policyId, page(3))).toMatchObject({ assetCount: 1, holders: one.holders });
    // The 5,000-asset policy's tokens are held in more than 2,000 places: no count of them all per request.
    const { bigPolicy } = notableAssets("mainnet");
    expect(await getPolicy(db, bigPolicy.policyId, page(3))).toMatchObject({ assetCount: bigPolicy.assetCount, holders: null });
  });

  it("the list: most held first, most recently minted first, by name or ticker prefix in any case", async () => {
    const byHolders = await listTokens(db, { page: page(100), order: "holders", q: null });
    const counts = byHolders.tokens.map((token) => token.holders);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(byHolders.total).toBeGreaterThanOrEqual(Object.keys(SEED).length);
    const recent = await listTokens(db, { page: page(100), order: "recent", q: null });
    const times = recent.tokens.map((token) => token.lastMintTime ?? "");
    expect(times).toEqual([...times].sort().reverse());
    // The seed's "Prime Token" and its Cyrillic look-alike's, any case.
    const prefixed = await listTokens(db, { page: page(20), order: "holders", q: "pRIME tOK" });
    expect(prefixed.tokens.map((token) => token.unit).sort()).toEqual([primeUnit, `${SEED.cyrillic.policy}${SEED.cyrillic.name}`].sort());
    expect(prefixed.total).toBe(2);
    expect((await listTokens(db, { page: page(20), order: "holders", q: "pusd" })).tokens.map((token) => token.unit)).toContain(`${SEED.cip68.policy}${SEED.cip68.name}`);
  });

  it("search: fingerprint, policy, policy.name, unit, ticker prefix", async () => {
    const fingerprint = seedFingerprint(SEED.nft.policy, SEED.nft.name);
    expect((await searchTokens(db, fingerprint, 5)).map((t) => t.fingerprint)).toEqual([fingerprint]);
    expect((await searchTokens(db, `${SEED_POLICY}.${SEED.nft.name}`, 5)).map((t) => t.fingerprint)).toEqual([fingerprint]);
    expect((await searchTokens(db, primeUnit.toUpperCase(), 5)).map((t) => t.unit)).toEqual([primeUnit]);
    expect((await searchTokens(db, SEED_POLICY, 50)).length).toBe(5);
    expect((await searchTokens(db, "pus", 5)).map((t) => t.ticker)).toContain("pUSD");
  });

  it("an address's tokens and a stake address's: its unspent outputs' assets, by quantity or by name", async () => {
    const [holder] = await db.query<{ address: string; stake: string }>(
      `SELECT h.address, h.stake_view AS stake FROM explorer.asset_holding h WHERE h.stake_view IS NOT NULL
       GROUP BY h.address, h.stake_view ORDER BY count(*) DESC, h.address LIMIT 1`,
    );
    for (const [kind, owner] of [["payment", holder!.address], ["stake", holder!.stake]] as const) {
      const direct = await directHoldings(db, kind, owner);
      const byQuantity = await listAddressTokens(db, owner, { page: page(100), sort: "quantity", direction: "desc" });
      expect(new Map(byQuantity.tokens.map((token) => [token.unit, token.quantity]))).toEqual(direct);
      expect(byQuantity.total).toBe(direct.size);
      const quantities = byQuantity.tokens.map((token) => BigInt(token.quantity));
      expect(quantities).toEqual([...quantities].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      const byName = await listAddressTokens(db, owner, { page: page(100), sort: "name", direction: "asc" });
      const names = byName.tokens.map((token) => (token.displayName ?? token.assetName).toLowerCase());
      expect(names).toEqual([...names].sort());
    }
  });

  it("labels by multi_asset id: the resolved name, ticker and decimals", async () => {
    const ids = await db.query<{ id: string }>(`SELECT id::text AS id FROM multi_asset WHERE policy = decode($1, 'hex') AND name = decode($2, 'hex')`, [SEED.cip68.policy, SEED.cip68.name]);
    const labels = await readAssetLabels(db, [ids[0]!.id]);
    expect(labels.get(ids[0]!.id)).toMatchObject({ displayName: "Prime USD", ticker: "pUSD", decimals: 6 });
  });

  it("the holders, the transactions and an address's tokens read indexes only (enable_seqscan off)", async () => {
    const { db: recording, seen } = recordingDb(db);
    const [holder] = await db.query<{ address: string; stake: string }>(`SELECT address, stake_view AS stake FROM explorer.asset_holding WHERE stake_view IS NOT NULL LIMIT 1`);
    await listTokenHolders(recording, prime, page(20, 20));
    await listAddressTokens(recording, holder!.address, { page: page(20), sort: "quantity", direction: "desc" });
    await listAddressTokens(recording, holder!.stake, { page: page(20), sort: "name", direction: "asc" });
    await getToken(recording, { kind: "fingerprint", fingerprint: seedFingerprint(SEED.prime.policy, SEED.prime.name) });
    await listTokenHistory(recording, prime, page(20));
    await listTokenTransactions(recording, prime, page(20, 1));
    await searchTokens(recording, "pri", 10);
    for (const statement of seen) expect(await wholeReads(db, statement, WATCHED), statement.text).toEqual([]);
  });
});
