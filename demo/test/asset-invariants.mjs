// @ts-check
// The native-asset rules of the demo chain, as checks over the whole loaded chain (same
// shape as chain-invariants.mjs): the ledger of every token (supply = Σ mints − Σ burns
// = Σ of its unspent outputs; what an address holds = its unspent outputs' assets; no
// transaction creates or loses a token outside its mint field), the identities (CIP-14
// fingerprints, policy ids as native-script hashes, datum hashes), and the cases the
// screens need (the big policy, the 1,000-token address, a 50-asset output, CIP-25 and
// CIP-68 metadata, burns, hostile names). Hashes are recomputed in JS from the rows.
import { bech32 } from "bech32";
import { blake2b } from "../generator/blake2b.mjs";
import { nativeScriptHash } from "../generator/native-scripts.mjs";
import { notableAssets } from "../generator/notable-assets.mjs";
import { facts, violations } from "./chain-invariants.mjs";

/** @typedef {import("./chain-invariants.mjs").Check} Check */

const UNSPENT = `NOT EXISTS (SELECT 1 FROM tx_in i WHERE i.tx_out_id = o.tx_id AND i.tx_out_index = o.index)`;

/** @type {Check[]} */
export const ASSET_CHECKS = [
  violations("every asset's supply: Σ mints − Σ burns = Σ of its unspent outputs, never negative", () => `
    WITH minted AS (SELECT ident, sum(quantity) AS q FROM ma_tx_mint GROUP BY 1),
         held AS (SELECT m.ident, sum(m.quantity) AS q FROM ma_tx_out m JOIN tx_out o ON o.id = m.tx_out_id
                  WHERE ${UNSPENT} GROUP BY 1)
    SELECT a.id, minted.q::text AS minted, held.q::text AS held FROM multi_asset a
    LEFT JOIN minted ON minted.ident = a.id LEFT JOIN held ON held.ident = a.id
    WHERE minted.q IS NULL OR minted.q < 0 OR minted.q <> coalesce(held.q, 0)`),
  violations("every transaction: its inputs' assets + its mint = its outputs' assets, per asset", () => `
    WITH flows AS (
      SELECT i.tx_in_id AS tx_id, m.ident, m.quantity AS q FROM tx_in i
        JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index JOIN ma_tx_out m ON m.tx_out_id = o.id
      UNION ALL SELECT tx_id, ident, quantity FROM ma_tx_mint
      UNION ALL SELECT o.tx_id, m.ident, -m.quantity FROM tx_out o JOIN ma_tx_out m ON m.tx_out_id = o.id)
    SELECT tx_id, ident, sum(q)::text AS imbalance FROM flows GROUP BY 1, 2 HAVING sum(q) <> 0`),
  violations("an address's holdings (received − sent) = its unspent outputs' assets (consumed_by_tx_id IS NULL)", () => `
    WITH received AS (SELECT o.address, m.ident, sum(m.quantity) AS q FROM tx_out o JOIN ma_tx_out m ON m.tx_out_id = o.id GROUP BY 1, 2),
         sent AS (SELECT o.address, m.ident, sum(m.quantity) AS q FROM tx_in i
                  JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index JOIN ma_tx_out m ON m.tx_out_id = o.id GROUP BY 1, 2),
         holding AS (SELECT o.address, m.ident, sum(m.quantity) AS q FROM tx_out o JOIN ma_tx_out m ON m.tx_out_id = o.id
                     WHERE o.consumed_by_tx_id IS NULL GROUP BY 1, 2)
    SELECT r.address, r.ident, r.q::text AS received, s.q::text AS sent, h.q::text AS held FROM received r
    LEFT JOIN sent s ON s.address = r.address AND s.ident = r.ident
    LEFT JOIN holding h ON h.address = r.address AND h.ident = r.ident
    WHERE r.q - coalesce(s.q, 0) <> coalesce(h.q, 0) OR coalesce(s.q, 0) > r.q`),
  violations("quantities: positive in outputs, non-zero in mints, an asset once per output and per mint", () => `
    SELECT 'out' AS kind, tx_out_id AS id FROM ma_tx_out GROUP BY tx_out_id, ident HAVING count(*) > 1 OR min(quantity) <= 0
    UNION ALL SELECT 'mint', tx_id FROM ma_tx_mint GROUP BY tx_id, ident HAVING count(*) > 1 OR bool_or(quantity = 0)`),
  violations("every minted policy's native script is in script (timelock, JSON) by its first mint", () => `
    SELECT DISTINCT encode(a.policy, 'hex') AS policy FROM ma_tx_mint mm JOIN multi_asset a ON a.id = mm.ident
    WHERE NOT EXISTS (SELECT 1 FROM script s WHERE s.hash = a.policy AND s.type = 'timelock' AND s.json IS NOT NULL AND s.tx_id <= mm.tx_id)`),
  violations("an output with assets holds at least 1 AP3X", () => `
    SELECT o.id FROM tx_out o WHERE o.value < 1000000 AND EXISTS (SELECT 1 FROM ma_tx_out m WHERE m.tx_out_id = o.id)`),
  {
    name: "fingerprints are CIP-14 (blake2b-160 of policy ‖ name), names ≤ 32 bytes, (policy, name) unique",
    run: async (query) => {
      const rows = await query(`SELECT encode(policy, 'hex') AS policy, encode(name, 'hex') AS name, fingerprint FROM multi_asset`);
      const problems = [];
      const seen = new Set();
      for (const row of rows) {
        const policy = Buffer.from(String(row.policy), "hex");
        const name = Buffer.from(String(row.name), "hex");
        const expected = bech32.encode("asset", bech32.toWords(blake2b(Buffer.concat([policy, name]), 20)));
        if (row.fingerprint !== expected || policy.length !== 28 || name.length > 32) problems.push(`${row.policy}.${row.name}: ${row.fingerprint}`);
        const key = `${row.policy}.${row.name}`;
        if (seen.has(key)) problems.push(`duplicate ${key}`);
        seen.add(key);
      }
      return problems.slice(0, 5);
    },
  },
  {
    name: "script hashes are the native scripts' hashes; datum hashes are blake2b-256 of their bytes",
    run: async (query) => {
      const problems = [];
      for (const row of await query(`SELECT encode(hash, 'hex') AS hash, json FROM script WHERE type = 'timelock'`)) {
        const script = typeof row.json === "string" ? JSON.parse(row.json) : row.json;
        if (nativeScriptHash(script).toString("hex") !== row.hash) problems.push(`script ${row.hash}`);
      }
      for (const row of await query(`SELECT encode(hash, 'hex') AS hash, encode(bytes, 'hex') AS bytes FROM datum`)) {
        if (blake2b(Buffer.from(String(row.bytes), "hex"), 32).toString("hex") !== row.hash) problems.push(`datum ${row.hash}`);
      }
      return problems.slice(0, 5);
    },
  },
  violations("every CIP-68 fungible token (333) has its reference NFT (100) unspent with an inline datum carrying decimals", () => `
    SELECT encode(ft.policy, 'hex') AS policy, encode(ft.name, 'hex') AS name FROM multi_asset ft
    WHERE substring(ft.name FROM 1 FOR 4) = '\\x0014df10'::bytea AND NOT EXISTS (
      SELECT 1 FROM multi_asset ref JOIN ma_tx_out m ON m.ident = ref.id JOIN tx_out o ON o.id = m.tx_out_id
      JOIN datum d ON d.id = o.inline_datum_id
      WHERE ref.policy = ft.policy AND ref.name = '\\x000643b0'::bytea || substring(ft.name FROM 5) AND ${UNSPENT}
        AND d.value -> 'fields' -> 0 -> 'map' @> '[{"k": {"bytes": "646563696d616c73"}}]'::jsonb)`),
  facts("the token cases are on chain", () => `
    WITH per_policy AS (SELECT policy, count(*) AS n FROM multi_asset GROUP BY 1),
         holdings AS (SELECT o.address, count(DISTINCT m.ident) AS n FROM tx_out o JOIN ma_tx_out m ON m.tx_out_id = o.id
                      WHERE o.consumed_by_tx_id IS NULL GROUP BY 1),
         supply AS (SELECT ident, sum(quantity) AS q, count(*) FILTER (WHERE quantity > 0) AS mints,
                           count(*) FILTER (WHERE quantity < 0) AS burns FROM ma_tx_mint GROUP BY 1),
         nft AS (SELECT m.json, a.policy, a.name FROM tx_metadata m JOIN ma_tx_mint mm ON mm.tx_id = m.tx_id
                 JOIN multi_asset a ON a.id = mm.ident WHERE m.key = 721)
    SELECT (SELECT max(n) FROM per_policy) >= 5000 AS "a policy with 5,000 assets",
           (SELECT max(n) FROM holdings) >= 1000 AS "an address holding 1,000 distinct assets",
           (SELECT max(n) FROM (SELECT count(*) AS n FROM ma_tx_out GROUP BY tx_out_id) x) >= 50 AS "an output with 50 assets",
           (SELECT count(*) FROM supply WHERE burns > 0 AND q = 0) >= 1 AS "a token burnt to supply 0",
           (SELECT count(*) FROM supply WHERE burns > 0 AND q > 0) >= 1 AS "a token partly burnt",
           (SELECT count(*) FROM supply WHERE mints >= 2) >= 1 AS "a token minted more than once",
           (SELECT bool_or(json -> encode(policy, 'hex') -> convert_from(name, 'UTF8') ->> 'image' LIKE 'ipfs://%') FROM nft
              WHERE name <> '\\xfffe0080c328a0a1f0288cbc'::bytea AND substring(name FROM 1 FOR 4) <> '\\x3c696d67'::bytea) AS "CIP-25 metadata names the minted NFTs",
           (SELECT bool_or(json::text LIKE '%"image": "javascript:%' OR json::text LIKE '%"image":"javascript:%') FROM tx_metadata WHERE key = 721) AS "a javascript: image",
           (SELECT bool_or(json::text LIKE '%"image": "data:%' OR json::text LIKE '%"image":"data:%') FROM tx_metadata WHERE key = 721) AS "a data: image",
           (SELECT bool_or(length(j.value ->> 'description') >= 10240) FROM tx_metadata m,
              jsonb_each(m.json) p, jsonb_each(CASE WHEN jsonb_typeof(p.value) = 'object' THEN p.value ELSE '{}'::jsonb END) j
              WHERE m.key = 721 AND jsonb_typeof(j.value) = 'object') AS "a 10 KB description",
           (SELECT count(*) FROM multi_asset WHERE position('\\x3c7363726970743e'::bytea IN name) > 0) >= 1 AS "<script> in a name",
           (SELECT count(*) FROM multi_asset WHERE position('\\xe280ae'::bytea IN name) > 0) >= 1 AS "a right-to-left override in a name",
           (SELECT count(*) FROM multi_asset WHERE position('\\xe2808b'::bytea IN name) > 0) >= 1 AS "a zero-width space in a name",
           (SELECT count(*) FROM multi_asset WHERE name = '\\x0014df10' || convert_to('USD' || chr(1057), 'UTF8')) = 1
             AND (SELECT count(*) FROM multi_asset WHERE name = '\\x0014df10' || convert_to('USDC', 'UTF8')) = 1 AS "a look-alike of USDC"`),
  {
    name: "an asset name that is not UTF-8",
    run: async (query) => {
      const decoder = new TextDecoder("utf-8", { fatal: true });
      const rows = await query(`SELECT encode(name, 'hex') AS name FROM multi_asset`);
      const invalid = rows.filter((row) => {
        try {
          decoder.decode(Buffer.from(String(row.name), "hex"));
          return false;
        } catch {
          return true;
        }
      });
      return invalid.length > 0 ? [] : ["every asset name decodes as UTF-8"];
    },
  },
];

