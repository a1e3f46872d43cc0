// @ts-check
// One row of PostgreSQL COPY … (FORMAT csv): NULL is an unquoted empty field, text is
// always quoted (so an empty string, a lone `\.` or a comma stays data), bytea goes in
// its hex form `\x…`, timestamps as UTC text.

/** @typedef {string | number | bigint | boolean | Uint8Array | null | undefined | Timestamp | Json | CsvField} CsvValue */

/** A field already in its CSV form (e.g. a bytea written once, used for many rows). */
class CsvField {
  /** @param {string} text */
  constructor(text) {
    this.text = text;
  }
}

/** @param {Uint8Array} bytes a bytea value in CSV form, for values repeated in many rows */
export function byteaField(bytes) {
  return new CsvField(`\\x${Buffer.from(bytes).toString("hex")}`);
}

/** A UTC instant in ms, written as `timestamp without time zone`. */
export class Timestamp {
  /** @param {number} ms */
  constructor(ms) {
    this.ms = ms;
  }
}

/** A value for a jsonb column. */
export class Json {
  /** @param {unknown} value */
  constructor(value) {
    this.text = JSON.stringify(value);
  }
}

/** @param {string} text */
function quote(text) {
  return text.includes('"') ? `"${text.replaceAll('"', '""')}"` : `"${text}"`;
}

/** @param {number} ms */
export function timestampText(ms) {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

/**
 * @param {CsvValue} value
 * @returns {string}
 */
function field(value) {
  if (value === null || value === undefined) return "";
  switch (typeof value) {
    case "number":
      // Amounts stay below 2^53, far from where String() switches to exponents.
      return String(value);
    case "bigint":
      return value.toString();
    case "boolean":
      return value ? "t" : "f";
    case "string":
      return quote(value);
    default:
      if (Buffer.isBuffer(value)) return `\\x${value.toString("hex")}`;
      if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString("hex")}`;
      if (value instanceof Timestamp) return timestampText(value.ms);
      if (value instanceof CsvField) return value.text;
      return quote(value.text);
  }
}

/**
 * @param {readonly CsvValue[]} values
 * @returns {string} one CSV line ending in a newline
 */
export function csvLine(values) {
  let line = field(values[0]);
  for (let i = 1; i < values.length; i++) line += "," + field(values[i]);
  return line + "\n";
}
