// @ts-check
// The demo chain's tokens that tests and screens look for, by what they are rather
// than by a database id: the 5,000-asset policy, the address holding 1,000 tokens, a
// 100-asset output, a CIP-68 fungible token with decimals, the look-alike of USDC, a
// CIP-25 NFT, burnt tokens, the hostile names. Derived from the seed and network the
// way the generator derives them (no chain needed); demo/test/asset-invariants.mjs
// checks each against the loaded test chains.
import { CIP68_FUNGIBLE, CIP68_REFERENCE, assetCatalog } from "./asset-catalog.mjs";
import { ASSET_SCALES, assetKeepers } from "./asset-issuer.mjs";
import { assetFingerprint } from "./assets.mjs";
import { createPopulation, walletAddress } from "./population.mjs";
import { chainProfile } from "./profiles.mjs";
import { Random } from "./random.mjs";

/**
 * @typedef {object} NotableAsset
 * @property {string} policyId hex
 * @property {string} assetNameHex
 * @property {string} unit policy id followed by the name in hex (what /tokens/{id} takes too)
 * @property {string} fingerprint CIP-14
 */

/**
 * @param {string} policyId
 * @param {Buffer} name
 * @returns {NotableAsset}
 */
function notable(policyId, name) {
  const assetNameHex = name.toString("hex");
  return { policyId, assetNameHex, unit: policyId + assetNameHex, fingerprint: assetFingerprint(Buffer.from(policyId, "hex"), name) };
}

/**
 * @param {import("./addresses.mjs").Network} network
 * @param {{ seed?: string, scale?: import("./profiles.mjs").Scale }} [options] the demo's seed and the test scale by default
 */
export function notableAssets(network, { seed = "prime-explorer", scale = "test" } = {}) {
  const profile = chainProfile(network, scale);
  const chainKey = `${seed}/${network}`;
  const catalog = assetCatalog(chainKey, profile);
  const population = createPopulation(profile, new Random(chainKey).fork("population"), chainKey);
  const keepers = assetKeepers(population);
  const address = (/** @type {number} */ wallet) => walletAddress(network, /** @type {import("./population.mjs").Wallet} */ (population.wallets[wallet]), 0);
  const fungible = (/** @type {string} */ key) => {
    const token = /** @type {import("./asset-catalog.mjs").FungibleToken} */ (catalog.fungible.find((candidate) => candidate.key === key));
    const ticker = Buffer.from(token.ticker, "utf8");
    return {
      ...notable(token.policy.id, Buffer.concat([Buffer.from(CIP68_FUNGIBLE, "hex"), ticker])),
      reference: notable(token.policy.id, Buffer.concat([Buffer.from(CIP68_REFERENCE, "hex"), ticker])),
      ticker: token.ticker,
      name: token.name,
      decimals: token.decimals,
    };
  };
  const hostile = (/** @type {string} */ key) =>
    notable(catalog.hostile.policy.id, /** @type {{ name: Buffer }} */ (catalog.hostile.tokens.find((token) => token.key === key)).name);
  return {
    /** The policy with ≥ 5,000 assets (all held by the collector). */
    bigPolicy: { policyId: catalog.land.policy.id, assetCount: ASSET_SCALES[scale].land },
    /** One enterprise address holding every asset of the big policy: ≥ 1,000 distinct tokens. */
    collectorAddress: address(keepers.collector),
    /** Its first asset; the transaction that minted it has one output carrying 100 assets. */
    bigPolicyFirstAsset: notable(catalog.land.policy.id, Buffer.from(`${catalog.land.prefix}00001`)),
    /** CIP-68 fungible tokens with decimals (6 and 2), their reference NFTs at referenceHolderAddress. */
    cip68Fungible: fungible("pusd"),
    cip68FungibleTwoDecimals: fungible("gold"),
    referenceHolderAddress: address(keepers.reference),
    /** USDC and its look-alike: ticker "USDС" with a Cyrillic С. */
    usdc: fungible("usdc"),
    usdcLookalike: fungible("usdc-lookalike"),
    /** A CIP-25 (label 721) NFT, held by a user. */
    cip25Nft: notable(catalog.pixels.policy.id, Buffer.from(`${catalog.pixels.prefix}0001`)),
    /** Minted (3 NFTs) and every one burnt: supply 0. */
    burntNft: notable(catalog.passes.policy.id, Buffer.from(`${catalog.passes.prefix}1`)),
    /** A plain token without metadata: minted 1,000, burnt 400, minted 250 (supply 850). */
    partlyBurnt: notable(catalog.ticket.policy.id, catalog.ticket.name),
    /** Names and metadata that must render as inert text. */
    hostile: {
      policyId: catalog.hostile.policy.id,
      notUtf8: hostile("not-utf8"),
      rightToLeft: hostile("right-to-left"),
      zeroWidth: hostile("zero-width"),
      scriptTag: hostile("script-tag"),
      javascriptImage: hostile("javascript-image"),
      dataImage: hostile("data-image"),
      tenKilobyteDescription: hostile("ten-kb"),
    },
    /** The issuer: pays for every mint, holds the undistributed supply (an address with many tokens and transactions). */
    issuerAddress: address(keepers.issuer),
  };
}
