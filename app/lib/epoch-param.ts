// The epoch number of an epoch page's URL (/epochs/{n}, /{network}/epochs/{id}),
// checked before any query of the epoch itself.
import type { Network } from "./network";
import { ParamError, parseEpochNumber } from "./params";

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

/** spec §9: the epochs list and an epoch's blocks show 20 a page. */
export const EPOCHS_PAGE_SIZE = 20;
export const EPOCH_BLOCKS_PAGE_SIZE = 20;
/** The epoch page's query parameter of its blocks' page (1-based, 'Page N'). */
export const EPOCH_BLOCKS_PAGE_PARAM = "blocksPage";

/**
 * An epoch page's address. When the page at hand named its network itself (the
 * path or ?network=), the link keeps it in the path (/{network}/epochs/{n}, spec
 * §2), so a testnet epoch opened from a shared testnet link stays on testnet;
 * otherwise /epochs/{n}, read with the visitor's chosen network.
 */
export function epochPageHref(epochNumber: number, pinnedNetwork: Network | null): string {
  return pinnedNetwork ? `/${pinnedNetwork}/epochs/${epochNumber}` : `/epochs/${epochNumber}`;
}

/** The epochs list, keeping a network the page named itself (?network=). */
export function epochsListHref(pinnedNetwork: Network | null): string {
  return pinnedNetwork ? `/epochs?network=${pinnedNetwork}` : "/epochs";
}
