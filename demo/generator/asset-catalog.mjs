// @ts-check
// The tokens of the demo chain: their minting policies (native scripts from keys
// derived from the chain's seed, so the same seed gives the same policy ids), names and
// metadata. What tests look for by name (the 5,000-asset policy, the CIP-68 token with
// decimals, the hostile names, the burnt token) is in notableAssets (notable-assets.mjs).
import { EPOCH_SLOTS } from "./profiles.mjs";
import { hash28 } from "./hashes.mjs";
import { HOSTILE_URLS, IMG_ONERROR, RIGHT_TO_LEFT_OVERRIDE, SCRIPT_TAG, cyrillicLookalike } from "./hostile.mjs";
import { nativeScriptHash } from "./native-scripts.mjs";

/** @typedef {import("./native-scripts.mjs").NativeScript} NativeScript */
/** @typedef {{ script: NativeScript, id: string }} Policy */

/** CIP-67 label prefixes of CIP-68 tokens. */
export const CIP68_REFERENCE = "000643b0";
export const CIP68_FUNGIBLE = "0014df10";

/**
 * @typedef {object} FungibleToken a CIP-68 fungible token (label 333) and its reference NFT (label 100)
 * @property {string} key
 * @property {Policy} policy
 * @property {string} ticker
 * @property {string} name
 * @property {number} decimals
 * @property {string} description
 * @property {number} supply first mint, in base units
 */

/**
 * @param {string} chainKey
 * @param {string} label
 */
function keyHash(chainKey, label) {
  return hash28(`${chainKey}/assets/key/${label}`).toString("hex");
}

/** @param {NativeScript} script @returns {Policy} */
function policy(script) {
  return { script, id: nativeScriptHash(script).toString("hex") };
}

/**
 * Every policy and token, for a chain's seed and network.
 * @param {string} chainKey `${seed}/${network}`
 * @param {import("./profiles.mjs").ChainProfile} profile
 */
export function assetCatalog(chainKey, profile) {
  const sig = (/** @type {string} */ label) => /** @type {NativeScript} */ ({ type: "sig", keyHash: keyHash(chainKey, label) });
  // Closed collections: no mint after the epoch after the generated chain's last.
  const lock = { type: /** @type {const} */ ("before"), slot: (profile.completeEpochs + 2) * EPOCH_SLOTS };
  const coin = 10 ** 6;
  /** @type {FungibleToken[]} */
  const fungible = [
    {
      key: "pusd",
      policy: policy(sig("pusd")),
      ticker: "PUSD",
      name: "Prime Dollar",
      decimals: 6,
      description: "A dollar-pegged stable token on Prime.",
      supply: 250_000_000 * coin,
    },
    {
      key: "usdc",
      policy: policy({ type: "atLeast", required: 2, scripts: [sig("usdc-1"), sig("usdc-2"), sig("usdc-3")] }),
      ticker: "USDC",
      name: "USD Coin (bridged)",
      decimals: 6,
      description: "USDC bridged to Prime.",
      supply: 80_000_000 * coin,
    },
    {
      key: "usdc-lookalike",
      policy: policy(sig("usdc-lookalike")),
      ticker: cyrillicLookalike("USDC"),
      name: cyrillicLookalike("USD Coin (bridged)"),
      decimals: 6,
      description: `Totally the real USDC. ${SCRIPT_TAG}`,
      supply: 80_000_000 * coin,
    },
    {
      key: "gold",
      policy: policy({ type: "all", scripts: [sig("gold"), { type: "after", slot: 1_000 }] }),
      ticker: "GOLD",
      name: "Guild Gold",
      decimals: 2,
      description: "In-game gold of the Prime guilds.",
      supply: 5_000_000 * 100,
    },
  ];
  return {
    fungible,
    /** CIP-25 NFT collection, minted over time to users. */
    pixels: { policy: policy({ type: "all", scripts: [sig("pixels"), lock] }), prefix: "PrimePixel", title: "Prime Pixel" },
    /** The policy with thousands of assets, all minted to one address (the collector). */
    land: { policy: policy({ type: "all", scripts: [sig("land"), lock] }), prefix: "PrimeLand" },
    /** A plain fungible token minted, partly burnt and minted again (no metadata: decimals unknown). */
    ticket: { policy: policy(sig("ticket")), name: Buffer.from("TICKET") },
    /** NFTs minted and then burnt, every one: supply 0. */
    passes: { policy: policy({ type: "any", scripts: [sig("passes-1"), sig("passes-2")] }), prefix: "EventPass", count: 3 },
    hostile: { policy: policy({ type: "any", scripts: [sig("hostile-1"), sig("hostile-2")] }), tokens: hostileTokens() },
  };
}

/**
 * @typedef {object} HostileToken
 * @property {string} key
 * @property {Buffer} name raw asset name
 * @property {Record<string, import("./cbor.mjs").MetadataValue> | null} metadata its CIP-25 entry (null: none)
 */

/** Names and metadata no screen may render as markup or follow as a link. @returns {HostileToken[]} */
function hostileTokens() {
  return [
    { key: "not-utf8", name: Buffer.from("ff fe 00 80 c3 28 a0 a1 f0 28 8c bc".replaceAll(" ", ""), "hex"), metadata: null },
    {
      key: "right-to-left",
      name: Buffer.from(`Invoice${RIGHT_TO_LEFT_OVERRIDE}gnp.exe`),
      metadata: { name: `Invoice${RIGHT_TO_LEFT_OVERRIDE}gnp.exe`, image: "ipfs://QmRtlOverride", mediaType: "image/png" },
    },
    {
      key: "zero-width",
      name: Buffer.from("Prime\u200BPixel\u200D0001"),
      metadata: { name: "Prime\u200BPixel\u200D #0001", image: "ipfs://QmZeroWidth", mediaType: "image/png" },
    },
    {
      key: "script-tag",
      name: Buffer.from(SCRIPT_TAG),
      metadata: { name: SCRIPT_TAG, image: "ipfs://QmScript", description: `${SCRIPT_TAG} ${IMG_ONERROR}`, mediaType: "text/html" },
    },
    {
      key: "javascript-image",
      name: Buffer.from("ClickMe"),
      metadata: { name: "Click me", image: HOSTILE_URLS.javascript, url: HOSTILE_URLS.javascriptObfuscated, mediaType: "image/png" },
    },
    {
      key: "data-image",
      name: Buffer.from("FreeMint"),
      metadata: { name: "Free mint", image: HOSTILE_URLS.data, website: HOSTILE_URLS.data, mediaType: "text/html" },
    },
    {
      key: "ten-kb",
      name: Buffer.from("LongStory"),
      metadata: { name: "Long story", image: "ipfs://QmLongStory", description: tenKilobytes(), mediaType: "image/png" },
    },
    { key: "img-onerror", name: Buffer.from(IMG_ONERROR.slice(0, 32)), metadata: null },
  ];
}

/** A 10,240-character description with markup in it. */
function tenKilobytes() {
  const piece = `A very long story. ${SCRIPT_TAG} <b>bold</b> `;
  return piece.repeat(Math.ceil(10_240 / piece.length)).slice(0, 10_240);
}
