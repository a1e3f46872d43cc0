import { useRouteLoaderData } from "react-router";
import type { PoolLabel } from "../../lib/domain";
import { entityHref, networkSwitchHref } from "../../lib/navigation/hrefs";
import { truncateHash, visibleTextOrNull } from "../../lib/formats/format";

/** The sponsor pool's mainnet label, as the root loader reads it (null: unknown or not answered). */
type RootSponsor = { sponsorPoolId?: string; sponsorLabel?: PoolLabel | null };

/** What 'Brought to you by' names: the ticker, else the name, else (no label) the short pool id. */
function sponsorText(poolId: string, label: PoolLabel | null | undefined): string {
  return visibleTextOrNull(label?.ticker) ?? visibleTextOrNull(label?.name) ?? truncateHash(poolId, 16);
}

// 'Brought to you by' (spec §2 Sidebar): following it saves mainnet as the
// visitor's network and opens /stakepools/{poolId}. A plain link (a GET that saves
// and redirects), so it works without JavaScript and shows where it goes. Not an
// in-app link: the browser loads it whole, the saved cookie with the new page.
export function SponsorLink({ poolId }: { poolId: string }) {
  const root = useRouteLoaderData("root") as RootSponsor | undefined;
  const label = root?.sponsorPoolId === poolId ? root.sponsorLabel : null;
  const name = visibleTextOrNull(label?.name);
  return (
    <div>
      <div>Brought to you by</div>
      <a
        href={networkSwitchHref("mainnet", entityHref("pool", poolId))}
        title={name ? `${name} (${poolId})` : poolId}
        data-testid="sponsor-link"
      >
        <bdi>{sponsorText(poolId, label)}</bdi>
      </a>
    </div>
  );
}
