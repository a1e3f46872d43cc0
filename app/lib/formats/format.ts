/**
 * Display formats of the product spec §9. Pure and isomorphic (browser and server).
 *
 * Error convention: no formatter here throws. Input that cannot be read (not a
 * number, a non-integer DFM amount, an unparsable date) yields {@link NOT_AVAILABLE}.
 *
 * Chain amounts are integers of DFM (1 AP3X = 1,000,000 DFM) and may exceed
 * 2^53, so every amount is handled as a bigint. Other numbers are read as exact
 * decimals (a JS number through its shortest round-trip text) so that rounding is
 * half-up, away from zero, on the digits a person sees (1.005 → "1.01").
 */
import { UTCDate } from "@date-fns/utc";
import { formatISO9075 } from "date-fns";

export const NOT_AVAILABLE = "N/A";
export const DFM_PER_AP3X = 1_000_000n;
const AP3X_DECIMALS = 6;

/** A DFM amount: a bigint, or a decimal string of an integer (may be negative). */
export type DfmInput = string | bigint;
export type NumericInput = number | string | bigint;

// ---------------------------------------------------------------------------
// Exact decimal core
// ---------------------------------------------------------------------------

/** value = units / 10^scale, scale ≥ 0. */
export interface Decimal {
  units: bigint;
  scale: number;
}

const INTEGER_TEXT = /^[+-]?\d+$/;
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
// Bounds the size of the bigints built from an exponent ("1e999999" is not a price).
const MAX_EXPONENT = 400;

/** Reads a DFM amount; null unless it is a bigint or an integer string. */
export function parseDfm(value: unknown): bigint | null {
  if (typeof value === "bigint") return value;
  if (typeof value !== "string") return null;
  const text = value.trim();
  return INTEGER_TEXT.test(text) ? BigInt(text) : null;
}

/** Reads a finite number, bigint or numeric string as an exact decimal; null otherwise. */
export function parseDecimal(value: unknown): Decimal | null {
  if (typeof value === "bigint") return { units: value, scale: 0 };
  if (typeof value === "number") return Number.isFinite(value) ? parseDecimalText(String(value)) : null;
  if (typeof value === "string") return parseDecimalText(value.trim());
  return null;
}

function parseDecimalText(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign = "", whole = "", fraction = "", exponentText = "0"] = match;
  if (whole === "" && fraction === "") return null;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  const magnitude = BigInt(whole + fraction);
  const units = sign === "-" ? -magnitude : magnitude;
  const scale = fraction.length - exponent;
  return scale >= 0 ? { units, scale } : { units: units * pow10(-scale), scale: 0 };
}

// Every figure of a table row takes two or three of these: the usual ones computed once.
const POWERS_OF_TEN = Array.from({ length: 41 }, (_, exponent) => 10n ** BigInt(exponent));

function pow10(exponent: number): bigint {
  return POWERS_OF_TEN[exponent] ?? 10n ** BigInt(exponent);
}

function absolute(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** numerator ÷ denominator (> 0) rounded half-up, away from zero. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = (absolute(numerator) * 2n + denominator) / (denominator * 2n);
  return numerator < 0n ? -quotient : quotient;
}

/** (value ÷ divisor) rounded half-up to `digits` fraction digits, as integer units. */
function quotientUnits(value: Decimal, divisor: bigint, digits: number): bigint {
  return divideRoundHalfUp(value.units * pow10(digits), divisor * pow10(value.scale));
}

