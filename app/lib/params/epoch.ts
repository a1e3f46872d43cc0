// The epoch number of an epoch page's URL (/epochs/{n}, /{network}/epochs/{id}),
// checked before any query of the epoch itself.
import { fitsColumn } from "./integers";
import { ParamError } from "./param-error";

/** An epoch number (epoch_no, an int4). */
export function parseEpochNumber(raw: string): number {
  const value = raw.trim();
  if (!fitsColumn(value, "int4")) throw new ParamError("not an epoch number", 404);
  return Number(value);
}

/**
 * The epoch a URL names, or a ParamError 404 ('Epoch not found'): not a whole
 * number (letters, a sign, a fraction), beyond an int4, or after the current
 * epoch (`currentEpoch`; null when the chain has none yet: every epoch is then
 * in the future).
 */
export function parseEpochParam(raw: string | undefined, currentEpoch: number | null): number {
  const epochNumber = parseEpochNumber(raw ?? "");
  if (currentEpoch === null || epochNumber > currentEpoch) throw new ParamError("that epoch has not started", 404);
  return epochNumber;
}
