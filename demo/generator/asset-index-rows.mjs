// @ts-check
// The asset index (ADR 010) written with the chain it generates, as the address index
// is (address-index-rows.mjs): a first start would otherwise spend ~7 s of its embedded
// database's single thread building it from the loaded rows (the full mainnet demo, one
// batch), after the chain is loaded and before the first page. It watches the rows the
// index pass reads (block, tx, tx_out, tx_in, multi_asset, ma_tx_out, ma_tx_mint,
// tx_metadata, datum, stake_address) and derives what one pass from nothing would write
// (app/summaries/asset-index.server.ts): the assets with their supply, holder, mint and
// transaction figures, mints, reference datums, holdings, the journal of the newest
// blocks, each asset's transactions and the newest indexed blocks. Metadata (names,
// tickers, look-alikes) keeps its one rule in app/lib/assets: the assets it would resolve
// are listed in explorer.asset_metadata_pending, which the next pass resolves. The
// pass's tests compare the two (app/summaries/address-index.server.test.ts).
import { KEPT_BLOCKS } from "../../schema/indexed-blocks.mjs";
import { NewestBlocks } from "./newest-blocks.mjs";

/** @typedef {import("./row-sink.mjs").RowSink} RowSink */
/** @typedef {import("./csv.mjs").CsvValue} CsvValue */
/** @typedef {{ policy: Buffer, name: Buffer, fingerprint: CsvValue }} AssetKey */
/** @typedef {{ txId: number, index: number, address: string, stakeView: string | null, inlineDatumId: number | null, assets: [number, bigint][] }} AssetOutput */
/**
 * What one transaction did to assets: outputs holding them, spent outputs holding them,
 * mints and burns, and the policies its label-721 metadata names.
 * @typedef {{ created: AssetOutput[], spent: AssetOutput[], mints: [number, bigint][], cip25: Set<string> | null }} TxAssets
 */
/**
 * @typedef {object} AssetFigures
 * @property {bigint} supply
 * @property {number} mintTxs
 * @property {number} burnTxs
 * @property {number | null} firstMintBlockNo
 * @property {number | null} lastMintBlockNo
 * @property {number} transactions
 */

// The columns read here (demo/generator/tables.mjs).
const OUT = { id: 0, txId: 1, index: 2, address: 3, stakeAddressId: 6, inlineDatumId: 9 };
const IN = { txId: 1, outTxId: 2, outIndex: 3 };
const TX = { id: 0, blockIndex: 3 };
const BLOCK = { hash: 1, blockNo: 5, time: 9 };
const MA_OUT = { quantity: 1, txOutId: 2, ident: 3 };
const MA_MINT = { quantity: 1, txId: 2, ident: 3 };
const METADATA = { key: 1, json: 2, txId: 4 };
const CIP25_LABEL = 721;
/** CIP-68 name prefixes: the reference token (100) and the user tokens it describes (222, 333, 444). */
const REFERENCE_PREFIX = "000643b0";
const USER_PREFIXES = ["000de140", "0014df10", "001bc280"];

export class AssetIndexRows {
  /** @param {RowSink} sink where the index's rows go (explorer.* tables) */
  constructor(sink) {
    this.sink = sink;
    /** @type {Map<number, AssetKey>} multi_asset.id → its key */
    this.multiAssets = new Map();
    /** @type {Map<number, string>} stake_address.id → view */
    this.stakeViews = new Map();
    /** @type {Map<number, CsvValue>} datum.id → value */
    this.datums = new Map();
    /** @type {readonly CsvValue[] | null} the newest tx_out row: its ma_tx_out rows follow it */
    this.lastOutputRow = null;
    /** @type {AssetOutput | null} the newest output, once an asset of it is seen */
    this.lastAssetOutput = null;
    /** @type {Map<number, Map<number, AssetOutput>>} outputs holding assets, by tx id and index: a tx_in finds what it spends */
    this.assetOutputs = new Map();
    /** @type {Map<number, TxAssets>} by tx id, until the tx row */
    this.pending = new Map();
    /** @type {{ blockIndex: number, assets: TxAssets | undefined }[]} the transactions of the block whose row has not come yet */
    this.blockTxs = [];
    /** @type {[number, number, number, bigint, boolean][]} (ident, block_no, block_index, quantity, cip25) */
    this.mints = [];
    /** @type {[number, number, number, number, number | null][]} (ident, block_no, block_index, output index, datum id) */
    this.referenceOutputs = [];
    /** @type {[number, number, number][]} (ident, block_no, block_index) */
    this.moved = [];
    /** @type {Set<number>} the assets the pass gives a row: minted, or in an output of an indexed block */
    this.indexed = new Set();
    /** @type {Map<number, Map<string, { quantity: bigint, stakeView: string | null }>>} ident → address → holding */
    this.holdings = new Map();
    /** @type {Map<number, Map<string, bigint>>} ident → stake view → quantity */
    this.stakeHoldings = new Map();
    /** @type {[number, number, string, string | null, bigint][]} (block_no, ident, address, stake view, quantity), newest blocks only */
    this.journal = [];
    /** @type {Map<number, CsvValue>} block_no → time, of the blocks with a mint */
    this.mintTimes = new Map();
    this.blocks = new NewestBlocks();
  }

