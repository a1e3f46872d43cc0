import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DELEGATION_TYPES, type StakeDelegation, type StakeReward } from "../../lib/domain";
import { renderUi } from "../test-utils";
import { ToastProvider } from "../page/toast";
import { DelegationHistoryTable } from "./delegation-history-table";
import { RewardsHistoryCard } from "./rewards-history-card";

const HOSTILE = '<img src=x onerror="alert(1)">\u202eloopX';

const delegation = (delegationType: StakeDelegation["delegationType"], i: number): StakeDelegation => ({
  epochNumber: 10 - i,
  upcoming: false,
  delegationType,
  poolId: `pool1new${i}`,
  poolTicker: i === 0 ? HOSTILE : "NEW",
  poolName: HOSTILE,
  fromPoolId: "pool1old",
  fromPoolTicker: "OLD",
  amount: i === 1 ? null : "1500000",
  txId: `${i}`.repeat(64),
  blockHeight: 100 + i,
  timestamp: "2026-11-20T10:00:00Z",
});

const reward = (epochNumber: number, usdPrice: string | null): StakeReward => ({
  epochNumber,
  epochEnd: "2026-11-15T12:00:00Z",
  poolId: "pool1abc",
  poolTicker: "ABC",
  poolName: HOSTILE,
  rewardType: "member",
  rewardAmount: "12345678",
  usdPrice,
});

/** The card's size form submits through the router: it needs a data router around it. */
function renderInDataRouter(node: ReactNode, url: string): string {
  const Stub = createRoutesStub([{ path: "/addresses/:address", Component: () => <ToastProvider>{node}</ToastProvider> }]);
  return renderToStaticMarkup(<Stub initialEntries={[url]} />);
}

const rewardsCard = (network: "mainnet" | "testnet", rewards: StakeReward[]) =>
  renderInDataRouter(
    <RewardsHistoryCard address="stake1uxyz" network={network} rewards={rewards} total={rewards.length} page={1} size={20} />,
    "/addresses/stake1uxyz?page=2",
  );

describe("DelegationHistoryTable", () => {
  it("labels every delegation type of spec §4, and pool names stay text", () => {
    const html = renderUi(<DelegationHistoryTable delegations={DELEGATION_TYPES.map(delegation)} network="mainnet" />);
    for (const label of ["Delegated", "Undelegated", "Redelegated", "Switched from OLD", "Switched to NEW"]) {
      expect(html).toContain(`>${label}</bdi>`);
    }
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x");
    expect(html).not.toMatch(/\u202e/);
    expect(html).toContain("N/A");
    expect(html).toContain('href="/stakepools/pool1new2"');
  });
});

describe("RewardsHistoryCard", () => {
  it("shows USD at 4 decimals on mainnet, N/A without a price", () => {
    const html = rewardsCard("mainnet", [reward(3, "0.5"), reward(2, null)]);
    expect(html).toContain(">USD Value<");
    // 12.345678 × 0.5 = 6.172839
    expect(html).toContain("$6.1728");
    expect(html).toMatch(/>N\/A</);
  });

  it("has no USD column on testnet", () => {
    const html = rewardsCard("testnet", [reward(3, null)]);
    expect(html).not.toContain("USD");
    expect(html).toContain("12.345678 tAP3X");
  });

  it("its size form keeps the other lists' pages but not the rewards page; export links to the CSV", () => {
    const html = renderInDataRouter(
      <RewardsHistoryCard address="stake1uxyz" network="mainnet" rewards={[]} total={0} page={2} size={50} />,
      "/addresses/stake1uxyz?page=2&rewardsPage=2&rewardsSize=50",
    );
    expect(html).toContain('<input type="hidden" name="page" value="2"/>');
    expect(html).not.toContain('name="rewardsPage"');
    expect(html).toMatch(/<option value="50" selected="">50<\/option>/);
    expect(html).toContain('href="/addresses/stake1uxyz/rewards.csv?network=mainnet"');
    expect(html).toContain('download="rewards-history-uxyz-mainnet.csv"');
  });
});
