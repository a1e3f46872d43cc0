import type { BlockId } from "../domain";
import { parseHash32 } from "./hash";
import { DIGITS, fitsColumn } from "./integers";
import { ParamError } from "./param-error";

/** A block id: a 32-byte hash, or a height (digits). 64 characters are always a hash, even all digits. */
export function parseBlockId(raw: string): BlockId {
  const value = raw.trim();
  if (DIGITS.test(value) && value.length !== 64) {
    // block_no is an int4: a taller height is no block.
    if (!fitsColumn(value, "int4")) throw new ParamError("no block has that height", 404);
    return { kind: "height", height: Number(value) };
  }
  return { kind: "hash", hash: parseHash32(value) };
}
