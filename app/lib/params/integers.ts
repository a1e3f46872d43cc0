import { ParamError } from "./param-error";

export const DIGITS = /^\d+$/;

/**
 * The largest value of the integer columns URL numbers are compared with:
 * db-sync's word31type (block_no, epoch_no, block_index), int8 ids
 * (word63type) and word64type (slot_no, amounts). A larger number names
 * nothing; sent to PostgreSQL it would be an out-of-range error (a 500).
 */
const COLUMN_MAX = {
  int4: 2_147_483_647n,
  int8: 9_223_372_036_854_775_807n,
  word64: 18_446_744_073_709_551_615n,
} as const;
export type IntegerColumn = keyof typeof COLUMN_MAX;

/** Whether a string of decimal digits is a value the column can hold (all are ≥ 0 here). */
export function fitsColumn(digits: string, column: IntegerColumn): boolean {
  return DIGITS.test(digits) && BigInt(digits) <= COLUMN_MAX[column];
}

/** The largest int4 (block_no, epoch_no, block_index), as a number. */
export const INT4_MAX = Number(COLUMN_MAX.int4);

// A minus sign before digits is a whole number below every range here (all start at 0 or 1).
const NEGATIVE = /^-\d+$/;

/** A whole-number query parameter within `min`–`max`; anything else is a 400 naming it. */
export function integer(raw: string | null, name: string, { min, max }: { min: number; max: number }): number {
  if (raw !== null && NEGATIVE.test(raw)) throw new ParamError(`${name} must be ${min} or more`, 400, name);
  if (raw === null || !DIGITS.test(raw)) throw new ParamError(`${name} must be a whole number`, 400, name);
  const value = Number(raw);
  if (value < min) throw new ParamError(`${name} must be ${min} or more`, 400, name);
  if (value > max) throw new ParamError(`${name} must be at most ${max}`, 400, name);
  return value;
}
