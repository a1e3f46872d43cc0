import type { DataTip } from "../lib/chain/freshness";
import { withinWait } from "../lib/runtime/within-wait";
import type { Network } from "../lib/navigation/network";
import { rethrowUnavailable } from "../lib/errors/data-source-unavailable";
import type { ExplorerApi } from "./contract";
import { explorerApi } from "./explorer-api.server";
import { section } from "./section.server";
import { createTipCache } from "./tip-cache.server";

/** The newest block: what 'Data as of' shows, and what an answer's validator and depth are read against. */
export type ChainTip = DataTip & { hash: string; epochNumber: number };

// Every page's 'Data as of' line, and every answer's validator, read the tip: at
// most one read a network per tip-cache period (a block is ~20 s apart), shared
// by the requests meanwhile.
const tips = createTipCache();

/**
 * The newest block of the network's data source, the one the answers are read
 * from; null when it has no block or does not answer (a page leaves its line
 * out and says itself what failed; an answer then carries no validator).
 * Outside the cache, so an outage is not kept.
 */
function chainTip(network: Network): Promise<ChainTip | null> {
  return section(network, (api) => readTip(network, api));
}

// A validator is worth little next to the answer: a tip not known by then (a
// stuck database) is gone without, and the answer's own read starts.
const VALIDATOR_TIP_WAIT_MS = 250;

/**
 * The same tip for an answer's validator: null whatever the failure or when it
 * is slow, and nothing logged (the answer itself says what failed, if anything did).
 */
export function validatorTip(network: Network): Promise<ChainTip | null> {
  return withinWait(readTip(network, explorerApi(network, rethrowUnavailable)).catch(() => null), VALIDATOR_TIP_WAIT_MS);
}

function readTip(network: Network, api: ExplorerApi): Promise<ChainTip | null> {
  return tips.get(`${network}:data-tip`, async () => {
    const [newest] = await api.listBlockRows({ limit: 1, offset: 0 });
    return newest ? { height: newest.height, timestamp: newest.timestamp, hash: newest.hash, epochNumber: newest.epochNumber } : null;
  });
}

/** The tip as the shell's 'Data as of' line shows it. */
export async function dataTip(network: Network): Promise<DataTip | null> {
  const tip = await chainTip(network);
  return tip && { height: tip.height, timestamp: tip.timestamp };
}
