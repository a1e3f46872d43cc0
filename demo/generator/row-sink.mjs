// @ts-check
// Collects generated rows per table as CSV bytes and hands them out in chunks of at
// most `maxRows` rows, so the generator never holds the whole chain in memory and
// the loader can COPY each chunk as it comes. Lines are written straight into a
// buffer per table: a row's text dies young, which keeps garbage collection cheap.
import { csvLine } from "./csv.mjs";
import { TABLE_COLUMNS } from "./tables.mjs";

/** @typedef {import("./tables.mjs").TableName} TableName */
/** @typedef {import("./csv.mjs").CsvValue} CsvValue */
/** @typedef {{ kind: "rows", table: TableName, columns: readonly string[], csv: Buffer, rows: number }} RowChunk */
/** @typedef {{ bytes: Buffer, length: number, rows: number, pending: string }} TableBuffer */

const TABLE_ORDER = /** @type {TableName[]} */ (Object.keys(TABLE_COLUMNS));
const INITIAL_BYTES = 1 << 20;
const PENDING_CHARS = 1 << 16;

/** @param {TableBuffer} buffer */
function flushPending(buffer) {
  const text = buffer.pending;
  // A UTF-16 code unit takes at most 3 bytes in UTF-8.
  if (buffer.length + text.length * 3 > buffer.bytes.length) {
    const grown = Buffer.allocUnsafe(Math.max(buffer.bytes.length * 2, buffer.length + text.length * 3));
    buffer.bytes.copy(grown, 0, 0, buffer.length);
    buffer.bytes = grown;
  }
  buffer.length += buffer.bytes.write(text, buffer.length);
  buffer.pending = "";
}

export class RowSink {
  /**
   * A chunk is handed out once it holds maxRows rows or maxBytes bytes. 12 MB keeps a
   * table's working buffer within 16 MB (grown by doubling from 1 MB).
   * @param {{ maxRows?: number, maxBytes?: number }} [limits]
   */
  constructor({ maxRows = 100_000, maxBytes = 12 * 1024 * 1024 } = {}) {
    this.maxRows = maxRows;
    this.maxBytes = maxBytes;
    /** @type {Map<TableName, TableBuffer>} */
    this.buffers = new Map();
    /** @type {Map<TableName, number>} */
    this.lastIds = new Map();
    /** @type {Map<TableName, number>} rows written per table, for the report */
    this.counts = new Map();
    /** Count rows and hand out ids but keep no rows (replaying a chain to its state). */
    this.discard = false;
    /** @type {((table: TableName, values: readonly CsvValue[]) => void) | null} sees every row kept */
    this.observer = null;
  }

  /**
   * The next id of a table with a bigserial id (1, 2, 3, … in generation order).
   * @param {TableName} table
   */
  nextId(table) {
    const id = (this.lastIds.get(table) ?? 0) + 1;
    this.lastIds.set(table, id);
    return id;
  }

  /**
   * Appends one row, values in TABLE_COLUMNS order.
   * @param {TableName} table
   * @param {readonly CsvValue[]} values
   */
  add(table, values) {
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
    if (this.discard) return;
    this.observer?.(table, values);
    let buffer = this.buffers.get(table);
    if (!buffer) {
      buffer = { bytes: Buffer.allocUnsafe(INITIAL_BYTES), length: 0, rows: 0, pending: "" };
      this.buffers.set(table, buffer);
    }
    // Lines gather in a short string first: one buffer write per ~64 KB, not per row.
    buffer.pending += csvLine(values);
    buffer.rows++;
    if (buffer.pending.length >= PENDING_CHARS) flushPending(buffer);
  }

  /**
   * Allocates the next id and appends the row with it; returns the id.
   * @param {TableName} table
   * @param {readonly CsvValue[]} valuesAfterId
   */
  insert(table, valuesAfterId) {
    const id = this.nextId(table);
    this.add(table, [id, ...valuesAfterId]);
    return id;
  }

  /**
   * Chunks of the tables whose buffer is full.
   * @returns {Generator<RowChunk>}
   */
  *takeFull() {
    // Called after every block: a plain loop, no list of the buffers made each time.
    for (const table of TABLE_ORDER) {
      const buffer = this.buffers.get(table);
      if (buffer && (buffer.rows >= this.maxRows || buffer.length >= this.maxBytes)) yield this.#take(table, buffer);
    }
  }

  /**
   * Everything still buffered.
   * @returns {Generator<RowChunk>}
   */
  *takeAll() {
    for (const [table, buffer] of this.#inTableOrder()) {
      if (buffer.rows > 0) yield this.#take(table, buffer);
    }
  }

  /**
   * The buffers in TABLE_COLUMNS order, so chunks come out in the same order however
   * the buffers were first made (a replayed chain makes them later).
   * @returns {[TableName, TableBuffer][]}
   */
  #inTableOrder() {
    return TABLE_ORDER.flatMap((table) => {
      const buffer = this.buffers.get(table);
      return buffer ? [/** @type {[TableName, TableBuffer]} */ ([table, buffer])] : [];
    });
  }

  /**
   * @param {TableName} table
   * @param {TableBuffer} buffer
   * @returns {RowChunk}
   */
  #take(table, buffer) {
    flushPending(buffer);
    // The chunk gets its own buffer of exactly its size (a worker can transfer it
    // without another copy); the table keeps writing into the same working buffer.
    const csv = Buffer.allocUnsafeSlow(buffer.length);
    buffer.bytes.copy(csv, 0, 0, buffer.length);
    const chunk = { kind: /** @type {const} */ ("rows"), table, columns: TABLE_COLUMNS[table], csv, rows: buffer.rows };
    // A burst (the genesis writes hundreds of thousands of rows at once) grows a
    // buffer far past what a chunk needs: start that table afresh.
    if (buffer.bytes.length > 2 * this.maxBytes) buffer.bytes = Buffer.allocUnsafe(INITIAL_BYTES);
    buffer.length = 0;
    buffer.rows = 0;
    return chunk;
  }
}
