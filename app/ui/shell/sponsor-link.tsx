import { Form, useRouteLoaderData } from "react-router";
import type { PoolLabel } from "../../lib/domain";
import { entityHref } from "../../lib/hrefs";
import { truncateHash, visibleTextOrNull } from "../../lib/format";
import { useAnnounceNetwork } from "./use-network-sync";
import * as css from "./shell.css";

/** The sponsor pool's mainnet label, as the root loader reads it (null: unknown or not answered). */
type RootSponsor = { sponsorPoolId?: string; sponsorLabel?: PoolLabel | null };

/** What 'Brought to you by' names: the ticker, else the name, else (no label) the short pool id. */
function sponsorText(poolId: string, label: PoolLabel | null | undefined): string {
  return visibleTextOrNull(label?.ticker) ?? visibleTextOrNull(label?.name) ?? truncateHash(poolId, 16);
}

// 'Brought to you by' (spec §2 Sidebar): following it saves mainnet as the
// network and opens the sponsor pool, so it is a POST to the network action.
export function SponsorLink({ poolId }: { poolId: string }) {
  const announce = useAnnounceNetwork();
  const root = useRouteLoaderData("root") as RootSponsor | undefined;
  const label = root?.sponsorPoolId === poolId ? root.sponsorLabel : null;
  const name = visibleTextOrNull(label?.name);
  return (
    <Form method="post" action="/preferences/network" onSubmit={() => announce("mainnet")}>
      <input type="hidden" name="network" value="mainnet" />
      <input type="hidden" name="redirectTo" value={entityHref("pool", poolId)} />
      <div>Brought to you by</div>
      <button type="submit" className={css.linkButton} title={name ? `${name} (${poolId})` : poolId} data-testid="sponsor-link">
        <bdi>{sponsorText(poolId, label)}</bdi>
      </button>
    </Form>
  );
}
