import type { Network } from "../lib/network";
import type { ExplorerApi } from "./contract";

// The in-process transport reads the chain database through app/data. The
// chain data platform (issue 3) brings the database and the demo chain; until
// it lands there is no chain to read, and every call answers "no data", which
// each screen shows as its spec §8 empty state.
export function inProcessTransport(network: Network): ExplorerApi {
  return {
    network,
    getNetworkStats: async () => null,
    getCurrentEpoch: async () => null,
    getProtocolParameters: async () => null,
  };
}
