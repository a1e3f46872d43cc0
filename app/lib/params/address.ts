import { parseAddress } from "../address";
import type { AddressKind } from "../domain";
import type { Network } from "../network";
import { ParamError } from "./param-error";

/**
 * An address in a URL, checked for the request's network before any query: a
 * malformed or other-network address names nothing (404), and so does a
 * payment address where only a stake address has the list asked for.
 */
export function parseAddressParam(
  raw: string | undefined,
  network: Network,
  only?: AddressKind,
): { kind: AddressKind; address: string } {
  const parsed = parseAddress(raw ?? "", network);
  if (!parsed) throw new ParamError(`not an address of ${network}`, 404);
  if (only && parsed.kind !== only) throw new ParamError(`not a ${only} address`, 404);
  return parsed;
}
