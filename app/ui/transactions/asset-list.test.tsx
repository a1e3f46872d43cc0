import { describe, expect, it } from "vitest";
import type { AssetAmount } from "../../lib/domain";
import { renderUi } from "../test-utils";
import { ASSET_PREVIEW, AssetList } from "./asset-list";

const POLICY = "ab".repeat(28);
const hex = (text: string) => Buffer.from(text, "utf8").toString("hex");

const asset = (nameHex: string, quantity: string, extra: Partial<AssetAmount> = {}): AssetAmount => ({
  unit: POLICY + nameHex,
  policyId: POLICY,
  assetName: nameHex,
  fingerprint: `asset1${nameHex.padEnd(38, "q").slice(0, 38)}`,
  displayName: null,
  ticker: null,
  decimals: null,
  quantity,
  ...extra,
});

const rows = (html: string) => html.match(/data-testid="tx-asset"/g)?.length ?? 0;

describe("AssetList", () => {
  it("names each asset, links its token page on the page's network and writes the quantity with its decimals", () => {
    const html = renderUi(
      <AssetList assets={[asset(hex("USDx"), "1234567", { decimals: 6, ticker: "USDX" }), asset(hex("Pic7"), "12345678901234567890")]} />,
      "/transactions/x?network=testnet",
    );
    expect(html).toContain(">USDx<");
    expect(html).toContain("(USDX)");
    expect(html).toContain(">1.234567<");
    // No decimals known: the exact integer, grouped.
    expect(html).toContain(">12,345,678,901,234,567,890<");
    expect(html).toContain(`href="/tokens/${asset(hex("USDx"), "1").fingerprint}?network=testnet"`);
  });

  it("shows the first few and puts the rest behind a disclosure that works without a script, with the count", () => {
    const many = Array.from({ length: 50 }, (_, i) => asset(hex(`T${String(i).padStart(2, "0")}`), "1"));
    const html = renderUi(<AssetList assets={many} />);
    expect(rows(html)).toBe(50);
    const [before, inside] = html.split("<details");
    expect(rows(before!)).toBe(ASSET_PREVIEW);
    expect(inside).toContain(`<summary`);
    expect(inside).toContain(`${50 - ASSET_PREVIEW} more assets (50 in all)`);
  });

  it("renders hostile names as inert text: bidi and zero-width names and display names as hex, markup as characters", () => {
    const bidi = hex("USD\u202eC");
    const html = renderUi(
      <AssetList
        assets={[
          asset(bidi, "1"),
          asset(hex("ok"), "2", { displayName: "Tether\u200b", ticker: "U\u202eSD" }),
          asset(hex("<img src=x onerror=alert(1)>"), "3"),
          asset("ff00fe", "4"),
        ]}
      />,
    );
    expect(html).not.toMatch(/[\u202e\u200b]/);
    expect(html).toContain(`>${bidi}<`);
    // A display name with an invisible character falls back to the name's bytes.
    expect(html).toContain(">ok<");
    expect(html).not.toContain("(U");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain(">ff00fe<");
  });

  it("signs mints and burns", () => {
    const html = renderUi(<AssetList assets={[asset(hex("A"), "500"), asset(hex("B"), "-20")]} signed />);
    expect(html).toContain(">+500<");
    expect(html).toContain(">−20<");
  });
});
