import { describe, expect, it } from "vitest";
import type { Address, PoolDelegationActivity, PoolHistoryEntry } from "../../lib/domain";
import { POOL_RETIRED_MARK } from "../../lib/chain/status";
import { CurrentDelegationCard } from "../addresses/current-delegation";
import { renderUi } from "../test-utils";
import { DelegationActivityCard } from "./detail/delegation-activity-card";
import { PoolDelegationHistory } from "./detail/delegation-history-table";
import { PoolLabel } from "../blocks/pool-label";

const activity = (epochNumber: number, fromPoolId: string | null, fromPoolTicker: string | null): PoolDelegationActivity => ({
  stakeAddress: `stake1u${epochNumber}`,
  epochNumber,
  upcoming: false,
  amount: "1000000",
  delegationType: fromPoolId ? "switched_to" : "delegation",
  fromPoolId,
  fromPoolTicker,
  toPoolId: "pool1dead",
  toPoolTicker: "DEAD",
  poolId: "pool1dead",
});

const history = (epochNumber: number): PoolHistoryEntry => ({ epochNumber, upcoming: false, delegatorCount: 2, totalStake: "5000000" });

/** The table rows' text, one string a row. */
const rows = (html: string) =>
  [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) => m[1]!).filter((row) => row.includes("<td")).map((row) => row.replace(/<[^>]+>/g, " "));

describe("a retired pool's delegation history and activity", () => {
  it("marks every row from the retiring epoch on, and none before it", () => {
    const html = renderUi(
      <>
        <PoolDelegationHistory entries={[history(11), history(10), history(9)]} network="mainnet" retiringEpoch={10} />
        <DelegationActivityCard entries={[activity(12, null, null), activity(8, null, null)]} page={1} network="mainnet" retiringEpoch={10} />
      </>,
    );
    expect(rows(html).map((row) => row.includes(POOL_RETIRED_MARK))).toEqual([true, true, false, true, false]);
  });

  it("marks nothing for a pool without a retirement", () => {
    const html = renderUi(<PoolDelegationHistory entries={[history(11)]} network="mainnet" retiringEpoch={null} />);
    expect(html).not.toContain(POOL_RETIRED_MARK);
  });
});

describe("Recent Delegation Activity's From Pool", () => {
  it("names the pool left by its ticker, as the type names the pool joined; its id without a ticker", () => {
    const html = renderUi(
      <DelegationActivityCard entries={[activity(12, "pool1fromaaaaaaaaaaaaaaaaaaaa", "FROM"), activity(11, "pool1bare", null)]} page={1} network="mainnet" />,
    );
    const [withTicker, bare] = rows(html);
    expect(withTicker).toContain("Switched to DEAD");
    expect(withTicker).toContain("FROM");
    expect(bare).toContain("pool1bare");
  });
});

const stake: Address = {
  address: "stake1uxyz",
  addressType: "stake",
  balance: "0",
  totalReceived: "0",
  totalSent: "0",
  txCount: 1,
  stakeAddress: null,
  firstSeenBlock: 1,
  lastActivityBlock: 1,
  utxoCount: null,
  paymentAddressCount: 1,
  rewardsAvailable: "0",
  delegatedPool: "pool1dead",
  delegatedPoolName: "Dead Pool",
  delegatedPoolTicker: "DEAD",
};

describe("Current Delegation", () => {
  it("tells the pool's retirement and that the stake earns nothing from it on", () => {
    const retired = renderUi(<CurrentDelegationCard address={{ ...stake, delegatedPoolStatus: "Retired", delegatedPoolRetiringEpoch: 7 }} />);
    expect(retired).toContain("Retired in epoch 7");
    expect(retired).toContain("This pool retired in epoch 7: stake delegated to it earns no rewards from that epoch on.");
    const retiring = renderUi(<CurrentDelegationCard address={{ ...stake, delegatedPoolStatus: "Active", delegatedPoolRetiringEpoch: 12 }} />);
    expect(retiring).toContain("Retiring in epoch 12");
    expect(retiring).toContain("This pool retires in epoch 12");
    const active = renderUi(<CurrentDelegationCard address={{ ...stake, delegatedPoolStatus: "Active", delegatedPoolRetiringEpoch: null }} />);
    expect(active).toContain("Active");
    expect(active).not.toContain("earns no rewards");
  });
});

describe("a row naming a look-alike pool", () => {
  it("the blocks' pool label carries the compact warning; a clean pool none", () => {
    const flagged = renderUi(<PoolLabel name="Prime" ticker="PRlME" poolId="pool1x" lookAlike={{ reasons: ["confusable"] }} />);
    expect(flagged).toContain('data-testid="look-alike-warning"');
    expect(flagged).toContain("Its ticker or name looks like another pool");
    expect(renderUi(<PoolLabel name="Prime" ticker="PRIME" poolId="pool1x" lookAlike={null} />)).not.toContain("look-alike-warning");
  });

  it("a pool without metadata is named by its shortened id, as everywhere", () => {
    const poolId = "pool1" + "z".repeat(51);
    const html = renderUi(<PoolLabel name={null} ticker={null} poolId={poolId} />);
    expect(html).toContain(`>${poolId.slice(0, 16)}`);
    expect(html).not.toContain("Unknown");
  });
});
