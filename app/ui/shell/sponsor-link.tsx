import { useRouteLoaderData } from "react-router";
import type { PoolLabel } from "../../lib/domain";
import { networkPoolHref } from "../../lib/hrefs";
import { truncateHash, visibleTextOrNull } from "../../lib/format";

/** The sponsor pool's mainnet label, as the root loader reads it (null: unknown or not answered). */
type RootSponsor = { sponsorPoolId?: string; sponsorLabel?: PoolLabel | null };

/** What 'Brought to you by' names: the ticker, else the name, else (no label) the short pool id. */
function sponsorText(poolId: string, label: PoolLabel | null | undefined): string {
  return visibleTextOrNull(label?.ticker) ?? visibleTextOrNull(label?.name) ?? truncateHash(poolId, 16);
}

// 'Brought to you by' (spec §2 Sidebar): the sponsor pool on mainnet, in a new
// tab. /mainnet/pools/{poolId} carries the network in its path, so it lands on
// mainnet from either network without changing the visitor's own choice.
export function SponsorLink({ poolId }: { poolId: string }) {
  const root = useRouteLoaderData("root") as RootSponsor | undefined;
  const label = root?.sponsorPoolId === poolId ? root.sponsorLabel : null;
  const name = visibleTextOrNull(label?.name);
  return (
    <div>
      <div>Brought to you by</div>
      <a
        href={networkPoolHref("mainnet", poolId)}
        target="_blank"
        rel="noopener"
        title={name ? `${name} (${poolId})` : poolId}
        data-testid="sponsor-link"
      >
        <bdi>{sponsorText(poolId, label)}</bdi>
      </a>
    </div>
  );
}
