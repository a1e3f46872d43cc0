import { Form } from "react-router";
import { entityHref } from "../../lib/hrefs";
import { truncateHash } from "../../lib/format";
import { useAnnounceNetwork } from "./use-network-sync";
import * as css from "./shell.css";

// 'Brought to you by' (spec §2 Sidebar): following it saves mainnet as the
// network and opens the sponsor pool, so it is a POST to the network action.
export function SponsorLink({ poolId }: { poolId: string }) {
  const announce = useAnnounceNetwork();
  return (
    <Form method="post" action="/preferences/network" onSubmit={() => announce("mainnet")}>
      <input type="hidden" name="network" value="mainnet" />
      <input type="hidden" name="redirectTo" value={entityHref("pool", poolId)} />
      <div>Brought to you by</div>
      <button type="submit" className={css.linkButton} title={poolId} data-testid="sponsor-link">
        {truncateHash(poolId, 16)}
      </button>
    </Form>
  );
}
