import type { DataTip } from "../lib/freshness";
import type { Network } from "../lib/network";
import { section } from "./section.server";
import { createTipCache } from "./tip-cache.server";

// Every page's 'Data as of' line reads the tip: at most one read a network per
// tip-cache period (a block is ~20 s apart), shared by the requests meanwhile.
const tips = createTipCache();

/**
 * The newest block of the network's data source, the one the page's figures are
 * read from; null when it has no block or does not answer (the line is left out,
 * the page itself says what failed). Outside the cache, so an outage is not kept.
 */
export function dataTip(network: Network): Promise<DataTip | null> {
  return section(network, (api) =>
    tips.get(`${network}:data-tip`, async () => {
      const [newest] = await api.listBlocks({ limit: 1, offset: 0 });
      return newest ? { height: newest.height, timestamp: newest.timestamp } : null;
    }),
  );
}
