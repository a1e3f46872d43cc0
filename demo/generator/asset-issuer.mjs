// @ts-check
// Who mints, moves and burns the demo chain's tokens, and when. Three enterprise
// wallets keep tokens and never send ordinary payments: the issuer (pays for every
// mint, holds the fungible supply not yet handed out), the collector (receives every
// asset of the big policy: one address with thousands of tokens) and the reference
// holder (keeps the CIP-68 reference NFTs with their inline datums, never spent).
// Users receive NFTs and fungible tokens, and their payments move them on.
import { CIP68_FUNGIBLE, CIP68_REFERENCE, assetCatalog } from "./asset-catalog.mjs";
import { minCoin } from "./assets.mjs";
import { datumOf, textBytes } from "./plutus-data.mjs";
import { DFM_PER_COIN } from "./profiles.mjs";
import { Random } from "./random.mjs";
import { fundDraft, newDraft } from "./transactions.mjs";

/** @typedef {import("./chain-state.mjs").ChainState} ChainState */
/** @typedef {import("./transactions.mjs").TxDraft} TxDraft */
/** @typedef {import("./asset-catalog.mjs").FungibleToken} FungibleToken */
/** @typedef {import("./assets.mjs").AssetBag} AssetBag */

/**
 * @typedef {{ slot: number, kind: "fund" }
 *   | { slot: number, kind: "launch", token: number }
 *   | { slot: number, kind: "remint", token: number }
 *   | { slot: number, kind: "airdrop", token: number }
 *   | { slot: number, kind: "pixels", from: number, count: number }
 *   | { slot: number, kind: "land", from: number, count: number }
 *   | { slot: number, kind: "hostile" }
 *   | { slot: number, kind: "ticket", quantity: number }
 *   | { slot: number, kind: "passes", burn: boolean }} AssetEvent
 */

/** How much of each per scale. */
export const ASSET_SCALES = {
  test: { land: 5_000, pixels: 24, airdrops: 6, airdropSize: 12 },
  full: { land: 6_000, pixels: 90, airdrops: 24, airdropSize: 30 },
  mainnet: { land: 20_000, pixels: 1_500, airdrops: 700, airdropSize: 100 },
};
/** Assets per output of the big policy's mints: one output with dozens of assets. */
const LAND_PER_MINT = 100;
const PIXELS_PER_MINT = 8;
/** Share of payments whose sender holds tokens that pass some on. */
const TRANSFER_CHANCE = 0.4;
const COIN = DFM_PER_COIN;
const EVENTS_PER_BLOCK = 4;

/**
 * The wallets that keep tokens for the issuer: issuer, collector, reference holder.
 * @param {import("./population.mjs").Population} population
 */
export function assetKeepers(population) {
  const [issuer, collector, reference] = population.enterprise;
  if (issuer === undefined || collector === undefined || reference === undefined) throw new Error("the asset keepers need three enterprise wallets");
  return { issuer, collector, reference };
}

/** @param {number} n @param {number} width */
const padded = (n, width) => String(n).padStart(width, "0");

export class AssetIssuer {
  /**
   * @param {ChainState} chain
   * @param {number} tipSlot
   */
  constructor(chain, tipSlot) {
    this.chain = chain;
    this.rng = new Random(`${chain.chainKey}/assets`);
    this.catalog = assetCatalog(chain.chainKey, chain.profile);
    this.keepers = assetKeepers(chain.population);
    for (const wallet of Object.values(this.keepers)) chain.assetKeepers.add(wallet);
    this.events = this.#plan(tipSlot);
    this.next = 0;
  }

