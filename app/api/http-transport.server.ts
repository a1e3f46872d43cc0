import type { Network } from "../lib/network";
import type { CurrentEpoch, ExplorerApi, NetworkStats, ProtocolParameters } from "./contract";

// The contract over HTTP (UPSTREAM_API_URL): an existing explorer API of the
// spec §7 shape. A 404 is "not there" (null); any other non-OK status is the
// spec §8 error text, so a 503 upstream reads as the database being down.
export function httpTransport(baseUrl: string, network: Network, timeoutMs: number): ExplorerApi {
  async function get<T>(path: string): Promise<T | null> {
    const url = `${baseUrl}/api/networks/${network}${path}`;
    const response = await fetch(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) return null;
    if (!response.ok) {
      const body = await response.text().catch(() => "");
      throw new Error(`${response.status}: ${body.slice(0, 200) || `HTTP error! status: ${response.status}`}`);
    }
    return (await response.json()) as T;
  }

  return {
    network,
    getNetworkStats: () => get<NetworkStats>("/stats"),
    getCurrentEpoch: () => get<CurrentEpoch>("/epochs/current"),
    getProtocolParameters: () => get<ProtocolParameters>("/protocol-parameters"),
  };
}
