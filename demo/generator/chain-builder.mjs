// @ts-check
// Builds a demo chain block by block. generateChain drives it from genesis to the tip
// (the last slot at or before 'now'); the live chain (live-chain.mjs) keeps driving the
// same builder past the tip, so blocks made later continue the same deterministic chain.
import { AssetIssuer } from "./asset-issuer.mjs";
import { Timestamp } from "./csv.mjs";
import { beginEpoch, emptyEpochStats, writeEpochRow } from "./epoch-boundary.mjs";
import { leaderTable, pickLeader, writeBlock } from "./block-producer.mjs";
import { ChainState } from "./chain-state.mjs";
import { writeGenesis } from "./genesis.mjs";
import { chainProfile, EPOCH_SLOTS, SLOT_MS } from "./profiles.mjs";
import { relayKey, relayLocation } from "./relays.mjs";
import { scheduleEvents } from "./schedule.mjs";
import { commitTx } from "./transactions.mjs";
import {
  deregistrationDraft,
  paymentDraft,
  poolRegistrationDraft,
  poolRetirementDraft,
  poolUpdateDraft,
  redelegationDraft,
  stakeRegistrationDraft,
  withdrawalDraft,
} from "./tx-kinds.mjs";
import { hostileMetadata } from "./tx-metadata.mjs";

/** db-sync 13.6's schema version (stage_one, stage_two, stage_three). */
const SCHEMA_VERSION = [15, 44, 6];
const HEADER_BYTES = 860;
const EVENTS_PER_BLOCK = 8;
const HOUR_MS = 3_600_000;
/** Past the tip no events are planned; now and then a block carries a staking change. */
const LIVE_STAKING_CHANCE = 0.05;

/**
 * @typedef {object} GenerateOptions
 * @property {import("./addresses.mjs").Network} network
 * @property {string} seed
 * @property {number} now ms since 1970; the chain's tip is the last slot at or before it
 * @property {import("./profiles.mjs").Scale} scale
 */

/**
 * Slot 0's time and the tip slot for `now`: slot 0 sits a whole number of hours before
 * `now`, far enough back for the profile's complete epochs plus part of the current one.
 * @param {import("./profiles.mjs").ChainProfile} profile
 * @param {number} now
 */
function chainTimeline(profile, now) {
  const span = (profile.completeEpochs + profile.currentEpochFraction) * EPOCH_SLOTS * SLOT_MS;
  const startTime = Math.floor((now - span) / HOUR_MS) * HOUR_MS;
  return { startTime, tipSlot: Math.floor((now - startTime) / SLOT_MS) };
}

export class ChainBuilder {
  /** @param {GenerateOptions} options */
  constructor({ network, seed, now, scale }) {
    this.profile = chainProfile(network, scale);
    const { startTime, tipSlot } = chainTimeline(this.profile, now);
    this.startTime = startTime;
    /** The generated chain ends at the last block at or before this slot. */
    this.tipSlot = tipSlot;
    this.chain = new ChainState(this.profile, { seed, startTime });
    this.epoch = -1;
    this.stats = emptyEpochStats();
    /** @type {import("./block-producer.mjs").LeaderTable | null} */
    this.leaders = null;
    this.previousBlockId = 0;
    /** Slot of the next block. */
    this.slot = 0;
    this.hostileSets = hostileMetadata();
    this.assetIssuer = new AssetIssuer(this.chain, tipSlot);
    /** @type {import("./schedule.mjs").ChainEvent[]} */
    this.events = [];
    this.nextEvent = 0;
    /** @type {Map<number, number>} */
    this.metadataVersions = new Map();
    /** @type {number[]} */
    this.unregisteredUsers = [];
    this.lastPriceUsd = this.profile.startPriceUsd;
    /** Called with each epoch's final aggregates when the next epoch begins. */
    this.onEpochEnd = (/** @type {number} */ epoch, /** @type {import("./epoch-boundary.mjs").EpochStats} */ stats) =>
      writeEpochRow(this.chain, epoch, stats);
  }

  /** Time of a slot (ms). @param {number} slot */
  slotTime(slot) {
    return this.startTime + slot * SLOT_MS;
  }

  /** schema_version, meta and the genesis; plans the events up to the tip. */
  start() {
    const { chain, profile } = this;
    chain.sink.insert("schema_version", SCHEMA_VERSION);
    chain.sink.insert("meta", [new Timestamp(this.startTime), profile.networkName, "13.6.0.4"]);
    this.previousBlockId = writeGenesis(chain);
    this.events = scheduleEvents(profile, chain.rngEvents, this.tipSlot, this.hostileSets.length);
    this.unregisteredUsers = chain.population.users.filter((user) => !chain.wallet(user).registered);
    this.slot = chain.rngSlots.geometricGap(profile.activeSlotCoeff) - 1;
  }

