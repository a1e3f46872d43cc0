// @ts-check
// The pure part of `npm run prices:import`: arguments, the CSV and the
// price-service answer read into points, points mapped to epochs and averaged,
// and the one upsert statement. No I/O here, so all of it is tested without a
// database (scripts/prices-import.test.ts).

const NETWORKS = ["mainnet", "testnet"];
/** explorer.epoch_price.usd is numeric(20,8). */
const STORED_DECIMALS = 8;
// Prices are added and averaged as integers of 10^-12 USD, exactly.
const SCALE_DIGITS = 12;
const SCALE = 10n ** BigInt(SCALE_DIGITS);
const MAX_INTEGER_DIGITS = 20 - STORED_DECIMALS;
const EPOCH_MS = 432_000 * 1000;

export class PriceInputError extends Error {}

/**
 * @typedef {{ network: string, databaseUrl: string, csv: string | null, url: string | null }} Arguments
 * @typedef {{ epoch: number, units: bigint }} EpochPoint   a price in 10^-12 USD for an epoch
 * @typedef {{ time: number, units: bigint }} DatedPoint    a price in 10^-12 USD at a time (ms)
 * @typedef {{ epoch: number, start: number }} EpochStart   the epoch's first block time (ms)
 */

/** @param {string[]} argv @returns {Arguments} */
export function parseArguments(argv) {
  /** @type {Record<string, string>} */
  const values = {};
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i] ?? "";
    const value = argv[i + 1];
    if (!["--network", "--database-url", "--csv", "--url"].includes(flag)) throw new PriceInputError(`unknown argument ${flag}`);
    if (value === undefined || value.startsWith("--")) throw new PriceInputError(`${flag} needs a value`);
    values[flag.slice(2)] = value;
    i += 1;
  }
  const network = values["network"];
  if (!network || !NETWORKS.includes(network)) throw new PriceInputError(`--network must be one of ${NETWORKS.join(", ")}`);
  const databaseUrl = values["database-url"];
  if (!databaseUrl) throw new PriceInputError("--database-url is required");
  const csv = values["csv"] ?? null;
  const url = values["url"] ?? null;
  if (!csv && !url) throw new PriceInputError("give --csv FILE, --url URL or both");
  return { network, databaseUrl, csv, url };
}

/**
 * A non-negative decimal (as written in a file) in 10^-12 USD; null when it is not one.
 * @param {string} text @returns {bigint | null}
 */
function decimalUnits(text) {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  if (whole.replace(/^0+/, "").length > MAX_INTEGER_DIGITS) return null;
  const kept = fraction.slice(0, SCALE_DIGITS).padEnd(SCALE_DIGITS, "0");
  const roundUp = fraction.length > SCALE_DIGITS && Number(fraction[SCALE_DIGITS]) >= 5 ? 1n : 0n;
  return BigInt(whole) * SCALE + BigInt(kept) + roundUp;
}

/** 10^-12 USD as the stored decimal text (8 places, half up). @param {bigint} units */
function storedDecimal(units) {
  const step = 10n ** BigInt(SCALE_DIGITS - STORED_DECIMALS);
  const rounded = (units + step / 2n) / step;
  const text = rounded.toString().padStart(STORED_DECIMALS + 1, "0");
  return `${text.slice(0, -STORED_DECIMALS)}.${text.slice(-STORED_DECIMALS)}`;
}

/**
 * A price file: a header row naming `epoch,usd` or `date,usd` (any order, case
 * ignored), then one price a line; blank lines are skipped. A date is an ISO
 * date (midnight UTC) or date-time. Throws PriceInputError naming the line.
 * @param {string} text @param {string} name  the file's name, for messages
 * @returns {{ epochPoints: EpochPoint[], datedPoints: DatedPoint[] }}
 */
export function parsePriceCsv(text, name) {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const headerAt = lines.findIndex((line) => line.trim() !== "");
  if (headerAt < 0) throw new PriceInputError(`${name}: empty file`);
  const headerLine = lines[headerAt] ?? "";
  const header = headerLine.split(",").map((cell) => cell.trim().toLowerCase());
  const usdColumn = header.indexOf("usd");
  const epochColumn = header.indexOf("epoch");
  const dateColumn = header.indexOf("date");
  if (usdColumn < 0 || (epochColumn < 0) === (dateColumn < 0) || header.length !== 2) {
    throw new PriceInputError(`${name}:${headerAt + 1}: the header must be "epoch,usd" or "date,usd", not "${headerLine.trim()}"`);
  }
  /** @type {EpochPoint[]} */
  const epochPoints = [];
  /** @type {DatedPoint[]} */
  const datedPoints = [];
  for (let at = headerAt + 1; at < lines.length; at += 1) {
    const line = lines[at] ?? "";
    if (line.trim() === "") continue;
    const where = `${name}:${at + 1}`;
    const cells = line.split(",").map((cell) => cell.trim());
    const usd = cells[usdColumn] ?? "";
    if (cells.length !== 2) throw new PriceInputError(`${where}: expected 2 columns, found ${cells.length}`);
    const units = decimalUnits(usd);
    if (units === null) throw new PriceInputError(`${where}: usd "${usd}" is not a non-negative decimal number`);
    if (epochColumn >= 0) {
      const epoch = cells[epochColumn] ?? "";
      if (!/^\d{1,9}$/.test(epoch)) throw new PriceInputError(`${where}: epoch "${epoch}" is not an epoch number`);
      epochPoints.push({ epoch: Number(epoch), units });
    } else {
      const date = cells[dateColumn] ?? "";
      const time = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : /^\d{4}-\d{2}-\d{2}T/.test(date) ? Date.parse(date) : NaN;
      if (!Number.isFinite(time)) throw new PriceInputError(`${where}: date "${date}" is not an ISO date`);
      datedPoints.push({ time, units });
    }
  }
  return { epochPoints, datedPoints };
}