  /** @param {number} tipSlot @returns {AssetEvent[]} */
  #plan(tipSlot) {
    const { rng } = this;
    const scale = ASSET_SCALES[this.chain.profile.scale];
    const at = (/** @type {number} */ share) => Math.floor(1_000 + share * (tipSlot - 2_000));
    const anywhere = () => at(0.02 + 0.96 * rng.next());
    /** @type {AssetEvent[]} */
    const events = [{ slot: 200, kind: "fund" }];
    this.catalog.fungible.forEach((_, token) => {
      events.push({ slot: 400 + 200 * token, kind: "launch", token });
      events.push({ slot: at(0.55 + 0.1 * token), kind: "remint", token });
    });
    for (let n = 0; n < scale.airdrops; n++) events.push({ slot: anywhere(), kind: "airdrop", token: n % this.catalog.fungible.length });
    for (let from = 0; from < scale.pixels; from += PIXELS_PER_MINT) {
      events.push({ slot: anywhere(), kind: "pixels", from, count: Math.min(PIXELS_PER_MINT, scale.pixels - from) });
    }
    for (let from = 0; from < scale.land; from += LAND_PER_MINT) {
      events.push({ slot: at((0.9 * from) / scale.land + 0.01), kind: "land", from, count: Math.min(LAND_PER_MINT, scale.land - from) });
    }
    events.push({ slot: at(0.15), kind: "hostile" }, { slot: at(0.97), kind: "hostile" });
    events.push({ slot: at(0.2), kind: "ticket", quantity: 1_000 }, { slot: at(0.5), kind: "ticket", quantity: -400 }, { slot: at(0.8), kind: "ticket", quantity: 250 });
    events.push({ slot: at(0.3), kind: "passes", burn: false }, { slot: at(0.6), kind: "passes", burn: true });
    return events.sort((a, b) => a.slot - b.slot);
  }

  /**
   * The next asset transaction due at `slot` (all that are left when `isLast`), or
   * undefined when none is due; a draft of null when it cannot be made now.
   * @param {number} slot
   * @param {boolean} isLast
   * @param {number} taken asset transactions already in this block
   * @returns {TxDraft | null | undefined}
   */
  nextDraft(slot, isLast, taken) {
    const event = this.events[this.next];
    if (!event || (!isLast && (event.slot > slot || taken >= EVENTS_PER_BLOCK))) return undefined;
    this.next++;
    return this.#draft(event);
  }

  /** @param {AssetEvent} event @returns {TxDraft | null} */
  #draft(event) {
    switch (event.kind) {
      case "fund": return this.#fund();
      case "launch": return this.#launch(/** @type {FungibleToken} */ (this.catalog.fungible[event.token]));
      case "remint": return this.#remint(/** @type {FungibleToken} */ (this.catalog.fungible[event.token]));
      case "airdrop": return this.#airdrop(/** @type {FungibleToken} */ (this.catalog.fungible[event.token]));
      case "pixels": return this.#pixels(event.from, event.count);
      case "land": return this.#land(event.from, event.count);
      case "hostile": return this.#hostile();
      case "ticket": return this.#ticket(event.quantity);
      case "passes": return this.#passes(event.burn);
    }
  }

  /** A random user and one of its addresses. */
  #user() {
    const { chain, rng } = this;
    const wallet = rng.pick(chain.population.users);
    return { wallet, address: rng.int(chain.wallet(wallet).keyCount) };
  }

  /** @param {number} wallet */
  #at(wallet) {
    return { wallet, address: 0 };
  }

  /** @param {TxDraft} draft */
  #funded(draft) {
    return fundDraft(this.chain, draft, this.keepers.issuer, this.rng) ? draft : null;
  }

  /** The foundation gives the issuer the coins its mints need. */
  #fund() {
    const { chain } = this;
    const faucet = chain.population.faucet;
    const draft = newDraft(faucet);
    const scale = ASSET_SCALES[chain.profile.scale];
    const coins = (20_000 + 100 * scale.airdrops * scale.airdropSize) * COIN;
    for (let n = 0; n < 8; n++) draft.outputs.push({ ...this.#at(this.keepers.issuer), value: Math.floor(coins / 8) });
    return fundDraft(chain, draft, faucet, this.rng) ? draft : null;
  }

  /** @param {FungibleToken} token */
  #fungibleIdents(token) {
    const name = Buffer.from(token.ticker, "utf8");
    const { assets } = this.chain;
    return {
      reference: assets.ident(token.policy.id, Buffer.concat([Buffer.from(CIP68_REFERENCE, "hex"), name])),
      fungible: assets.ident(token.policy.id, Buffer.concat([Buffer.from(CIP68_FUNGIBLE, "hex"), name])),
    };
  }

  /**
   * A CIP-68 fungible token's first mint: its reference NFT, with the metadata as an
   * inline datum, to the reference holder; the supply to the issuer; a first airdrop.
   * @param {FungibleToken} token
   */
  #launch(token) {
    const { reference, fungible } = this.#fungibleIdents(token);
    const draft = newDraft(this.keepers.issuer);
    draft.mint.push({ ident: reference, quantity: 1 }, { ident: fungible, quantity: token.supply });
    draft.scripts.push(token.policy.script);
    const metadata = [
      ["name", textBytes(token.name)],
      ["ticker", textBytes(token.ticker)],
      ["decimals", { int: token.decimals }],
      ["description", textBytes(token.description)],
      ["url", textBytes("https://prime.example/tokens")],
    ];
    const datum = datumOf({
      constructor: 0,
      fields: [
        { map: metadata.map(([k, v]) => ({ k: textBytes(/** @type {string} */ (k)), v: /** @type {import("./plutus-data.mjs").PlutusData} */ (v) })) },
        { int: 1 },
        { constructor: 0, fields: [] },
      ],
    });
    const referenceBag = new Map([[reference, 1]]);
    draft.outputs.push({ ...this.#at(this.keepers.reference), value: minCoin(referenceBag) + COIN, assets: referenceBag, datum });
    this.#handOut(draft, fungible, token, 10);
    return this.#funded(draft);
  }

  /**
   * Outputs to `count` users, each with some of the token.
   * @param {TxDraft} draft
   * @param {number} ident
   * @param {FungibleToken} token
   * @param {number} count
   */
  #handOut(draft, ident, token, count) {
    for (let n = 0; n < count; n++) {
      const bag = new Map([[ident, this.rng.range(5, 5_000) * 10 ** token.decimals + this.rng.int(10 ** token.decimals)]]);
      draft.outputs.push({ ...this.#user(), value: minCoin(bag), assets: bag });
    }
  }

  /** The issuer's outputs holding an asset, enough for `quantity` of it. @param {number} ident @param {number} quantity */
  #holdings(ident, quantity) {
    const { unspent } = this.chain;
    const picked = [];
    let held = 0;
    for (const utxo of this.chain.wallet(this.keepers.issuer).utxos) {
      const have = unspent.assets(utxo)?.get(ident) ?? 0;
      if (have === 0) continue;
      picked.push(utxo);
      held += have;
      if (held >= quantity) return picked;
    }
    return null;
  }

  /** More of a fungible token, later (mints over time). @param {FungibleToken} token */
  #remint(token) {
    const { fungible } = this.#fungibleIdents(token);
    const draft = newDraft(this.keepers.issuer);
    draft.mint.push({ ident: fungible, quantity: Math.floor(token.supply / 4) });
    draft.scripts.push(token.policy.script);
    this.#handOut(draft, fungible, token, 3);
    return this.#funded(draft);
  }

  /** The issuer hands a fungible token out to many users. @param {FungibleToken} token */
  #airdrop(token) {
    const { fungible } = this.#fungibleIdents(token);
    const inputs = this.#holdings(fungible, 1);
    if (!inputs) return null;
    const draft = newDraft(this.keepers.issuer);
    draft.inputs = inputs;
    const scale = ASSET_SCALES[this.chain.profile.scale];
    this.#handOut(draft, fungible, token, scale.airdropSize);
    const have = inputs.reduce((sum, utxo) => sum + (this.chain.unspent.assets(utxo)?.get(fungible) ?? 0), 0);
    const given = draft.outputs.reduce((sum, output) => sum + (output.assets?.get(fungible) ?? 0), 0);
    return given <= have ? this.#funded(draft) : null;
  }

  /** A batch of the CIP-25 collection, one NFT per user. @param {number} from @param {number} count */
  #pixels(from, count) {
    const { pixels } = this.catalog;
    const draft = newDraft(this.keepers.issuer);
    draft.scripts.push(pixels.policy.script);
    /** @type {Record<string, import("./cbor.mjs").MetadataValue>} */
    const entries = {};
    for (let n = from; n < from + count; n++) {
      const name = `${pixels.prefix}${padded(n + 1, 4)}`;
      const ident = this.chain.assets.ident(pixels.policy.id, Buffer.from(name));
      draft.mint.push({ ident, quantity: 1 });
      const bag = new Map([[ident, 1]]);
      draft.outputs.push({ ...this.#user(), value: minCoin(bag), assets: bag });
      entries[name] = {
        name: `${pixels.title} #${padded(n + 1, 4)}`,
        image: `ipfs://QmPrimePixel${padded(n + 1, 4)}${this.chain.chainKey.length}`,
        mediaType: "image/png",
        description: "One of the Prime Pixels.",
        attributes: { background: this.rng.pick(["teal", "amber", "violet", "slate"]), rarity: this.rng.pick(["common", "rare", "epic"]) },
      };
    }
    draft.metadata = [{ key: 721, value: { [pixels.policy.id]: entries, version: "1.0" } }];
    return this.#funded(draft);
  }

  /** A batch of the big policy, all in one output to the collector. @param {number} from @param {number} count */
  #land(from, count) {
    const { land } = this.catalog;
    const draft = newDraft(this.keepers.issuer);
    draft.scripts.push(land.policy.script);
    /** @type {AssetBag} */
    const bag = new Map();
    for (let n = from; n < from + count; n++) {
      const ident = this.chain.assets.ident(land.policy.id, Buffer.from(`${land.prefix}${padded(n + 1, 5)}`));
      draft.mint.push({ ident, quantity: 1 });
      bag.set(ident, 1);
    }
    draft.outputs.push({ ...this.#at(this.keepers.collector), value: minCoin(bag), assets: bag });
    return this.#funded(draft);
  }

  /** The hostile tokens: one to a user, one to the collector, each time they are minted. */
  #hostile() {
    const { hostile } = this.catalog;
    const draft = newDraft(this.keepers.issuer);
    draft.scripts.push(hostile.policy.script);
    /** @type {Record<string, import("./cbor.mjs").MetadataValue>} */
    const entries = {};
    for (const token of hostile.tokens) {
      const ident = this.chain.assets.ident(hostile.policy.id, token.name);
      draft.mint.push({ ident, quantity: 2 });
      const one = new Map([[ident, 1]]);
      draft.outputs.push({ ...this.#user(), value: minCoin(one), assets: one });
      draft.outputs.push({ ...this.#at(this.keepers.collector), value: minCoin(one), assets: new Map(one) });
      if (token.metadata) entries[token.name.toString("utf8")] = token.metadata;
    }
    draft.metadata = [{ key: 721, value: { [hostile.policy.id]: entries, version: "1.0" } }];
    return this.#funded(draft);
  }

  /** The plain fungible ticket: minted (+) or burnt (−) by the issuer. @param {number} quantity */
  #ticket(quantity) {
    const { ticket } = this.catalog;
    const ident = this.chain.assets.ident(ticket.policy.id, ticket.name);
    const draft = newDraft(this.keepers.issuer);
    if (quantity < 0) {
      const inputs = this.#holdings(ident, -quantity);
      if (!inputs) return null;
      draft.inputs = inputs;
    }
    draft.mint.push({ ident, quantity });
    draft.scripts.push(ticket.policy.script);
    return this.#funded(draft);
  }

  /** Event passes: minted to the issuer with CIP-25 metadata, later all burnt. @param {boolean} burn */
  #passes(burn) {
    const { passes } = this.catalog;
    const draft = newDraft(this.keepers.issuer);
    draft.scripts.push(passes.policy.script);
    /** @type {Record<string, import("./cbor.mjs").MetadataValue>} */
    const entries = {};
    for (let n = 1; n <= passes.count; n++) {
      const name = `${passes.prefix}${n}`;
      const ident = this.chain.assets.ident(passes.policy.id, Buffer.from(name));
      if (burn) {
        const inputs = this.#holdings(ident, 1);
        if (!inputs) return null;
        for (const input of inputs) if (!draft.inputs.includes(input)) draft.inputs.push(input);
      } else entries[name] = { name: `Event pass ${n}`, image: `ipfs://QmEventPass${n}`, mediaType: "image/png" };
      draft.mint.push({ ident, quantity: burn ? -1 : 1 });
    }
    if (!burn) draft.metadata = [{ key: 721, value: { [passes.policy.id]: entries, version: "1.0" } }];
    return this.#funded(draft);
  }
}

/**
 * A payment whose sender holds tokens sometimes passes some on: part of a fungible
 * token, or an NFT, to one of the payment's outputs (whose AP3X then covers the minimum).
 * @param {ChainState} chain
 * @param {TxDraft} draft
 * @param {import("./random.mjs").Random} rng
 */
export function passTokensOn(chain, draft, rng) {
  if (draft.outputs.length === 0) return;
  /** @type {[number, number][]} */
  const held = [];
  for (const input of draft.inputs) {
    const bag = chain.unspent.assets(input);
    if (bag) for (const entry of bag) held.push(entry);
  }
  if (held.length === 0 || !rng.chance(TRANSFER_CHANCE)) return;
  const moves = Math.min(held.length, 1 + rng.poisson(0.5));
  for (let n = 0; n < moves; n++) {
    const [ident, quantity] = /** @type {[number, number]} */ (held.splice(rng.int(held.length), 1)[0]);
    const output = /** @type {import("./transactions.mjs").TxOutput} */ (draft.outputs[rng.int(draft.outputs.length)]);
    const amount = quantity === 1 ? 1 : Math.max(1, Math.floor(quantity * (0.05 + 0.9 * rng.next())));
    const bag = (output.assets ??= new Map());
    bag.set(ident, (bag.get(ident) ?? 0) + amount);
    output.value = Math.max(output.value, minCoin(bag));
  }
}
