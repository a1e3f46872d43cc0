import { describe, expect, it } from "vitest";
import { poolHistoryCharts } from "../../../lib/pools/pool-history-series";
import { renderUi } from "../../test-utils";
import { NO_HISTORY_TEXT, PoolHistoryChartsCard } from "./pool-history-charts";

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe("PoolHistoryChartsCard", () => {
  it("says 'No history yet' instead of empty charts for a pool without history", () => {
    const html = renderUi(<PoolHistoryChartsCard charts={null} network="mainnet" />);
    expect(html).toContain(NO_HISTORY_TEXT);
    expect(html).not.toContain("<svg");
    expect(html).not.toContain("<table");
  });

  it("draws a new pool's one epoch as a dot per chart, with its figures in tables and no ROA yet, in the network's unit", () => {
    const charts = poolHistoryCharts([{ epochNumber: 4, upcoming: false, delegatorCount: 2, totalStake: "7123456789012" }], []);
    const html = renderUi(<PoolHistoryChartsCard charts={charts} network="testnet" />);
    // Two charts (stake, delegators), each an image named by its title, one dot each.
    expect(count(html, /<svg[^>]*role="img"/g)).toBe(2);
    expect(html).toContain("<title id=");
    expect(html).toContain("Active Stake per epoch, epoch 4");
    expect(html).toContain("Delegators per epoch, epoch 4");
    expect(count(html, /<circle/g)).toBe(2);
    expect(html).toContain("Active Stake (tAP3X)");
    expect(html).toContain("Epoch 4: 7.12M tAP3X");
    // The figures as text: the exact stake and the count.
    expect(count(html, /<table/g)).toBe(2);
    expect(html).toContain("7,123,456.789012 tAP3X");
    expect(html).toMatch(/<td[^>]*>2<\/td>/);
    expect(html).toContain("No ROA yet");
    // CSP: no inline styles.
    expect(html).not.toContain("style=");
  });
});
