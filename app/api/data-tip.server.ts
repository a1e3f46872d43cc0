import type { ChainTip } from "../lib/domain";
import type { DataTip } from "../lib/chain/freshness";
import { withinWait } from "../lib/runtime/within-wait";
import type { Network } from "../lib/navigation/network";
import { rethrowUnavailable } from "../lib/errors/data-source-unavailable";
import { explorerApi } from "./explorer-api.server";
import { section } from "./section.server";

// Every page's 'Data as of' line, and every answer's validator, read the tip
// through the contract's getChainTip, kept by the tip cache (tip-cache.server.ts):
// at most one read a network per tip-cache period (a block is ~20 s apart),
// shared by the requests meanwhile. An outage is not kept.

// A validator is worth little next to the answer: a tip not known by then (a
// stuck database) is gone without, and the answer's own read starts.
const VALIDATOR_TIP_WAIT_MS = 250;

/**
 * The tip for an answer's validator: null whatever the failure or when it is
 * slow, and nothing logged (the answer itself says what failed, if anything did).
 */
export function validatorTip(network: Network): Promise<ChainTip | null> {
  return withinWait(explorerApi(network, rethrowUnavailable).getChainTip().catch(() => null), VALIDATOR_TIP_WAIT_MS);
}

/**
 * The tip as the shell's 'Data as of' line shows it; null when the data source
 * has no block or does not answer (a page leaves its line out and says itself
 * what failed).
 */
export async function dataTip(network: Network): Promise<DataTip | null> {
  const tip = await section(network, (api) => api.getChainTip());
  return tip && { height: tip.height, hash: tip.hash, timestamp: tip.timestamp };
}
