import { describe, expect, it } from "vitest";
import type { AddressUtxo } from "../../lib/domain";
import { GENESIS } from "../../lib/chain/status";
import { UtxosTable } from "../addresses/utxos-table";
import { BlockPlace } from "./block-place";
import { renderUi } from "../test-utils";

// The genesis block has no height: wherever a block is named by its height, it
// reads 'Genesis', never '#0' (another block) or a link to /blocks/null.
describe("BlockPlace", () => {
  it("is '#height' linking to it, 'Genesis' (a link when its hash is known), or its none-text", () => {
    expect(renderUi(<BlockPlace place={74_520} />)).toMatch(/href="\/blocks\/74520"[^>]*>#74,520</);
    expect(renderUi(<BlockPlace place={GENESIS} />)).toMatch(/^<span>Genesis<\/span>/);
    expect(renderUi(<BlockPlace place={GENESIS} genesisBlockId={"ab".repeat(32)} />)).toMatch(new RegExp(`href="/blocks/${"ab".repeat(32)}"[^>]*>Genesis<`));
    expect(renderUi(<BlockPlace place={null} none="Pending" />)).toMatch(/^<span>Pending<\/span>/);
  });

  it("an unspent output of the genesis distribution is in 'Genesis', not /blocks/null", () => {
    const utxo: AddressUtxo = { txId: "cd".repeat(32), outputIndex: 0, amount: "5000000", blockHeight: null, timestamp: "2026-11-05T12:00:00Z" };
    const html = renderUi(<UtxosTable utxos={[utxo]} network="mainnet" />);
    expect(html).toContain(">Genesis<");
    expect(html).not.toContain("/blocks/null");
  });
});
