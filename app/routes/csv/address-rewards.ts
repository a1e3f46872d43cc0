import { csvNotFound, csvRoute } from "../../server/csv-response.server";
import { rewardsCsvColumns, rewardsCsvFileName, rewardsCsvRow } from "../../lib/csv/address-csv";
import { parseAddressParam } from "../../lib/params/address";
import { parsedOr } from "../../lib/params/param-error";
import type { StakeReward } from "../../lib/domain";
import { resolveNetwork } from "../../session.server";
import type { Route } from "./+types/address-rewards";

// spec §9's rewards file, for stake addresses. The rewards are one list of a
// few hundred at most (one batch); streamed like the history all the same.
export function loader({ params, request }: Route.LoaderArgs) {
  return csvRoute(request, resolveNetwork(request).network, (api, network) => {
    const { address } = parsedOr(() => parseAddressParam(params.address, network, "stake"), () => csvNotFound("stake address", params.address, network));
    return {
      fileName: rewardsCsvFileName(address, network),
      columns: rewardsCsvColumns(network),
      batches: (async function* () {
        yield await api.listStakeAddressRewards(address);
      })(),
      row: (reward: StakeReward) => rewardsCsvRow(reward, network),
    };
  });
}
