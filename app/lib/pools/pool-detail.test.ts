import { describe, expect, it } from "vitest";
import { descriptionPreview, formatRewardAmount, formatRoa, operatorPercent, ownersShown, poolTitle, saturationBarValue, socialHref, socialLinks, stakingRewardsTotals } from "./pool-detail";

describe("socialLinks", () => {
  it("turns handles into full links, in the spec's order", () => {
    const links = socialLinks({
      twitch_handle: "streamer",
      twitter_handle: "@pooltw",
      github_handle: "poolgh",
      youtube_handle: "pooltube",
      facebook_handle: "poolfb",
      discord_handle: "invite1",
      telegram_handle: "pooltg",
    });
    expect(links.map((link) => [link.network, link.href])).toEqual([
      ["Twitter", "https://twitter.com/pooltw"],
      ["GitHub", "https://github.com/poolgh"],
      ["YouTube", "https://youtube.com/@pooltube"],
      ["Facebook", "https://facebook.com/poolfb"],
      ["Discord", "https://discord.gg/invite1"],
      ["Telegram", "https://t.me/pooltg"],
      ["Twitch", "https://twitch.tv/streamer"],
    ]);
  });

  it("keeps a value that already starts with http", () => {
    expect(socialHref("GitHub", "https://github.com/org/repo")).toBe("https://github.com/org/repo");
  });

  it.each(["javascript:alert(1)", "data:text/html,<script>", "vbscript:msgbox", "JaVaScRiPt:x", "http:javascript:x", "a/../../evil", "@"])(
    "shows %s as text, never a link",
    (handle) => {
      expect(socialHref("Twitter", handle)).toBeNull();
      expect(socialLinks({ twitter_handle: handle })).toEqual([{ network: "Twitter", text: handle, href: null }]);
    },
  );

  it("leaves out empty handles", () => {
    expect(socialLinks({ twitter_handle: "  ", github_handle: null })).toEqual([]);
    expect(socialLinks(undefined)).toEqual([]);
  });
});

describe("figures", () => {
  it("caps the saturation bar at 100 and floors it at 0", () => {
    expect(saturationBarValue(42.5)).toBe(42.5);
    expect(saturationBarValue(250)).toBe(100);
    expect(saturationBarValue(-3)).toBe(0);
    expect(saturationBarValue(Number.NaN)).toBe(0);
  });

  it("shows 3 owners then '+N more'", () => {
    expect(ownersShown(["a", "b"])).toEqual({ shown: ["a", "b"], more: null });
    expect(ownersShown(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: "+2 more" });
    expect(ownersShown(undefined)).toEqual({ shown: [], more: null });
  });

  it("formats ROA with 2 decimals, '-' when unknown (spec)", () => {
    expect(formatRoa(4.349)).toBe("4.35%");
    expect(formatRoa(null)).toBe("-");
  });

  it("titles a pool by ticker and name, else its shortened id", () => {
    expect(poolTitle({ poolId: "pool1abc", ticker: "HOUSE", name: "House Pool" })).toBe("[HOUSE] House Pool");
    expect(poolTitle({ poolId: "pool1qqqqqqqqqqqqqqqqqqqqqqqq", ticker: "\u200b", name: null })).toBe("pool1qqqqqqqqqqq...");
  });
});

describe("staking rewards", () => {
  const entry = (epochNumber: number, blocksMade: number, operator: string, delegators: string) => ({
    epochNumber,
    blocksMade,
    poolStake: "1000000000",
    delegatorRewards: delegators,
    operatorRewards: operator,
    totalEpochRewards: String(BigInt(operator) + BigInt(delegators)),
  });

  it("sums the totals exactly in bigint", () => {
    const totals = stakingRewardsTotals([
      entry(3, 2, "9007199254740993", "1"),
      entry(2, 1, "1", "1"),
      entry(1, 0, "0", "0"),
    ]);
    expect(totals).toEqual({ totalRewards: "9007199254740996", totalBlocks: 3, epochs: 3, avgPerEpoch: "3002399751580332" });
    expect(stakingRewardsTotals([])).toEqual({ totalRewards: "0", totalBlocks: 0, epochs: 0, avgPerEpoch: null });
  });

  it("gives the operator's share with 1 decimal (spec §9), rounded half up", () => {
    expect(operatorPercent(entry(1, 1, "1", "7"))).toBe("12.5%");
    expect(operatorPercent(entry(1, 1, "1", "2"))).toBe("33.3%");
    expect(operatorPercent(entry(1, 1, "1", "3"))).toBe("25.0%");
    expect(operatorPercent(entry(1, 1, "2", "3"))).toBe("40.0%");
    expect(operatorPercent(entry(1, 1, "1", "1"))).toBe("50.0%");
    expect(operatorPercent(entry(1, 1, "1", "15"))).toBe("6.3%");
    expect(operatorPercent(entry(1, 1, "0", "0"))).toBe("N/A");
  });

  it("shows amounts ÷ 1,000,000 with up to 6 decimals", () => {
    expect(formatRewardAmount("1234567891")).toBe("1,234.567891");
    expect(formatRewardAmount("5000000")).toBe("5.000000");
  });
});

describe("descriptionPreview", () => {
  it("shows a short description whole and cuts a long one at whole characters", () => {
    expect(descriptionPreview("short")).toBeNull();
    expect(descriptionPreview("😀".repeat(5), 3)).toBe("😀😀😀…");
  });
});
