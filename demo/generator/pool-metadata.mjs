// @ts-check
// Off-chain pool metadata (CIP-6: name, ticker, description, homepage) for the demo
// pools. Social handles, when a pool has any, are flat string keys next to those four
// (twitter_handle, github_handle, telegram_handle, discord_handle, youtube_handle) —
// the same shape for every pool. The first pools are the house pool and the hostile
// ones; the rest get plausible names.
import {
  HOSTILE_URLS,
  IMG_ONERROR,
  RIGHT_TO_LEFT_OVERRIDE,
  SCRIPT_TAG,
  cyrillicLookalike,
  hugeDescription,
} from "./hostile.mjs";

/**
 * @typedef {object} PoolMetadata
 * @property {string} name
 * @property {string} ticker
 * @property {string} description
 * @property {string} homepage
 * @property {string} [twitter_handle]
 * @property {string} [github_handle]
 * @property {string} [telegram_handle]
 * @property {string} [discord_handle]
 * @property {string} [youtube_handle]
 */

export const HOUSE_POOL_METADATA = /** @type {PoolMetadata} */ ({
  name: "Prime Explorer House Pool",
  ticker: "PRIME",
  description: "The stake pool that runs this block explorer. Delegate to keep it online.",
  homepage: "https://prime-explorer.example.com",
  twitter_handle: "prime_explorer",
  github_handle: "prime-explorer",
});

/**
 * The hostile pools, in order. `imitated` is the metadata the look-alike pool copies.
 * @param {PoolMetadata} imitated
 * @returns {PoolMetadata[]}
 */
export function hostilePoolMetadata(imitated) {
  return [
    {
      name: SCRIPT_TAG,
      ticker: "<XSS>",
      description: `${SCRIPT_TAG}${IMG_ONERROR}<iframe src="javascript:alert(3)"></iframe>`,
      homepage: HOSTILE_URLS.javascript,
      twitter_handle: "javascript:alert('twitter')",
      github_handle: "<script>alert('github')</script>",
    },
    {
      name: "Data <b>URL</b> Pool",
      ticker: "DATA",
      description: "Homepage and socials are data: URLs.",
      homepage: HOSTILE_URLS.data,
      telegram_handle: "data:text/html,<script>alert('telegram')</script>",
    },
    {
      name: `Trusted ${RIGHT_TO_LEFT_OVERRIDE}looP ekaF`,
      ticker: `RTL${RIGHT_TO_LEFT_OVERRIDE}1`,
      description: `Right-to-left override: invoice${RIGHT_TO_LEFT_OVERRIDE}fdp.exe and \u05E9\u05DC\u05D5\u05DD \u0645\u0631\u062D\u0628\u0627 mixed with Latin.`,
      homepage: HOSTILE_URLS.vbscript,
      youtube_handle: "vbscript:msgbox('youtube')",
    },
    {
      name: "Zero\u200BWidth\u200C Pool\u200D\uFEFF",
      ticker: "Z\u200BW",
      description: "Zero\u200Bwidth\u200Ccharacters\u200Deverywhere\uFEFF.",
      homepage: HOSTILE_URLS.javascriptObfuscated,
      discord_handle: "javascript:alert('discord')",
    },
    {
      name: cyrillicLookalike(imitated.name),
      ticker: cyrillicLookalike(imitated.ticker),
      description: `${imitated.description} (Not the real one: Cyrillic look-alike letters.)`,
      homepage: imitated.homepage.replace(".com", ".net"),
    },
    {
      name: "Verbose Pool With A Ten Kilobyte Description",
      ticker: "LONG",
      description: hugeDescription(10 * 1024),
      homepage: "https://verbose.example.com/" + "a".repeat(300),
    },
  ];
}

const FIRST = [
  "Aurora", "Blue Harbor", "Nordic", "Summit", "Granite", "Silver Birch", "Lighthouse", "Red Fox",
  "Quantum", "Evergreen", "Solstice", "Atlas", "Orbit", "Meridian", "Cobalt", "Falcon", "Tundra",
  "Harvest", "Beacon", "Polar", "Cedar", "Vertex", "Nimbus", "Prairie", "Zenith", "Coral", "Ember",
  "Glacier", "Horizon", "Juniper", "Kestrel", "Lotus", "Mosaic", "Nebula", "Oak", "Pioneer", "Raven",
  "Sapphire", "Tidal", "Umbra", "Velvet", "Willow", "Yukon", "Apex Valley", "Balkan", "Danube", "Café",
  "東京", "Säntis", "Ñandú", "🚀 Rocket", "Ørsted",
];
const SECOND = ["Stake", "Pool", "Staking", "Node", "Validators", "Stakehouse", "Nodes", "Labs", "Collective", "Co-op"];
const DESCRIPTIONS = [
  "Reliable staking with redundant relays on three continents.",
  "Community pool run by two engineers since the testnet days.",
  "Low fees, high uptime, monitored around the clock.",
  "Supporting education projects with part of our margin.",
  "Bare-metal servers, no cloud, renewable energy.",
  "A single-operator pool. Questions welcome on our homepage.",
];

/**
 * A plausible pool for position `index`. Tickers are unique: `usedTickers` collects them.
 * @param {import("./random.mjs").Random} rng
 * @param {number} index
 * @param {Set<string>} usedTickers
 * @returns {PoolMetadata}
 */
export function ordinaryPoolMetadata(rng, index, usedTickers) {
  const first = FIRST[index % FIRST.length] ?? "Pool";
  const name = `${first} ${rng.pick(SECOND)}${index >= FIRST.length ? ` ${Math.floor(index / FIRST.length) + 1}` : ""}`;
  const letters = first.toUpperCase().replace(/[^A-Z]/g, "") || "POOL";
  let ticker = letters.slice(0, rng.range(3, 5));
  while (ticker.length < 3 || usedTickers.has(ticker)) {
    ticker = (letters.slice(0, 2) + String.fromCharCode(65 + rng.int(26)) + String.fromCharCode(65 + rng.int(26))).slice(0, 4);
  }
  usedTickers.add(ticker);
  const slug = name.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || `pool-${index}`;
  /** @type {PoolMetadata} */
  const metadata = {
    name,
    ticker,
    description: rng.pick(DESCRIPTIONS),
    homepage: rng.chance(0.1) ? `http://${slug}.example.org` : `https://${slug}.example.com`,
  };
  if (rng.chance(0.4)) {
    metadata.twitter_handle = rng.chance(0.5) ? `@${slug.replaceAll("-", "_")}` : `https://twitter.com/${slug}`;
    if (rng.chance(0.5)) metadata.github_handle = slug;
    if (rng.chance(0.3)) metadata.telegram_handle = slug;
  }
  return metadata;
}

/**
 * The bytes a metadata server would serve (what off_chain_pool_data.bytes holds).
 * @param {PoolMetadata} metadata
 */
export function metadataBytes(metadata) {
  return Buffer.from(JSON.stringify(metadata, null, 2), "utf8");
}
