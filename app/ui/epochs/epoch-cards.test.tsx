import { describe, expect, it } from "vitest";
import type { Epoch, EpochStats } from "../../lib/domain";
import { renderUi } from "../test-utils";
import { EpochParametersCard } from "./epoch-parameters-card";
import { EpochSummaryCards } from "./epoch-summary-cards";

const epoch: Epoch = {
  id: "12",
  epochNumber: 12,
  startTime: "2026-01-01T00:00:00Z",
  endTime: "2026-01-06T00:00:00Z",
  blockCount: 21_437,
  txCount: 0,
  activeStake: null,
  activePools: null,
  completed: true,
};

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("EpochSummaryCards", () => {
  it("an epoch without transactions says 'No transactions' with N/A for the amount and the block", () => {
    const stats: EpochStats = { totalVolume: "0", totalFees: "0", largestTx: null, mostExpensiveTx: null };
    const html = text(renderUi(<EpochSummaryCards epoch={epoch} stats={stats} network="testnet" />));
    expect(html).toContain("Largest Transaction No transactions Amount N/A Block N/A");
    expect(html).toContain("Most Expensive Transaction No transactions Fee N/A Block N/A");
    expect(html).toContain("Total Volume 0.0B tAP3X");
    expect(html).toContain("Blocks 21,437");
  });

  it("links the largest and the most expensive transaction and their blocks", () => {
    const stats: EpochStats = {
      totalVolume: "1250000000000000",
      totalFees: "123456789",
      largestTx: { hash: "ab".repeat(32), amount: "5000000000000", blockHeight: 4321 },
      mostExpensiveTx: { hash: "cd".repeat(32), fee: "2000001", blockHeight: 4322 },
    };
    const html = renderUi(<EpochSummaryCards epoch={epoch} stats={stats} network="mainnet" />);
    expect(html).toContain(`href="/transactions/${"ab".repeat(32)}"`);
    expect(html).toContain('href="/blocks/4321"');
    expect(html).toContain(`href="/transactions/${"cd".repeat(32)}"`);
    expect(html).toContain('href="/blocks/4322"');
    expect(text(html)).toContain("Total Volume 1.3B AP3X");
    expect(text(html)).toContain("Network Fees 123.456789 AP3X");
    expect(text(html)).toContain("Fee 2.000001 AP3X");
  });
});

it("keeps a network the page's URL named in its transaction and block links (as every in-app link does)", () => {
  const stats: EpochStats = {
    totalVolume: "1",
    totalFees: "1",
    largestTx: { hash: "ab".repeat(32), amount: "5", blockHeight: 4321 },
    mostExpensiveTx: null,
  };
  const html = renderUi(<EpochSummaryCards epoch={epoch} stats={stats} network="testnet" />, "/testnet/epochs/3");
  expect(html).toContain(`href="/transactions/${"ab".repeat(32)}?network=testnet"`);
  expect(html).toContain('href="/blocks/4321?network=testnet"');
});

describe("EpochParametersCard", () => {
  it("says so when the epoch has no parameters", () => {
    expect(renderUi(<EpochParametersCard parameters={null} network="mainnet" />)).toContain("No protocol parameters available");
  });

  it("shows the three groups with the spec's formats", () => {
    const html = text(
      renderUi(
        <EpochParametersCard
          network="mainnet"
          parameters={{
            minFeeA: 44,
            minFeeB: 155381,
            keyDeposit: "2000000",
            poolDeposit: "500000000",
            maxBlockSize: 90112,
            maxTxSize: 16384,
            epochLength: 432000,
            slotDuration: 1,
            poolInfluence: 0.3,
            monetaryExpansion: 0.003,
            treasuryGrowth: 0.2,
            decentralization: 0,
          }}
        />,
      ),
    );
    for (const group of ["Economic", "Network", "Staking"]) expect(html).toContain(group);
    expect(html).toContain("Min Fee B 0.155381 AP3X");
    expect(html).toContain("Monetary Expansion (rho) 0.00300000");
    expect(html).toContain("Treasury Growth (tau) 0.20000000");
    expect(html).toContain("Max Block Size 90,112 bytes");
    expect(html).toContain("Key Deposit 2.00 AP3X");
    expect(html).toContain("Decentralization 0.0");
  });
});
