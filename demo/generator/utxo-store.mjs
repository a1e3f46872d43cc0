// @ts-check
// The unspent outputs while the chain is generated, as columns of typed arrays
// rather than one object each: a mainnet-scale chain holds millions of them at once,
// and as objects they took ~100 bytes apiece and slowed every garbage collection.
// An output is known by its handle (a slot number); a spent output's slot is reused.

const PAGE_BITS = 16;
const PAGE_SIZE = 1 << PAGE_BITS;
const PAGE_MASK = PAGE_SIZE - 1;

/** One page of slots. */
class Page {
  constructor() {
    this.txId = new Int32Array(PAGE_SIZE);
    this.index = new Uint16Array(PAGE_SIZE);
    this.value = new Float64Array(PAGE_SIZE);
    /** Owner's wallet index; -1 while the slot is free. */
    this.wallet = new Int32Array(PAGE_SIZE).fill(-1);
    /** Its place in the owner's list of unspent outputs. */
    this.position = new Int32Array(PAGE_SIZE);
  }
}

export class UtxoStore {
  constructor() {
    /** @type {Page[]} */
    this.pages = [];
    /** Slots of spent outputs, reused last-freed first. */
    /** @type {number[]} */
    this.free = [];
    /** The first slot never used. */
    this.fresh = 0;
    /** The native assets of the few outputs that carry any, by handle. */
    /** @type {Map<number, import("./assets.mjs").AssetBag>} */
    this.bags = new Map();
  }

  /** @param {number} handle */
  #page(handle) {
    return /** @type {Page} */ (this.pages[handle >>> PAGE_BITS]);
  }

  /**
   * A new unspent output; returns its handle.
   * @param {number} txId
   * @param {number} index
   * @param {number} value
   * @param {number} wallet
   * @param {import("./assets.mjs").AssetBag | null} [assets]
   */
  add(txId, index, value, wallet, assets) {
    if (index > 0xffff) throw new Error(`output ${txId}#${index} out of range`);
    let handle = this.free.pop();
    if (handle === undefined) {
      handle = this.fresh++;
      if (handle >>> PAGE_BITS >= this.pages.length) this.pages.push(new Page());
    }
    const page = this.#page(handle);
    const slot = handle & PAGE_MASK;
    page.txId[slot] = txId;
    page.index[slot] = index;
    page.value[slot] = value;
    page.wallet[slot] = wallet;
    page.position[slot] = 0;
    if (assets && assets.size > 0) this.bags.set(handle, assets);
    return handle;
  }

  /** Frees a spent output's slot. @param {number} handle */
  release(handle) {
    this.#page(handle).wallet[handle & PAGE_MASK] = -1;
    this.bags.delete(handle);
    this.free.push(handle);
  }

  /** @param {number} handle */
  txId(handle) {
    return /** @type {number} */ (this.#page(handle).txId[handle & PAGE_MASK]);
  }

  /** @param {number} handle */
  index(handle) {
    return /** @type {number} */ (this.#page(handle).index[handle & PAGE_MASK]);
  }

  /** @param {number} handle */
  value(handle) {
    return /** @type {number} */ (this.#page(handle).value[handle & PAGE_MASK]);
  }

  /** Owner's wallet index, -1 for a free slot. @param {number} handle */
  wallet(handle) {
    return /** @type {number} */ (this.#page(handle).wallet[handle & PAGE_MASK]);
  }

  /** @param {number} handle */
  position(handle) {
    return /** @type {number} */ (this.#page(handle).position[handle & PAGE_MASK]);
  }

  /** The native assets the output carries, if any. @param {number} handle */
  assets(handle) {
    return this.bags.get(handle);
  }

  /** @param {number} handle @param {number} position */
  setPosition(handle, position) {
    this.#page(handle).position[handle & PAGE_MASK] = position;
  }

  /**
   * Sum of the values of some outputs.
   * @param {readonly number[]} handles
   */
  sum(handles) {
    let total = 0;
    for (const handle of handles) total += this.value(handle);
    return total;
  }
}