  /** Makes the block at `this.slot` and draws the slot of the next one. */
  produceBlock() {
    const { chain, profile } = this;
    const { sink } = chain;
    const slot = this.slot;
    const nextSlot = slot + chain.rngSlots.geometricGap(profile.activeSlotCoeff);
    // The last block of the generated chain carries every event still planned.
    const isLast = nextSlot > this.tipSlot;
    const blockId = sink.nextId("block");
    chain.slot = slot;
    const slotEpoch = Math.floor(slot / EPOCH_SLOTS);
    while (this.epoch < slotEpoch) {
      if (this.epoch >= 0) this.onEpochEnd(this.epoch, this.stats);
      this.epoch++;
      this.stats = emptyEpochStats();
      beginEpoch(chain, this.epoch, blockId, slot);
      this.leaders = leaderTable(chain, this.epoch);
    }
    const time = this.slotTime(slot);
    chain.blockTime = time;
    chain.blockNo++;

    // Transactions: the events that are due, then ordinary traffic, within the block
    // size limit.
    let blockIndex = 0;
    let bodySize = 0;
    let fees = 0;
    const room = () => bodySize < chain.params.maxBlockSize - HEADER_BYTES - chain.params.maxTxSize - 1_000;
    /** @param {import("./transactions.mjs").TxDraft | null} draft */
    const include = (draft) => {
      if (!draft) return;
      const tx = commitTx(chain, draft, { blockId, blockIndex: blockIndex++ });
      bodySize += tx.size;
      fees += tx.fee;
      this.stats.outSum += BigInt(tx.outSum);
    };
    let taken = 0;
    while (this.nextEvent < this.events.length && (isLast || (taken < EVENTS_PER_BLOCK && room()))) {
      const event = /** @type {import("./schedule.mjs").ChainEvent} */ (this.events[this.nextEvent]);
      if (event.slot > slot && !isLast) break;
      this.nextEvent++;
      taken++;
      include(this.#eventDraft(event));
    }
    for (let assetTxs = 0; isLast || room(); assetTxs++) {
      const draft = this.assetIssuer.nextDraft(slot, isLast, assetTxs);
      if (draft === undefined) break;
      include(draft);
    }
    if (slot > this.tipSlot && chain.rngEvents.chance(LIVE_STAKING_CHANCE)) {
      include(chain.rngEvents.chance(0.5) ? stakeRegistrationDraft(chain, this.unregisteredUsers) : redelegationDraft(chain));
    }
    const traffic = chain.rngTx.poisson(profile.txPerBlock);
    for (let n = 0; n < traffic && room(); n++) {
      const withdraw = this.epoch >= 2 && chain.withRewards.size > 0 && chain.rngTx.chance(profile.withdrawalShare);
      include(withdraw ? withdrawalDraft(chain) : paymentDraft(chain));
    }

    const leader = pickLeader(chain, /** @type {import("./block-producer.mjs").LeaderTable} */ (this.leaders));
    const bumpEpoch = Math.floor(this.tipSlot / EPOCH_SLOTS);
    writeBlock(chain, { blockId, previousBlockId: this.previousBlockId, slot, time, leader, txCount: blockIndex, size: HEADER_BYTES + bodySize, bumpEpoch });
    this.previousBlockId = blockId;
    const counts = chain.blockCounts(this.epoch);
    counts[leader.index] = (counts[leader.index] ?? 0) + 1;
    this.stats.blocks++;
    this.stats.txs += blockIndex;
    this.stats.fees += fees;
    if (this.stats.firstTime === 0) this.stats.firstTime = time;
    this.stats.lastTime = time;
    this.slot = nextSlot;
    return { blockNo: chain.blockNo, slot, time, epoch: this.epoch };
  }

  /**
   * @param {import("./schedule.mjs").ChainEvent} event
   * @returns {import("./transactions.mjs").TxDraft | null}
   */
  #eventDraft(event) {
    const { chain } = this;
    switch (event.kind) {
      case "stake_registration": return stakeRegistrationDraft(chain, this.unregisteredUsers);
      case "redelegation": return redelegationDraft(chain);
      case "deregistration": return deregistrationDraft(chain);
      case "pool_registration": return poolRegistrationDraft(chain);
      case "pool_update": return poolUpdateDraft(chain, this.metadataVersions);
      case "pool_retirement": return poolRetirementDraft(chain, event.retiringEpoch);
      case "hostile_metadata": return paymentDraft(chain, this.hostileSets[event.set]);
    }
  }

  /** The end of the generated chain: the current epoch's row, relay locations, prices. */
  finishGeneration() {
    writeEpochRow(this.chain, this.epoch, this.stats);
    this.#writeRelayGeo();
    for (let epoch = 0; epoch <= this.epoch; epoch++) this.priceForEpoch(epoch);
  }

  /**
   * Country and ISP for every relay announced on chain (a few stay unknown).
   */
  #writeRelayGeo() {
    const { chain } = this;
    const seen = new Set();
    for (const pool of chain.pools) {
      if (!pool.registered) continue;
      for (const relay of pool.relays) {
        const key = relayKey(relay);
        if (seen.has(key)) continue;
        seen.add(key);
        const location = relayLocation(chain.rngGeo);
        if (location) chain.sink.add("explorer.relay_geo", [key, location.code, location.country, location.isp]);
      }
    }
  }

  /**
   * The USD price of an epoch (a random walk, mainnet only), written as a row; null
   * on testnet.
   * @param {number} epoch
   * @returns {string | null}
   */
  priceForEpoch(epoch) {
    if (this.lastPriceUsd === null) return null;
    const usd = this.lastPriceUsd.toFixed(8);
    this.chain.sink.add("explorer.epoch_price", [epoch, usd]);
    this.lastPriceUsd *= 0.92 + 0.16 * this.chain.rngGeo.next();
    return usd;
  }
}