function isWholeNumber(value: Decimal): boolean {
  return value.units % pow10(value.scale) === 0n;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

interface FixedPointOptions {
  minDigits?: number;
  grouped?: boolean;
}

/** Renders integer units with `digits` implied fraction digits, trimming zeros down to minDigits. */
function formatFixedPoint(units: bigint, digits: number, options: FixedPointOptions = {}): string {
  const { minDigits = digits, grouped = true } = options;
  const magnitude = absolute(units);
  const divisor = pow10(digits);
  const wholeText = (magnitude / divisor).toString();
  const whole = grouped ? groupThousands(wholeText) : wholeText;
  const fraction = digits === 0 ? "" : trimTrailingZeros((magnitude % divisor).toString().padStart(digits, "0"), minDigits);
  const body = fraction === "" ? whole : `${whole}.${fraction}`;
  return units < 0n ? `-${body}` : body;
}

function trimTrailingZeros(fraction: string, minDigits: number): string {
  let end = fraction.length;
  while (end > minDigits && fraction[end - 1] === "0") end -= 1;
  return fraction.slice(0, end);
}

function clampDigits(requested: number, min: number, max: number): number {
  if (!Number.isFinite(requested)) return max;
  return Math.min(max, Math.max(min, Math.trunc(requested)));
}

function formatFixed(value: unknown, digits: number, divisor = 1n): string {
  const decimal = parseDecimal(value);
  return decimal ? formatFixedPoint(quotientUnits(decimal, divisor, digits), digits) : NOT_AVAILABLE;
}

// ---------------------------------------------------------------------------
// Amounts
// ---------------------------------------------------------------------------

/** Exact AP3X decimal string of a DFM amount, ungrouped, trailing zeros trimmed ("1500000" → "1.5"). */
export function dfmToAp3x(dfm: DfmInput): string {
  const amount = parseDfm(dfm);
  if (amount === null) return NOT_AVAILABLE;
  return formatFixedPoint(amount, AP3X_DECIMALS, { minDigits: 0, grouped: false });
}

export interface Ap3xFormatOptions {
  /** Maximum fraction digits (0–6), default 6. */
  decimals?: number;
  /** Fraction digits always shown, default 0. */
  minDecimals?: number;
}

/** AP3X with thousands separators, rounded half-up to `decimals` ("1234567891234" → "1,234,567.891234"). */
export function formatAp3x(dfm: DfmInput, options: Ap3xFormatOptions = {}): string {
  const amount = parseDfm(dfm);
  if (amount === null) return NOT_AVAILABLE;
  const maxDigits = clampDigits(options.decimals ?? AP3X_DECIMALS, 0, AP3X_DECIMALS);
  const minDigits = clampDigits(options.minDecimals ?? 0, 0, maxDigits);
  const units = divideRoundHalfUp(amount * pow10(maxDigits), DFM_PER_AP3X);
  return formatFixedPoint(units, maxDigits, { minDigits });
}

/**
 * A chain amount in AP3X with every DFM shown: always 6 decimals ("552,856.635570",
 * "0.000000"), so a column of amounts never mixes padded and trimmed figures and
 * its decimal points line up. Rewards use it too (spec §9: up to 6 decimals).
 */
export function formatAmount(dfm: DfmInput): string {
  return formatAp3x(dfm, { decimals: AP3X_DECIMALS, minDecimals: AP3X_DECIMALS });
}

/** A fee in AP3X with fixed decimals: 2 on the dashboard, 3 in lists, 6 on detail pages. */
export function formatFee(dfm: DfmInput, decimals: 2 | 3 | 6): string {
  return formatAp3x(dfm, { decimals, minDecimals: decimals });
}

/** AP3X in billions with one decimal ("1200000000000000" → "1.2B"), for epoch volume. */
export function formatBillionsAp3x(dfm: DfmInput): string {
  const amount = parseDfm(dfm);
  if (amount === null) return NOT_AVAILABLE;
  return `${formatFixedPoint(divideRoundHalfUp(amount * 10n, DFM_PER_AP3X * 1_000_000_000n), 1)}B`;
}

// ---------------------------------------------------------------------------
// Compact K / M / B
// ---------------------------------------------------------------------------

const COMPACT_TIERS = [
  { suffix: "", divisor: 1n },
  { suffix: "K", divisor: 1_000n },
  { suffix: "M", divisor: 1_000_000n },
  { suffix: "B", divisor: 1_000_000_000n },
] as const;

function formatCompactDecimal(value: Decimal, decimals: number): string {
  const lastIndex = COMPACT_TIERS.length - 1;
  for (const [index, tier] of COMPACT_TIERS.entries()) {
    const digits = index === 0 && isWholeNumber(value) ? 0 : decimals;
    const units = quotientUnits(value, tier.divisor, digits);
    // Choosing the tier after rounding turns 999,999 into "1.00M", not "1,000.00K".
    if (index === lastIndex || absolute(units) < 1000n * pow10(digits)) {
      return `${formatFixedPoint(units, digits)}${tier.suffix}`;
    }
  }
  return NOT_AVAILABLE;
}

/** Counts and stakes with K/M/B (thresholds 1e3, 1e6, 1e9); whole numbers below 1000 have no decimals. */
export function formatCompact(value: NumericInput, decimals = 2): string {
  const decimal = parseDecimal(value);
  return decimal ? formatCompactDecimal(decimal, clampDigits(decimals, 0, 20)) : NOT_AVAILABLE;
}

/** A DFM amount shown compact in AP3X ("45000000000000000" → "45.00B"). */
export function formatCompactAp3x(dfm: DfmInput): string {
  const amount = parseDfm(dfm);
  return amount === null ? NOT_AVAILABLE : formatCompactDecimal({ units: amount, scale: AP3X_DECIMALS }, 2);
}

// ---------------------------------------------------------------------------
// Other numbers
// ---------------------------------------------------------------------------

/** "12.3%" (1 decimal by default, half-up). */
export function formatPercent(value: number | string, decimals = 1): string {
  const text = formatFixed(value, clampDigits(decimals, 0, 20));
  return text === NOT_AVAILABLE ? text : `${text}%`;
}

/** A pool margin given as a fraction, shown ×100 with 1 decimal (0.035 → "3.5%"). */
export function formatMarginPercent(fraction: number | string): string {
  const decimal = parseDecimal(fraction);
  if (!decimal) return NOT_AVAILABLE;
  const percent = { units: decimal.units * 100n, scale: decimal.scale };
  return `${formatFixedPoint(quotientUnits(percent, 1n, 1), 1)}%`;
}

/** Rho and tau with 8 decimals ("0.003" → "0.00300000"). */
export function formatRhoTau(value: number | string): string {
  return formatFixed(value, 8);
}

/** Decentralization with 1 decimal. */
export function formatDecentralization(value: number | string): string {
  return formatFixed(value, 1);
}

/** Bytes as kilobytes (÷ 1024): 1 decimal in lists, 2 on the block detail page. */
export function formatKB(bytes: number, decimals: 1 | 2): string {
  const text = formatFixed(bytes, decimals, 1024n);
  return text === NOT_AVAILABLE ? text : `${text} KB`;
}

/** US dollars: 4 decimals with an amount, 3 per unit, 2 on pool rewards ("$1,234.5678"). */
export function formatUsd(value: NumericInput, decimals: 2 | 3 | 4): string {
  const text = formatFixed(value, decimals);
  if (text === NOT_AVAILABLE) return text;
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

/** A whole number with thousands separators ("21,600"); fractions round half-up. */
export function formatInteger(value: NumericInput): string {
  return formatFixed(value, 0);
}

/** A block height as every page shows it: "#74,520" (null: the genesis block, which has none). */
export function formatBlockHeight(height: NumericInput): string {
  const text = formatInteger(height);
  return text === NOT_AVAILABLE ? text : `#${text}`;
}

// ---------------------------------------------------------------------------
// Hashes
// ---------------------------------------------------------------------------

export const HASH_TRUNCATION = {
  dashboardBlock: 8,
  dashboardTx: 12,
  dashboardPool: 12,
  default: 16,
} as const;

/** The first `length` characters followed by "..." when the hash is longer than that. */
export function truncateHash(hash: string | null | undefined, length: number = HASH_TRUNCATION.default): string {
  if (typeof hash !== "string") return NOT_AVAILABLE;
  return hash.length > length ? `${hash.slice(0, length)}...` : hash;
}

// ---------------------------------------------------------------------------
// Dates (always UTC)
// ---------------------------------------------------------------------------

export type TimestampInput = string | number | Date;

const ISO_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Milliseconds since the epoch, or null. Numbers and all-digit strings are epoch
 * milliseconds; other strings must be ISO 8601, and those without a zone are read
 * as UTC (never in the machine's zone).
 */
export function parseTimestamp(ts: unknown): number | null {
  let ms = Number.NaN;
  if (ts instanceof Date) ms = ts.getTime();
  else if (typeof ts === "number") ms = ts;
  else if (typeof ts === "string") ms = parseTimestampText(ts.trim());
  // What a Date can hold (ECMAScript's TimeClip): ±100,000,000 days around the epoch.
  return Math.abs(ms) <= MAX_DATE_MS ? ms : null;
}

const MAX_DATE_MS = 8.64e15;
const ALL_DIGITS = /^\d+$/;

function parseTimestampText(text: string): number {
  if (ALL_DIGITS.test(text)) return Number(text);
  const match = ISO_TIMESTAMP.exec(text);
  if (!match) return Number.NaN;
  const [, year = "", month = "", day = "", hour = "00", minute = "00", second = "00", fraction = "", zone] = match;
  const [y, mo, d, h, mi, sec] = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  if (!isCalendarDate(y, mo, d)) return Number.NaN;
  const millis = fraction.padEnd(3, "0").slice(0, 3);
  // The fields as they are, without a text to parse again: Date.UTC reads 0–99 as 19xx and
  // rolls 24:00 over to the next day, so those few are read by Date.parse as before.
  if (y >= 100 && h < 24 && mi < 60 && sec < 60) return Date.UTC(y, mo - 1, d, h, mi, sec, Number(millis)) - zoneOffsetMs(zone);
  return Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}${normaliseZone(zone)}`);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

function normaliseZone(zone: string | undefined): string {
  if (zone === undefined || zone.toUpperCase() === "Z") return "Z";
  const digits = zone.slice(1).replace(":", "").padEnd(4, "0");
  return `${zone[0]}${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** How far a zone ("+05:30", "-0800", "Z") is ahead of UTC, in milliseconds. */
function zoneOffsetMs(zone: string | undefined): number {
  const normal = normaliseZone(zone);
  if (normal === "Z") return 0;
  const minutes = Number(normal.slice(1, 3)) * 60 + Number(normal.slice(4, 6));
  return (normal[0] === "-" ? -minutes : minutes) * MINUTE_MS;
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * The UTC calendar date ("2026-11-22") and clock time ("02:51:22") of a
 * timestamp, or null: read off the date's UTC fields, with no pattern to
 * parse, on every row of a table and a CSV. Years outside 0–9999 are written
 * as ISO 9075 writes them (date-fns).
 */
export function utcDateAndTime(ts: TimestampInput | null): readonly [date: string, time: string] | null {
  const ms = parseTimestamp(ts);
  if (ms === null) return null;
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999) {
    const text = formatISO9075(new UTCDate(ms));
    const space = text.indexOf(" ");
    return [text.slice(0, space), text.slice(space + 1)];
  }
  return [
    `${String(year).padStart(4, "0")}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`,
    `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())}`,
  ];
}

/** "2026-11-22 02:51:22 UTC". */
export function formatUtcDateTime(ts: TimestampInput): string {
  const parts = utcDateAndTime(ts);
  return parts ? `${parts[0]} ${parts[1]} UTC` : NOT_AVAILABLE;
}

/** "2026-11-22". */
export function formatUtcDate(ts: TimestampInput): string {
  return utcDateAndTime(ts)?.[0] ?? NOT_AVAILABLE;
}

/** "02:51:22". */
export function formatUtcTime(ts: TimestampInput): string {
  return utcDateAndTime(ts)?.[1] ?? NOT_AVAILABLE;
}

// ---------------------------------------------------------------------------
// Relative ages
// ---------------------------------------------------------------------------

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

type AgeUnit = "minute" | "hour" | "day";
type Age = { unit: "now" } | { unit: AgeUnit; count: number };
type UnitNames = Record<AgeUnit, readonly [singular: string, plural: string]>;

const SHORT_UNIT_NAMES: UnitNames = { minute: ["min", "mins"], hour: ["hr", "hrs"], day: ["day", "days"] };
const LONG_UNIT_NAMES: UnitNames = { minute: ["minute", "minutes"], hour: ["hour", "hours"], day: ["day", "days"] };

function ageOf(ts: TimestampInput, now: number): Age | null {
  const ms = parseTimestamp(ts);
  if (ms === null || !Number.isFinite(now)) return null;
  const elapsed = now - ms;
  if (elapsed < MINUTE_MS) return { unit: "now" };
  if (elapsed < HOUR_MS) return { unit: "minute", count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: "hour", count: Math.floor(elapsed / HOUR_MS) };
  return { unit: "day", count: Math.floor(elapsed / DAY_MS) };
}

function describeAge(age: Age | null, names: UnitNames): string {
  if (age === null) return NOT_AVAILABLE;
  if (age.unit === "now") return "Just now";
  const [singular, plural] = names[age.unit];
  return `${age.count} ${age.count === 1 ? singular : plural} ago`;
}

/** Dashboard age: 'Just now', 'N min(s) ago', 'N hr(s) ago', 'N day(s) ago'. `now` is epoch ms. */
export function formatAgeShort(ts: TimestampInput, now: number): string {
  return describeAge(ageOf(ts, now), SHORT_UNIT_NAMES);
}

/** Detail-page age: 'Just now', 'N minute(s) ago', 'N hour(s) ago', 'N day(s) ago'. `now` is epoch ms. */
export function formatAgeLong(ts: TimestampInput, now: number): string {
  return describeAge(ageOf(ts, now), LONG_UNIT_NAMES);
}

// ---------------------------------------------------------------------------
// On-chain text
// ---------------------------------------------------------------------------

// Bidirectional overrides/isolates and invisible format characters (category Cf:
// zero-width space/joiners, BOM…), which let registered text pose as other text.
const FORMAT_CHARACTERS = /[\p{Cf}]/gu;

/** Text from the chain (pool names, tickers) as it should read: without invisible or direction-changing characters. */
export function visibleText(value: string): string {
  return value.replace(FORMAT_CHARACTERS, "");
}

/** {@link visibleText}, or null when nothing of it would show (missing, empty, only white space or invisible characters). */
export function visibleTextOrNull(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const text = visibleText(value);
  return text.trim() === "" ? null : text;
}
