import { DEMO_CHAIN } from "../../../playwright.config";
import { copyTestChains as copyChains, type Network } from "../../support/postgres-copies";

export { ADMIN_URL, databaseUrlOf, dropTestChains, NETWORKS, type Network } from "../../support/postgres-copies";

// The test chain in PostgreSQL for the specs that start a server on it (the
// production mode), at the e2e chain's scale and 'now' (tests/support/postgres-copies.ts).

/** Makes `nameOf(network)` a fresh copy of the e2e test chain for each network. */
export function copyTestChains(nameOf: (network: Network) => string): Promise<void> {
  return copyChains(nameOf, { scale: DEMO_CHAIN.DEMO_SCALE, now: DEMO_CHAIN.DEMO_NOW });
}

/** Waits until the server at `base` says it is ready (/readyz 200), up to 2 minutes (a loaded machine starts slowly). */
export async function waitForReady(base: string): Promise<void> {
  for (let attempt = 0; attempt < 1_200; attempt++) {
    const ok = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} never became ready`);
}