/** @param {{ policyId: string, assetNameHex: string }} asset */
const identOf = (asset) => `(SELECT id FROM multi_asset WHERE policy = '\\x${asset.policyId}'::bytea AND name = '\\x${asset.assetNameHex}'::bytea)`;
/** @param {{ policyId: string, assetNameHex: string }} asset */
const supplyOf = (asset) => `(SELECT sum(quantity) FROM ma_tx_mint WHERE ident = ${identOf(asset)})`;

/**
 * What notable-assets.mjs says about the chain of this network and scale holds.
 * @param {import("./chain-invariants.mjs").CheckContext} ctx
 * @returns {Check}
 */
export function notableAssetsCheck(ctx) {
  const n = notableAssets(ctx.profile.network, { scale: ctx.profile.scale });
  const ft = n.cip68Fungible;
  const hostileIdents = Object.values(n.hostile).flatMap((asset) => (typeof asset === "string" ? [] : [identOf(asset)]));
  return facts("the notable tokens are on chain as notable-assets.mjs describes them", () => `
    SELECT (SELECT count(*) FROM multi_asset WHERE policy = '\\x${n.bigPolicy.policyId}'::bytea) = ${n.bigPolicy.assetCount} AS "the big policy",
           (SELECT count(DISTINCT m.ident) FROM tx_out o JOIN ma_tx_out m ON m.tx_out_id = o.id
              WHERE o.address = '${n.collectorAddress}' AND o.consumed_by_tx_id IS NULL) >= 1000 AS "the collector's 1,000 tokens",
           (SELECT max(k) FROM (SELECT count(*) AS k FROM ma_tx_out m JOIN tx_out o ON o.id = m.tx_out_id
              WHERE o.tx_id IN (SELECT tx_id FROM ma_tx_mint WHERE ident = ${identOf(n.bigPolicyFirstAsset)}) GROUP BY m.tx_out_id) x) >= 50 AS "a 50-asset output",
           (SELECT bool_or(d.value -> 'fields' -> 0 -> 'map' @> '[{"k": {"bytes": "646563696d616c73"}, "v": {"int": ${ft.decimals}}}]'::jsonb)
              FROM tx_out o JOIN ma_tx_out m ON m.tx_out_id = o.id JOIN datum d ON d.id = o.inline_datum_id
              WHERE m.ident = ${identOf(ft.reference)} AND o.address = '${n.referenceHolderAddress}' AND o.consumed_by_tx_id IS NULL) AS "the CIP-68 token's decimals",
           (SELECT fingerprint FROM multi_asset WHERE id = ${identOf(ft)}) = '${ft.fingerprint}' AS "the CIP-68 token's fingerprint",
           ${identOf(n.usdc)} IS NOT NULL AND ${identOf(n.usdcLookalike)} IS NOT NULL AS "USDC and its look-alike",
           EXISTS (SELECT 1 FROM tx_metadata WHERE key = 721 AND json -> '${n.cip25Nft.policyId}' ? convert_from('\\x${n.cip25Nft.assetNameHex}'::bytea, 'UTF8')) AS "the CIP-25 NFT's metadata",
           ${supplyOf(n.burntNft)} = 0 AS "the burnt NFT",
           ${supplyOf(n.partlyBurnt)} = 850 AS "the partly burnt token",
           ${hostileIdents.map((ident) => `${ident} IS NOT NULL`).join(" AND ")} AS "the hostile names"`);
}

/**
 * Row floors per scale: the benchmark chain carries a million multi-asset outputs.
 * @param {import("./chain-invariants.mjs").CheckContext} ctx
 * @returns {Check}
 */
export function assetSizeCheck(ctx) {
  const floors = ctx.profile.scale === "mainnet" ? { outputs: 1_000_000, holders: 20_000 } : ctx.profile.scale === "full" ? { outputs: 20_000, holders: 500 } : { outputs: 1_000, holders: 100 };
  return facts("asset volume", () => `
    SELECT (SELECT count(DISTINCT tx_out_id) FROM ma_tx_out) >= ${floors.outputs} AS "multi-asset outputs",
           (SELECT count(DISTINCT o.address) FROM tx_out o JOIN ma_tx_out m ON m.tx_out_id = o.id WHERE o.consumed_by_tx_id IS NULL) >= ${floors.holders} AS "holders"`);
}
