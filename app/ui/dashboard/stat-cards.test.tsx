import { describe, expect, it } from "vitest";
import type { NetworkStats } from "../../lib/domain";
import { renderUi } from "../test-utils";
import { DashboardStats, STATS_FAILED } from "./stat-cards";

const START = "2026-11-20T00:00:00Z";
const NOW = Date.parse(START) + 3_600_000; // one hour in

const stats: NetworkStats = {
  activePools: 1234,
  totalActiveStake: "1500000000000000", // 1.5B coins
  currentBlock: 100,
  totalDelegators: 10,
  epochNumber: 42,
  nextEpochStake: "1600000000000000",
  circulatingSupply: "3000000000000000",
  supplyEpoch: 41,
  poolsActivatedThisEpoch: 3,
};

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("DashboardStats", () => {
  it("shows the four cards with the chain's figures", () => {
    const html = text(renderUi(<DashboardStats network="testnet" stats={stats} epochNumber={42} epochStartTime={START} serverNow={NOW} />));
    expect(html).toContain("Current Epoch 42 In Progress");
    expect(html).toContain("1.50B tAP3X Epoch 42 Staked");
    expect(html).toContain("Next Epoch Stake 1.60B tAP3X");
    expect(html).toContain("Circulating Supply 3.00B tAP3X as of the start of epoch 41");
    expect(html).toContain("Staked Percentage 50.0% of supply");
    expect(html).toContain("Active Pools 1,234 +3 this epoch");
    expect(html).toContain("3,600 / 432,000 slots completed");
    expect(html).toContain("4d 23h remaining");
    expect(html).not.toContain("(est.)");
  });

  it("marks the spec's estimates where the chain has no figure", () => {
    const html = text(
      renderUi(
        <DashboardStats
          network="mainnet"
          stats={{ ...stats, epochNumber: undefined, nextEpochStake: null, circulatingSupply: null }}
          epochNumber={0}
          epochStartTime={null}
          serverNow={NOW}
        />,
      ),
    );
    expect(html).toContain("Epoch 93 Staked");
    expect(html).toContain("Next Epoch Stake 1.53B AP3X (est.)");
    expect(html).toContain("Circulating Supply 2.41B AP3X (est.) Staked Percentage");
    expect(html).toContain("Unknown");
  });

  it("says 'Failed to load network statistics' without stats, and keeps the epoch cards", () => {
    const html = renderUi(<DashboardStats network="mainnet" stats={null} epochNumber={7} epochStartTime={START} serverNow={NOW} />);
    expect(text(html)).toContain(STATS_FAILED);
    expect(STATS_FAILED).toBe("Failed to load network statistics");
    expect(text(html)).toContain("Current Epoch 7");
    expect(html).not.toContain("Active Pools");
    expect(html).toContain("<progress");
    expect(html).not.toContain("style=");
  });
});
