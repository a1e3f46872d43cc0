import { rethrowUnavailable } from "../lib/data-source-unavailable";
import type { DataTip } from "../lib/freshness";
import type { Network } from "../lib/network";
import { explorerApi } from "./explorer-api.server";
import { createTipCache } from "./tip-cache.server";

// Every page's 'Data as of' line reads the tip: at most one read a network per
// tip-cache period (a block is ~20 s apart), shared by the requests meanwhile.
const tips = createTipCache();

/**
 * The newest block of the network's data source, the one the page's figures are
 * read from; null when it has no block or does not answer (the line is left out,
 * the page itself says what failed).
 */
export async function dataTip(network: Network): Promise<DataTip | null> {
  try {
    return await tips.get(`${network}:data-tip`, async () => {
      const [newest] = await explorerApi(network, rethrowUnavailable).listBlocks({ limit: 1, offset: 0 });
      return newest ? { height: newest.height, timestamp: newest.timestamp } : null;
    });
  } catch {
    return null;
  }
}
