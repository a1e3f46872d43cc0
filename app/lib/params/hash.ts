import type { Hash32 } from "../domain";
import { ParamError } from "./param-error";

const HEX = /^[0-9a-f]+$/i;

/** A 32-byte hash (block or transaction) as 64 hex characters, lower-cased. */
export function parseHash32(raw: string): Hash32 {
  const value = raw.trim().toLowerCase();
  if (value.length !== 64 || !HEX.test(value)) throw new ParamError("not a 64-character hex hash", 404);
  return value as Hash32;
}
