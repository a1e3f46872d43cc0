// @ts-check
// The chain profiles' sizes, worked out from the profile alone (no chain generated):
// the mainnet-scale benchmark chain must reach mainnet's order of size.
import { describe, expect, it } from "vitest";
import { chainProfile, EPOCH_SLOTS } from "./generator/profiles.mjs";

/** @param {import("./generator/profiles.mjs").ChainProfile} profile */
function expectedSizes(profile) {
  const epochs = profile.completeEpochs + profile.currentEpochFraction;
  const blocks = epochs * EPOCH_SLOTS * profile.activeSlotCoeff;
  const txs = blocks * profile.txPerBlock;
  return {
    epochs,
    blocks,
    txs,
    // Every user and pool owner has a stake key; all of them appear on chain.
    stakeKeys: profile.users,
    pools: profile.genesisPools + profile.laterPools,
    // The exchange sends exchangeShare of the payments (and receives about as many).
    exchangeTxs: txs * profile.exchangeShare,
  };
}

describe("the mainnet-scale profile", () => {
  for (const network of /** @type {const} */ (["mainnet", "testnet"])) {
    const profile = chainProfile(network, "mainnet");
    const sizes = expectedSizes(profile);

    it(`${network}: ≈ 140 epochs of ~21,600 blocks, 'now' inside the current one`, () => {
      expect(profile.completeEpochs).toBeGreaterThanOrEqual(139);
      expect(profile.currentEpochFraction).toBeGreaterThan(0);
      expect(profile.currentEpochFraction).toBeLessThan(1);
      expect(profile.activeSlotCoeff * EPOCH_SLOTS).toBe(21_600);
    });

    it(`${network}: ≥ 3 million blocks and ≥ 5 million transactions, with room for chance`, () => {
      // Block counts vary by ~1,700 (one standard deviation) over the whole chain.
      expect(sizes.blocks).toBeGreaterThanOrEqual(3_000_000 * 1.005);
      // A few drafts per thousand find no funds; keep 5 % in hand.
      expect(sizes.txs).toBeGreaterThanOrEqual(5_000_000 * 1.05);
    });

    it(`${network}: ≥ 200,000 stake addresses and ≥ 1,000 pools`, () => {
      expect(sizes.stakeKeys).toBeGreaterThanOrEqual(200_000);
      expect(sizes.pools).toBeGreaterThanOrEqual(1_000);
      expect(profile.retirements).toBeLessThan(sizes.pools / 4);
    });

    it(`${network}: an exchange with a staked base address in ≥ 100,000 transactions`, () => {
      expect(profile.exchangeStakeKey).toBe(true);
      expect(sizes.exchangeTxs).toBeGreaterThanOrEqual(100_000);
    });
  }

  it("leaves the demo chains' exchange with its one enterprise address", () => {
    for (const network of /** @type {const} */ (["mainnet", "testnet"])) {
      for (const scale of /** @type {const} */ (["full", "test"])) expect(chainProfile(network, scale).exchangeStakeKey).toBe(false);
    }
  });
});