  /**
   * One row the generator wrote (RowSink's observer).
   * @param {string} table
   * @param {readonly CsvValue[]} values
   */
  observe(table, values) {
    switch (table) {
      case "tx_out":
        return this.#output(values);
      case "ma_tx_out":
        return this.#outputAsset(values);
      case "tx_in":
        return this.#input(values);
      case "ma_tx_mint":
        return this.#mint(values);
      case "tx_metadata":
        return this.#metadata(values);
      case "tx":
        return this.#tx(values);
      case "block":
        return this.#block(values);
      case "multi_asset":
        this.multiAssets.set(Number(values[0]), { policy: /** @type {Buffer} */ (values[1]), name: /** @type {Buffer} */ (values[2]), fingerprint: values[3] });
        return;
      case "stake_address":
        this.stakeViews.set(Number(values[0]), String(values[2]));
        return;
      case "datum":
        this.datums.set(Number(values[0]), values[3]);
        return;
    }
  }

  /** @param {readonly CsvValue[]} values */
  #output(values) {
    this.lastOutputRow = values;
    this.lastAssetOutput = null;
  }

  /** @param {readonly CsvValue[]} values */
  #outputAsset(values) {
    const row = this.lastOutputRow;
    if (!row || Number(row[OUT.id]) !== Number(values[MA_OUT.txOutId])) throw new Error(`ma_tx_out ${values[0]} does not follow its tx_out row`);
    let output = this.lastAssetOutput;
    if (!output) {
      const stake = row[OUT.stakeAddressId];
      const datum = row[OUT.inlineDatumId];
      output = {
        txId: Number(row[OUT.txId]),
        index: Number(row[OUT.index]),
        address: String(row[OUT.address]),
        stakeView: stake === null || stake === undefined ? null : (this.stakeViews.get(Number(stake)) ?? null),
        inlineDatumId: datum === null || datum === undefined ? null : Number(datum),
        assets: [],
      };
      this.lastAssetOutput = output;
      let byIndex = this.assetOutputs.get(output.txId);
      if (!byIndex) this.assetOutputs.set(output.txId, (byIndex = new Map()));
      byIndex.set(output.index, output);
      this.#assetsOf(output.txId).created.push(output);
    }
    output.assets.push([Number(values[MA_OUT.ident]), BigInt(/** @type {number | bigint} */ (values[MA_OUT.quantity]))]);
  }

  /** @param {readonly CsvValue[]} values */
  #input(values) {
    const output = this.assetOutputs.get(Number(values[IN.outTxId]))?.get(Number(values[IN.outIndex]));
    if (output) this.#assetsOf(Number(values[IN.txId])).spent.push(output);
  }

  /** @param {readonly CsvValue[]} values */
  #mint(values) {
    this.#assetsOf(Number(values[MA_MINT.txId])).mints.push([Number(values[MA_MINT.ident]), BigInt(/** @type {number | bigint} */ (values[MA_MINT.quantity]))]);
  }

  /** @param {readonly CsvValue[]} values */
  #metadata(values) {
    if (Number(values[METADATA.key]) !== CIP25_LABEL) return;
    const json = values[METADATA.json];
    if (json === null || json === undefined) return;
    const assets = this.#assetsOf(Number(values[METADATA.txId]));
    assets.cip25 ??= new Set();
    for (const key of jsonbKeys(JSON.parse(/** @type {{ text: string }} */ (json).text))) assets.cip25.add(key);
  }

  /** @param {number} txId */
  #assetsOf(txId) {
    let assets = this.pending.get(txId);
    if (!assets) this.pending.set(txId, (assets = { created: [], spent: [], mints: [], cip25: null }));
    return assets;
  }

  /** @param {readonly CsvValue[]} values */
  #tx(values) {
    const txId = Number(values[TX.id]);
    this.blockTxs.push({ blockIndex: Number(values[TX.blockIndex]), assets: this.pending.get(txId) });
    this.pending.delete(txId);
  }

  /** @param {readonly CsvValue[]} values a block row: its transactions' rows came before it */
  #block(values) {
    const height = values[BLOCK.blockNo];
    const txs = this.blockTxs;
    this.blockTxs = [];
    // The pass reads blocks by block_no: the genesis block's (NULL) transactions are never indexed.
    const blockNo = height === null || height === undefined ? null : Number(height);
    this.blocks.add(blockNo, values[BLOCK.hash]);
    if (blockNo === null) return;
    /** @type {Map<string, { ident: number, address: string, quantity: bigint, stakeView: string | null }>} */
    const changes = new Map();
    const move = (/** @type {AssetOutput} */ output, /** @type {1n | -1n} */ sign) => {
      for (const [ident, quantity] of output.assets) {
        const key = `${ident} ${output.address}`;
        const change = changes.get(key);
        if (!change) changes.set(key, { ident, address: output.address, quantity: sign * quantity, stakeView: output.stakeView });
        else {
          change.quantity += sign * quantity;
          change.stakeView = minView(change.stakeView, output.stakeView);
        }
      }
    };
    for (const { blockIndex, assets } of txs) {
      if (!assets) continue;
      /** @type {Set<number>} */
      const moved = new Set();
      for (const output of assets.created) {
        move(output, 1n);
        for (const [ident] of output.assets) {
          moved.add(ident);
          this.indexed.add(ident);
          if (this.#nameHex(ident).startsWith(REFERENCE_PREFIX)) this.referenceOutputs.push([ident, blockNo, blockIndex, output.index, output.inlineDatumId]);
        }
      }
      for (const output of assets.spent) {
        move(output, -1n);
        for (const [ident] of output.assets) moved.add(ident);
      }
      for (const [ident, quantity] of assets.mints) {
        moved.add(ident);
        this.indexed.add(ident);
        const policy = /** @type {AssetKey} */ (this.multiAssets.get(ident)).policy.toString("hex");
        this.mints.push([ident, blockNo, blockIndex, quantity, quantity > 0n && (assets.cip25?.has(policy) ?? false)]);
        if (quantity > 0n) this.mintTimes.set(blockNo, values[BLOCK.time]);
      }
      for (const ident of moved) this.moved.push([ident, blockNo, blockIndex]);
    }
    for (const { ident, address, quantity, stakeView } of changes.values()) {
      if (quantity === 0n) continue;
      this.journal.push([blockNo, ident, address, stakeView, quantity]);
      let byAddress = this.holdings.get(ident);
      if (!byAddress) this.holdings.set(ident, (byAddress = new Map()));
      const holding = byAddress.get(address);
      if (!holding) byAddress.set(address, { quantity, stakeView });
      else {
        holding.quantity += quantity;
        holding.stakeView = minView(holding.stakeView, stakeView);
      }
      if (stakeView !== null) {
        let byView = this.stakeHoldings.get(ident);
        if (!byView) this.stakeHoldings.set(ident, (byView = new Map()));
        byView.set(stakeView, (byView.get(stakeView) ?? 0n) + quantity);
      }
    }
    // Journal rows older than the newest k + margin blocks are never kept: dropped now and then, not every block.
    const oldest = blockNo - KEPT_BLOCKS;
    if ((this.journal[0]?.[0] ?? oldest) < oldest - KEPT_BLOCKS) this.journal = this.journal.filter(([at]) => at >= oldest);
  }

  /** @param {number} ident */
  #nameHex(ident) {
    return /** @type {AssetKey} */ (this.multiAssets.get(ident)).name.toString("hex");
  }

  /** Writes the index's rows, once the last block is written. */
  finish() {
    if (this.pending.size > 0 || this.blockTxs.length > 0) throw new Error("the asset index was finished with transactions outside any block");
    // Ids as the pass gives them: every asset minted or carried, in multi_asset order.
    const idents = [...this.indexed].sort((a, b) => a - b);
    const assetId = new Map(idents.map((ident, n) => [ident, n + 1]));
    const id = (/** @type {number} */ ident) => {
      const found = assetId.get(ident);
      if (found === undefined) throw new Error(`multi_asset ${ident} is spent in an indexed block but was never minted or output in one`);
      return found;
    };
    const figures = this.#figures(idents);
    for (const ident of idents) {
      const { policy, name, fingerprint } = /** @type {AssetKey} */ (this.multiAssets.get(ident));
      const f = /** @type {AssetFigures} */ (figures.get(ident));
      const holders = [...(this.holdings.get(ident)?.values() ?? [])].filter((holding) => holding.quantity > 0n).length;
      this.sink.add("explorer.asset", [
        id(ident), policy, name, fingerprint, f.supply, holders, f.mintTxs, f.burnTxs,
        f.firstMintBlockNo === null ? null : this.mintTimes.get(f.firstMintBlockNo),
        f.lastMintBlockNo === null ? null : this.mintTimes.get(f.lastMintBlockNo),
        f.lastMintBlockNo, f.transactions,
      ]);
    }
    for (const [ident, blockNo, blockIndex, quantity, cip25] of this.mints) this.sink.add("explorer.asset_mint", [id(ident), blockNo, blockIndex, quantity, cip25]);
    for (const [ident, blockNo, blockIndex, index, datumId] of this.referenceOutputs) {
      this.sink.add("explorer.asset_datum", [id(ident), blockNo, blockIndex, index, datumId === null ? null : (this.datums.get(datumId) ?? null)]);
    }
    for (const [ident, byAddress] of this.holdings) {
      for (const [address, holding] of byAddress) {
        if (holding.quantity > 0n) this.sink.add("explorer.asset_holding", [address, id(ident), holding.stakeView, holding.quantity]);
      }
    }
    for (const [ident, byView] of this.stakeHoldings) {
      for (const [view, quantity] of byView) if (quantity > 0n) this.sink.add("explorer.asset_stake_holding", [view, id(ident), quantity]);
    }
    const oldest = this.blocks.tipBlockNo - KEPT_BLOCKS;
    for (const [blockNo, ident, address, view, quantity] of this.journal) {
      if (blockNo >= oldest) this.sink.add("explorer.asset_journal", [blockNo, id(ident), address, view, quantity]);
    }
    for (const [ident, blockNo, blockIndex] of this.moved) this.sink.add("explorer.asset_tx", [id(ident), blockNo, blockIndex]);
    for (const ident of this.#metadataToResolve(idents)) this.sink.add("explorer.asset_metadata_pending", [id(ident)]);
    for (const row of this.blocks.rows()) this.sink.add("explorer.asset_index_block", row);
  }

  /**
   * Supply, mint and burn counts, first and last mint and transactions per asset, as the
   * pass's refreshMintFigures and asset_tx count leave them.
   * @param {number[]} idents
   * @returns {Map<number, AssetFigures>}
   */
  #figures(idents) {
    /** @type {Map<number, AssetFigures>} */
    const figures = new Map(idents.map((ident) => [ident, { supply: 0n, mintTxs: 0, burnTxs: 0, firstMintBlockNo: null, lastMintBlockNo: null, transactions: 0 }]));
    for (const [ident, blockNo, , quantity] of this.mints) {
      const f = /** @type {AssetFigures} */ (figures.get(ident));
      f.supply += quantity;
      if (quantity < 0n) f.burnTxs++;
      if (quantity > 0n) {
        f.mintTxs++;
        if (f.firstMintBlockNo === null || blockNo < f.firstMintBlockNo) f.firstMintBlockNo = blockNo;
        if (f.lastMintBlockNo === null || blockNo > f.lastMintBlockNo) f.lastMintBlockNo = blockNo;
      }
    }
    for (const [ident] of this.moved) /** @type {AssetFigures} */ (figures.get(ident)).transactions++;
    return figures;
  }

  /**
   * What the pass would resolve: every minted asset, and the user tokens (222, 333, 444)
   * of each reference token with an output.
   * @param {number[]} idents the indexed assets
   */
  #metadataToResolve(idents) {
    const byKey = new Map(idents.map((ident) => {
      const { policy, name } = /** @type {AssetKey} */ (this.multiAssets.get(ident));
      return [`${policy.toString("hex")} ${name.toString("hex")}`, ident];
    }));
    const resolve = new Set(this.mints.map(([ident]) => ident));
    for (const [reference] of this.referenceOutputs) {
      const { policy, name } = /** @type {AssetKey} */ (this.multiAssets.get(reference));
      const rest = name.toString("hex").slice(REFERENCE_PREFIX.length);
      for (const prefix of USER_PREFIXES) {
        const user = byKey.get(`${policy.toString("hex")} ${prefix}${rest}`);
        if (user !== undefined) resolve.add(user);
      }
    }
    return [...resolve].sort((a, b) => a - b);
  }
}

/**
 * The strings jsonb's `?` finds in a value: an object's keys, an array's string
 * elements, a string itself.
 * @param {unknown} value
 * @returns {string[]}
 */
function jsonbKeys(value) {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.filter((element) => typeof element === "string");
  if (value !== null && typeof value === "object") return Object.keys(value);
  return [];
}

/**
 * The smaller of two stake views as PostgreSQL's min() orders text (NULL ignored); views
 * are ASCII (bech32), where its collation and code-unit order agree.
 * @param {string | null} a
 * @param {string | null} b
 */
function minView(a, b) {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
}
