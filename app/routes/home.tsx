import { networkLabel } from "../lib/network";
import { resolveNetwork } from "../session.server";
import { Card } from "../ui/card";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/home";

// The dashboard's stat cards and lists arrive with the first screens (issue 4);
// the shell's landing page names the network being explored.
export function loader({ request }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  return { network };
}

export function meta() {
  return [{ title: "Dashboard · Prime Explorer" }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Dashboard" network={loaderData.network} />
      <Card title="Welcome">
        <p>
          {`Explore blocks, transactions, addresses, stake pools and epochs of the AP3X ${networkLabel(loaderData.network)}. `}
          Search by block height, hash, address or pool from the box above.
        </p>
      </Card>
    </>
  );
}
