import { describe, expect, it } from "vitest";
import type { TransactionOutput } from "../../lib/domain";
import { renderUi } from "../test-utils";
import { IO_DISPLAY_LIMIT, InputsCard, OutputsCard } from "./io-lists";

const outputs = (count: number): TransactionOutput[] =>
  Array.from({ length: count }, (_, i) => ({
    address: `addr1q${String(i).padStart(4, "0")}`,
    outputIndex: i,
    amount: "1500000",
    spent: i % 2 === 0,
    spentByTxId: i % 2 === 0 ? "ab".repeat(32) : null,
    assets: [],
    scriptAddress: false,
    datum: null,
    referenceScript: null,
  }));

const items = (html: string) => html.match(/data-testid="tx-output"/g)?.length ?? 0;

describe("OutputsCard", () => {
  it("shows every output of an ordinary transaction, with no note", () => {
    const html = renderUi(<OutputsCard outputs={outputs(3)} network="mainnet" showAll={false} showAllHref="?io=all" />);
    expect(items(html)).toBe(3);
    expect(html).toContain("Outputs (3)");
    expect(html).not.toContain("io-cap-note");
  });

  it("caps a huge list and links to the whole of it", () => {
    const total = IO_DISPLAY_LIMIT + 50;
    const html = renderUi(
      <OutputsCard outputs={outputs(total)} network="mainnet" showAll={false} showAllHref="?network=testnet&io=all" />,
    );
    expect(items(html)).toBe(IO_DISPLAY_LIMIT);
    expect(html).toContain(`Outputs (${total})`);
    expect(html).toContain(`Showing the first ${IO_DISPLAY_LIMIT} of ${total} outputs.`);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/?\\?network=testnet&amp;io=all"[^>]*>Show all ${total} outputs</a>`));
    // The output after the cap is not rendered.
    expect(html).not.toContain(`addr1q${String(IO_DISPLAY_LIMIT).padStart(4, "0")}`);
  });

  it("renders all of them when asked", () => {
    const total = IO_DISPLAY_LIMIT + 50;
    const html = renderUi(<OutputsCard outputs={outputs(total)} network="testnet" showAll showAllHref="?io=all" />);
    expect(items(html)).toBe(total);
    expect(html).not.toContain("io-cap-note");
    expect(html).toContain("1.500000 tAP3X");
  });

  it("marks spent and unspent outputs, linking the spender", () => {
    const html = renderUi(<OutputsCard outputs={outputs(2)} network="mainnet" showAll={false} showAllHref="?io=all" />);
    expect(html).toContain(">Spent<");
    expect(html).toContain(">Unspent<");
    expect(html).toContain(`href="/transactions/${"ab".repeat(32)}"`);
    expect(html).toContain(">#0<");
    expect(html).toContain('href="/addresses/addr1q0000"');
  });
});

describe("InputsCard", () => {
  it("links each input's address and the output it spends (hash#index)", () => {
    const hash = "cd".repeat(32);
    const html = renderUi(
      <InputsCard
        inputs={[{ address: "addr1qxyz", utxoHash: hash, outputIndex: 4, amount: "2000000", assets: [], scriptAddress: false, referenceScript: null }]}
        network="mainnet"
        showAll={false}
        showAllHref="?io=all"
      />,
    );
    expect(html).toContain('href="/addresses/addr1qxyz"');
    expect(html).toContain(`href="/transactions/${hash}"`);
    expect(html).toContain(`>${hash.slice(0, 16)}...#4<`);
    expect(html).toContain("2.000000 AP3X");
  });

  it("says when a transaction spends nothing", () => {
    const html = renderUi(<InputsCard inputs={[]} network="mainnet" showAll={false} showAllHref="?io=all" />);
    expect(html).toContain("Inputs (0)");
    expect(html).toContain("No inputs (genesis funds)");
  });
});