/**
 * A CoinGecko-style history (market_chart): `{ "prices": [[unixMillis, price], …] }`.
 * @param {unknown} body @param {string} source @returns {DatedPoint[]}
 */
export function parseMarketChart(body, source) {
  const prices = body && typeof body === "object" && "prices" in body ? body.prices : undefined;
  if (!Array.isArray(prices)) throw new PriceInputError(`${source}: the answer has no "prices" array`);
  return prices.map((point, index) => {
    if (!Array.isArray(point) || typeof point[0] !== "number" || typeof point[1] !== "number" || !Number.isFinite(point[0]) || !(point[1] >= 0)) {
      throw new PriceInputError(`${source}: prices[${index}] is not [unixMillis, price]`);
    }
    const units = decimalUnits(point[1].toFixed(SCALE_DIGITS));
    if (units === null) throw new PriceInputError(`${source}: prices[${index}] is out of range`);
    return { time: point[0], units };
  });
}

/**
 * The epoch a time falls in: the newest epoch that started at or before it,
 * within its five days (a time before the first block or after the newest
 * epoch's end has none). `starts` ascending by epoch.
 * @param {EpochStart[]} starts @param {number} time @returns {number | null}
 */
function epochAt(starts, time) {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((starts[middle]?.start ?? Infinity) <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  if (found < 0) return null;
  const epoch = starts[found];
  const next = starts[found + 1];
  if (!epoch) return null;
  return time < (next ? next.start : epoch.start + EPOCH_MS) ? epoch.epoch : null;
}

/**
 * Each epoch's price: the average of its points (dated points mapped with
 * `starts`), as stored decimal text. Epoch-keyed points win over dated ones
 * for the same epoch (an operator's file by epoch is the more deliberate).
 * @param {{ epochPoints: EpochPoint[], datedPoints: DatedPoint[] }} input
 * @param {EpochStart[]} starts
 * @returns {{ prices: Map<number, string>, unplaced: number }}
 */
export function averageByEpoch({ epochPoints, datedPoints }, starts) {
  /** @type {Map<number, { sum: bigint, count: bigint }>} */
  const dated = new Map();
  let unplaced = 0;
  for (const point of datedPoints) {
    const epoch = epochAt(starts, point.time);
    if (epoch === null) unplaced += 1;
    else add(dated, epoch, point.units);
  }
  /** @type {Map<number, { sum: bigint, count: bigint }>} */
  const byEpoch = new Map();
  for (const point of epochPoints) add(byEpoch, point.epoch, point.units);
  for (const [epoch, total] of dated) if (!byEpoch.has(epoch)) byEpoch.set(epoch, total);
  const prices = new Map(
    [...byEpoch].sort(([a], [b]) => a - b).map(([epoch, { sum, count }]) => [epoch, storedDecimal((sum * 2n + count) / (count * 2n))]),
  );
  return { prices, unplaced };
}

/** @param {Map<number, { sum: bigint, count: bigint }>} totals @param {number} epoch @param {bigint} units */
function add(totals, epoch, units) {
  const total = totals.get(epoch) ?? { sum: 0n, count: 0n };
  totals.set(epoch, { sum: total.sum + units, count: total.count + 1n });
}

/**
 * One statement for every price; a row is written only when its price is new
 * or different, so a re-run with the same input changes nothing, and the
 * epochs it returns are the ones written.
 */
export const UPSERT_SQL = `
  INSERT INTO explorer.epoch_price (epoch_no, usd)
  SELECT (p ->> 0)::int, (p ->> 1)::numeric FROM jsonb_array_elements($1::text::jsonb) p
  ON CONFLICT (epoch_no) DO UPDATE SET usd = EXCLUDED.usd
  WHERE explorer.epoch_price.usd IS DISTINCT FROM EXCLUDED.usd
  RETURNING epoch_no AS "epoch"`;

/** @param {Map<number, string>} prices */
export const upsertParameter = (prices) => JSON.stringify([...prices].map(([epoch, usd]) => [epoch, usd]));

/** Epoch numbers as short ranges: 0–207, 300, 302–304. @param {number[]} epochs ascending */
export function epochRanges(epochs) {
  /** @type {string[]} */
  const parts = [];
  for (let i = 0; i < epochs.length; ) {
    let j = i;
    while (j + 1 < epochs.length && epochs[j + 1] === (epochs[j] ?? NaN) + 1) j += 1;
    parts.push(i === j ? `${epochs[i]}` : `${epochs[i]}–${epochs[j]}`);
    i = j + 1;
  }
  return parts.join(", ");
}
